"""The Bible studies a person conducts: each student's publication, last lesson done and
private notes, in SQLite on this computer beside the return-visit notebook.

A file of its own (`studies.sqlite3` next to `notebook.sqlite3`): the notebook's repair
(notebook_repair.py) rebuilds one table, so two tables in one file would lose the other's
rows on a repair. Each write is one SQLite transaction (all or nothing). The student and
the notes never leave the machine (the agent's arguments are declared personal).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.agents.notebook_repair import ensure_sound
from app.core import privacy
from app.core.models import Language

STUDIES_FILE = "studies.sqlite3"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS studies (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    student TEXT NOT NULL,
    publication TEXT NOT NULL DEFAULT 'lff',
    last_done INTEGER NOT NULL DEFAULT 0,
    notes TEXT NOT NULL DEFAULT '[]',
    created TEXT NOT NULL,
    updated TEXT NOT NULL
)
"""
_COLUMNS = "id, student, publication, last_done, notes, created, updated"


@dataclass
class Study:
    id: int
    student: str
    publication: str
    last_done: int  # 0: no lesson done yet
    notes: list[dict[str, str]]
    created: str
    updated: str

    def private_values(self) -> list[str]:
        return [self.student, *(n.get("note", "") for n in self.notes)]

    def latest_note(self) -> str:
        return self.notes[-1].get("note", "") if self.notes else ""


def student_key(name: str) -> str:
    """How a student's name is matched: folded case and accents, single spaces."""
    return " ".join(privacy.fold(name).split())


class StudyBook:
    """The studies. Each call opens and closes its own connection."""

    def __init__(self, path: Path, language: Language = "en") -> None:
        self.path = path
        self.language = language
        self._checked = False

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self._checked:
            ensure_sound(self.path, _SCHEMA, "studies", _COLUMNS.split(", "), self.language)
            self._checked = True
        conn = sqlite3.connect(self.path, timeout=10)
        try:
            with conn:
                conn.execute(_SCHEMA)
                yield conn
        finally:
            conn.close()

    @staticmethod
    def _study(row: tuple[Any, ...]) -> Study:
        return Study(row[0], row[1], row[2], int(row[3]), json.loads(row[4]), row[5], row[6])

    def all(self) -> list[Study]:
        with self._connect() as conn:
            rows = conn.execute(f"SELECT {_COLUMNS} FROM studies ORDER BY updated DESC, id DESC"
                                ).fetchall()
        return [self._study(r) for r in rows]

    def find(self, student: str, publication: str) -> Study | None:
        key = student_key(student)
        return next((s for s in self.all()
                     if student_key(s.student) == key and s.publication == publication), None)

    def save(self, student: str, publication: str, *, note: str = "",
             done: int | None = None, today: str) -> Study:
        """The student's study brought up to date (added when new): a new note is kept
        beside the earlier ones, `done` becomes the last lesson done."""
        found = self.find(student, publication)
        with self._connect() as conn:
            if found is None:
                notes = [{"date": today, "note": note}] if note else []
                cur = conn.execute(
                    "INSERT INTO studies (student, publication, last_done, notes, created, "
                    "updated) VALUES (?, ?, ?, ?, ?, ?)",
                    (student, publication, done or 0, json.dumps(notes, ensure_ascii=False),
                     today, today))
                study_id = int(cur.lastrowid or 0)
            else:
                notes = list(found.notes)
                if note and note != found.latest_note():
                    notes.append({"date": today, "note": note})
                conn.execute(
                    "UPDATE studies SET last_done = ?, notes = ?, updated = ? WHERE id = ?",
                    (found.last_done if done is None else done,
                     json.dumps(notes, ensure_ascii=False), today, found.id))
                study_id = found.id
            row = conn.execute(f"SELECT {_COLUMNS} FROM studies WHERE id = ?",
                               (study_id,)).fetchone()
        return self._study(row)
