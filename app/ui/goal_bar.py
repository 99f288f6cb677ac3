"""The goal bar at the top of the window: the goal box with its history, the run buttons
(a tool bar whose overflow goes into a » menu), the content language and the
congregation pickers. Its texts are set by the window (MainWindow.retranslate)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.models import LANGUAGES, Language
from app.core.settings import Settings
from app.ui.labels import LANGUAGE_NAMES


class GoalBox(QComboBox):
    """The goal: editable, with history; Return submits it once."""

    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The line edit ignores Return after emitting returnPressed; QComboBox would
        # hand the same event back to it (a second returnPressed). Take it here.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                event.modifiers() == Qt.KeyboardModifier.NoModifier and not self.view().isVisible():
            self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class GoalBar(QWidget):
    """Goal, run buttons, content language and congregation, in two rows."""

    def __init__(self, settings: Settings, plan_action: QAction, run_action: QAction,
                 sunday_action: QAction, midweek_action: QAction, cancel_action: QAction,
                 congregations_action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.goal = GoalBox()
        self.goal.setObjectName("goalBox")
        self.goal.setEditable(True)
        self.goal.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.goal.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.goal.setMinimumContentsLength(28)
        self.goal.addItems(settings.goal_history)
        self.goal.setCurrentText("")
        # Return in the goal box: the window decides (plan and run, or plan to review)
        line = self.goal.lineEdit()
        if line is not None:
            line.setClearButtonEnabled(True)
        self.language = QComboBox()
        self.language.setObjectName("languagePicker")
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        self.congregation = QComboBox()
        self.congregation.setObjectName("congregationPicker")
        self.congregation.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.congregation_button = self._tool_button(congregations_action)
        self.congregation_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # The run buttons live in a tool bar: when the window is narrow (a small
        # screen, 2x scaling) the ones that do not fit move into its » menu.
        self.run_bar = QToolBar()
        self.run_bar.setObjectName("runBar")
        self.run_bar.setMovable(False)
        self.run_bar.setFloatable(False)
        self.run_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (plan_action, run_action, sunday_action,
                       midweek_action, cancel_action):
            self.run_bar.addAction(action)
        self.plan_button = self._bar_button(plan_action)
        self.run_button = self._bar_button(run_action)
        self.sunday_button = self._bar_button(sunday_action)
        self.midweek_button = self._bar_button(midweek_action)
        self.cancel_button = self._bar_button(cancel_action)
        self.goal_label = QLabel()
        self.goal_label.setBuddy(self.goal)
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.congregation_label = QLabel()
        self.congregation_label.setBuddy(self.congregation)

        bar = self
        bar.setObjectName("goalBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(8, 6, 8, 4)
        rows.setSpacing(4)
        first = QHBoxLayout()
        first.addWidget(self.goal_label)
        first.addWidget(self.goal, 1)
        first.addWidget(self.run_bar)
        second = QHBoxLayout()
        second.addWidget(self.language_label)
        second.addWidget(self.language)
        second.addSpacing(12)
        second.addWidget(self.congregation_label)
        second.addWidget(self.congregation)
        second.addWidget(self.congregation_button)
        second.addStretch(1)
        rows.addLayout(first)
        rows.addLayout(second)
        for first_w, second_w in [(self.goal, self.plan_button),
                                  (self.plan_button, self.run_button),
                                  (self.run_button, self.sunday_button),
                                  (self.sunday_button, self.midweek_button),
                                  (self.midweek_button, self.cancel_button),
                                  (self.cancel_button, self.language),
                                  (self.language, self.congregation),
                                  (self.congregation, self.congregation_button)]:
            QWidget.setTabOrder(first_w, second_w)

    def _tool_button(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.setAutoRaise(False)
        return button

    def _bar_button(self, action: QAction) -> QToolButton:
        button = self.run_bar.widgetForAction(action)
        assert isinstance(button, QToolButton)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return button

    # -- goal, language, congregation -------------------------------------------------------
    @property
    def current_language(self) -> Language:
        code = self.language.currentData()
        return code if code in LANGUAGES else "en"

    @property
    def current_congregation(self) -> str | None:
        name = self.congregation.currentData()
        return str(name) if name else None

    def focus_goal(self) -> None:
        self.goal.setFocus()
        line = self.goal.lineEdit()
        if line is not None:
            line.selectAll()

    def show_goal_history(self, history: list[str], goal: str) -> None:
        """The goal box's list after a goal was planned, with that goal in the box."""
        self.goal.blockSignals(True)
        self.goal.clear()
        self.goal.addItems(history)
        self.goal.setCurrentText(goal)
        self.goal.blockSignals(False)

    def fill_congregations(self, settings: Settings) -> None:
        self.congregation.blockSignals(True)
        self.congregation.clear()
        self.congregation.addItem("", "")
        for c in settings.congregations:
            self.congregation.addItem(c.name, c.name)
        index = self.congregation.findData(settings.current_congregation)
        self.congregation.setCurrentIndex(max(0, index))
        self.congregation.blockSignals(False)

    def set_running(self, running: bool) -> None:
        """The content language and the congregation stay as they are while a run runs."""
        self.language.setEnabled(not running)
        self.congregation.setEnabled(not running)
