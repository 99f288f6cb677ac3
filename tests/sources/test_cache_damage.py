"""A damaged HTTP cache is set aside and rebuilt; callers never see a sqlite3 error."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from app.core.settings import load_settings
from app.mirror.server import MIRROR_POLICY, MirrorServer
from app.sources.cache import Cache
from app.sources.hub import SourceHub


def _filled(path: Path, entries: int = 200) -> None:
    cache = Cache(path)
    for i in range(entries):
        cache.put_sync(f"k{i}", "file", f"http://x/{i}", os.urandom(3000))
    cache.close()


def _scribble_pages(path: Path) -> None:
    """Overwrite the start of every page after the header: "disk image is malformed"."""
    data = bytearray(path.read_bytes())
    for offset in range(4096, len(data), 4096):
        data[offset:offset + 100] = b"\xff" * 100
    path.write_bytes(bytes(data))


def _broken_copies(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir()
                  if p.name.startswith(path.name + ".broken-")
                  and not p.name.endswith(("-wal", "-shm")))


def test_a_malformed_cache_is_set_aside_and_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    _filled(path)
    _scribble_pages(path)
    with pytest.raises(sqlite3.DatabaseError, match="malformed"):
        sqlite3.connect(path).execute("SELECT body FROM entries WHERE key='k5'").fetchone()
    cache = Cache(path)
    assert cache.get_sync("k5") is None  # a miss, not an error
    assert cache.put_sync("fresh", "file", "http://x/fresh", b"body")
    entry = cache.get_sync("fresh")
    assert entry is not None and entry.body == b"body"
    moved = _broken_copies(path)
    assert len(moved) == 1 and moved[0].stat().st_size > 0
    assert cache.take_repairs() == [str(moved[0])]
    assert cache.take_repairs() == []  # reported once
    cache.close()


def test_a_garbage_file_is_set_aside_with_a_timestamp(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    cache = Cache(path)
    assert cache.put_sync("k", "file", "http://x/k", b"b")
    assert cache.get_sync("k") is not None
    assert len(_broken_copies(path)) == 1
    cache.close()


def test_a_cache_locked_for_good_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    _filled(path, 3)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        cache = Cache(path, busy_timeout=0.1)
        assert cache.put_sync("new", "file", "http://x/new", b"b")
        assert cache.get_sync("new") is not None
        assert len(_broken_copies(path)) == 1
        cache.close()
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_cache_that_cannot_be_rebuilt_lives_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "c.sqlite3"
    path.write_bytes(b"garbage" * 100)
    real_connect = Cache._connect

    def disk_refuses(self: Cache, where: str | None = None) -> sqlite3.Connection:
        if where != ":memory:":
            raise OSError(5, "Input/output error")
        return real_connect(self, where)

    monkeypatch.setattr(Cache, "_connect", disk_refuses)
    cache = Cache(path)
    assert cache.in_memory
    assert cache.put_sync("k", "file", "http://x/k", b"b")
    assert cache.get_sync("k") is not None
    cache.close()


def test_a_full_disk_skips_caching_without_setting_the_file_aside(
    tmp_path: Path
) -> None:
    path = tmp_path / "c.sqlite3"
    cache = Cache(path)
    cache.put_sync("k", "file", "http://x/k", b"b")
    real = cache._conn

    class FullDisk:
        def execute(self, *args: object) -> object:
            raise sqlite3.OperationalError("database or disk is full")

        def __getattr__(self, name: str) -> object:
            return getattr(real, name)

    cache._conn = FullDisk()  # type: ignore[assignment]
    assert cache.put_sync("k2", "file", "http://x/k2", b"b") is False
    assert _broken_copies(path) == []
    cache._conn = real
    assert cache.get_sync("k") is not None
    cache.close()


@pytest.mark.asyncio
async def test_later_runs_go_on_when_the_cache_was_damaged(
    mirror: MirrorServer, tmp_path: Path
) -> None:
    path = tmp_path / "run.sqlite3"
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, cache=Cache(path)) as hub:
        first = [await hub.chapter("en", 43, n) for n in (1, 2, 3)]
    hub.cache.close()  # type: ignore[union-attr]
    _scribble_pages(path)
    for repaired in (1, 0):  # the first later run repairs it; the next finds a sound cache
        cache = Cache(path)
        async with SourceHub(load_settings(), policy=MIRROR_POLICY, cache=cache) as hub:
            again = [await hub.chapter("en", 43, n) for n in (1, 2, 3)]
        cache.close()
        assert [p.verses for p in again] == [p.verses for p in first]
        assert [n.kind for n in hub.notices].count("cache_repaired") == repaired
    assert len(_broken_copies(path)) == 1


def test_a_healthy_cache_on_a_full_disk_is_never_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 0 bytes free SQLite cannot grow its shared memory when it opens the file and
    says "disk I/O error" (SQLITE_IOERR_SHMSIZE): the file is fine, so it stays."""
    import shutil as real_shutil

    import app.sources.cache as cache_module

    path = tmp_path / "c.sqlite3"
    _filled(path, entries=5)
    before = path.read_bytes()

    def no_shared_memory(self: Cache, where: str | None = None) -> sqlite3.Connection:
        if where is None:
            exc = sqlite3.OperationalError("disk I/O error")
            exc.sqlite_errorname = "SQLITE_IOERR_SHMSIZE"
            raise exc
        return sqlite3.connect(where, check_same_thread=False)

    class Usage:
        free = 0

    monkeypatch.setattr(Cache, "_connect", no_shared_memory)
    monkeypatch.setattr(cache_module, "shutil",
                        type("S", (), {"disk_usage": staticmethod(lambda _p: Usage())}))
    cache = Cache(path)
    assert cache.in_memory and cache.take_repairs() == []
    assert _broken_copies(path) == [] and path.read_bytes() == before
    monkeypatch.undo()
    assert real_shutil.disk_usage(tmp_path).free > 0
    reopened = Cache(path)  # once there is space, the same entries are there
    assert reopened.get_sync("k1") is not None
    reopened.close()
