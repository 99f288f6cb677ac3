"""meeting.student_part: material and scriptures for a student assignment of the midweek meeting."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    MAX_SHORT,
    MAX_TEXT,
    LanguageArg,
    clip,
    day_of,
    language_of,
    msg,
    notice,
)
from app.agents._content import (
    explain_references,
    fold_text,
    load_workbook,
    parse_refs,
    research,
    search_findings,
    with_notices,
)
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Citation, CitationKind, Finding, Handoff
from app.sources.parsers.models import WorkbookPart

Assignment = Literal[
    "bible_reading", "starting_conversations", "following_up", "making_disciples",
    "explaining_beliefs", "talk",
]

# How each assignment is titled in the workbook (folded: lower case, no accents).
PART_TITLES: dict[str, tuple[str, ...]] = {
    "bible_reading": ("bible reading", "lectura de la biblia", "leitura da biblia"),
    "starting_conversations": (
        "starting a conversation", "starting conversations", "empiece conversaciones",
        "empezar conversaciones", "iniciando conversas", "inicie conversas",
    ),
    "following_up": (
        "following up", "haga revisitas", "revisitas", "cultivando o interesse",
        "fazendo revisitas", "cultive el interes",
    ),
    "making_disciples": ("making disciples", "haga discipulos", "fazendo discipulos"),
    "explaining_beliefs": (
        "explaining your beliefs", "explique sus creencias", "explicando suas crencas",
        "explique suas crencas",
    ),
    "talk": ("talk", "discurso"),
}

MESSAGES = {
    "assignment": {
        "en": "Student assignment: {title}",
        "es": "Asignación de estudiante: {title}",
        "pt": "Designação de estudante: {title}",
    },
    "names": {
        "en": "Bible reading|Starting a conversation|Following up|Making disciples|"
        "Explaining your beliefs|Talk",
        "es": "Lectura de la Biblia|Empiece conversaciones|Haga revisitas|Haga discípulos|"
        "Explique sus creencias|Discurso",
        "pt": "Leitura da Bíblia|Iniciando conversas|Cultivando o interesse|Fazendo discípulos|"
        "Explicando suas crenças|Discurso",
    },
    "lesson": {
        "en": "Lesson to work on: {lesson}",
        "es": "Lección que trabajar: {lesson}",
        "pt": "Lição a trabalhar: {lesson}",
    },
    "no_part": {
        "en": "This week's workbook has no part for “{name}”; material is based on your topic.",
        "es": "La Guía de esta semana no tiene la parte «{name}»; el material se basa en tu tema.",
        "pt": "A Apostila desta semana não tem a parte “{name}”; o material se baseia no seu tema.",
    },
    "no_workbook": {
        "en": "The week's workbook could not be read: {error}",
        "es": "No se pudo leer la Guía de la semana: {error}",
        "pt": "Não foi possível ler a Apostila da semana: {error}",
    },
    "nothing": {
        "en": "No material was found for the assignment “{name}”. Give a topic or a lesson.",
        "es": "No se encontró material para la asignación «{name}». Indica un tema o una lección.",
        "pt": "Nenhum material foi encontrado para a designação “{name}”. Informe um assunto ou "
        "uma lição.",
    },
    "did": {
        "en": "Prepared the assignment “{name}” with {count} findings",
        "es": "Se preparó la asignación «{name}» con {count} hallazgos",
        "pt": "Preparada a designação “{name}” com {count} resultados",
    },
}

_ORDER = list(PART_TITLES)


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    assignment: Assignment = Field(description="The kind of student part.")
    lesson: str | None = Field(
        default=None, max_length=MAX_SHORT,
        description='The lesson or study point, e.g. "lmd lesson 3 point 4"; default: '
        "the one the workbook names.",
    )
    topic: str | None = Field(default=None, max_length=MAX_TEXT, description="Subject to use.")
    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def assignment_name(assignment: str, lang: str) -> str:
    return msg(MESSAGES, "names", lang).split("|")[_ORDER.index(assignment)]


def matching_part(parts: list[WorkbookPart], assignment: str) -> WorkbookPart | None:
    wanted = PART_TITLES[assignment]
    for part in parts:
        title = fold_text(part.title)
        if any(w in title for w in wanted):
            return part
    return None


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    name = assignment_name(args.assignment, lang)
    findings: list[Finding] = []
    problems: list[str] = []
    part: WorkbookPart | None = None
    try:
        loaded = await load_workbook(ctx, lang, day)
    except PreparoError as exc:
        problems.append(msg(MESSAGES, "no_workbook", lang, error=exc))
        findings.append(notice(msg(MESSAGES, "no_workbook", lang, error=exc)))
    else:
        problems.extend(loaded.problems)
        part = matching_part(loaded.week.parts, args.assignment)
        if part is None:
            findings.append(notice(msg(MESSAGES, "no_part", lang, name=name), url=loaded.url))
        else:
            findings.append(Finding(
                summary=msg(MESSAGES, "assignment", lang, title=f"{part.number}. {part.title}"),
                excerpt=clip(" · ".join([*part.citations, *part.pub_citations]) or part.title),
                citation=Citation(url=loaded.url, title=part.title, kind=CitationKind.WORKBOOK),
                kind="workbook_part", authority=AUTH_ARTICLE,
                data={"number": part.number, "title": part.title, "minutes": part.minutes,
                      "section": part.section, "citations": part.citations,
                      "publications": part.pub_citations},
            ))
    lesson = args.lesson or next(
        (p for p in (part.pub_citations if part else []) if fold_text(p).startswith(
            ("lmd", "th ", "th study", "lff"))), None)
    if lesson:
        found = await search_findings(ctx, lang, lesson, kind="publications", limit=3)
        problems.extend(found.problems)
        if found.findings:
            head = found.findings[0]
            head.summary = msg(MESSAGES, "lesson", lang, lesson=lesson) + f" — {head.summary}"
        findings.extend(found.findings)
    refs, _ = parse_refs(part.citations if part else [], lang)
    if refs:
        explained = await explain_references(ctx, lang, refs, cross_references=False,
                                             max_verses=20)
        findings.extend(explained.findings)
        problems.extend(explained.problems)
    topic_refs: list[str] = []
    if args.topic:
        found_topic = await research(ctx, lang, args.topic, verses=3, articles=2,
                                     cross_references=False)
        findings.extend(found_topic.ordered())
        problems.extend(found_topic.problems)
        topic_refs = found_topic.verse_refs
    if not any(f.kind != "notice" for f in findings):
        raise PreparoError(msg(MESSAGES, "nothing", lang, name=name))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"student part {args.assignment}"],
            did=[msg(MESSAGES, "did", lang, name=name, count=len(findings))],
            for_next=problems,
            data={"assignment": args.assignment, "part": part.model_dump() if part else None,
                  "lesson": lesson, "scriptures": [r.display(lang) for r in refs] + topic_refs},
        ),
    )


SPEC = AgentSpec(
    name="meeting.student_part",
    description=(
        "Prepare a student assignment of the midweek meeting (Bible reading, starting "
        "conversations, following up, making disciples, explaining beliefs, talk): the "
        "workbook part, its lesson point, material and scriptures."
    ),
    descriptions={
        "es": (
            "Prepara una asignación de estudiante de la reunión de entre semana (lectura de la "
            "Biblia, empiece conversaciones, revisitas, discípulos, creencias, discurso): la "
            "parte de la Guía, su lección, material y textos."
        ),
        "pt": (
            "Prepara uma designação de estudante da reunião do meio de semana (leitura da "
            "Bíblia, iniciando conversas, revisitas, discípulos, crenças, discurso): a parte "
            "da Apostila, sua lição, material e textos."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=0.0,
    max_per_run=4,
)
