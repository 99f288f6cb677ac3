"""ministry.revisit: a private notebook of return visits, kept in SQLite on this computer.

Nothing in the notebook leaves the machine: the person, address and notes are
declared personal (app.core.privacy refuses them at the network and scrubs them
from traces, logs and LLM prompts). `prepare` gives the next conversation from
the saved topic and question only: a scripture, a publication passage and a
question to leave, drawn from the publications.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import json
import logging
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    MAX_SHORT,
    MAX_TEXT,
    LanguageArg,
    clip,
    language_of,
    nothing_found,
)
from app.agents._ministry import by_topic
from app.agents._notices import with_notices
from app.agents._passages import (
    Passages,
    find_passages,
    passage_findings,
    reference_findings,
    scripture_findings,
)
from app.agents._topic_words import in_language, language_of_text, topics_in
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.notebook_repair import ensure_sound
from app.core import privacy
from app.core.errors import PreparoError
from app.core.findings import Presentation, Revisit, Verse
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.core.paths import data_dir
from app.core.text import fold as fold_text

log = logging.getLogger(__name__)

NOTEBOOK_FILE = "notebook.sqlite3"
_TRIES = 3  # topics searched at most for one visit

Text = Annotated[str, Field(min_length=1, max_length=MAX_SHORT)]


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: Literal["add", "list", "update", "prepare"] = Field(
        default="prepare", description="add, list, update or prepare (material for next visit)."
    )
    person: str | None = Field(default=None, max_length=MAX_SHORT,
                               description="Name or description (never leaves this computer).",
                               json_schema_extra={"personal": True})
    address_note: str | None = Field(default=None, max_length=MAX_TEXT,
                                     description="Where to find them (stays on this computer).",
                                     json_schema_extra={"personal": True})
    topics: list[Text] = Field(default_factory=list, max_length=20,
                               description="Topics talked about, or to talk about next time.")
    next_question: str | None = Field(default=None, max_length=MAX_TEXT,
                                      description="The question left for the next visit.")
    literature: list[Text] = Field(default_factory=list, max_length=20,
                                   description="Publications left with the person.")
    visit_id: int | None = Field(default=None, ge=1, le=10**9, description="The visit's number.")
    note: str | None = Field(default=None, max_length=MAX_TEXT,
                             description="A private note to add (stays on this computer).",
                             json_schema_extra={"personal": True})
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


@dataclass
class Visit:
    id: int
    person: str
    address_note: str
    topics: list[str]
    next_question: str
    notes: list[dict[str, str]]
    created: str
    last_visit: str
    literature: list[str]

    def as_dict(self) -> dict[str, Any]:
        return {
            "visit_id": self.id, "person": self.person, "address_note": self.address_note,
            "topics": self.topics, "next_question": self.next_question, "notes": self.notes,
            "created": self.created, "last_visit": self.last_visit,
            "literature": self.literature,
        }

    def private_values(self) -> list[str]:
        """What identifies the person: never sent, logged or traced."""
        return [self.person, self.address_note, *(n.get("note", "") for n in self.notes)]


_SCHEMA = """
CREATE TABLE IF NOT EXISTS visits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    person TEXT NOT NULL,
    address_note TEXT NOT NULL DEFAULT '',
    topics TEXT NOT NULL DEFAULT '[]',
    next_question TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '[]',
    created TEXT NOT NULL,
    last_visit TEXT NOT NULL,
    literature TEXT NOT NULL DEFAULT '[]'
)
"""
# Notebooks written before the literature column existed get it added.
_MIGRATIONS = (("literature", "ALTER TABLE visits ADD COLUMN literature TEXT NOT NULL "
                              "DEFAULT '[]'"),)


class Notebook:
    """The return-visit notebook. Each call opens and closes its own connection."""

    def __init__(self, path: Path, language: Language = "en") -> None:
        self.path = path
        self.language = language  # of the one line telling a damaged notebook was repaired
        self._checked = False

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """One transaction on a fresh connection, closed afterwards (a damaged notebook
        is repaired first: see app/agents/notebook_repair.py)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self._checked:
            ensure_sound(self.path, _SCHEMA, "visits", self._COLUMNS.split(", "),
                         self.language)
            self._checked = True
        conn = sqlite3.connect(self.path, timeout=10)
        try:
            with conn:
                conn.execute(_SCHEMA)
                columns = {row[1] for row in conn.execute("PRAGMA table_info(visits)")}
                for column, statement in _MIGRATIONS:
                    if column not in columns:
                        conn.execute(statement)
                yield conn
        finally:
            conn.close()

    @staticmethod
    def _visit(row: tuple[Any, ...]) -> Visit:
        return Visit(row[0], row[1], row[2], json.loads(row[3]), row[4], json.loads(row[5]),
                     row[6], row[7], json.loads(row[8]))

    _COLUMNS = ("id, person, address_note, topics, next_question, notes, created, last_visit, "
                "literature")

    def add(self, person: str, address_note: str, topics: list[str], next_question: str,
            note: str, today: str, literature: list[str] | None = None) -> Visit:
        notes = [{"date": today, "note": note}] if note else []
        with self._connect() as conn:
            cur = conn.execute(
                "INSERT INTO visits (person, address_note, topics, next_question, notes, "
                "created, last_visit, literature) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (person, address_note, json.dumps(topics, ensure_ascii=False), next_question,
                 json.dumps(notes, ensure_ascii=False), today, today,
                 json.dumps(literature or [], ensure_ascii=False)),
            )
            new_id = int(cur.lastrowid or 0)
        found = self.get(new_id)
        assert found is not None
        return found

    def get(self, visit_id: int) -> Visit | None:
        with self._connect() as conn:
            row = conn.execute(f"SELECT {self._COLUMNS} FROM visits WHERE id = ?",
                               (visit_id,)).fetchone()
        return self._visit(row) if row else None

    def find(self, person: str) -> Visit | None:
        """The visit of `person`: the same full name, whatever the case, accents or
        spacing ("maria lopez" is María López; "Mendes" is neither Diego nor Felix
        Mendes)."""
        key = person_key(person)
        if not key:
            return None
        with self._connect() as conn:
            rows = conn.execute(
                f"SELECT {self._COLUMNS} FROM visits ORDER BY last_visit DESC, id DESC"
            ).fetchall()
        return next((self._visit(row) for row in rows if person_key(row[1]) == key), None)

    def all(self) -> list[Visit]:
        with self._connect() as conn:
            rows = conn.execute(
                f"SELECT {self._COLUMNS} FROM visits ORDER BY last_visit DESC, id DESC"
            ).fetchall()
        return [self._visit(r) for r in rows]

    def update(self, visit: Visit, *, person: str | None, address_note: str | None,
               topics: list[str], next_question: str | None, note: str | None,
               today: str, literature: list[str] | None = None) -> Visit:
        merged_topics = [t for t in visit.topics if t not in topics] + list(topics)
        merged_literature = list(visit.literature)
        for item in literature or []:
            if item not in merged_literature:
                merged_literature.append(item)
        notes = [*visit.notes, {"date": today, "note": note}] if note else visit.notes
        with self._connect() as conn:
            conn.execute(
                "UPDATE visits SET person = ?, address_note = ?, topics = ?, next_question = ?, "
                "notes = ?, last_visit = ?, literature = ? WHERE id = ?",
                (person or visit.person,
                 visit.address_note if address_note is None else address_note,
                 json.dumps(merged_topics, ensure_ascii=False),
                 visit.next_question if next_question is None else next_question,
                 json.dumps(notes, ensure_ascii=False), today,
                 json.dumps(merged_literature, ensure_ascii=False), visit.id),
            )
        found = self.get(visit.id)
        assert found is not None
        return found


