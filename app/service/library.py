"""The person's library for the front ends: add issues (download once, resumable),
import a local EPUB, list what is kept and its size, search it, check for updates.

The async functions run in the caller's loop (the window's executor, the MCP server);
the CLI wraps them in `asyncio.run`. Cancelling an add leaves the download's part file,
so adding the same issue again resumes it.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import re
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel

from app.core.i18n import tr
from app.core.links import PUBLIC_WOL, docid_of, document_url, language_of_link
from app.core.models import LANGUAGES, Language, Plan, Step
from app.core.settings import Settings, load_settings
from app.library.messages import nothing_close_message, shown_publications
from app.library.models import LibraryAnswer, LibraryHit, Publication, VerseHit
from app.library.search import LibrarySearch, Mode
from app.library.shelf import StepProgress, add_issue, import_file, is_daily_pub, updates
from app.library.store import Library, library_path
from app.library.vectors import Embedder
from app.sources.hub import SourceHub
from app.sources.pubmedia import watchtower_issues, workbook_issue
from app.sources.references import BibleRef
from app.sources.shelf import BIBLE_PUB, daily_pub, shelf_dir, shelf_file

log = logging.getLogger(__name__)

__all__ = [
    "LibraryAnswer",
    "LibraryHit",
    "LibraryReading",
    "Publication",
    "StepProgress",
    "VerseHit",
    "add_issues",
    "answer_library",
    "check_updates",
    "document",
    "import_epub",
    "is_whole_book",
    "library_size",
    "meaning_available",
    "nothing_close_message",
    "offline_notes",
    "publications",
    "reading",
    "reading_of_url",
    "search_bible",
    "search_library",
    "shown_publications",
]


def is_whole_book(pub: str) -> bool:
    """Is the publication kept whole, without issues: the Bible (`nwt`) or a year's
    daily text book (`es26`)?"""
    return pub == BIBLE_PUB or is_daily_pub(pub)


def _open(path: Path | None = None) -> Library:
    return Library(path or library_path())


def meaning_embedder(settings: Settings | None = None) -> Embedder | None:
    """The e5 embedder the library's vectors come from; None when its model is not
    installed (the library then searches by words alone, and says so)."""
    from app.nli.embedder import default_embedder
    from app.nli.model import NLIModelError

    try:
        return default_embedder(settings or load_settings())
    except NLIModelError as exc:
        log.info("library without meaning search: %s", exc)
        return None


def _name(embedder: Embedder | None) -> str:
    return str(getattr(embedder, "name", "")) if embedder is not None else ""


def _open_for_work(settings: Settings | None,
                   meaning: bool = True) -> tuple[Library, Embedder | None]:
    """The library file and the embedder (blocking: SQLite schema, the settings file,
    the model's folder): the async operations below open them in a worker thread."""
    embedder = meaning_embedder(settings) if meaning else None
    return _open(), embedder


async def add_issues(
    pub: str, issues: Sequence[str], language: str, *,
    settings: Settings | None = None, progress: StepProgress | None = None,
) -> list[Publication]:
    """Download and index each issue of a publication in a language, in order."""
    settings = settings or await asyncio.to_thread(load_settings)
    opened, embedder = await asyncio.to_thread(_open_for_work, settings)
    added = []
    with opened as library:
        async with SourceHub(settings) as hub:
            for issue in issues:
                added.append(await add_issue(hub, library, pub, issue, language,
                                             embedder=embedder, embedder_name=_name(embedder),
                                             progress=progress))
    return added


async def import_epub(path: Path, language: str, *,
                      progress: StepProgress | None = None) -> Publication:
    """Add an EPUB the person already has."""
    opened, embedder = await asyncio.to_thread(_open_for_work, None)
    with opened as library:
        return await import_file(library, path, language, embedder=embedder,
                                 embedder_name=_name(embedder), progress=progress)


async def check_updates(settings: Settings | None = None) -> list[Publication]:
    """The kept issues whose file has changed on the site."""
    settings = settings or await asyncio.to_thread(load_settings)
    opened, _ = await asyncio.to_thread(_open_for_work, settings, False)
    with opened as library:
        async with SourceHub(settings) as hub:
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
                   mode: Mode = "hybrid", across: bool = False) -> list[LibraryHit]:
    """Paragraphs of the library for a query, best first, each with its link on the
    public wol.jw.org (the documents are the site's, wherever they were downloaded from).
    By words in `language`; by meaning in `language` too, or in every language with
    `across` (a question in English finds the Portuguese paragraph)."""
    embedder = meaning_embedder() if mode != "words" else None
    with _open() as library:
        search = LibrarySearch(library, embedder)
        return search.search(query, language, limit=limit, mode=mode,
                             meaning_language=None if across else language)


