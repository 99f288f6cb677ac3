"""Damaged stores lose nothing: a broken copy is kept, what can be read is recovered,
and the person is told in one line.

- `keep_broken_copy(path)`: a timestamped copy beside the file
  (`comments.json.broken-YYYYmmdd-HHMMSS`), once per distinct content.
- `recover_json(text)`: the complete members of a torn JSON object or list (a crash or
  a full disk cut its tail): `{"a": 1, "b": {"x` gives `{"a": 1}`.
- `rescue_sqlite(path, table, columns)`: the rows of a table still readable in a
  damaged SQLite file, read through a fresh connection on a copy; a file whose header
  is scribbled over ("file is not a database") is read with a sound header grafted on.
- `tell(line)`: a repair notice for the person. Inside `told()` (an agent's step) it is
  collected for them; it is always logged.
"""

from __future__ import annotations

import contextlib
import json
import logging
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextvars import ContextVar
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

BROKEN = ".broken-"


def keep_broken_copy(path: Path) -> Path | None:
    """A timestamped copy of `path` beside it (an earlier copy with the same bytes is
    reused); None when there is no file. OSError when the copy cannot be written: the
    caller must not overwrite the file then."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    for earlier in sorted(path.parent.glob(f"{path.name}{BROKEN}*")):
        with contextlib.suppress(OSError):
            if earlier.stat().st_size == len(data) and earlier.read_bytes() == data:
                return earlier
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{BROKEN}{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}{BROKEN}{stamp}-{counter}")
    shutil.copyfile(path, target)
    log.warning("%s is damaged; a copy is kept as %s", path, target.name)
    return target


# -- JSON ----------------------------------------------------------------------------------

_DECODER = json.JSONDecoder()


def recover_json(text: str) -> dict[str, Any] | list[Any] | None:
    """The complete members of a JSON object or list whose tail is torn or damaged, in
    order; None when the text does not start one."""
    index = _skip_space(text, 0)
    if index >= len(text) or text[index] not in "{[":
        return None
    if text[index] == "[":
        items: list[Any] = []
        index += 1
        while True:
            index = _skip_space(text, index)
            try:
                value, index = _DECODER.raw_decode(text, index)
            except (ValueError, RecursionError):
                return items
            items.append(value)
            index = _skip_space(text, index)
            if index >= len(text) or text[index] != ",":
                return items
            index += 1
    members: dict[str, Any] = {}
    index += 1
    while True:
        index = _skip_space(text, index)
        try:
            key, index = _DECODER.raw_decode(text, index)
            index = _skip_space(text, index)
            if not isinstance(key, str) or index >= len(text) or text[index] != ":":
                return members
            value, index = _DECODER.raw_decode(text, _skip_space(text, index + 1))
        except (ValueError, RecursionError):
            return members
        members[key] = value
        index = _skip_space(text, index)
        if index >= len(text) or text[index] != ",":
            return members
        index += 1


def _skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index] in " \t\r\n":
        index += 1
    return index


# -- SQLite --------------------------------------------------------------------------------

MAX_SKIPS = 256  # damaged stretches of rows jumped over before giving up


def rescue_sqlite(path: Path, table: str, columns: Sequence[str]) -> list[dict[str, Any]]:
    """The rows of `table` still readable in the damaged file `path`, as column -> value
    for those of `columns` the table has (the first must be its integer key); the file
    itself is not touched."""
    with tempfile.TemporaryDirectory(prefix="preparo-rescue-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        for side in ("-wal", "-journal"):
            with contextlib.suppress(FileNotFoundError):
                shutil.copyfile(path.with_name(path.name + side),
                                copy.with_name(copy.name + side))
        rows = _read_rows(copy, table, columns)
        if rows is None:  # the header is gone: graft a sound one and try again
            for page_size in (4096, 1024, 2048, 8192, 16384, 32768, 65536):
                if _graft_header(copy, page_size):
                    rows = _read_rows(copy, table, columns)
                    if rows:
                        break
    return rows or []


def _read_rows(path: Path, table: str,
               columns: Sequence[str]) -> list[dict[str, Any]] | None:
    """Rows by key order, jumping over stretches that cannot be read; None when the
    table cannot be read at all."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
    except sqlite3.Error:
        return None
    names = [c for c in columns if c in present]
    if not names or names[0] != columns[0]:
        conn.close()
        return None
    key = names[0]
    query = f"SELECT {', '.join(names)} FROM {table} WHERE {key} > ? ORDER BY {key}"
    rows: list[dict[str, Any]] = []
    try:
        try:
            top = conn.execute(f"SELECT max({key}) FROM {table}").fetchone()[0]
        except sqlite3.Error:
            top = None
        after, skips, read_any = -1, 0, False
        while skips <= MAX_SKIPS:
            try:
                for row in conn.execute(query, (after,)):
                    rows.append(dict(zip(names, row, strict=True)))
                    after = int(row[0])
                read_any = True
                break
            except sqlite3.Error:
                skips += 1
                if top is not None and after >= int(top):
                    break
                after += 1  # the row after the last one read is damaged: skip it
        return rows if read_any or rows else None
    finally:
        conn.close()


def _graft_header(path: Path, page_size: int) -> bool:
    """Write the 100-byte header of a new database with `page_size` over the file's
    (the pages after it are kept): SQLite then reads whatever pages are sound."""
    with tempfile.TemporaryDirectory(prefix="preparo-header-") as folder:
        fresh = Path(folder) / "h.sqlite3"
        conn = sqlite3.connect(fresh)
        try:
            conn.execute(f"PRAGMA page_size={page_size}")
            conn.execute("CREATE TABLE t (x)")
            conn.commit()
        finally:
            conn.close()
        header = bytearray(fresh.read_bytes()[:100])
    data = bytearray(path.read_bytes())
    if len(data) < page_size or len(data) % page_size:
        return False
    header[28:32] = (len(data) // page_size).to_bytes(4, "big")  # pages in the file
    data[:100] = header
    path.write_bytes(bytes(data))
    return True


# -- telling the person --------------------------------------------------------------------

_told: ContextVar[list[str] | None] = ContextVar("preparo_damage_told", default=None)


@contextlib.contextmanager
def told() -> Iterator[list[str]]:
    """Collect the repair notices raised by the code run inside (one step)."""
    bucket: list[str] = []
    token = _told.set(bucket)
    try:
        yield bucket
    finally:
        _told.reset(token)


def tell(line: str) -> None:
    """A store was repaired: logged, and collected for the person inside `told()`."""
    log.warning("%s", line)
    bucket = _told.get()
    if bucket is not None and line not in bucket:
        bucket.append(line)
