"""Opening citation links in the system browser (the policy is app/core/urls.py)."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from app.core.urls import link_allowed


def open_citation(url: str) -> bool:
    """Open an allowed link with the system handler; False (and nothing opened) otherwise."""
    if not link_allowed(url):
        return False
    return bool(QDesktopServices.openUrl(QUrl(url, QUrl.ParsingMode.StrictMode)))
