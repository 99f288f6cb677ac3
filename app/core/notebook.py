"""The person's notebook: comments, personal notes and their own highlights, kept per
publication, article and paragraph (not per run), in one local JSON file.

`notebook.json` in the data folder: ``{"schema": 1, "articles": {key: article}}``,
written atomically. A damaged file loses nothing that can be read: every article
that still parses is recovered, a broken copy is kept beside it
(app/core/damage.py) and `notice` says so in one line. A file written by a newer
Preparo (a higher schema) is read as far as it fits and never overwritten.

Each entry remembers a fingerprint of the text it was written against, so the
service can tell the person when the article's paragraph changed since
(app/service/notebook.py). Nothing here leaves the machine.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import time
import unicodedata
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from app.core.atomic import write_text_atomic
from app.core.damage import keep_broken_copy, recover_json
from app.core.i18n import tr
from app.core.jsonfile import loads
from app.core.models import Comment
from app.core.paths import data_dir

log = logging.getLogger(__name__)

SCHEMA = 1
MAX_BYTES = 64 * 1024 * 1024  # far beyond years of notes; a bigger file is not ours


def fingerprint(text: str) -> str:
    """A short hash of a paragraph's words (spacing and case do not count)."""
    words = " ".join(text.split()).casefold()
    return hashlib.sha256(words.encode("utf-8")).hexdigest()[:16] if words else ""


def folded(text: str) -> str:
    """Lower case without accents, for search ("corazon" finds "corazón")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class NoteEntry(BaseModel):
    """What the person wrote on one paragraph (or question group, or meeting part)."""

    comment: Comment = Field(default_factory=Comment)
    note: str = Field(default="", max_length=20000)  # a personal note, never checked
    highlights: list[str] = Field(default_factory=list)  # sentences they marked
    text: str = ""  # fingerprint of the paragraph text it was written against
    updated: float = 0.0

    def empty(self) -> bool:
        return not (self.comment.text.strip() or self.note.strip() or self.highlights)


class NotebookArticle(BaseModel):
    """One article (a Watchtower study article, a workbook week) of one language."""

    key: str
    publication: str = ""  # "w" (Watchtower), "mwb" (meeting workbook)
    title: str = ""
    language: str = "en"
    week: str = ""  # the Monday of the week it was prepared for (ISO)
    meeting_date: str = ""  # the day of the meeting (ISO) when known
    url: str = ""
    entries: dict[str, NoteEntry] = Field(default_factory=dict)
    updated: float = 0.0


class SearchHit(BaseModel):
    article: NotebookArticle
    key: str
    what: str  # "comment" or "note"
    text: str


class Notebook(BaseModel):
    articles: dict[str, NotebookArticle] = Field(default_factory=dict)

    def merge(self, other: Notebook) -> int:
        """Take `other`'s entries where they are newer (an import); how many changed."""
        changed = 0
        for key, theirs in other.articles.items():
            ours = self.articles.get(key)
            if ours is None:
                self.articles[key] = theirs.model_copy(deep=True)
                changed += sum(1 for e in theirs.entries.values() if not e.empty())
                continue
            for entry_key, entry in theirs.entries.items():
                mine = ours.entries.get(entry_key)
                if mine is None or entry.updated > mine.updated:
                    ours.entries[entry_key] = entry.model_copy(deep=True)
                    changed += 1
            ours.updated = max(ours.updated, theirs.updated)
        return changed

    def search(self, query: str) -> list[SearchHit]:
        """Comments and notes holding every word of `query`, newest article first."""
        words = folded(query).split()
        if not words:
            return []
        hits: list[SearchHit] = []
        for article in sorted(self.articles.values(), key=lambda a: (a.week, a.updated),
                              reverse=True):
            for key, entry in sorted(article.entries.items(), key=lambda kv: _order(kv[0])):
                for what, text in (("comment", entry.comment.text), ("note", entry.note)):
                    haystack = folded(f"{text} {article.title}")
                    if text.strip() and all(w in haystack for w in words):
                        hits.append(SearchHit(article=article, key=key, what=what, text=text))
        return hits


