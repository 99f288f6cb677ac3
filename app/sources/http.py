"""Polite HTTP: one shared client, a per-host token bucket, retries with jitter.

Everything Preparo fetches from wol.jw.org and the jw-cdn APIs goes through
`PoliteHttp.get`. It identifies itself with a User-Agent, waits for a token
of the host's bucket before each request (about 2 requests/s, burst 5),
retries transient failures (429, 5xx, timeouts, connection errors and
truncated bodies) with exponential backoff and jitter, honours Retry-After
up to a cap, and turns what is left into errors a person can act on.
"""

from __future__ import annotations

import asyncio
import ipaddress
import os
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field, replace
from urllib.parse import urlsplit

import httpx

from app import __version__
from app.core.errors import Offline, PreparoError, RetryableError
from app.core.i18n import tr
from app.core.retry import retry_delay
from app.core.retry_after import parse_retry_after

USER_AGENT = f"Preparo/{__version__} (+desktop study app)"

RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]


class HttpStatusError(PreparoError):
    """The host answered with a status that retrying will not fix (404, 401, 403...)."""

    def __init__(self, status: int, url: str, message: str) -> None:
        self.status = status
        self.url = url
        super().__init__(message)


class TruncatedBody(Exception):
    """The body ended before the length the server announced (retryable)."""


