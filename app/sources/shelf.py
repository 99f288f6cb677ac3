"""The publication files of the person's library (app/library keeps them here): one
EPUB per issue and language under the data folder. The source hub reads a workbook
week or a study article from here first, and from the site only when the issue is
missing, so a downloaded issue works offline and costs the site nothing."""

from __future__ import annotations

import re
from pathlib import Path

from app.core.paths import data_dir

_SAFE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


def shelf_dir() -> Path:
    return data_dir() / "library" / "files"


def shelf_file(pub: str, issue: str, language: str) -> Path:
    """Where an issue's EPUB is kept (`w_es_202609.epub`)."""
    for part in (pub, issue, language):
        if not _SAFE.match(part):
            raise ValueError(f"not a publication name: {part!r}")
    return shelf_dir() / f"{pub}_{language}_{issue}.epub"


def shelf_epub(pub: str, issue: str, language: str) -> bytes | None:
    """The kept EPUB of an issue, or None when the library does not hold it."""
    try:
        return shelf_file(pub, issue, language).read_bytes()
    except (OSError, ValueError):
        return None
