"""The frozen bundle: build time, size on disk and compressed, and start-up time vs source.

Run: .venv/bin/python -m bench.bundle [--build] [--size-only] [--plus NAME=SIZE]
     [--runs N] [--json FILE]

--build      rebuild dist/Preparo first (python installer/build.py --no-archive) and
             time it; without it an existing bundle is measured (built if missing)
--size-only  the folder's size and the budget only: no archive, no launches
--plus NAME=SIZE  a file the bundle will ship that is not in the tree yet (repeatable),
             e.g. --plus models/nli/answer.onnx=3.5MB (SIZE in bytes, or with kB/MB)
--runs N     launches per mode and command (default 5); medians are reported

Budget (issue 29): `du -sb dist/Preparo` stays within 250 MB (layout.BUNDLE_BUDGET_BYTES).
The budget line adds to the folder's size what the next build will ship and this bundle
lacks: each data file of the tree (models/, resources/, prompts/, as layout.data_files
ships it) missing from the bundle or of another size there (a model built or rebuilt
since the bundle), and the --plus files; then prints the room left (negative: over).

Start-up is measured on whole processes, alternating frozen and source launches
so both see the same machine load (one unmeasured launch of each first):
  window       start the desktop app on a private Xvfb display and poll the X
               server (xwininfo) until a window titled "Preparo" is viewable;
               Linux with Xvfb and xwininfo only (skipped otherwise)
  --selftest   start, open the main window offscreen, plan and run a goal against
               the built-in mirror, one NLI inference, exit
  --help       the CLI start alone: interpreter/bootloader plus argparse, no Qt
Compressed size is a gzip level 6 tar of dist/Preparo (what build.py ships on Linux).
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
import tarfile
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from installer import build as bundle_build
from installer import layout

ROOT = layout.REPO_ROOT
MODES = ("frozen", "source")


@dataclass
class Timing:
    command: str
    mode: str
    seconds: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)


def launch_command(mode: str, executable: Path) -> list[str]:
    if mode == "frozen":
        return [str(executable)]
    return [sys.executable, "-m", "app"]


def time_launch(command: list[str], argument: str, home: Path) -> float:
    """Wall seconds for one launch; raises when it does not exit 0."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PREPARO_HOME=str(home))
    started = time.perf_counter()
    done = subprocess.run([*command, argument], cwd=ROOT, env=env, capture_output=True,
                          timeout=300, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        tail = done.stderr.decode("utf-8", "replace")[-2000:]
        raise RuntimeError(f"{' '.join(command)} {argument} exited {done.returncode}:\n{tail}")
    return elapsed


_WINDOW_LINE = re.compile(r'^\s*(0x[0-9a-f]+) "Preparo": \(', re.MULTILINE)


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A private Xvfb server on a free display; returns (process, ":N")."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp",
         "-noreset"],  # no server reset when the last client leaves between launches
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read_end, 16)
        if not chunk:
            break
        number += chunk
    os.close(read_end)
    if not number.strip():
        server.kill()
        raise RuntimeError("Xvfb did not report a display number")
    return server, f":{number.decode().strip()}"


def window_viewable(env: dict[str, str]) -> bool:
    """True once the X server has a mapped top-level window titled exactly "Preparo"."""
    tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True,
                          text=True, check=False).stdout
    for window_id in _WINDOW_LINE.findall(tree):
        info = subprocess.run(["xwininfo", "-id", window_id], env=env, capture_output=True,
                              text=True, check=False).stdout
        if "Map State: IsViewable" in info:
            return True
    return False


