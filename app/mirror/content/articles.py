"""Question-and-answer articles, index subjects over them, Research Guide entries, the
list of public talk titles, and the publication citations (`/wol/pc/`) that lead from an
index entry to the paragraph it cites. Text in articles_text.py.

docIds: articles 1_300_000_001.., index subjects 1_200_000_101.., Research Guide
entries 1_200_000_201.., the talk titles 1_400_000_001.
"""

from __future__ import annotations

import re
from typing import Any

from app.mirror.content._common import bc_href, bible_href, doc_href, esc, pc_href
from app.mirror.content.articles_text import (
    ARTICLES,
    GUIDE,
    GUIDE_NAME,
    SUBJECTS,
    TALKS,
    TALKS_TITLE,
)
from app.mirror.content.variants import real
from app.sources.languages import wol_language
from app.sources.references import parse_references

ARTICLE_KEYS: tuple[str, ...] = tuple(ARTICLES)
ARTICLE_DOCIDS: dict[str, int] = {k: 1_300_000_001 + i for i, k in enumerate(ARTICLE_KEYS)}
SUBJECT_DOCIDS: dict[str, int] = {k: 1_200_000_101 + i for i, k in enumerate(SUBJECTS)}
GUIDE_DOCIDS: dict[str, int] = {k: 1_200_000_201 + i for i, k in enumerate(GUIDE)}
TALKS_DOCID = 1_400_000_001
_BY_DOCID: dict[int, tuple[str, str]] = {
    **{d: ("article", k) for k, d in ARTICLE_DOCIDS.items()},
    **{d: ("subject", k) for k, d in SUBJECT_DOCIDS.items()},
    **{d: ("guide", k) for k, d in GUIDE_DOCIDS.items()},
    TALKS_DOCID: ("talks", ""),
}


def symbol(key: str, paragraph: int) -> str:
    """The publication symbol an index entry shows for a paragraph ("w21.03 9")."""
    i = ARTICLE_KEYS.index(key)
    return f"w{19 + i % 6}.{1 + (i * 5) % 12:02d} {3 + paragraph * 2 + i % 4}"


def _linked(lang: str, text: str) -> str:
    """A paragraph with its scripture citations as `a.b` links."""
    out: list[str] = []
    last = 0
    for ref in parse_references(text, lang):
        if ref.span is None:
            continue
        start, end = ref.span
        verse = ref.verses[0] if ref.verses else None
        out.append(esc(text[last:start]))
        out.append(f'<a class="b" href="{bible_href(lang, ref.book, ref.chapter, verse)}">'
                   f"{esc(text[start:end])}</a>")
        last = end
    out.append(esc(text[last:]))
    return "".join(out)


def _wrap(lang: str, docid: int, pub: str, doc_class: int, body: str) -> str:
    info = wol_language(lang)
    return (f'<article id="article" class="article document pub-{pub} docClass-{doc_class} '
            f'docId-{docid} jwac ml-{info.jw_code} dir-ltr">\n{body}\n</article>')


def article_html(lang: str, key: str) -> str:
    title, paragraphs = ARTICLES[key][lang]
    docid = ARTICLE_DOCIDS[key]
    rows = [f'<header><h1 id="p1" data-pid="1">{esc(title)}</h1></header>', '<div class="bodyTxt">']
    for n, text in enumerate(paragraphs, start=1):
        pid = n + 1
        rows.append(f'<p id="p{pid}" data-pid="{pid}" class="p{pid}">{_linked(lang, text)}</p>')
    rows.append("</div>")
    return _wrap(lang, docid, "g", 68, "\n".join(rows))


def _entry_links(lang: str, docid: int, entries: list[tuple[str, str, int]],
                 start: int, *, shaped: bool = False, line: str = "sv") -> tuple[list[str], int]:
    """Entry lines; real (`shaped`): a link's text carries its trailing `;`."""
    rows = []
    n = start
    for text, key, paragraph in entries:
        n += 1
        refs = [r for r in parse_references(ARTICLES[key][lang][1][paragraph - 1], lang)]
        bible = ""
        cut = "; "
        if refs and refs[0].span is not None:
            s, e = refs[0].span
            cited = ARTICLES[key][lang][1][paragraph - 1][s:e]
            bible = (f'<a class="b" href="{bc_href(lang, docid, n + 500)}">'
                     f"{esc(cited)}</a>")
            cut = ";</a> " if shaped else "</a>; "
        link = f'<a href="{pc_href(lang, docid, n)}">{esc(symbol(key, paragraph))}</a>'
        if bible:
            link = link[: -len("</a>")] + cut
        rows.append(f'<p class="{line}" data-pid="{n + 100}">{esc(text)}: {link}{bible}</p>')
    return rows, n


