"""Fixtures of the agent tests: one local mirror for the session, a fresh SourceHub per test."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio

from app.core.settings import Settings
from app.mirror.server import MirrorServer, running_mirror
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub


@pytest.fixture(scope="session")
def mirror_server() -> Iterator[MirrorServer]:
    with running_mirror() as server:
        yield server


@pytest.fixture
def mirror(mirror_server: MirrorServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[MirrorServer]:
    """The session's mirror with no faults and an empty log; Preparo pointed at it."""
    mirror_server.reset()
    for name, value in mirror_server.env.items():
        monkeypatch.setenv(name, value)
    # The polite rate limit is for the real sites; the loopback mirror may go fast.
    monkeypatch.setenv("PREPARO_HTTP_RATE", "1000")
    monkeypatch.setenv("PREPARO_HTTP_BURST", "1000")
    yield mirror_server
    mirror_server.reset()


@pytest.fixture
def settings(mirror: MirrorServer) -> Settings:
    return Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0)


@pytest_asyncio.fixture
async def hub(settings: Settings) -> AsyncIterator[SourceHub]:
    # Quick retries keep the fault tests fast; the retry logic itself is tested in sources.
    policy = HttpPolicy(rate=1000, burst=1000, backoff_base=0.01, backoff_max=0.05)
    sources = SourceHub(settings, policy=policy)
    try:
        yield sources
    finally:
        await sources.aclose()