def person_key(name: str) -> str:
    """How a person's full name is matched: folded case and accents, single spaces."""
    return " ".join(privacy.fold(name).split())


def register_known_people(owner: str, goal: str, base: Path | None = None) -> None:
    """Keep the notebook's people out of every request of a run (`owner`), before
    anything is fetched: each full name always (one-word names only when the goal
    mentions them, so "Juan" stays searchable as a book), and everything noted about
    the people the goal mentions (their names word by word, address and notes)."""
    path = (base or data_dir()) / NOTEBOOK_FILE
    if not path.is_file():
        return
    try:
        visits = Notebook(path).all()
    except (sqlite3.Error, ValueError) as exc:
        log.warning("privacy: the notebook could not be read to guard this run: %s: %s",
                    type(exc).__name__, exc)
        return
    privacy.register(owner, [v.person for v in visits if len(v.person.split()) > 1],
                     by_word=False)
    privacy.register(owner, [value for v in visits if _mentioned(v.person, goal)
                             for value in v.private_values()])


def _mentioned(person: str, goal: str) -> bool:
    """Whether `goal` names `person`: the whole name in any case or accents, or one of
    its words that is not a common word, written with its capital (and not a Bible
    book before its chapter: "Juan 3:16")."""
    key = person_key(person)
    if key and re.search(rf"(?<!\w){re.escape(key)}(?!\w)", person_key(goal)):
        return True
    for word in re.findall(r"[^\W\d_]+", person):
        if len(word) < privacy.MIN_LENGTH or privacy.fold(word) in privacy.COMMON_NAME_WORDS:
            continue
        written = {word[:1].upper() + word[1:], privacy.unaccented(word[:1].upper() + word[1:])}
        pattern = "|".join(re.escape(w) for w in written)
        if re.search(rf"(?<!\w)(?:{pattern})(?!\w)(?!\s*\d)", goal):
            return True
    return False


