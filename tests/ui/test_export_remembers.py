"""Export that remembers: the file is named by the meeting and its date, in the last
folder and format used; Saturday's export carries the comments written on Monday
(kept in the notebook, not the run)."""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.core.models import Comment, RunResult
from app.service.notebook import NotebookPages
from app.service.sheet import export_stem
from app.ui.export_dialog import ExportDialog
from app.ui.main_window import MainWindow
from app.ui.window_state import load_state, save_state
from tests.export.sample import run_result

MONDAY = dt.datetime(2026, 11, 23, 19, 0).timestamp()
SATURDAY = dt.datetime(2026, 11, 28, 10, 0).timestamp()


async def until(condition: Callable[[], object], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


def _run(run_id: str, started: float, language: str = "es") -> RunResult:
    result = run_result().model_copy(update={"run_id": run_id, "started_at": started},
                                     deep=True)
    result.plan = result.plan.model_copy(update={"language": language})
    return result


def test_files_are_named_by_the_meeting_and_its_date() -> None:
    assert export_stem(_run("r", MONDAY)) == "Atalaya 2026-11-29"
    assert export_stem(_run("r", MONDAY, "pt")) == "A Sentinela 2026-11-29"
    assert export_stem(_run("r", MONDAY, "en")) == "Watchtower 2026-11-29"
    other = _run("r", SATURDAY).model_copy(update={"findings": []})
    assert export_stem(other) == "Prepare my Sunday meeting 2026-11-28"


@pytest.mark.asyncio
async def test_export_remembers_the_folder_and_format_and_keeps_the_comments(
        window: MainWindow, qtbot: Any, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from app.ui import export_dialog

    writers: list[threading.Thread] = []

    def save(state: Any) -> None:
        writers.append(threading.current_thread())
        save_state(state)

    monkeypatch.setattr(export_dialog, "save_state", save)
    monday = _run("run-monday", MONDAY)
    window.service.store.save(monday)
    mine = Comment(text="La confianza crece cuando se cumplen las promesas.")
    window.service.keep_sheet(monday, NotebookPages(comments={"wt:1": mine}))
    saturday = _run("run-saturday", SATURDAY)  # prepared again: a new run
    window.service.store.save(saturday)
    await window.controller.open_run(saturday.run_id)
    await until(lambda: window.reading.complete)

    window.show_export()
    dialog = window.dialog
    assert isinstance(dialog, ExportDialog)
    assert Path(dialog.path.text()).name == "Atalaya 2026-11-29.md"
    dialog.format.setCurrentIndex(dialog.format.findData("md"))
    dialog.path.setText(str(tmp_path / "Atalaya 2026-11-29.md"))
    dialog.export_button.click()
    await until(lambda: dialog.written is not None)
    text = (tmp_path / "Atalaya 2026-11-29.md").read_text("utf-8")
    assert "La confianza crece cuando se cumplen las promesas." in text  # Monday's comment
    await until(lambda: window.dialog is None)  # closed once window.json is written
    state = load_state()
    assert state.export_folder == str(tmp_path) and state.export_format == "md"
    assert writers and threading.main_thread() not in writers  # window.json off the loop

    window.show_export()  # the next export starts where the last one went
    again = window.dialog
    assert isinstance(again, ExportDialog)
    assert again.fmt() == "md"
    assert Path(again.path.text()) == tmp_path / "Atalaya 2026-11-29.md"
    again.reject()



@pytest.mark.asyncio
async def test_a_full_disk_is_said_in_one_plain_line(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from app.core.i18n import tr
    from app.export.errors import ExportError

    saturday = _run("run-saturday", SATURDAY)
    window.service.store.save(saturday)
    await window.controller.open_run(saturday.run_id)

    async def full(*_a: Any, **_k: Any) -> Path:
        try:
            raise OSError(errno.ENOSPC, "No space left on device")
        except OSError as exc:
            raise ExportError("No se pudo escribir el archivo: [Errno 28] No space "
                              "left on device") from exc

    monkeypatch.setattr(window.service, "export", full)
    window.show_export()
    dialog = window.dialog
    assert isinstance(dialog, ExportDialog)
    dialog.path.setText(str(tmp_path / "sheet.md"))
    dialog.export_button.click()
    await until(lambda: dialog.message.text() == tr("error_kind.disk_full", "en"))
    assert dialog.export_button.isEnabled() and dialog.written is None
    dialog.reject()
