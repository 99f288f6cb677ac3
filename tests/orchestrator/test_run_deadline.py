"""The whole run respects its deadline with a truthful message in the run's language,
and a step is never reported "cancelled" when nobody cancelled it (issue 27)."""

from __future__ import annotations

import asyncio
import time

import pytest
from pydantic import BaseModel

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.events import Event, EventHub, RunCancelled, RunFinished
from app.core.models import Finding, Handoff, Plan, Step, StepStatus
from app.core.settings import Settings
from app.orchestrator.executor import Executor, ExecutorConfig
from tests.orchestrator.fake_agents import SPECS


def _executor(registry: Registry, events: list[Event], **config: float) -> Executor:
    hub = EventHub()
    hub.subscribe(events.append)
    return Executor(registry, events=hub, config=ExecutorConfig(**config))  # type: ignore[arg-type]


@pytest.mark.asyncio
async def test_the_run_stops_at_its_deadline_and_says_it_ran_out_of_time() -> None:
    events: list[Event] = []
    executor = _executor(Registry(SPECS), events, run_timeout_s=0.5, step_timeout_s=30.0)
    plan = Plan(goal="g", language="es", steps=[
        Step(id="quick", agent="test.noop"),
        Step(id="slow", agent="test.sleep", args={"seconds": 20}),
        Step(id="after", agent="test.noop", depends_on=["quick"], after=["slow"]),
    ])
    started = time.monotonic()
    result = await executor.run(plan)
    assert time.monotonic() - started < 2.0
    statuses = {r.step_id: r.status for r in result.steps}
    assert statuses == {"quick": StepStatus.DONE, "slow": StepStatus.FAILED,
                        "after": StepStatus.FAILED}
    slow, after = result.result_for("slow"), result.result_for("after")
    assert slow is not None and after is not None
    assert slow.error == ("se agotó el tiempo de la ejecución (0.5 s) antes de que terminara "
                          "este paso")
    assert after.error == "no se empezó: se agotó el tiempo de la ejecución (0.5 s)"
    assert result.status == "finished_with_problems"
    assert not any("cancel" in p for p in result.problems), result.problems
    assert not any(isinstance(e, RunCancelled) for e in events)
    assert isinstance(events[-1], RunFinished)


@pytest.mark.asyncio
async def test_a_step_waiting_to_retry_at_the_deadline_ran_out_of_time() -> None:
    events: list[Event] = []
    executor = _executor(Registry(SPECS), events, run_timeout_s=0.3, step_timeout_s=30.0,
                         retries=3, backoff_base_s=20.0, backoff_cap_s=20.0)
    started = time.monotonic()
    result = await executor.run(Plan(goal="g", language="pt", steps=[
        Step(id="flaky", agent="test.flaky", args={"failures": 5})]))
    assert time.monotonic() - started < 2.0
    flaky = result.result_for("flaky")
    assert flaky is not None and flaky.status == StepStatus.FAILED
    assert flaky.error == "o tempo da execução (0.3 s) acabou antes de este passo terminar"
    assert result.status == "failed"


def test_the_deadline_comes_from_the_settings() -> None:
    config = ExecutorConfig.from_settings(Settings(run_timeout_s=42.0))
    assert config.run_timeout_s == 42.0
    assert Settings().run_timeout_s == 600.0


class _Shared(BaseModel):
    label: str = ""


_gate: dict[str, asyncio.Future[str]] = {}


async def _leader(args: _Shared, ctx: AgentContext) -> AgentResult:
    """Starts a piece of work other steps share, then times out while it runs."""
    loop = asyncio.get_running_loop()
    _gate["work"] = loop.create_future()
    await _gate["work"]  # cancelled when this step's own timeout strikes
    return AgentResult(handoff=Handoff())


_calls = {"follower": 0}


async def _follower(args: _Shared, ctx: AgentContext) -> AgentResult:
    """Waits on the leader's shared work the first time; when that work is cancelled
    under it, it is not this step that was cancelled, and the retry reads it anew."""
    _calls["follower"] += 1
    if _calls["follower"] > 1:
        return AgentResult(findings=[Finding(summary="read on the retry")], handoff=Handoff())
    while "work" not in _gate:
        await asyncio.sleep(0.01)
    await asyncio.shield(_gate["work"])
    return AgentResult(handoff=Handoff())


@pytest.mark.asyncio
async def test_a_shared_wait_cancelled_under_a_step_is_retried_not_called_cancelled() -> None:
    registry = Registry([
        AgentSpec("test.leader", "times out", _Shared, _leader, timeout_s=0.2),
        AgentSpec("test.follower", "shares the leader's work", _Shared, _follower),
    ])
    _gate.clear()
    _calls["follower"] = 0
    events: list[Event] = []
    executor = _executor(registry, events, step_timeout_s=5.0, retries=1,
                         backoff_base_s=0.01, backoff_cap_s=0.02)
    result = await executor.run(Plan(goal="g", language="es", steps=[
        Step(id="leader", agent="test.leader"), Step(id="follower", agent="test.follower")]))
    follower = result.result_for("follower")
    assert follower is not None
    assert follower.status == StepStatus.DONE, follower.error
    assert follower.attempts == 2
    assert [f.summary for f in follower.findings] == ["read on the retry"]
    assert not any(isinstance(e, RunCancelled) for e in events)
    leader = result.result_for("leader")
    assert leader is not None and leader.status == StepStatus.FAILED
    assert "cancel" not in (leader.error or "")


def test_a_failed_step_is_printed_in_the_run_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import core
    from app.core.models import RunResult, StepResult

    plan = Plan(goal="g", language="es", steps=[Step(id="wt", agent="test.noop")])
    result = RunResult(run_id="r1", plan=plan, status="failed", steps=[
        StepResult(step_id="wt", agent="test.noop", status=StepStatus.FAILED,
                   error="no se pudo leer la página")])
    core._print_result(result, False, "es")
    out = capsys.readouterr().out
    assert "  wt: falló: no se pudo leer la página" in out
    assert "failed" not in out
