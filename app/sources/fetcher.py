"""Fetching with the cache, for every client of wol.jw.org and jw-cdn.

`Fetcher` joins the polite HTTP client and the cache: a fresh cache entry is
served without a request; an offline setting or an unreachable host serves
the stale entry with a notice, or raises `Offline`. Concurrent requests for
the same URL share one network request. The notices a step raised are
collected by `notice_scope`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal
from urllib.parse import urlencode, urlsplit

from app.core import privacy
from app.core.errors import Offline, RetryableError
from app.core.i18n import tr
from app.core.jsonfile import loads as bounded_json
from app.sources.cache import Cache
from app.sources.http import (
    PoliteHttp,
    RedirectRefused,
    ResponseTooLarge,
    SourceTooSlow,
)
from app.sources.losses import record_loss

NoticeKind = Literal["stale", "offline_cache", "fallback", "cache_repaired"]
HeadersFactory = Callable[[], Awaitable[Mapping[str, str]]]


@dataclass(frozen=True)
class Notice:
    """Something a person should know about where content came from."""

    kind: NoticeKind
    url: str
    message: str


@dataclass(frozen=True)
class Fetched:
    url: str
    body: bytes
    content_type: str = ""
    from_cache: bool = False
    stale: bool = False
    fetched_at: float = 0.0

    def text(self) -> str:
        return self.body.decode("utf-8", "replace")

    def json(self) -> Any:
        return bounded_json(self.body.decode("utf-8", "replace"))


@dataclass
class FetchStats:
    cache_hits: int = 0
    network: int = 0
    stale_served: int = 0
    shared: int = 0  # callers that joined a request already under way


def cache_key(url: str, params: Mapping[str, str] | None = None) -> str:
    if not params:
        return url
    return f"{url}?{urlencode(sorted(params.items()))}"


_step_notices: ContextVar[list[Notice] | None] = ContextVar("preparo_step_notices",
                                                             default=None)


@contextmanager
def notice_scope() -> Iterator[list[Notice]]:
    """Collect the notices raised by the code run inside (one step of a run, with the
    tasks it starts): concurrent steps each get their own list."""
    bucket: list[Notice] = []
    token = _step_notices.set(bucket)
    try:
        yield bucket
    finally:
        _step_notices.reset(token)


def _to_scope(notice: Notice) -> None:
    bucket = _step_notices.get()
    if bucket is not None and notice not in bucket:
        bucket.append(notice)


class Fetcher:
    """Cache first, then the network; stale copies when the network fails."""

    def __init__(
        self,
        http: PoliteHttp,
        cache: Cache | None,
        *,
        offline: bool = False,
        language: str = "en",
        notices: list[Notice] | None = None,
    ) -> None:
        self.http = http
        self.cache = cache
        self.offline = offline
        self.language = language
        self.notices: list[Notice] = notices if notices is not None else []
        self.stats = FetchStats()
        self._inflight: dict[str, asyncio.Future[Fetched]] = {}

    def add_notice(self, kind: NoticeKind, url: str, message: str) -> None:
        """Record a notice once for the session (the same kind and URL are not
        repeated) and once for the step running now (see `notice_scope`)."""
        notice = Notice(kind, url, message)
        if notice not in self.notices:
            self.notices.append(notice)
        _to_scope(notice)

    async def get(
        self,
        url: str,
        *,
        kind: str,
        params: Mapping[str, str] | None = None,
        headers: HeadersFactory | None = None,
        use_cache: bool = True,
    ) -> Fetched:
        key = cache_key(url, params)
        privacy.guard_outbound(key, self.language)  # names never reach a URL or cache key
        running = self._inflight.get(key)
        if running is not None:
            self.stats.shared += 1
            try:
                shared = await asyncio.shield(running)
            except asyncio.CancelledError:
                task = asyncio.current_task()
                if task is not None and task.cancelling():
                    raise  # this caller is being cancelled
                # The leader was cancelled (its own step timed out or was stopped), not
                # this caller: fetch it afresh rather than pass on a cancellation.
                return await self.get(url, kind=kind, params=params, headers=headers,
                                      use_cache=use_cache)
            except _LOST as exc:
                record_loss(key, str(exc) or type(exc).__name__)
                raise
            if shared.stale:  # the leader's notice concerns this step as well
                for notice in [n for n in self.notices if n.url == key]:
                    _to_scope(notice)
            return shared
        future: asyncio.Future[Fetched] = asyncio.get_running_loop().create_future()
        self._inflight[key] = future
        try:
            result = await self._get(key, url, kind, params, headers, use_cache)
        except BaseException as exc:
            if isinstance(exc, asyncio.CancelledError):
                future.cancel()
            else:
                future.set_exception(exc)
                future.exception()  # mark retrieved: nobody else may be waiting
            raise
        finally:
            self._inflight.pop(key, None)
        future.set_result(result)
        return result

    async def _get(
        self,
        key: str,
        url: str,
        kind: str,
        params: Mapping[str, str] | None,
        headers: HeadersFactory | None,
        use_cache: bool,
    ) -> Fetched:
        cache = self.cache if use_cache else None
        entry = await cache.get(key) if cache is not None else None
        self._report_repairs()
        if entry is not None and entry.fresh():
            self.stats.cache_hits += 1
            return Fetched(key, entry.body, entry.content_type, True, False, entry.fetched_at)
        host = urlsplit(url).hostname or url
        if self.offline:
            if entry is not None:
                self.stats.stale_served += 1
                self.add_notice(
                    "offline_cache",
                    key,
                    tr("served_offline", self.language, url=key, date=_day(entry.fetched_at)),
                )
                return Fetched(key, entry.body, entry.content_type, True, True, entry.fetched_at)
            raise Offline(tr("offline_mode", self.language, url=key, host=host))
        try:
            extra = await headers() if headers is not None else None
            self.stats.network += 1
            response = await self.http.get(url, params=params, headers=extra, kind=kind)
        except (Offline, RetryableError) as exc:
            if entry is None:
                record_loss(key, str(exc) or type(exc).__name__)
                raise
            self.stats.stale_served += 1
            self.add_notice(
                "stale",
                key,
                tr("served_stale", self.language, url=key, date=_day(entry.fetched_at), host=host),
            )
            return Fetched(key, entry.body, entry.content_type, True, True, entry.fetched_at)
        except _LOST as exc:
            record_loss(key, str(exc) or type(exc).__name__)
            raise
        if cache is not None:
            await cache.put(key, kind, url, response.content, response.content_type)
            self._report_repairs()
        return Fetched(key, response.content, response.content_type, False, False, time.time())

    def _report_repairs(self) -> None:
        """One line for the person when the cache file was damaged and set aside."""
        if self.cache is None:
            return
        for moved in self.cache.take_repairs():
            self.add_notice("cache_repaired", moved,
                            tr("cache_rebuilt", self.language, path=moved))

    async def remember(self, url: str, kind: str, fetched: Fetched) -> None:
        """Cache a body fetched past the cache once it proved usable."""
        if self.cache is not None and not fetched.from_cache:
            await self.cache.put(cache_key(url), kind, url, fetched.body, fetched.content_type)
            self._report_repairs()

    async def forget(self, url: str, params: Mapping[str, str] | None = None) -> None:
        """Drop a cached body (a page that turned out to be unusable)."""
        if self.cache is not None:
            await self.cache.delete(cache_key(url, params))


# Errors that leave a request without content, besides Offline and RetryableError (a
# 404 or 401 is an answer: the callers that probe, or refresh a token, expect them).
_LOST: tuple[type[Exception], ...] = (Offline, RetryableError, ResponseTooLarge,
                                      RedirectRefused, SourceTooSlow)


def _day(stamp: float) -> str:
    return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M")
