"""A publication file downloaded to disk once, with progress, cancel and resume.

`download_file(url, target)` streams the body into `target` + ".part"; a download cut
short (a dropped connection, a cancelled task, a closed app) leaves the part file, and
the next call asks only for the rest with a `Range` header. A server that ignores the
range (200) is read from the start again. The finished file is checked against the
size and MD5 checksum the pub-media API announced, then moved into place atomically.

One request per file, after the link was fetched through the polite client: the file
host sees a User-Agent and no more than one download at a time from this module.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import httpx

from app.core.errors import Offline, PreparoError, RetryableError
from app.core.i18n import tr
from app.sources.http import USER_AGENT

# (bytes so far, total bytes or None when the server does not say)
Progress = Callable[[int, int | None], None]
_CHUNK = 64 * 1024


class DownloadDamaged(PreparoError):
    """The finished file is not the one announced (size or checksum)."""


def part_path(target: Path) -> Path:
    return target.with_name(target.name + ".part")


async def download_file(
    url: str,
    target: Path,
    *,
    language: str = "en",
    size: int | None = None,
    checksum: str = "",
    progress: Progress | None = None,
    transport: httpx.AsyncBaseTransport | None = None,
    timeout: float = 20.0,
) -> Path:
    """Download `url` into `target`, resuming a part file left by an earlier try.

    Raises Offline (the host cannot be reached), RetryableError (the connection
    dropped mid-body: the part file stays for the next call) or DownloadDamaged."""
    target.parent.mkdir(parents=True, exist_ok=True)
    part = part_path(target)
    have = part.stat().st_size if part.exists() else 0
    if size is not None and have > size:  # not a prefix of this file: start again
        part.unlink()
        have = 0
    headers = {"User-Agent": USER_AGENT}
    if have:
        headers["Range"] = f"bytes={have}-"
    async with httpx.AsyncClient(timeout=timeout, transport=transport) as client:
        try:
            async with client.stream("GET", url, headers=headers) as response:
                if response.status_code == 416 and size is not None and have == size:
                    pass  # the part file is already whole
                elif response.status_code not in (200, 206):
                    raise RetryableError(tr("library.download_status", language,
                                            status=response.status_code, url=url))
                else:
                    resumed = response.status_code == 206
                    have = have if resumed else 0
                    total = _total(response, have, size)
                    if progress:
                        progress(have, total)
                    with part.open("ab" if resumed else "wb") as out:
                        async for chunk in response.aiter_bytes(_CHUNK):
                            out.write(chunk)
                            have += len(chunk)
                            if progress:
                                progress(have, total)
                        out.flush()
                        os.fsync(out.fileno())
        except httpx.ConnectError as exc:
            raise Offline(tr("offline", language, host=httpx.URL(url).host)) from exc
        except (httpx.TransportError, httpx.StreamError) as exc:
            raise RetryableError(tr("library.download_cut", language, url=url,
                                    have=have)) from exc
    _check(part, size, checksum, url, language)
    os.replace(part, target)
    return target


def _total(response: httpx.Response, have: int, size: int | None) -> int | None:
    length = response.headers.get("Content-Length")
    if length and length.isdigit():
        return have + int(length)
    return size


def _check(part: Path, size: int | None, checksum: str, url: str, language: str) -> None:
    data_size = part.stat().st_size
    if size is not None and data_size != size:
        if data_size < size:
            raise RetryableError(tr("library.download_cut", language, url=url, have=data_size))
        part.unlink()
        raise DownloadDamaged(tr("library.download_damaged", language, url=url))
    if checksum:
        digest = hashlib.md5(usedforsecurity=False)
        with part.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        if digest.hexdigest() != checksum.lower():
            part.unlink()
            raise DownloadDamaged(tr("library.download_damaged", language, url=url))
