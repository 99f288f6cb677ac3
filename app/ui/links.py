"""Opening citation links in the system browser (the policy is app/core/urls.py)."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from app.core.urls import UNRESOLVED, safe_link

LinkOutcome = Literal["opened", "refused", "failed"]


def open_citation(url: str) -> LinkOutcome:
    """Open a link with the system handler, through the one resolver and the link
    policy (app/core/urls.py safe_link: the canonical wol URL on the public site):
    "opened"; "refused" when it cannot be opened (nothing opened); "failed" when no
    program could open it (no browser, no JW Library)."""
    shown = safe_link(url, language=None)
    if shown is None or shown == UNRESOLVED:
        return "refused"
    if QDesktopServices.openUrl(QUrl(shown, QUrl.ParsingMode.StrictMode)):
        return "opened"
    return "failed"