def answer_library(query: str, language: str | None, *, limit: int = 10,
                   mode: Mode = "hybrid", across: bool = False) -> LibraryAnswer:
    """`search_library`'s hits that are close to the query (app.library.search.is_close),
    or none and `nothing_close` when the library holds nothing about it; with what was
    searched (issues, languages, paragraphs)."""
    embedder = meaning_embedder() if mode != "words" else None
    with _open() as library:
        search = LibrarySearch(library, embedder)
        return search.answer(query, language, limit=limit, mode=mode,
                             meaning_language=None if across else language)


def search_bible(query: str, language: str, *, limit: int = 10) -> list[VerseHit]:
    """Verses of the kept Bible in a language whose words match the query best, each with
    its verse link on the public wol.jw.org; [] when no Bible is kept there."""
    if not library_path().exists():
        return []
    with _open() as library:
        found = library.search_verses(query, language, limit)
    out = []
    for v in found:
        ref = BibleRef(v.book, v.chapter, verses=(v.verse,))
        out.append(VerseHit(url=ref.wol_url(PUBLIC_WOL, language), book=v.book,
                            chapter=v.chapter, verse=v.verse,
                            reference=ref.display(language), text=v.text))
    return out


def meaning_available() -> bool:
    """Can the library be searched by meaning (the embedder's model is installed)?"""
    return meaning_embedder() is not None


def session_library() -> LibrarySearch | None:
    """The library searched by a session's agents; None when it holds nothing (no file
    is made for a person who never added a publication)."""
    if not library_path().exists():
        return None
    library = _open()
    if not library.publications():
        library.close()
        return None
    return LibrarySearch(library)


def document(docid: int, language: str) -> tuple[str, list[tuple[int, str]]] | None:
    """A kept document's title and (wol paragraph id, text) pairs: the reading view offline."""
    with _open() as library:
        found = library.document(docid, language)
    if found is None:
        return None
    title, paragraphs = found
    return title, [(p.pid, p.text) for p in paragraphs]


class ReadingParagraph(BaseModel):
    """A paragraph of a kept document as the reading view shows it."""

    pid: int  # the wol paragraph id
    number: int | None = None  # the printed number
    kind: str = "paragraph"  # paragraph | question | heading
    text: str
    url: str  # the paragraph on wol.jw.org (#h=pid)


class LibraryReading(BaseModel):
    """A kept document to read in the app, from the library alone, with the paragraph a
    hit or a citation leads to (`marked`)."""

    docid: int
    language: Language
    title: str
    url: str  # the document on wol.jw.org
    paragraphs: list[ReadingParagraph]
    marked: int | None = None  # the wol id of the paragraph to scroll to and highlight


def reading(docid: int, language: Language, pid: int | None = None) -> LibraryReading | None:
    """A kept document (its paragraphs and their wol.jw.org links) to read offline, or
    None when the library does not hold it in that language. Reads the database: call it
    off the UI thread."""
    if not library_path().exists():
        return None
    with _open() as library:
        found = library.document(docid, language)
    if found is None:
        return None
    title, paragraphs = found
    marked = pid if pid is not None and any(p.pid == pid for p in paragraphs) else None
    return LibraryReading(
        docid=docid, language=language, title=title, marked=marked,
        url=document_url(docid, language, PUBLIC_WOL),
        paragraphs=[ReadingParagraph(pid=p.pid, number=p.number, kind=p.kind, text=p.text,
                                     url=document_url(docid, language, PUBLIC_WOL,
                                                      anchor=f"h={p.pid}"))
                    for p in paragraphs])


