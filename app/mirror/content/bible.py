"""Bible chapter pages (study edition) for any book and chapter, with a study pane."""

from __future__ import annotations

from app.mirror.content import books
from app.mirror.content._common import bible_href, esc, page, seed
from app.mirror.content.texts import (
    ACTIONS,
    ENDINGS,
    FOOTNOTES,
    NOTE_TEMPLATES,
    OBJECTS,
    SUBJECTS,
)
from app.mirror.content.wt_verses import VERSES
from app.sources.languages import wol_language

# Chapters that marginal references point to (all exist in the mirror).
_REF_POOL: tuple[tuple[int, int], ...] = ((19, 37), (43, 3), (40, 24), (45, 5), (24, 1), (20, 3))
_VERSES_PER_PARAGRAPH = 4


def verse_text(lang: str, book: int, chapter: int, verse: int) -> str:
    """The mirror's text of one verse (deterministic, parallel across languages).

    Verses the study articles cite have written texts; the rest are built from phrases."""
    written = VERSES.get((book, chapter, verse))
    if written is not None:
        return written[lang]
    n = seed(book, chapter, verse)
    subject = SUBJECTS[lang][n % len(SUBJECTS[lang])]
    n //= len(SUBJECTS[lang])
    action = ACTIONS[lang][n % len(ACTIONS[lang])]
    n //= len(ACTIONS[lang])
    obj = OBJECTS[lang][n % len(OBJECTS[lang])][0]
    n //= len(OBJECTS[lang])
    ending = ENDINGS[lang][n % len(ENDINGS[lang])]
    return f"{subject} {action} {obj} {ending}"


def _headword(lang: str, book: int, chapter: int, verse: int) -> str:
    written = VERSES.get((book, chapter, verse))
    if written is not None:  # the verse's own longest word, so the note fits its text
        return max((w.strip(".,;:!?¡¿“”\"'") for w in written[lang].split()), key=len)
    n = seed(book, chapter, verse)
    n //= len(SUBJECTS[lang]) * len(ACTIONS[lang])
    return OBJECTS[lang][n % len(OBJECTS[lang])][1]


def has_note(verse: int, book: int, chapter: int) -> bool:
    return verse == 1 or seed("note", book, chapter, verse) % 3 == 0


def _marginal_targets(book: int, chapter: int, verse: int) -> list[tuple[int, int, int]]:
    out = []
    for k in range(2):
        tb, tc = _REF_POOL[seed("ref", book, chapter, verse, k) % len(_REF_POOL)]
        if (tb, tc) == (book, chapter):
            tb, tc = _REF_POOL[(seed("ref", k) + 1) % len(_REF_POOL)]
        tv = 1 + seed("refv", book, chapter, verse, k) % books.verse_count(tb, tc)
        out.append((tb, tc, tv))
    return out


