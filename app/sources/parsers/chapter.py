"""Bible chapter pages (`/wol/b/...`): verses, study notes, footnotes, marginal references."""

from __future__ import annotations

import re

from app.sources.parsers._html import (
    Node,
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
    page.title = text_of(heading) or input_value(tree, "contentTitle")
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
    page.verses = [Verse(verse=v, text=norm(" ".join(t))) for v, t in parts.items()]
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
        strong = item.css_first("strong")
        headword = text_of(strong).rstrip(":").strip()
        full = text_of(item)
        body = full
        if headword and full.startswith(text_of(strong)):
            body = full[len(text_of(strong)):].lstrip(" :")
        page.study_notes.append(StudyNote(verse=verse, headword=headword, text=body))
    for item in section.css(".footnote li"):
        text = text_of(item)
        if text:
            page.footnotes.append(Footnote(verse=verse, text=text))
    for item in section.css(".marginal li"):
        links = [text_of(a) for a in item.css("a")]
        refs = [r for r in links if r] or [
            r.strip() for r in text_of(item).split(";") if r.strip()
        ]
        page.marginal_refs.append(
            MarginalRef(verse=verse, refs=refs, src=attr(item, "data-src"))
        )
