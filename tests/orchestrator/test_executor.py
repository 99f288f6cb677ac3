from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from app.core.events import Event, EventHub, EventType
from app.core.models import Plan, Step, StepStatus
from app.orchestrator.executor import Executor, ExecutorConfig, run_writer
from app.orchestrator.guards import GuardConfig
from app.orchestrator.store import RunStore
from tests.orchestrator.fake_agents import registry


def make(steps: list[Step], **cfg: Any) -> tuple[Executor, list[Event], list[float]]:
    events: list[Event] = []
    hub = EventHub()
    hub.subscribe(events.append)
    sleeps: list[float] = []

    async def fake_sleep(seconds: float) -> None:
        sleeps.append(seconds)

    guards = cfg.pop("guards", GuardConfig())
    config = ExecutorConfig(guards=guards, **{"step_timeout_s": 5.0, **cfg})
    ex = Executor(registry(), events=hub, config=config, sleep=fake_sleep)
    return ex, events, sleeps


def types(events: list[Event], step_id: str | None = None) -> list[str]:
    return [e.type.value for e in events if step_id is None or e.step_id == step_id]


@pytest.mark.asyncio
async def test_dependents_get_upstream_handoffs_and_order() -> None:
    ex, events, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop"),
                                 Step(id="b", agent="test.noop", depends_on=["a"])])
    result = await ex.run(plan)
    assert result.status == "finished"
    b = result.result_for("b")
    assert b is not None and b.handoff is not None
    assert b.handoff.data["upstream"] == ["a"]
    assert types(events, "a") == ["step_started", "step_finished"]
    order = [e.step_id for e in events if e.type == EventType.STEP_STARTED]
    assert order == ["a", "b"]
    assert types(events)[0:2] == ["run_started", "plan_ready"]
    assert types(events)[-1] == "run_finished"


@pytest.mark.asyncio
async def test_ready_steps_run_concurrently_up_to_the_bound() -> None:
    ex, _, _ = make([], max_concurrency=3)
    plan = Plan(goal="g", steps=[Step(id=f"s{i}", agent="test.sleep", args={"seconds": 0.2})
                                 for i in range(6)])
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    result = await ex.run(plan)
    elapsed = loop.time() - t0
    assert all(r.status == StepStatus.DONE for r in result.steps)
    assert 0.38 < elapsed < 0.9, elapsed  # two waves of three


@pytest.mark.asyncio
async def test_timeout_is_retried_then_fails() -> None:
    ex, _events, sleeps = make([], step_timeout_s=0.05, retries=1)
    plan = Plan(goal="g", steps=[Step(id="slow", agent="test.sleep", args={"seconds": 1}),
                                 Step(id="after", agent="test.noop", depends_on=["slow"])])
    result = await ex.run(plan)
    slow = result.result_for("slow")
    assert slow is not None
    assert slow.status == StepStatus.FAILED
    assert slow.attempts == 2
    assert slow.error == "timed out after 0.05 s (after 2 attempts)"
    after = result.result_for("after")
    assert after is not None and after.status == StepStatus.SKIPPED
    assert after.blocked_by == "slow"
    assert "skipped because slow failed" in (after.error or "")
    assert len(sleeps) == 1


@pytest.mark.asyncio
async def test_retryable_errors_retry_with_jittered_backoff() -> None:
    ex, events, sleeps = make([], retries=3, backoff_base_s=1.0)
    plan = Plan(goal="g", steps=[Step(id="f", agent="test.flaky", args={"failures": 2})])
    result = await ex.run(plan)
    f = result.result_for("f")
    assert f is not None and f.status == StepStatus.DONE and f.attempts == 3
    assert len(sleeps) == 2
    assert 0.5 <= sleeps[0] <= 1.0 and 1.0 <= sleeps[1] <= 2.0  # app/core/retry.py
    progress = [e for e in events if e.type == EventType.STEP_PROGRESS]
    assert "retrying after error: transient 1" in progress[0].message


@pytest.mark.asyncio
async def test_retry_after_is_honoured_and_capped() -> None:
    ex, _, sleeps = make([], retries=2, backoff_cap_s=5.0)
    plan = Plan(goal="g", steps=[
        Step(id="f", agent="test.flaky", args={"failures": 1, "retry_after": 2.5, "key": "a"}),
        Step(id="g", agent="test.flaky", args={"failures": 1, "retry_after": 99, "key": "b"})])
    await ex.run(plan)
    assert 2.5 <= min(sleeps) <= 2.75 and max(sleeps) == 5.0


@pytest.mark.asyncio
async def test_offline_is_not_retried_again_by_the_executor() -> None:
    ex, _, sleeps = make([], retries=3)
    plan = Plan(goal="g", steps=[Step(id="o", agent="test.offline")])
    result = await ex.run(plan)
    o = result.result_for("o")
    assert o is not None and o.status == StepStatus.FAILED and o.attempts == 1
    assert sleeps == [] and o.error == "wol.jw.org cannot be reached"


