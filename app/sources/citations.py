"""Following a publication citation (`/wol/pc/...`, e.g. an index entry's "w18.07 13")
to the text it cites.

wol answers such a link with JSON: `{"items": [{"title", "url", "content"}]}` where
`url` is the cited document with the paragraph as `#h=N` and `content` the
paragraph's markup. Fetched through the hub's fetcher (cache, rate limits, the
privacy guard), never directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.core.errors import SourceChanged
from app.core.i18n import tr

if TYPE_CHECKING:
    from app.sources.hub import SourceHub


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


async def publication_citation(hub: SourceHub, href: str) -> list[CitedPassage]:
    """The passages a publication citation link points at (usually one)."""
    from app.sources.parsers._html import text_of, tree_of

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
            url=hub.wol_url_absolute(target) if isinstance(target, str) and target else url,
            text=" ".join(text.split()),
            citation=url,
        ))
    return out
