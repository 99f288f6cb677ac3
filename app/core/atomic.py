"""Atomic file writes: a crash mid-write leaves the previous file intact."""

from __future__ import annotations

import contextlib
import errno
import json
import os
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


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_bytes_atomic(path: Path, data: bytes, *, durable: bool = True,
                       shared: bool = False) -> None:
    """Write to a temporary file in the same folder, fsync, then rename over `path`.

    The rename makes the write atomic against a crash of the process; `durable`
    (fsync) also makes it survive a power cut, at a few milliseconds a write. The file
    is the user's alone (0600, as the temporary file is made), which suits the app's
    own data (runs, settings, return visits); `shared` gives it the permissions any
    new file of the user gets (0666 less the umask), for what the person exports."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if shared and os.name == "posix":
            os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_text_atomic(path: Path, text: str, *, durable: bool = True) -> None:
    write_bytes_atomic(path, text.encode("utf-8"), durable=durable)


def write_json_atomic(path: Path, obj: Any) -> None:
    write_text_atomic(path, json.dumps(obj, ensure_ascii=False, indent=1))
