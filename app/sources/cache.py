"""The SQLite cache of HTTP bodies (pages, API answers, EPUB files).

Each entry has a kind ("chapter", "meetings", "epub"...) with its own time to
live. Expired entries are kept: when the host cannot be reached they are
served stale, with a notice. The file is capped in size (settings.cache_max_mb);
the least recently used entries go first.

The sync methods do the work; the async ones run them in a worker thread so
the event loop never waits on the disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from app.core.paths import cache_dir

log = logging.getLogger(__name__)

DAY = 86400.0

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
    ) -> None:
        self.path = path or default_cache_path()
        self.max_bytes = max_bytes
        self.ttls = {**DEFAULT_TTLS, **(ttls or {})}
        self._clock = clock
        self._lock = threading.Lock()
        self._conn = self._open()
        self.evictions = 0

    # -- set-up ----------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return self._connect()
        except sqlite3.DatabaseError as exc:
            # A damaged cache is only a cache: keep it aside and start again.
            log.warning("cache %s unreadable (%s); starting a new one", self.path, exc)
            with contextlib.suppress(OSError):
                self.path.replace(self.path.with_suffix(".broken"))
            return self._connect()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, check_same_thread=False, timeout=10.0)
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
        with self._lock:
            row = self._conn.execute(
                "SELECT key, kind, url, content_type, fetched_at, expires_at, body "
                "FROM entries WHERE key = ?",
                (key,),
            ).fetchone()
            if row is None:
                return None
            self._conn.execute(
                "UPDATE entries SET last_used = ? WHERE key = ?", (self._clock(), key)
            )
            self._conn.commit()
        return CacheEntry(
            key=row[0],
            kind=row[1],
            url=row[2],
            content_type=row[3],
            fetched_at=row[4],
            expires_at=row[5],
            body=bytes(row[6]),
        )

    def put_sync(
        self,
        key: str,
        kind: str,
        url: str,
        body: bytes,
        content_type: str = "",
        ttl: float | None = None,
    ) -> bool:
        """Store a body; returns False when it is larger than the whole cache."""
        size = len(body)
        if size > self.max_bytes:
            return False
        now = self._clock()
        expires = now + (self.ttl(kind) if ttl is None else ttl)
        with self._lock:
            self._conn.execute(
                "INSERT OR REPLACE INTO entries "
                "(key, kind, url, content_type, fetched_at, expires_at, last_used, size, body) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (key, kind, url, content_type, now, expires, now, size, sqlite3.Binary(body)),
            )
            self._evict_locked(keep=key)
            self._conn.commit()
        return True

    def _evict_locked(self, keep: str) -> None:
        total = self._conn.execute("SELECT COALESCE(SUM(size), 0) FROM entries").fetchone()[0]
        if total <= self.max_bytes:
            return
        rows = self._conn.execute(
            "SELECT key, size FROM entries WHERE key != ? ORDER BY last_used ASC, fetched_at ASC",
            (keep,),
        ).fetchall()
        doomed: list[str] = []
        for key, size in rows:
            if total <= self.max_bytes:
                break
            doomed.append(key)
            total -= size
        self._conn.executemany("DELETE FROM entries WHERE key = ?", [(k,) for k in doomed])
        self.evictions += len(doomed)

    def expire_sync(self, key: str) -> None:
        """Make an entry stale without removing it."""
        with self._lock:
            self._conn.execute(
                "UPDATE entries SET expires_at = ? WHERE key = ?", (self._clock() - 1.0, key)
            )
            self._conn.commit()

    def delete_sync(self, key: str) -> None:
        with self._lock:
            self._conn.execute("DELETE FROM entries WHERE key = ?", (key,))
            self._conn.commit()

    def clear_sync(self) -> None:
        with self._lock:
            self._conn.execute("DELETE FROM entries")
            self._conn.commit()

    def stats_sync(self) -> CacheStats:
        with self._lock:
            rows = self._conn.execute(
                "SELECT kind, COUNT(*), COALESCE(SUM(size), 0) FROM entries GROUP BY kind"
            ).fetchall()
        return CacheStats(
            entries=sum(r[1] for r in rows),
            bytes=sum(r[2] for r in rows),
            max_bytes=self.max_bytes,
            by_kind={r[0]: r[1] for r in rows},
        )

    def close(self) -> None:
        with self._lock:
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