def notebook_for(ctx: AgentContext) -> Notebook:
    base = ctx.data_dir or data_dir()
    return Notebook(base / NOTEBOOK_FILE, ctx.language)


def _citation(visit: Visit) -> Citation:
    return Citation(url=f"preparo://notebook/visit/{visit.id}", title=visit.person,
                    kind=CitationKind.LOCAL)


def _finding(visit: Visit, lang: Language, summary: str) -> Finding:
    none = tr("ministry_revisit.none", lang)
    # the noted topics named in the language of this run ("prayer" noted in English
    # reads "la oración" in a Spanish preparation)
    topics = ", ".join(in_language(t, lang) for t in visit.topics)
    excerpt = tr("ministry_revisit.details", lang, topics=topics or none,
                  question=visit.next_question or none)
    if visit.literature:
        excerpt += " " + tr("ministry_revisit.literature", lang, items=", ".join(visit.literature))
    return Finding(
        summary=summary,
        excerpt=excerpt,
        citation=_citation(visit), authority=AUTH_ARTICLE,
        data=Revisit(visit_id=visit.id, person=visit.person,
                     next_question=visit.next_question, topics=visit.topics,
                     address_note=visit.address_note, last_visit=visit.last_visit,
                     literature=visit.literature),
    )


async def _locate(book: Notebook, args: Args, lang: Language) -> Visit | None:
    if args.visit_id is not None:
        return await asyncio.to_thread(book.get, args.visit_id)
    if args.person:
        return await asyncio.to_thread(book.find, args.person.strip())
    raise PreparoError(tr("ministry_revisit.need_id", lang))