@dataclass(frozen=True)
class HttpPolicy:
    """How politely to talk to a host. The defaults are for the real sites."""

    rate: float = 2.0  # tokens per second, per host
    burst: int = 5  # bucket size, per host
    max_attempts: int = 4  # total tries of one request
    backoff_base: float = 0.5  # seconds; doubles each attempt, with jitter
    backoff_max: float = 8.0  # cap of one backoff wait
    retry_after_max: float = 30.0  # longer Retry-After values are not waited for
    total_wait_max: float = 60.0  # cap of all retry waits of one request
    timeout: float = 20.0  # read/write/pool timeout in seconds
    connect_timeout: float = 5.0
    user_agent: str = USER_AGENT

    def __post_init__(self) -> None:
        if self.rate <= 0 or self.burst < 1 or self.max_attempts < 1:
            raise ValueError("rate must be > 0, burst >= 1 and max_attempts >= 1")

    @classmethod
    def from_env(cls, base: HttpPolicy | None = None) -> HttpPolicy:
        """Apply PREPARO_HTTP_RATE / PREPARO_HTTP_BURST (used by benchmarks).

        The overrides only take effect for loopback hosts (see `PoliteHttp`),
        so the real sites always get the default rate.
        """
        policy = base or cls()
        update: dict[str, float | int] = {}
        if os.environ.get("PREPARO_HTTP_RATE"):
            update["rate"] = float(os.environ["PREPARO_HTTP_RATE"])
        if os.environ.get("PREPARO_HTTP_BURST"):
            update["burst"] = int(os.environ["PREPARO_HTTP_BURST"])
        return replace(policy, **update) if update else policy  # type: ignore[arg-type]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class TokenBucket:
    """A token bucket with an injectable clock and sleep (tests use a fake clock).

    Waiters are served in arrival order: the lock is held while waiting.
    """

    def __init__(
        self,
        rate: float,
        burst: int,
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._sleep = sleep
        self._tokens = float(burst)
        self._stamp = clock()
        self._paused_until = 0.0
        self._lock = asyncio.Lock()
        self.waited = 0.0  # total seconds spent waiting, for figures

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(float(self.burst), self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now

    def pause(self, seconds: float) -> None:
        """No token is handed out for `seconds` (a host said Retry-After)."""
        self._paused_until = max(self._paused_until, self._clock() + seconds)

    async def acquire(self) -> float:
        """Take one token, waiting as long as needed. Returns the seconds waited."""
        async with self._lock:
            waited = 0.0
            while True:
                now = self._clock()
                if now < self._paused_until:
                    delay = self._paused_until - now
                else:
                    self._refill()
                    if self._tokens >= 1.0:
                        self._tokens -= 1.0
                        self.waited += waited
                        return waited
                    delay = (1.0 - self._tokens) / self.rate
                await self._sleep(delay)
                waited += delay


@dataclass(frozen=True)
class HttpResponse:
    """A complete, verified response body."""

    url: str
    status: int
    headers: Mapping[str, str]
    content: bytes
    attempts: int = 1

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "")


@dataclass
class HttpStats:
    requests: int = 0
    retries: int = 0
    rate_waited_s: float = 0.0
    retry_waited_s: float = 0.0
    by_host: dict[str, int] = field(default_factory=dict)


class PoliteHttp:
    """The one HTTP client of a SourceHub."""

    def __init__(
        self,
        policy: HttpPolicy | None = None,
        *,
        language: str = "en",
        transport: httpx.AsyncBaseTransport | None = None,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
        rng: Callable[[], float] = random.random,
    ) -> None:
        self.policy = policy or HttpPolicy()
        self._loopback_policy = HttpPolicy.from_env(self.policy)
        self.language = language
        self._clock = clock
        self._sleep = sleep
        self._rng = rng
        self._buckets: dict[str, TokenBucket] = {}
        self.stats = HttpStats()
        self._client = httpx.AsyncClient(
            headers={"User-Agent": self.policy.user_agent, "Accept-Encoding": "gzip, deflate"},
            timeout=httpx.Timeout(self.policy.timeout, connect=self.policy.connect_timeout),
            follow_redirects=True,
            transport=transport,
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    @property
    def closed(self) -> bool:
        return self._client.is_closed

    def bucket(self, host: str) -> TokenBucket:
        """The token bucket of `host` ("name:port"), created on first use."""
        found = self._buckets.get(host)
        if found is None:
            name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
            policy = self._loopback_policy if is_loopback(name) else self.policy
            found = TokenBucket(policy.rate, policy.burst, clock=self._clock, sleep=self._sleep)
            self._buckets[host] = found
        return found

    def _backoff(self, attempt: int, retry_after: float | None = None) -> float:
        """The one retry rule (app/core/retry.py) with this client's policy."""
        return retry_delay(attempt, base_s=self.policy.backoff_base,
                           cap_s=self.policy.backoff_max, retry_after=retry_after, rng=self._rng)

    async def get(
        self,
        url: str,
        *,
        params: Mapping[str, str] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> HttpResponse:
        """GET `url`, retrying transient failures. Raises Offline, RetryableError
        (the host kept failing) or HttpStatusError (a status retrying will not fix)."""
        parts = urlsplit(url)
        host = parts.netloc
        bucket = self.bucket(host)
        waited_total = 0.0
        attempt = 0
        last_problem = ""
        last_retry_after: float | None = None
        network_failure = False
        while True:
            attempt += 1
            self.stats.rate_waited_s += await bucket.acquire()
            self.stats.requests += 1
            self.stats.by_host[host] = self.stats.by_host.get(host, 0) + 1
            delay: float | None
            try:
                response = await self._client.get(url, params=params, headers=headers)
                body = response.content
                _check_complete(response, body)
            except (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError,
                    TruncatedBody) as exc:
                network_failure = isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout)
                last_problem = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
                last_retry_after = None
                delay = self._backoff(attempt)
            else:
                if 200 <= response.status_code < 300:
                    return HttpResponse(
                        url=str(response.url),
                        status=response.status_code,
                        headers=dict(response.headers),
                        content=body,
                        attempts=attempt,
                    )
                if response.status_code not in RETRYABLE_STATUSES:
                    raise HttpStatusError(
                        response.status_code,
                        str(response.url),
                        tr("http_status", self.language, host=parts.hostname or host,
                           status=response.status_code, url=str(response.url)),
                    )
                network_failure = False
                last_problem = f"HTTP {response.status_code}"
                last_retry_after = parse_retry_after(response.headers.get("retry-after"))
                if last_retry_after is not None:
                    if last_retry_after > self.policy.retry_after_max:
                        raise RetryableError(
                            tr("source_busy", self.language, host=parts.hostname or host,
                               seconds=round(last_retry_after)),
                            retry_after=last_retry_after,
                        )
                    bucket.pause(last_retry_after)
                delay = self._backoff(attempt, last_retry_after)
            if attempt >= self.policy.max_attempts or (
                waited_total + delay > self.policy.total_wait_max
            ):
                break
            self.stats.retries += 1
            self.stats.retry_waited_s += delay
            waited_total += delay
            await self._sleep(delay)
        if network_failure:
            raise Offline(tr("offline", self.language, host=parts.hostname or host))
        raise RetryableError(
            tr("source_unavailable", self.language, host=parts.hostname or host,
               attempts=attempt, problem=last_problem),
            retry_after=last_retry_after,
        )


def _check_complete(response: httpx.Response, body: bytes) -> None:
    """Raise TruncatedBody when fewer bytes arrived than Content-Length announced.

    httpx usually notices this itself (RemoteProtocolError); this is the
    belt-and-braces check for transports that do not.
    """
    announced = response.headers.get("content-length")
    if announced is None or not announced.isdigit():
        return
    expected = int(announced)
    received = response.num_bytes_downloaded
    if response.headers.get("content-encoding") in (None, "", "identity"):
        received = max(received, len(body))
    if received < expected:
        raise TruncatedBody(f"received {received} of {expected} bytes")
