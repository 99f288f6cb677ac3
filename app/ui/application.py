"""Start the desktop app: a first window at once, then the main window in its place.

The first window (StartWindow: the app's title, icon, style and size, nothing
else) needs only QtWidgets, so it is on screen about as fast as any PySide6
window. Only then are the run model (pydantic), the service, qasync and the main
window imported and built; the main window takes the first one's place. The NLI
runtime, numpy, httpx and the LLM providers load later still, in the background
(RunController.warm_up) or on first use.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QMainWindow

from app.ui.resources import app_icon
from app.ui.style import use_fusion

if TYPE_CHECKING:
    from app.core.models import Language
    from app.core.settings import Settings
    from app.service import PreparoService
    from app.ui.main_window import MainWindow

WINDOW_SIZE = (1280, 800)  # the main window's default size (MainWindow resizes to it)
EXPOSE_WAIT_S = 2.0


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


class StartWindow(QMainWindow):
    """What is on screen while the main window is built: the app's icon, centred.

    Painted by hand rather than with a centred QLabel: the alignment flag lives in
    PySide6's Qt namespace, whose first use costs as much as importing QtWidgets."""

    ICON_SIZE = 96

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("startWindow")
        self.setWindowTitle("Preparo")
        self.setWindowRole("preparo-start")  # X11: tells it apart from the main window
        self.icon = app_icon().pixmap(self.ICON_SIZE, self.ICON_SIZE)
        self.resize(*WINDOW_SIZE)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap((self.width() - self.ICON_SIZE) // 2,
                           (self.height() - self.ICON_SIZE) // 2, self.icon)
        painter.end()


def show_until_exposed(app: QApplication, window: QMainWindow) -> None:
    """Show `window` and let Qt map and paint it (bounded wait) before going on."""
    window.show()
    deadline = time.monotonic() + EXPOSE_WAIT_S
    handle = window.windowHandle()
    while time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if handle is not None and handle.isExposed():
            break
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)  # paint it


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
    import asyncio

    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.controller.warm_up()
    await closed.wait()
    await window.controller.stop()
    await window.controller.settings_saved()
    await service.aclose()


def run_app(argv: list[str]) -> int:
    """Run until the main window is closed; returns the exit code."""
    from app.core.logs import install_excepthooks, install_loop_handler, setup_logging
    from app.core.settings import user_language

    install_excepthooks()  # the log file itself opens once the first window is up
    app = make_application(argv)
    first = StartWindow()
    show_until_exposed(app, first)
    setup_logging(language=user_language())

    import asyncio

    import qasync

    from app.core.settings import settings_notice, settings_path
    from app.service import PreparoService
    from app.ui.i18n import UiLanguage, system_language
    from app.ui.main_window import MainWindow

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_loop_handler(loop)
    first_start = not settings_path().exists()
    service = PreparoService()
    service.settings, interface = starting_languages(service.settings, first_start,
                                                     system_language())
    ui_language = UiLanguage(app)
    ui_language.switch(interface)
    window = MainWindow(service, ui_language)
    window.setWindowRole("preparo-main")
    if first.isVisible():
        window.setGeometry(first.geometry())
    window.show()
    if notice := settings_notice(service.settings, interface):  # a damaged settings file
        window.show_error(notice)
    first.close()
    first.deleteLater()
    with loop:
        loop.run_until_complete(_until_closed(window, service))
    return 0
