"""`preparo mcp` from the frozen bundle: our own MCP server, with none of the SDK's
stack inside (see tests/installer/test_frozen.py for when a bundle is tested)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.installer import test_frozen

pytestmark = pytest.mark.slow

SDK_STACK = ("mcp", "mcp_types", "starlette", "uvicorn", "sse_starlette", "jsonschema",
             "referencing", "rpds", "jwt", "opentelemetry", "httpx2", "httpcore2")


@pytest.fixture(scope="module")
def frozen_executable() -> Path:
    pytest.importorskip("PyInstaller")
    executable = test_frozen._bundle_executable()
    assert executable.is_file(), executable
    return executable


def test_frozen_bundle_carries_no_mcp_sdk(frozen_executable: Path) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    package = CArchiveReader(str(frozen_executable))
    archive = package.open_embedded_archive(
        next(name for name in package.toc if name.lower().endswith(".pyz")))
    packages = {name.split(".")[0] for name in archive.toc}
    assert "app" in packages and "httpx" in packages
    assert not packages & set(SDK_STACK)


def test_frozen_mcp_serves_a_session(frozen_executable: Path, tmp_path: Path) -> None:
    env = dict(os.environ, PREPARO_HOME=str(tmp_path / "home"), PREPARO_OFFLINE="1")
    frames = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                    "clientInfo": {"name": "raw", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
         "params": {"name": "meta_plan_goal", "arguments": {"goal": "Explain John 3:16",
                                                            "language": "en"}}},
    ]
    proc = subprocess.Popen([str(frozen_executable), "mcp"], env=env, cwd=tmp_path,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write(b"".join(json.dumps(f).encode() + b"\n" for f in frames) + b"{not json\n")
    proc.stdin.flush()
    replies: dict[object, dict[str, Any]] = {}
    try:
        while len(replies) < 4:  # three answers and the parse error
            line = proc.stdout.readline()
            assert line, proc.stderr.read()[-3000:]
            reply = json.loads(line)
            replies[reply.get("id")] = reply
        proc.stdin.close()  # how a stdio client ends the session
        assert proc.wait(timeout=30) == 0
        assert b"Traceback" not in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
        proc.stderr.close()
    assert replies[1]["result"]["protocolVersion"] == "2025-06-18"
    assert replies[1]["result"]["serverInfo"]["name"] == "preparo"
    assert any(t["name"] == "agent_verse_explain" for t in replies[2]["result"]["tools"])
    assert replies[3]["result"]["isError"] is False
    assert replies[3]["result"]["structuredContent"]["steps"]
    assert replies[None]["error"]["code"] == -32700
