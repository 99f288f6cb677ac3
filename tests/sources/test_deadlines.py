"""Time bounds and refused redirects (issue 27): a page that drips a byte at a time is
given up on the request's deadline, a step sharing a request whose leader was cancelled
fetches it itself, and a redirect to `javascript:` fails at once, without retries."""

from __future__ import annotations

import asyncio
import dataclasses
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from app.core.settings import load_settings
from app.mirror.server import MIRROR_POLICY, MirrorServer
from app.sources.http import HttpPolicy, PoliteHttp, RedirectRefused, SourceTooSlow
from app.sources.hub import SourceHub

SLOW_POLICY = dataclasses.replace(MIRROR_POLICY, attempt_timeout_s=0.6, request_deadline_s=1.5)


@pytest.mark.asyncio
async def test_a_dripping_page_is_given_up_at_the_request_deadline(mirror: MirrorServer) -> None:
    mirror.faults.drip("/wol/b/", ms=200)  # one byte every 0.2 s: hours for a page
    async with SourceHub(load_settings(), policy=SLOW_POLICY, language="es") as hub:
        started = time.monotonic()
        with pytest.raises(SourceTooSlow) as info:
            await hub.chapter("es", 43, 3)
    assert time.monotonic() - started < 3.0
    assert "enviaba tan despacio" in str(info.value)
    assert 2 <= mirror.count("/wol/b/") <= 3


@pytest.mark.asyncio
async def test_a_slow_first_attempt_is_retried_within_the_deadline(mirror: MirrorServer) -> None:
    mirror.faults.drip("/wol/b/", ms=200, times=1)
    async with SourceHub(load_settings(), policy=SLOW_POLICY) as hub:
        page = await hub.chapter("en", 43, 3)
    assert page.verses and mirror.count("/wol/b/") == 2


@pytest.mark.asyncio
async def test_a_caller_sharing_a_cancelled_request_fetches_it_itself(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    mirror.faults.latency("/wol/b/", 400, times=1)
    leader = asyncio.create_task(mirror_hub.chapter("en", 43, 3))
    await asyncio.sleep(0.1)
    follower = asyncio.create_task(mirror_hub.chapter("en", 43, 3))
    await asyncio.sleep(0.1)
    leader.cancel()  # e.g. the leader's own step timed out
    page = await follower
    assert page.verses
    assert leader.cancelled()


@pytest.fixture
def redirecting() -> Iterator[str]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(302)
            self.send_header("Location", "javascript:alert(1)")
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.mark.asyncio
async def test_a_redirect_to_javascript_fails_at_once(redirecting: str) -> None:
    http = PoliteHttp(HttpPolicy(rate=1000, burst=1000, backoff_base=0.001), language="es")
    try:
        with pytest.raises(RedirectRefused, match="redirigió a una dirección"):
            await http.get(redirecting + "/page", kind="chapter")
        assert http.stats.requests == 1 and http.stats.retries == 0
    finally:
        await http.aclose()


@pytest.mark.asyncio
async def test_waiting_out_retry_after_does_not_count_as_a_slow_host(
        mirror: MirrorServer) -> None:
    mirror.faults.status("/wol/b/", 429, retry_after=0.4, times=2)
    mirror.faults.latency("/wol/b/", 150)
    policy = dataclasses.replace(MIRROR_POLICY, attempt_timeout_s=2.0, request_deadline_s=0.5)
    async with SourceHub(load_settings(), policy=policy) as hub:
        page = await hub.chapter("en", 43, 3)
    assert page.verses and mirror.count("/wol/b/") == 3
