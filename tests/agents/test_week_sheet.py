"""The whole week on one sheet, planned from the person's words and run against the mirror:
the midweek meeting (every part with its content, the person's own assignment marked),
the weekend meeting (the Watchtower study) and the daily text of every day (issue 31,
item 6)."""

from __future__ import annotations

import datetime as dt

import pytest

from app.core.models import StepStatus
from app.core.settings import Settings
from app.export import sheet_for_run
from app.orchestrator.executor import Executor
from app.orchestrator.planner import RulesPlanner
from app.sources.hub import SourceHub
from tests.agents.agent_util import registry

TODAY = dt.date(2026, 11, 25)  # a Wednesday
MONDAY = dt.date(2026, 11, 23)


@pytest.mark.asyncio
async def test_my_week_is_one_sheet_with_both_meetings_and_the_daily_texts(
    hub: SourceHub, settings: Settings
) -> None:
    plan = RulesPlanner(registry()).plan_sync(
        "Prepara mi semana, tengo la lectura de la Biblia", "es", today=TODAY)
    result = await Executor(registry(), settings=settings, sources=hub).run(plan)
    assert result.status == "finished", result.problems
    assert all(s.status == StepStatus.DONE for s in result.steps)
    sheet = sheet_for_run(result)
    assert sheet.kind == "week"
    headings = [s.heading for s in sheet.sections]
    midweek = headings.index("Reunión de entre semana — 2026-11-25")
    weekend = headings.index("Reunión del fin de semana — 2026-11-29")
    assert midweek == 0 < weekend
    # every part of the workbook week, in order, each with its content
    workbook = await hub.workbook_week("es", TODAY)
    parts = [s for s in sheet.sections[midweek + 1:weekend] if s.number]
    assert [int(s.number or 0) for s in parts] == [p.number for p in workbook.parts]
    assert all(s.text or s.bullets or s.questions for s in parts)
    # the person's own assignment, marked, with its preparation outline
    [mine] = [s for s in parts if s.highlight]
    assert "Lectura de la Biblia" in mine.heading and mine.bullets
    # the weekend: the Watchtower study of the week, every paragraph, and its review
    article = await hub.watchtower_study("es", dt.date(2026, 11, 29))
    assert headings[weekend + 1] == article.title
    numbers = [p.number for s in sheet.sections[weekend:] for p in s.paragraphs]
    assert numbers == [p.number for p in article.paragraphs]
    assert "Preguntas de repaso" in headings[weekend:]
    # the daily texts, Monday to Sunday, each with the day's own text
    [daily] = [s for s in sheet.sections if s.heading == "Textos diarios"]
    assert len(daily.bullets) == 7
    for n, bullet in enumerate(daily.bullets):
        day = MONDAY + dt.timedelta(days=n)
        text = await hub.daily_text("es", day)
        assert day.isoformat() in bullet.text
        assert text.text.split(".")[0] in bullet.text


@pytest.mark.asyncio
async def test_the_week_s_weekend_has_the_scheduled_talk_before_the_study(
    hub: SourceHub, settings: Settings
) -> None:
    from app.core.settings import Congregation, TalkEntry

    cong = Congregation(name="Centro", language="en",
                        talks=[TalkEntry(week=MONDAY.isoformat(), number=23,
                                         speaker="A. Brother")])
    settings = settings.model_copy(update={"congregations": [cong],
                                           "current_congregation": "Centro"})
    plan = RulesPlanner(registry(), settings).plan_sync("Prepare my week", "en", today=TODAY)
    result = await Executor(registry(), settings=settings, sources=hub).run(plan)
    assert result.status == "finished", result.problems
    headings = [s.heading for s in sheet_for_run(result).sections]
    weekend = headings.index("Weekend meeting — 2026-11-29")
    talk = headings.index("Public talk 23: The Dead Will Live Again")
    article = await hub.watchtower_study("en", dt.date(2026, 11, 29))
    assert weekend < talk < headings.index("Questions to listen for") < headings.index(
        article.title)
