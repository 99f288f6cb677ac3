"""The right of the window: the findings (grouped, with their citations) and the study
sheet to read, comment on, export and print, as two tabs. Its tab titles are set by
the window (MainWindow.retranslate)."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QWidget

from app.ui.findings import FindingsPanel
from app.ui.reading_view import ReadingView, model_checker


class ResultsPane(QTabWidget):
    """Findings | Study sheet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.findings = FindingsPanel()
        self.findings.setObjectName("findingsPanel")
        self.reading = ReadingView()
        self.reading.checker = model_checker
        self.setObjectName("rightTabs")
        self.addTab(self.findings, "")
        self.addTab(self.reading, "")

    def show_findings(self) -> None:
        self.setCurrentWidget(self.findings)

    def show_reading(self) -> None:
        self.setCurrentWidget(self.reading)
