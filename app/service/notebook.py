"""The person's notebook across runs: what they wrote on an article is kept with the
article (publication, language, document) and its paragraphs, not with the run.

Preparing the same article again (another run, another day) shows their comments,
notes and highlights in place. When the article's text changed, an entry stays on
its paragraph and is marked as written against other words; when only the
numbering moved, it follows its paragraph's text. The store is app/core/notebook.py.
"""

from __future__ import annotations

import datetime as dt
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from app.core.findings import MeetingWeek, WorkbookWeek, WtArticle
from app.core.models import Comment, RunResult
from app.core.notebook import (
    Notebook,
    NotebookArticle,
    NotebookStore,
    NoteEntry,
    SearchHit,
    fingerprint,
    now,
)
from app.export import sheet_for_run
from app.export.sheet import StudySheet
from app.orchestrator.run_kind import run_week
from app.orchestrator.store import SavedComments

__all__ = ["ArticleRef", "NotebookPages", "NotebookService", "SearchHit", "SheetComments",
           "WeekGroup", "article_of", "paragraph_prints"]

_DOCID = re.compile(r"/(\d{6,})(?:[#?/]|$)")


@dataclass(frozen=True)
class ArticleRef:
    """Which article a run prepared: the notebook's key for it and how to name it."""

    key: str
    publication: str
    title: str
    language: str
    week: str
    meeting_date: str
    url: str = ""


class SheetComments(SavedComments):
    """The comments a sheet shows, with the notebook's notes and highlights: `changed`
    names the sections whose paragraph text changed since the comment was written."""

    changed: frozenset[str] = frozenset()
    notes: dict[str, str]
    highlights: dict[str, list[str]]
    article: ArticleRef | None = None

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.notes = {}
        self.highlights = {}


@dataclass
class WeekGroup:
    """The notebook's history: one week and the articles written in that week."""

    week: str
    articles: list[NotebookArticle] = field(default_factory=list)


def article_of(result: RunResult) -> ArticleRef | None:
    """The article a run prepared (a study article, a workbook week), or None (a run
    that prepared no article keeps its comments with the run only)."""
    language = result.plan.language
    week = run_week(result.plan.model_dump(mode="json"), result.started_at)
    meeting = next((f.data for f in result.findings if isinstance(f.data, MeetingWeek)), None)
    for finding in result.findings:
        data = finding.data
        cited = finding.citation.url if finding.citation else ""
        # the document number from any address; a mirror's address is never kept
        url = cited if cited.startswith("https://wol.jw.org/") else ""
        if isinstance(data, WtArticle):
            ident = data.docid or _docid(cited)
            day = (meeting.weekend_date if meeting else "") or _weekday(week, 6)
            key = f"{language}/w/{ident}" if ident else f"{language}/w/{_slug(data.title)}"
            return ArticleRef(key, "w", data.title or finding.summary, language,
                              week, day, url)
        if isinstance(data, WorkbookWeek):
            ident = data.docid or _docid(cited)
            day = (meeting.midweek_date if meeting else "") or week
            key = f"{language}/mwb/{ident}" if ident else \
                f"{language}/mwb/{_slug(data.dates or finding.summary)}"
            return ArticleRef(key, "mwb", data.dates or finding.summary, language,
                              week, day, url)
    return None


def paragraph_prints(sheet: StudySheet) -> dict[str, str]:
    """The fingerprint of each section's text by comment key ("wt:5", "part:3"), and
    of each paragraph by its number ("p:5"): what an entry is written against."""
    prints: dict[str, str] = {}
    for section in sheet.sections:
        for p in section.paragraphs:
            prints[f"p:{p.number}"] = fingerprint(p.text)
        if section.key:
            words = "\n".join(p.text for p in section.paragraphs) or \
                (section.text or section.heading)
            prints[section.key] = fingerprint(words)
    return prints


@dataclass
class NotebookPages:
    """What the reading view keeps for one sheet: comments by section key, personal
    notes by section key, highlights (sentences) by paragraph key ("p:5")."""

    comments: dict[str, Comment] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)
    highlights: dict[str, list[str]] = field(default_factory=dict)


