"""Every way out of the app ends cleanly: whole processes, judged by their exit codes.

- `preparo run GOAL --export sheet.<fmt>` exits 0 for every format (PDF used to be
  written and then segfault, exit 139: the QGuiApplication was made in a worker thread).
- A reader that goes away (`preparo runs | head -1`) ends the CLI quietly.
- Closing the desktop app while Prepare Sunday runs exits 0 (no abort).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.mirror.server import MirrorServer, running_mirror

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def mirror() -> Iterator[MirrorServer]:
    with running_mirror() as server:
        yield server


def _env(home: Path, mirror: MirrorServer | None = None) -> dict[str, str]:
    env = dict(os.environ, PREPARO_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    if mirror is not None:
        env.update(PREPARO_WOL_URL=mirror.wol_url, PREPARO_CDN_URL=mirror.cdn_url)
    return env


def _preparo(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.slow
def test_sunday_run_exported_to_pdf_exits_zero(mirror: MirrorServer, tmp_path: Path) -> None:
    target = tmp_path / "x.pdf"
    done = _preparo(["run", "Prepare my Sunday meeting", "--quiet", "--export", str(target)],
                    _env(tmp_path, mirror))
    assert done.returncode == 0, done.stderr[-2000:]
    assert target.read_bytes().startswith(b"%PDF")
    assert "QBasicTimer" not in done.stderr  # the worker thread laid the PDF out cleanly


@pytest.mark.slow
@pytest.mark.parametrize("suffix", ["md", "html", "pdf", "docx"])
def test_run_exits_zero_for_every_export_format(mirror: MirrorServer, tmp_path: Path,
                                                suffix: str) -> None:
    target = tmp_path / f"sheet.{suffix}"
    done = _preparo(["run", "Explain John 3:16", "--quiet", "--export", str(target)],
                    _env(tmp_path, mirror))
    assert done.returncode == 0, done.stderr[-2000:]
    assert target.stat().st_size > 0


@pytest.mark.parametrize("command", [["runs"], ["tools"]])
def test_output_to_a_closed_pipe_ends_quietly(tmp_path: Path, command: list[str]) -> None:
    """As `preparo runs | head -1` once head has gone: the pipe has no reader."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([sys.executable, "-m", "app", *command], cwd=ROOT,
                              env=_env(tmp_path), stdout=write_end, stderr=subprocess.PIPE,
                              text=True, timeout=120, check=False)
    finally:
        os.close(write_end)
    assert done.stderr == ""
    assert done.returncode == 141  # as a process ended by SIGPIPE reports it


QUIT_MID_RUN = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox
    from app.ui.application import make_application, run_app

    app = make_application([])
    state = {"started": False}

    def main_window():
        return next((w for w in app.topLevelWidgets()
                     if w.objectName() == "mainWindow" and w.isVisible()), None)

    def drive():
        window = main_window()
        if window is None:
            return
        asked = next((w for w in app.topLevelWidgets()
                      if w.objectName() == "talkDialog" and w.isVisible()), None)
        if asked is not None:  # the week's public talk: not known, say so (asked once)
            asked.accept()
            return
        if not state["started"]:
            state["started"] = True
            window.sunday_action.trigger()
        elif window.controller.running and window.scene.nodes:
            poll.stop()
            print("closing mid-run", flush=True)
            window.close()
            # quitting mid-run asks first (issue 32): answer "Stop and quit"
            box = window.confirm
            if box is not None:
                box.button(QMessageBox.StandardButton.Yes).click()

    poll = QTimer()
    poll.timeout.connect(drive)
    poll.start(100)
    sys.exit(run_app([]))
""")


@pytest.mark.slow
def test_closing_the_app_mid_run_exits_zero(mirror: MirrorServer, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", QUIT_MID_RUN], cwd=ROOT,
                          env=_env(tmp_path, mirror), capture_output=True, text=True,
                          timeout=180, check=False)
    assert "closing mid-run" in done.stdout, done.stderr[-2000:]
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Fatal Python error" not in done.stderr