def subject_html(lang: str, key: str) -> str:
    title, see_also, subheadings = SUBJECTS[key][lang]
    docid = SUBJECT_DOCIDS[key]
    see = {"en": "See also", "es": "Véase también", "pt": "Veja também"}[lang]
    rows = [f'<p class="st" data-pid="1"><strong>{esc(title)}</strong></p>',
            f'<p class="sa" data-pid="2">(<em>{see}</em> {esc("; ".join(see_also))})</p>']
    n = 0
    shaped = real("subject", lang, docid)
    for sub, entries in subheadings:
        rows.append(f'<p class="su" data-pid="{n + 50}">{esc(sub)}:</p>')
        more, n = _entry_links(lang, docid, entries, n, shaped=shaped)
        rows.extend(more)
    body = '<div class="bodyTxt">\n' + "\n".join(rows) + "\n</div>"
    return _wrap(lang, docid, "dx", 1, body)


def guide_html(lang: str, key: str) -> str:
    """A Research Guide topic. Real (app.mirror.content.variants): the title in the h1 and
    the article lines (each a `p.su` with its links) grouped under an h2."""
    title, entries = GUIDE[key][lang]
    docid = GUIDE_DOCIDS[key]
    if real("guide", lang, docid):
        more, _ = _entry_links(lang, docid, entries, 0, shaped=True, line="su")
        rows = [f'<header><h1 id="p1" data-pid="1">{esc(title)}</h1></header>',
                '<div class="bodyTxt">', f'<h2 data-pid="2">{esc(GUIDE_NAME[lang])}</h2>',
                *more, "</div>"]
        return _wrap(lang, docid, "rsg", 1, "\n".join(rows))
    rows = [f'<p class="st" data-pid="1"><strong>{esc(title)}</strong></p>',
            f'<p class="su" data-pid="2">{esc(GUIDE_NAME[lang])}:</p>']
    more, _ = _entry_links(lang, docid, entries, 0)
    rows.extend(more)
    body = '<div class="bodyTxt">\n' + "\n".join(rows) + "\n</div>"
    return _wrap(lang, docid, "rsg", 1, body)


def talks_html(lang: str) -> str:
    rows = [f'<header><h1 id="p1" data-pid="1">{esc(TALKS_TITLE[lang])}</h1></header>',
            '<div class="bodyTxt">']
    for n, (number, titles) in enumerate(sorted(TALKS.items()), start=2):
        rows.append(f'<p id="p{n}" data-pid="{n}">{number}. {esc(titles[lang])}</p>')
    rows.append("</div>")
    return _wrap(lang, TALKS_DOCID, "s34", 68, "\n".join(rows))


def extra_document(lang: str, docid: int) -> tuple[str, str] | None:
    """(title, article markup) of a docId this module serves, or None."""
    found = _BY_DOCID.get(docid)
    if found is None:
        return None
    kind, key = found
    if kind == "article":
        return ARTICLES[key][lang][0], article_html(lang, key)
    if kind == "subject":
        return SUBJECTS[key][lang][0], subject_html(lang, key)
    if kind == "guide":
        return GUIDE[key][lang][0], guide_html(lang, key)
    return TALKS_TITLE[lang], talks_html(lang)


def _cited(docid: int, n: int) -> tuple[str, int] | None:
    found = _BY_DOCID.get(docid)
    if found is None or found[0] not in ("subject", "guide"):
        return None
    kind, key = found
    if kind == "subject":
        entries = [e for _, group in SUBJECTS[key]["en"][2] for e in group]
    else:
        entries = GUIDE[key]["en"][1]
    if not 1 <= n <= len(entries):
        return None
    _, article, paragraph = entries[n - 1]
    return article, paragraph


def publication_citation(lang: str, docid: int, n: int) -> dict[str, Any] | None:
    """The JSON of a `/wol/pc/` link: the cited paragraph with its document link."""
    cited = _cited(docid, n)
    if cited is None:
        return None
    key, paragraph = cited
    title, paragraphs = ARTICLES[key][lang]
    pid = paragraph + 1
    return {"items": [{
        "title": f"{symbol(key, paragraph)} — {title}",
        "url": f"{doc_href(lang, ARTICLE_DOCIDS[key])}#h={pid}",
        "content": f'<p id="p{pid}" data-pid="{pid}">'
                   f"{_linked(lang, paragraphs[paragraph - 1])}</p>",
        "articleClasses": "pub-g docClass-68",
    }]}


def _plain(markup: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", markup))


def searchable(lang: str) -> list[tuple[str, str, str, int]]:
    """(group, title, plain text, docId) of every page here, for the search API."""
    out: list[tuple[str, str, str, int]] = []
    for key, docid in ARTICLE_DOCIDS.items():
        title, paragraphs = ARTICLES[key][lang]
        out.append(("publications", title, f"{title} {' '.join(paragraphs)}", docid))
    for key, docid in SUBJECT_DOCIDS.items():
        out.append(("indexes", SUBJECTS[key][lang][0], _plain(subject_html(lang, key)), docid))
    for key, docid in GUIDE_DOCIDS.items():
        out.append(("indexes", GUIDE[key][lang][0], _plain(guide_html(lang, key)), docid))
    out.append(("publications", TALKS_TITLE[lang], _plain(talks_html(lang)), TALKS_DOCID))
    return out
