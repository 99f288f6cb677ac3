"""The library's MCP tools over stdio against the mirror: add issues, list, search."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.mirror.server import running_mirror
from tests.mcp.harness import data, mcp_session

pytestmark = pytest.mark.asyncio


async def test_add_list_and_search_the_library(isolated_home: Path) -> None:
    with running_mirror() as mirror:
        env = {"PREPARO_WOL_URL": mirror.wol_url, "PREPARO_CDN_URL": mirror.cdn_url}
        async with mcp_session(isolated_home, env=env) as s:
            tools = {t.name: t for t in (await s.list_tools()).tools}
            added = data(await s.call_tool("library_add", {"pub": "w", "issues": ["202609"],
                                                           "language": "pt"}))
            listed = data(await s.call_tool("library_list", {}))
            found = data(await s.call_tool("library_search", {
                "query": "a língua é um pequeno fogo", "language": "pt", "limit": 3}))
            unrelated = data(await s.call_tool("library_search", {
                "query": "como trocar o pneu do carro", "language": "pt"}))
            bad = await s.call_tool("library_add", {"pub": "w", "issues": ["2026-09"]})
    assert tools["library_search"].annotations is not None
    assert added["added"][0]["paragraphs"] > 150
    assert [(p["pub"], p["issue"], p["language"]) for p in listed["publications"]] == [
        ("w", "202609", "pt")]
    assert listed["bytes"] > 1_000_000
    hit = found["hits"][0]
    assert {"url", "docid", "paragraph", "title", "text", "score"} <= hit.keys()
    assert "floresta" in hit["text"] and hit["url"].endswith(f"#h={hit['paragraph']}")
    assert found["nothing_close"] is False and found["message"] == ""
    # nothing about tyres in the library: said so, with what was searched, and no
    # unrelated paragraph offered instead
    assert unrelated["nothing_close"] is True and unrelated["hits"] == []
    searched = unrelated["searched"]
    assert searched["publications"] == ["w 202609"] and searched["languages"] == ["pt"]
    assert searched["paragraphs"] == added["added"][0]["paragraphs"]
    assert "como trocar o pneu do carro" in unrelated["message"]
    assert f"w 202609 (1 edição, pt, {searched['paragraphs']} parágrafos)" in unrelated["message"]
    assert bad.is_error and "YYYYMM" in bad.content[0].text  # type: ignore[union-attr]
