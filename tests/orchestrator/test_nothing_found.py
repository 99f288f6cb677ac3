"""No filler (issue 30, item 3): a step that finds nothing is done with one typed
"nothing found for X (searched: …)" finding, and nothing else stands in for it (no
fallback on other words, no broader search of the same words)."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.errors import NothingFoundError
from app.core.events import EventHub
from app.core.findings import NothingFound
from app.core.models import Plan, Step, StepStatus
from app.core.settings import Settings
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.executor import ExecutorConfig
from app.orchestrator.runner import Orchestrator


class Topic(BaseModel):
    topic: str = "faith"


async def _nothing(args: Topic, ctx: AgentContext) -> AgentResult:
    calls: dict[str, int] = ctx.services.setdefault("calls", {})
    calls[ctx.step_id] = calls.get(ctx.step_id, 0) + 1
    raise NothingFoundError(f"Nothing was found for “{args.topic}”.", searched=args.topic)


async def _filler(args: Topic, ctx: AgentContext) -> AgentResult:
    raise AssertionError("a fallback ran after nothing was found")


SPECS = [
    AgentSpec("ministry.conversation", "Finds nothing.", Topic, _nothing,
              fallback="research.topic"),
    AgentSpec("research.topic", "Would bring unrelated pages.", Topic, _filler),
]


@pytest.mark.asyncio
async def test_a_step_that_finds_nothing_says_so_and_nothing_stands_in_for_it() -> None:
    services: dict[str, object] = {"calls": {}}
    orch = Orchestrator(Registry(SPECS), settings=Settings(max_replans=2, step_retries=0),
                        events=EventHub(), store=None, services=services,
                        config=ExecutorConfig(retries=0), entailer=LexicalEntailer())
    plan = Plan(goal="xylophones", steps=[
        Step(id="c", agent="ministry.conversation", args={"topic": "xylophones"})])
    result = await orch.run(plan)
    assert services["calls"] == {"c": 1}
    assert [(r.step_id, r.status) for r in result.steps] == [("c", StepStatus.DONE)]
    [finding] = result.findings
    assert isinstance(finding.data, NothingFound) and finding.data.searched == "xylophones"
    assert finding.summary == "Nothing was found for “xylophones”."
    assert result.replans == 0 and result.status == "finished"
