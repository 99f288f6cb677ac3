"""The bounded replan loop in Orchestrator.run: fallbacks, broader research, only new
steps run, earlier results kept, the replan event with the diff, one run_finished."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.errors import PreparoError
from app.core.events import Event, EventHub, EventType
from app.core.models import (
    Citation,
    Finding,
    Plan,
    RunResult,
    RunVerdict,
    Step,
    StepResult,
    StepStatus,
)
from app.core.settings import Settings
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.executor import ExecutorConfig
from app.orchestrator.replan import make_replan
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import RunStore

EVIDENCE = "Faith is the assured expectation of what is hoped for."
SOURCE = Citation(url="https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/58/11", title="Hebrews 11")


class Topic(BaseModel):
    topic: str = "faith"


def _count(ctx: AgentContext) -> None:
    calls: dict[str, int] = ctx.services.setdefault("calls", {})
    calls[ctx.step_id] = calls.get(ctx.step_id, 0) + 1


async def _good(args: Topic, ctx: AgentContext) -> AgentResult:
    _count(ctx)
    weak = ctx.services.get("research_weak", False) and ctx.step_id != "ok"
    claim = "Bananas grow on mountains" if weak else "Faith is an assured expectation"
    return AgentResult(findings=[Finding(summary=f"{ctx.step_id}: {args.topic}",
                                         excerpt=EVIDENCE, claim=claim, citation=SOURCE)])


async def _fail(args: Topic, ctx: AgentContext) -> AgentResult:
    _count(ctx)
    raise PreparoError(f"{ctx.step_id} cannot reach the source")


async def _empty(args: Topic, ctx: AgentContext) -> AgentResult:
    _count(ctx)
    return AgentResult()


SPECS = [
    AgentSpec("src.ok", "Works.", Topic, _good),
    AgentSpec("src.empty", "Finds nothing.", Topic, _empty),
    AgentSpec("chain.a", "Fails.", Topic, _fail, fallback="chain.b"),
    AgentSpec("chain.b", "Fails too.", Topic, _fail, fallback="chain.c"),
    AgentSpec("chain.c", "Fails as well.", Topic, _fail, fallback="research.topic"),
    AgentSpec("research.topic", "Research.", Topic, _good),
    AgentSpec("sheet", "Builds a sheet.", Topic, _empty),
]


def orchestrator(services: dict[str, object], *, max_replans: int = 2,
                 tmp: Path | None = None) -> tuple[Orchestrator, list[Event]]:
    events: list[Event] = []
    hub = EventHub()
    hub.subscribe(events.append)
    settings = Settings(max_replans=max_replans, step_retries=0)
    orch = Orchestrator(Registry(SPECS), settings=settings, events=hub,
                        store=RunStore(tmp) if tmp else None, services=services,
                        config=ExecutorConfig(retries=0), entailer=LexicalEntailer())
    return orch, events


def types(events: list[Event]) -> list[EventType]:
    return [e.type for e in events]


@pytest.mark.asyncio
async def test_failed_step_is_replaced_by_its_fallback_and_only_new_steps_run(
        tmp_path: Path) -> None:
    services: dict[str, object] = {"calls": {}}
    orch, events = orchestrator(services, tmp=tmp_path)
    plan = Plan(goal="faith", steps=[
        Step(id="ok", agent="src.ok"),
        Step(id="c", agent="chain.c", args={"topic": "hope"}),
        Step(id="sheet", agent="sheet", depends_on=["ok", "c"]),
    ])
    result = await orch.run(plan)

    assert services["calls"] == {"ok": 1, "c": 1, "c.fb": 1, "sheet": 1}
    status = {r.step_id: r.status for r in result.steps}
    assert status == {"ok": StepStatus.DONE, "c": StepStatus.FAILED,
                      "c.fb": StepStatus.DONE, "sheet": StepStatus.DONE}
    assert result.plan.step("sheet").depends_on == ["ok", "c.fb"]
    assert result.plan.step("c.fb").agent == "research.topic"
    assert result.plan.step("c.fb").args == {"topic": "hope"}
    assert result.plan.revision == 1 and result.replans == 1
    assert result.status == "finished_with_problems"  # c failed; its fallback did the work
    assert result.plan.step("c.fb").replaces == "c"
    assert result.result_for("c") is not None and "cannot reach" in (
        result.result_for("c").error or "")  # type: ignore[union-attr]

    replans = [e for e in events if e.type == EventType.REPLAN]
    assert len(replans) == 1
    diff = replans[0].details()
    assert diff["added"] == ["c.fb"] and diff["removed"] == ["c"]
    assert diff["rewired"] == ["sheet"] and diff["revision"] == 1
    assert diff["replaces"] == {"c": "c.fb"}
    assert "fallbacks to try" in diff["reason"]

    kinds = types(events)
    assert kinds.count(EventType.RUN_STARTED) == 1
    assert kinds.count(EventType.RUN_FINISHED) == 1 and kinds[-1] == EventType.RUN_FINISHED
    assert kinds.count(EventType.CRITIQUE_DONE) == 2
    assert kinds.index(EventType.CRITIQUE_DONE) < kinds.index(EventType.REPLAN)
    assert events[-1].replans == 1

    saved = RunStore(tmp_path).load(result.run_id)
    assert saved.plan.revision == 1 and {s.id for s in saved.plan.steps} == set(status)
    trace = [e.type for e in RunStore(tmp_path).events(result.run_id)]
    assert EventType.REPLAN in trace and EventType.CRITIQUE_DONE in trace


@pytest.mark.asyncio
async def test_zero_findings_add_a_broader_research_step() -> None:
    services: dict[str, object] = {"calls": {}}
    orch, _ = orchestrator(services)
    plan = Plan(goal="the meaning of faith", steps=[
        Step(id="e", agent="src.empty", args={"topic": "faith in hard times"})])
    result = await orch.run(plan)
    assert services["calls"] == {"e": 1, "replan1.research": 1}
    added = result.plan.step("replan1.research")
    assert added.args == {"topic": "faith in hard times"}
    assert result.replans == 1 and result.verdict.label == "strong"
    assert not result.verdict.replan_suggested
    assert len(result.findings) == 1


@pytest.mark.asyncio
async def test_one_level_of_fallback_then_broader_research() -> None:
    services: dict[str, object] = {"calls": {}}
    orch, events = orchestrator(services, max_replans=3)
    plan = Plan(goal="faith", steps=[Step(id="a", agent="chain.a")])
    result = await orch.run(plan)
    # chain.a falls back to chain.b, which fails too; chain.b's own fallback is not tried
    assert services["calls"] == {"a": 1, "a.fb": 1, "replan2.research": 1}
    assert "a.fb.fb" not in result.plan.ids()
    assert result.replans == 2 and types(events).count(EventType.REPLAN) == 2
    assert result.status == "finished_with_problems"


@pytest.mark.asyncio
async def test_replans_are_bounded() -> None:
    services: dict[str, object] = {"calls": {}}
    orch, events = orchestrator(services, max_replans=1)
    plan = Plan(goal="faith", steps=[Step(id="a", agent="chain.a")])
    result = await orch.run(plan)
    assert result.replans == 1
    assert services["calls"] == {"a": 1, "a.fb": 1}
    assert types(events).count(EventType.REPLAN) == 1
    assert result.verdict.replan_suggested  # still nothing found, but the bound holds
    assert result.status == "failed"  # none of the work asked for got done


@pytest.mark.asyncio
async def test_no_replan_when_the_bound_is_zero() -> None:
    services: dict[str, object] = {"calls": {}}
    orch, events = orchestrator(services, max_replans=0)
    result = await orch.run(Plan(goal="faith", steps=[Step(id="a", agent="chain.a")]))
    assert result.replans == 0 and EventType.REPLAN not in types(events)
    assert result.verdict.replan_suggested


@pytest.mark.asyncio
async def test_weak_evidence_replans_once_then_stops_when_nothing_new() -> None:
    services: dict[str, object] = {"calls": {}, "research_weak": True}
    orch, events = orchestrator(services)
    plan = Plan(goal="faith", steps=[Step(id="r", agent="research.topic",
                                          args={"topic": "faith"})])
    result = await orch.run(plan)
    # The broader research would repeat the same research: nothing new to run.
    assert result.replans == 0 and result.verdict.label == "weak"
    assert services["calls"] == {"r": 1}
    assert types(events)[-1] == EventType.RUN_FINISHED


@pytest.mark.asyncio
async def test_critique_can_be_turned_off() -> None:
    orch, events = orchestrator({})
    orch.critique_enabled = False
    await orch.run(Plan(goal="faith", steps=[Step(id="a", agent="chain.a")]))
    assert EventType.CRITIQUE_DONE not in types(events)
    assert types(events)[-1] == EventType.RUN_FINISHED


def test_make_replan_returns_none_when_nothing_can_be_added() -> None:
    reg = Registry([s for s in SPECS if s.name != "research.topic"])
    plan = Plan(goal="g", steps=[Step(id="x", agent="src.empty")])
    res = RunResult(run_id="r", plan=plan, steps=[
        StepResult(step_id="x", agent="src.empty", status=StepStatus.DONE)])
    verdict = RunVerdict(replan_suggested=True, reason="the run found nothing")
    assert make_replan(res, verdict, reg) is None


def test_make_replan_removes_what_only_failures_block() -> None:
    reg = Registry(SPECS)
    plan = Plan(goal="g", steps=[
        Step(id="x", agent="src.empty"),  # failed, no fallback
        Step(id="y", agent="sheet", depends_on=["x"]),
        Step(id="c", agent="chain.c"),
    ])
    res = RunResult(run_id="r", plan=plan, steps=[
        StepResult(step_id="x", agent="src.empty", status=StepStatus.FAILED),
        StepResult(step_id="y", agent="sheet", status=StepStatus.SKIPPED, blocked_by="x"),
        StepResult(step_id="c", agent="chain.c", status=StepStatus.FAILED),
    ])
    replan = make_replan(res, RunVerdict(replan_suggested=True, reason="r"), reg)
    assert replan is not None
    assert replan.plan.ids() == ["c.fb"]
    assert replan.diff.removed == ["x", "y", "c"]
    assert [pos for pos, _, _ in replan.carried] == [0, 1, 2]
