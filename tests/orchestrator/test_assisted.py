"""A queue an assistant drives is a run of the one run engine: its changes follow the
executor's rules, its events reach the service's event hub like any run's, and the
executor can take over the tasks still queued."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.events import Event
from app.core.models import Handoff
from app.core.settings import Settings
from app.orchestrator.assisted import AssistedRun
from app.orchestrator.store import RunStore
from app.service import PreparoService
from tests.orchestrator import fake_agents


def _service(tmp_path: Path) -> PreparoService:
    return PreparoService(Settings(), registry=fake_agents.registry(),
                          store=RunStore(tmp_path / "runs"),
                          services={"entailer": None})


def _handoff(did: str) -> dict[str, list[str]]:
    return {"goals": ["g"], "did": [did], "for_next": [], "files_touched": []}


def test_queue_events_reach_the_service_hub_like_any_run(tmp_path: Path,
                                                        isolated_home: Path) -> None:
    service = _service(tmp_path)
    seen: list[Event] = []
    service.events.subscribe(seen.append)
    queue = service.task_queue()
    first = queue.enqueue("test.noop", {"label": "a"}, reason="read")
    queue.enqueue("test.noop", {"label": "b"}, depends_on=[first["task_id"]], reason="then")
    done = queue.complete(first["task_id"], "done", _handoff("read it"))
    assert done["ready"] == ["test.noop-2"]
    assert [(e.type.value, e.step_id) for e in seen] == [
        ("run_started", None), ("step_queued", "test.noop-1"), ("step_queued", "test.noop-2"),
        ("step_finished", "test.noop-1")]
    assert {e.run_id for e in seen} == {first["run_id"]}


def test_a_failed_task_skips_its_dependents_by_the_executors_rule(
        tmp_path: Path, isolated_home: Path) -> None:
    service = _service(tmp_path)
    queue = service.task_queue()
    a = queue.enqueue("test.noop", {"label": "a"}, reason="r")
    b = queue.enqueue("test.noop", {"label": "b"}, depends_on=[a["task_id"]], reason="r")
    c = queue.enqueue("test.noop", {"label": "c"}, depends_on=[b["task_id"]], reason="r")
    failed = queue.complete(a["task_id"], "failed", _handoff("gave up"), error="no sources")
    run = service.load_run(a["run_id"])
    results = {r.step_id: r for r in run.steps}
    assert failed["skipped"] == [b["task_id"], c["task_id"]]
    assert results[b["task_id"]].blocked_by == a["task_id"]
    assert results[c["task_id"]].blocked_by == b["task_id"]
    assert results[a["task_id"]].error == "no sources"
    assert run.status == "failed"


@pytest.mark.asyncio
async def test_the_executor_takes_over_the_tasks_still_queued(
        tmp_path: Path, isolated_home: Path) -> None:
    service = _service(tmp_path)
    queue = service.task_queue()
    a = queue.enqueue("test.noop", {"label": "a"}, reason="r")
    b = queue.enqueue("test.noop", {"label": "b"}, depends_on=[a["task_id"]], reason="r")
    queue.complete(a["task_id"], "done", _handoff("by the assistant"))
    result = await service.resume(a["run_id"])
    by_id = {r.step_id: r for r in result.steps}
    assert result.status == "finished"
    assert by_id[a["task_id"]].handoff == Handoff(goals=["g"], did=["by the assistant"])
    assert by_id[b["task_id"]].handoff is not None
    assert by_id[b["task_id"]].handoff.did == [f"noop {b['task_id']}"]


def test_an_operation_leaves_the_run_on_disk_before_it_returns(tmp_path: Path,
                                                             isolated_home: Path) -> None:
    service = _service(tmp_path)
    queue = service.task_queue()
    a = queue.enqueue("test.noop", {"label": "a"}, reason="r")
    opened = AssistedRun(service.registry, service.load_run(a["run_id"]),
                         settings=service.settings, store=service.store)
    opened.complete_task(a["task_id"], Handoff(did=["x"]))
    assert service.load_run(a["run_id"]).status == "finished"