def time_to_window(command: list[str], display: str, home: Path) -> float:
    """Wall seconds from launching the desktop app to its main window being viewable."""
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", PREPARO_HOME=str(home))
    errors = home / "stderr.txt"
    started = time.perf_counter()
    with errors.open("wb") as sink:
        app = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=sink)
    try:
        while not window_viewable(env):
            if app.poll() is not None:
                tail = errors.read_text("utf-8", "replace")[-2000:]
                raise RuntimeError(f"{' '.join(command)} exited {app.returncode} "
                                   f"before its window:\n{tail}")
            if time.perf_counter() - started > 120:
                raise RuntimeError(f"{' '.join(command)}: no window after 120 s")
            time.sleep(0.01)
        return time.perf_counter() - started
    finally:
        app.terminate()
        try:
            app.wait(timeout=15)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()


def measure_windows(executable: Path, runs: int) -> list[Timing]:
    """Start-to-window timings, or [] where Xvfb/xwininfo are missing."""
    if not sys.platform.startswith("linux") or not (shutil.which("Xvfb")
                                                    and shutil.which("xwininfo")):
        print("window: needs Linux with Xvfb and xwininfo (apt-get install xvfb x11-utils)")
        return []
    timings = {mode: Timing("window", mode, []) for mode in MODES}
    server, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory(prefix="preparo-bench-") as home:
            for mode in MODES:  # one unmeasured launch each: warm the page cache
                time_to_window(launch_command(mode, executable), display, Path(home))
            for _ in range(runs):
                for mode in MODES:
                    seconds = time_to_window(launch_command(mode, executable), display,
                                             Path(home))
                    timings[mode].seconds.append(seconds)
    finally:
        server.terminate()
        server.wait()
    return list(timings.values())


def measure_starts(executable: Path, runs: int) -> list[Timing]:
    timings = {(arg, mode): Timing(arg, mode, []) for arg in ("--selftest", "--help")
               for mode in MODES}
    with tempfile.TemporaryDirectory(prefix="preparo-bench-") as home:
        for argument in ("--selftest", "--help"):
            for mode in MODES:  # one unmeasured launch each: warm the page cache
                time_launch(launch_command(mode, executable), argument, Path(home))
            for _ in range(runs):
                for mode in MODES:
                    seconds = time_launch(launch_command(mode, executable), argument, Path(home))
                    timings[(argument, mode)].seconds.append(seconds)
    return list(timings.values())


def data_root(folder: Path) -> Path:
    """Where the bundle keeps the data folders (sys._MEIPASS): _internal, or the .app's
    Contents/Resources."""
    for candidate in (folder / "_internal", folder / "Contents" / "Resources"):
        if candidate.is_dir():
            return candidate
    return folder


@dataclass
class Pending:
    """A file the next build ships that this bundle lacks or has at another size."""

    name: str  # bundle-relative, e.g. models/nli/answer.onnx
    bytes: int  # what it adds (negative: it shrank)
    why: str


def pending_data(folder: Path, root: Path = ROOT) -> list[Pending]:
    """The shipped data files of the tree (layout.data_files) that the bundle at `folder`
    lacks, or holds at another size."""
    data = data_root(folder)
    found: list[Pending] = []
    for source, destination in layout.data_files(root):
        name = f"{destination}/{Path(source).name}"
        size = Path(source).stat().st_size
        bundled = data / name
        if not bundled.is_file():
            found.append(Pending(name, size, "in the tree, not in the bundle yet"))
        elif bundled.stat().st_size != size:
            found.append(Pending(name, size - bundled.stat().st_size,
                                 "another size in the tree than in the bundle"))
    return found


_UNITS = {"": 1, "b": 1, "kb": 1_000, "mb": 1_000_000, "gb": 1_000_000_000}


def parse_plus(text: str) -> Pending:
    """`models/nli/answer.onnx=3.5MB` -> Pending(name, 3_500_000, ...)."""
    name, sep, amount = text.partition("=")
    match = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*([a-zA-Z]*)\s*", amount)
    if not sep or not name.strip() or match is None or match.group(2).lower() not in _UNITS:
        raise argparse.ArgumentTypeError(f"expected NAME=SIZE (e.g. models/x.onnx=3.5MB), "
                                         f"got {text!r}")
    size = round(float(match.group(1)) * _UNITS[match.group(2).lower()])
    return Pending(name.strip(), size, "planned (--plus)")


