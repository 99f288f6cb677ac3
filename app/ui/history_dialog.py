"""Past runs, newest first: what each prepared and for which week; search, reopen,
resume an unfinished one, or delete (the run's folder is removed in the loop's thread
executor: the UI thread never waits on the disk)."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot
from shiboken6 import isValid

from app.core.errors import PreparoError
from app.service import RunSummary
from app.ui.labels import LANGUAGE_NAMES, run_status_label

log = logging.getLogger(__name__)

COL_WHEN, COL_WEEK, COL_KIND, COL_GOAL, COL_LANGUAGE, COL_STATUS, COL_FINDINGS = range(7)
RESUMABLE = ("cancelled", "failed", "running", "interrupted", "finished_with_problems")


def kind_label(kind: str) -> str:
    labels = {
        "sunday": QCoreApplication.translate("History", "Weekend meeting"),
        "midweek": QCoreApplication.translate("History", "Midweek meeting"),
        "assignment": QCoreApplication.translate("History", "Student assignment"),
        "talk": QCoreApplication.translate("History", "Public talk"),
        "ministry": QCoreApplication.translate("History", "Ministry"),
        "research": QCoreApplication.translate("History", "Research"),
        "personal": QCoreApplication.translate("History", "Personal study"),
        "scripture": QCoreApplication.translate("History", "Scriptures"),
    }
    return labels.get(kind, QCoreApplication.translate("History", "Other"))


def week_label(monday_iso: str) -> str:
    """"17–23 Nov 2026" style, in the UI locale's short month names."""
    try:
        monday = dt.date.fromisoformat(monday_iso)
    except ValueError:
        return "—"
    from PySide6.QtCore import QDate, QLocale

    sunday = monday + dt.timedelta(days=6)
    locale = QLocale()
    end = locale.toString(QDate(sunday.year, sunday.month, sunday.day), "d MMM yyyy")
    start = str(monday.day) if monday.month == sunday.month else \
        locale.toString(QDate(monday.year, monday.month, monday.day), "d MMM")
    return f"{start}–{end}"