def _which(args: Args) -> str:
    return f"#{args.visit_id}" if args.visit_id is not None else f"“{args.person}”"


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    book = notebook_for(ctx)
    today = dt.date.today().isoformat()
    privacy.register_args(ctx.run_id, Args, args.model_dump())
    if args.action == "list":
        visits = await asyncio.to_thread(book.all)
        privacy.register(ctx.run_id, [v for visit in visits for v in visit.private_values()])
        summary = tr("ministry_revisit.listed", lang, count=len(visits))
        findings = [
            _finding(v, lang, tr("ministry_revisit.visit", lang, id=v.id, person=v.person,
                                  last=v.last_visit)) for v in visits
        ]
        return AgentResult(findings=findings, handoff=Handoff(
            did=[summary], data={"visits": [v.as_dict() for v in visits]}))
    # "del paraíso y de la oración": two topics, each without its article
    args = args.model_copy(update={
        "topics": list(dict.fromkeys(t for raw in args.topics for t in topics_in(raw, lang)))})
    if args.action == "add" and (not args.person or not args.person.strip()):
        raise PreparoError(tr("ministry_revisit.need_person", lang))
    visit = await _locate(book, args, lang)
    if visit is not None:
        privacy.register(ctx.run_id, visit.private_values())
    if args.action in ("add", "update"):
        if visit is None and args.action == "update" and not args.person:
            raise PreparoError(tr("ministry_revisit.not_found", lang, which=_which(args)))
        if visit is None:  # a new person (also "update" of someone not noted yet)
            assert args.person is not None
            visit = await asyncio.to_thread(
                book.add, args.person.strip(), args.address_note or "", list(args.topics),
                args.next_question or "", args.note or "", today, list(args.literature))
            summary = tr("ministry_revisit.added", lang, id=visit.id, person=visit.person)
        else:  # the same person again: their record is brought up to date, not doubled
            visit = await asyncio.to_thread(
                book.update, visit, person=args.person, address_note=args.address_note,
                topics=list(args.topics), next_question=args.next_question, note=args.note,
                today=today, literature=list(args.literature))
            summary = tr("ministry_revisit.updated", lang, id=visit.id, person=visit.person)
        return _result([_finding(visit, lang, summary)], summary, visit)
    if visit is None:
        raise PreparoError(tr("ministry_revisit.not_found", lang, which=_which(args)))
    if args.topics or args.next_question:
        visit = await asyncio.to_thread(
            book.update, visit, person=None, address_note=None, topics=list(args.topics),
            next_question=args.next_question, note=None, today=visit.last_visit)
    return await _prepare(ctx, visit, lang)


def _result(findings: list[Finding], summary: str, visit: Visit) -> AgentResult:
    return AgentResult(findings=findings, handoff=Handoff(
        did=[summary], data={"visit": visit.as_dict(), "visit_id": visit.id}))


def _private_free(text: str) -> str:
    return " ".join(privacy.scrub(text).replace(privacy.REDACTED, " ").split())


def subjects(visit: Visit, lang: Language) -> list[str]:
    """What the next conversation may be about, in the order tried: the last topic with
    the question left, then the earlier topics, each named in the language the person
    uses now (through the topic vocabulary: "prayer" noted in English is "la oración"
    in Spanish); the question only when it is written in that language. Never who or
    where, never a goal's leftover words."""
    topics = [in_language(t, lang) for t in reversed(visit.topics)]
    question = visit.next_question
    if question and language_of_text(question) not in (None, lang):
        question = ""  # asked in another language: its words would not be found
    out: list[str] = []
    first = " ".join(p for p in (topics[0] if topics else "", question) if p)
    for text in (first, *topics[1:]):
        clean = _private_free(text)
        if clean and clean not in out:
            out.append(clean)
    return out


def visit_topic(visit: Visit, subject: str, lang: Language) -> str:
    """The noted topic (in `lang`) a subject searched for is about: the subject without
    the question left; the subject itself when no noted topic is in it."""
    for topic in reversed(visit.topics):
        named = in_language(topic, lang)
        if fold_text(named) in fold_text(subject):
            return named
    return subject