class NotebookService:
    """The notebook for one app session: loaded once, saved on every change (call the
    blocking methods off the UI loop). Thread-safe: saves come from worker threads."""

    def __init__(self, store: NotebookStore) -> None:
        self.store = store
        self._book: Notebook | None = None
        self._lock = threading.Lock()
        self._prints: dict[str, dict[str, str]] = {}  # run id -> paragraph prints

    @property
    def notice(self) -> str:
        return self.store.notice

    def speak(self, language: str) -> None:
        """Say the notebook's messages to the person (a damaged file, a file that is
        not a notebook) in `language`: the window's, not the content's."""
        self.store.language = language

    def book(self) -> Notebook:
        with self._lock:
            if self._book is None:
                self._book = self.store.load()
            return self._book

    def _sheet_prints(self, result: RunResult) -> dict[str, str]:
        found = self._prints.get(result.run_id)
        if found is None:
            found = paragraph_prints(sheet_for_run(result))
            self._prints[result.run_id] = found
        return found

    # -- a sheet's entries ---------------------------------------------------------------
    def comments_for(self, result: RunResult, kept: Mapping[str, Comment]) -> SheetComments:
        """`kept` (the run's own comments) with the notebook's entries for the run's
        article in place: an entry whose paragraph text changed is marked (`changed`),
        one whose paragraph moved (same text, another number) follows it."""
        out = SheetComments(kept)
        if isinstance(kept, SavedComments):
            out.notice = kept.notice
        ref = article_of(result)
        if ref is None:
            return out
        out.article = ref
        article = self.book().articles.get(ref.key)
        if article is None:
            return out
        prints = self._sheet_prints(result)
        moved = _follow_moved(article.entries, prints)
        changed: set[str] = set()
        for key, entry in article.entries.items():
            where = moved.get(key, key)
            if entry.text and prints.get(where) not in (None, entry.text):
                changed.add(where)
            if where.startswith("p:"):
                if entry.highlights:
                    out.highlights[where] = list(entry.highlights)
                continue
            if entry.comment.text.strip():
                out[where] = entry.comment
            if entry.note.strip():
                out.notes[where] = entry.note
        out.changed = frozenset(changed)
        if self.store.notice and not out.notice:
            out.notice = self.store.notice
        return out

    def keep(self, result: RunResult, pages: NotebookPages) -> bool:
        """Write the sheet's comments, notes and highlights into the notebook (False
        when the run prepared no article). An unchanged entry keeps the fingerprint it
        was written against, so a changed paragraph stays marked until it is edited.
        Raises OSError when the file cannot be written."""
        ref = article_of(result)
        if ref is None:
            return False
        prints = self._sheet_prints(result)
        with self._lock:
            book = self._book if self._book is not None else self.store.load()
            self._book = book
            article = book.articles.get(ref.key) or NotebookArticle(
                key=ref.key, publication=ref.publication, title=ref.title,
                language=ref.language, week=ref.week, meeting_date=ref.meeting_date,
                url=ref.url)
            old = dict(article.entries)
            moved = _follow_moved(old, prints)
            entries: dict[str, NoteEntry] = {moved.get(k, k): e for k, e in old.items()}
            stamp = now()
            keys = set(pages.comments) | set(pages.notes) | set(pages.highlights) | \
                {k for k in entries}
            for key in keys:
                before = entries.get(key, NoteEntry())
                entry = before.model_copy(update={
                    "comment": pages.comments.get(key, Comment()),
                    "note": pages.notes.get(key, ""),
                    "highlights": pages.highlights.get(key, []),
                })
                same = (entry.comment.text == before.comment.text
                        and entry.note == before.note
                        and entry.highlights == before.highlights)
                if not same or not before.text:
                    entry.text = prints.get(key, before.text)
                    entry.updated = stamp if not same else before.updated or stamp
                if entry.empty():
                    entries.pop(key, None)
                else:
                    entries[key] = entry
            article.entries = entries
            article.updated = stamp
            article.title = ref.title or article.title
            book.articles[ref.key] = article
            self.store.save(book)
        return True

    # -- history, search, one file ---------------------------------------------------------
    def weeks(self) -> list[WeekGroup]:
        """Weeks, newest first, each with the articles written on, newest first."""
        groups: dict[str, WeekGroup] = {}
        for article in self.book().articles.values():
            if not any(not e.empty() for e in article.entries.values()):
                continue
            groups.setdefault(article.week, WeekGroup(article.week)).articles.append(article)
        for group in groups.values():
            group.articles.sort(key=lambda a: a.updated, reverse=True)
        return sorted(groups.values(), key=lambda g: g.week, reverse=True)

    def search(self, query: str) -> list[SearchHit]:
        return self.book().search(query)

    def export_to(self, target: Path) -> Path:
        with self._lock:
            book = self._book if self._book is not None else self.store.load()
            return self.store.export_to(book, target)

    def import_from(self, source: Path) -> int:
        """Merge a notebook file (newer entries win); how many entries it brought.
        ValueError (in the person's language) when the file is not a notebook."""
        theirs = self.store.read_file(source)
        with self._lock:
            book = self._book if self._book is not None else self.store.load()
            self._book = book
            changed = book.merge(theirs)
            if changed:
                self.store.save(book)
        return changed


def _follow_moved(entries: Mapping[str, NoteEntry], prints: Mapping[str, str]) -> dict[str, str]:
    """Entries whose key now holds other text while their own text is found under
    another key of the same kind (a paragraph was added before them): old key -> new."""
    by_print: dict[str, str] = {}
    for key, value in prints.items():
        by_print.setdefault(f"{key.split(':')[0]}:{value}", key)
    moved: dict[str, str] = {}
    for key, entry in entries.items():
        if not entry.text or prints.get(key) == entry.text:
            continue
        target = by_print.get(f"{key.split(':')[0]}:{entry.text}")
        if target is not None and target != key and target not in entries:
            moved[key] = target
    return moved


def _docid(url: str) -> int | None:
    found = _DOCID.search(url or "")
    return int(found.group(1)) if found else None


def _slug(text: str) -> str:
    return re.sub(r"\W+", "-", text.casefold()).strip("-")[:80] or "untitled"


def _weekday(monday: str, offset: int) -> str:
    try:
        return (dt.date.fromisoformat(monday) + dt.timedelta(days=offset)).isoformat()
    except ValueError:
        return ""
