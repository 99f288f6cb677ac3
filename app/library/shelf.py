"""Adding publications to the library: the issue's EPUB link from the pub-media API,
the file downloaded once (resumable), its documents read and stored, their paragraph
vectors computed when the embedder is there. Cancelling the task leaves the part file
of the download, and the next `add_issue` resumes it."""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from app.core.atomic import write_bytes_atomic
from app.library.models import Publication
from app.library.reading import read_bible, read_daily, read_epub
from app.library.store import Library
from app.library.vectors import Embedder, quantize
from app.sources.download import download_file
from app.sources.epub import epub_title
from app.sources.hub import SourceHub
from app.sources.shelf import BIBLE_PUB, shelf_file

# (step, done, total): step is "download" (bytes) or "meaning" (paragraphs)
StepProgress = Callable[[str, int, int | None], None]
_DAILY = re.compile(r"^es\d{2}$")
_BATCH = 32  # paragraphs embedded at a time: cancel is checked between batches


async def add_issue(
    hub: SourceHub, library: Library, pub: str, issue: str, language: str, *,
    embedder: Embedder | None = None, embedder_name: str = "",
    progress: StepProgress | None = None,
) -> Publication:
    """Download an issue's EPUB (resuming a part file) and index it."""
    link = await hub.pubs.epub_link(language, pub, issue)
    target = shelf_file(pub, issue, language)
    await download_file(
        link.url, target, language=hub.language, size=link.size, checksum=link.checksum,
        progress=(lambda done, total: progress("download", done, total)) if progress else None,
    )
    publication = Publication(pub=pub, issue=issue, language=language, source=link.url,
                              checksum=link.checksum, size=target.stat().st_size)
    return await index_file(library, publication, target, embedder=embedder,
                            embedder_name=embedder_name, progress=progress)


async def import_file(
    library: Library, path: Path, language: str, *, embedder: Embedder | None = None,
    embedder_name: str = "", progress: StepProgress | None = None,
) -> Publication:
    """Import an EPUB the person already has (kept as publication "file")."""
    data = await asyncio.to_thread(path.read_bytes)
    issue = hashlib.md5(data, usedforsecurity=False).hexdigest()[:12]
    target = shelf_file("file", issue, language)
    await asyncio.to_thread(write_bytes_atomic, target, data)
    publication = Publication(pub="file", issue=issue, language=language, source=path.name,
                              checksum=hashlib.md5(data, usedforsecurity=False).hexdigest(),
                              size=len(data))
    return await index_file(library, publication, target, embedder=embedder,
                            embedder_name=embedder_name, progress=progress)


async def index_file(
    library: Library, publication: Publication, path: Path, *,
    embedder: Embedder | None = None, embedder_name: str = "",
    progress: StepProgress | None = None,
) -> Publication:
    """Read a kept EPUB into the library (replacing an older copy of the issue)."""
    data = await asyncio.to_thread(path.read_bytes)
    title = epub_title(data) or publication.title
    stored = publication.model_copy(update={"title": title})
    if publication.pub == BIBLE_PUB or is_daily_pub(publication.pub):
        # verses and days are looked up by place and date, and searched by words only
        # (31,000 verse vectors per language would cost minutes: see bench.library)
        if publication.pub == BIBLE_PUB:
            verses = await asyncio.to_thread(read_bible, data, publication.language)
            await asyncio.to_thread(library.put_bible, stored, verses)
        else:
            days = await asyncio.to_thread(read_daily, data, publication.language)
            await asyncio.to_thread(library.put_daily, stored, days)
        return _kept(library, stored)
    documents = await asyncio.to_thread(read_epub, data, publication.language)
    ids = await asyncio.to_thread(library.put, stored, documents)
    texts = [p.text for d in documents for p in d.paragraphs]
    if embedder is not None:
        await embed_paragraphs(library, ids, texts, embedder, embedder_name, progress)
    return _kept(library, stored)


def _kept(library: Library, stored: Publication) -> Publication:
    return next(p for p in library.publications()
                if (p.pub, p.issue, p.language) == (stored.pub, stored.issue, stored.language))


def is_daily_pub(pub: str) -> bool:
    """Is this the symbol of a year's daily text book ("es26")?"""
    return _DAILY.match(pub) is not None


async def embed_paragraphs(
    library: Library, ids: Sequence[int], texts: Sequence[str], embedder: Embedder,
    name: str, progress: StepProgress | None = None,
) -> int:
    """Paragraph vectors stored as int8, a batch at a time off the event loop. A text
    the library already has a vector for (a heading or a paragraph printed again) takes
    that one. Returns how many texts were embedded."""
    known = await asyncio.to_thread(library.known_vectors, texts, name)
    # by length, so each batch pads its texts to about the same length (the embedder sorts
    # only within the batch it is given): a year of paragraphs embeds in less time
    fresh = sorted((t for t in dict.fromkeys(texts) if t not in known), key=len)
    for start in range(0, len(fresh), _BATCH):
        batch = fresh[start:start + _BATCH]
        vectors = await asyncio.to_thread(embedder.embed_passages, batch)
        rows, scales = quantize(np.asarray(vectors, np.float32))
        known.update((t, (r, float(s))) for t, r, s in zip(batch, rows, scales, strict=True))
        if progress:
            progress("meaning", min(start + _BATCH, len(fresh)), len(fresh))
    if texts:
        rows = np.stack([known[t][0] for t in texts])
        scales = np.array([known[t][1] for t in texts], np.float32)
        await asyncio.to_thread(library.put_vectors, ids, rows, scales, name)
    return len(fresh)


async def updates(hub: SourceHub, library: Library) -> list[Publication]:
    """The downloaded issues whose file the pub-media API now announces differently."""
    changed = []
    for publication in library.publications():
        if publication.pub == "file":
            continue
        link = await hub.pubs.epub_link(publication.language, publication.pub,
                                        publication.issue)
        if link.checksum and link.checksum != publication.checksum:
            changed.append(publication)
    return changed
