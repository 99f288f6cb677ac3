"""A verse's publications-index lookup reads the library first: the kept paragraphs that
cite the verse (the references found in them) come as references with their paragraph
link and their issue's symbol, offline too, and the site's index entries still follow
them online."""

from __future__ import annotations

import pytest

from app.agents._library import symbol_of
from app.agents._verse_study import index_references
from app.core.settings import Settings
from app.library.search import LibrarySearch
from app.library.store import Library
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from tests.agents.agent_util import context
from tests.library.test_agents import library

__all__ = ["library"]  # the mirror's patience article (w 202609, en) and a paragraph of ours

PATIENCE = 402026046  # its docid; its paragraph 8 (wol id 23) cites James 5:7, 8
JAMES_5_8 = (59, 5, 8)


def _settings(mirror: MirrorServer, offline: bool) -> Settings:
    return Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0,
                    offline=offline)


def test_a_kept_issue_is_written_as_the_index_writes_it() -> None:
    assert symbol_of("w", "202609") == "w26.09"
    assert symbol_of("mwb", "202701") == "mwb27.01"
    assert symbol_of("nwt", "") == "nwt"


def test_the_library_finds_the_paragraphs_citing_a_verse(library: Library) -> None:
    hits = LibrarySearch(library).citing("en", *JAMES_5_8)
    assert [(h.docid, h.paragraph, h.number) for h in hits] == [(PATIENCE, 23, 8)]
    assert LibrarySearch(library).citing("en", 59, 5, 9) == []  # a verse it does not cite
    assert LibrarySearch(library).citing("es", *JAMES_5_8) == []  # kept in English only


@pytest.mark.asyncio
async def test_offline_the_verse_index_lookup_answers_from_the_library(
        mirror: MirrorServer, library: Library) -> None:
    settings = _settings(mirror, offline=True)
    async with SourceHub(settings) as hub:
        bare, _ = await index_references(context(hub, settings, "en"), "en", "James 5:8",
                                         JAMES_5_8)
        ctx = context(hub, settings, "en", services={"library": LibrarySearch(library)})
        refs, _ = await index_references(ctx, "en", "James 5:8", JAMES_5_8)
    assert bare == []
    first = refs[0]
    assert first.url.endswith(f"/{PATIENCE}#h=23") and "/en/wol/d/" in first.url
    assert first.symbol == "w26.09" and first.subheading == "¶8"
    assert first.subject == "Keep Growing in Patience" and "farmer" in first.text


@pytest.mark.asyncio
async def test_online_the_sites_index_entries_follow_the_librarys(
        mirror: MirrorServer, library: Library) -> None:
    settings = _settings(mirror, offline=False)
    async with SourceHub(settings) as hub:
        site, _ = await index_references(context(hub, settings, "en"), "en", "James 5:8",
                                         JAMES_5_8)
        ctx = context(hub, settings, "en", services={"library": LibrarySearch(library)})
        both, _ = await index_references(ctx, "en", "James 5:8", JAMES_5_8)
    assert both[0].url.endswith(f"/{PATIENCE}#h=23")
    held = " ".join(both[0].text.split())
    assert [r.url for r in both[1:]] == [r.url for r in site
                                         if " ".join(r.text.split()) != held]
