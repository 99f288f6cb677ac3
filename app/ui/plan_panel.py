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
from app.ui.titles import agent_label, step_title

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
        self._advanced = False
        self._statuses: dict[str, StepStatus] = {}
        self._steps: dict[str, Step] = {}
        self._titles: dict[str, str] = {}
        self.tree = QTreeWidget()
        self.tree.setObjectName("planSteps")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(5)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.header().setSectionResizeMode(COL_ID, QHeaderView.ResizeMode.Stretch)
        self.tree.setColumnHidden(COL_ARGS, True)
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
        self._steps = {}
        self._titles = {}
        for step in steps:
            self.add_step(step)
        for col in (COL_AGENT, COL_STATUS):
            self.tree.resizeColumnToContents(col)
        if selected:
            self.select(selected, emit=False)
        self._update_buttons()

    def add_step(self, step: Step) -> None:
        self._steps[step.id] = step
        self._titles.setdefault(step.id, step_title(step))
        item = QTreeWidgetItem(self.tree, ["", agent_label(step.agent), "", "",
                                           json.dumps(step.args, ensure_ascii=False)])
        item.setData(COL_ID, Qt.ItemDataRole.UserRole, step.id)
        self._fill_names(item)
        self._paint_status(item, step.status)

    def set_title(self, step_id: str, title: str) -> None:
        """A better title once the step knows its content (the article's title...)."""
        if not title:
            return
        self._titles[step_id] = title
        for item in self._items():
            self._fill_names(item)

    def set_advanced(self, advanced: bool) -> None:
        """The Advanced view shows step ids and raw arguments."""
        self._advanced = advanced
        self.tree.setColumnHidden(COL_ARGS, not advanced)
        for item in self._items():
            self._fill_names(item)

    def _items(self) -> list[QTreeWidgetItem]:
        items = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        return [item for item in items if item is not None]

    def _name(self, step_id: str) -> str:
        title = self._titles.get(step_id, step_id)
        return f"{title} [{step_id}]" if self._advanced else title

    def _fill_names(self, item: QTreeWidgetItem) -> None:
        step = self._steps.get(str(item.data(COL_ID, Qt.ItemDataRole.UserRole)))
        if step is None:
            return
        item.setText(COL_ID, self._name(step.id))
        item.setToolTip(COL_ID, step.rationale)
        item.setText(COL_DEPS, ", ".join([*(self._name(d) for d in step.depends_on),
                                          *(f"({self._name(a)})" for a in step.after)]))

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
        self.tree.setHeaderLabels([self.tr("Step"), self.tr("What it does"), self.tr("Status"),
                                   self.tr("Depends on"), self.tr("Arguments")])
        self.add_button.setText(self.tr("&Add step…"))
        self.add_button.setToolTip(self.tr("Add a step from the list of agents"))
        self.edit_button.setText(self.tr("&Edit arguments…"))
        self.remove_button.setText(self.tr("Re&move step"))
        self.skip_button.setText(self.tr("S&kip step"))
        self.skip_button.setToolTip(self.tr("Skip this step; the steps after it still run"))
        for item in self._items():
            sid = str(item.data(COL_ID, Qt.ItemDataRole.UserRole))
            item.setText(COL_STATUS, status_label(self._statuses.get(sid, StepStatus.PENDING)))
            step = self._steps.get(sid)
            if step is not None:
                item.setText(COL_AGENT, agent_label(step.agent))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