def _verse_spans(lang: str, book: int, chapter: int, verse: int) -> list[str]:
    """The span.v markup of one verse: one part, or two when the verse is split."""
    info = wol_language(lang)
    words = [esc(w) for w in verse_text(lang, book, chapter, verse).split()]
    if verse % 4 == 0:  # a cross-reference marker in the middle of the verse
        mid = len(words) // 2
        words[mid] += (
            f'<a class="b" data-bid="{verse}-1" href="/{info.iso}/wol/bc/{info.resource}/'
            f'{info.lp}/1001{book:03d}{chapter:03d}/{verse}/0">+</a>'
        )
    if verse % 5 == 2:  # a footnote marker after the second word
        words[1] += (
            f'<a class="fn" data-fnid="{verse}" href="/{info.iso}/wol/fn/{info.resource}/'
            f'{info.lp}/nwtsty/{book}/{chapter}/{verse}">*</a>'
        )
    href = bible_href(lang, book, chapter, verse)
    if verse == 1:
        number = (f'<span class="cl"><a class="cl" href="{href}">'
                  f"<strong>{chapter}</strong></a> </span>")
    else:
        number = f'<a class="vl" href="{href}">{verse} </a>'
    split = verse % 9 == 4 and len(words) > 4
    halves = [words[: len(words) // 2], words[len(words) // 2:]] if split else [words]
    spans = []
    for part, chunk in enumerate(halves, start=1):
        lead = number if part == 1 else ""
        spans.append(
            f'<span class="v" id="v{book}-{chapter}-{verse}-{part}">{lead}{" ".join(chunk)} </span>'
        )
    return spans


def _study_section(lang: str, book: int, chapter: int, verse: int) -> str:
    info = wol_language(lang)
    key = f"{book}-{chapter}-{verse}"
    groups = []
    if has_note(verse, book, chapter):
        head = _headword(lang, book, chapter, verse)
        note = NOTE_TEMPLATES[lang][seed("tpl", key) % len(NOTE_TEMPLATES[lang])]
        tb, tc, tv = _marginal_targets(book, chapter, verse)[0]
        compare = {"en": "Compare", "es": "Compare", "pt": "Compare"}[lang]
        link = (f'<a class="b" href="{bible_href(lang, tb, tc, tv)}">'
                f"{esc(books.cite(lang, tb, tc, str(tv)))}</a>")
        groups.append(
            '<div class="group studyNotes"><ul>'
            f'<li class="item studyNote" data-key="{key}"><p><strong>{esc(head)}:</strong> '
            f"{esc(note)} {compare} {link}.</p></li></ul></div>"
        )
    if verse % 5 == 2:
        text = FOOTNOTES[lang][seed("fn", key) % len(FOOTNOTES[lang])]
        groups.append(
            '<div class="group footnote"><ul>'
            f'<li class="item footnote" data-fnid="{verse}"><p>{esc(text)}</p></li></ul></div>'
        )
    if verse % 4 == 0:
        links = "; ".join(
            f'<a href="/{info.iso}/wol/marginalreference/{info.resource}/{info.lp}/'
            f'nwtsty/{tb}/{tc}/{tv}">{esc(books.cite(lang, tb, tc, str(tv)))}</a>'
            for tb, tc, tv in _marginal_targets(book, chapter, verse)
        )
        groups.append(
            '<div class="group marginal"><ul>'
            f'<li class="item marginal" data-src="v{book}-{chapter}-{verse}">{links}</li>'
            "</ul></div>"
        )
    if not groups:
        return ""
    title = books.cite(lang, book, chapter, str(verse), full=True)
    return (f'<div class="section" data-key="{key}"><h3 class="title">{esc(title)}</h3>'
            f'{"".join(groups)}</div>')


def _render(lang: str, book: int, chapter: int, count: int) -> str:
    info = wol_language(lang)
    title = books.chapter_title(lang, book, chapter)
    paragraphs: list[list[str]] = [[]]
    in_paragraph = 0
    for verse in range(1, count + 1):
        spans = _verse_spans(lang, book, chapter, verse)
        paragraphs[-1].append(spans[0])
        for extra in spans[1:]:
            paragraphs.append([extra])
            in_paragraph = 0
        in_paragraph += 1
        if in_paragraph >= _VERSES_PER_PARAGRAPH and verse < count:
            paragraphs.append([])
            in_paragraph = 0
    body = "\n".join(
        f'<p class="sb" id="p{i}" data-pid="{i}">{"".join(spans)}</p>'
        for i, spans in enumerate(paragraphs, start=1)
        if spans
    )
    pane = "".join(_study_section(lang, book, chapter, v) for v in range(1, count + 1))
    markup = (
        f'<input type="hidden" id="bookNo" value="{book}">'
        f'<input type="hidden" id="chapNo" value="{chapter}">'
        f'<input type="hidden" id="contentTitle" value="{esc(title)}">\n'
        '<article id="article" class="article bible html5 pub-nwtsty jwac '
        f'ml-{info.jw_code} dir-ltr layout-reading layoutBible">'
        f'<header><h1>{esc(title)}</h1></header>\n<div class="scalableui">\n{body}\n</div>'
        f'</article>\n<div id="regionSecondary"><div id="studyDiscover" class="studyPane">'
        f"\n{pane}\n</div></div>"
    )
    canonical = f"/{info.iso}/wol/b/{info.resource}/{info.lp}/nwtsty/{book}/{chapter}"
    return page(lang, title, markup, canonical=canonical, body_class="bible")


def chapter_html(
    lang: str, book: int, chapter: int, *, size_hint: int | None = None
) -> str | None:
    """A chapter page; None when the language, book or chapter does not exist.

    With size_hint (bytes), the chapter gets as many verses as needed for the
    page to reach that size (for parse benchmarks)."""
    if lang not in books.BOOK_NAMES or not books.valid_chapter(book, chapter):
        return None
    count = books.verse_count(book, chapter)
    markup = _render(lang, book, chapter, count)
    if size_hint:
        while len(markup.encode("utf-8")) < size_hint:
            ratio = size_hint / max(len(markup.encode("utf-8")), 1)
            count = max(count + 1, int(count * ratio * 1.02) + 1)
            markup = _render(lang, book, chapter, count)
    return markup
