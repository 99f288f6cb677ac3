"""The person's library for the front ends: add issues (download once, resumable),
import a local EPUB, list what is kept and its size, search it, check for updates.

The async functions run in the caller's loop (the window's executor, the MCP server);
the CLI wraps them in `asyncio.run`. Cancelling an add leaves the download's part file,
so adding the same issue again resumes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from app.core.settings import Settings, load_settings
from app.library.models import LibraryHit, Publication
from app.library.search import LibrarySearch, Mode
from app.library.shelf import StepProgress, add_issue, import_file, updates
from app.library.store import Library, library_path
from app.sources.hub import SourceHub
from app.sources.shelf import shelf_dir

__all__ = [
    "LibraryHit",
    "Publication",
    "StepProgress",
    "add_issues",
    "check_updates",
    "document",
    "import_epub",
    "library_size",
    "publications",
    "search_library",
]


def _open(path: Path | None = None) -> Library:
    return Library(path or library_path())


async def add_issues(
    pub: str, issues: Sequence[str], language: str, *,
    settings: Settings | None = None, progress: StepProgress | None = None,
) -> list[Publication]:
    """Download and index each issue of a publication in a language, in order."""
    settings = settings or load_settings()
    added = []
    with _open() as library:
        async with SourceHub(settings) as hub:
            for issue in issues:
                added.append(await add_issue(hub, library, pub, issue, language,
                                             progress=progress))
    return added


async def import_epub(path: Path, language: str, *,
                      progress: StepProgress | None = None) -> Publication:
    """Add an EPUB the person already has."""
    with _open() as library:
        return await import_file(library, path, language, progress=progress)


async def check_updates(settings: Settings | None = None) -> list[Publication]:
    """The kept issues whose file has changed on the site."""
    with _open() as library:
        async with SourceHub(settings or load_settings()) as hub:
            return await updates(hub, library)


def publications() -> list[Publication]:
    """What the library holds, by language, publication and issue."""
    with _open() as library:
        return library.publications()


def library_size() -> int:
    """Bytes on disk: the database and the kept EPUB files."""
    with _open() as library:
        size = library.size_bytes()
    return size + sum(f.stat().st_size for f in shelf_dir().glob("*.epub"))


def search_library(query: str, language: str | None, *, limit: int = 10,
                   mode: Mode = "hybrid", settings: Settings | None = None) -> list[LibraryHit]:
    """Paragraphs of the library for a query, best first, each with its wol link."""
    settings = settings or load_settings()
    with _open() as library:
        return LibrarySearch(library, base=settings.wol_url).search(
            query, language, limit=limit, mode=mode)


def document(docid: int, language: str) -> tuple[str, list[tuple[int, str]]] | None:
    """A kept document's title and (wol paragraph id, text) pairs: the reading view offline."""
    with _open() as library:
        found = library.document(docid, language)
    if found is None:
        return None
    title, paragraphs = found
    return title, [(p.pid, p.text) for p in paragraphs]
