from __future__ import annotations

import asyncio
import io
import zipfile
from pathlib import Path

import pytest

from app.sources.cache import DAY, DEFAULT_TTLS, Cache, default_cache_path

WHOLE = b'<html><body><article id="article"><p>1</p></article></body></html>'


def tiny_zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("mimetype", "application/epub+zip")
    return buffer.getvalue()


class FakeClock:
    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def test_default_path_is_under_the_cache_dir(isolated_home: Path) -> None:
    assert default_cache_path().is_relative_to(isolated_home)


def test_put_get_and_ttl_per_kind(tmp_path: Path) -> None:
    clock = FakeClock()
    cache = Cache(tmp_path / "c.sqlite3", clock=clock)
    cache.put_sync("u1", "chapter", "http://x/u1", WHOLE, "text/html")
    cache.put_sync("u2", "meetings", "http://x/u2", WHOLE, "text/html")
    one = cache.get_sync("u1")
    assert one is not None and one.body == WHOLE and one.content_type == "text/html"
    assert one.expires_at == clock.now + DEFAULT_TTLS["chapter"] == clock.now + 30 * DAY
    clock.now += 2 * DAY
    one, two = cache.get_sync("u1"), cache.get_sync("u2")
    assert one is not None and one.fresh(clock.now)
    assert two is not None and not two.fresh(clock.now)  # meetings live one day
    assert cache.get_sync("missing") is None
    assert DEFAULT_TTLS["epub"] == 60 * DAY
    cache.close()


def test_expire_keeps_the_body_but_makes_it_stale(tmp_path: Path) -> None:
    clock = FakeClock()
    cache = Cache(tmp_path / "c.sqlite3", clock=clock)
    cache.put_sync("k", "file", "http://x/k", b"body")
    cache.expire_sync("k")
    entry = cache.get_sync("k")
    assert entry is not None and entry.body == b"body" and not entry.fresh(clock.now)
    cache.delete_sync("k")
    assert cache.get_sync("k") is None


def test_size_cap_evicts_least_recently_used(tmp_path: Path) -> None:
    clock = FakeClock()
    cache = Cache(tmp_path / "c.sqlite3", max_bytes=1000, clock=clock)
    for name in ("a", "b", "c"):
        clock.now += 1
        cache.put_sync(name, "file", name, bytes(300))
    clock.now += 1
    assert cache.get_sync("a") is not None  # "a" is now the most recently used
    clock.now += 1
    cache.put_sync("d", "file", "d", bytes(300))  # 1200 bytes > 1000: evict "b"
    assert cache.get_sync("b") is None
    assert all(cache.get_sync(k) is not None for k in ("a", "c", "d"))
    stats = cache.stats_sync()
    assert stats.bytes == 900 and stats.entries == 3 and cache.evictions == 1
    assert not cache.put_sync("huge", "epub", "huge", bytes(2000))  # larger than the cap
    assert cache.get_sync("huge") is None


def test_replacing_an_entry_does_not_count_twice(tmp_path: Path) -> None:
    cache = Cache(tmp_path / "c.sqlite3", max_bytes=1000)
    for _ in range(5):
        cache.put_sync("same", "file", "same", bytes(600))
    assert cache.stats_sync().bytes == 600 and cache.evictions == 0


def test_persists_across_instances_and_clear(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    first = Cache(path)
    first.put_sync("k", "epub", "http://x/k.epub", tiny_zip(), "application/epub+zip")
    first.close()
    second = Cache(path)
    entry = second.get_sync("k")
    assert entry is not None and entry.body.startswith(b"PK") and entry.kind == "epub"
    second.clear_sync()
    assert second.stats_sync().entries == 0


@pytest.mark.asyncio
async def test_async_api_runs_in_threads_concurrently(tmp_path: Path) -> None:
    cache = Cache(tmp_path / "c.sqlite3")
    await asyncio.gather(
        *(cache.put(f"k{i}", "search", f"u{i}", f'"v{i}"'.encode()) for i in range(20))
    )
    entries = await asyncio.gather(*(cache.get(f"k{i}") for i in range(20)))
    assert [e.body for e in entries if e] == [f'"v{i}"'.encode() for i in range(20)]
    stats = await cache.stats()
    assert stats.by_kind == {"search": 20}
    await cache.expire("k0")
    await cache.delete("k1")
    assert await cache.get("k1") is None
    await cache.clear()
    assert (await cache.stats()).entries == 0
