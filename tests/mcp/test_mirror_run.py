"""A real goal through the MCP server: builtin agents and planner against the local mirror."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.mcp.harness import ProgressLog, data, mcp_session

pytestmark = pytest.mark.asyncio

mirror_server = pytest.importorskip("app.mirror.server")


async def test_real_goal_runs_against_the_mirror_with_progress(isolated_home: Path) -> None:
    progress = ProgressLog()
    with mirror_server.running_mirror() as mirror:
        async with mcp_session(isolated_home, test_agents=False, env=mirror.env) as s:
            tools = {t.name for t in (await s.list_tools()).tools}
            plan = data(await s.call_tool("meta_plan_goal", {
                "goal": "Prepare my Sunday meeting", "language": "en"}))
            result = data(await s.call_tool("meta_run_plan", {"plan": plan},
                                            progress_callback=progress))
            await progress.wait_for("run_finished", timeout=30)
            verse = data(await s.call_tool("agent_verse_explain",
                                           {"references": ["Juan 3:16"], "language": "es"}))
        served = mirror.count()
    assert {"agent_verse_explain", "agent_meeting_week", "agent_export_study_sheet"} <= tools
    agents = {st["agent"] for st in plan["steps"]}
    assert {"meeting.week", "meeting.watchtower_study"} <= agents
    assert result["status"] == "finished"
    assert all(st["status"] == "done" for st in result["steps"]), result["steps"]
    assert len(result["steps"]) > len(plan["steps"])  # follow-ups enqueued at run time
    assert any(" queued by " in m for m in progress.messages)
    ended = [m for m in progress.messages if "] " in m and (" done, " in m)]
    assert len(ended) == len(result["steps"])
    cited = [f["citation"]["url"] for f in result["findings"] if f["citation"]]
    assert cited and all(url.startswith(mirror.wol_url) for url in cited)
    assert verse["steps"][0]["status"] == "done" and verse["plan"]["language"] == "es"
    assert verse["findings"][0]["citation"]["url"].startswith(f"{mirror.wol_url}/es/wol/b/")
    assert any(f["kind"] == "study_note" for f in verse["findings"])
    assert served > 0


async def test_a_fact_check_tool_carries_its_verdict_and_evidence(isolated_home: Path) -> None:
    with mirror_server.running_mirror() as mirror:
        async with mcp_session(isolated_home, test_agents=False, env=mirror.env) as s:
            result = data(await s.call_tool("agent_apologetics_fact_check", {
                "claim": "God does not punish people in a hell of fire", "language": "en"}))
    answer = next(f for f in result["findings"] if f["kind"] == "claim_check")
    assert answer["verdict"] is not None and answer["verdict"]["label"] == "entails"
    assert answer["data"]["verdict"] == "supported" and answer["data"]["searched"]
    evidence = answer["data"]["evidence"][0]
    assert "hell" in evidence["text"] and evidence["url"].startswith(mirror.wol_url)
    # the run says which part of the goal is covered (app/core/coverage.py)
    assert result["coverage"]["complete"] is True
    assert result["coverage"]["parts"][0]["agent"] == "apologetics.fact_check"
