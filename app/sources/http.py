"""Polite HTTP: one shared client, a per-host token bucket, retries with jitter.

Everything Preparo fetches from wol.jw.org and the jw-cdn APIs goes through
`PoliteHttp.get`. It identifies itself with a User-Agent, waits for a token
of the host's bucket before each request (about 2 requests/s, burst 5),
retries transient failures (429, 5xx, timeouts, connection errors,
truncated bodies and bodies that are not whole for their kind: see
app/sources/validity.py) with exponential backoff and jitter, honours
Retry-After up to a cap, and turns what is left into errors a person can act on.

Untrusted input is bounded: a body is read as a stream and counted after
decompression (a small gzip body that inflates to gigabytes stops at
`max_body_bytes`, or at the kind's own cap: 8 MB for a page); one attempt has
`attempt_timeout_s` for its whole body however slowly it drips, and one request
gives up on a host that stays that slow once its slow attempts add up to
`request_deadline_s` (waits for Retry-After and backoff do not count); redirects
are followed by hand, at most `max_redirects`, and only to URLs the link policy
allows (app/core/urls.py: jw.org / jw-cdn.org over https, or the configured
content hosts): any other target, `javascript:` included, fails at once.
Whatever else goes wrong under the client (an unexpected httpx error, an OS
error) becomes a `SourceFailed` with one line for the person; the details go to the log.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import os
import random
import time
import zlib
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from urllib.parse import urlsplit

import httpx

from app import __version__
from app.core import privacy
from app.core.errors import ErrorKind, Offline, PreparoError, RetryableError, SourceChanged
from app.core.i18n import tr
from app.core.retry import retry_delay
from app.core.retry_after import parse_retry_after
from app.core.urls import fetch_allowed
from app.sources.validity import BodyProblem, body_cap, body_problem, describe

log = logging.getLogger(__name__)

USER_AGENT = f"Preparo/{__version__} (+desktop study app)"

RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]


class HttpStatusError(PreparoError):
    """The host answered with a status that retrying will not fix (404, 401, 403...)."""

    def __init__(self, status: int, url: str, message: str) -> None:
        self.status = status
        self.url = url
        self.kind = status_kind(status)
        super().__init__(message)


def status_kind(status: int) -> ErrorKind:
    """What an HTTP status means to a person: busy, a server fault, a page gone."""
    if status == 429:
        return "busy"
    if status >= 500:
        return "server"
    if status in (404, 410):
        return "page_missing"
    return "other"


class TruncatedBody(Exception):
    """The body ended before the length the server announced (retryable)."""


class IncompleteBody(Exception):
    """A 2xx body that is not whole for its kind: empty, cut short, JSON that does
    not parse, a truncated zip (retryable, never cached)."""

    def __init__(self, problem: BodyProblem, kind: str | None) -> None:
        self.problem = problem
        self.kind = kind
        super().__init__(problem)


class TooSlow(Exception):
    """One attempt did not get its whole body within `attempt_timeout_s` (retryable)."""


class SourceTooSlow(PreparoError):
    """A host kept sending too slowly until the request's deadline (not retried again)."""

    kind: ErrorKind = "timeout"


class RedirectRefused(PreparoError):
    """A host redirected to a URL the link policy does not allow (another host, file:...)."""


class ResponseTooLarge(PreparoError):
    """A body was larger than `max_body_bytes` once decompressed."""

    kind: ErrorKind = "broken_page"


