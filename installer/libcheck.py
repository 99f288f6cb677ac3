"""Check that the bundle's stripped shared libraries still load (Linux).

`strip --strip-unneeded` keeps what the dynamic loader needs, but a library that was
patched after linking (the vendored libraries of wheels, numpy's OpenBLAS among them,
have their names and run paths rewritten) could come out of it broken. After the bundle
is assembled, `check_stripped_libraries` loads every stripped library from the bundle
with ctypes, in child processes, with the bundle's library folder on LD_LIBRARY_PATH as
the frozen app has it. A library that fails to load, or kills the child, is loaded again
from its unstripped source: the build fails when the original loads and the stripped
copy does not. One that fails both ways (a Qt plugin whose system library is missing on
the build machine) is only reported.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

# The child: loads each path read from stdin and says so before and after, so a crash
# (a signal, not an exception) still names the library that caused it.
_CHILD = r"""
import ctypes, sys
for path in sys.stdin.read().splitlines():
    print("start\t" + path, flush=True)
    try:
        ctypes.CDLL(path)
    except OSError as exc:
        print("fail\t" + path + "\t" + " ".join(str(exc).split()), flush=True)
    else:
        print("ok\t" + path, flush=True)
"""


class StrippedLibraryBroken(RuntimeError):
    """A stripped library does not load while its unstripped source does."""


def _died(returncode: int) -> str:
    if returncode < 0:
        try:
            return f"the loading process died of {signal.Signals(-returncode).name}"
        except ValueError:
            return f"the loading process died of signal {-returncode}"
    return f"the loading process exited with code {returncode}"


def load_failures(paths: Sequence[str], library_path: Sequence[str] = (),
                  timeout: float = 600) -> dict[str, str]:
    """{path: why it did not load} for the libraries of `paths` that ctypes cannot load.

    They are loaded in order in one child process; a crash is put down to the library
    being loaded then, and a new child goes on with the rest."""
    env = dict(os.environ)
    if library_path:
        env["LD_LIBRARY_PATH"] = os.pathsep.join(
            [*library_path, *filter(None, [os.environ.get("LD_LIBRARY_PATH", "")])])
    failures: dict[str, str] = {}
    remaining = list(paths)
    while remaining:
        child = subprocess.run([sys.executable, "-c", _CHILD], input="\n".join(remaining),
                               env=env, capture_output=True, text=True, timeout=timeout,
                               check=False)
        done: set[str] = set()
        started: str | None = None
        for line in child.stdout.splitlines():
            kind, _, rest = line.partition("\t")
            if kind == "start":
                started = rest
            elif kind == "ok" and rest == started:
                done.add(rest)
                started = None
            elif kind == "fail" and rest.split("\t", 1)[0] == started:
                path, _, why = rest.partition("\t")
                failures[path] = why
                done.add(path)
                started = None
        if child.returncode == 0:
            break
        if started is None:
            raise RuntimeError(f"the library load check failed ({_died(child.returncode)}): "
                               f"{child.stderr[-2000:]}")
        failures[started] = _died(child.returncode)
        done.add(started)
        remaining = [path for path in remaining if path not in done]
    return failures


def check_stripped_libraries(
    original: Sequence[tuple[str, str, str]],
    shipped: Sequence[tuple[str, str, str]],
    folder: Path,
) -> tuple[int, list[str]]:
    """Load each library `shipped` from a stripped copy, as it lies in the assembled
    bundle's library `folder` (dist/Preparo/_internal); `original` is the TOC before
    stripping. Raises StrippedLibraryBroken naming each stripped library that does not
    load while its original does; returns how many were loaded and, for those that load
    neither way, "name: why"."""
    sources = {name: source for name, source, _ in original}
    stripped = [name for name, source, _ in shipped
                if name in sources and source != sources[name]]
    if not stripped:
        return 0, []
    in_bundle = {str(folder / name): name for name in stripped}
    failed = load_failures(list(in_bundle), [str(folder)])
    names = [in_bundle[path] for path in failed]
    also = load_failures([sources[name] for name in names], [str(folder)]) if names else {}
    broken = [f"{name}: {failed[str(folder / name)]}" for name in names
              if sources[name] not in also]
    if broken:
        raise StrippedLibraryBroken(
            "stripped libraries that no longer load (their originals do):\n  "
            + "\n  ".join(broken))
    return len(stripped), [f"{name}: {failed[str(folder / name)]}" for name in names]
