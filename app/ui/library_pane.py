"""The Library pane: the publications kept on this computer, their sizes and which can
be updated; add issues (downloaded once through the official pub-media API) or import an
EPUB the person already has; search the paragraphs and read a hit offline or open it on
wol.jw.org.

The work runs off the UI thread (the service's downloads are async, its reading, indexing
and database reads go to the executor); one operation at a time, with a progress bar and
Cancel. A cancelled download keeps its part file: adding the issue again resumes it.
"""

from __future__ import annotations

import asyncio
import html
import logging
import re
from collections.abc import Awaitable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.errors import PreparoError, error_kind, said
from app.core.models import LANGUAGES, Language
from app.service import library
from app.ui.i18n import window_language
from app.ui.labels import LANGUAGE_NAMES
from app.ui.links import open_citation

_ISSUES = re.compile(r"^\d{6}$")
COL_PUB, COL_ISSUE, COL_LANGUAGE, COL_TITLE, COL_PARAGRAPHS, COL_SIZE, COL_UPDATE = range(7)

log = logging.getLogger(__name__)


class LibraryPane(QDialog):
    """The library's window. `task` is the operation running now (None when idle).
    `readRequested` carries a hit's paragraph link for the main reading view."""

    readRequested = Signal(str)

    def __init__(self, language: Language, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("libraryPane")
        self.setWindowTitle(self.tr("Your library"))
        self.task: asyncio.Task[Any] | None = None
        self.hits: list[library.LibraryHit] = []
        self.updatable: set[tuple[str, str, str]] = set()
        self.table = QTreeWidget()
        self.table.setObjectName("libraryTable")
        self.table.setRootIsDecorated(False)
        self.table.setHeaderLabels([self.tr("Publication"), self.tr("Issue"),
                                    self.tr("Language"), self.tr("Title"),
                                    self.tr("Paragraphs"), self.tr("Size"), self.tr("Update")])
        self.table.header().setSectionResizeMode(COL_TITLE, QHeaderView.ResizeMode.Stretch)
        self.total = QLabel()
        self.total.setObjectName("librarySize")
        self.pub = QLineEdit("w")
        self.pub.setObjectName("libraryPub")
        self.issues = QLineEdit()
        self.issues.setObjectName("libraryIssues")
        self.issues.setPlaceholderText(self.tr("Issues, e.g. 202609 202610"))
        self.language = QComboBox()
        self.language.setObjectName("libraryLanguage")
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(LANGUAGES.index(language))
        self.add_button = QPushButton(self.tr("Download"))
        self.add_button.setObjectName("libraryAdd")
        self.import_button = QPushButton(self.tr("Import EPUB…"))
        self.import_button.setObjectName("libraryImport")
        self.updates_button = QPushButton(self.tr("Check for updates"))
        self.updates_button.setObjectName("libraryUpdates")
        self.progress = QProgressBar()
        self.progress.setObjectName("libraryProgress")
        self.progress.setVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("libraryCancel")
        self.cancel_button.setEnabled(False)
        self.status = QLabel()
        self.status.setObjectName("libraryStatus")
        self.status.setWordWrap(True)
        self.query = QLineEdit()
        self.query.setObjectName("libraryQuery")
        self.query.setClearButtonEnabled(True)
        self.query.setPlaceholderText(self.tr("Search your library"))
        self.results = QListWidget()
        self.results.setObjectName("libraryResults")
        self.reader = QTextBrowser()
        self.reader.setObjectName("libraryReader")
        self.reader.setOpenLinks(False)
        self.open_button = QPushButton(self.tr("Open on wol.jw.org"))
        self.open_button.setObjectName("libraryOpen")
        self.open_button.setEnabled(False)
        self.read_button = QPushButton(self.tr("Read in the app"))
        self.read_button.setObjectName("libraryReadHere")
        self.read_button.setToolTip(self.tr("Open the paragraph in the reading view, from "
                                            "your library (no network needed)"))
        self.read_button.setEnabled(False)
        self._lay_out()
        self.add_button.clicked.connect(self.add_issues)
        self.issues.returnPressed.connect(self.add_issues)
        self.import_button.clicked.connect(self.choose_epub)
        self.updates_button.clicked.connect(self.check_updates)
        self.cancel_button.clicked.connect(self.cancel)
        self.query.returnPressed.connect(self.search)
        self.results.currentRowChanged.connect(self.read_hit)
        self.results.itemActivated.connect(lambda _item: self.open_hit())
        self.open_button.clicked.connect(self.open_hit)
        self.read_button.clicked.connect(self.read_in_app)
        self.refresh()

    def _lay_out(self) -> None:
        add_row = QHBoxLayout()
        for widget in (self.pub, self.issues, self.language, self.add_button,
                       self.import_button, self.updates_button):
            add_row.addWidget(widget)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        search = QWidget()
        search_box = QVBoxLayout(search)
        search_box.setContentsMargins(0, 0, 0, 0)
        search_box.addWidget(self.query)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.results)
        reading = QWidget()
        reading_box = QVBoxLayout(reading)
        reading_box.setContentsMargins(0, 0, 0, 0)
        reading_box.addWidget(self.reader, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.read_button)
        buttons.addWidget(self.open_button)
        reading_box.addLayout(buttons)
        split.addWidget(reading)
        search_box.addWidget(split, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addLayout(add_row)
        layout.addLayout(progress_row)
        layout.addWidget(self.status)
        layout.addWidget(search, 2)
        self.resize(900, 640)

    # -- what is kept -------------------------------------------------------------------

    def refresh(self) -> asyncio.Task[None]:
        """Reload the table off the UI thread."""
        return asyncio.ensure_future(self._refresh())

    async def _refresh(self) -> None:
        loop = asyncio.get_running_loop()
        kept = await loop.run_in_executor(None, library.publications)
        size = await loop.run_in_executor(None, library.library_size)
        self.table.clear()
        for p in kept:
            mark = self.tr("available") if (p.pub, p.issue, p.language) in self.updatable \
                else ""
            item = QTreeWidgetItem([p.pub, p.issue, LANGUAGE_NAMES.get(p.language, p.language),
                                    p.title, str(p.paragraphs or p.verses or p.days),
                                    _megabytes(p.size), mark])
            self.table.addTopLevelItem(item)
        self.total.setText(self.tr("Publications kept: %1. On disk: %2 MB.")
                           .replace("%1", str(len(kept))).replace("%2", f"{size / 1e6:.1f}"))

    # -- operations ---------------------------------------------------------------------

    @property
    def chosen_language(self) -> Language:
        code = self.language.currentData()
        return code if code in LANGUAGES else "en"

    def add_issues(self) -> None:
        issues = self.issues.text().split()
        pub = self.pub.text().strip()
        if library.is_whole_book(pub):  # the Bible, a daily text book: kept whole
            issues = [""]
        bad = [i for i in issues if i and not _ISSUES.match(i)]
        if not pub or not issues or bad:
            self.status.setText(self.tr("Write the issues as YYYYMM, e.g. 202609 202610."))
            return
        self._start(library.add_issues(pub, issues, self.chosen_language,
                                       progress=self._progress),
                    self.tr("Downloaded and indexed."))

    def choose_epub(self) -> None:
        dialog = QFileDialog(self, self.tr("Import an EPUB"), str(Path.home()),
                             self.tr("EPUB publications (*.epub)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.import_epub)
        dialog.open()

    def import_epub(self, path: str) -> None:
        self._start(library.import_epub(Path(path), self.chosen_language,
                                        progress=self._progress),
                    self.tr("Imported."))

    def check_updates(self) -> None:
        async def check() -> None:
            changed = await library.check_updates()
            self.updatable = {(p.pub, p.issue, p.language) for p in changed}

        self._start(check(), self.tr("Updates checked."))

    def _start(self, work: Awaitable[Any], done: str) -> None:
        if self.task is not None and not self.task.done():
            self.status.setText(self.tr("Wait for the current operation, or cancel it."))
            if asyncio.iscoroutine(work):
                work.close()
            return
        self._busy(True)
        self.status.setText(self.tr("Working…"))
        self.task = asyncio.ensure_future(self._run(work, done))

    async def _run(self, work: Awaitable[Any], done: str) -> None:
        try:
            await work
        except asyncio.CancelledError:
            self.status.setText(self.tr("Cancelled. Adding the issue again resumes its "
                                        "download."))
        except (PreparoError, OSError) as exc:  # one plain line; the details: the log
            log.warning("library operation failed: %s", exc, exc_info=exc)
            self.status.setText(said(error_kind(exc), str(exc), self.chosen_language,
                                     window_language()))
        else:
            self.status.setText(done)
        finally:
            self._busy(False)
            await self._refresh()

    def cancel(self) -> None:
        if self.task is not None and not self.task.done():
            self.task.cancel()

    def _busy(self, busy: bool) -> None:
        for button in (self.add_button, self.import_button, self.updates_button):
            button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        self.progress.setVisible(busy)
        self.progress.setRange(0, 0)

    def _progress(self, step: str, done: int, total: int | None) -> None:
        self.progress.setRange(0, total or 0)
        if total:
            self.progress.setValue(min(done, total))
        self.progress.setFormat(self.tr("Downloading %p%") if step == "download"
                                else self.tr("Indexing %p%"))

    # -- search and reading -------------------------------------------------------------

    def search(self) -> None:
        query = self.query.text().strip()
        if query:
            self._search_task = asyncio.ensure_future(self._search(query))

    async def _search(self, query: str) -> None:
        loop = asyncio.get_running_loop()
        language = self.chosen_language
        found = await loop.run_in_executor(
            None, lambda: library.answer_library(query, language))
        self.hits = found.hits
        self.results.clear()
        for hit in self.hits:
            item = QListWidgetItem(f"{hit.title} — {hit.text[:90]}")
            item.setToolTip(hit.url)
            self.results.addItem(item)
        if not self.hits and found.searched.paragraphs:
            # nothing close: no unrelated paragraph stands in for an answer
            searched = found.searched
            self.reader.setPlainText(self.tr(
                "Nothing in your library is close to “%1”. Searched: %2 (%n issue(s), %3, "
                "%4 paragraphs).", "", len(searched.publications))
                .replace("%2", library.shown_publications(searched))
                .replace("%3", ", ".join(searched.languages))
                .replace("%4", str(searched.paragraphs))
                .replace("%1", query))  # last: the person's words are not read for %N
        elif not self.hits:
            self.reader.setPlainText(self.tr("Nothing found in your library."))
        self.open_button.setEnabled(False)
        self.read_button.setEnabled(False)

    def read_hit(self, row: int) -> None:
        """The hit's document from the library (offline), its paragraph marked."""
        if not 0 <= row < len(self.hits):
            return
        hit = self.hits[row]
        self.open_button.setEnabled(bool(hit.url))
        self.read_button.setEnabled(bool(hit.url))
        if hit.docid is None:
            self.reader.setPlainText(hit.text)
            return
        self._read_task = asyncio.ensure_future(self._read(hit))

    async def _read(self, hit: library.LibraryHit) -> None:
        loop = asyncio.get_running_loop()
        docid = hit.docid or 0
        found = await loop.run_in_executor(None, library.document, docid, hit.language)
        if found is None:
            self.reader.setPlainText(hit.text)
            return
        title, paragraphs = found
        parts = [f"<h2>{html.escape(title)}</h2>"]
        for pid, text in paragraphs:
            body = html.escape(text)
            if pid == hit.paragraph:
                body = f'<a name="hit"></a><b style="background:#fff3b0">{body}</b>'
            parts.append(f"<p>{body}</p>")
        self.reader.setHtml("".join(parts))
        self.reader.scrollToAnchor("hit")

    def open_hit(self) -> None:
        row = self.results.currentRow()
        if 0 <= row < len(self.hits) and self.hits[row].url:
            outcome = open_citation(self.hits[row].url)
            if outcome != "opened":
                self.status.setText(self.tr("The link could not be opened."))


    def read_in_app(self) -> None:
        """The chosen hit in the main reading view (from the library): the pane closes."""
        row = self.results.currentRow()
        if 0 <= row < len(self.hits) and self.hits[row].url:
            reading = getattr(self, "_read_task", None)
            if reading is not None:  # the pane's own reader goes with the pane
                reading.cancel()
            self.readRequested.emit(self.hits[row].url)
            self.accept()


def _megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"
