from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core.errors import RunNotFound
from app.core.events import Event, EventType, RunStarted
from app.core.models import StepStatus
from app.orchestrator.executor import Executor, ExecutorConfig
from app.orchestrator.store import RunStore
from tests.orchestrator.fake_agents import registry
from tests.orchestrator.kill_target import build_plan

ROOT = Path(__file__).resolve().parents[2]


def _wait_for(predicate, timeout: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError("condition not reached in time")


@pytest.mark.asyncio
async def test_resume_after_sigkill_keeps_finished_steps(tmp_path: Path) -> None:
    log = tmp_path / "ran.log"
    log.touch()
    store_root = tmp_path / "runs"
    run_id = "killed-run"
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.orchestrator.kill_target", str(store_root), str(log),
         run_id], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        store = RunStore(store_root)

        def slow_running() -> bool:
            try:
                data = json.loads((store_root / run_id / "run.json").read_text())
            except (OSError, ValueError):
                return False
            status = {s["id"]: s["status"] for s in data["plan"]["steps"]}
            return status["slow0"] == status["slow1"] == "running"

        _wait_for(slow_running)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    assert child.returncode == -signal.SIGKILL
    assert sorted(log.read_text().split()) == ["fast0", "fast1", "fast2"]

    saved = store.load(run_id)
    assert saved.status == "running"
    # resume with fast slow steps: same ids, shorter sleeps
    fast_plan = saved.plan.model_copy(deep=True)
    for step in fast_plan.steps:
        step.args["seconds"] = 0.01
    saved.plan = fast_plan
    events: list[Event] = []
    ex = Executor(registry(), store=store, config=ExecutorConfig(max_concurrency=2))
    ex.events.subscribe(events.append)
    result = await ex.run(saved.plan, previous=saved)
    assert result.status == "finished"
    assert result.run_id == run_id
    assert all(r.status == StepStatus.DONE for r in result.steps)
    ran = log.read_text().split()
    assert sorted(ran) == ["fast0", "fast1", "fast2", "slow0", "slow1", "tail"], ran
    started = {e.step_id for e in events if e.type == EventType.STEP_STARTED}
    assert started == {"slow0", "slow1", "tail"}
    assert events[0].resumed is True
    # the trace kept the killed run's events and appended the resumed ones
    trace = store.events(run_id)
    assert sum(1 for e in trace if e.type == EventType.RUN_STARTED) == 2


@pytest.mark.asyncio
async def test_resume_reruns_failed_and_blocked_but_not_person_skipped(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    from app.core.models import Plan, Step

    plan = Plan(goal="g", steps=[
        Step(id="flaky", agent="test.flaky", args={"failures": 1}),
        Step(id="dep", agent="test.noop", depends_on=["flaky"]),
        Step(id="chosen", agent="test.sleep", args={"seconds": 5})])
    ex = Executor(registry(), store=store, config=ExecutorConfig(retries=0))
    import asyncio

    task = asyncio.create_task(ex.run(plan))
    await asyncio.sleep(0.05)
    ex.skip_step("chosen")
    first = await task
    assert {r.step_id: r.status for r in first.steps} == {
        "flaky": StepStatus.FAILED, "dep": StepStatus.SKIPPED, "chosen": StepStatus.SKIPPED}
    ex2 = Executor(registry(), store=store, config=ExecutorConfig(retries=0),
                   services=ex.services)
    second = await ex2.run(first.plan, previous=store.load(first.run_id))
    assert {r.step_id: r.status for r in second.steps} == {
        "flaky": StepStatus.DONE, "dep": StepStatus.DONE, "chosen": StepStatus.SKIPPED}


def test_list_runs_lists_broken_folders_as_unreadable(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "run.json").write_text("{")
    [listed] = store.list()
    assert listed.run_id == "broken" and listed.status == "unreadable" and listed.problem
    with pytest.raises(RunNotFound):
        store.load("nothing-here")
    with pytest.raises(RunNotFound):
        store.load("../escape")


def test_torn_trace_line_is_ignored(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    ev = RunStarted(run_id="r1")
    store.append_event(ev)
    with (tmp_path / "r1" / "trace.jsonl").open("a") as fh:
        fh.write('{"type": "step_sta')
    assert [e.type for e in store.events("r1")] == [EventType.RUN_STARTED]


def test_kill_target_plan_is_valid() -> None:
    assert len(build_plan("x").steps) == 6


@pytest.mark.asyncio
async def test_resume_rebuilds_what_depends_on_a_step_it_reruns(tmp_path: Path) -> None:
    """A sheet kept from the first pass was built without the failed article: it is
    built again once the article has run again."""
    from app.core.models import Plan, RunResult, Step, StepResult

    store = RunStore(tmp_path)
    log = tmp_path / "ran.txt"
    plan = Plan(goal="g", steps=[
        Step(id="week", agent="test.sleep", args={"seconds": 0.01, "log": str(log)}),
        Step(id="article", agent="test.sleep", args={"seconds": 0.01, "log": str(log)},
             depends_on=["week"]),
        Step(id="sheet", agent="test.sleep", args={"seconds": 0.01, "log": str(log)},
             depends_on=["article"])])
    previous = RunResult(run_id="r1", plan=plan, status="failed", steps=[
        StepResult(step_id="week", agent="test.sleep", status=StepStatus.DONE),
        StepResult(step_id="article", agent="test.sleep", status=StepStatus.FAILED,
                   error="page changed"),
        StepResult(step_id="sheet", agent="test.sleep", status=StepStatus.DONE)])
    result = await Executor(registry(), store=store).run(plan, previous=previous)
    assert result.status == "finished"
    assert log.read_text().split() == ["article", "sheet"]


@pytest.mark.asyncio
async def test_a_run_folder_holds_only_what_is_read_again(tmp_path: Path) -> None:
    """run.json, the handoffs and the trace are read again (load, resume, progress);
    nothing writes a state.json that nothing reads (it was written and never read)."""
    from app.core.events import EventHub
    from app.core.models import Plan, Step
    from app.core.run_state import fold
    from app.core.settings import Settings
    from app.orchestrator.runner import Orchestrator

    store = RunStore(tmp_path)
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop")])
    orchestrator = Orchestrator(registry(), settings=Settings(step_retries=0),
                                events=EventHub(), store=store, critique=False)
    result = await orchestrator.run(plan)
    folder = store.run_dir(result.run_id)
    assert not (folder / "state.json").exists()
    assert (folder / "run.json").exists() and (folder / "trace.jsonl").exists()
    assert fold(store.events(result.run_id)).run_id == result.run_id
