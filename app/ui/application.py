"""Start the desktop app: QApplication + qasync loop + translators + main window."""

from __future__ import annotations

import asyncio
import logging
import os
import sys

import qasync
from PySide6.QtWidgets import QApplication

from app.core.models import LANGUAGES
from app.service import PreparoService
from app.ui.i18n import UiLanguage
from app.ui.main_window import MainWindow
from app.ui.resources import app_icon
from app.ui.theme import use_fusion

log = logging.getLogger(__name__)


def make_application(argv: list[str]) -> QApplication:
    """The one QApplication (reused when it exists, as in tests)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "preparo", *argv])
    app.setApplicationName("Preparo")
    app.setOrganizationName("Preparo")
    app.setApplicationDisplayName("Preparo")
    app.setDesktopFileName("preparo")
    app.setWindowIcon(app_icon())
    use_fusion(app, os.environ.get("PREPARO_COLOR_SCHEME", ""))
    # The loop ends when the main window closes (see run_app), not when Qt
    # decides the last window went away: that would stop qasync mid-await.
    app.setQuitOnLastWindowClosed(False)
    return app


async def _until_closed(window: MainWindow, service: PreparoService) -> None:
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.show()
    window.controller.warm_up()
    await closed.wait()
    await window.controller.stop()
    await service.aclose()


def run_app(argv: list[str]) -> int:
    """Run until the main window is closed; returns the exit code."""
    app = make_application(argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    service = PreparoService()
    ui_language = UiLanguage(app)
    language = service.settings.language if service.settings.language in LANGUAGES else "en"
    ui_language.switch(language)
    window = MainWindow(service, ui_language)
    with loop:
        loop.run_until_complete(_until_closed(window, service))
    return 0
