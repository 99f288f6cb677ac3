"""Start the desktop app: QApplication + qasync loop + translators + main window."""

from __future__ import annotations

import asyncio
import logging
import os
import sys

import qasync
from PySide6.QtWidgets import QApplication

from app.core.models import Language
from app.core.settings import Settings, settings_path
from app.service import PreparoService
from app.ui.i18n import UiLanguage, system_language
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


def starting_languages(settings: Settings, first_start: bool,
                       system: Language) -> tuple[Settings, Language]:
    """The settings to start with and the interface language.

    A first start speaks the system's language (es/en/pt, else English) in the window
    and for the content; later starts keep what the person chose, and an interface
    language never chosen keeps following the system."""
    if first_start:
        settings = settings.model_copy(update={"language": system})
    return settings, settings.ui_language or system


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
    first_start = not settings_path().exists()
    service = PreparoService()
    service.settings, interface = starting_languages(service.settings, first_start,
                                                     system_language())
    ui_language = UiLanguage(app)
    ui_language.switch(interface)
    window = MainWindow(service, ui_language)
    with loop:
        loop.run_until_complete(_until_closed(window, service))
    return 0