def budget_lines(size: int, pending: list[Pending],
                 budget: int = layout.BUNDLE_BUDGET_BYTES) -> list[str]:
    """The budget report: what is pending, the expected size and the room left."""
    human = bundle_build.human
    lines = [f"pending     {item.name} {item.bytes / 1e6:+.1f} MB ({item.why})"
             for item in pending]
    expected = size + sum(item.bytes for item in pending)
    room = budget - expected
    state = f"room left {human(room)}" if room >= 0 else f"OVER by {human(-room)}"
    with_pending = f" with {len(pending)} pending" if pending else ""
    lines.append(f"budget      {human(expected)}{with_pending} of {human(budget)} "
                 f"(du -sb): {state} ({room:,} bytes)")
    return lines


def compressed_size(folder: Path) -> tuple[int, float]:
    """(bytes, seconds) of a gzip-6 tar of `folder`, written to a temporary file."""
    with tempfile.TemporaryDirectory(prefix="preparo-bench-") as scratch:
        target = Path(scratch) / "bundle.tar.gz"
        started = time.perf_counter()
        with tarfile.open(target, "w:gz", compresslevel=6) as archive:
            archive.add(folder, arcname=folder.name)
        return target.stat().st_size, time.perf_counter() - started


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", action="store_true", help="rebuild the bundle and time it")
    ap.add_argument("--size-only", action="store_true",
                    help="size and budget only (no archive, no launches)")
    ap.add_argument("--plus", type=parse_plus, action="append", default=[],
                    metavar="NAME=SIZE", help="a file to ship that the tree lacks yet")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    args = ap.parse_args()

    folder, executable = bundle_build.bundle_paths()
    build_s: float | None = None
    if args.build or not executable.is_file():
        result = bundle_build.build(archive=False)
        folder, executable, build_s = result.folder, result.executable, result.build_s
    size = bundle_build.disk_usage(folder)
    pending = [*pending_data(folder), *args.plus]
    packed: int | None = None
    timings: list[Timing] = []
    if not args.size_only:
        packed, pack_s = compressed_size(folder)
        timings = measure_windows(executable, args.runs) + measure_starts(executable, args.runs)

    print(f"bundle      {folder}")
    if build_s is not None:
        print(f"build       {build_s:.1f} s (PyInstaller, --clean)")
    print(f"folder      {bundle_build.human(size)} (du -sb: {size:,} bytes)")
    for line in budget_lines(size, pending):
        print(line)
    if packed is not None:
        print(f"tar.gz      {bundle_build.human(packed)} ({packed / size:.0%} of the folder, "
              f"{pack_s:.1f} s to pack)")
    by_key = {(t.command, t.mode): t for t in timings}
    for command in ("window", "--selftest", "--help"):
        if (command, "frozen") not in by_key:
            continue
        frozen, source = by_key[(command, "frozen")], by_key[(command, "source")]
        print(f"{command:<11} frozen median {frozen.median:.3f} s "
              f"(min {min(frozen.seconds):.3f}, max {max(frozen.seconds):.3f})   "
              f"source median {source.median:.3f} s "
              f"(min {min(source.seconds):.3f}, max {max(source.seconds):.3f})   "
              f"frozen/source {frozen.median / source.median:.2f}x   runs {len(frozen.seconds)}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        expected = size + sum(item.bytes for item in pending)
        figures = {
            "folder_bytes": size,
            "budget_bytes": layout.BUNDLE_BUDGET_BYTES,
            "pending": [asdict(item) for item in pending],
            "expected_bytes": expected,
            "room_bytes": layout.BUNDLE_BUDGET_BYTES - expected,
            "tar_gz_bytes": packed,
            "build_s": build_s,
            "timings": [asdict(t) | {"median": t.median} for t in timings],
        }
        args.json.write_text(json.dumps(figures, indent=2) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
