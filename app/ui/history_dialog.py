"""Past runs, newest first: reopen one to see its plan and findings, or resume it."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.orchestrator.store import RunSummary
from app.ui.labels import LANGUAGE_NAMES, run_status_label

COL_WHEN, COL_GOAL, COL_LANGUAGE, COL_STATUS, COL_STEPS, COL_FINDINGS = range(6)
RESUMABLE = ("cancelled", "failed", "running")


class HistoryDialog(QDialog):
    """After OK, `chosen` is the run id and `resume` says whether to continue it."""

    def __init__(self, runs: list[RunSummary], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Run history"))
        self.chosen = ""
        self.resume = False
        self._runs = {r.run_id: r for r in runs}
        self.tree = QTreeWidget()
        self.tree.setObjectName("runHistory")
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels([self.tr("Started"), self.tr("Goal"), self.tr("Language"),
                                   self.tr("Status"), self.tr("Steps"), self.tr("Findings")])
        self.tree.header().setSectionResizeMode(COL_GOAL, QHeaderView.ResizeMode.Stretch)
        for run in runs:
            when = dt.datetime.fromtimestamp(run.started_at).strftime("%Y-%m-%d %H:%M") \
                if run.started_at else "—"
            item = QTreeWidgetItem(self.tree, [
                when, run.goal, LANGUAGE_NAMES.get(run.language, run.language),
                run_status_label(run.status), str(run.steps), str(run.findings)])
            item.setData(COL_WHEN, Qt.ItemDataRole.UserRole, run.run_id)
            item.setToolTip(COL_GOAL, run.run_id)
        for col in (COL_WHEN, COL_LANGUAGE, COL_STATUS, COL_STEPS, COL_FINDINGS):
            self.tree.resizeColumnToContents(col)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setObjectName("openRun")
        self.open_button.setDefault(True)
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.setObjectName("resumeRun")
        self.buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.open_button.clicked.connect(lambda: self._choose(resume=False))
        self.resume_button.clicked.connect(lambda: self._choose(resume=True))
        self.tree.itemActivated.connect(lambda _i, _c: self._choose(resume=False))
        self.tree.currentItemChanged.connect(lambda _c, _p: self._update_buttons())
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.buttons)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        self._update_buttons()
        self.resize(760, 420)

    def select(self, run_id: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(COL_WHEN, Qt.ItemDataRole.UserRole) == run_id:
                self.tree.setCurrentItem(item)

    def _current(self) -> str:
        item = self.tree.currentItem()
        return str(item.data(COL_WHEN, Qt.ItemDataRole.UserRole)) if item else ""

    def _update_buttons(self) -> None:
        run = self._runs.get(self._current())
        self.open_button.setEnabled(run is not None)
        self.resume_button.setEnabled(run is not None and run.status in RESUMABLE)

    def _choose(self, *, resume: bool) -> None:
        if not self._current():
            return
        self.chosen = self._current()
        self.resume = resume
        self.accept()
