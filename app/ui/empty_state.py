"""What a first start shows where the plan will be: the two meetings and a few goals
to try, so nobody faces blank panes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


class EmptyState(QWidget):
    """Prepare Sunday, Prepare midweek and example goals; `exampleChosen` carries the
    goal's text."""

    exampleChosen = Signal(str)

    def __init__(self, sunday: QAction, midweek: QAction,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("emptyState")
        self.heading = QLabel()
        self.heading.setObjectName("emptyHeading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.sunday = self._meeting_button(sunday, "emptySunday")
        self.midweek = self._meeting_button(midweek, "emptyMidweek")
        self.examples_label = QLabel()
        self.examples = [QCommandLinkButton() for _ in range(3)]
        for i, button in enumerate(self.examples):
            button.setObjectName(f"example{i}")
            button.clicked.connect(lambda _checked=False, b=button: self.exampleChosen.emit(
                b.text()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.addStretch(1)
        layout.addWidget(self.heading)
        layout.addWidget(self.hint)
        layout.addSpacing(8)
        layout.addWidget(self.sunday)
        layout.addWidget(self.midweek)
        layout.addSpacing(8)
        layout.addWidget(self.examples_label)
        for button in self.examples:
            layout.addWidget(button)
        layout.addStretch(2)
        self.retranslate()

    @staticmethod
    def _meeting_button(action: QAction, name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return button

    def retranslate(self) -> None:
        self.heading.setText(self.tr("What would you like to prepare?"))
        self.hint.setText(self.tr("Prepare a meeting with one click, or type a goal above "
                                  "in your own words."))
        self.examples_label.setText(self.tr("Or try one of these:"))
        goals = [self.tr("Explain John 3:16"),
                 self.tr("How do I answer “I'm not interested”?"),
                 self.tr("Why does God allow suffering?")]
        for button, goal in zip(self.examples, goals, strict=True):
            button.setText(goal)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