def _order(key: str) -> tuple[str, int]:
    kind, _, number = key.partition(":")
    match = re.match(r"\d+", number)
    return kind, int(match.group()) if match else 0


class NotebookStore:
    """The notebook file: load (recovering what a damaged file still holds), save
    atomically, export and import as one file."""

    def __init__(self, path: Path | None = None, *, language: str = "en") -> None:
        self.path = path or data_dir() / "notebook.json"
        self.language = language
        self.notice = ""  # one line for the person after a damaged or newer file
        self.read_only = False  # written by a newer Preparo: never overwritten
        self._damaged = False

    def load(self) -> Notebook:
        self.notice = ""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return Notebook()
        except OSError as exc:
            log.error("the notebook cannot be read", exc_info=exc)
            self.notice = tr("notebook.unreadable", self.language,
                             error=exc.strerror or str(exc))
            self.read_only = True  # never overwrite what could not be read
            return Notebook()
        notebook, damaged, schema = _parse(data)
        self._damaged = damaged
        if schema > SCHEMA:
            self.read_only = True
            self.notice = tr("notebook.newer", self.language)
        elif damaged:
            try:
                copy = keep_broken_copy(self.path)
            except OSError as exc:
                log.error("no copy of the damaged notebook could be kept", exc_info=exc)
                copy = None
                self.read_only = True
            self.notice = tr("notebook.recovered", self.language,
                             count=len(notebook.articles), copy=copy.name if copy else "-")
            log.warning("the notebook was damaged: %d articles recovered",
                        len(notebook.articles))
        return notebook

    def save(self, notebook: Notebook) -> None:
        """Write atomically (OSError when it cannot; PermissionError when the file is
        a newer Preparo's or could not be read)."""
        if self.read_only:
            raise PermissionError(self.notice or tr("notebook.newer", self.language))
        if self._damaged:
            keep_broken_copy(self.path)
            self._damaged = False
        write_text_atomic(self.path, dumps(notebook), private=True)

    def export_to(self, notebook: Notebook, target: Path) -> Path:
        write_text_atomic(target, dumps(notebook), private=True)
        return target

    def read_file(self, source: Path) -> Notebook:
        """A notebook file exported before (ValueError in the person's language when it
        is not one)."""
        try:
            data = source.read_bytes()
        except OSError as exc:
            raise ValueError(tr("notebook.import_unreadable", self.language,
                                error=exc.strerror or str(exc))) from exc
        notebook, damaged, schema = _parse(data)
        if schema == 0 or (damaged and not notebook.articles):
            raise ValueError(tr("notebook.not_a_notebook", self.language, path=source.name))
        return notebook


def dumps(notebook: Notebook) -> str:
    body = {"schema": SCHEMA, "articles": {
        key: article.model_dump(mode="json") for key, article in notebook.articles.items()
        if any(not e.empty() for e in article.entries.values())}}
    return json.dumps(body, ensure_ascii=False, indent=1)


def _parse(data: bytes) -> tuple[Notebook, bool, int]:
    """The notebook in `data`, whether it was damaged, and its schema (0: not one)."""
    damaged = False
    try:
        raw: Any = loads(data)
    except ValueError:
        text = data.decode("utf-8", "replace")
        raw = recover_json(text)
        damaged = True
        if isinstance(raw, dict) and "articles" not in raw:
            # torn inside the articles: recover the complete ones
            found = re.search(r'"articles"\s*:\s*', text)
            raw["articles"] = recover_json(text[found.end():]) if found else None
    if not isinstance(raw, dict) or not isinstance(raw.get("schema"), int):
        return Notebook(), True, 0
    articles = raw.get("articles")
    if not isinstance(articles, dict):
        return Notebook(), True, int(raw["schema"])
    out = Notebook()
    for key, value in articles.items():
        try:
            article = NotebookArticle.model_validate(value)
        except ValidationError:
            damaged = True
            log.warning("notebook article %s skipped: not an article", key)
            continue
        out.articles[str(key)] = article.model_copy(update={"key": str(key)})
    return out, damaged, int(raw["schema"])


def now() -> float:
    return time.time()
