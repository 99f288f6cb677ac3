"""The verses of a Bible EPUB (GETPUBMEDIALINKS `pub=nwt`): every verse once, in order.

A verse is a `span.v` whose id is the wol verse id `v{book}-{chapter}-{verse}-{part}`
(a verse split across paragraphs has several parts, joined in order). Verse numbers
(`sup`, `a.vl`, `a.cl`), cross-reference and footnote markers are not verse text;
pronunciation marks of names are dropped (`unmark`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.core.text import unmark
from app.sources.epub import epub_documents
from app.sources.parsers._html import drop, norm, tree_of
from app.sources.parsers.limits import MarkupTooComplex

_VERSE_ID = re.compile(r"^v(\d{1,2})-(\d{1,3})-(\d{1,3})(?:-(\d{1,3}))?$")
_NOT_TEXT = "sup, a.vl, a.cl, span.cl, a.b, a.fn"


@dataclass(frozen=True)
class EpubVerse:
    book: int
    chapter: int
    verse: int
    text: str


def epub_bible_verses(data: bytes, language: str = "en") -> list[EpubVerse]:
    """Every verse of a Bible EPUB in canonical order.

    Raises SourceChanged when the file is not an EPUB or holds no verse markup."""
    parts: dict[tuple[int, int, int], list[tuple[int, str]]] = {}
    for _path, markup in epub_documents(data, language):
        if 'class="v"' not in markup:
            continue
        try:
            tree = tree_of(markup, language)
        except MarkupTooComplex:
            continue
        for span in tree.css("span.v"):
            m = _VERSE_ID.match(span.attributes.get("id") or "")
            if m is None:
                continue
            drop(span.css(_NOT_TEXT))
            text = norm(unmark(span.text(deep=True, separator=" ")))
            key = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
            if text and 1 <= key[0] <= 66:
                parts.setdefault(key, []).append((int(m.group(4) or 1), text))
    if not parts:
        raise SourceChanged(tr("source_changed", language, url="GETPUBMEDIALINKS pub=nwt",
                               detail="span.v#v{book}-{chapter}-{verse}"))
    return [EpubVerse(*key, " ".join(t for _, t in sorted(pieces)))
            for key, pieces in sorted(parts.items())]
