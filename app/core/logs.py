"""The app's log: one rotating file in the platform's log folder.

`setup_logging()` is called once by every entry point (desktop app, CLI, MCP server).
Uncaught exceptions (`sys.excepthook`, threads) and errors the asyncio loop could not
hand to anyone (`install_loop_handler`) are written there with their tracebacks, so a
frozen windowed build loses nothing. People see one clear line; the log has it all.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import threading
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Any

import platformdirs

from app.core.paths import APP_NAME

LOG_FILE = "preparo.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"

log = logging.getLogger("preparo")


def log_dir() -> Path:
    home = os.environ.get("PREPARO_HOME")
    return Path(home) / "logs" if home else Path(platformdirs.user_log_dir(APP_NAME, False))


def log_path() -> Path:
    return log_dir() / LOG_FILE


class _PreparoFileHandler(RotatingFileHandler):
    """Marks the handler this module installed, so setting up twice adds nothing."""


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send the log to the rotating file and catch uncaught exceptions there.

    Returns the file, or None when its folder cannot be written (the app still runs;
    errors then reach only the person's one line)."""
    root = logging.getLogger()
    path = log_path()
    for old in [h for h in root.handlers if isinstance(h, _PreparoFileHandler)]:
        if Path(old.baseFilename) != path.absolute():  # the log folder moved (PREPARO_HOME)
            root.removeHandler(old)
            old.close()
    if not any(isinstance(h, _PreparoFileHandler) for h in root.handlers):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = _PreparoFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                          encoding="utf-8", delay=True)
        except OSError:
            return None
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.setLevel(level)
        root.addHandler(handler)
        if root.level == logging.NOTSET or root.level > level:
            root.setLevel(level)
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    return path


def _excepthook(kind: type[BaseException], value: BaseException,
                tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    log.critical("uncaught exception", exc_info=(kind, value, tb))
    sys.__excepthook__(kind, value, tb)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None or isinstance(args.exc_value, SystemExit):
        return
    name = args.thread.name if args.thread is not None else "?"
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