@pytest.mark.asyncio
async def test_non_retryable_errors_fail_at_once() -> None:
    ex, _, sleeps = make([], retries=3)
    plan = Plan(goal="g", steps=[Step(id="x", agent="test.fail"),
                                 Step(id="y", agent="test.crash"),
                                 Step(id="z", agent="test.bad_return")])
    result = await ex.run(plan)
    errors = {r.step_id: r.error for r in result.steps}
    assert errors["x"] == "x failed on purpose"
    assert errors["y"] == "ZeroDivisionError: agent bug"
    assert "returned dict, not AgentResult" in (errors["z"] or "")
    assert sleeps == []
    assert result.status == "failed"


@pytest.mark.asyncio
async def test_bad_args_and_unknown_agent_fail_clearly() -> None:
    ex, _, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.sleep", args={"seconds": "x"}),
                                 Step(id="b", agent="test.nope")])
    result = await ex.run(plan)
    a, b = result.result_for("a"), result.result_for("b")
    assert a and a.error and a.error.startswith("Invalid arguments: seconds:")
    assert b and b.error and "Unknown agent 'test.nope'" in b.error


@pytest.mark.asyncio
async def test_skip_propagates_through_chains_but_not_siblings() -> None:
    ex, _, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="bad", agent="test.fail"),
                                 Step(id="c1", agent="test.noop", depends_on=["bad"]),
                                 Step(id="c2", agent="test.noop", depends_on=["c1"]),
                                 Step(id="ok", agent="test.noop")])
    result = await ex.run(plan)
    status = {r.step_id: r.status for r in result.steps}
    assert status == {"bad": StepStatus.FAILED, "c1": StepStatus.SKIPPED,
                      "c2": StepStatus.SKIPPED, "ok": StepStatus.DONE}
    c2 = result.result_for("c2")
    assert c2 and c2.blocked_by == "c1"


@pytest.mark.asyncio
async def test_cancel_whole_run_marks_the_running_step_cancelled_and_the_rest_pending(
) -> None:
    ex, events, _ = make([], max_concurrency=1)
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop"),
                                 Step(id="b", agent="test.sleep", args={"seconds": 10},
                                      depends_on=["a"]),
                                 Step(id="c", agent="test.noop", depends_on=["b"])])
    task = asyncio.create_task(ex.run(plan))
    while not any(e.type == EventType.STEP_STARTED and e.step_id == "b" for e in events):
        await asyncio.sleep(0.01)
    ex.cancel()
    result = await asyncio.wait_for(task, 2)
    status = {r.step_id: r.status for r in result.steps}
    assert status == {"a": StepStatus.DONE, "b": StepStatus.CANCELLED, "c": StepStatus.PENDING}
    assert result.status == "cancelled"
    assert types(events)[-1] == "run_cancelled"
    quicker = plan.model_copy(deep=True)
    quicker.step("b").args["seconds"] = 0.01
    resumed = await make([], max_concurrency=1)[0].run(quicker, previous=result)
    # a resume runs the cancelled step again and what waited on it
    assert {r.step_id: r.status for r in resumed.steps} == {
        "a": StepStatus.DONE, "b": StepStatus.DONE, "c": StepStatus.DONE}


@pytest.mark.asyncio
async def test_cancelling_the_task_also_stops_the_run() -> None:
    ex, events, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="b", agent="test.sleep", args={"seconds": 10})])
    task = asyncio.create_task(ex.run(plan))
    await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert types(events)[-1] == "run_cancelled"


@pytest.mark.asyncio
async def test_cancel_one_step_skips_its_dependents_only() -> None:
    ex, events, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="slow", agent="test.sleep", args={"seconds": 10}),
                                 Step(id="dep", agent="test.noop", depends_on=["slow"]),
                                 Step(id="other", agent="test.sleep", args={"seconds": 0.1})])
    task = asyncio.create_task(ex.run(plan))
    await asyncio.sleep(0.05)
    assert ex.cancel_step("slow")
    result = await asyncio.wait_for(task, 2)
    status = {r.step_id: r.status for r in result.steps}
    assert status == {"slow": StepStatus.CANCELLED, "dep": StepStatus.SKIPPED,
                      "other": StepStatus.DONE}
    cancelled = next(e for e in events if e.step_id == "slow" and e.type == EventType.STEP_FAILED)
    assert cancelled.status == "cancelled"


