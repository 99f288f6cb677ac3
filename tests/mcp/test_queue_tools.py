"""The queue tools: an assistant enqueues tasks through the guards and completes them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession

from tests.mcp.harness import data, mcp_session, text, write_settings

pytestmark = pytest.mark.asyncio


async def _enqueue(s: ClientSession, agent: str, args: dict[str, Any] | None = None,
                   **extra: Any) -> dict[str, Any]:
    return data(await s.call_tool("enqueue_task", {"agent": agent, "args": args or {},
                                                   "reason": extra.pop("reason", "test"),
                                                   **extra}))


def _handoff(did: str) -> dict[str, Any]:
    return {"goals": ["find sources"], "did": [did], "for_next": ["use the citations"],
            "files_touched": ["notes.md"]}


async def test_queue_enqueue_complete_and_read_handoffs(isolated_home: Path) -> None:
    async with mcp_session(isolated_home) as s:
        before = await s.call_tool("complete_task", {"task_id": "x", "status": "done",
                                                     "handoff": _handoff("x")})
        first = await _enqueue(s, "test.noop", {"label": "verse"}, goal="Study John 3",
                               language="es", reason="read the verse")
        second = await _enqueue(s, "test.noop", {"label": "notes"},
                                depends_on=[first["task_id"]])
        run_id = first["run_id"]
        tasks = data(await s.call_tool("list_tasks", {}))
        early = await s.call_tool("complete_task", {"task_id": second["task_id"],
                                                    "status": "done", "handoff": _handoff("n")})
        done = data(await s.call_tool("complete_task", {
            "task_id": first["task_id"], "status": "done", "handoff": _handoff("read it")}))
        again = await s.call_tool("complete_task", {"task_id": first["task_id"],
                                                    "status": "failed",
                                                    "handoff": _handoff("again")})
        bad_handoff = await s.call_tool("complete_task", {
            "task_id": second["task_id"], "status": "done", "handoff": {"did": "not a list"}})
        unknown = await s.call_tool("complete_task", {"task_id": "nope", "status": "done",
                                                      "handoff": _handoff("x")})
        last = data(await s.call_tool("complete_task", {
            "task_id": second["task_id"], "status": "done", "handoff": _handoff("notes")}))
        by_task = data(await s.call_tool("read_handoffs", {"task_id": first["task_id"]}))
        by_agent = data(await s.call_tool("read_handoffs", {"agent": "test.noop"}))
        no_agent = await s.call_tool("read_handoffs", {"agent": "test.sleep"})
        runs = data(await s.call_tool("meta_list_runs", {}))["runs"]
    assert before.is_error and "call enqueue_task first" in text(before)
    assert first == {"run_id": run_id, "task_id": "test.noop-1", "agent": "test.noop",
                     "status": "queued", "depends_on": [], "depth": 0, "created_queue": True,
                     "tasks": 1, "budget": 30}
    assert second["run_id"] == run_id and second["task_id"] == "test.noop-2"
    assert second["depth"] == 1 and not second["created_queue"]
    assert tasks["ready"] == ["test.noop-1"] and tasks["goal"] == "Study John 3"
    assert [t["reason"] for t in tasks["tasks"]] == ["read the verse", "test"]
    assert early.is_error
    assert "depends on test.noop-1 (queued); complete those first" in text(early)
    assert done["status"] == "done" and done["ready"] == ["test.noop-2"]
    assert done["run_status"] == "running"
    assert again.is_error and "already done" in text(again)
    assert bad_handoff.is_error and "handoff.did" in text(bad_handoff)
    assert unknown.is_error and "its tasks are: test.noop-1, test.noop-2" in text(unknown)
    assert last["run_status"] == "finished"
    assert by_task["handoffs"] == [{"task_id": "test.noop-1", "agent": "test.noop",
                                    "status": "done", "handoff": {
                                        "goals": ["find sources"], "did": ["read it"],
                                        "for_next": ["use the citations"],
                                        "files_touched": ["notes.md"], "data": {}}}]
    assert [h["task_id"] for h in by_agent["handoffs"]] == ["test.noop-1", "test.noop-2"]
    assert no_agent.is_error and "its agents are: test.noop" in text(no_agent)
    assert runs[0]["run_id"] == run_id and runs[0]["status"] == "finished"
    folder = isolated_home / "data" / "runs" / run_id
    stored = json.loads((folder / "run.json").read_text())
    assert stored["plan"]["planner"] == "mcp-queue" and stored["plan"]["language"] == "es"
    assert stored["plan"]["steps"][1]["depends_on"] == ["test.noop-1"]
    assert [r["status"] for r in stored["steps"]] == ["done", "done"]
    on_disk = json.loads((folder / "handoffs" / "test.noop-1.json").read_text())
    assert on_disk["did"] == ["read it"]
    kinds = [json.loads(line)["type"] for line in (folder / "trace.jsonl").read_text().split("\n")
             if line]
    assert kinds == ["run_started", "step_queued", "step_queued", "step_finished",
                     "step_finished", "run_finished"]


async def test_failed_task_skips_its_dependents_and_queues_are_separate(
        isolated_home: Path) -> None:
    async with mcp_session(isolated_home) as s:
        a = await _enqueue(s, "test.noop", {"label": "a"})
        b = await _enqueue(s, "test.noop", {"label": "b"}, depends_on=[a["task_id"]])
        c = await _enqueue(s, "test.noop", {"label": "c"}, depends_on=[b["task_id"]])
        failed = data(await s.call_tool("complete_task", {
            "task_id": a["task_id"], "status": "failed", "handoff": _handoff("gave up"),
            "error": "no sources found"}))
        tasks = data(await s.call_tool("list_tasks", {}))
        other = await _enqueue(s, "test.noop", {"label": "a"}, new_queue=True)
        back = await _enqueue(s, "test.noop", {"label": "d"}, run_id=a["run_id"])
        executor_run = data(await s.call_tool("agent_test_noop", {}))
        on_run = await s.call_tool("enqueue_task", {"agent": "test.noop", "reason": "x",
                                                    "run_id": executor_run["run_id"]})
        run_handoffs = data(await s.call_tool("read_handoffs",
                                              {"run_id": executor_run["run_id"]}))
    assert failed["status"] == "failed"
    assert failed["skipped"] == [b["task_id"], c["task_id"]]
    assert failed["run_status"] == "failed"
    assert [t["status"] for t in tasks["tasks"]] == ["failed", "skipped", "skipped"]
    assert tasks["tasks"][0]["error"] == "no sources found"
    assert tasks["tasks"][2]["error"] == f"skipped because {b['task_id']} skipped"
    assert other["created_queue"] and other["run_id"] != a["run_id"]
    assert other["task_id"] == "test.noop-1"  # the same args are no duplicate in a new queue
    assert back["run_id"] == a["run_id"] and back["task_id"] == "test.noop-4"
    assert on_run.is_error and "run by Preparo's executor" in text(on_run)
    assert run_handoffs["handoffs"][0]["handoff"]["did"] == ["noop test.noop"]


async def test_each_guard_refusal_is_an_actionable_tool_error(isolated_home: Path) -> None:
    write_settings(isolated_home, run_budget=5, max_depth=1)
    refusals: dict[str, str] = {}

    async def refused(s: ClientSession, guard: str, agent: str, args: dict[str, Any],
                      **extra: Any) -> None:
        result = await s.call_tool("enqueue_task", {"agent": agent, "args": args,
                                                    "reason": "r", **extra})
        assert result.is_error, guard
        assert result.structured_content is not None
        assert result.structured_content["guard"] == guard
        refusals[guard] = text(result)

    async with mcp_session(isolated_home) as s:
        await refused(s, "unknown_agent", "test.nop", {})
        await refused(s, "bad_args", "test.sleep", {"seconds": -1})
        first = await _enqueue(s, "test.noop", {"label": "x"})
        await refused(s, "unknown_dep", "test.noop", {}, depends_on=["zzz"])
        await refused(s, "dedup", "test.noop", {"label": "x"})
        await _enqueue(s, "test.capped", {"label": "1"})
        await _enqueue(s, "test.capped", {"label": "2"})
        await refused(s, "per_agent", "test.capped", {"label": "3"})
        child = await _enqueue(s, "test.noop", {"label": "y"}, depends_on=[first["task_id"]])
        await refused(s, "depth", "test.noop", {"label": "z"}, depends_on=[child["task_id"]])
        await _enqueue(s, "test.noop", {"label": "w"})
        await refused(s, "budget", "test.noop", {"label": "v"})
        no_reason = await s.call_tool("enqueue_task", {"agent": "test.noop", "args": {}})
        tasks = data(await s.call_tool("list_tasks", {}))
    assert refusals["unknown_agent"].startswith("Unknown agent 'test.nop'. Did you mean: test.noop")
    assert refusals["bad_args"].startswith("Invalid arguments: test.sleep: argument seconds")
    assert refusals["unknown_dep"].startswith("Unknown dependency zzz; depend on one of")
    assert "Step 'test.noop-1' already runs test.noop with the same arguments" \
        in refusals["dedup"]
    assert "at most 2 times in one run (already 2)" in refusals["per_agent"]
    assert "Follow-up depth 2 exceeds the cap of 1" in refusals["depth"]
    assert "already has 5 steps (budget 5)" in refusals["budget"]
    assert no_reason.is_error and "reason: Field required" in text(no_reason)
    assert len(tasks["tasks"]) == 5 and tasks["budget"] == 5
    trace = (isolated_home / "data" / "runs" / tasks["run_id"] / "trace.jsonl").read_text()
    tripped = [json.loads(line)["guard"] for line in trace.splitlines()
               if '"guard_tripped"' in line]
    assert tripped == ["unknown_dep", "dedup", "per_agent", "depth", "budget"]
