"""The MCP protocol layer on the wire (app/mcp/protocol.py, framing.py, stdio.py),
frame by frame: what the SDK's client never sends or never checks."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.mcp.protocol import SUPPORTED_VERSIONS
from tests.mcp.harness import REPO
from tests.mcp.raw_client import Frame, RawServer

LATEST = "2025-11-25"


@pytest.fixture
def start(isolated_home: Path) -> Iterator[Callable[..., RawServer]]:
    servers: list[RawServer] = []

    def start_server(**kwargs: Any) -> RawServer:
        server = RawServer(isolated_home / f"server{len(servers)}", **kwargs)
        servers.append(server)
        return server

    yield start_server
    for server in servers:
        server.kill()


def _code(frame: Frame) -> int:
    code: int = frame["error"]["code"]
    return code


def _closes_cleanly(server: RawServer, within: float = 10.0) -> None:
    began = time.monotonic()
    assert server.close() == 0
    assert time.monotonic() - began < within
    assert "Traceback" not in server.stderr, server.stderr
    assert not server.bad_lines


def test_malformed_frames_get_parse_and_invalid_request_errors(
        start: Callable[..., RawServer]) -> None:
    s = start()
    s.initialize()
    unreadable: list[tuple[bytes | Frame | list[Any], int]] = [
        (b"{not json", -32700),
        (b"", -32700),  # an empty line is no JSON either
        (b'{"jsonrpc": "2.0", "id": 1, "method": "ping"', -32700),  # cut short
        (b"\xff\xfe{}", -32700),  # not UTF-8
        (b"NaN", -32700),  # Python's json would take it; JSON does not
        (b"[1, 2]", -32600),  # batches are not part of 2025-11-25
        ([], -32600),
        (b"just a string", -32700),
        (json.dumps("a JSON string").encode(), -32600),
        ({"jsonrpc": "2.0", "id": None, "method": "ping"}, -32600),  # ids are never null
        ({"jsonrpc": "2.0", "id": 1.5, "method": "ping"}, -32600),
        ({"jsonrpc": "2.0", "id": True, "method": "ping"}, -32600),
        ({"jsonrpc": "2.0", "id": 3, "method": 5}, -32600),
        ({"jsonrpc": "1.0", "id": 4, "method": "ping"}, -32600),
        ({"id": 5, "method": "ping"}, -32600),
        ({"jsonrpc": "2.0", "id": 6}, -32600),  # neither a request nor a response
    ]
    s.send(*(frame for frame, _ in unreadable))
    ident = s.request("ping")
    s.reply(ident)
    errors = [f for f in s.seen if isinstance(f, dict) and "error" in f]
    assert [_code(f) for f in errors] == [code for _, code in unreadable]
    assert all(f["id"] is None for f in errors)
    assert all(f["jsonrpc"] == "2.0" for f in errors)
    _closes_cleanly(s)


def test_bad_params_of_a_readable_request_are_answered_with_its_id(
        start: Callable[..., RawServer]) -> None:
    s = start()
    s.initialize()
    listed = s.request("tools/list", None)
    s.send({"jsonrpc": "2.0", "id": "p", "method": "tools/call", "params": [1, 2]})
    no_name = s.request("tools/call", {"arguments": {}})
    bad_args = s.request("tools/call", {"name": "meta_list_runs", "arguments": "x"})
    s.send({"jsonrpc": "2.0", "id": 99, "result": {}})  # a response: nothing to answer
    after = s.request("tools/call", {"name": "meta_list_runs"})  # arguments may be left out
    assert "tools" in s.reply(listed)["result"]
    assert _code(s.reply("p")) == -32602
    assert _code(s.reply(no_name)) == -32602 and "name" in s.reply(no_name)["error"]["message"]
    assert _code(s.reply(bad_args)) == -32602
    assert s.reply(after)["result"]["structuredContent"] == {"runs": []}
    assert s.replies(99) == []
    _closes_cleanly(s)


def test_unknown_methods_get_method_not_found(start: Callable[..., RawServer]) -> None:
    s = start()
    early = s.request("foo/bar")  # before initialize as well
    s.initialize()
    s.notify("notifications/no_such_thing", {"x": 1})  # ignored, never answered
    idents = {m: s.request(m, {}) for m in ("resources/list", "prompts/list", "server/discover",
                                            "logging/setLevel", "sampling/createMessage")}
    for method, ident in [("foo/bar", early), *idents.items()]:
        reply = s.reply(ident)
        assert _code(reply) == -32601 and reply["error"]["data"] == method
    assert not [f for f in s.seen if isinstance(f, dict) and f.get("id") is None]
    _closes_cleanly(s)


@pytest.mark.parametrize(("asked", "answered"), [
    ("2024-11-05", "2024-11-05"),
    ("2025-03-26", "2025-03-26"),
    ("2025-06-18", "2025-06-18"),
    (LATEST, LATEST),
    ("2026-07-28", LATEST),  # the stateless revision has no initialize handshake
    ("1999-01-01", LATEST),
])
def test_protocol_version_negotiation(start: Callable[..., RawServer], asked: str,
                                      answered: str) -> None:
    s = start()
    if asked == "1999-01-01":  # also: initialize without a version is refused
        missing = s.request("initialize", {"capabilities": {}, "clientInfo": {"name": "x"}})
        assert _code(s.reply(missing)) == -32602
    result = s.initialize(asked)["result"]
    assert result["protocolVersion"] == answered
    assert result["serverInfo"] == {"name": "preparo", "title": "Preparo",
                                    "version": result["serverInfo"]["version"]}
    assert result["serverInfo"]["version"]
    assert result["capabilities"] == {"tools": {"listChanged": False}}
    assert result["instructions"].startswith("Preparo prepares meetings")
    assert s.reply(s.request("tools/list"))["result"]["tools"]
    _closes_cleanly(s)


def test_supported_versions_are_the_handshake_revisions() -> None:
    assert SUPPORTED_VERSIONS == ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")


def test_ping_works_before_initialize_other_requests_do_not(
        start: Callable[..., RawServer]) -> None:
    s = start()
    ping = s.request("ping")
    listed = s.request("tools/list")
    called = s.request("tools/call", {"name": "meta_list_runs", "arguments": {}})
    s.notify("notifications/initialized")  # before initialize: ignored
    assert s.reply(ping)["result"] == {}
    for ident in (listed, called):
        reply = s.reply(ident)
        assert "result" not in reply and _code(reply) == -32602
        assert "not initialized" in reply["error"]["message"]
    s.initialize()
    assert s.reply(s.request("tools/list"))["result"]["tools"]
    assert s.reply(s.request("ping", {"_meta": {"progressToken": "p"}}))["result"] == {}
    _closes_cleanly(s)


def test_notifications_cancelled_cancels_the_run_and_the_request_is_not_answered(
        start: Callable[..., RawServer], isolated_home: Path) -> None:
    s = start()
    s.initialize()
    stop = s.request("tools/call", {"name": "meta_run_plan", "arguments": {"goal": "sleep 30"},
                                    "_meta": {"progressToken": "stop"}})
    keep = s.request("tools/call", {"name": "agent_test_sleep", "arguments": {"seconds": 1.0},
                                    "_meta": {"progressToken": "keep"}})
    s.wait_for(lambda f: isinstance(f, dict) and f.get("method") == "notifications/progress"
               and f["params"]["progressToken"] == "stop"
               and "] b started" in f["params"]["message"])
    run_id = s.progress("stop")[0]["params"]["message"].split()[1]
    s.notify("notifications/cancelled", {"requestId": 424242, "reason": "unknown: ignored"})
    s.notify("notifications/cancelled", {"requestId": stop, "reason": "user stop"})
    cancelled_at = time.monotonic()
    while True:
        runs = s.reply(s.request("tools/call", {"name": "meta_list_runs"}))
        statuses = {r["run_id"]: r["status"] for r in runs["result"]["structuredContent"]["runs"]}
        if statuses.get(run_id) == "cancelled":
            break
        assert time.monotonic() - cancelled_at < 5, statuses
        time.sleep(0.05)
    kept = s.reply(keep)["result"]  # the other request went on
    progress_count = len(s.progress("stop"))
    time.sleep(0.3)
    s.reply(s.request("ping"))
    assert not kept["isError"] and kept["structuredContent"]["status"] == "finished"
    assert s.replies(stop) == []  # a cancelled request is not answered
    assert len(s.progress("stop")) == progress_count  # nor does its progress go on
    stored = json.loads((s.stderr_path.parent / "data" / "runs" / run_id / "run.json")
                        .read_text())
    assert stored["status"] == "cancelled"
    assert {r["step_id"]: r["status"] for r in stored["steps"]} == {"a": "done",
                                                                    "b": "cancelled"}
    _closes_cleanly(s)


def test_progress_notifications_only_with_a_progress_token(
        start: Callable[..., RawServer]) -> None:
    s = start()
    s.initialize()
    with_token = s.request("tools/call", {"name": "agent_test_noop", "arguments": {},
                                          "_meta": {"progressToken": 7}})
    reply = s.reply(with_token)
    progress = s.progress(7)
    assert progress and all(type(f["params"]["progressToken"]) is int for f in progress)
    values = [f["params"]["progress"] for f in progress]
    assert values == sorted(values) and len(set(values)) == len(values)
    assert progress[0]["params"]["message"].startswith("run ")
    assert "run_finished" in progress[-1]["params"]["message"]
    assert all("total" not in f["params"] for f in progress)
    # progress never follows the response
    assert s.seen.index(progress[-1]) < s.seen.index(reply)
    before = len([f for f in s.seen if isinstance(f, dict) and "method" in f])
    for meta in (None, {}, {"progressToken": True}, {"progressToken": None}):
        params: dict[str, Any] = {"name": "agent_test_noop", "arguments": {}}
        if meta is not None:
            params["_meta"] = meta
        assert not s.reply(s.request("tools/call", params))["result"]["isError"]
    assert len([f for f in s.seen if isinstance(f, dict) and "method" in f]) == before
    _closes_cleanly(s)


def test_clean_exit_on_stdin_eof(start: Callable[..., RawServer]) -> None:
    idle = start()
    idle.initialize()
    _closes_cleanly(idle)
    busy = start()
    busy.initialize()
    busy.request("tools/call", {"name": "agent_test_sleep", "arguments": {"seconds": 30},
                                "_meta": {"progressToken": 1}})
    busy.wait_for(lambda f: isinstance(f, dict) and "started (test.sleep)" in
                  f.get("params", {}).get("message", ""))
    _closes_cleanly(busy)  # the 30-second step was cancelled, not awaited
    silent = start()  # a client that leaves before saying anything
    _closes_cleanly(silent)


def test_a_burst_of_concurrent_requests_gets_matching_replies(
        start: Callable[..., RawServer]) -> None:
    s = start()
    s.initialize()
    frames: list[Frame] = [{"jsonrpc": "2.0", "id": "slow", "method": "tools/call",
                            "params": {"name": "agent_test_sleep",
                                       "arguments": {"seconds": 1.5}}}]
    expected: dict[int | str, tuple[str, str]] = {}  # id -> (kind, what its result says)
    for i in range(48):
        ident: int | str = i if i % 2 else f"s{i}"
        kind = ("ping", "list", "plan", "noop")[i % 4]
        expected[ident] = (kind, f"number {i}")
        if kind == "ping":
            frames.append({"jsonrpc": "2.0", "id": ident, "method": "ping"})
        elif kind == "list":
            frames.append({"jsonrpc": "2.0", "id": ident, "method": "tools/list"})
        else:
            tool, args = (("meta_plan_goal", {"goal": f"number {i}"}) if kind == "plan"
                          else ("agent_test_noop", {"label": f"number {i}"}))
            frames.append({"jsonrpc": "2.0", "id": ident, "method": "tools/call",
                           "params": {"name": tool, "arguments": args}})
    s.send(*frames)  # all in one write
    slow = s.reply("slow")
    for ident, (kind, said) in expected.items():
        reply = s.reply(ident)
        result = reply["result"]
        if kind == "ping":
            assert result == {}, ident
        elif kind == "list":
            assert any(t["name"] == "meta_run_plan" for t in result["tools"]), ident
        elif kind == "plan":
            assert result["structuredContent"]["goal"] == said, ident
        else:
            assert result["structuredContent"]["findings"][0]["summary"] == f"noop {said}"
        assert len(s.replies(ident)) == 1
        assert type(reply["id"]) is type(ident)
        # answered while the slow call was still running: requests run concurrently
        assert s.seen.index(reply) < s.seen.index(slow), ident
    assert slow["result"]["structuredContent"]["status"] == "finished"
    _closes_cleanly(s)


def test_batches_only_in_2025_03_26(start: Callable[..., RawServer]) -> None:
    s = start()
    s.initialize("2025-03-26")
    s.send([
        {"jsonrpc": "2.0", "id": 1, "method": "ping"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"not": "a message"},
        {"jsonrpc": "2.0", "id": 3, "method": "initialize", "params": {}},
        {"jsonrpc": "2.0", "id": 4, "method": "foo/bar"},
        {"jsonrpc": "2.0", "id": 5, "method": "tools/call",
         "params": {"name": "meta_plan_goal", "arguments": {"goal": "batched"}}},
    ])
    batch = s.wait_for(lambda f: isinstance(f, list))
    by_id = {r["id"]: r for r in batch}
    assert len(batch) == 6 and set(by_id) == {1, 2, None, 3, 4, 5}
    assert by_id[1]["result"] == {} and by_id[2]["result"]["tools"]
    assert _code(by_id[None]) == -32600
    assert _code(by_id[3]) == -32600  # initialize must not be batched
    assert _code(by_id[4]) == -32601
    assert by_id[5]["result"]["structuredContent"]["goal"] == "batched"
    s.send([{"jsonrpc": "2.0", "method": "notifications/initialized"}])  # nothing to answer
    s.send([])
    empty = s.wait_for(lambda f: isinstance(f, dict) and "error" in f)
    assert _code(empty) == -32600 and empty["id"] is None
    assert sum(isinstance(f, list) for f in s.seen) == 1
    _closes_cleanly(s)


def test_stray_output_never_reaches_the_protocol_channel(
        start: Callable[..., RawServer]) -> None:
    s = start(agents="tests.mcp.noisy_agents")
    s.initialize()
    noisy = s.reply(s.request("tools/call", {"name": "agent_test_noisy", "arguments": {}}))
    assert not noisy["result"]["isError"], noisy
    handoff = noisy["result"]["structuredContent"]["handoff"]["data"]
    assert handoff == {"stdin": "", "child": 0}  # stdin read EOF, not our frames
    assert s.reply(s.request("ping"))["result"] == {}
    _closes_cleanly(s)
    for stray in ("stray print from an agent", "stray write to fd 1",
                  "stray print from a child"):
        assert stray in s.stderr


FORBIDDEN = ("mcp", "mcp_types", "cryptography", "starlette", "uvicorn", "sse_starlette",
             "jsonschema", "jwt", "opentelemetry", "httpx2")


def test_the_server_imports_nothing_of_the_sdk() -> None:
    code = "import json, sys, app.mcp.server; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                         text=True, check=True).stdout
    loaded = {name.split(".")[0] for name in json.loads(out)}
    assert "app" in loaded
    assert not loaded & set(FORBIDDEN)


def test_a_whole_session_runs_with_the_sdk_stack_unimportable(
        start: Callable[..., RawServer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "blocked"
    for name in FORBIDDEN:
        (blocked / name).mkdir(parents=True)
        (blocked / name / "__init__.py").write_text(
            f"raise ImportError('{name} must not be imported by the MCP server')\n")
    monkeypatch.setenv("PYTHONPATH", f"{blocked}")  # RawServer puts the repo after it
    s = start()
    s.initialize()
    assert s.reply(s.request("tools/list"))["result"]["tools"]
    run = s.reply(s.request("tools/call", {"name": "meta_run_plan",
                                           "arguments": {"goal": "two noops"},
                                           "_meta": {"progressToken": "t"}}))
    assert run["result"]["structuredContent"]["status"] == "finished"
    assert s.progress("t")
    _closes_cleanly(s)
