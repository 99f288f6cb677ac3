"""A week of the meeting workbook (docClass-106): reading, sections, numbered parts, songs."""

from __future__ import annotations

import re

from app.sources.parsers._html import (
    Node,
    Tree,
    attr,
    check_strict,
    classes,
    duration_minutes,
    first_int,
    has_class,
    text_of,
    tree_of,
)
from app.sources.parsers.models import WorkbookPart, WorkbookSection, WorkbookWeek

SECTION_ICONS = {
    "dc-icon--gem": "treasures",
    "dc-icon--wheat": "ministry",
    "dc-icon--sheep": "living",
}
_PART = re.compile(r"^(\d{1,2})\.\s*(.+)$")
_DOCID = re.compile(r"docId-(\d{1,12})")
_DURATIONS = re.compile(r"\(\s*\d{1,3}\s*min[a-zA-Z]*\.?\s*\)")


def document_docid(tree: Tree) -> int | None:
    article = tree.css_first("article") or tree.css_first("[class*=docId-]")
    m = _DOCID.search(attr(article, "class"))
    return int(m.group(1)) if m else None


def parse_workbook(html: str | bytes, *, strict: bool = False) -> WorkbookWeek:
    tree = tree_of(html)
    week = WorkbookWeek(docid=document_docid(tree))
    header = tree.css_first("header")
    week.dates = text_of((header or tree).css_first("h1"))
    reading = (header or tree).css_first("h2 a.b") if header is not None else None
    week.bible_reading = text_of(reading) or (text_of(header.css_first("h2")) if header else "")
    if not week.dates:
        week.warnings.append("no week dates (header h1)")
    if not week.bible_reading:
        week.warnings.append("no weekly Bible reading (header h2 a.b)")

    body = tree.css_first("div.bodyTxt")
    if body is None:
        week.warnings.append("no div.bodyTxt")
        body = tree.body
    if body is not None:
        _walk(week, body)
    if not week.sections:
        week.warnings.append("no section headers (dc-icon--gem/wheat/sheep)")
    if not week.parts:
        week.warnings.append("no numbered parts (h3 starting with 'N. ')")
    check_strict(strict, bool(week.parts), "workbook", "numbered parts")
    return week


def _section_of(node: Node) -> str | None:
    for name in classes(node):
        if name in SECTION_ICONS:
            return SECTION_ICONS[name]
    return None


def _walk(week: WorkbookWeek, body: Node) -> None:
    section: str | None = None
    part: WorkbookPart | None = None
    for node in body.traverse(include_text=False):
        tag = node.tag
        if tag in ("div", "section", "h2"):
            key = _section_of(node)
            if key is not None and (not week.sections or week.sections[-1].key != key):
                heading = node if tag == "h2" else node.css_first("h2")
                week.sections.append(WorkbookSection(key=key, title=text_of(heading)))
                section = key
                part = None
        elif tag == "h3":
            text = text_of(node)
            if has_class(node, "dc-icon--music"):
                number = first_int(_DURATIONS.sub(" ", text))
                if number is not None:
                    week.songs.append(number)
                part = None
                continue
            m = _PART.match(text)
            if m:
                part = WorkbookPart(
                    number=int(m.group(1)),
                    title=_strip_duration(m.group(2)),
                    minutes=duration_minutes(text),
                    section=section,
                )
                week.parts.append(part)
            else:
                part = None
        elif part is None:
            continue
        elif tag == "p" and part.minutes is None:
            part.minutes = duration_minutes(text_of(node))
        elif tag == "a":
            href = attr(node, "href")
            if has_class(node, "b"):
                citation = text_of(node)
                if citation:
                    part.citations.append(citation)
            elif "/pc/" in href:
                part.pub_citations.append(href)


def _strip_duration(title: str) -> str:
    return _DURATIONS.sub(" ", title).strip()
