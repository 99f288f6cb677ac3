"""Above and below the panes: the banner that says why a run failed, and the status bar
(progress of the run, the last thing that happened, where content comes from). Their
texts are made by the window, which knows the run."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QStatusBar,
    QWidget,
)

BANNER_STYLES = {
    "error": "QFrame#runBanner { background: #fde7e9; border-bottom: 1px solid #d13438; }"
             " QFrame#runBanner QLabel { color: #5c0b14; }",
    "warning": "QFrame#runBanner { background: #fff4ce; border-bottom: 1px solid #c19c00; }"
               " QFrame#runBanner QLabel { color: #3d2e00; }",
}
# An address of a local mirror or test server, never shown to the person
_INTERNAL = re.compile(r"https?://(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])(?::\d+)?[^\s,;)]*",
                       re.IGNORECASE)
_INTERNAL_HOST = re.compile(r"\b(?:127(?:\.\d{1,3}){3}|localhost)(?::\d+)?\b", re.IGNORECASE)


def public_words(text: str) -> str:
    """`text` with any internal address (a loopback URL or host) said as wol.jw.org."""
    return _INTERNAL_HOST.sub("wol.jw.org", _INTERNAL.sub("wol.jw.org", text))


def connection_state(wol_url: str, offline: bool, unreachable: bool) -> str:
    """"offline", "mirror" (content from a loopback address), "unreachable" (the last
    run could not reach the site) or "online"."""
    if offline:
        return "offline"
    host = (urlsplit(wol_url).hostname or "").lower()
    if host == "localhost" or host == "::1" or host.startswith("127."):
        return "mirror"
    return "unreachable" if unreachable else "online"


class RunBanner(QFrame):
    """A line across the window when a run failed or part of it did not work, with a
    Retry button when trying again can help (the site could not be reached)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("runBanner")
        self.label = QLabel()
        self.label.setObjectName("runBannerText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("retryButton")
        self.retry_button.setVisible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.retry_button)
        self.setVisible(False)

    def text(self) -> str:
        return self.label.text()

    def show_message(self, kind: str, text: str, *, retry: bool = False) -> None:
        """`kind` is "error" or "warning"; `retry` shows the Retry button."""
        self.setProperty("kind", kind)
        self.setStyleSheet(BANNER_STYLES[kind])
        self.label.setText(" ".join(public_words(text).split()))
        self.retry_button.setVisible(retry)
        self.setVisible(True)

    def hide_message(self) -> None:
        self.setVisible(False)
        self.retry_button.setVisible(False)
        self.label.setText("")


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
