"""Opening citation links in the system browser (the policy is app/core/urls.py)."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from app.core.urls import link_allowed

LinkOutcome = Literal["opened", "refused", "failed"]


def open_citation(url: str) -> LinkOutcome:
    """Open an allowed link with the system handler: "opened"; "refused" when the link
    policy does not allow it (nothing opened); "failed" when no program could open it
    (no browser, no JW Library)."""
    if not link_allowed(url):
        return "refused"
    if QDesktopServices.openUrl(QUrl(url, QUrl.ParsingMode.StrictMode)):
        return "opened"
    return "failed"
