"""The publication files of the person's library (app/library keeps them here): one
EPUB per issue and language under the data folder. The source hub reads a workbook
week or a study article from here first, and from the site only when the issue is
missing, so a downloaded issue works offline and costs the site nothing."""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from pathlib import Path

from app.core.errors import SourceChanged
from app.core.paths import data_dir
from app.sources.bible_epub import epub_bible_verses
from app.sources.epub import epub_documents

_SAFE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


def shelf_dir() -> Path:
    return data_dir() / "library" / "files"


def shelf_file(pub: str, issue: str, language: str) -> Path:
    """Where an issue's EPUB is kept (`w_es_202609.epub`); a publication without issues
    (the Bible `nwt`, the daily text book `es26`) has issue "" (`nwt_es.epub`)."""
    for part in (pub, language, *([issue] if issue else [])):
        if not _SAFE.match(part):
            raise ValueError(f"not a publication name: {part!r}")
    return shelf_dir() / (f"{pub}_{language}_{issue}.epub" if issue else f"{pub}_{language}.epub")


def shelf_epub(pub: str, issue: str, language: str) -> bytes | None:
    """The kept EPUB of an issue, or None when the library does not hold it."""
    try:
        return shelf_file(pub, issue, language).read_bytes()
    except (OSError, ValueError):
        return None


# -- the Bible and the daily text book, read from their kept files ------------------------

BIBLE_PUB = "nwt"  # the Bible's symbol for GETPUBMEDIALINKS (no issue)


def daily_pub(year: int) -> str:
    """The symbol of a year's daily text book ("es26" for 2026; no issue)."""
    return f"es{year % 100:02d}"


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size


def kept_chapter(language: str, book: int, chapter: int) -> list[tuple[int, str]] | None:
    """(verse, text) of a chapter from the library's Bible in a language, in order; None
    when the library holds no Bible there (or the file is unreadable)."""
    path = shelf_file(BIBLE_PUB, "", language)
    stamp = _stamp(path)
    if stamp is None:
        return None
    verses = _kept_bible(str(path), language, stamp)
    return None if verses is None else verses.get((book, chapter), [])


@lru_cache(maxsize=3)  # one Bible per language, read once (~0.7 s) while its file stays
def _kept_bible(path: str, language: str, stamp: tuple[int, int]
                ) -> dict[tuple[int, int], list[tuple[int, str]]] | None:
    try:
        verses = epub_bible_verses(Path(path).read_bytes(), language)
    except (OSError, SourceChanged):
        return None
    chapters: dict[tuple[int, int], list[tuple[int, str]]] = {}
    for v in verses:
        chapters.setdefault((v.book, v.chapter), []).append((v.verse, v.text))
    return chapters


def kept_daily_markup(language: str, day: date) -> str | None:
    """The markup of the document of the library's daily text book that holds `day`
    (`div.tabContent[data-date=...]`); None when the book of that year is not kept."""
    path = shelf_file(daily_pub(day.year), "", language)
    stamp = _stamp(path)
    if stamp is None:
        return None
    wanted = f'data-date="{day.isoformat()}'
    for markup in _kept_daily(str(path), language, stamp):
        if wanted in markup:
            return markup
    return None


@lru_cache(maxsize=3)
def _kept_daily(path: str, language: str, stamp: tuple[int, int]) -> tuple[str, ...]:
    try:
        return tuple(m for _, m in epub_documents(Path(path).read_bytes(), language)
                     if "tabContent" in m)
    except (OSError, SourceChanged):
        return ()
