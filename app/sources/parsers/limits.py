"""Limits checked before markup reaches the HTML parser.

selectolax parses in C and cannot be interrupted, and its cost grows quickly
with nesting depth: a few megabytes of nested elements would hold a worker
thread (and the process's exit) for good, and its tree costs a few hundred bytes
per element (a million tiny elements in 8 MB held 400 MB). Real wol.jw.org pages
are well under a megabyte, a few dozen elements deep and some thousands of
elements long, so markup larger than MAX_MARKUP_CHARS, nested deeper than
MAX_DEPTH or of more than MAX_ELEMENTS elements is refused before parsing, in
linear time.
"""

from __future__ import annotations

import re

from app.core.errors import SourceChanged
from app.core.i18n import tr

MAX_MARKUP_CHARS = 8 * 1024 * 1024
MAX_DEPTH = 256
MAX_ELEMENTS = 200_000  # ~70 MB of parsed tree; a long study article has ~10 000

_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]{0,31})\b[^<>]*?(/?)>")
# Elements that have no end tag, or whose end tag HTML lets a page leave out:
# they never add depth to this count.
_NOT_NESTING = frozenset((
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr", "p", "li", "dt", "dd", "tr", "td", "th", "option", "optgroup", "thead",
    "tbody", "tfoot", "colgroup", "caption", "rb", "rt", "rtc", "rp", "html", "head", "body",
))


class MarkupTooComplex(SourceChanged):
    """The markup is too large or too deeply nested to parse safely."""


def element_depth(markup: str, stop_at: int = MAX_DEPTH) -> int:
    """The deepest nesting of elements (stopping early once past `stop_at`)."""
    depth = deepest = 0
    for match in _TAG.finditer(markup):
        closing, name, self_closing = match.groups()
        if name.lower() in _NOT_NESTING or self_closing:
            continue
        if closing:
            depth = max(0, depth - 1)
            continue
        depth += 1
        if depth > deepest:
            deepest = depth
            if deepest > stop_at:
                break
    return deepest


def too_many_elements(markup: str, limit: int = MAX_ELEMENTS) -> bool:
    """Whether `markup` opens more than `limit` elements (stopping as soon as it does)."""
    return any(count > limit for count, _ in enumerate(_OPENING.finditer(markup), start=1))


_OPENING = re.compile(r"<[a-zA-Z]")


def check_markup(markup: str, language: str = "en") -> None:
    """Raise MarkupTooComplex (in `language`) for markup too large, too long in elements
    or too deeply nested to parse."""
    if len(markup) > MAX_MARKUP_CHARS:
        raise MarkupTooComplex(tr("source.page_too_large", language,
                                  megabytes=len(markup) // (1024 * 1024),
                                  limit=MAX_MARKUP_CHARS // (1024 * 1024)))
    if element_depth(markup) > MAX_DEPTH:
        raise MarkupTooComplex(tr("source.page_too_deep", language, depth=MAX_DEPTH))
    if too_many_elements(markup):
        raise MarkupTooComplex(tr("source.page_too_many_elements", language,
                                  limit=MAX_ELEMENTS))
