"""The run model end to end with deterministic agents: what a replan adds reaches the
exported sheet; a fallback never carries personal data; the run state's counts."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel, Field

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.export_study_sheet import SPEC as SHEET_SPEC
from app.agents.registry import Registry
from app.core.errors import PreparoError
from app.core.events import Event, EventHub, Replanned
from app.core.models import Finding, Plan, Step, StepStatus
from app.core.run_state import RunState
from app.core.settings import Settings
from app.export import export_run
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.executor import ExecutorConfig
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import RunStore
from tests.orchestrator.test_replan import SPECS


@pytest.mark.asyncio
async def test_findings_a_replan_adds_reach_the_exported_sheet(tmp_path: Path) -> None:
    store = RunStore(tmp_path / "runs")
    orch = Orchestrator(Registry([*SPECS, SHEET_SPEC]), settings=Settings(step_retries=0),
                        events=EventHub(), store=store,
                        services={"calls": {}, "research_weak": True},
                        config=ExecutorConfig(retries=0), entailer=LexicalEntailer())
    plan = Plan(goal="hope", steps=[
        Step(id="w", agent="src.ok", args={"topic": "hope"}),
        Step(id="sheet", agent="export.study_sheet", depends_on=["w"]),
    ])
    result = await orch.run(plan)
    added = result.result_for("replan1.research")
    assert added is not None and added.status == StepStatus.DONE and added.findings
    for run in (result, store.load(result.run_id)):  # as run, and as stored
        target = export_run(run, tmp_path / f"{run.run_id}.md", overwrite=True)
        text = target.read_text("utf-8")
        assert "replan1.research: hope" in text
        assert "w: hope" in text


class Visit(BaseModel):
    person: str = Field(max_length=80, json_schema_extra={"personal": True})
    topic: str | None = None


class Search(BaseModel):
    topic: str


async def _visit_fails(args: Visit, ctx: AgentContext) -> AgentResult:
    raise PreparoError("no visit on record")


async def _search(args: Search, ctx: AgentContext) -> AgentResult:
    ctx.services.setdefault("searched", []).append(args.topic)
    return AgentResult(findings=[Finding(summary=f"about {args.topic}")])


PERSONAL_SPECS = [
    AgentSpec("test.visit", "A return visit.", Visit, _visit_fails, fallback="test.search"),
    AgentSpec("test.search", "Searches a subject.", Search, _search),
    AgentSpec("research.topic", "Research.", Search, _search),
]


@pytest.mark.asyncio
@pytest.mark.parametrize("topic", [None, "the resurrection hope"])
async def test_a_fallback_never_searches_for_a_persons_name(topic: str | None) -> None:
    services: dict[str, object] = {}
    seen: list[Event] = []
    hub = EventHub()
    hub.subscribe(seen.append)
    orch = Orchestrator(Registry(PERSONAL_SPECS), settings=Settings(step_retries=0),
                        events=hub, store=None, services=services,
                        config=ExecutorConfig(retries=0), entailer=LexicalEntailer())
    args = {"person": "Maria Souza"} | ({"topic": topic} if topic else {})
    plan = Plan(goal="Prepare the return visit to Maria Souza", steps=[
        Step(id="v", agent="test.visit", args=args)])
    result = await orch.run(plan)
    if topic is None:
        # No subject of its own: the goal's other words are not searched instead, and
        # the run does not pretend the visit was prepared.
        assert "searched" not in services
        assert result.status == "failed" and result.problems
        return
    searched = services["searched"]
    assert isinstance(searched, list) and searched
    assert all("maria" not in s.casefold() and "souza" not in s.casefold() for s in searched)
    for step in result.plan.steps:
        if step.id != "v":
            assert "Maria" not in str(step.args)
    assert searched[0] == topic  # the subject that is not personal is kept
    about_fallbacks = [e for e in seen if isinstance(e, Replanned)
                       or e.step_id not in (None, "v")]
    assert about_fallbacks
    assert "Maria" not in "".join(e.model_dump_json() for e in about_fallbacks)


def test_the_run_state_counts_each_step_once_and_never_past_the_total() -> None:
    from app.core.events import (
        PlanReady,
        RunFinished,
        RunStarted,
        StepFailed,
        StepFinished,
        StepQueued,
        StepStarted,
    )

    a, b = Step(id="a", agent="x"), Step(id="b", agent="x")
    events: list[Event] = [
        RunStarted(run_id="r", steps=2), PlanReady(run_id="r", steps=[a, b]),
        StepStarted(run_id="r", step_id="a", agent="x"),
        StepFinished(run_id="r", step_id="a", findings=2),
        StepQueued(run_id="r", step_id="x-1", agent="x", parent="a"),
        StepFinished(run_id="r", step_id="x-1"),
        StepFailed(run_id="r", step_id="b", error="boom"),
        Replanned(run_id="r", revision=1, added=["b.fb"], replaces={"b": "b.fb"},
                  steps=[Step(id="b.fb", agent="y")]),
        # the replan pass announces its plan again: nothing is counted twice
        PlanReady(run_id="r", revision=1, steps=[a.model_copy(update={"status": StepStatus.DONE}),
                                                 Step(id="b.fb", agent="y")]),
        StepFinished(run_id="r", step_id="b.fb"),
        RunFinished(run_id="r", status="finished_with_problems", problems=["b: boom"]),
    ]
    state = RunState()
    for event in events:
        state.apply(event)
        assert state.ended <= state.total
    assert state.progress == "[4/4]" and state.status == "finished_with_problems"
    assert state.steps["b.fb"].fallback_for == "b" and state.steps["b"].error == "boom"
    assert state.steps["x-1"].parent == "a" and state.replans == 1
