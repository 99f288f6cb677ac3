"""The public talk in Prepare Sunday (issue 31, item 3): the week's talk from the
congregation's schedule, else asked once and remembered there; the sheet shows its
number, title and speaker, its main points with the text of every scripture they cite,
and one or two questions to listen for, before the Watchtower study."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from app.core.settings import Congregation, Settings, TalkEntry, load_settings
from app.export import sheet_for_run
from app.mirror import content
from app.orchestrator.executor import Executor
from app.orchestrator.planner import RulesPlanner
from app.service import PreparoService
from app.service.talks import parse_talk, remember_talk, week_talk
from app.sources.hub import SourceHub
from app.sources.references import parse_references
from tests.agents.agent_util import registry

SUNDAY = dt.date(2026, 11, 29)
MONDAY = "2026-11-23"


def scheduled(settings: Settings, **talk: object) -> Settings:
    cong = Congregation(name="Centro", language="en",
                        talks=[TalkEntry(week=MONDAY, **talk)])  # type: ignore[arg-type]
    return settings.model_copy(update={"congregations": [cong],
                                       "current_congregation": "Centro"})


@pytest.mark.asyncio
async def test_prepare_sunday_shows_the_scheduled_talk_points_scriptures_and_questions(
    hub: SourceHub, settings: Settings
) -> None:
    settings = scheduled(settings, number=4, speaker="A. Brother")
    plan = RulesPlanner(registry(), settings).plan_sunday("en", None, today=SUNDAY)
    result = await Executor(registry(), settings=settings, sources=hub).run(plan)
    assert result.status == "finished", result.problems
    sheet = sheet_for_run(result)
    headings = [s.heading for s in sheet.sections]
    talk = headings.index("Public talk 4: Why Does God Allow Suffering?")
    assert sheet.sections[talk].text.startswith("Speaker: A. Brother")
    points = sheet.sections[talk + 1]
    assert points.heading.startswith("Main points")
    assert 2 <= len(points.bullets) <= 4 and all(b.url for b in points.bullets)
    # every scripture the main points cite, with the text of each verse it covers
    cited = {r for b in points.bullets for r in parse_references(b.text, "en")}
    shown = {(r.book, r.chapter, v) for s in points.scriptures
             for r in parse_references(s.ref, "en") for v in r.verses}
    assert {(r.book, r.chapter, v) for r in cited for v in r.verses} <= shown
    for scripture in points.scriptures:
        [ref] = parse_references(scripture.ref, "en")
        for verse in ref.verses:
            assert content.verse_text("en", ref.book, ref.chapter, verse) in scripture.text
    listen = sheet.sections[talk + 2]
    assert listen.heading == "Questions to listen for"
    assert 1 <= len(listen.questions) <= 2 and all(q.answer_space for q in listen.questions)
    assert "Why Does God Allow Suffering?" in listen.questions[0].text
    # the talk comes first, then the study: every paragraph after it
    first_paragraph = next(i for i, s in enumerate(sheet.sections) if s.paragraphs)
    assert talk < first_paragraph and headings[talk + 3] == "Watchtower Study"


def test_a_talk_not_in_the_schedule_is_asked_once_and_remembered(tmp_path: Path) -> None:
    service = PreparoService(Settings(language="es"), registry=registry())
    assert week_talk(service, None, SUNDAY) is None
    assert all(s.agent != "meeting.public_talk_outline"
               for s in service.plan_sunday("es", today=SUNDAY).steps)
    entry = remember_talk(service, "23", "J. Pérez", today=SUNDAY, language="es")
    assert (entry.number, entry.title, entry.week) == (23, "", MONDAY)
    # the session and the settings file both have it; the next plan takes it
    assert week_talk(service, None, SUNDAY) == entry
    saved = load_settings()
    assert saved.current_congregation == "Mi congregación"
    assert saved.congregation(None) is not None
    assert saved.congregation(None).talk_for_week(MONDAY) == entry  # type: ignore[union-attr]
    [step] = [s for s in service.plan_sunday("es", today=SUNDAY).steps
              if s.agent == "meeting.public_talk_outline"]
    assert step.args["number"] == 23
    # an empty answer is remembered too: not asked again that week, and no talk step
    remember_talk(service, "  ", today=SUNDAY + dt.timedelta(days=7), language="es")
    assert week_talk(service, None, SUNDAY + dt.timedelta(days=7)) is not None
    assert all(s.agent != "meeting.public_talk_outline" for s in service.plan_sunday(
        "es", today=SUNDAY + dt.timedelta(days=7)).steps)


def test_a_typed_talk_reads_as_number_and_title() -> None:
    assert parse_talk("12") == (12, "")
    assert parse_talk("#12. A Family That Lasts") == (12, "A Family That Lasts")
    assert parse_talk("Nº 45 — Consuelo") == (45, "Consuelo")
    assert parse_talk("Los muertos volverán a vivir") == (None, "Los muertos volverán a vivir")
