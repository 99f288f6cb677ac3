"""The app's log: one rotating file in the platform's log folder.

`setup_logging()` is called once by every entry point (desktop app, CLI, MCP server).
Uncaught exceptions (`sys.excepthook`, threads) and errors the asyncio loop could not
hand to anyone (`install_loop_handler`) are written there with their tracebacks, so a
frozen windowed build loses nothing. People see one clear line; the log has it all.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from app.core.paths import APP_NAME

if TYPE_CHECKING:
    import asyncio

# asyncio and platformdirs are imported on first use: the desktop app sets up its log
# before its first window, which needs neither (asyncio alone costs ~60 ms to import).

LOG_FILE = "preparo.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"

log = logging.getLogger("preparo")


def log_dir() -> Path:
    home = os.environ.get("PREPARO_HOME")
    if home:
        return Path(home) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, False))


def log_path() -> Path:
    return log_dir() / LOG_FILE


# The name of the rotating file handler setup_logging installs (setting up twice adds
# nothing; a moved PREPARO_HOME replaces it).
HANDLER_NAME = "preparo-log-file"


def is_log_file_handler(handler: logging.Handler) -> bool:
    """The rotating file handler setup_logging installed."""
    return handler.get_name() == HANDLER_NAME


# the language of the log's own warnings: the front end's, told by setup_logging
_language = "en"


def setup_logging(level: int = logging.INFO, *, language: str | None = None) -> Path | None:
    """Send the log to the rotating file and catch uncaught exceptions there; `language`
    (the front end's) is the one the log's own warnings use.

    Returns the file, or None when its folder cannot be written (the app still runs;
    errors then reach only the person's one line)."""
    global _language
    if language is not None:
        _language = language
    install_excepthooks()
    root = logging.getLogger()
    path = log_path()
    for old in [h for h in root.handlers if is_log_file_handler(h)]:
        if Path(getattr(old, "baseFilename", "")) != path.absolute():  # PREPARO_HOME moved
            root.removeHandler(old)
            old.close()
    if not any(is_log_file_handler(h) for h in root.handlers):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = _quiet_file_handler(path)
        except OSError:
            return None
        handler.set_name(HANDLER_NAME)
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.setLevel(level)
        root.addHandler(handler)
        if root.level == logging.NOTSET or root.level > level:
            root.setLevel(level)
    return path


def _quiet_file_handler(path: Path) -> logging.Handler:
    """The rotating log file, quiet when the disk refuses it (full, read-only, gone):
    one warning on stderr the first time, then records that cannot be written are
    dropped without a traceback (the app goes on; the person's own lines still tell
    them what happened). Writes resume by themselves once the disk takes them."""
    # logging.handlers (sockets, pickle, queues) is imported when the file opens
    from logging.handlers import RotatingFileHandler

    class QuietRotatingFileHandler(RotatingFileHandler):
        warned = False

        def handleError(self, record: logging.LogRecord) -> None:
            failure = sys.exc_info()[1]
            if not isinstance(failure, OSError):  # a bad log call: logging's own report
                super().handleError(record)
                return
            if not self.warned:
                self.warned = True
                _warn_log_unwritable(self.baseFilename, failure)
            # the stream may hold a half-written record: start afresh on the next one
            stream, self.stream = self.stream, None
            if stream is not None:
                with contextlib.suppress(OSError, ValueError):
                    stream.close()

    return QuietRotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                    encoding="utf-8", delay=True)


def _warn_log_unwritable(where: str, exc: OSError) -> None:
    from app.core.i18n import tr

    reason = exc.strerror or str(exc)
    with contextlib.suppress(OSError, ValueError):
        print("preparo: " + tr("logs.cannot_write", _language, file=where, reason=reason),
              file=sys.stderr)


def install_excepthooks() -> None:
    """Catch uncaught exceptions (main thread, other threads) into the log file.

    Cheap (no file is opened): the desktop app installs the hooks before its first
    window and opens the log after it is on screen; an exception before that opens
    the log itself, so nothing is lost."""
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook


def _log_ready() -> None:
    if not any(is_log_file_handler(h) for h in logging.getLogger().handlers):
        setup_logging()


def _excepthook(kind: type[BaseException], value: BaseException,
                tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    _log_ready()
    log.critical("uncaught exception", exc_info=(kind, value, tb))
    sys.__excepthook__(kind, value, tb)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None or isinstance(args.exc_value, SystemExit):
        return
    name = args.thread.name if args.thread is not None else "?"
    _log_ready()
    log.critical("uncaught exception in thread %s", name,
                 exc_info=(args.exc_type, args.exc_value, args.exc_traceback))


def loop_exception_handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """What the asyncio loop could not hand to anyone (a task nobody awaited, a
    failing callback) goes to the log with its traceback."""
    exc = context.get("exception")
    message = context.get("message") or "asyncio error"
    where = context.get("task") or context.get("future") or context.get("handle")
    detail = f"{message} ({where!r})" if where is not None else message
    if isinstance(exc, BaseException):
        log.error("%s", detail, exc_info=(type(exc), exc, exc.__traceback__))
    else:
        log.error("%s", detail)


def install_loop_handler(loop: asyncio.AbstractEventLoop) -> None:
    loop.set_exception_handler(loop_exception_handler)
