"""ministry.revisit: a private notebook of return visits, kept in SQLite on this computer.

Nothing in the notebook leaves the machine. `prepare` looks up material for
the next visit by the topics covered and the next question only; the person's
name and address note are never sent anywhere.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import json
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
    msg,
)
from app.agents._content import research, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.core.paths import data_dir

NOTEBOOK_FILE = "notebook.sqlite3"

MESSAGES = {
    "need_person": {
        "en": "To add a return visit, give at least the person's name or description.",
        "es": "Para añadir una revisita, indica al menos el nombre o una descripción de la "
        "persona.",
        "pt": "Para adicionar uma revisita, informe pelo menos o nome ou uma descrição da "
        "pessoa.",
    },
    "need_id": {
        "en": "Say which visit: give its number (visit_id) or the person's name.",
        "es": "Indica qué revisita: su número (visit_id) o el nombre de la persona.",
        "pt": "Diga qual revisita: o número (visit_id) ou o nome da pessoa.",
    },
    "not_found": {
        "en": "There is no return visit {which} in the notebook.",
        "es": "No hay ninguna revisita {which} en la libreta.",
        "pt": "Não há nenhuma revisita {which} no caderno.",
    },
    "added": {
        "en": "Return visit #{id} added: {person}",
        "es": "Revisita n.º {id} añadida: {person}",
        "pt": "Revisita n.º {id} adicionada: {person}",
    },
    "updated": {
        "en": "Return visit #{id} updated: {person}",
        "es": "Revisita n.º {id} actualizada: {person}",
        "pt": "Revisita n.º {id} atualizada: {person}",
    },
    "listed": {
        "en": "{count} return visits in the notebook",
        "es": "{count} revisitas en la libreta",
        "pt": "{count} revisitas no caderno",
    },
    "visit": {
        "en": "#{id} {person} — last visit {last}",
        "es": "N.º {id} {person}: última visita {last}",
        "pt": "N.º {id} {person}: última visita {last}",
    },
    "details": {
        "en": "Topics: {topics}. Next question: {question}",
        "es": "Temas: {topics}. Próxima pregunta: {question}",
        "pt": "Assuntos: {topics}. Próxima pergunta: {question}",
    },
    "prepare": {
        "en": "Next visit with {person}: {question}",
        "es": "Próxima visita a {person}: {question}",
        "pt": "Próxima visita a {person}: {question}",
    },
    "nothing_to_prepare": {
        "en": "Return visit #{id} has no topics or next question yet; update it first.",
        "es": "La revisita n.º {id} aún no tiene temas ni próxima pregunta; actualízala antes.",
        "pt": "A revisita n.º {id} ainda não tem assuntos nem próxima pergunta; atualize-a antes.",
    },
    "none": {"en": "(none)", "es": "(ninguno)", "pt": "(nenhum)"},
}

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

    def as_dict(self) -> dict[str, Any]:
        return {
            "visit_id": self.id, "person": self.person, "address_note": self.address_note,
            "topics": self.topics, "next_question": self.next_question, "notes": self.notes,
            "created": self.created, "last_visit": self.last_visit,
        }


_SCHEMA = """
CREATE TABLE IF NOT EXISTS visits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    person TEXT NOT NULL,
    address_note TEXT NOT NULL DEFAULT '',
    topics TEXT NOT NULL DEFAULT '[]',
    next_question TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '[]',
    created TEXT NOT NULL,
    last_visit TEXT NOT NULL
)
"""


class Notebook:
    """The return-visit notebook. Each call opens and closes its own connection."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """One transaction on a fresh connection, closed afterwards."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=10)
        try:
            with conn:
                conn.execute(_SCHEMA)
                yield conn
        finally:
            conn.close()

    @staticmethod
    def _visit(row: tuple[Any, ...]) -> Visit:
        return Visit(row[0], row[1], row[2], json.loads(row[3]), row[4], json.loads(row[5]),
                     row[6], row[7])

    _COLUMNS = "id, person, address_note, topics, next_question, notes, created, last_visit"

    def add(self, person: str, address_note: str, topics: list[str], next_question: str,
            note: str, today: str) -> Visit:
        notes = [{"date": today, "note": note}] if note else []
        with self._connect() as conn:
            cur = conn.execute(
                "INSERT INTO visits (person, address_note, topics, next_question, notes, "
                "created, last_visit) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (person, address_note, json.dumps(topics, ensure_ascii=False), next_question,
                 json.dumps(notes, ensure_ascii=False), today, today),
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
        with self._connect() as conn:
            row = conn.execute(
                f"SELECT {self._COLUMNS} FROM visits WHERE person = ? COLLATE NOCASE "
                "ORDER BY last_visit DESC, id DESC LIMIT 1", (person,)).fetchone()
        return self._visit(row) if row else None

    def all(self) -> list[Visit]:
        with self._connect() as conn:
            rows = conn.execute(
                f"SELECT {self._COLUMNS} FROM visits ORDER BY last_visit DESC, id DESC"
            ).fetchall()
        return [self._visit(r) for r in rows]

    def update(self, visit: Visit, *, person: str | None, address_note: str | None,
               topics: list[str], next_question: str | None, note: str | None,
               today: str) -> Visit:
        merged_topics = list(visit.topics)
        for topic in topics:
            if topic not in merged_topics:
                merged_topics.append(topic)
        notes = [*visit.notes, {"date": today, "note": note}] if note else visit.notes
        with self._connect() as conn:
            conn.execute(
                "UPDATE visits SET person = ?, address_note = ?, topics = ?, next_question = ?, "
                "notes = ?, last_visit = ? WHERE id = ?",
                (person or visit.person,
                 visit.address_note if address_note is None else address_note,
                 json.dumps(merged_topics, ensure_ascii=False),
                 visit.next_question if next_question is None else next_question,
                 json.dumps(notes, ensure_ascii=False), today, visit.id),
            )
        found = self.get(visit.id)
        assert found is not None
        return found


