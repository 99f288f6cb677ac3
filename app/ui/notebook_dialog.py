"""The notebook: the weeks and articles the person wrote on, newest first, with their
comments and notes; a search box over all of them; export and import as one file.
It only draws: the notebook is the service's (app/service/notebook.py), read, searched,
exported and imported in the loop's thread executor (the UI thread never waits on the
file); a list or search that a newer one overtook is dropped."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot
from shiboken6 import isValid

from app.core.errors import error_kind, said
from app.service.notebook import NotebookService, SearchHit, WeekGroup
from app.ui.file_dialogs import labelled_save_dialog, qt
from app.ui.history_dialog import week_label
from app.ui.i18n import window_language

log = logging.getLogger(__name__)

SUFFIX = ".preparo-notebook.json"
T = TypeVar("T")


def _where(key: str) -> str:
    """"¶5" for a question group or paragraph, the part's number for a workbook part."""
    kind, _, number = key.partition(":")
    return f"¶{number}" if kind in ("wt", "p") else number


class NotebookDialog(QDialog):
    def __init__(self, notebook: NotebookService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notebook = notebook
        self.file_dialog: QFileDialog | None = None
        self._generation = 0
        self.filled = 0  # fills shown (tests wait on it)
        self.setWindowTitle(self.tr("My notebook"))
        self.search = QLineEdit()
        self.search.setObjectName("notebookSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search your comments and notes"))
        self.tree = QTreeWidget()
        self.tree.setObjectName("notebookTree")
        self.tree.setHeaderLabels([self.tr("Week and article"), self.tr("What you wrote")])
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.setColumnWidth(0, 280)
        self.message = QLabel()
        self.message.setObjectName("notebookMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = QPushButton(self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Save the whole notebook as one file "
                                              "(to keep a copy or move it to another "
                                              "computer)"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.import_button.setToolTip(self.tr("Add the notes of a notebook file; where "
                                              "both have a note, the newer one is kept"))
        for button in (self.export_button, self.import_button):
            button.setAutoDefault(False)
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(self.ask_export)
        self.import_button.clicked.connect(self.ask_import)
        self.search.textChanged.connect(lambda _text: self.fill())
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.fill()
        self.resize(820, 480)

    async def _off_loop(self, work: Callable[[], T]) -> T:
        """`work` (file I/O) in the loop's thread executor."""
        return await asyncio.get_running_loop().run_in_executor(None, work)

    @asyncSlot()
    async def fill(self) -> None:
        """Weeks > articles > entries; while searching, the entries found. The notebook
        is read off the UI thread; a newer fill (the next key typed) wins."""
        if not isValid(self):
            return  # closed before this fill began
        self._generation += 1
        generation = self._generation
        query = self.search.text().strip()
        try:
            found: list[SearchHit] | list[WeekGroup] = await self._off_loop(
                (lambda: self.notebook.search(query)) if query else self.notebook.weeks)
        except OSError as exc:
            log.warning("the notebook could not be read: %s", exc, exc_info=exc)
            if isValid(self) and generation == self._generation:
                self.message.setText(self.tr("The notebook could not be read. "
                                             "Details are in the log (Help > Show log)."))
            return
        if not isValid(self) or generation != self._generation:
            return  # closed meanwhile, or overtaken by a newer search
        self.tree.clear()
        if query:
            self._show_hits(query, [h for h in found if isinstance(h, SearchHit)])
        else:
            self._show_weeks([w for w in found if isinstance(w, WeekGroup)])
        if self.notebook.notice and not self.message.text():
            self.message.setText(self.notebook.notice)  # what a damaged file lost
        self.filled += 1

    def _show_hits(self, query: str, hits: list[SearchHit]) -> None:
        self.tree.setRootIsDecorated(False)
        for hit in hits:
            item = QTreeWidgetItem(self.tree, [
                f"{week_label(hit.article.week)} · {hit.article.title} · {_where(hit.key)}",
                self._what(hit.what) + hit.text])
            item.setToolTip(1, hit.text)
        if not hits:
            QTreeWidgetItem(self.tree, [self.tr("Nothing found for “%1”.")
                                        .replace("%1", query), ""])

    def _show_weeks(self, weeks: list[WeekGroup]) -> None:
        self.tree.setRootIsDecorated(True)
        for group in weeks:
            week = QTreeWidgetItem(self.tree, [self.tr("Week of %1").replace(
                "%1", week_label(group.week)) if group.week else self.tr("No week"), ""])
            for article in group.articles:
                count = sum(1 for e in article.entries.values() if not e.empty())
                node = QTreeWidgetItem(week, [article.title, self.tr(
                    "%n paragraph(s) with your notes", "", count)])
                for key, entry in article.entries.items():
                    for what, text in (("comment", entry.comment.text), ("note", entry.note)):
                        if text.strip():
                            leaf = QTreeWidgetItem(node, [_where(key), self._what(what) + text])
                            leaf.setToolTip(1, text)
            week.setExpanded(True)
        if not weeks:
            QTreeWidgetItem(self.tree, [self.tr("Nothing written yet. Comments and notes "
                                                "you write on a study sheet appear here."), ""])

    def _what(self, what: str) -> str:
        return (self.tr("Your comment: ") if what == "comment" else self.tr("Your note: "))

    # -- one file --------------------------------------------------------------------------
    def ask_export(self) -> None:
        start = str(Path.home() / f"{self.tr('notebook')}{SUFFIX}")
        dialog = labelled_save_dialog(self, self.tr("Export the notebook"), start)
        dialog.fileSelected.connect(lambda path: self.export_to(Path(path)))
        self.file_dialog = dialog
        dialog.open()

    def _busy(self, busy: bool) -> None:
        self.export_button.setEnabled(not busy)
        self.import_button.setEnabled(not busy)

    @asyncSlot(object)
    async def export_to(self, target: Path) -> None:
        if not target.name.endswith(".json"):
            target = target.with_name(target.name + SUFFIX)
        self._busy(True)
        self.message.setText(self.tr("Saving the notebook…"))
        try:
            written = await self._off_loop(lambda: self.notebook.export_to(target))
        except OSError as exc:
            log.warning("notebook export to %s failed: %s", target, exc, exc_info=exc)
            if isValid(self):
                self._busy(False)
                self.message.setText(self.tr("The notebook could not be saved: %1")
                                     .replace("%1", said(error_kind(exc), "", "",
                                                         window_language())))
            return
        if isValid(self):
            self._busy(False)
            self.message.setText(self.tr("The notebook was saved to %1")
                                 .replace("%1", str(written)))

    def ask_import(self) -> None:
        dialog = QFileDialog(self, self.tr("Import a notebook"), str(Path.home()))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(self.tr("Notebook files (*.json)"))
        dialog.setLabelText(QFileDialog.DialogLabel.Reject, qt("Cancel"))
        dialog.fileSelected.connect(lambda path: self.import_from(Path(path)))
        self.file_dialog = dialog
        dialog.open()

    @asyncSlot(object)
    async def import_from(self, source: Path) -> None:
        self._busy(True)
        self.message.setText(self.tr("Reading the notebook file…"))
        try:
            count = await self._off_loop(lambda: self.notebook.import_from(source))
        except (ValueError, OSError) as exc:
            log.warning("notebook import from %s failed: %s", source, exc, exc_info=exc)
            if isValid(self):
                self._busy(False)
                # the notebook's own words (in the window's language), or the kind
                self.message.setText(str(exc) if isinstance(exc, ValueError) else said(
                    error_kind(exc), "", "", window_language()))
            return
        if isValid(self):
            self._busy(False)
            self.message.setText(self.tr("%n note(s) imported.", "", count))
            self.fill()
