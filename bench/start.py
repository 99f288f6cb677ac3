"""Launch to a mapped main window: the real desktop app vs a bare PySide6 QMainWindow.

Run: .venv/bin/python -m bench.start [--pairs N] [--json FILE]

Both are launched as whole processes with this interpreter on a private Xvfb
display (QT_QPA_PLATFORM=xcb) and timed from the launch until the X server
reports a top-level window titled "Preparo" as viewable (xwininfo/xprop polled
every 10 ms), then ended. The bare window is `python -c` with QApplication +
QMainWindow (same title and size) and nothing else: the floor any PySide6 app
in this venv pays. Launches alternate app/bare in pairs so both see the same
machine load, after one unmeasured launch of each (page cache). The app gets a
private PREPARO_HOME.

Two times are taken for the app: its first window (app/ui/application.py
StartWindow, X11 role "preparo-start") and the full main window that takes its
place (role "preparo-main", every widget built and the run model, service and
qasync imported).

Target (issue 14): median first window / median bare <= 1.5. Linux with Xvfb,
xwininfo and xprop (apt-get install xvfb x11-utils).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.bundle import ROOT, start_xvfb

TARGET_RATIO = 1.5

BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.setWindowTitle("Preparo")
window.resize(1180, 760)
window.show()
sys.exit(app.exec())
"""


_WINDOW_LINE = re.compile(r'^\s*(0x[0-9a-f]+) "Preparo": \(', re.MULTILINE)
_ROLE = re.compile(r'WM_WINDOW_ROLE\(STRING\) = "([^"]*)"')


def viewable_roles(env: dict[str, str]) -> set[str]:
    """X11 roles of the viewable top-level windows titled "Preparo" ("" when none set)."""
    tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True,
                          text=True, check=False).stdout
    roles: set[str] = set()
    for window_id in _WINDOW_LINE.findall(tree):
        info = subprocess.run(["xwininfo", "-id", window_id], env=env, capture_output=True,
                              text=True, check=False).stdout
        if "Map State: IsViewable" not in info:
            continue
        prop = subprocess.run(["xprop", "-id", window_id, "WM_WINDOW_ROLE"], env=env,
                              capture_output=True, text=True, check=False).stdout
        found = _ROLE.search(prop)
        roles.add(found.group(1) if found else "")
    return roles


def time_to_windows(command: list[str], display: str, home: Path,
                    final_role: str | None) -> tuple[float, float]:
    """Seconds from launch to the first viewable "Preparo" window, and to the one with
    X11 role `final_role` (the same time when `final_role` is None)."""
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", PREPARO_HOME=str(home))
    errors = home / "stderr.txt"
    started = time.perf_counter()
    first: float | None = None
    with errors.open("wb") as sink:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                   stderr=sink)
    try:
        while True:
            roles = viewable_roles(env)
            now = time.perf_counter() - started
            if roles and first is None:
                first = now
            if first is not None and (final_role is None or final_role in roles):
                return first, now
            if process.poll() is not None:
                tail = errors.read_text("utf-8", "replace")[-2000:]
                raise RuntimeError(f"{' '.join(command)} exited {process.returncode} "
                                   f"before its window:\n{tail}")
            if now > 120:
                raise RuntimeError(f"{' '.join(command)}: no window after 120 s")
            time.sleep(0.01)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def commands() -> dict[str, tuple[list[str], str | None]]:
    return {"app": ([sys.executable, "-m", "app"], "preparo-main"),
            "bare": ([sys.executable, "-c", BARE_WINDOW], None)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pairs", type=int, default=7, help="measured app/bare pairs (>= 5)")
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    args = ap.parse_args()
    if not sys.platform.startswith("linux") or not (shutil.which("Xvfb")
                                                    and shutil.which("xwininfo")):
        print("needs Linux with Xvfb and xwininfo (apt-get install xvfb x11-utils)")
        return 2
    seconds: dict[str, list[float]] = {"app first window": [], "app main window": [],
                                       "bare window": []}
    server, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory(prefix="preparo-bench-start-") as home:
            for command, role in commands().values():  # unmeasured: warm the page cache
                time_to_windows(command, display, Path(home), role)
            for _ in range(max(args.pairs, 1)):
                first, main_window = time_to_windows(commands()["app"][0], display,
                                                     Path(home), "preparo-main")
                bare, _ = time_to_windows(commands()["bare"][0], display, Path(home), None)
                seconds["app first window"].append(first)
                seconds["app main window"].append(main_window)
                seconds["bare window"].append(bare)
    finally:
        server.terminate()
        server.wait()
    medians = {name: statistics.median(values) for name, values in seconds.items()}
    for name, values in seconds.items():
        print(f"{name:<17} median {medians[name]:.3f} s "
              f"(min {min(values):.3f}, max {max(values):.3f}, n {len(values)})")
    ratio = medians["app first window"] / medians["bare window"]
    full = medians["app main window"] / medians["bare window"]
    pair_ratios = [first / bare for first, bare in zip(seconds["app first window"],
                                                       seconds["bare window"], strict=True)]
    print(f"first window / bare {ratio:.2f}x (median of pair ratios "
          f"{statistics.median(pair_ratios):.2f}x; target <= {TARGET_RATIO}x: "
          f"{'ok' if ratio <= TARGET_RATIO else 'OVER'});  main window / bare {full:.2f}x")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"seconds": seconds, "medians": medians,
                                         "first_window_ratio": ratio,
                                         "first_window_pair_ratios": pair_ratios,
                                         "main_window_ratio": full}, indent=2) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