class SourceFailed(RetryableError):
    """Something unexpected failed under the HTTP client (details in the log)."""

    kind: ErrorKind = "unexpected"


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
    attempt_timeout_s: float = 30.0  # one attempt's whole body, however slowly it drips
    request_deadline_s: float = 45.0  # slow attempts of one request (under a step's 60 s)
    user_agent: str = USER_AGENT
    max_body_bytes: int = 64 * 1024 * 1024  # after decompression (EPUBs are the largest)
    max_redirects: int = 5

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
    unreachable: int = 0  # requests that ended Offline (the host could not be reached)


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
        content_hosts: tuple[str, ...] = (),
    ) -> None:
        self.policy = policy or HttpPolicy()
        self.content_hosts = content_hosts  # "host:port" of the configured bases
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
            follow_redirects=False,  # followed by hand, see _fetch
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
        kind: str | None = None,
    ) -> HttpResponse:
        """GET `url`, retrying transient failures. With `kind` ("chapter", "search",
        "epub"...), a 2xx body must be whole for that kind (app/sources/validity.py) and
        is read up to the kind's cap. Raises Offline, RetryableError (the host kept
        failing), SourceTooSlow, HttpStatusError (a status retrying will not fix) or
        another PreparoError (a refused redirect, a body too large)."""
        parts = urlsplit(url)
        host = parts.netloc
        bucket = self.bucket(host)
        cap = min(self.policy.max_body_bytes, body_cap(kind)) if kind else None
        slow_spent = 0.0  # seconds spent in attempts that were too slow
        waited_total = 0.0
        attempt = 0
        last_problem = ""
        last_kind: ErrorKind = "network"
        last_retry_after: float | None = None
        network_failure = False
        while True:
            attempt += 1
            self.stats.rate_waited_s += await bucket.acquire()
            self.stats.requests += 1
            self.stats.by_host[host] = self.stats.by_host.get(host, 0) + 1
            delay: float | None
            slow = False
            attempt_started = time.monotonic()
            try:
                left = self.policy.request_deadline_s - slow_spent
                response, body = await self._attempt(url, params, headers, cap,
                                                     max(left, 0.05))
                _check_complete(response, body)
                if kind is not None and 200 <= response.status_code < 300:
                    problem = body_problem(kind, body, response.headers.get("content-type", ""))
                    if problem == "no_container":  # whole, but not what the page holds
                        raise SourceChanged(tr("source_changed", self.language, url=url,
                                               detail=describe(problem, kind, self.language)))
                    if problem is not None:
                        raise IncompleteBody(problem, kind)
            except (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError,
                    httpx.DecodingError, TruncatedBody, IncompleteBody, TooSlow) as exc:
                network_failure = isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout)
                slow = isinstance(exc, TooSlow | httpx.ReadTimeout)
                if slow:
                    slow_spent += time.monotonic() - attempt_started
                last_problem = self._problem_text(exc)
                last_kind = ("timeout" if isinstance(exc, TooSlow | httpx.TimeoutException)
                             else "broken_page" if isinstance(
                                 exc, TruncatedBody | IncompleteBody | httpx.DecodingError)
                             else "network")
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
                last_kind = status_kind(response.status_code)
                last_retry_after = parse_retry_after(response.headers.get("retry-after"))
                if last_retry_after is not None:
                    if last_retry_after > self.policy.retry_after_max:
                        raise RetryableError(
                            tr("source_busy", self.language, host=parts.hostname or host,
                               seconds=round(last_retry_after)),
                            retry_after=last_retry_after, kind="busy",
                        )
                    bucket.pause(last_retry_after)
                delay = self._backoff(attempt, last_retry_after)
            if slow and slow_spent >= self.policy.request_deadline_s - 0.01:
                raise SourceTooSlow(tr("source_too_slow", self.language,
                                       host=parts.hostname or host,
                                       seconds=round(slow_spent)))
            if attempt >= self.policy.max_attempts or (
                waited_total + delay > self.policy.total_wait_max
            ):
                break
            self.stats.retries += 1
            self.stats.retry_waited_s += delay
            waited_total += delay
            await self._sleep(delay)
        if network_failure:
            self.stats.unreachable += 1
            raise Offline(tr("offline", self.language,
                             host=shown_host(parts.hostname or host)))
        # the details (the last attempt's error) for the log
        log.warning("GET %s gave up after %d attempts: %s", url, attempt, last_problem)
        raise RetryableError(
            tr("source_unavailable", self.language, host=parts.hostname or host,
               attempts=attempt, problem=last_problem),
            retry_after=last_retry_after, kind=last_kind,
        )

    def _problem_text(self, exc: BaseException) -> str:
        """What went wrong with one attempt, for the message after the last one."""
        if isinstance(exc, IncompleteBody):
            return describe(exc.problem, exc.kind, self.language)
        if isinstance(exc, TooSlow):
            return tr("source_slow_body", self.language,
                      seconds=round(self.policy.attempt_timeout_s))
        return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__

    async def _attempt(
        self, url: str, params: Mapping[str, str] | None, headers: Mapping[str, str] | None,
        cap: int | None, left_s: float,
    ) -> tuple[httpx.Response, bytes]:
        """One request within `attempt_timeout_s` and what is left of the request's
        deadline (a body dripping a byte at a time would otherwise never trip the
        per-read timeout)."""
        try:
            async with asyncio.timeout(min(self.policy.attempt_timeout_s, left_s)):
                return await self._fetch(url, params, headers, cap)
        except TimeoutError:
            raise TooSlow() from None

    async def _fetch(
        self, url: str, params: Mapping[str, str] | None, headers: Mapping[str, str] | None,
        cap: int | None = None,
    ) -> tuple[httpx.Response, bytes]:
        """One request with its redirects, the body read within the size cap.

        Transient httpx errors pass through (the caller retries them); refused
        redirects and oversized bodies are typed errors; anything else unexpected
        becomes SourceFailed."""
        try:
            request = self._client.build_request("GET", url, params=params, headers=headers)
            for _ in range(self.policy.max_redirects + 1):
                # the last line: no request (nor a redirect) leaves holding a name
                privacy.guard_outbound(str(request.url), self.language)
                try:
                    response = await self._client.send(request, stream=True)
                except httpx.InvalidURL as exc:
                    # The request's own URL was built above: only a redirect's Location
                    # (httpx reads it eagerly) can be invalid here ("javascript:...").
                    log.warning("refused redirect from %s: %s", request.url, exc)
                    raise RedirectRefused(tr("redirect_unreadable", self.language,
                                             host=request.url.host)) from None
                try:
                    if not response.is_redirect:
                        return response, await self._read_capped(response, cap)
                    target = self._redirect_target(response)
                finally:
                    await response.aclose()
                request = self._client.build_request("GET", target, headers=headers)
            raise RedirectRefused(tr("redirect_loop", self.language, url=url,
                                     count=self.policy.max_redirects))
        except (PreparoError, TruncatedBody, httpx.TimeoutException, httpx.NetworkError,
                httpx.RemoteProtocolError, httpx.DecodingError):
            raise
        except Exception as exc:  # the boundary: nothing unexpected reaches an agent raw
            log.warning("GET %s failed: %s: %s", url, type(exc).__name__, exc, exc_info=exc)
            host = urlsplit(url).hostname or url
            raise SourceFailed(tr("source_failed", self.language, host=host,
                                  problem=type(exc).__name__)) from exc

    def _redirect_target(self, response: httpx.Response) -> str:
        location = response.headers.get("location", "")
        try:
            target = str(response.url.join(location))
        except (httpx.InvalidURL, ValueError):
            target = location
        if not location or not fetch_allowed(target, self.content_hosts):
            log.warning("refused redirect from %s to %r", response.url, location)
            raise RedirectRefused(tr("redirect_refused", self.language,
                                     host=response.url.host, target=location[:200]))
        return target

    async def _read_capped(self, response: httpx.Response, cap: int | None = None) -> bytes:
        """The decompressed body, inflated a bounded piece at a time and stopped as soon
        as it passes the cap (a gzip bomb never gets to expand in memory)."""
        if cap is not None and "json" in response.headers.get("content-type", "").lower():
            cap = min(cap, body_cap("", "json"))  # parsed JSON costs far more than its bytes
        cap = cap or self.policy.max_body_bytes
        announced = response.headers.get("content-length", "")
        encoding = response.headers.get("content-encoding", "").strip().lower()
        too_large = ResponseTooLarge(tr("response_too_large", self.language,
                                        url=str(response.url), mb=cap // (1024 * 1024)))
        if announced.isdigit() and encoding in ("", "identity") and int(announced) > cap:
            raise too_large
        if response.is_stream_consumed:  # a transport that hands over a body already read
            if len(response.content) > cap:
                raise too_large
            return response.content
        inflate = _Inflater(encoding, step=min(1024 * 1024, cap + 1))
        body = bytearray()
        async for raw in response.aiter_raw():
            for piece in inflate.feed(raw):
                if len(body) + len(piece) > cap:
                    raise too_large
                body += piece
        return bytes(body)


class _Inflater:
    """gzip/deflate decoding that hands out at most `step` bytes per piece."""

    def __init__(self, encoding: str, step: int = 1024 * 1024) -> None:
        if encoding not in ("", "identity", "gzip", "x-gzip", "deflate"):
            raise httpx.DecodingError(f"unsupported content-encoding {encoding!r}")
        self.encoding = encoding
        self.step = step
        self._zlib = (zlib.decompressobj(47) if encoding in ("gzip", "x-gzip", "deflate")
                      else None)
        self._started = False

    def feed(self, data: bytes) -> Iterator[bytes]:
        if self._zlib is None:
            if data:
                yield data
            return
        try:
            piece = self._zlib.decompress(data, self.step)
        except zlib.error:
            if self.encoding != "deflate" or self._started:
                raise httpx.DecodingError("damaged compressed body") from None
            self._zlib = zlib.decompressobj(-zlib.MAX_WBITS)  # raw deflate, no header
            piece = self._zlib.decompress(data, self.step)
        self._started = True
        while True:
            if piece:
                yield piece
            tail = self._zlib.unconsumed_tail
            if not tail:
                return
            try:
                piece = self._zlib.decompress(tail, self.step)
            except zlib.error:
                raise httpx.DecodingError("damaged compressed body") from None


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


def shown_host(host: str) -> str:
    """The host as the person knows it: a local mirror or test server (a loopback
    address) stands for wol.jw.org; an internal address is never shown."""
    name = host.strip("[]").lower()
    try:
        loopback = ipaddress.ip_address(name).is_loopback
    except ValueError:
        loopback = name == "localhost"
    return "wol.jw.org" if loopback else host
