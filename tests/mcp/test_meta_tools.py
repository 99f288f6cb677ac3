"""The meta tools and the agent tools, over stdio with the test agents."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import anyio
import pytest
from mcp import ClientSession

from tests.mcp.harness import ProgressLog, data, mcp_session, text, write_settings

pytestmark = pytest.mark.asyncio

TOOL_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


async def test_lists_meta_queue_and_agent_tools(isolated_home: Path) -> None:
    async with mcp_session(isolated_home) as s:
        tools = {t.name: t for t in (await s.list_tools()).tools}
        listed = data(await s.call_tool("meta_list_tools", {"language": "es"}))
    assert {"meta_list_tools", "meta_plan_goal", "meta_plan_sunday", "meta_run_plan",
            "meta_resume_run", "meta_list_runs", "enqueue_task", "complete_task",
            "read_handoffs", "list_tasks"} <= tools.keys()
    assert all(TOOL_NAME.match(name) for name in tools)
    sleep = tools["agent_test_sleep"]
    assert sleep.input_schema["properties"]["seconds"]["type"] == "number"
    assert sleep.input_schema["required"] == ["seconds"]
    assert sleep.input_schema["properties"]["language"]["enum"] == ["es", "en", "pt"]
    fail_description = tools["agent_test_fail"].description or ""
    assert "test.fail" in fail_description and "Fallback agent: test.noop" in fail_description
    assert tools["enqueue_task"].input_schema["required"] == ["agent", "reason"]
    assert tools["meta_plan_goal"].input_schema["required"] == ["goal"]
    by_name = {t["name"]: t for t in listed["tools"]}
    assert by_name["test.sleep"]["mcp_tool"] == "agent_test_sleep"
    assert by_name["test.fail"]["fallback"] == "test.noop"
    assert by_name["test.sleep"]["args_schema"]["properties"]["seconds"]["type"] == "number"


async def test_progress_never_goes_past_its_total_after_a_replan(isolated_home: Path) -> None:
    progress = ProgressLog()
    async with mcp_session(isolated_home) as s:
        plan = data(await s.call_tool("meta_plan_goal", {"goal": "two noops"}))
        plan["steps"].append({"id": "c", "agent": "test.fail", "args": {},
                              "depends_on": [], "rationale": "fails; test.noop falls back"})
        result = data(await s.call_tool("meta_run_plan", {"plan": plan},
                                        progress_callback=progress))
        await progress.wait_for("run_finished")
    assert result["replans"] == 1 and "c.fb" in {st["id"] for st in result["steps"]}
    counts = [tuple(int(n) for n in m[1:m.index("]")].split("/"))
              for m in progress.messages if re.match(r"^\[\d+/\d+\]", m)]
    assert counts and all(ended <= total for ended, total in counts)
    assert counts[-1] == (4, 4)
    assert progress.messages[-1].endswith(": finished with problems")


async def test_plan_goal_and_sunday_return_the_cli_plan_json(isolated_home: Path) -> None:
    async with mcp_session(isolated_home) as s:
        plan = data(await s.call_tool("meta_plan_goal", {
            "goal": "Explain John 3:16", "language": "es", "date": "2026-03-01"}))
        sunday = data(await s.call_tool("meta_plan_sunday", {"language": "pt"}))
        missing = await s.call_tool("meta_plan_goal", {"language": "es"})
        bad_lang = await s.call_tool("meta_plan_goal", {"goal": "x", "language": "fr"})
        unknown = await s.call_tool("no_such_tool", {})
    assert plan.keys() == {"goal", "language", "congregation", "steps", "confidence",
                           "planner", "revision", "notes"}
    assert plan["language"] == "es" and plan["planner"] == "fake"
    assert plan["notes"] == ["today 2026-03-01"]
    assert plan["steps"][1] == {"id": "b", "agent": "test.noop", "args": {},
                                "depends_on": ["a"], "rationale": ""}
    assert sunday["language"] == "pt" and sunday["steps"][0]["id"] == "week"
    assert missing.is_error and "goal: Field required" in text(missing)
    assert bad_lang.is_error and "language" in text(bad_lang)
    assert unknown.is_error and "Unknown tool 'no_such_tool'" in text(unknown)


async def test_run_plan_reports_progress_per_step_event(isolated_home: Path) -> None:
    progress = ProgressLog()
    async with mcp_session(isolated_home) as s:
        plan = data(await s.call_tool("meta_plan_goal", {"goal": "sleep 0.3"}))
        plan["steps"].append({"id": "c", "agent": "test.fanout", "args": {"n": 2},
                              "depends_on": ["b"], "rationale": "follow-ups"})
        result = data(await s.call_tool("meta_run_plan", {"plan": plan},
                                        progress_callback=progress))
        await progress.wait_for("run_finished")
        runs = data(await s.call_tool("meta_list_runs", {}))
    assert result["status"] == "finished"
    assert [st["status"] for st in result["steps"]] == ["done"] * 5
    assert {st["id"] for st in result["steps"]} == {"a", "b", "c", "test.noop-1", "test.noop-2"}
    cited = [f for f in result["findings"] if f["citation"]]
    assert cited and cited[0]["citation"]["url"].startswith("https://wol.jw.org/")
    values = [p for p, _, _ in progress.items]
    assert values == sorted(values) and len(set(values)) == len(values)
    messages = progress.messages
    assert messages[0] == f"run {result['run_id']} started: 3 steps"
    for step in ("a", "b", "c"):
        assert any(f"] {step} started" in m for m in messages)
        assert any(f"] {step} done" in m for m in messages)
    assert any("test.noop-1 queued by c" in m for m in messages)
    assert messages[-1].startswith("[5/5] run_finished in ")
    assert runs["runs"][0]["run_id"] == result["run_id"]
    assert runs["runs"][0]["status"] == "finished"


async def test_run_plan_refuses_bad_plans_with_actionable_errors(isolated_home: Path) -> None:
    bad_agent = {"goal": "g", "steps": [{"id": "a", "agent": "test.nop"},
                                        {"id": "b", "agent": "test.sleep",
                                         "args": {"seconds": -1}}]}
    cycle = {"goal": "g", "steps": [{"id": "a", "agent": "test.noop", "depends_on": ["b"]},
                                    {"id": "b", "agent": "test.noop", "depends_on": ["a"]}]}
    async with mcp_session(isolated_home) as s:
        both = await s.call_tool("meta_run_plan", {"goal": "x", "plan": cycle})
        neither = await s.call_tool("meta_run_plan", {})
        unknown = await s.call_tool("meta_run_plan", {"plan": bad_agent})
        cyclic = await s.call_tool("meta_run_plan", {"plan": cycle})
        gone = await s.call_tool("meta_resume_run", {"run_id": "20990101-000000-abcdef"})
    assert both.is_error and neither.is_error
    assert "either plan" in text(neither)
    assert unknown.is_error
    assert "Unknown agent 'test.nop'. Did you mean: test.noop" in text(unknown)
    assert "step 'b': test.sleep: argument seconds" in text(unknown)
    assert cyclic.is_error and "dependency cycle" in text(cyclic)
    assert gone.is_error and "No run '20990101-000000-abcdef'" in text(gone)


async def _call_until(session: ClientSession, progress: ProgressLog, arguments: dict[str, object],
                      fragment: str) -> float:
    """Call meta_run_plan and cancel the request once a progress message has `fragment`;
    return when the cancellation was sent."""
    async with anyio.create_task_group() as tg:
        scope = anyio.CancelScope()

        async def call() -> None:
            with scope:
                await session.call_tool("meta_run_plan", arguments, progress_callback=progress)

        tg.start_soon(call)
        await progress.wait_for(fragment)
        scope.cancel()
    return time.monotonic()


async def test_cancelling_the_request_cancels_the_run_and_resume_finishes_it(
        isolated_home: Path) -> None:
    progress = ProgressLog()
    async with mcp_session(isolated_home) as s:
        cancelled_at = await _call_until(s, progress, {"goal": "sleep 3"}, "] b started")
        run_id = progress.messages[0].split()[1]
        with anyio.fail_after(10):
            while True:
                runs = data(await s.call_tool("meta_list_runs", {}))["runs"]
                if runs and runs[0]["status"] == "cancelled":
                    break
                await anyio.sleep(0.05)
        seen_cancelled = time.monotonic() - cancelled_at
        stored = json.loads((isolated_home / "data" / "runs" / run_id / "run.json").read_text())
        resumed_progress = ProgressLog()
        resumed = data(await s.call_tool("meta_resume_run", {"run_id": run_id},
                                         progress_callback=resumed_progress))
        await resumed_progress.wait_for("run_finished")
    assert runs[0]["run_id"] == run_id
    assert seen_cancelled < 2.0  # the 3-second step did not run to its end
    assert {r["step_id"]: r["status"] for r in stored["steps"]} == {"a": "done", "b": "cancelled"}
    trace = (isolated_home / "data" / "runs" / run_id / "trace.jsonl").read_text()
    assert '"run_cancelled"' in trace
    assert resumed["run_id"] == run_id and resumed["status"] == "finished"
    assert [st["status"] for st in resumed["steps"]] == ["done", "done"]
    assert resumed_progress.messages[0] == f"run {run_id} resumed: 2 steps"
    assert not any("] a started" in m for m in resumed_progress.messages)
    assert any("] b done" in m for m in resumed_progress.messages)


async def test_heartbeat_keeps_progress_flowing_during_a_long_step(isolated_home: Path) -> None:
    progress = ProgressLog()
    async with mcp_session(isolated_home, extra_args=["--heartbeat", "0.2"]) as s:
        result = data(await s.call_tool("meta_run_plan", {"goal": "sleep 1.2"},
                                        progress_callback=progress))
        await progress.wait_for("run_finished")
    assert result["status"] == "finished"
    beats = [m for m in progress.messages if m == "running: 1/2 steps ended"]
    assert len(beats) >= 3


async def test_agent_tools_run_one_agent_through_the_executor(isolated_home: Path) -> None:
    progress = ProgressLog()
    async with mcp_session(isolated_home) as s:
        noop = data(await s.call_tool("agent_test_noop", {"label": "hi", "language": "pt"},
                                      progress_callback=progress))
        await progress.wait_for("run_finished")
        fanout = data(await s.call_tool("agent_test_fanout", {"n": 2}))
        failed = await s.call_tool("agent_test_fail", {})
        bad = await s.call_tool("agent_test_sleep", {"seconds": -1})
        missing = await s.call_tool("agent_test_sleep", {})
        french = await s.call_tool("agent_test_noop", {"language": "fr"})
        runs = data(await s.call_tool("meta_list_runs", {}))["runs"]
    assert noop["status"] == "finished"
    assert noop["plan"]["language"] == "pt" and noop["plan"]["planner"] == "mcp-tool"
    assert noop["steps"] == [{"id": "test.noop", "agent": "test.noop", "status": "done",
                              "error": None, "elapsed_ms": noop["steps"][0]["elapsed_ms"]}]
    assert noop["findings"][0]["summary"] == "noop hi"
    assert noop["handoff"]["did"] == ["noop test.noop"]
    assert any("test.noop done, 1 findings" in m for m in progress.messages)
    assert [st["id"] for st in fanout["steps"]] == ["test.fanout", "test.noop-1", "test.noop-2"]
    assert fanout["handoff"]["data"]["children"] == ["test.noop-1", "test.noop-2"]
    assert failed.is_error
    assert text(failed) == "test.fail failed: test.fail failed on purpose"
    # the fallback (test.noop) did the work: the run finished, with a problem to report
    assert failed.structured_content
    assert failed.structured_content["run"]["status"] == "finished_with_problems"
    assert failed.structured_content["run"]["problems"] == [
        "test.fail: test.fail failed on purpose"]
    assert bad.is_error and "test.sleep: argument seconds" in text(bad)
    assert missing.is_error and "seconds: Field required" in text(missing)
    assert french.is_error
    assert text(french) == "Invalid arguments for test.noop: language: expected one of es, en, pt"
    assert len(runs) == 3  # invalid arguments start no run


async def test_concurrent_runs_keep_their_progress_apart(isolated_home: Path) -> None:
    logs = [ProgressLog(), ProgressLog()]
    results: list[dict[str, object]] = [{}, {}]
    async with mcp_session(isolated_home) as s:

        async def run(i: int) -> None:
            results[i] = data(await s.call_tool("meta_run_plan", {"goal": f"sleep 0.{i + 3}"},
                                                progress_callback=logs[i]))
            await logs[i].wait_for("run_finished")

        async with anyio.create_task_group() as tg:
            tg.start_soon(run, 0)
            tg.start_soon(run, 1)
    for log, result in zip(logs, results, strict=True):
        assert result["status"] == "finished"
        started = [m for m in log.messages if " started: " in m]
        assert started == [f"run {result['run_id']} started: 2 steps"]
        assert sum("run_finished" in m for m in log.messages) == 1
        assert sum("] b done" in m for m in log.messages) == 1



async def test_run_plan_refuses_a_plan_of_too_many_steps(isolated_home: Path) -> None:
    from app.core.models import MAX_PLAN_STEPS

    huge = {"goal": "g", "steps": [{"id": f"s{i}", "agent": "test.noop"}
                                   for i in range(10_000)]}
    async with mcp_session(isolated_home) as s:
        refused = await s.call_tool("meta_run_plan", {"plan": huge})
        runs = await s.call_tool("meta_list_runs", {})
    assert refused.is_error and f"at most {MAX_PLAN_STEPS} steps" in text(refused)
    assert "run_id" not in text(runs)  # nothing was started


async def test_tool_errors_speak_the_settings_language(isolated_home: Path) -> None:
    write_settings(isolated_home, language="es")
    async with mcp_session(isolated_home) as s:
        unknown = await s.call_tool("no_such_tool", {})
        neither = await s.call_tool("meta_run_plan", {})
        french = await s.call_tool("agent_test_noop", {"language": "fr"})
        failed = await s.call_tool("agent_test_fail", {"language": "pt"})
        no_queue = await s.call_tool("list_tasks", {})
    assert text(no_queue).startswith("Todavía no hay ninguna cola en esta sesión")
    assert text(unknown) == ("Herramienta desconocida 'no_such_tool'; consulte tools/list o "
                             "meta_list_tools.")
    assert text(neither).startswith("meta_run_plan necesita plan")
    assert text(french) == ("Argumentos no válidos para test.noop: language: se esperaba uno "
                            "de es, en, pt")
    # an agent's failure speaks the run's language (pt here), as its steps do
    assert text(failed).startswith("test.fail falhou: ")


async def test_run_plan_keeps_the_goal_limit_and_replies_inert(isolated_home: Path) -> None:
    """A plan sent by a client meets the same 2000-character goal limit as a typed goal,
    and no reply carries a terminal escape or a bidi override."""
    huge = {"goal": "x" * 1_000_000, "steps": [{"id": "a", "agent": "test.noop"}]}
    hostile = {"goal": "two noops \x1b]0;owned\x07\x1b[2J \u202eok",
               "steps": [{"id": "a", "agent": "test.noop"}]}
    async with mcp_session(isolated_home) as s:
        refused = await s.call_tool("meta_run_plan", {"plan": huge})
        ran = await s.call_tool("meta_run_plan", {"plan": hostile})
        runs = await s.call_tool("meta_list_runs", {})
    assert refused.is_error and "2000" in text(refused)
    assert not ran.is_error
    for reply in (text(ran), text(runs), json.dumps(data(runs), ensure_ascii=False)):
        assert "two noops" in reply
        assert not any(c in reply for c in "\x1b\x07\u202e")
    stored = [p.read_text("utf-8") for p in isolated_home.rglob("run.json")]
    assert stored and all("\\u001b" not in t and "\u202e" not in t for t in stored)
