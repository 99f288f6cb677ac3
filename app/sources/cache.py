"""The SQLite cache of HTTP bodies (pages, API answers, EPUB files).

Each entry has a kind ("chapter", "meetings", "epub"...) with its own time to
live. Expired entries are kept: when the host cannot be reached they are
served stale, with a notice. The file is capped in size (settings.cache_max_mb);
the least recently used entries go first.

Only whole bodies are kept (app/sources/validity.py): a page cut short, an empty
answer, JSON that does not parse or a truncated EPUB is refused by `put`, and an
entry saved before that rule (or damaged since) reads as missing and is dropped,
so a fault never outlives the request it spoiled.

A cache is only a cache: when SQLite reports the file damaged ("database disk
image is malformed", not a database at all, locked for good) or the disk
fails under it, the file is set aside with a timestamp (`*.broken-YYYYmmdd-
HHMMSS`), a new one is started and the operation tried once more; if even
that fails the cache lives in memory for the rest of the process. Callers
never see a sqlite3 error; `take_repairs()` tells them a file was set aside.

The sync methods do the work; the async ones run them in a worker thread so
the event loop never waits on the disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import shutil
import sqlite3
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from app.core.paths import cache_dir
from app.sources.validity import body_problem

log = logging.getLogger(__name__)

DAY = 86400.0
LOW_SPACE = 1024 * 1024  # free bytes under which a SQLite I/O error means a full disk
R = TypeVar("R")

# What a damaged or unusable cache file raises (sqlite3.OperationalError, for
# "locked" and "disk I/O error", is a DatabaseError).
CACHE_FAILURES = (sqlite3.DatabaseError, OSError)

DEFAULT_TTLS: dict[str, float] = {
    "chapter": 30 * DAY,
    "document": 30 * DAY,
    "topic": 30 * DAY,
    "workbook": 30 * DAY,
    "watchtower": 30 * DAY,
    "meetings": 1 * DAY,
    "daily": 1 * DAY,
    "search": 1 * DAY,
    "pubmedia": 1 * DAY,
    "epub": 60 * DAY,
}
FALLBACK_TTL = 1 * DAY

_SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE IF NOT EXISTS entries (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    url TEXT NOT NULL,
    content_type TEXT NOT NULL DEFAULT '',
    fetched_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    last_used REAL NOT NULL,
    size INTEGER NOT NULL,
    body BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS entries_last_used ON entries(last_used);
"""


def default_cache_path() -> Path:
    return cache_dir() / "http-cache.sqlite3"


@dataclass(frozen=True)
class CacheEntry:
    key: str
    kind: str
    url: str
    content_type: str
    fetched_at: float
    expires_at: float
    body: bytes

    def fresh(self, now: float | None = None) -> bool:
        return (time.time() if now is None else now) < self.expires_at


@dataclass(frozen=True)
class CacheStats:
    entries: int
    bytes: int
    max_bytes: int
    by_kind: dict[str, int]


