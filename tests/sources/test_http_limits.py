"""Untrusted responses are bounded and every surprise under the client is a typed error:
gzip bombs stop early, redirects go only where the link policy allows, odd failures
become SourceFailed, search hits keep only allowed links."""

from __future__ import annotations

import gzip
import threading
import tracemalloc
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from app.core.errors import RetryableError
from app.core.settings import Settings
from app.sources.http import (
    HttpPolicy,
    PoliteHttp,
    RedirectRefused,
    ResponseTooLarge,
    SourceFailed,
)
from app.sources.hub import SourceHub

FAST = HttpPolicy(rate=1000, burst=1000, backoff_base=0.001, backoff_max=0.002, max_attempts=2)
BOMB_INFLATED = 256 * 1024 * 1024


@pytest.fixture(scope="module")
def bomb_server() -> Iterator[str]:
    """A loopback server answering every GET with 256 MB of zeros gzipped to ~250 KB."""
    body = gzip.compress(bytes(BOMB_INFLATED), compresslevel=9)

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.mark.asyncio
async def test_a_gzip_bomb_stops_at_the_cap_without_inflating(bomb_server: str) -> None:
    policy = HttpPolicy(rate=1000, burst=1000, max_body_bytes=8 * 1024 * 1024)
    http = PoliteHttp(policy)
    tracemalloc.start()
    try:
        with pytest.raises(ResponseTooLarge, match="8 MB"):
            await http.get(bomb_server + "/bomb")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        await http.aclose()
    assert peak < 32 * 1024 * 1024, f"peak {peak / 1e6:.0f} MB while reading a bomb"


def _http(handler: object, **kwargs: object) -> PoliteHttp:
    return PoliteHttp(FAST, transport=httpx.MockTransport(handler),  # type: ignore[arg-type]
                      **kwargs)  # type: ignore[arg-type]


@pytest.mark.asyncio
@pytest.mark.parametrize("location", [
    "file:///etc/passwd",
    "https://evil.example/page",
    "http://wol.jw.org/en",  # a jw.org host, but not over https
    "",
])
async def test_redirects_to_places_the_policy_refuses_are_clean_errors(location: str) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(302, headers={"Location": location})

    http = _http(handler)
    with pytest.raises(RedirectRefused, match="redirected"):
        await http.get("https://wol.jw.org/en/wol/d/r1/lp-e/1")
    await http.aclose()


@pytest.mark.asyncio
async def test_a_redirect_httpx_cannot_even_parse_is_a_clean_error() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(302, headers={"Location": "javascript:alert(1)"})

    http = _http(handler)
    with pytest.raises((RedirectRefused, SourceFailed)):
        await http.get("https://wol.jw.org/en/wol/d/r1/lp-e/1")
    await http.aclose()


@pytest.mark.asyncio
async def test_redirects_within_allowed_hosts_are_followed() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        if request.url.path == "/old":
            return httpx.Response(301, headers={"Location": "/new"})
        if request.url.host == "127.0.0.1":
            return httpx.Response(302, headers={"Location": "https://b.jw-cdn.org/f.epub"})
        return httpx.Response(200, content=b"PK done")

    http = _http(handler, content_hosts=("127.0.0.1:8811",))
    response = await http.get("http://127.0.0.1:8811/old")
    assert response.content == b"PK done"
    assert seen == ["http://127.0.0.1:8811/old", "http://127.0.0.1:8811/new",
                    "https://b.jw-cdn.org/f.epub"]
    await http.aclose()


@pytest.mark.asyncio
async def test_a_redirect_loop_ends() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(302, headers={"Location": str(request.url)})

    http = _http(handler)
    with pytest.raises(RedirectRefused):
        await http.get("https://wol.jw.org/loop")
    await http.aclose()


@pytest.mark.asyncio
@pytest.mark.parametrize("problem", [
    OSError(24, "Too many open files"),
    httpx.UnsupportedProtocol("odd"),
    RuntimeError("something deep in a transport"),
])
async def test_unexpected_client_failures_become_source_failed(problem: Exception) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise problem

    http = _http(handler)
    with pytest.raises(SourceFailed, match=r"wol\.jw\.org") as caught:
        await http.get("https://wol.jw.org/en")
    assert isinstance(caught.value, RetryableError)
    await http.aclose()


@pytest.mark.asyncio
async def test_a_damaged_gzip_body_is_retried_then_reported() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        return httpx.Response(200, headers={"Content-Encoding": "gzip"},
                              content=b"\x1f\x8b\x08\x00garbage, not deflate data at all")

    http = _http(handler)
    with pytest.raises(RetryableError, match="DecodingError"):
        await http.get("https://wol.jw.org/en")
    assert calls == FAST.max_attempts
    await http.aclose()


@pytest.mark.asyncio
async def test_search_hits_keep_only_allowed_links() -> None:
    wol = "http://127.0.0.1:8811"
    results = {"results": [
        {"type": "item", "title": "Kept public", "links": {"wol": "https://wol.jw.org/en/wol/d/1"}},
        {"type": "item", "title": "Kept mirror", "links": {"wol": f"{wol}/en/wol/d/r1/lp-e/2"}},
        {"type": "item", "title": "Kept relative", "links": {"wol": "/en/wol/d/r1/lp-e/3"}},
        {"type": "item", "title": "Script", "links": {"wol": "javascript:alert(1)"}},
        {"type": "item", "title": "Elsewhere", "links": {"wol": "https://evil.example/x"}},
        {"type": "item", "title": "Crafted",
         "links": {"wol": "https://wol.jw.org/x><script>alert(1)</script>"}},
        {"type": "item", "title": "Protocol-relative", "links": {"wol": "//evil.example/x"}},
    ]}

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("jworg.jwt"):
            return httpx.Response(200, json="token")
        return httpx.Response(200, json=results)

    settings = Settings(wol_url=wol, cdn_url="http://127.0.0.1:8812")
    async with SourceHub(settings, policy=FAST, use_cache=False,
                         transport=httpx.MockTransport(handler)) as hub:
        hits = await hub.search("en", "anything")
    links = {h.title: h.wol_url for h in hits}
    assert links == {
        "Kept public": "https://wol.jw.org/en/wol/d/1",
        "Kept mirror": f"{wol}/en/wol/d/r1/lp-e/2",
        "Kept relative": "/en/wol/d/r1/lp-e/3",
        "Script": "", "Elsewhere": "", "Crafted": "", "Protocol-relative": "",
    }
