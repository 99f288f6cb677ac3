"""meta_resume_run right after a cancel: the server's own cancelled run is still saving
(its lock is held a moment after run.json says "cancelled"), so the resume waits for it
instead of reporting the run as running in another process."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from app.mcp.server import PreparoMCP
from app.service import PreparoService


@pytest.mark.asyncio
async def test_resume_waits_for_the_servers_own_run_to_end(isolated_home: Path) -> None:
    server = PreparoMCP(PreparoService())
    ending: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    server._running.append(SimpleNamespace(run_id="r1", task=ending))  # type: ignore[arg-type]
    other: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    server._running.append(SimpleNamespace(run_id="r2", task=other))  # type: ignore[arg-type]

    waiting = asyncio.ensure_future(server._until_ended("r1"))
    await asyncio.sleep(0.05)
    assert not waiting.done()  # r1 is still saving: the resume waits
    ending.set_result(None)
    await asyncio.wait_for(waiting, 1)  # ...and goes on once it ended; r2 is no concern
    await asyncio.wait_for(server._until_ended("r3"), 1)  # not ours: no wait at all
