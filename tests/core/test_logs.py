"""The log file, uncaught exceptions and loop errors written there, subscriber errors."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core import logs
from app.core.events import EventHub, RunStarted


@pytest.fixture
def fresh_log(isolated_home: Path) -> Iterator[Path]:
    """A log file of this test's own (the handler of an earlier test is set aside)."""
    root = logging.getLogger()
    before = list(root.handlers)
    for handler in before:
        if logs.is_log_file_handler(handler):
            root.removeHandler(handler)
    hook, thread_hook = sys.excepthook, __import__("threading").excepthook
    path = logs.setup_logging()
    assert path == isolated_home / "logs" / "preparo.log"
    yield path
    for handler in list(root.handlers):
        if logs.is_log_file_handler(handler):
            handler.close()
            root.removeHandler(handler)
    for handler in before:
        if handler not in root.handlers:
            root.addHandler(handler)
    sys.excepthook, __import__("threading").excepthook = hook, thread_hook


def text(path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text("utf-8")


def test_setting_up_twice_adds_one_file_handler(fresh_log: Path) -> None:
    logs.setup_logging()
    mine = [h for h in logging.getLogger().handlers if logs.is_log_file_handler(h)]
    assert len(mine) == 1


def test_an_uncaught_exception_reaches_the_log_with_its_traceback(
        fresh_log: Path, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        raise ValueError("broken on purpose")
    except ValueError:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    logged = text(fresh_log)
    assert "uncaught exception" in logged and "ValueError: broken on purpose" in logged
    assert "Traceback" in logged


def test_the_loop_handler_logs_what_nobody_awaited(fresh_log: Path) -> None:
    async def crash() -> None:
        raise RuntimeError("task nobody awaited")

    async def main() -> None:
        logs.install_loop_handler(asyncio.get_running_loop())
        asyncio.get_running_loop().call_exception_handler(
            {"message": "Task exception was never retrieved",
             "exception": RuntimeError("task nobody awaited")})

    asyncio.run(main())
    logged = text(fresh_log)
    assert "Task exception was never retrieved" in logged
    assert "RuntimeError: task nobody awaited" in logged


def test_a_failing_subscriber_is_logged_not_swallowed(
        fresh_log: Path, caplog: pytest.LogCaptureFixture) -> None:
    hub = EventHub()
    seen: list[str] = []

    def broken(_event: object) -> None:
        raise KeyError("front end bug")

    hub.subscribe(broken)
    hub.subscribe(lambda e: seen.append(e.run_id))
    with caplog.at_level(logging.ERROR):
        hub.emit(RunStarted(run_id="r1"))
    assert seen == ["r1"]  # the run goes on
    assert any("subscriber" in r.message and r.exc_info for r in caplog.records)
    assert "front end bug" in text(fresh_log)


def test_an_exception_before_the_log_is_opened_still_reaches_it(
        isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The desktop app installs the hooks first and opens the log only once its first
    window is up: a crash in between opens the log itself."""
    root = logging.getLogger()
    before = [h for h in root.handlers if logs.is_log_file_handler(h)]
    for handler in before:
        root.removeHandler(handler)
    hook, thread_hook = sys.excepthook, __import__("threading").excepthook
    try:
        logs.install_excepthooks()
        assert not any(logs.is_log_file_handler(h) for h in root.handlers)
        try:
            raise OSError("early failure")
        except OSError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
        path = isolated_home / "logs" / "preparo.log"
        assert "OSError: early failure" in text(path)
    finally:
        for handler in [h for h in root.handlers if logs.is_log_file_handler(h)]:
            handler.close()
            root.removeHandler(handler)
        for handler in before:
            root.addHandler(handler)
        sys.excepthook, __import__("threading").excepthook = hook, thread_hook


def test_the_first_window_needs_neither_asyncio_nor_the_log_file_modules() -> None:
    """Importing the log module (done before the first window) stays cheap."""
    import subprocess

    code = ("import sys; import app.core.logs; "
            "print(sorted(m for m in ('asyncio', 'logging.handlers', 'platformdirs') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


def test_a_full_disk_gives_one_warning_and_no_logging_tracebacks(
        fresh_log: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import errno

    handler = next(h for h in logging.getLogger().handlers if logs.is_log_file_handler(h))

    class FullDisk:
        def write(self, _text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        def close(self) -> None:
            pass

        def seek(self, *_args: int) -> int:
            return 0

        tell = seek

    handler._open = lambda: FullDisk()  # type: ignore[attr-defined,method-assign]
    handler.stream = None  # type: ignore[attr-defined]
    for i in range(12):
        logging.getLogger("preparo.test").error("refused %d", i)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("\n") == 1 and "No space left on device" in err
