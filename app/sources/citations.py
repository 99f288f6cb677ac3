"""Following a publication citation (`/wol/pc/...`, e.g. an index entry's "w18.07 13")
to the text it cites.

wol answers such a link with JSON: `{"items": [{"title", "url", "content"}]}` where
`url` is the cited document with the paragraph as `#h=N` and `content` the
paragraph's markup. Fetched through the hub's fetcher (cache, rate limits, the
privacy guard), never directly.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.core.links import Resolved, resolve

if TYPE_CHECKING:
    from app.sources.hub import SourceHub

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CitedPassage:
    title: str  # the symbol and title, e.g. "w18.07 13 — Will the Dead Live Again?"
    url: str  # the document, absolute, with "#h=N" when the site gave it
    text: str  # the cited paragraph as plain text
    citation: str  # the /wol/pc/ link that led here, absolute


def _items(data: Any) -> list[dict[str, Any]]:
    items = data.get("items") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    return [i for i in items if isinstance(i, dict)]


async def publication_citation(hub: SourceHub, href: str,
                               language: str | None = None) -> list[CitedPassage]:
    """The passages a publication citation link points at (usually one). Each passage's
    link goes through the one resolver (app/core/links.py): the canonical wol URL in
    `language` (default: the hub's); one it cannot resolve is logged and the passage
    keeps the citation link that led to it."""
    from app.sources.parsers._html import text_of, tree_of

    language = language or hub.language
    url = hub.wol_url_absolute(href)
    fetched = await hub.fetcher.get(url, kind="citation")
    try:
        data = fetched.json()
    except ValueError as exc:
        raise SourceChanged(
            tr("source.citation_not_json", hub.fetcher.language, url=url, problem=exc)
        ) from exc
    out: list[CitedPassage] = []
    for item in _items(data):
        content = item.get("content")
        text = (text_of(tree_of(content, hub.fetcher.language).body)
                if isinstance(content, str) else "")
        target = item.get("url")
        if not text:
            continue
        out.append(CitedPassage(
            title=str(item.get("title") or ""),
            url=_item_url(target, url, language, hub.settings.wol_url),
            text=" ".join(text.split()),
            citation=url,
        ))
    return out


def _item_url(target: object, citation: str, language: str, base: str) -> str:
    """A cited item's link as the canonical wol URL; the citation link that led to it
    when it has none or one the resolver cannot read (logged: never dropped silently)."""
    if not isinstance(target, str) or not target.strip():
        return citation
    found = resolve(target, language, base)
    if isinstance(found, Resolved):
        return found.url
    log.warning("a cited item's link cannot be resolved (%s): %.200s; the citation %s is "
                "kept", found.reason, target, citation)
    return citation