def notebook_for(ctx: AgentContext) -> Notebook:
    base = ctx.data_dir or data_dir()
    return Notebook(base / NOTEBOOK_FILE)


def _citation(visit: Visit) -> Citation:
    return Citation(url=f"preparo://notebook/visit/{visit.id}", title=visit.person,
                    kind=CitationKind.LOCAL)


def _finding(visit: Visit, lang: Language, summary: str) -> Finding:
    none = msg(MESSAGES, "none", lang)
    return Finding(
        summary=summary,
        excerpt=msg(MESSAGES, "details", lang, topics=", ".join(visit.topics) or none,
                    question=visit.next_question or none),
        citation=_citation(visit), kind="revisit", authority=AUTH_ARTICLE,
        data={"visit_id": visit.id, "person": visit.person,
              "next_question": visit.next_question, "topics": visit.topics,
              "address_note": visit.address_note, "last_visit": visit.last_visit},
    )


async def _locate(book: Notebook, args: Args, lang: Language) -> Visit:
    if args.visit_id is not None:
        visit = await asyncio.to_thread(book.get, args.visit_id)
        which = f"#{args.visit_id}"
    elif args.person:
        visit = await asyncio.to_thread(book.find, args.person)
        which = f"“{args.person}”"
    else:
        raise PreparoError(msg(MESSAGES, "need_id", lang))
    if visit is None:
        raise PreparoError(msg(MESSAGES, "not_found", lang, which=which))
    return visit


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    book = notebook_for(ctx)
    today = dt.date.today().isoformat()
    if args.action == "add":
        if not args.person or not args.person.strip():
            raise PreparoError(msg(MESSAGES, "need_person", lang))
        visit = await asyncio.to_thread(
            book.add, args.person.strip(), args.address_note or "", list(args.topics),
            args.next_question or "", args.note or "", today)
        summary = msg(MESSAGES, "added", lang, id=visit.id, person=visit.person)
        return _result([_finding(visit, lang, summary)], summary, visit)
    if args.action == "list":
        visits = await asyncio.to_thread(book.all)
        summary = msg(MESSAGES, "listed", lang, count=len(visits))
        findings = [
            _finding(v, lang, msg(MESSAGES, "visit", lang, id=v.id, person=v.person,
                                  last=v.last_visit)) for v in visits
        ]
        return AgentResult(findings=findings, handoff=Handoff(
            did=[summary], data={"visits": [v.as_dict() for v in visits]}))
    visit = await _locate(book, args, lang)
    if args.action == "update":
        visit = await asyncio.to_thread(
            book.update, visit, person=args.person, address_note=args.address_note,
            topics=list(args.topics), next_question=args.next_question, note=args.note,
            today=today)
        summary = msg(MESSAGES, "updated", lang, id=visit.id, person=visit.person)
        return _result([_finding(visit, lang, summary)], summary, visit)
    return await _prepare(ctx, visit, lang)


def _result(findings: list[Finding], summary: str, visit: Visit) -> AgentResult:
    return AgentResult(findings=findings, handoff=Handoff(
        did=[summary], data={"visit": visit.as_dict(), "visit_id": visit.id}))


async def _prepare(ctx: AgentContext, visit: Visit, lang: Language) -> AgentResult:
    # Only the subject matter is looked up; who and where stay on this computer.
    query = visit.next_question or (visit.topics[-1] if visit.topics else "")
    if not query:
        raise PreparoError(msg(MESSAGES, "nothing_to_prepare", lang, id=visit.id))
    found = await research(ctx, lang, query, verses=3, articles=3, cross_references=False,
                           answers=True)
    covered = {t.casefold() for t in visit.topics}
    material = [
        f for f in found.ordered()
        if f.kind != "topic" or str(f.data.get("subheading", "")).casefold() not in covered
    ]
    summary = msg(MESSAGES, "prepare", lang, person=visit.person,
                  question=visit.next_question or query)
    head = _finding(visit, lang, summary)
    head.excerpt = clip(head.excerpt)
    return AgentResult(
        findings=[head, *material],
        handoff=Handoff(
            did=[summary], for_next=found.problems,
            data={"visit": visit.as_dict(), "visit_id": visit.id, "query": query,
                  "scriptures": found.verse_refs, "articles": found.articles},
        ),
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
