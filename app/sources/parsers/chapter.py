"""Bible chapter pages (`/wol/b/...`): verses, study notes, footnotes, marginal references."""

from __future__ import annotations

import re

from app.core.text import unmark
from app.sources.parsers._html import (
    Node,
    Tree,
    attr,
    check_strict,
    drop,
    first_int,
    input_value,
    norm,
    text_of,
    tree_of,
)
from app.sources.parsers.models import ChapterPage, Footnote, MarginalRef, StudyNote, Verse

_VERSE_ID = re.compile(r"^v(\d{1,3})-(\d{1,3})-(\d{1,4})-(\d{1,3})$")
_KEY = re.compile(r"(\d{1,3})-(\d{1,3})-(\d{1,4})")
_MARKERS = "span.v a.b, span.v a.fn, span.v a.vl, span.v a.cl"


def parse_chapter(
    html: str | bytes, *, strict: bool = False, language: str = "en"
) -> ChapterPage:
    tree = tree_of(html, language)
    page = ChapterPage()
    warnings = page.warnings

    page.book = first_int(input_value(tree, "bookNo"))
    page.chapter = first_int(input_value(tree, "chapNo"))
    heading = tree.css_first("article#article h1") or tree.css_first("h1")
    running = text_of(heading)  # the real h1 may be the book's running heading
    page.title = input_value(tree, "contentTitle") or running
    if tree.css_first("article#article") is None:
        warnings.append("no article#article element")

    # Cross-reference "+", footnote "*", verse and chapter numbers are not verse text.
    drop(tree.css(_MARKERS))
    parts: dict[int, list[str]] = {}
    for span in tree.css("span.v"):
        m = _VERSE_ID.match(attr(span, "id"))
        if not m:
            warnings.append(f"verse span without a usable id: {attr(span, 'id')[:40]!r}")
            continue
        book, chapter, verse = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if page.book is None:
            page.book = book
        if page.chapter is None:
            page.chapter = chapter
        text = text_of(span)
        text = _strip_leading_number(text, verse, chapter)
        if text:
            parts.setdefault(verse, []).append(text)
        else:
            parts.setdefault(verse, [])
    for v, texts in parts.items():
        printed = norm(" ".join(texts))
        plain = unmark(printed)
        page.verses.append(Verse(verse=v, text=plain, marked=printed if plain != printed else ""))
    page.title = _chapter_title(tree, page) or page.title
    if not page.verses:
        warnings.append("no verses found (span.v with ids like v43-3-16-1)")
    if page.book is None or page.chapter is None:
        warnings.append("book or chapter number not found")

    pane = tree.css_first("#studyDiscover")
    if pane is None:
        warnings.append("no study pane (#studyDiscover)")
    sections = pane.css("div.section") if pane is not None else tree.css("div.section[data-key]")
    for section in sections:
        _read_section(page, section)

    check_strict(strict, bool(page.verses), "Bible chapter", "verse spans", language)
    return page


_TITLE_SPLIT = re.compile(r"\s+[—|–-]\s+")


def _chapter_title(tree: Tree, page: ChapterPage) -> str:
    """"John 3": the page's <title> up to the site's name, when it names the chapter (the
    real h1 is the book's running heading, "According to John")."""
    head = tree.css_first("head title") or tree.css_first("title")
    first = _TITLE_SPLIT.split(text_of(head), maxsplit=1)[0].strip() if head else ""
    if first and page.chapter is not None and first.endswith(f" {page.chapter}"):
        return first
    return ""


def _strip_leading_number(text: str, verse: int, chapter: int) -> str:
    head, _, rest = text.partition(" ")
    if rest and head in (str(verse), str(chapter)):
        return rest
    return text


def _read_section(page: ChapterPage, section: Node) -> None:
    key = attr(section, "data-key")
    m = _KEY.search(key)
    verse = int(m.group(3)) if m else None
    if verse is None:
        page.warnings.append(f"study section without a data-key: {key[:40]!r}")
    for item in section.css("li.studyNote"):
        for headword, body in _notes_of(item):
            page.study_notes.append(StudyNote(verse=verse, headword=headword, text=body))
    for item in section.css(".footnote li"):
        text = unmark(_FOOTNOTE_MARK.sub("", text_of(item)))
        if text:
            page.footnotes.append(Footnote(verse=verse, text=text))
    for item in section.css(".marginal li"):
        links = [text_of(a) for a in item.css("a")]
        refs = [r for r in links if r] or [
            r.strip() for r in text_of(item).split(";") if r.strip()
        ]
        page.marginal_refs.append(
            MarginalRef(verse=verse, refs=_with_books(refs), src=attr(item, "data-src"))
        )


_FOOTNOTE_MARK = re.compile(r"^\*+\s*")
_BARE = re.compile(r"^\d{1,3}:\d")
_BOOK_PART = re.compile(r"^(.*?\S)\s+\d{1,3}:\d")


def _notes_of(item: Node) -> list[tuple[str, str]]:
    """(headword, text) of each note in a study-note item: the real site puts several
    notes of one verse in one item, each a `p` whose leading `strong` is "headword:"."""
    notes: list[tuple[str, str]] = []
    blocks = item.css("p") or [item]
    for block in blocks:
        strong = block.css_first("strong")
        lead = text_of(strong)
        full = unmark(text_of(block))
        if strong is not None and lead.endswith(":") and full.startswith(unmark(lead)):
            notes.append((unmark(lead).rstrip(":").strip(), full[len(unmark(lead)):].lstrip(" :")))
        elif notes:  # a paragraph continuing the note before it
            head, body = notes[-1]
            notes[-1] = (head, f"{body} {full}".strip())
        elif full:
            headword = unmark(lead).rstrip(":").strip()
            body = full[len(unmark(lead)):].lstrip(" :") if headword else full
            notes.append((headword, body))
    return notes


def _with_books(refs: list[str]) -> list[str]:
    """A bare "19:39" in a marginal list takes the book of the reference before it."""
    out: list[str] = []
    book = ""
    for ref in refs:
        ref = ref.strip().rstrip(";,").strip()
        if _BARE.match(ref) and book:
            ref = f"{book} {ref}"
        elif m := _BOOK_PART.match(ref):
            book = m.group(1)
        if ref:
            out.append(ref)
    return out