class HistoryDialog(QDialog):
    """After OK, `chosen` is the run id and `resume` says whether to continue it.
    `delete_run` removes a run and raises PreparoError when it cannot."""

    def __init__(self, runs: list[RunSummary], delete_run: Callable[[str], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Run history"))
        self.chosen = ""
        self.resume = False
        self.confirm: QMessageBox | None = None
        self._delete_run = delete_run
        self._runs = {r.run_id: r for r in runs}
        self.search = QLineEdit()
        self.search.setObjectName("historySearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search by goal, kind or week"))
        self.tree = QTreeWidget()
        self.tree.setObjectName("runHistory")
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels([self.tr("Started"), self.tr("Week"), self.tr("Kind"),
                                   self.tr("Goal"), self.tr("Language"), self.tr("Status"),
                                   self.tr("Answers")])
        self.tree.header().setSectionResizeMode(COL_GOAL, QHeaderView.ResizeMode.Stretch)
        for run in runs:
            self._add(run)
        for col in (COL_WHEN, COL_WEEK, COL_KIND, COL_LANGUAGE, COL_STATUS, COL_FINDINGS):
            self.tree.resizeColumnToContents(col)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setObjectName("openRun")
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.setObjectName("resumeRun")
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.delete_button.setObjectName("deleteRun")
        self.delete_button.setAutoDefault(False)
        self.buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.rejected.connect(self.reject)
        self.open_button.clicked.connect(lambda: self._choose(resume=False))
        self.resume_button.clicked.connect(lambda: self._choose(resume=True))
        self.delete_button.clicked.connect(self.ask_delete)
        self.tree.itemActivated.connect(lambda _i, _c: self._choose(resume=False))
        self.tree.currentItemChanged.connect(lambda _c, _p: self._update_buttons())
        self.search.textChanged.connect(self.filter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.buttons)
        self.open_button.setDefault(True)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        self._update_buttons()
        self.resize(900, 440)

    def _add(self, run: RunSummary) -> None:
        try:
            when = dt.datetime.fromtimestamp(run.started_at).strftime("%Y-%m-%d %H:%M") \
                if run.started_at else "—"
        except (OverflowError, OSError, ValueError):
            when = "—"
        item = QTreeWidgetItem(self.tree, [
            when, week_label(run.week), kind_label(run.kind), run.goal,
            LANGUAGE_NAMES.get(run.language, run.language), run_status_label(run.status),
            str(run.findings)])
        item.setData(COL_WHEN, Qt.ItemDataRole.UserRole, run.run_id)
        item.setToolTip(COL_GOAL, run.goal)
        if run.problem:  # an unreadable run: its id and why; nothing to open or resume
            item.setText(COL_GOAL, run.run_id)
            item.setToolTip(COL_STATUS, run.problem)

    def _items(self) -> list[QTreeWidgetItem]:
        items = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        return [i for i in items if i is not None]

    def filter(self, text: str) -> None:
        """Show the runs whose goal, kind, week or status holds every word typed."""
        words = text.casefold().split()
        for item in self._items():
            haystack = " ".join(item.text(c) for c in range(self.tree.columnCount())).casefold()
            item.setHidden(not all(w in haystack for w in words))
        current = self.tree.currentItem()
        if current is None or current.isHidden():
            visible = [i for i in self._items() if not i.isHidden()]
            self.tree.setCurrentItem(visible[0] if visible else None)  # type: ignore[arg-type]
        self._update_buttons()

    def visible_run_ids(self) -> list[str]:
        return [str(i.data(COL_WHEN, Qt.ItemDataRole.UserRole))
                for i in self._items() if not i.isHidden()]

    def select(self, run_id: str) -> None:
        for item in self._items():
            if item.data(COL_WHEN, Qt.ItemDataRole.UserRole) == run_id:
                self.tree.setCurrentItem(item)

    def _current(self) -> str:
        item = self.tree.currentItem()
        if item is None or item.isHidden():
            return ""
        return str(item.data(COL_WHEN, Qt.ItemDataRole.UserRole))

    def _update_buttons(self) -> None:
        run = self._runs.get(self._current())
        self.open_button.setEnabled(run is not None and run.status != "unreadable")
        self.resume_button.setEnabled(run is not None and run.status in RESUMABLE)
        self.delete_button.setEnabled(run is not None and self._delete_run is not None)

    def _choose(self, *, resume: bool) -> None:
        if not self._current():
            return
        self.chosen = self._current()
        self.resume = resume
        self.accept()

    def ask_delete(self) -> None:
        run = self._runs.get(self._current())
        if run is None or self._delete_run is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete this run?"),
                          self.tr("“%1” and everything it found will be deleted.")
                          .replace("%1", run.goal),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda answer: self._confirmed(answer, run.run_id))
        self.confirm = box
        box.open()

    def _confirmed(self, answer: int, run_id: str) -> None:
        self.confirm = None
        if answer != QMessageBox.StandardButton.Yes.value or self._delete_run is None:
            return
        self.delete(run_id)

    @asyncSlot(str)
    async def delete(self, run_id: str) -> None:
        """Delete the run off the UI thread; its row goes when it is gone."""
        if self._delete_run is None:
            return
        self.delete_button.setEnabled(False)
        try:
            await asyncio.get_running_loop().run_in_executor(None, self._delete_run, run_id)
        except (PreparoError, OSError) as exc:
            log.warning("run %s could not be deleted: %s", run_id, exc, exc_info=exc)
            if isValid(self):
                self._update_buttons()
                box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Preparo"), str(exc),
                                  QMessageBox.StandardButton.Ok, self)
                self.confirm = box
                box.open()
            return
        if not isValid(self):
            return
        for item in self._items():
            if item.data(COL_WHEN, Qt.ItemDataRole.UserRole) == run_id:
                index = self.tree.indexOfTopLevelItem(item)
                self.tree.takeTopLevelItem(index)
        self._runs.pop(run_id, None)
        self._update_buttons()
