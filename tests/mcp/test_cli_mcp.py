"""`preparo mcp` argument handling (in process; the server itself runs in subprocesses)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.cli import build_parser, main
from tests.mcp.harness import REPO, TEST_AGENTS


def test_mcp_command_rejects_a_bad_heartbeat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mcp", "--heartbeat", "0"]) == 2
    assert "--heartbeat must be positive" in capsys.readouterr().err


def test_mcp_command_is_registered() -> None:
    args = build_parser().parse_args(["mcp", "--heartbeat", "2.5", "--log-level", "INFO"])
    assert args.heartbeat == 2.5 and args.log_level == "INFO"
    assert args.handler.__module__ == "app.cli.mcp"


def test_client_gone_mid_run_cancels_and_saves_the_run(isolated_home: Path) -> None:
    env = dict(os.environ, PREPARO_HOME=str(isolated_home), PREPARO_TEST_AGENTS=TEST_AGENTS,
               PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-m", "app", "mcp"], cwd=REPO, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    assert proc.stdin is not None and proc.stdout is not None
    for message in (
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                    "clientInfo": {"name": "raw", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
         "params": {"name": "meta_run_plan", "arguments": {"goal": "sleep 30"},
                    "_meta": {"progressToken": "t"}}},
    ):
        proc.stdin.write((json.dumps(message) + "\n").encode())
        proc.stdin.flush()
    lines: list[bytes] = []
    while not any(b"b started" in line for line in lines):
        lines.append(proc.stdout.readline())
        assert lines[-1], "the server ended before the sleep step started"
    closed = time.monotonic()
    proc.stdin.close()
    assert proc.wait(timeout=15) == 0
    assert time.monotonic() - closed < 10  # did not wait for the 30-second step
    proc.stdout.close()
    progress = [json.loads(line) for line in lines if b"notifications/progress" in line]
    assert progress[0]["params"]["progressToken"] == "t"
    run_id = progress[0]["params"]["message"].split()[1]
    stored = json.loads((isolated_home / "data" / "runs" / run_id / "run.json").read_text())
    assert stored["status"] == "cancelled"
    assert {r["step_id"]: r["status"] for r in stored["steps"]} == {"a": "done", "b": "cancelled"}


def test_unreadable_frames_get_json_rpc_errors(isolated_home: Path) -> None:
    env = dict(os.environ, PREPARO_HOME=str(isolated_home), PREPARO_TEST_AGENTS=TEST_AGENTS,
               PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-m", "app", "mcp"], cwd=REPO, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    assert proc.stdin is not None and proc.stdout is not None
    frames = [
        b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion":'
        b' "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}',
        b'{"jsonrpc": "2.0", "method": "notifications/initialized"}',
        b"{this is not json",
        b'\xff\xfe not even utf-8 {"',
        b'{"hello": "a JSON object, not a JSON-RPC message"}',
        b'{"jsonrpc": "2.0", "id": 7, "method": "tools/list"}',
    ]
    for frame in frames:
        proc.stdin.write(frame + b"\n")
    proc.stdin.flush()
    replies: list[dict[str, object]] = []
    while not any(r.get("id") == 7 for r in replies):
        line = proc.stdout.readline()
        assert line, "the server ended before answering"
        replies.append(json.loads(line))
    proc.stdin.close()
    assert proc.wait(timeout=15) == 0
    proc.stdout.close()
    codes = [r["error"]["code"] for r in replies if "error" in r]  # type: ignore[index]
    assert codes == [-32700, -32700, -32600]
    assert all(r["id"] is None for r in replies if "error" in r)
    assert "result" in replies[-1]  # the server went on serving
