"""Whole runs against the mirror: what reaches the run's findings, and on which step."""

from __future__ import annotations

import asyncio
import datetime as dt

import pytest
from pydantic import BaseModel

from app.agents._notices import with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.events import EventHub
from app.core.models import Plan, Step, StepStatus
from app.core.settings import Settings
from app.mirror import content
from app.mirror.server import MirrorServer
from app.orchestrator.runner import Orchestrator
from app.sources.hub import SourceHub
from tests.agents.agent_util import registry

DAY = dt.date(2026, 3, 12)
WB_DOCID, WT_DOCID = content.week_docids(2026, 11)


@pytest.mark.asyncio
async def test_every_review_question_and_workbook_part_reaches_the_findings(
    hub: SourceHub, settings: Settings
) -> None:
    plan = Plan(goal="This week's meetings", language="en", steps=[
        Step(id="wb", agent="meeting.workbook", args={"date": DAY.isoformat()}),
        Step(id="wt", agent="meeting.watchtower_study", args={"date": "2026-03-15"}),
    ])
    orchestrator = Orchestrator(registry(), settings=settings, events=EventHub(), store=None,
                                sources=hub, critique=False)
    result = await orchestrator.run(plan)
    assert result.result_for("wb").status == StepStatus.DONE  # type: ignore[union-attr]
    week = await hub.wol.workbook("en", WB_DOCID)
    article = await hub.wol.watchtower("en", WT_DOCID)
    assert len(week.parts) > 2 and len(article.review_questions) > 1
    parts = [f.data.number for f in result.findings if f.kind == "workbook_part"]
    questions = [f.data.question for f in result.findings if f.kind == "review_question"]
    assert sorted(parts) == sorted(p.number for p in week.parts)
    assert questions == article.review_questions


class Topic(BaseModel):
    docid: int
    wait_s: float = 0.0


async def _read_topic(args: Topic, ctx: AgentContext) -> AgentResult:
    await ctx.sources.topic("en", args.docid)
    await asyncio.sleep(args.wait_s)
    return AgentResult()


@pytest.mark.asyncio
async def test_a_notice_lands_on_the_step_that_raised_it(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    stale_doc, fresh_doc = content.TOPIC_DOCIDS[1], content.TOPIC_DOCIDS[0]
    await hub.topic("en", stale_doc)
    await hub.topic("en", fresh_doc)
    assert hub.cache is not None
    await hub.cache.expire(hub.wol_url_document("en", stale_doc))
    mirror.faults.status("/wol/d/", 503)
    reader = AgentSpec("test.read_topic", "Reads a topic page.", Topic, with_notices(_read_topic))
    plan = Plan(goal="two readers", language="en", steps=[
        # the stale reader raises its notice first and finishes last
        Step(id="stale", agent="test.read_topic", args={"docid": stale_doc, "wait_s": 1.0}),
        Step(id="fresh", agent="test.read_topic", args={"docid": fresh_doc, "wait_s": 0.5}),
    ])
    orchestrator = Orchestrator(Registry([reader]), settings=settings, events=EventHub(),
                                store=None, sources=hub, critique=False)
    result = await orchestrator.run(plan)
    stale, fresh = result.result_for("stale"), result.result_for("fresh")
    assert stale is not None and fresh is not None
    assert [f.kind for f in fresh.findings] == []
    assert [f.kind for f in stale.findings] == ["notice"]
    assert [f.step_id for f in result.findings] == ["stale"]
