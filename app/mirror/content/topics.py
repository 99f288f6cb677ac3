"""Two subject pages of the publications index per language."""

from __future__ import annotations

from app.mirror.content import books
from app.mirror.content._common import TOPIC_DOCIDS, bc_href, esc, pc_href, seed
from app.mirror.content.texts import SEE_ALSO, TOPICS
from app.mirror.content.watchtower import CITED_CHAPTERS
from app.sources.languages import wol_language


def topic_article(lang: str, docid: int) -> str | None:
    if docid not in TOPIC_DOCIDS:
        return None
    info = wol_language(lang)
    title, see_also, subheadings = TOPICS[lang][TOPIC_DOCIDS.index(docid)]
    pid = 0
    link = 0

    def next_pid() -> int:
        nonlocal pid
        pid += 1
        return pid

    rows = [
        f'<p class="st" id="p{next_pid()}" data-pid="{pid}"><strong>{esc(title)}</strong></p>',
        f'<p class="sa" id="p{next_pid()}" data-pid="{pid}">(<em>{SEE_ALSO[lang]}</em> '
        f"{esc('; '.join(see_also))})</p>",
    ]
    for sub, entries in subheadings:
        rows.append(f'<p class="su" id="p{next_pid()}" data-pid="{pid}">{esc(sub)}:</p>')
        for text, has_pc, has_bc in entries:
            links = []
            n = seed(docid, text)
            if has_pc:
                link += 1
                symbol = f"w{18 + n % 6}.{1 + n % 12:02d} {3 + n % 25}"
                links.append(f'<a href="{pc_href(lang, docid, link)}">{esc(symbol)}</a>')
            if has_bc:
                link += 1
                book, chapter = CITED_CHAPTERS[n % len(CITED_CHAPTERS)]
                verse = 1 + n % books.verse_count(book, chapter)
                ref = books.cite(lang, book, chapter, str(verse))
                links.append(
                    f'<a class="b" href="{bc_href(lang, docid, link)}">{esc(ref)}</a>'
                )
            rows.append(
                f'<p class="sv" id="p{next_pid()}" data-pid="{pid}">{esc(text)}: '
                f'{"; ".join(links)}</p>'
            )
    return (
        f'<article id="article" class="article document pub-dx docClass-1 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">\n<div class="bodyTxt">\n'
        + "\n".join(rows)
        + "\n</div></article>"
    )


def topic_title(lang: str, docid: int) -> str:
    return TOPICS[lang][TOPIC_DOCIDS.index(docid)][0]
