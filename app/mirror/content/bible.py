"""Bible chapter pages (study edition) for any book and chapter, with a study pane.

The verse text is a public-domain translation (bible_text: WEB in en, Reina-Valera 1909
in es), never the NWT; pt, which has none, keeps the project's written verses. The study
notes, footnotes and marginal references are the project's own."""

from __future__ import annotations

import app.mirror.content.books as books
from app.core.text import fold, stop_words
from app.mirror.content._common import bible_href, esc, page, seed
from app.mirror.content.bible_text import credit, translation
from app.mirror.content.texts import (
    ACTIONS,
    ENDINGS,
    FOOTNOTES,
    NOTE_TEMPLATES,
    OBJECTS,
    SUBJECTS,
)
from app.mirror.content.variants import real
from app.mirror.content.wt_verses import VERSES
from app.sources.languages import wol_language

# Names as the real study edition prints them in verse text: syllables and the stress.
MARKED_NAMES = {
    # The WEB names God "Yahweh"; the written pt verses and the notes say "Jeová".
    "en": (("Jehovah", "Je·hoʹvah"), ("Yahweh", "Yahʹweh"), ("Jeremiah", "Jer·e·miʹah"),
           ("Nicodemus", "Nic·o·deʹmus")),
    "es": (("Jehová", "Je·ho·váʹ"), ("Jeremías", "Je·re·mí·as"), ("Cristo", "Crisʹto"),
           ("Nicodemo", "Ni·co·deʹmo")),
    "pt": (("Jeová", "Je·o·váʹ"), ("Jeremias", "Je·re·miʹas"), ("Cristo", "Crisʹto")),
}
# The running heading of a book (the real h1 of a chapter page): "According to John".
_RUNNING = {"en": "According to {name}", "es": "Según {name}", "pt": "Segundo {name}"}

# Chapters that marginal references point to (all exist in the mirror).
_REF_POOL: tuple[tuple[int, int], ...] = ((19, 37), (43, 3), (40, 24), (45, 5), (24, 1), (20, 3))
_VERSES_PER_PARAGRAPH = 4


def verse_text(lang: str, book: int, chapter: int, verse: int) -> str:
    """The mirror's text of one verse: the language's public-domain translation ("" for a
    verse it does not have, like Acts 8:37 in the WEB); without one (pt), the written
    text of a verse the study articles cite, else a sentence built from phrases."""
    public = translation(lang)
    if public is not None:
        return public.verse(book, chapter, verse)
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


def _page_text(lang: str, book: int, chapter: int, verse: int) -> str:
    """The text a page shows for a verse; past the chapter's end (pages grown with
    size_hint for benchmarks) the chapter's verses repeat."""
    count = books.verse_count(book, chapter)
    if verse > count:
        verse = (verse - 1) % count + 1
    return verse_text(lang, book, chapter, verse)


def _headword(lang: str, book: int, chapter: int, verse: int) -> str:
    text = _page_text(lang, book, chapter, verse)
    if translation(lang) is not None or (book, chapter, verse) in VERSES:
        # the verse's own longest word, so the note fits its text
        return max((w.strip(".,;:!?¡¿“”‘’\"'()") for w in text.split()), key=len, default="")
    n = seed(book, chapter, verse)
    n //= len(SUBJECTS[lang]) * len(ACTIONS[lang])
    return OBJECTS[lang][n % len(OBJECTS[lang])][1]


def has_note(verse: int, book: int, chapter: int) -> bool:
    return verse == 1 or seed("note", book, chapter, verse) % 3 == 0


def _marginal_targets(book: int, chapter: int, verse: int) -> list[tuple[int, int, int]]:
    """Two references of one marginal item; the second is in the same book as the first
    (another chapter), so the real variant can print it bare ("Joh 3:5; 4:2")."""
    tb, tc = _REF_POOL[seed("ref", book, chapter, verse, 0) % len(_REF_POOL)]
    if (tb, tc) == (book, chapter):
        tb, tc = _REF_POOL[(seed("ref", 0) + 1) % len(_REF_POOL)]
    out = []
    for k, c in enumerate((tc, tc + 1 if books.valid_chapter(tb, tc + 1) else tc - 1)):
        tv = 1 + seed("refv", book, chapter, verse, k) % books.verse_count(tb, c)
        out.append((tb, c, tv))
    return out


def _second_headword(lang: str, book: int, chapter: int, verse: int, first: str) -> str | None:
    """Some verses have a second study note: on the verse's first long word that is not
    a function word ("también", "quienes" make poor headwords)."""
    if seed("note2", book, chapter, verse) % 2:
        return None
    for word in _page_text(lang, book, chapter, verse).split():
        word = word.strip(".,;:!?¡¿“”‘’\"'()")
        if (len(word) >= 5 and word.casefold() != first.casefold()
                and fold(word) not in stop_words(lang)):
            return word
    return None