@pytest.mark.asyncio
async def test_skip_one_step_lets_dependents_run() -> None:
    ex, _events, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="slow", agent="test.sleep", args={"seconds": 10}),
                                 Step(id="dep", agent="test.noop", depends_on=["slow"]),
                                 Step(id="later", agent="test.noop", depends_on=["dep"])])
    task = asyncio.create_task(ex.run(plan))
    await asyncio.sleep(0.05)
    assert ex.skip_step("slow")
    assert ex.skip_step("later")  # pending: skipped before it starts
    result = await asyncio.wait_for(task, 2)
    status = {r.step_id: r.status for r in result.steps}
    assert status == {"slow": StepStatus.SKIPPED, "dep": StepStatus.DONE,
                      "later": StepStatus.SKIPPED}
    assert not ex.skip_step("nonexistent")


@pytest.mark.asyncio
async def test_fanout_children_run_after_parent_and_before_its_dependents() -> None:
    ex, events, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="fan", agent="test.fanout", args={"n": 3}),
                                 Step(id="sheet", agent="test.noop", depends_on=["fan"])])
    result = await ex.run(plan)
    ids = result.plan.ids()
    assert ids == ["fan", "sheet", "test.noop-1", "test.noop-2", "test.noop-3"]
    sheet = result.plan.step("sheet")
    assert sheet.after == ["test.noop-1", "test.noop-2", "test.noop-3"]
    started = [e.step_id for e in events if e.type == EventType.STEP_STARTED]
    assert started[0] == "fan" and started[-1] == "sheet"
    queued = [e for e in events if e.type == EventType.STEP_QUEUED]
    assert [q.parent for q in queued] == ["fan"] * 3
    assert result.plan.step("test.noop-2").depth == 1
    sheet_res = result.result_for("sheet")
    assert sheet_res and sheet_res.handoff
    assert sheet_res.handoff.data["upstream"] == ["fan", "test.noop-1", "test.noop-2",
                                                  "test.noop-3"]


@pytest.mark.asyncio
async def test_failed_child_does_not_skip_the_parents_dependents() -> None:
    ex, _, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="fan", agent="test.fanout",
                                      args={"n": 1, "agent": "test.fail"}),
                                 Step(id="sheet", agent="test.noop", depends_on=["fan"])])
    result = await ex.run(plan)
    status = {r.step_id: r.status for r in result.steps}
    assert status == {"fan": StepStatus.DONE, "sheet": StepStatus.DONE,
                      "test.fail-1": StepStatus.FAILED}


@pytest.mark.asyncio
async def test_guard_budget_refuses_and_emits() -> None:
    ex, events, _ = make([], guards=GuardConfig(run_budget=3))
    plan = Plan(goal="g", steps=[Step(id="fan", agent="test.fanout", args={"n": 5})])
    result = await ex.run(plan)
    assert len(result.plan.steps) == 3
    tripped = [e for e in events if e.type == EventType.GUARD_TRIPPED]
    assert len(tripped) == 3
    assert tripped[0].guard == "budget"
    assert tripped[0].agent == "test.noop"
    assert "budget 3" in tripped[0].message
    fan = result.result_for("fan")
    assert fan and fan.handoff and len(fan.handoff.data["refusals"]) == 3


@pytest.mark.asyncio
async def test_guard_depth_cap() -> None:
    ex, events, _ = make([], guards=GuardConfig(max_depth=2))
    root = Step(id="root", agent="test.fanout", args={"n": 1, "agent": "test.fanout"})
    plan = Plan(goal="g", steps=[root])
    result = await ex.run(plan)
    depths = sorted(s.depth for s in result.plan.steps)
    assert depths == [0, 1, 2]
    tripped = [e.details() for e in events if e.type == EventType.GUARD_TRIPPED]
    assert [t["guard"] for t in tripped] == ["depth"]
    assert "exceeds the cap of 2" in tripped[0]["message"]


@pytest.mark.asyncio
async def test_guard_dedup_on_canonical_args() -> None:
    ex, events, _ = make([])
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop", args={"label": "x"}),
                                 Step(id="fan", agent="test.fanout",
                                      args={"n": 2, "agent": "test.fanout"})])
    result = await ex.run(plan)
    # both children would be test.fanout {"n": 1, "depth": 1}: the second is a duplicate
    tripped = [e.details() for e in events if e.type == EventType.GUARD_TRIPPED]
    assert tripped[0]["guard"] == "dedup"
    assert "already runs test.fanout with the same arguments" in tripped[0]["message"]
    assert sum(1 for s in result.plan.steps if s.parent == "fan") == 1


@pytest.mark.asyncio
async def test_guard_per_agent_cap() -> None:
    from app.orchestrator.guards import Guards

    guards = Guards(registry(), GuardConfig())
    steps = [Step(id="c1", agent="test.capped", args={"label": "1"}),
             Step(id="c2", agent="test.capped", args={"label": "2"})]
    from app.core.errors import GuardRefused

    with pytest.raises(GuardRefused) as info:
        guards.check(steps, "test.capped", {"label": "3"}, [], 1, language="en")
    assert info.value.guard == "per_agent"
    assert "at most 2 times" in str(info.value)


