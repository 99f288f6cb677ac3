"""Dialogs to edit a step's arguments and to add a step from the registry."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.ui.schema_form import SchemaForm

ArgsCheck = Callable[[str, dict[str, Any]], list[str]]


class _ArgsBase(QDialog):
    """A schema form in a scroll area, an error line, and OK/Cancel with validation."""

    def __init__(self, check: ArgsCheck, parent: QWidget | None) -> None:
        super().__init__(parent)
        self._check = check
        self.form: SchemaForm | None = None
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.error = QLabel()
        self.error.setObjectName("argsError")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.args: dict[str, Any] = {}

    # Subclasses name the agent whose arguments the form edits.
    agent: Callable[[], str]

    def _set_form(self, schema: dict[str, Any], args: dict[str, Any]) -> None:
        self.form = SchemaForm(schema, args)
        self.scroller.setWidget(self.form)
        self.error.clear()

    def accept(self) -> None:
        if self.form is None:
            return
        try:
            args = self.form.values()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        problems = self._check(self.agent(), args)
        if problems:
            self.error.setText("\n".join(problems))
            return
        self.args = args
        super().accept()


class ArgsDialog(_ArgsBase):
    """Edit the args of one step; OK only when the agent accepts them."""

    def __init__(self, step_id: str, agent: str, schema: dict[str, Any], args: dict[str, Any],
                 check: ArgsCheck, parent: QWidget | None = None) -> None:
        super().__init__(check, parent)
        self._agent = agent
        self.setWindowTitle(self.tr("Arguments of %1").replace("%1", step_id))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(agent))
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._set_form(schema, args)
        self.resize(520, 420)

    def agent(self) -> str:
        return self._agent


class AddStepDialog(_ArgsBase):
    """Pick an agent, fill in its args, choose the steps it waits for."""

    def __init__(self, tools: list[dict[str, Any]], step_ids: list[str], check: ArgsCheck,
                 parent: QWidget | None = None) -> None:
        super().__init__(check, parent)
        self.setWindowTitle(self.tr("Add a step"))
        self._tools = {t["name"]: t for t in tools}
        self.agents = QComboBox()
        self.agents.setObjectName("agentPicker")
        for tool in tools:
            self.agents.addItem(tool["name"], tool["name"])
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.depends = QListWidget()
        self.depends.setObjectName("dependsOn")
        for sid in step_ids:
            item = QListWidgetItem(sid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.depends.addItem(item)
        self.depends.setMaximumHeight(120)
        form = QFormLayout()
        form.addRow(self.tr("&Agent:"), self.agents)
        form.addRow("", self.description)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.scroller, 1)
        depends_label = QLabel(self.tr("&Runs after:"))
        depends_label.setBuddy(self.depends)
        layout.addWidget(depends_label)
        layout.addWidget(self.depends)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.agents.currentIndexChanged.connect(self._agent_changed)
        self._agent_changed()
        self.resize(560, 520)

    def agent(self) -> str:
        return str(self.agents.currentData() or "")

    def set_agent(self, name: str) -> None:
        self.agents.setCurrentIndex(max(0, self.agents.findData(name)))

    def depends_on(self) -> list[str]:
        out = []
        for i in range(self.depends.count()):
            item = self.depends.item(i)
            if item is not None and item.checkState() == Qt.CheckState.Checked:
                out.append(item.text())
        return out

    def _agent_changed(self) -> None:
        tool = self._tools.get(self.agent())
        if tool is None:
            return
        self.description.setText(str(tool.get("description", "")))
        self._set_form(tool.get("args_schema", {}), {})
