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

    # nothing in the library is about cooking: said so, with what was searched
    pane.query.clear()
    qtbot.keyClicks(pane.query, "receta de tortilla de patatas")
    qtbot.keyClick(pane.query, Qt.Key.Key_Return)
    await until(lambda: "receta de tortilla" in pane.reader.toPlainText(), 10)
    assert pane.results.count() == 0 and pane.hits == []
    said = pane.reader.toPlainText()
    paragraphs = library.publications()[0].paragraphs
    assert "“receta de tortilla de patatas”" in said and "w 202609" in said
    assert f"es, {paragraphs} paragraphs" in said


@pytest.mark.asyncio
async def test_the_file_menu_opens_the_library(window: Any) -> None:
    action = window.actions_.library_action
    assert action in window.file_menu.actions() and action.text()
    action.trigger()
    await until(lambda: isinstance(window.dialog, LibraryPane), 5)
    await until(lambda: "0" in window.dialog.total.text(), 5)  # nothing kept yet
    window.dialog.close()


@pytest.mark.asyncio
async def test_a_hit_opens_in_the_main_reading_view_from_the_library(
        mirror: MirrorServer, window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same hit the pane shows opens in the window's reading view, read from the
    library's text with no request to the site, its paragraph highlighted and scrolled
    to, its ¶ a link to that paragraph on wol.jw.org; a finding's link too."""
    from app.ui.reading_view import FOUND_BG

    monkeypatch.setattr(library, "meaning_embedder", lambda settings=None: None)
    await library.add_issues("w", ["202609"], "en")
    window.resize(1024, 600)
    window.actions_.library_action.trigger()
    await until(lambda: isinstance(window.dialog, LibraryPane), 60)
    pane = window.dialog
    qtbot.keyClicks(pane.query, "farmer early late rains harvest")
    qtbot.keyClick(pane.query, Qt.Key.Key_Return)
    await until(lambda: pane.results.count() > 0, 60)
    pane.results.setCurrentRow(0)
    hit = pane.hits[0]
    assert hit.number == 8
    before = len(mirror.log.records())
    qtbot.mouseClick(pane.read_button, Qt.MouseButton.LeftButton)
    reading = window.reading
    await until(lambda: reading.document is not None and reading.complete, 60)
    await until(lambda: reading.scroller.verticalScrollBar().value() > 0, 60)
    assert len(mirror.log.records()) == before  # read from the library alone
    assert window.dialog is None and window.right_tabs.currentWidget() is reading
    assert reading.title.text() == "Keep Growing in Patience"
    marked = reading.marked_label
    assert marked is not None and FOUND_BG in marked.text() and "farmer" in marked.text()
    assert f'href="{hit.url}"' in marked.text() and "#h=" in hit.url
    top = marked.mapTo(reading.scroller.viewport(), marked.rect().topLeft()).y()
    assert 0 <= top < reading.scroller.viewport().height()  # scrolled into view
    assert not reading.export_button.isVisible()  # the run's sheet's, not the document's

    other = hit.url.split("#h=")[0] + "#h=" + str(hit.paragraph + 3)
    window.findings.readRequested.emit(other)
    await until(lambda: reading.marked_label is not None and reading.marked_label is not marked
                and reading.complete, 60)
    assert reading.marked_label.objectName() == f"libraryParagraph_{hit.paragraph + 3}"
    window.findings.readRequested.emit("https://wol.jw.org/en/wol/d/r1/lp-e/1")
    await until(lambda: "not in your library" in window.status_pane.status.text(), 60)


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