def test_guard_unknown_agent_dep_and_bad_args() -> None:
    from app.core.errors import GuardRefused
    from app.orchestrator.guards import Guards

    guards = Guards(registry(), GuardConfig())
    steps = [Step(id="a", agent="test.noop")]
    with pytest.raises(GuardRefused) as info:
        guards.check(steps, "test.noopp", {}, [], 1, language="en")
    assert info.value.guard == "unknown_agent" and "Did you mean: test.noop" in str(info.value)
    with pytest.raises(GuardRefused) as info:
        guards.check(steps, "test.noop", {}, ["zz"], 1, language="en")
    assert info.value.guard == "unknown_dep" and "zz" in str(info.value)
    with pytest.raises(GuardRefused) as info:
        guards.check(steps, "test.sleep", {"seconds": -5}, [], 1, language="en")
    assert info.value.guard == "bad_args"


def test_failed_steps_may_be_requeued() -> None:
    from app.orchestrator.guards import Guards

    guards = Guards(registry(), GuardConfig())
    failed = Step(id="a", agent="test.noop", args={"label": "x"}, status=StepStatus.FAILED)
    guards.check([failed], "test.noop", {"label": "x"}, [], 1, language="en")  # no exception


@pytest.mark.asyncio
async def test_every_transition_is_persisted(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    snapshots: list[str] = []
    hub = EventHub()

    def snap(event: Event) -> None:
        run_writer().submit(lambda: None).result()  # the writes queued so far are done
        path = tmp_path / event.run_id / "run.json"
        if path.exists():
            snapshots.append(path.read_text())

    hub.subscribe(snap)
    ex = Executor(registry(), events=hub, store=store)
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop"),
                                 Step(id="b", agent="test.noop", depends_on=["a"])])
    result = await ex.run(plan)
    saved = store.load(result.run_id)
    assert saved.status == "finished"
    assert [s.status for s in saved.plan.steps] == [StepStatus.DONE, StepStatus.DONE]
    assert store.load_handoff(result.run_id, "a") is not None
    trace = store.events(result.run_id)
    assert [e.type for e in trace] == [e.type for e in trace if e.run_id == result.run_id]
    assert trace[-1].type == EventType.RUN_FINISHED
    assert any('"status":"running"' in s for s in snapshots)


@pytest.mark.asyncio
async def test_run_json_is_written_off_the_event_loop(tmp_path: Path) -> None:
    """The durable write (an fsync) never runs on the loop's thread, and the run's last
    snapshot is on disk when `run` returns."""
    import threading

    threads: list[int] = []

    class WatchedStore(RunStore):
        def write_run(self, run_id: str, text: str) -> None:
            threads.append(threading.get_ident())
            super().write_run(run_id, text)

    store = WatchedStore(tmp_path)
    ex = Executor(registry(), events=EventHub(), store=store)
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop"),
                                 Step(id="b", agent="test.noop", depends_on=["a"])])
    result = await ex.run(plan)
    assert threads
    assert threading.get_ident() not in threads
    assert store.load(result.run_id).status == "finished"


@pytest.mark.asyncio
async def test_refused_follow_ups_are_noted_in_the_runs_language() -> None:
    ex, _, _ = make([], guards=GuardConfig(run_budget=2))
    plan = Plan(goal="g", language="pt",
                steps=[Step(id="fan", agent="test.fanout", args={"n": 3})])
    result = await ex.run(plan)
    fan = result.result_for("fan")
    assert fan and fan.handoff
    notes = [n for n in fan.handoff.for_next if n.startswith("passo adicional recusado: ")]
    assert len(notes) == 2


@pytest.mark.asyncio
async def test_handoff_files_are_written_off_the_loop(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A step's handoff copy (an article's handoff holds the whole article) is written
    by the run-writer thread, not on the loop the window runs on."""
    import threading

    store = RunStore(tmp_path)
    writers: list[str] = []
    real = store.save_handoff

    def recording(run_id: str, step_id: str, handoff: Any) -> None:
        writers.append(threading.current_thread().name)
        real(run_id, step_id, handoff)

    monkeypatch.setattr(store, "save_handoff", recording)
    ex = Executor(registry(), events=EventHub(), store=store)
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop"),
                                 Step(id="b", agent="test.noop", depends_on=["a"])])
    result = await ex.run(plan)
    assert len(writers) == 2 and all(w.startswith("preparo-run-writer") for w in writers)
    assert store.load_handoff(result.run_id, "b") is not None  # written by the run's end
