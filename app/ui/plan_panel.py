"""The plan preview as a list: the keyboard path to every step, and the edit buttons."""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.models import Step, StepStatus
from app.ui.labels import status_label
from app.ui.theme import status_colours

COL_ID, COL_AGENT, COL_STATUS, COL_DEPS, COL_ARGS = range(5)


class PlanPanel(QWidget):
    """Steps in plan order; Remove / Edit args / Add before a run, Skip during one."""

    stepSelected = Signal(str)
    removeRequested = Signal(str)
    editRequested = Signal(str)
    addRequested = Signal()
    skipRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._running = False
        self._statuses: dict[str, StepStatus] = {}
        self.tree = QTreeWidget()
        self.tree.setObjectName("planSteps")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(5)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.header().setSectionResizeMode(COL_ARGS, QHeaderView.ResizeMode.Stretch)
        self.add_button = QPushButton()
        self.add_button.setObjectName("addStep")
        self.edit_button = QPushButton()
        self.edit_button.setObjectName("editStep")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("removeStep")
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("skipStep")
        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button, self.skip_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)

        self.tree.currentItemChanged.connect(self._on_current)
        self.tree.itemActivated.connect(lambda _item, _col: self._request_edit())
        self.add_button.clicked.connect(self.addRequested)
        self.edit_button.clicked.connect(self._request_edit)
        self.remove_button.clicked.connect(self._request_remove)
        self.skip_button.clicked.connect(self._request_skip)
        self.retranslate()
        self._update_buttons()

    def set_steps(self, steps: list[Step]) -> None:
        selected = self.current_id()
        self.tree.clear()
        self._statuses = {}
        for step in steps:
            item = QTreeWidgetItem(self.tree, [
                step.id,
                step.agent,
                "",
                ", ".join([*step.depends_on, *(f"({a})" for a in step.after)]),
                json.dumps(step.args, ensure_ascii=False),
            ])
            item.setData(COL_ID, Qt.ItemDataRole.UserRole, step.id)
            self._paint_status(item, step.status)
        for col in (COL_ID, COL_AGENT, COL_STATUS):
            self.tree.resizeColumnToContents(col)
        if selected:
            self.select(selected, emit=False)
        self._update_buttons()

    def add_step(self, step: Step) -> None:
        item = QTreeWidgetItem(self.tree, [step.id, step.agent, "", ", ".join(step.depends_on),
                                           json.dumps(step.args, ensure_ascii=False)])
        item.setData(COL_ID, Qt.ItemDataRole.UserRole, step.id)
        self._paint_status(item, step.status)

    def set_status(self, step_id: str, status: StepStatus) -> None:
        item = self._item(step_id)
        if item is not None:
            self._paint_status(item, status)
        self._update_buttons()

    def set_running(self, running: bool) -> None:
        self._running = running
        self._update_buttons()

    def current_id(self) -> str:
        item = self.tree.currentItem()
        return str(item.data(COL_ID, Qt.ItemDataRole.UserRole)) if item else ""

    def select(self, step_id: str, *, emit: bool = True) -> None:
        item = self._item(step_id)
        if item is None:
            return
        self.tree.blockSignals(not emit)
        self.tree.setCurrentItem(item)
        self.tree.blockSignals(False)
        self._update_buttons()

    def _item(self, step_id: str) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(COL_ID, Qt.ItemDataRole.UserRole) == step_id:
                return item
        return None

    def _paint_status(self, item: QTreeWidgetItem, status: StepStatus) -> None:
        step_id = str(item.data(COL_ID, Qt.ItemDataRole.UserRole))
        self._statuses[step_id] = status
        item.setText(COL_STATUS, status_label(status))
        colours = status_colours(status)
        item.setBackground(COL_STATUS, colours.fill)
        item.setForeground(COL_STATUS, colours.text)

    def _on_current(self, item: QTreeWidgetItem | None, _prev: object) -> None:
        self._update_buttons()
        if item is not None:
            self.stepSelected.emit(str(item.data(COL_ID, Qt.ItemDataRole.UserRole)))

    def _request_edit(self) -> None:
        if self.edit_button.isEnabled() and self.current_id():
            self.editRequested.emit(self.current_id())

    def _request_remove(self) -> None:
        if self.current_id():
            self.removeRequested.emit(self.current_id())

    def _request_skip(self) -> None:
        if self.current_id():
            self.skipRequested.emit(self.current_id())

    def _update_buttons(self) -> None:
        current = self.current_id()
        has_steps = self.tree.topLevelItemCount() > 0
        editable = not self._running
        self.add_button.setEnabled(editable and has_steps)
        self.edit_button.setEnabled(editable and bool(current))
        self.remove_button.setEnabled(editable and bool(current))
        status = self._statuses.get(current)
        self.skip_button.setEnabled(
            self._running and status is not None and not status.terminal)

    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("Step"), self.tr("Agent"), self.tr("Status"),
                                   self.tr("Depends on"), self.tr("Arguments")])
        self.add_button.setText(self.tr("&Add step…"))
        self.add_button.setToolTip(self.tr("Add a step from the list of agents"))
        self.edit_button.setText(self.tr("&Edit arguments…"))
        self.remove_button.setText(self.tr("Re&move step"))
        self.skip_button.setText(self.tr("S&kip step"))
        self.skip_button.setToolTip(self.tr("Skip this step; the steps after it still run"))
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None:
                sid = str(item.data(COL_ID, Qt.ItemDataRole.UserRole))
                item.setText(COL_STATUS, status_label(self._statuses.get(sid,
                                                                         StepStatus.PENDING)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
