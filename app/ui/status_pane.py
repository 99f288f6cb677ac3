"""Above and below the panes: the banner that says why a run failed, and the status bar
(progress of the run, the last thing that happened, where content comes from). Their
texts are made by the window, which knows the run."""

from __future__ import annotations

from urllib.parse import urlsplit

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

BANNER_STYLES = {
    "error": "QLabel#runBanner { background: #fde7e9; color: #5c0b14; "
             "border-bottom: 1px solid #d13438; }",
    "warning": "QLabel#runBanner { background: #fff4ce; color: #3d2e00; "
               "border-bottom: 1px solid #c19c00; }",
}


def connection_state(wol_url: str, offline: bool, unreachable: bool) -> str:
    """"offline", "mirror" (content from a loopback address), "unreachable" (the last
    run could not reach the site) or "online"."""
    if offline:
        return "offline"
    host = (urlsplit(wol_url).hostname or "").lower()
    if host == "localhost" or host == "::1" or host.startswith("127."):
        return "mirror"
    return "unreachable" if unreachable else "online"


class RunBanner(QLabel):
    """A line across the window when a run failed or part of it did not work."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("runBanner")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setContentsMargins(10, 6, 10, 6)
        self.setVisible(False)

    def show_message(self, kind: str, text: str) -> None:
        """`kind` is "error" or "warning"."""
        self.setProperty("kind", kind)
        self.setStyleSheet(BANNER_STYLES[kind])
        self.setText(" ".join(text.split()))
        self.setVisible(True)

    def hide_message(self) -> None:
        self.setVisible(False)
        self.setText("")


class StatusPane:
    """The status bar's progress bar, status line and connection label."""

    def __init__(self, bar: QStatusBar) -> None:
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setMaximumWidth(260)
        self.progress.setTextVisible(True)
        self.progress.setFormat("%v/%m")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel()
        self.status.setObjectName("statusLine")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.mode = QLabel()
        self.mode.setObjectName("modeLabel")
        bar.addWidget(self.progress)
        bar.addWidget(self.status, 1)
        bar.addPermanentWidget(self.mode)

    def set_status(self, text: str) -> None:
        self.status.setText(" ".join(text.split())[:300])

    def set_progress(self, ended: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(min(ended, max(1, total)))

    def show_mode(self, state: str, text: str, tip: str) -> None:
        self.mode.setText(text)
        self.mode.setToolTip(tip)
        self.mode.setProperty("state", state)
