"""A damaged return-visit notebook loses nothing: a broken copy is kept, every visit
still readable is recovered into a new notebook, and the person is told in one line in
the run's language (a notice of the step), never a raw "DatabaseError"."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.core.damage import rescue_sqlite
from app.core.errors import PreparoError
from app.core.paths import data_dir
from app.core.settings import Settings
from tests.agents.agent_util import context, run_agent

NAMES = ["Ana", "Luis", "Marta", "Pedro", "Rosa", "Tomás"]


async def _notebook(settings: Settings) -> Path:
    ctx = context(None, settings, "es")
    for name in NAMES:
        await run_agent("ministry.revisit", {"action": "add", "person": name,
                                             "topics": ["la oración"]}, ctx)
    return data_dir() / "notebook.sqlite3"


def _copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".broken-*"))


@pytest.mark.asyncio
async def test_a_notebook_whose_header_is_scribbled_is_recovered(settings: Settings) -> None:
    path = await _notebook(settings)
    data = bytearray(path.read_bytes())
    data[:100] = b"\x5a" * 100  # "file is not a database"
    path.write_bytes(bytes(data))
    with pytest.raises(sqlite3.DatabaseError):
        sqlite3.connect(path).execute("SELECT * FROM visits").fetchall()
    listed = await run_agent("ministry.revisit", {"action": "list"}, context(None, settings, "es"))
    people = {f.data.person for f in listed.findings if f.kind == "revisit"}
    assert people == set(NAMES)
    notices = [f.summary for f in listed.findings if f.kind == "notice"]
    assert len(notices) == 1 and notices[0].startswith("Tu libreta de revisitas estaba dañada")
    assert "6" in notices[0] and "DatabaseError" not in notices[0]
    copies = _copies(path)
    assert len(copies) == 1 and copies[0].read_bytes() == bytes(data)
    assert copies[0].name in notices[0]
    # the repaired notebook is sound: the next step tells nothing more
    again = await run_agent("ministry.revisit", {"action": "list"}, context(None, settings, "es"))
    assert not [f for f in again.findings if f.kind == "notice"]


@pytest.mark.asyncio
async def test_a_torn_notebook_keeps_the_visits_it_still_holds(settings: Settings) -> None:
    path = await _notebook(settings)
    conn = sqlite3.connect(path)  # enough visits for several pages
    with conn:
        conn.executemany(
            "INSERT INTO visits (person, created, last_visit, notes) VALUES (?, ?, ?, ?)",
            [(f"P{n}", "2026-01-01", "2026-01-01", "[" + '{"note": "x"},' * 20 + "{}]")
             for n in range(200)])
    conn.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    rows = rescue_sqlite(path, "visits", ["id", "person"])
    assert rows and rows[0] == {"id": 1, "person": "Ana"}
    listed = await run_agent("ministry.revisit", {"action": "list"}, context(None, settings, "en"))
    people = {f.data.person for f in listed.findings if f.kind == "revisit"}
    assert set(NAMES) <= people and len(people) == len(rows)
    notices = [f.summary for f in listed.findings if f.kind == "notice"]
    assert len(notices) == 1 and notices[0].startswith("Your return-visit notebook was damaged")
    assert _copies(path)


@pytest.mark.asyncio
async def test_a_notebook_that_cannot_be_repaired_is_left_as_it_is(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    import app.agents.notebook_repair as repair

    path = await _notebook(settings)
    path.write_bytes(b"\x00" * 5000)
    before = path.read_bytes()

    def refused(_path: Path) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(repair.damage, "keep_broken_copy", refused)
    with pytest.raises(PreparoError, match="no se pudo reparar"):
        await run_agent("ministry.revisit", {"action": "list"}, context(None, settings, "es"))
    assert path.read_bytes() == before
