"""Reading first: the plan and its graph fold into a slim strip at the window's left
edge, so the study sheet takes most of the window; one click (or Ctrl+Shift+P)
unfolds them beside it. The strip also shows how far a run has got while folded.
The window decides when to fold (MainWindow.set_plan_open) and names the button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QToolButton, QVBoxLayout, QWidget

STRIP_WIDTH = 40


class PlanStrip(QWidget):
    def __init__(self, toggle: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("planStrip")
        self.setFixedWidth(STRIP_WIDTH)
        self.button = QToolButton()
        self.button.setObjectName("planStripButton")
        self.button.setDefaultAction(toggle)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.button.setAutoRaise(True)
        self.progress = QLabel()  # "3/7" while a run runs
        self.progress.setObjectName("planStripProgress")
        self.progress.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.progress.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 6, 2, 6)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.progress)
        layout.addStretch(1)

    def set_progress(self, ended: int, total: int) -> None:
        self.progress.setText(f"{ended}/{total}" if total else "")
