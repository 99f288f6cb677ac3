"""Small helpers shared by the page parsers (selectolax / lexbor underneath)."""

from __future__ import annotations

import re
from typing import TypeVar

from selectolax.lexbor import LexborHTMLParser, LexborNode

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.sources.parsers.limits import check_markup

_WS = re.compile(r"\s+")
_INT = re.compile(r"\d{1,9}")
_DURATION = re.compile(r"\(\s*(\d{1,3})\s*min[a-zA-Z]*\.?\s*\)")

Tree = LexborHTMLParser
Node = LexborNode
M = TypeVar("M")


def tree_of(html: str | bytes, language: str = "en") -> LexborHTMLParser:
    """Parse markup. Bad encodings are replaced; markup too large or too deeply nested
    to parse safely raises MarkupTooComplex (a SourceChanged) before parsing."""
    if isinstance(html, bytes):
        html = html.decode("utf-8", "replace")
    check_markup(html, language)
    try:
        return LexborHTMLParser(html)
    except (UnicodeError, ValueError):
        return LexborHTMLParser(html.encode("utf-8", "replace").decode("utf-8", "replace"))


def norm(text: str | None) -> str:
    """Collapse whitespace (including no-break spaces) and trim."""
    if not text:
        return ""
    return _WS.sub(" ", text.replace("\u200b", "")).strip()


def text_of(node: LexborNode | None, sep: str = "") -> str:
    if node is None:
        return ""
    return norm(node.text(deep=True, separator=sep))


def first_int(text: str | None) -> int | None:
    """The first run of digits in text, bounded so huge digit runs cannot blow up."""
    if not text:
        return None
    m = _INT.search(text)
    return int(m.group()) if m else None


def all_ints(text: str | None) -> list[int]:
    return [int(x) for x in _INT.findall(text or "")]


def duration_minutes(text: str) -> int | None:
    """Minutes out of "(10 mins.)", "(10 min)" and the like."""
    m = _DURATION.search(text)
    return int(m.group(1)) if m else None


def classes(node: LexborNode) -> list[str]:
    value = node.attributes.get("class") or ""
    return value.split()


def has_class(node: LexborNode, name: str) -> bool:
    return name in classes(node)


def attr(node: LexborNode | None, name: str) -> str:
    if node is None:
        return ""
    return node.attributes.get(name) or ""


def input_value(tree: LexborHTMLParser, ident: str) -> str:
    return norm(attr(tree.css_first(f"input#{ident}"), "value"))


def drop(nodes: list[LexborNode]) -> None:
    for node in nodes:
        node.decompose()


def preceding_text(node: LexborNode, limit: int = 24) -> str:
    """Up to `limit` characters of text just before node (siblings, then the parent's)."""
    collected = ""
    current: LexborNode | None = node
    while current is not None and len(collected) < limit:
        sibling = current.prev
        while sibling is not None and len(collected) < limit:
            collected = (sibling.text(deep=True) or "") + collected
            sibling = sibling.prev
        current = current.parent
        if current is not None and current.tag in ("p", "li", "div", "body", "article"):
            break
    return collected[-limit:]


def check_strict(strict: bool, ok: bool, kind: str, what: str, language: str = "en") -> None:
    if strict and not ok:
        raise SourceChanged(tr("source.layout_changed", language, kind=kind, what=what))
