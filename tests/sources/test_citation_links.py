"""A publication citation's items: their links go through the one resolver."""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any

import pytest

from app.sources.citations import publication_citation

BASE = "http://127.0.0.1:8123"
CITATION = "/es/wol/pc/r4/lp-s/1102008070/0/0"


class _Answer:
    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def json(self) -> dict[str, Any]:
        return self.data


def _hub(items: list[dict[str, Any]]) -> Any:
    async def get(url: str, kind: str) -> _Answer:
        assert url == BASE + CITATION and kind == "citation"
        return _Answer({"items": items})

    return SimpleNamespace(
        language="es", settings=SimpleNamespace(wol_url=BASE),
        fetcher=SimpleNamespace(get=get, language="es"),
        wol_url_absolute=lambda href: BASE + href)


@pytest.mark.asyncio
async def test_cited_items_links_are_resolved_or_kept_as_the_citation(
        caplog: pytest.LogCaptureFixture) -> None:
    """A finder link (the real site's shape) becomes the canonical wol URL (before: made
    absolute as it was, a finder link the rest of the app could not read); a link the
    resolver cannot read keeps the citation that led to it, and says so in the log."""
    hub = _hub([
        {"title": "w18.07 13", "url": "/wol/finder?wtlocale=S&docid=2018&par=4&srctype=wol",
         "content": "<p>Una frase propia de prueba.</p>"},
        {"title": "it-1 237", "url": "/es/wol/d/r4/lp-s/1200002345#h=2",
         "content": "<p>Otra frase escrita para la prueba.</p>"},
        {"title": "odd", "url": "/wol/finder?pub=w&issue=20180701",
         "content": "<p>Una tercera frase de prueba.</p>"},
    ])
    with caplog.at_level(logging.WARNING, logger="app.sources.citations"):
        passages = await publication_citation(hub, CITATION, "es")
    assert [p.url for p in passages] == [
        f"{BASE}/es/wol/d/r4/lp-s/2018#h=4",
        f"{BASE}/es/wol/d/r4/lp-s/1200002345#h=2",
        BASE + CITATION,
    ]
    assert "cannot be resolved" in caplog.text
