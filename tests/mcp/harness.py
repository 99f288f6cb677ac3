"""Start `python -m app mcp` as a subprocess and talk to it with the SDK's stdio client."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
from mcp import ClientSession, StdioServerParameters, stdio_client

REPO = Path(__file__).resolve().parents[2]
TEST_AGENTS = "tests.mcp.fake_service"


@asynccontextmanager
async def mcp_session(home: Path, *, test_agents: bool = True, extra_args: list[str] | None = None,
                      env: dict[str, str] | None = None) -> AsyncIterator[ClientSession]:
    """An initialized client session with a fresh server whose PREPARO_HOME is `home`."""
    server_env = {"PREPARO_HOME": str(home), "PYTHONPATH": str(REPO)}
    if test_agents:
        server_env["PREPARO_TEST_AGENTS"] = TEST_AGENTS
    server_env.update(env or {})
    params = StdioServerParameters(command=sys.executable,
                                   args=["-m", "app", "mcp", *(extra_args or [])],
                                   env=server_env, cwd=str(REPO))
    with anyio.fail_after(120):
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            yield session


def write_settings(home: Path, **values: Any) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values), "utf-8")


def data(result: types.CallToolResult) -> dict[str, Any]:
    """The JSON of a successful tool result (text and structured content agree)."""
    assert not result.is_error, text(result)
    parsed: dict[str, Any] = json.loads(text(result))
    assert parsed == result.structured_content
    return parsed


def text(result: types.CallToolResult) -> str:
    block = result.content[0]
    assert isinstance(block, types.TextContent)
    return block.text


class ProgressLog:
    """A progress callback that records (progress, total, message)."""

    def __init__(self) -> None:
        self.items: list[tuple[float, float | None, str]] = []

    async def __call__(self, progress: float, total: float | None, message: str | None) -> None:
        self.items.append((progress, total, message or ""))

    @property
    def messages(self) -> list[str]:
        return [m for _, _, m in self.items]

    async def wait_for(self, fragment: str, timeout: float = 10.0) -> str:
        """Callbacks run as tasks; wait until one carrying `fragment` has arrived."""
        with anyio.fail_after(timeout):
            while True:
                for m in self.messages:
                    if fragment in m:
                        return m
                await anyio.sleep(0.02)