def _mark_names(lang: str, text: str) -> str:
    for plain, marked in MARKED_NAMES[lang]:
        text = text.replace(plain, marked)
    return text


def _verse_spans(lang: str, book: int, chapter: int, verse: int, shaped: bool) -> list[str]:
    """The span.v markup of one verse: one part, or two when the verse is split."""
    info = wol_language(lang)
    text = _page_text(lang, book, chapter, verse)
    words = [esc(w) for w in (_mark_names(lang, text) if shaped else text).split()]
    if verse % 4 == 0:  # a cross-reference marker in the middle of the verse
        mid = len(words) // 2
        words[mid] += (
            f'<a class="b" data-bid="{verse}-1" href="/{info.iso}/wol/bc/{info.resource}/'
            f'{info.lp}/1001{book:03d}{chapter:03d}/{verse}/0">+</a>'
        )
    if verse % 5 == 2 and len(words) > 1:  # a footnote marker after the second word
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


def _study_section(lang: str, book: int, chapter: int, verse: int, shaped: bool) -> str:
    """The study pane of one verse. Tidy: one `li.studyNote` per note, footnotes as plain
    text, every marginal reference with its book. Real (`shaped`): a verse's notes in one
    item, a `p` per headword; footnotes led by their `*`; a bare second reference."""
    info = wol_language(lang)
    key = f"{book}-{chapter}-{verse}"
    groups: list[str] = []
    if not _page_text(lang, book, chapter, verse):  # a verse the translation lacks
        return ""
    if has_note(verse, book, chapter):
        head = _headword(lang, book, chapter, verse)
        notes = []
        for n, word in enumerate((head, _second_headword(lang, book, chapter, verse, head))):
            if word is None:
                continue
            templates = NOTE_TEMPLATES[lang]
            note = templates[(seed("tpl", key) + n) % len(templates)]
            tb, tc, tv = _marginal_targets(book, chapter, verse)[0]
            link = (f'<a class="b" href="{bible_href(lang, tb, tc, tv)}">'
                    f"{esc(books.cite(lang, tb, tc, str(tv)))}</a>")
            word = _mark_names(lang, word) if shaped else word
            notes.append(f"<p><strong>{esc(word)}:</strong> {esc(note)} Compare {link}.</p>")
        if shaped:
            items = f'<li class="item studyNote" data-key="{key}">{"".join(notes)}</li>'
        else:
            items = "".join(f'<li class="item studyNote" data-key="{key}">{note}</li>'
                            for note in notes)
        groups.append(f'<div class="group studyNotes"><ul>{items}</ul></div>')
    if verse % 5 == 2:
        text = esc(FOOTNOTES[lang][seed("fn", key) % len(FOOTNOTES[lang])])
        if shaped:
            text = f"*&#160;{text}"
        groups.append(
            '<div class="group footnote"><ul>'
            f'<li class="item footnote" data-fnid="{verse}"><p>{text}</p></li></ul></div>'
        )
    if verse % 4 == 0:
        targets = _marginal_targets(book, chapter, verse)
        links = "; ".join(
            f'<a href="/{info.iso}/wol/marginalreference/{info.resource}/{info.lp}/'
            f'nwtsty/{tb}/{tc}/{tv}">'
            f'{esc(f"{tc}:{tv}" if shaped and k else books.cite(lang, tb, tc, str(tv)))}</a>'
            for k, (tb, tc, tv) in enumerate(targets)
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
    shaped = real("chapter", lang, book, chapter)
    heading = (_RUNNING[lang].format(name=books.BOOK_NAMES[lang][book - 1][0])
               if shaped and 40 <= book <= 43 else
               books.BOOK_NAMES[lang][book - 1][0] if shaped else title)
    paragraphs: list[list[str]] = [[]]
    in_paragraph = 0
    for verse in range(1, count + 1):
        if not _page_text(lang, book, chapter, verse):
            continue  # the translation has no such verse: the page skips its number
        spans = _verse_spans(lang, book, chapter, verse, shaped)
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
    pane = "".join(_study_section(lang, book, chapter, v, shaped) for v in range(1, count + 1))
    content_title = "" if shaped else (
        f'<input type="hidden" id="contentTitle" value="{esc(title)}">')
    markup = (
        f'<input type="hidden" id="bookNo" value="{book}">'
        f'<input type="hidden" id="chapNo" value="{chapter}">{content_title}\n'
        '<article id="article" class="article bible html5 pub-nwtsty jwac '
        f'ml-{info.jw_code} dir-ltr layout-reading layoutBible">'
        f'<header><h1>{esc(heading)}</h1></header>\n<div class="scalableui">\n{body}\n</div>'
        f'</article>\n<div id="regionSecondary"><div id="studyDiscover" class="studyPane">'
        f"\n{pane}\n</div></div>\n"
        f'<footer id="pageCredit"><p class="credit">{esc(credit(lang))}</p></footer>'
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