_PARAGRAPH = re.compile(r"[#&]h=(\d{1,6})\b")


def reading_of_url(url: str) -> LibraryReading | None:
    """The kept document a wol.jw.org document link leads to ("/en/wol/d/r1/lp-e/N#h=P"),
    its paragraph marked; None when the link is no document link or the library does not
    hold that document."""
    docid, language = docid_of(url), language_of_link(url)
    if docid is None or language is None:
        return None
    if language not in LANGUAGES:
        return None
    found = _PARAGRAPH.search(url)
    return reading(docid, language, int(found[1]) if found else None)


# What each journey step can do with only the library. "issue": the week's workbook or
# study issue, read from the library when kept; "verses" / "citations": that issue, but
# the Bible verses it cites (unless the Bible is kept), or the publications it cites,
# need the site; "daily": the year's daily text book; "bible": the kept Bible's verse
# text; "search": the library's publications searched (the publications index, and the
# Bible's text unless the Bible is kept, still need the site); "none": no source at all.
# Every other step needs wol.jw.org.
_OFFLINE_READY = {
    "export.study_sheet": "none",
    "meeting.week": "issue",
    "meeting.watchtower_study": "verses",
    "study.daily_text": "daily",
    "verse.explain": "bible",
    "meeting.workbook": "citations",
    "research.topic": "search",
    "study.life_topics": "search",
    "apologetics.research": "search",
}
_PARTLY = {"verses": "library.offline_verses", "citations": "library.offline_citations",
           "search": "library.offline_partly"}


def _step_day(step: Step, today: dt.date) -> dt.date:
    value = step.args.get("date")
    try:
        return dt.date.fromisoformat(str(value)) if value else today
    except ValueError:
        return today


def _issue_kept(step: Step, day: dt.date, language: str) -> bool:
    monday = day - dt.timedelta(days=day.weekday())
    if step.agent == "meeting.workbook":
        return shelf_file("mwb", workbook_issue(monday), language).exists()
    wt = any(shelf_file("w", i, language).exists() for i in watchtower_issues(monday))
    if step.agent == "meeting.watchtower_study":
        return wt
    return wt or shelf_file("mwb", workbook_issue(monday), language).exists()


def offline_notes(plan: Plan, today: dt.date | None = None) -> list[str]:
    """What a run of the plan cannot do with only the library, said before it runs: one
    line per step that needs wol.jw.org, or that the library serves only in part."""
    today = today or dt.date.today()
    language = plan.language
    kept = publications() if library_path().exists() else []
    holds = any(p.language == language for p in kept)
    # the agents' meaning search reads the other languages when the person's has nothing
    # (app/agents/_library.py): only with their vectors and the embedder installed
    others = not holds and any(p.vectors for p in kept) and any(
        _OFFLINE_READY.get(s.agent) == "search" for s in plan.steps) and meaning_available()
    notes = []
    bible = shelf_file(BIBLE_PUB, "", language).exists()
    for step in plan.steps:
        ready = _OFFLINE_READY.get(step.agent)
        if ready == "verses" and bible:  # the verses it cites come from the kept Bible
            ready = "issue"
        if ready == "none" or (ready == "bible" and bible):
            continue
        if ready == "daily":
            day = _step_day(step, today)
            if not shelf_file(daily_pub(day.year), "", language).exists():
                notes.append(tr("library.offline_needs_site", language, step=step.id))
            continue
        if ready in ("issue", "verses", "citations"):
            if not _issue_kept(step, _step_day(step, today), language):
                notes.append(tr("library.offline_needs_site", language, step=step.id))
            elif ready != "issue":
                notes.append(tr(_PARTLY[ready], language, step=step.id))
            continue
        # a search reads the verses it quotes from the kept Bible when there is one
        kept_bible = "_bible_kept" if bible else ""
        if ready == "search" and holds:
            notes.append(tr(_PARTLY[ready] + kept_bible, language, step=step.id))
            continue
        if ready == "search" and others:
            notes.append(tr("library.offline_other_languages" + kept_bible, language,
                            step=step.id))
            continue
        notes.append(tr("library.offline_needs_site", language, step=step.id))
    return notes
