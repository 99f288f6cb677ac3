"""The jw-cdn search API: its bearer token, the search, and the answer's hits
flattened (groups in order), keeping only the links the link policy allows.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.core.urls import page_link_allowed
from app.sources.api_text import plain
from app.sources.fetcher import Fetcher
from app.sources.http import HttpStatusError
from app.sources.languages import wol_language

SearchKind = Literal["all", "publications", "bible", "indexes"]
SEARCH_KINDS: tuple[SearchKind, ...] = ("all", "publications", "bible", "indexes")


class SearchHit(BaseModel):
    title: str
    snippet: str = ""
    wol_url: str = ""
    kind: str = ""  # the API's subtype or group label
    group: str = ""


def _hit_link(links: dict[str, Any]) -> str:
    """The hit's wol link; a verse hit may carry only a jw.org link (`bible=...`), which
    the link resolver (app.core.links) reads as well."""
    for key in ("wol", "jw.org", "jworg", "jw"):
        value = links.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def flatten_search(data: Any) -> list[SearchHit]:
    """Hits of a search answer, groups (`type: "group"`) flattened in order."""
    hits: list[SearchHit] = []

    def walk(items: Any, group: str) -> None:
        if not isinstance(items, list):
            return
        for item in items:
            if not isinstance(item, dict):
                continue
            if item.get("type") == "group" or (
                isinstance(item.get("results"), list) and "links" not in item
            ):
                walk(item.get("results"), plain(item.get("label")) or group)
                continue
            links = item.get("links")
            wol = _hit_link(links) if isinstance(links, dict) else ""
            title = plain(item.get("title"))
            if not title and not wol:
                continue
            hits.append(
                SearchHit(
                    title=title,
                    snippet=plain(item.get("snippet") or item.get("context")),
                    wol_url=wol,
                    kind=str(item.get("subtype") or item.get("type") or ""),
                    group=group,
                )
            )

    if isinstance(data, dict):
        walk(data.get("results"), "")
    else:
        walk(data, "")
    return hits


class SearchClient:
    """The jw-cdn search API, with its bearer token (refreshed once on 401).

    Hits keep only links the link policy allows (app/core/urls.py): jw.org pages,
    site-relative paths and pages of the configured wol base (`link_hosts`)."""

    def __init__(self, fetcher: Fetcher, cdn_url: str, link_hosts: tuple[str, ...] = ()) -> None:
        self.fetcher = fetcher
        self.base = cdn_url.rstrip("/")
        self.link_hosts = link_hosts
        self._token: str | None = None
        self._token_lock = asyncio.Lock()
        self.token_fetches = 0

    async def _fetch_token(self) -> str:
        url = f"{self.base}/tokens/jworg.jwt"
        fetched = await self.fetcher.get(url, kind="token", use_cache=False)
        try:
            token = fetched.json()
        except ValueError:
            token = fetched.text().strip()
        if not isinstance(token, str) or not token.strip() or " " in token.strip():
            raise SourceChanged(
                tr("source_changed", self.fetcher.language, url=url, detail="token")
            )
        self.token_fetches += 1
        return token.strip()

    async def token(self, *, refresh: bool = False, stale: str | None = None) -> str:
        async with self._token_lock:
            if self._token is None or (refresh and self._token == stale):
                self._token = await self._fetch_token()
            return self._token

    async def search(
        self, language: str, query: str, kind: SearchKind = "all", limit: int = 10
    ) -> list[SearchHit]:
        if kind not in SEARCH_KINDS:
            raise ValueError(f"unknown search kind {kind!r} (use {', '.join(SEARCH_KINDS)})")
        query = " ".join(query.split())
        if not query:
            return []
        url = f"{self.base}/apis/search/results/{wol_language(language).jw_code}/{kind}"
        params = {"q": query}
        used: list[str] = []

        async def auth() -> Mapping[str, str]:
            token = await self.token()
            used.append(token)
            return {"Authorization": f"Bearer {token}"}

        try:
            fetched = await self.fetcher.get(url, kind="search", params=params, headers=auth)
        except HttpStatusError as exc:
            if exc.status != 401:
                raise
            await self.token(refresh=True, stale=used[-1] if used else None)
            fetched = await self.fetcher.get(url, kind="search", params=params, headers=auth)
        try:
            data = fetched.json()
        except ValueError:
            await self.fetcher.forget(url, params)
            raise SourceChanged(
                tr("source_changed", self.fetcher.language, url=url, detail="JSON")
            ) from None
        hits = flatten_search(data)[: max(0, limit)]
        for hit in hits:
            if hit.wol_url and not page_link_allowed(hit.wol_url, self.link_hosts):
                hit.wol_url = ""
        return hits
