"""Atomic file writes: a crash mid-write leaves the previous file intact."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

DISK_FULL = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)


def disk_full(exc: BaseException) -> bool:
    """Whether `exc` (or what caused it) is a write the disk refused for want of space."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, OSError) and current.errno in DISK_FULL:
            return True
        current = current.__cause__ or current.__context__
    return False


_PROC_STATUS = Path("/proc/self/status")


def _umask() -> int:
    """The process's umask. Linux says it in /proc (read only); elsewhere os.umask must
    set it to read it, and sets it straight back."""
    with contextlib.suppress(OSError, ValueError):
        for line in _PROC_STATUS.read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _mode_for(path: Path, private: bool) -> int:
    """The permissions `path` is to have: those it has when it is replaced (the person's
    choice stands), else 0600 when `private`, else those of any new file of the user
    (0666 less the umask)."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o600 if private else 0o666 & ~_umask()


def write_bytes_atomic(path: Path, data: bytes, *, durable: bool = True,
                       private: bool = False) -> None:
    """Write to a temporary file in the same folder, fsync, then rename over `path`.

    The rename makes the write atomic against a crash of the process; `durable`
    (fsync) also makes it survive a power cut, at a few milliseconds a write. A new
    file gets the permissions any new file of the user gets (0666 less the umask), not
    the temporary file's 0600; `private` makes it the user's alone (0600), for the
    personal data (the notebook's names and visit notes, the runs). A replaced file
    keeps the permissions it had."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            if os.name == "posix":
                os.fchmod(fh.fileno(), _mode_for(path, private))
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_text_atomic(path: Path, text: str, *, durable: bool = True,
                      private: bool = False) -> None:
    write_bytes_atomic(path, text.encode("utf-8"), durable=durable, private=private)


def write_json_atomic(path: Path, obj: Any, *, private: bool = False) -> None:
    write_text_atomic(path, json.dumps(obj, ensure_ascii=False, indent=1), private=private)
