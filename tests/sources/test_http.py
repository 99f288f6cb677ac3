"""PoliteHttp and TokenBucket with a fake clock and an in-process transport.

The same behaviours are exercised over real sockets in test_clients*.py and
test_mirror_server.py.
"""

from __future__ import annotations

import email.utils
import time
from collections.abc import Callable

import httpx
import pytest

from app.core.errors import Offline, RetryableError
from app.sources.http import (
    USER_AGENT,
    HttpPolicy,
    HttpStatusError,
    PoliteHttp,
    TokenBucket,
    is_loopback,
    parse_retry_after,
)


class FakeTime:
    """A clock whose sleep advances it, recording every sleep."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


FAST = HttpPolicy(rate=1000, burst=1000, max_attempts=4, backoff_base=0.5, backoff_max=8.0)


def make_http(
    handler: Callable[[httpx.Request], httpx.Response],
    fake: FakeTime,
    policy: HttpPolicy = FAST,
) -> PoliteHttp:
    return PoliteHttp(
        policy,
        transport=httpx.MockTransport(handler),
        clock=fake.clock,
        sleep=fake.sleep,
        rng=lambda: 1.0,
    )


@pytest.mark.asyncio
async def test_token_bucket_burst_then_rate() -> None:
    fake = FakeTime()
    bucket = TokenBucket(2.0, 5, clock=fake.clock, sleep=fake.sleep)
    for _ in range(5):
        assert await bucket.acquire() == 0.0
    assert fake.now == 0.0
    for _ in range(10):
        await bucket.acquire()
    # 10 more requests at 2 per second after the burst: 5 seconds.
    assert fake.now == pytest.approx(5.0)
    assert bucket.waited == pytest.approx(5.0)
    fake.now += 100  # a long pause refills only up to the burst
    for _ in range(5):
        assert await bucket.acquire() == 0.0
    assert await bucket.acquire() == pytest.approx(0.5)


@pytest.mark.asyncio
async def test_token_bucket_pause_holds_every_token() -> None:
    fake = FakeTime()
    bucket = TokenBucket(2.0, 5, clock=fake.clock, sleep=fake.sleep)
    bucket.pause(3.0)
    await bucket.acquire()
    assert fake.now == pytest.approx(3.0)


def test_parse_retry_after() -> None:
    assert parse_retry_after("7") == 7.0
    assert parse_retry_after(" 1.5 ") == 1.5
    assert parse_retry_after(None) is None
    assert parse_retry_after("soon") is None
    stamp = time.time() + 30
    value = parse_retry_after(email.utils.formatdate(stamp, usegmt=True), now=stamp - 30)
    assert value is not None and 29 <= value <= 31


def test_loopback_detection() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("localhost") and is_loopback("[::1]")
    assert not is_loopback("wol.jw.org") and not is_loopback("10.0.0.1")


def test_policy_env_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PREPARO_HTTP_RATE", "500")
    monkeypatch.setenv("PREPARO_HTTP_BURST", "50")
    http = PoliteHttp()
    local, remote = http.bucket("127.0.0.1:8000"), http.bucket("wol.jw.org")
    assert (local.rate, local.burst) == (500.0, 50)
    assert (remote.rate, remote.burst) == (2.0, 5)  # the real site keeps the polite default
    with pytest.raises(ValueError):
        HttpPolicy(rate=0)


@pytest.mark.asyncio
async def test_user_agent_and_success() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["user-agent"])
        return httpx.Response(200, text="ok")

    fake = FakeTime()
    http = make_http(handler, fake)
    response = await http.get("http://wol.test/x")
    assert response.content == b"ok" and response.attempts == 1
    assert seen == [USER_AGENT] and USER_AGENT == "Preparo/0.1.0 (+desktop study app)"
    await http.aclose()


@pytest.mark.asyncio
async def test_retries_5xx_with_exponential_backoff() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        return httpx.Response(503 if calls < 3 else 200, text="body")

    fake = FakeTime()
    http = make_http(handler, fake)
    response = await http.get("http://wol.test/x")
    assert response.attempts == 3 and calls == 3
    assert fake.sleeps == [0.5, 1.0]  # base * 2^(n-1), jitter at its top
    assert http.stats.retries == 2
    await http.aclose()


@pytest.mark.asyncio
async def test_honours_retry_after_and_pauses_the_host() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        if calls == 1:
            return httpx.Response(429, headers={"Retry-After": "3"})
        return httpx.Response(200, text="fine")

    fake = FakeTime()
    http = make_http(handler, fake)
    await http.get("http://wol.test/x")
    assert fake.now >= 3.0
    assert fake.sleeps[0] == pytest.approx(3.3)  # Retry-After stretched by the jitter's 10 %
    await http.aclose()


@pytest.mark.asyncio
async def test_retry_after_beyond_the_cap_is_not_waited_for() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(429, headers={"Retry-After": "3600"})

    fake = FakeTime()
    http = make_http(handler, fake)
    with pytest.raises(RetryableError) as info:
        await http.get("http://wol.test/x")
    assert info.value.retry_after == 3600 and fake.sleeps == []
    assert not isinstance(info.value, Offline)
    await http.aclose()


@pytest.mark.asyncio
async def test_gives_up_after_max_attempts_with_a_clear_error() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(500)

    fake = FakeTime()
    http = make_http(handler, fake)
    http.language = "es"
    with pytest.raises(RetryableError) as info:
        await http.get("http://wol.test/x")
    assert "4 intentos" in str(info.value) and "HTTP 500" in str(info.value)
    assert len(fake.sleeps) == 3
    await http.aclose()


@pytest.mark.asyncio
async def test_total_wait_is_capped() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(503, headers={"Retry-After": "20"})

    fake = FakeTime()
    policy = HttpPolicy(rate=1000, burst=1000, max_attempts=10, total_wait_max=45)
    http = make_http(handler, fake, policy)
    with pytest.raises(RetryableError):
        await http.get("http://wol.test/x")
    assert sum(fake.sleeps) <= 45
    await http.aclose()


@pytest.mark.asyncio
async def test_client_errors_are_not_retried() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        return httpx.Response(404)

    fake = FakeTime()
    http = make_http(handler, fake)
    with pytest.raises(HttpStatusError) as info:
        await http.get("http://wol.test/missing")
    assert info.value.status == 404 and calls == 1
    await http.aclose()


@pytest.mark.asyncio
async def test_short_body_is_detected_and_retried() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        if calls == 1:
            return httpx.Response(200, headers={"content-length": "100"}, content=b"short")
        return httpx.Response(200, content=b"x" * 100)

    fake = FakeTime()
    http = make_http(handler, fake)
    response = await http.get("http://wol.test/x")
    assert len(response.content) == 100 and response.attempts == 2
    await http.aclose()


@pytest.mark.asyncio
async def test_connection_errors_become_offline_in_the_persons_language() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    fake = FakeTime()
    http = make_http(handler, fake)
    http.language = "pt"
    with pytest.raises(Offline) as info:
        await http.get("http://wol.test/x")
    assert "Não é possível acessar wol.test" in str(info.value)
    assert len(fake.sleeps) == FAST.max_attempts - 1
    await http.aclose()


@pytest.mark.asyncio
async def test_read_timeouts_are_retried_then_reported_as_unavailable() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        raise httpx.ReadTimeout("slow", request=request)

    fake = FakeTime()
    http = make_http(handler, fake)
    with pytest.raises(RetryableError) as info:
        await http.get("http://wol.test/x")
    assert calls == FAST.max_attempts and not isinstance(info.value, Offline)
    await http.aclose()


@pytest.mark.asyncio
async def test_rate_limit_is_per_host() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, text="ok")

    fake = FakeTime()
    http = make_http(handler, fake, HttpPolicy(rate=2, burst=5))
    for _ in range(5):
        await http.get("http://a.test/x")
        await http.get("http://b.test/x")
    assert fake.now == 0.0  # each host has its own burst of 5
    for _ in range(4):
        await http.get("http://a.test/x")
    assert fake.now == pytest.approx(2.0)
    assert http.stats.by_host == {"a.test": 9, "b.test": 5}
    await http.aclose()
