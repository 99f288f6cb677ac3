"""`preparo parse`: run a page parser of app/sources on a saved page (a debugging aid)."""

from __future__ import annotations

from pydantic import BaseModel

from app.sources.parsers import KINDS, parse
from app.sources.parsers.limits import MAX_MARKUP_CHARS

PAGE_KINDS: tuple[str, ...] = KINDS
MAX_PAGE_BYTES = MAX_MARKUP_CHARS

__all__ = ["MAX_PAGE_BYTES", "PAGE_KINDS", "parse_page"]


def parse_page(kind: str, data: str | bytes, *, strict: bool = False,
               language: str = "en") -> BaseModel:
    """What the parser of `kind` (one of PAGE_KINDS) finds in a page; raises
    SourceChanged (worded in `language`) when the page lacks the structure that parser
    expects and `strict`."""
    return parse(kind, data, strict=strict, language=language)