async def _prepare(ctx: AgentContext, visit: Visit, lang: Language) -> AgentResult:
    tried = subjects(visit, lang)
    if not tried:
        raise PreparoError(tr("ministry_revisit.nothing_to_prepare", lang, id=visit.id))
    found, subject = Passages(), tried[0]
    for subject in tried[:_TRIES]:
        found = await find_passages(ctx, lang, subject, articles=4, top=5)
        if found.passages:
            break
    head = _finding(visit, lang, tr("ministry_revisit.prepare", lang, person=visit.person,
                                     question=visit.next_question or subject))
    if not found.passages:  # nothing on any topic: said so, with what was searched
        searched = "; ".join(tried[:_TRIES])
        missing = nothing_found(tr("ministry_revisit.no_material", lang, topic=searched),
                                searched=searched)
        return AgentResult(findings=[head, missing], handoff=Handoff(
            did=[missing.summary], for_next=found.problems,
            data={"visit": visit.as_dict(), "visit_id": visit.id, "query": searched}))
    # the article about the visit's topic leads, not one that only mentions it
    by_topic(found, visit_topic(visit, subject, lang), lang)
    verses, verse_refs = await scripture_findings(ctx, lang, found, limit=3)
    plan = next_conversation(found, verses, visit, lang)
    assert plan is not None  # there are passages
    return AgentResult(
        findings=[head, plan, *passage_findings(found), *reference_findings(found, lang),
                  *verses],
        handoff=Handoff(
            did=[head.summary], for_next=found.problems,
            data={"visit": visit.as_dict(), "visit_id": visit.id, "query": subject,
                  "scriptures": verse_refs, "articles": found.articles,
                  "next_conversation": plan.data},
        ),
    )


def next_conversation(found: Passages, verses: list[Finding], visit: Visit,
                      lang: Language) -> Finding | None:
    """The next visit from the sources: a scripture, a publication passage and a question
    to leave (the one saved, else an article's question not talked about yet)."""
    if not found.passages:
        return None
    best = found.passages[0]
    verse = next((v for v in verses if v.kind == "verse"), None)
    covered = {fold_text(t) for t in visit.topics[:-1]}
    titles = [a["title"] for a in found.articles
              if a["title"].rstrip().endswith("?") and fold_text(a["title"]) not in covered]
    question = visit.next_question or next(
        (t for t in titles if t != best.title), titles[0] if titles else "")
    scripture = verse.data.ref if verse and isinstance(verse.data, Verse) else ""
    scripture_text = verse.data.text if verse and isinstance(verse.data, Verse) else ""
    lines = tr("ministry_revisit.plan", lang, scripture=scripture or "—",
                publication=best.title, passage=clip(best.text, 300),
                question=question or "—")
    return Finding(
        summary=tr("ministry_revisit.plan_title", lang),
        excerpt=lines,
        citation=Citation(url=best.url, title=best.title, kind=CitationKind.ARTICLE),
        authority=AUTH_ARTICLE + 1,
        data=Presentation(scripture=scripture, scripture_text=scripture_text,
                          scripture_url=verse.citation.url if verse and verse.citation else "",
                          publication=best.title, publication_url=best.url,
                          passage=best.text, question_to_leave=question,
                          opening_question=visit.next_question or question,
                          thought=clip(best.text, 300), follow_up=question),
    )


SPEC = AgentSpec(
    name="ministry.revisit",
    description=(
        "A private notebook of return visits on this computer (person, address note, topics "
        "covered, next question): add, list, update, or prepare material for the next visit."
    ),
    descriptions={
        "es": (
            "Una libreta privada de revisitas en este equipo (persona, dirección, temas "
            "tratados, próxima pregunta): añadir, listar, actualizar o preparar material para "
            "la próxima visita."
        ),
        "pt": (
            "Um caderno particular de revisitas neste computador (pessoa, endereço, assuntos "
            "tratados, próxima pergunta): adicionar, listar, atualizar ou preparar material "
            "para a próxima visita."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="ministry.conversation",
    confidence_bias=0.0,
    max_per_run=6,
)
