"""The return-visit notebook, damaged: nothing a person wrote is lost.

`ensure_sound(path, ...)` runs once before the notebook is first used in a process
step. A file SQLite refuses ("file is not a database", "database disk image is
malformed") or whose quick check fails is set aside as a broken copy
(`notebook.sqlite3.broken-YYYYmmdd-HHMMSS`), a new notebook is written with every
visit still readable in it (app.core.damage.rescue_sqlite), and the person is told in
one line in the run's language (a notice of the step). A notebook that is only busy
(locked by another process) or on a full disk is left as it is.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app.core import damage
from app.core.errors import PreparoError
from app.core.i18n import tr

log = logging.getLogger(__name__)

# Errors that say nothing about the file's bytes: it is left alone.
_NOT_DAMAGE = ("locked", "busy", "full", "unable to open", "readonly", "read-only")


def ensure_sound(path: Path, schema: str, table: str, columns: Sequence[str],
                 language: str) -> None:
    """Repair the notebook at `path` if it is damaged (see the module doc); PreparoError
    when it is damaged and cannot be repaired (then it is left untouched)."""
    if not path.exists():
        return
    problem = _damage(path)
    if problem is None:
        return
    log.warning("notebook %s is damaged (%s)", path, problem)
    try:
        copy = damage.keep_broken_copy(path)
        kept = _rebuild(path, schema, table, damage.rescue_sqlite(path, table, columns))
    except (OSError, sqlite3.Error) as exc:
        log.error("the damaged notebook %s could not be repaired", path, exc_info=exc)
        raise PreparoError(tr("notebook.unrepaired", language, error=problem)) from exc
    damage.tell(tr("notebook.repaired", language, count=kept,
                   copy=copy.name if copy else "-"))


def _damage(path: Path) -> str | None:
    """Why the file is damaged, or None when it is sound (or only busy, or the disk full)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    except sqlite3.Error as exc:
        return None if _not_damage(exc) else str(exc)
    try:
        verdict = conn.execute("PRAGMA quick_check").fetchone()
    except sqlite3.Error as exc:
        return None if _not_damage(exc) else str(exc)
    finally:
        conn.close()
    if verdict is None or verdict[0] != "ok":
        return str(verdict[0] if verdict else "quick_check gave nothing")
    return None


def _not_damage(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return any(word in text for word in _NOT_DAMAGE)


def _rebuild(path: Path, schema: str, table: str, rows: list[dict[str, Any]]) -> int:
    """A new notebook with the `rows` it takes (a row that breaks the schema is left in
    the broken copy), written beside the damaged one and moved over it in one step;
    how many rows it holds."""
    fresh = path.with_name(f".{path.name}.rebuilt")
    with contextlib.suppress(FileNotFoundError):
        fresh.unlink()
    kept = 0
    conn = sqlite3.connect(fresh)
    try:
        with conn:
            conn.execute(schema)
            for row in rows:
                names = list(row)
                try:
                    conn.execute(f"INSERT INTO {table} ({', '.join(names)}) "
                                 f"VALUES ({', '.join('?' for _ in names)})",
                                 [row[n] for n in names])
                except sqlite3.IntegrityError as exc:
                    log.warning("a damaged row of the notebook was left out (%s)", exc)
                    continue
                kept += 1
    finally:
        conn.close()
    for side in ("-wal", "-shm", "-journal"):
        with contextlib.suppress(FileNotFoundError):
            path.with_name(path.name + side).unlink()
    os.replace(fresh, path)
    return kept
