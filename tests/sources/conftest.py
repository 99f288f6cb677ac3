"""Fixtures of the sources tests: a running local mirror and a hub pointed at it.

Other areas may reuse them: `from tests.sources.conftest import mirror, mirror_hub`
in their own conftest.py, or use `app.mirror.server.running_mirror()` directly.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio

from app.core.settings import load_settings
from app.mirror.server import MIRROR_POLICY, MirrorServer, pointing_env, running_mirror
from app.sources.hub import SourceHub


@pytest.fixture
def mirror(monkeypatch: pytest.MonkeyPatch) -> Iterator[MirrorServer]:
    """A mirror on a free loopback port; PREPARO_WOL_URL / PREPARO_CDN_URL point at it."""
    with running_mirror() as server:
        pointing_env(server, monkeypatch.setenv)
        yield server


@pytest_asyncio.fixture
async def mirror_hub(mirror: MirrorServer) -> AsyncIterator[SourceHub]:
    """A SourceHub on the mirror with a fast policy and a fresh cache (in PREPARO_HOME)."""
    async with SourceHub(load_settings(), policy=MIRROR_POLICY) as hub:
        yield hub
