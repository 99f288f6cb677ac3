"""The items of a publication citation answer of wol.jw.org (`/wol/pc/...`): the
document and paragraph each one leads to, and its text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from app.core.links import docid_of
from app.sources.api_text import plain


class CitationItem(BaseModel):
    """One item of a publication citation answer (`/wol/pc/...`): where it leads."""

    docid: int | None = None
    title: str = ""
    reference: str = ""  # "lmd lección 2 punto 5"
    url: str = ""  # absolute /wol/d/ link, with the #h= anchor of the cited paragraph
    pid: int | None = None  # the anchor's paragraph id
    text: str = ""  # the cited text, plain


_ANCHOR = re.compile(r"#h=(\d{1,6})")


def citation_items(data: Any, absolute: Callable[[str], str]) -> list[CitationItem]:
    """The items of a publication citation answer; odd entries are skipped."""
    raw = data.get("items") if isinstance(data, dict) else None
    items: list[CitationItem] = []
    for entry in raw if isinstance(raw, list) else []:
        if not isinstance(entry, dict):
            continue
        url = entry.get("url") if isinstance(entry.get("url"), str) else ""
        did = entry.get("did")
        anchor = _ANCHOR.search(url or "")
        items.append(CitationItem(
            docid=did if isinstance(did, int) else docid_of(url),
            title=plain(entry.get("title")),
            reference=plain(entry.get("reference")),
            url=absolute(url) if url else "",
            pid=int(anchor.group(1)) if anchor else None,
            text=plain(entry.get("content")),
        ))
    return [i for i in items if i.docid is not None or i.text]