class Cache:
    """A size-capped SQLite store of response bodies keyed by request."""

    def __init__(
        self,
        path: Path | None = None,
        *,
        max_bytes: int = 200 * 1024 * 1024,
        ttls: Mapping[str, float] | None = None,
        clock: Callable[[], float] = time.time,
        busy_timeout: float = 10.0,
    ) -> None:
        self.path = path or default_cache_path()
        self.max_bytes = max_bytes
        self.ttls = {**DEFAULT_TTLS, **(ttls or {})}
        self._clock = clock
        self.busy_timeout = busy_timeout
        self._lock = threading.Lock()
        self.repairs: list[str] = []
        self.in_memory = False
        self._told_full = False
        self._conn = self._open()
        self.evictions = 0

    # -- set-up ----------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._connect()
        except CACHE_FAILURES as exc:
            if _disk_full(exc, self.path.parent):  # the file is fine: never set it aside
                log.warning("cache %s: the disk is full; caching in memory (%s)", self.path, exc)
                self.in_memory = True
                return self._connect(":memory:")
            return self._rebuild(exc)

    def _rebuild(self, exc: BaseException) -> sqlite3.Connection:
        """Set the damaged file aside and start a new one (in memory if even that fails)."""
        log.warning("cache %s unusable (%s: %s); setting it aside and starting a new one",
                    self.path, type(exc).__name__, exc, exc_info=exc)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        try:
            if self.path.exists():
                self.path.replace(target)
                self.repairs.append(str(target))
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                with contextlib.suppress(FileNotFoundError):
                    side.replace(target.with_name(target.name + suffix))
            return self._connect()
        except CACHE_FAILURES as again:
            log.error("cache %s cannot be rebuilt (%s); keeping pages in memory",
                      self.path, again, exc_info=again)
            self.in_memory = True
            return self._connect(":memory:")

    def _guarded(self, op: Callable[[sqlite3.Connection], R], fallback: R) -> R:
        """Run `op` on the connection (the lock held); on a damaged file rebuild and try
        once more; `fallback` when even that fails (the run goes on without the cache)."""
        with self._lock:
            try:
                return op(self._conn)
            except CACHE_FAILURES as exc:
                if _disk_full(exc, self.path.parent):
                    if not self._told_full:  # once: every later write fails alike
                        self._told_full = True
                        log.warning("cache %s: the disk is full; not caching (%s)",
                                    self.path, exc)
                    return fallback
                with contextlib.suppress(*CACHE_FAILURES):
                    self._conn.close()
                self._conn = self._rebuild(exc)
            try:
                return op(self._conn)
            except CACHE_FAILURES as exc:
                log.error("cache %s still failing after a rebuild", self.path, exc_info=exc)
                return fallback

    def take_repairs(self) -> list[str]:
        """The files set aside since the last call (each reported once)."""
        taken, self.repairs = self.repairs, []
        return taken

    def _connect(self, where: str | None = None) -> sqlite3.Connection:
        target = where or str(self.path)
        conn = sqlite3.connect(target, check_same_thread=False, timeout=self.busy_timeout)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, _SCHEMA_VERSION):
                conn.execute("DROP TABLE IF EXISTS entries")
            conn.executescript(_SCHEMA)
            conn.execute(f"PRAGMA user_version={_SCHEMA_VERSION}")
            conn.commit()
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def ttl(self, kind: str) -> float:
        return self.ttls.get(kind, FALLBACK_TTL)

    # -- sync API ----------------------------------------------------------

    def get_sync(self, key: str) -> CacheEntry | None:
        """The entry for `key`, fresh or stale, or None. Marks it as used."""

        def op(conn: sqlite3.Connection) -> CacheEntry | None:
            row = conn.execute(
                "SELECT key, kind, url, content_type, fetched_at, expires_at, body "
                "FROM entries WHERE key = ?",
                (key,),
            ).fetchone()
            if row is None:
                return None
            problem = body_problem(row[1], bytes(row[6]), row[3])
            if problem is not None:  # a fault kept before bodies were checked: drop it
                log.info("cache: dropping %s (%s)", key, problem)
                conn.execute("DELETE FROM entries WHERE key = ?", (key,))
                conn.commit()
                return None
            conn.execute("UPDATE entries SET last_used = ? WHERE key = ?", (self._clock(), key))
            conn.commit()
            return CacheEntry(
                key=row[0],
                kind=row[1],
                url=row[2],
                content_type=row[3],
                fetched_at=row[4],
                expires_at=row[5],
                body=bytes(row[6]),
            )

        return self._guarded(op, None)

    def put_sync(
        self,
        key: str,
        kind: str,
        url: str,
        body: bytes,
        content_type: str = "",
        ttl: float | None = None,
    ) -> bool:
        """Store a body; False when it is larger than the whole cache, not whole for its
        kind (never cached), or was not stored."""
        size = len(body)
        if size > self.max_bytes:
            return False
        problem = body_problem(kind, body, content_type)
        if problem is not None:
            log.warning("cache: not keeping %s: %s", key, problem)
            return False
        now = self._clock()
        expires = now + (self.ttl(kind) if ttl is None else ttl)

        def op(conn: sqlite3.Connection) -> bool:
            try:
                conn.execute(
                    "INSERT OR REPLACE INTO entries (key, kind, url, content_type, fetched_at,"
                    " expires_at, last_used, size, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (key, kind, url, content_type, now, expires, now, size,
                     sqlite3.Binary(body)),
                )
                self._evict(conn, keep=key)
                conn.commit()
            except BaseException:
                with contextlib.suppress(*CACHE_FAILURES):
                    conn.rollback()
                raise
            return True

        return self._guarded(op, False)

    def _evict(self, conn: sqlite3.Connection, keep: str) -> None:
        total = conn.execute("SELECT COALESCE(SUM(size), 0) FROM entries").fetchone()[0]
        if total <= self.max_bytes:
            return
        rows = conn.execute(
            "SELECT key, size FROM entries WHERE key != ? ORDER BY last_used ASC, fetched_at ASC",
            (keep,),
        ).fetchall()
        doomed: list[str] = []
        for key, size in rows:
            if total <= self.max_bytes:
                break
            doomed.append(key)
            total -= size
        conn.executemany("DELETE FROM entries WHERE key = ?", [(k,) for k in doomed])
        self.evictions += len(doomed)

    def _write(self, sql: str, params: tuple[object, ...] = ()) -> None:
        def op(conn: sqlite3.Connection) -> None:
            conn.execute(sql, params)
            conn.commit()

        self._guarded(op, None)

    def expire_sync(self, key: str) -> None:
        """Make an entry stale without removing it."""
        self._write("UPDATE entries SET expires_at = ? WHERE key = ?", (self._clock() - 1.0, key))

    def delete_sync(self, key: str) -> None:
        self._write("DELETE FROM entries WHERE key = ?", (key,))

    def clear_sync(self) -> None:
        self._write("DELETE FROM entries")

    def stats_sync(self) -> CacheStats:
        def op(conn: sqlite3.Connection) -> list[tuple[str, int, int]]:
            return list(conn.execute(
                "SELECT kind, COUNT(*), COALESCE(SUM(size), 0) FROM entries GROUP BY kind"
            ).fetchall())

        no_rows: list[tuple[str, int, int]] = []
        rows = self._guarded(op, no_rows)
        return CacheStats(
            entries=sum(r[1] for r in rows),
            bytes=sum(r[2] for r in rows),
            max_bytes=self.max_bytes,
            by_kind={r[0]: r[1] for r in rows},
        )

    def close(self) -> None:
        with self._lock, contextlib.suppress(*CACHE_FAILURES):
            self._conn.close()

    # -- async API (a worker thread does the disk work) ------------------------

    async def get(self, key: str) -> CacheEntry | None:
        return await asyncio.to_thread(self.get_sync, key)

    async def put(
        self,
        key: str,
        kind: str,
        url: str,
        body: bytes,
        content_type: str = "",
        ttl: float | None = None,
    ) -> bool:
        return await asyncio.to_thread(self.put_sync, key, kind, url, body, content_type, ttl)

    async def expire(self, key: str) -> None:
        await asyncio.to_thread(self.expire_sync, key)

    async def delete(self, key: str) -> None:
        await asyncio.to_thread(self.delete_sync, key)

    async def clear(self) -> None:
        await asyncio.to_thread(self.clear_sync)

    async def stats(self) -> CacheStats:
        return await asyncio.to_thread(self.stats_sync)


def _disk_full(exc: BaseException, folder: Path) -> bool:
    """SQLITE_FULL, ENOSPC, or an I/O error (SQLite's shared memory or write could not
    grow) on a disk with almost no space left: setting the file aside would not help."""
    if isinstance(exc, OSError):
        return exc.errno in (errno.ENOSPC, errno.EDQUOT)
    if "full" in str(exc).lower():
        return True
    if str(getattr(exc, "sqlite_errorname", "")).startswith("SQLITE_IOERR"):
        try:
            return shutil.disk_usage(folder).free < LOW_SPACE
        except OSError:
            return False
    return False
