"""The public talk: from its number, its title or the congregation's schedule, with research
on its theme (points are passages of the publications, never index subheadings); and
Prepare Sunday includes the congregation's scheduled talk (issue 16 item 5)."""

from __future__ import annotations

import datetime as dt

import pytest

from app.core.settings import Congregation, Settings, TalkEntry
from app.mirror.content.articles_text import ARTICLES, SUBJECTS
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.planner import RulesPlanner
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, of_kind, registry, run_agent

LEXICAL = {"entailer": LexicalEntailer()}
SUNDAY = dt.date(2026, 11, 29)
MONDAY = "2026-11-23"


def with_schedule(settings: Settings, **talk: object) -> Settings:
    cong = Congregation(name="Centro", language="es",
                        talks=[TalkEntry(week=MONDAY, **talk)])  # type: ignore[arg-type]
    return settings.model_copy(update={"congregations": [cong],
                                       "current_congregation": "Centro"})


def subheadings(lang: str) -> set[str]:
    return {sub for s in SUBJECTS.values() for sub, _ in s[lang][2]}


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "title"), [
    ("en", "The Dead Will Live Again"), ("es", "Los muertos volverán a vivir"),
    ("pt", "Os mortos vão viver de novo")])
async def test_a_talk_from_its_number_alone(hub: SourceHub, settings: Settings, lang: str,
                                            title: str) -> None:
    result = await run_agent("meeting.public_talk_outline", {"number": 23},
                             context(hub, settings, lang, services=LEXICAL))  # type: ignore[arg-type]
    assert_cited(result)
    head = of_kind(result, "talk")[0]
    assert head.data.title == title and head.data.number == 23
    points = of_kind(result, "outline_point")
    assert points
    paragraphs = [p for a in ARTICLES.values() for p in a[lang][1]]
    for point in points:
        assert point.data.point not in subheadings(lang)
        assert any(point.data.point.rstrip("…") in p for p in paragraphs)
        assert "/wol/d/" in (point.citation.url if point.citation else "")
    assert any(p.data.scriptures for p in points)


@pytest.mark.asyncio
async def test_the_talk_of_the_week_comes_from_the_schedule(hub: SourceHub,
                                                            settings: Settings) -> None:
    cong_settings = with_schedule(settings, number=45, speaker="J. Pérez")
    result = await run_agent("meeting.public_talk_outline", {"date": SUNDAY.isoformat()},
                             context(hub, cong_settings, "es", services=LEXICAL,
                                     congregation="Centro"))
    head = of_kind(result, "talk")[0]
    assert head.data.title == "Consuelo para los que están de duelo"
    assert head.data.speaker == "J. Pérez"


@pytest.mark.asyncio
async def test_an_unknown_number_is_a_clear_message(hub: SourceHub, settings: Settings) -> None:
    with pytest.raises(Exception, match="177"):
        await run_agent("meeting.public_talk_outline", {"number": 177},
                        context(hub, settings, "en", services=LEXICAL))


def test_prepare_sunday_includes_the_scheduled_talk(settings: Settings) -> None:
    cong_settings = with_schedule(settings, number=23, title="Los muertos volverán a vivir")
    planner = RulesPlanner(registry(), cong_settings)
    for plan in (planner.plan_sunday("es", "Centro", today=dt.date(2026, 11, 25)),
                 planner.plan_sync("Prepara mi reunión del domingo", "es", "Centro",
                                   today=dt.date(2026, 11, 25))):
        talk = [s for s in plan.steps if s.agent == "meeting.public_talk_outline"]
        assert len(talk) == 1
        assert talk[0].args["number"] == 23
        assert talk[0].args["title"] == "Los muertos volverán a vivir"
        sheet = next(s for s in plan.steps if s.agent == "export.study_sheet")
        assert talk[0].id in sheet.depends_on
    plain = RulesPlanner(registry(), settings).plan_sunday("es", today=dt.date(2026, 11, 25))
    assert all(s.agent != "meeting.public_talk_outline" for s in plain.steps)


def test_this_weeks_public_talk_uses_the_schedule(settings: Settings) -> None:
    cong_settings = with_schedule(settings, number=23, title="The Dead Will Live Again")
    plan = RulesPlanner(registry(), cong_settings).plan_sync(
        "Prepare this week's public talk", "en", "Centro", today=dt.date(2026, 11, 25))
    step = plan.steps[0]
    assert step.agent == "meeting.public_talk_outline"
    assert step.args.get("number") == 23 and step.args.get("title") == "The Dead Will Live Again"
