"""The Library pane against the mirror: download with progress, cancel and resume, the
sizes, search, a hit read offline and opened on wol.jw.org."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices

from app.mirror.server import MirrorServer, pointing_env, running_mirror
from app.service import library
from app.sources.download import part_path
from app.sources.shelf import shelf_file
from app.ui.library_pane import COL_ISSUE, LibraryPane
from tests.ui.test_main_window import until


@pytest.fixture
def mirror(monkeypatch: pytest.MonkeyPatch) -> Iterator[MirrorServer]:
    with running_mirror() as server:
        pointing_env(server, monkeypatch.setenv)
        yield server


@pytest.mark.asyncio
async def test_download_cancel_resume_search_and_read(
        mirror: MirrorServer, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    pane = LibraryPane("es")  # made on the running loop, as the window's action does
    qtbot.addWidget(pane)
    pane.show()
    opened: list[str] = []
    # words are enough here (meaning search has its own tests): no minute of embedding
    monkeypatch.setattr(library, "meaning_embedder", lambda settings=None: None)
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toString()) or True))
    # the file comes slowly the first time: the person cancels halfway
    mirror.faults.add(pattern=r"/files/w/202609/", drip_ms=5, drip_bytes=64 * 1024, times=1)
    pane.issues.setText("202609")
    qtbot.mouseClick(pane.add_button, Qt.MouseButton.LeftButton)
    part = part_path(shelf_file("w", "202609", "es"))
    await until(lambda: part.exists() and part.stat().st_size > 200_000, 20)
    assert pane.cancel_button.isEnabled() and not pane.add_button.isEnabled()
    assert pane.progress.maximum() > 0
    qtbot.mouseClick(pane.cancel_button, Qt.MouseButton.LeftButton)
    await until(lambda: pane.task is not None and pane.task.done(), 10)
    assert part.exists() and "Cancel" in pane.status.text()

    qtbot.mouseClick(pane.add_button, Qt.MouseButton.LeftButton)
    await until(lambda: pane.table.topLevelItemCount() == 1, 30)
    files = [r.status for r in mirror.log.records() if "/files/w/202609/" in r.path]
    assert files[-1] == 206  # resumed, not downloaded again
    assert pane.table.topLevelItem(0).text(COL_ISSUE) == "202609"
    assert "MB" in pane.total.text()

    qtbot.keyClicks(pane.query, "la lengua es un fuego que incendia un bosque")
    qtbot.keyClick(pane.query, Qt.Key.Key_Return)
    await until(lambda: pane.results.count() > 0, 10)
    pane.results.setCurrentRow(0)
    await until(lambda: "bosque" in pane.reader.toPlainText(), 10)
    assert pane.reader.toPlainText().startswith("Que la bondad guíe nuestras palabras")
    qtbot.mouseClick(pane.open_button, Qt.MouseButton.LeftButton)
    assert opened and opened[0].startswith("https://wol.jw.org/es/wol/d/r4/lp-s/")
    assert "#h=" in opened[0]


@pytest.mark.asyncio
async def test_the_file_menu_opens_the_library(window: Any) -> None:
    action = window.actions_.library_action
    assert action in window.file_menu.actions() and action.text()
    action.trigger()
    await until(lambda: isinstance(window.dialog, LibraryPane), 5)
    await until(lambda: "0" in window.dialog.total.text(), 5)  # nothing kept yet
    window.dialog.close()


@pytest.mark.asyncio
async def test_an_import_opens_the_library_off_the_ui_thread_and_says_a_failure_plainly(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from app.core.i18n import tr
    from app.mirror.content.apis import epub_file

    threads: list[threading.Thread] = []
    real_open = library._open

    def opened(path: Path | None = None) -> Any:
        threads.append(threading.current_thread())
        return real_open(path)

    def no_embedder(settings: Any = None) -> None:
        threads.append(threading.current_thread())

    monkeypatch.setattr(library, "_open", opened)
    monkeypatch.setattr(library, "meaning_embedder", no_embedder)
    pane = LibraryPane("en")
    qtbot.addWidget(pane)
    epub = tmp_path / "mine.epub"
    epub.write_bytes(epub_file("w", "202610", "E") or b"")
    pane.import_epub(str(epub))
    await until(lambda: pane.task is not None and pane.task.done(), 30)
    assert pane.status.text() == "Imported."
    assert threads and threading.main_thread() not in threads
    # a file gone before it is read: one plain line, no "[Errno 2]"
    pane.import_epub(str(tmp_path / "gone.epub"))
    await until(lambda: pane.task is not None and pane.task.done(), 10)
    assert pane.status.text() == tr("error_kind.missing_file", "en")
