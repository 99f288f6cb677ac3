"""An EPUB into the library's documents: each XHTML document's wol docid (from its
`docId-N` class), title, and every element with a wol paragraph id (`data-pid`):
its text, printed number, kind and the Bible references its scripture links cite."""

from __future__ import annotations

import re
from collections.abc import Iterable

from selectolax.lexbor import LexborNode

from app.library.models import DailyEntry, LibraryDocument, LibraryParagraph, LibraryVerse
from app.sources.bible_epub import epub_bible_verses
from app.sources.epub import epub_documents
from app.sources.parsers._html import tree_of
from app.sources.parsers.daily import parse_daily
from app.sources.parsers.limits import MarkupTooComplex
from app.sources.references import parse_references

_DOCID = re.compile(r"\bdocId-(\d{1,12})\b")
_SPACES = re.compile(r"\s+")
_TEXT_TAGS = frozenset(("p", "h1", "h2", "h3", "h4", "h5", "h6"))


def read_epub(data: bytes, language: str) -> list[LibraryDocument]:
    """The documents of an EPUB that hold paragraphs with wol ids, in spine order.

    Raises SourceChanged when the data is not an EPUB."""
    documents = []
    for _path, markup in epub_documents(data, language):
        try:
            document = read_document(markup, language)
        except MarkupTooComplex:
            continue  # a document too large to parse safely is left out, as the parsers do
        if document.paragraphs:
            documents.append(document)
    return documents


def read_document(markup: str, language: str) -> LibraryDocument:
    tree = tree_of(markup, language)
    m = _DOCID.search(markup)
    title_node = tree.css_first("h1") or tree.css_first("title")
    title = _text(title_node) if title_node is not None else ""
    paragraphs: list[LibraryParagraph] = []
    seen: set[int] = set()
    for node in tree.css("[data-pid]"):
        if node.tag not in _TEXT_TAGS:
            continue
        pid_text = node.attributes.get("data-pid") or ""
        if not pid_text.isdigit() or int(pid_text) in seen:
            continue
        number = _number(node)
        text = _text(node)
        if not text:
            continue
        seen.add(int(pid_text))
        paragraphs.append(LibraryParagraph(
            pid=int(pid_text), number=number, kind=_kind(node), text=text,
            references=list(_references(node, language)),
        ))
    return LibraryDocument(docid=int(m[1]) if m else None, title=title, paragraphs=paragraphs)


def _text(node: LexborNode) -> str:
    return _SPACES.sub(" ", node.text(deep=True, separator="")).strip()


def _number(node: LexborNode) -> int | None:
    """The printed paragraph number, taken out of the node (it is not the text's)."""
    mark = node.css_first("span.parNum")
    if mark is None:
        return None
    value = mark.attributes.get("data-pnum") or ""
    mark.decompose()
    return int(value) if value.isdigit() else None


_LABEL_CLASSES = {"boxTtl", "contextTtl", "pubRefs"}


def _classes(node: LexborNode) -> list[str]:
    return (node.attributes.get("class") or "").split()


def _kind(node: LexborNode) -> str:
    """A heading (h1-h6, or a label line: a box's title p.boxTtl, the "study article"
    line p.contextTtl, the song line p.pubRefs), a question (a study question,
    p.qu, or one of the review questions at the article's end, inside div.blockTeach),
    or a paragraph."""
    classes = _classes(node)
    if (node.tag or "").startswith("h") or _LABEL_CLASSES & set(classes):
        return "heading"
    if "qu" in classes:
        return "question"
    parent = node.parent
    while parent is not None:
        if "blockTeach" in _classes(parent):
            return "question"
        parent = parent.parent
    return "paragraph"


def _references(node: LexborNode, language: str) -> Iterable[str]:
    for link in node.css("a.b"):
        for ref in parse_references(_text(link), language):
            yield ref.display(language)


def read_bible(data: bytes, language: str) -> list[LibraryVerse]:
    """Every verse of a Bible EPUB (`pub=nwt`) in canonical order.

    Raises SourceChanged when the data is not an EPUB or holds no verse markup."""
    return [LibraryVerse(book=v.book, chapter=v.chapter, verse=v.verse, text=v.text)
            for v in epub_bible_verses(data, language)]


def read_daily(data: bytes, language: str) -> list[DailyEntry]:
    """Every day of a daily text book's EPUB (`pub=es26`): each `div.tabContent` read as
    the daily text page is; a day without a date or a comment is left out."""
    days: dict[str, DailyEntry] = {}
    for _path, markup in epub_documents(data, language):
        if "tabContent" not in markup:
            continue
        try:
            tree = tree_of(markup, language)
        except MarkupTooComplex:
            continue
        for tab in tree.css("div.tabContent"):
            day = parse_daily(tab.html or "", language=language)
            if day.date and day.text:
                days.setdefault(day.date, DailyEntry(
                    day=day.date, heading=day.heading, scripture=day.scripture,
                    scripture_ref=day.scripture_ref, text=day.text, source=day.source))
    return [days[d] for d in sorted(days)]
