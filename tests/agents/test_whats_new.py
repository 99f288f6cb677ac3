"""study.whats_new against the mirror's jw.org "What's New" page (issue 34): what was added
in the window, newest first, this week's meeting material marked first; without a network
it says so and lists nothing."""

from __future__ import annotations

import datetime as dt

import pytest

from app.core.findings import NewItem, NothingFound
from app.core.settings import Settings
from app.export import render
from app.export.sheet import build_sheet
from app.mirror.server import MirrorServer
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub
from app.sources.pubmedia import workbook_issue
from tests.agents.agent_util import context, of_kind, run_agent


def _items(result: object) -> list[NewItem]:
    return [f.data for f in of_kind(result, "new_item")  # type: ignore[arg-type]
            if isinstance(f.data, NewItem)]


@pytest.mark.asyncio
@pytest.mark.parametrize("lang", ["es", "en", "pt"])
async def test_what_is_new_in_two_weeks(hub: SourceHub, settings: Settings,
                                        mirror: MirrorServer, lang: str) -> None:
    result = await run_agent("study.whats_new", {}, context(hub, settings, lang))  # type: ignore[arg-type]
    items = _items(result)
    today = dt.date.today()
    assert {i.item_kind for i in items} == {"publication", "article", "video"}
    assert all(today - dt.timedelta(days=14) <= dt.date.fromisoformat(i.date) <= today
               for i in items)
    assert len(items) == 7  # the page's items 18 and 25 days old are left out
    assert all(i.title and i.link for i in items)
    # this week's meeting video first; then newest first
    first = items[0]
    assert first.this_week and first.symbol.startswith(f"pub-mwbv_{workbook_issue(today)}_")
    rest = [i.date for i in items[1:]]
    assert rest == sorted(rest, reverse=True)
    assert sum(i.this_week for i in items) == 1
    periodicals = {i.symbol[:1] for i in items if i.item_kind == "publication"}
    assert periodicals == {"m", "w"} and all(i.issue for i in items
                                             if i.item_kind == "publication")
    assert mirror.count(r"/(whats-new|novedades|novidades)/") == 1


@pytest.mark.asyncio
async def test_a_week_is_a_shorter_list(hub: SourceHub, settings: Settings) -> None:
    week = _items(await run_agent("study.whats_new", {"days": 7}, context(hub, settings, "en")))
    assert len(week) == 5 and all("Help for Families" not in i.title for i in week)


@pytest.mark.asyncio
async def test_without_a_network_it_says_so(settings: Settings, mirror: MirrorServer) -> None:
    offline = settings.model_copy(update={"offline": True})
    async with SourceHub(offline) as sources:
        result = await run_agent("study.whats_new", {}, context(sources, offline, "es"))
    assert [f.kind for f in result.findings] == ["nothing_found"]
    found = result.findings[0]
    assert isinstance(found.data, NothingFound)
    assert found.summary.startswith("Sin conexión") and not _items(result)
    assert mirror.count() == 0


@pytest.mark.asyncio
async def test_a_host_that_cannot_be_reached_is_no_network(settings: Settings) -> None:
    gone = settings.model_copy(update={"wol_url": "http://127.0.0.1:9"})
    policy = HttpPolicy(rate=1000, burst=1000, backoff_base=0.01, backoff_max=0.02)
    async with SourceHub(gone, policy=policy, use_cache=False) as sources:
        result = await run_agent("study.whats_new", {}, context(sources, gone, "pt"))
    assert [f.kind for f in result.findings] == ["nothing_found"]
    assert result.findings[0].summary.startswith("Sem conexão")


@pytest.mark.asyncio
async def test_the_digest_as_a_sheet(hub: SourceHub, settings: Settings) -> None:
    result = await run_agent("study.whats_new", {}, context(hub, settings, "en"))
    assert result.handoff.goals == ["What's new on jw.org (last 14 days)"]
    sheet = build_sheet(result.findings, language="en", goal=result.handoff.goals[0])
    assert [s.heading for s in sheet.sections] == [
        "For this week's meetings", "Publications", "Articles", "Videos"]
    assert len(sheet.sections[0].bullets) == 1
    md = render(sheet, "md").decode("utf-8")
    assert md.startswith("# What's new on jw.org (last 14 days)")
    assert "Keep Your Joy When Plans Change" in md and "mwb" in md
