"""meeting.student_part: a student assignment of the midweek meeting, prepared.

The part is found in the week's workbook by number, title or kind. Its lesson reference
("lmd lección 2 punto 5", "th lesson 5") is followed to the lesson's text; the part's and
the lesson's scriptures are explained; and a preparation outline is built from that
content (setting, opening, scripture, the lesson point, a time plan for its minutes).
A Bible reading gets its passage with study notes and its th lesson.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.agents._assignment import Reply, likely_replies, named_lesson
from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_PARAGRAPH,
    MAX_SHORT,
    MAX_TEXT,
    LanguageArg,
    clip,
    day_of,
    language_of,
    notice,
)
from app.agents._notices import with_notices
from app.agents._outline import OutlineStep, build_outline
from app.agents._research import research
from app.agents._search import search_findings
from app.agents._verses import explain_references, parse_refs
from app.agents._week import load_workbook
from app.agents._workbook import (
    STUDENT_KINDS,
    Resolved,
    document_summary,
    part_data,
    part_finding,
    part_kind,
    reference_findings,
    resolve_references,
)
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core import findings as kinds
from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.core.text import fold as fold_text
from app.sources.parsers.models import PubRef, WorkbookPart, WorkbookWeek
from app.sources.parsers.pubrefs import parse_pub_ref

Assignment = Literal[
    "bible_reading", "starting_conversations", "following_up", "making_disciples",
    "explaining_beliefs", "talk",
]


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    assignment: Assignment | None = Field(default=None, description="The kind of student part.")
    number: int | None = Field(default=None, ge=1, le=20,
                               description="The part's number in the workbook week.")
    title: str | None = Field(default=None, max_length=MAX_SHORT,
                              description="The part's title as the workbook gives it.")
    lesson: str | None = Field(
        default=None, max_length=MAX_SHORT,
        description='The lesson or study point, e.g. "lmd lesson 3 point 4"; default: '
        "the one the workbook names.",
    )
    topic: str | None = Field(default=None, max_length=MAX_TEXT, description="Subject to use.")
    scripture: str | None = Field(
        default=None, max_length=MAX_SHORT,
        description='The passage the person was asked to use, e.g. "Hechos 20:20"; default: '
        "the part's own.",
    )
    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def assignment_name(assignment: str, lang: str) -> str:
    return tr("meeting_student_part.names", lang).split("|")[STUDENT_KINDS.index(assignment)]


def asked_lesson(text: str | None) -> PubRef | None:
    """The lesson a person named: "lmd lección 2", or just its number "2"."""
    if not text:
        return None
    stripped = text.strip()
    if stripped.isdigit() and len(stripped) <= 3:
        return PubRef(symbol="", lesson=int(stripped), lessons=[int(stripped)], text=stripped)
    return parse_pub_ref(stripped)


def _same_lesson(a: PubRef, b: PubRef) -> bool:
    """Same lesson (a bare number matches any brochure's lesson of that number)."""
    same_symbol = not a.symbol or not b.symbol or a.symbol == b.symbol
    return same_symbol and a.lesson == b.lesson and (
        a.point is None or b.point is None or a.point == b.point)


def find_part(week: WorkbookWeek, args: Args, asked: PubRef | None) -> WorkbookPart | None:
    """The assignment by number, then title, then kind, then the lesson it names."""
    parts = week.parts
    if args.number is not None:
        return next((p for p in parts if p.number == args.number), None)
    if args.title:
        wanted = fold_text(args.title)
        found = next((p for p in parts if wanted in fold_text(p.title)), None)
        if found is not None:
            return found
    if args.assignment is not None:
        matching = [p for p in parts if part_kind(p) == args.assignment]
        if asked is not None:
            exact = [p for p in matching if any(_same_lesson(r, asked) for r in p.pub_refs)]
            matching = exact or matching
        if matching:
            return matching[0]
        return None
    if asked is not None:
        return next((p for p in parts if any(_same_lesson(r, asked) for r in p.pub_refs)), None)
    return None


def _outline_findings(steps: list[OutlineStep]) -> list[Finding]:
    findings = []
    for n, step in enumerate(steps, start=1):
        findings.append(Finding(
            summary=f"{n}. {step.label}: {clip(step.text, 160)}",
            excerpt=clip(step.text, 700),
            citation=Citation(url=step.url, title=step.label, kind=CitationKind.PUBLICATION)
            if step.url else None,
            authority=AUTH_PARAGRAPH - n,
            data=kinds.OutlineStep(step=n, key=step.key, label=step.label, text=step.text,
                                   seconds=step.seconds),
        ))
    return findings


async def _prepare(ctx: AgentContext, lang: Language, part: WorkbookPart, url: str,
                   asked: PubRef | None, requested: list[str], findings: list[Finding],
                   problems: list[str], kind: str | None = None) -> dict[str, Any]:
    kind = kind or part_kind(part)
    refs = part.pub_refs
    named: dict[str, Any] | None = None
    if asked is not None and not any(_same_lesson(r, asked) for r in refs):
        if refs:
            findings.append(notice(tr("meeting_student_part.other_lesson", lang,
                                       named=refs[0].text, asked=asked.text), url=url))
        if asked.lesson is not None:  # the lesson the person named leads the outline
            named, missing = await named_lesson(ctx, lang, asked, kind)
            findings.extend(missing)
            problems.extend(f.summary for f in missing)
    resolved: Resolved = await resolve_references(ctx, lang, refs)
    problems.extend(resolved.problems)
    lessons = [document_summary(d, r) for r in refs if (found_ref := resolved.of(r))
               for d in found_ref.documents]
    if named is not None:
        lessons.insert(0, named)
    lesson_refs = [c for lesson in lessons
                   for c in [*lesson["citations"], lesson["theme_scripture"]] if c]
    bible, _ = parse_refs([*requested, *part.citations, *lesson_refs], lang)
    explained = await explain_references(ctx, lang, bible, cross_references=False,
                                         max_verses=30)
    problems.extend(explained.problems)
    scriptures = [r.display(lang) for r in bible]
    wanted, _ = parse_refs(requested, lang)
    replies: list[Reply] = []
    if kind not in ("bible_reading", "talk"):
        replies, found_replies = await likely_replies(ctx, lang)
        findings.extend(found_replies)
    data = part_data(part, resolved, scriptures)
    data.assigned = True
    heading = tr("meeting_student_part.assignment", lang, title=f"{part.number}. {part.title}")
    if part.number:  # a typed assignment (number 0) is not a part of the workbook
        findings.append(part_finding(part, url, heading, data, authority=AUTH_ARTICLE))
    for ref in refs:
        findings.extend(reference_findings(part, ref, resolved.of(ref),
                                           authority=AUTH_ARTICLE - 1))
    findings.extend(resolved.findings)
    steps = build_outline(kind, part, lessons, explained.verses, lang, url,
                          requested=[r.display(lang) for r in wanted],
                          replies=[(r.says, r.answer, r.url) for r in replies])
    findings.extend(_outline_findings(steps))
    findings.extend(explained.findings)
    return {"kind": kind, "part": part.model_dump(), "lessons": lessons,
            "scriptures": scriptures,
            "outline": [{"key": s.key, "label": s.label, "text": s.text, "seconds": s.seconds}
                        for s in steps]}


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    asked = asked_lesson(args.lesson)
    if args.assignment is None and args.number is None and not args.title and asked is None:
        raise PreparoError(tr("meeting_student_part.which", lang))
    name = assignment_name(args.assignment, lang) if args.assignment else (
        args.title or args.lesson or str(args.number))
    requested = [r.display(lang) for r in parse_refs([args.scripture or ""], lang)[0]]
    findings: list[Finding] = []
    problems: list[str] = []
    prepared: dict[str, Any] = {}
    try:
        loaded = await load_workbook(ctx, lang, day)
    except PreparoError as exc:
        problems.append(tr("meeting_student_part.no_workbook", lang, error=exc))
        findings.append(notice(tr("meeting_student_part.no_workbook", lang, error=exc)))
        part = None
    else:
        problems.extend(loaded.problems)
        part = find_part(loaded.week, args, asked)
        if part is None:
            findings.append(notice(tr("meeting_student_part.no_part", lang,
                                      name=name), url=loaded.url))
        else:
            name = part.title
            prepared = await _prepare(ctx, lang, part, loaded.url, asked, requested,
                                      findings, problems)
    if part is None and args.assignment is not None and (asked is not None or requested):
        # typed, not in the workbook: prepared from what the person named (no minutes)
        typed = WorkbookPart(number=0, title=name, section="ministry",
                             citations=requested)
        prepared = await _prepare(ctx, lang, typed, "", asked, requested, findings,
                                  problems, kind=args.assignment)
    elif part is None and asked is not None:
        found = await search_findings(ctx, lang, asked.text, kind="publications", limit=3)
        findings.extend(found.findings)
        problems.extend(found.problems)
    topic_refs: list[str] = []
    if args.topic:
        found_topic = await research(ctx, lang, args.topic, verses=3, articles=2,
                                     cross_references=False)
        findings.extend(found_topic.ordered())
        problems.extend(found_topic.problems)
        topic_refs = found_topic.verse_refs
    if not any(f.data.MATERIAL for f in findings):
        raise PreparoError(tr("meeting_student_part.nothing", lang, name=name))
    outline = prepared.get("outline", [])
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"student part {args.assignment or prepared.get('kind') or name}"],
            did=[tr("meeting_student_part.did", lang, name=name, steps=len(outline),
                     count=len(findings))],
            for_next=problems,
            data={"assignment": args.assignment or prepared.get("kind"),
                  "part": prepared.get("part"), "lessons": prepared.get("lessons", []),
                  "lesson": args.lesson or next(
                      (lesson["ref"] for lesson in prepared.get("lessons", [])), None),
                  "outline": outline,
                  "scriptures": [*prepared.get("scriptures", []), *topic_refs]},
        ),
    )


SPEC = AgentSpec(
    name="meeting.student_part",
    description=(
        "Prepare a student assignment of the midweek meeting (Bible reading, starting "
        "conversations, following up, making disciples, explaining beliefs, talk), found by "
        "number, title or kind: the setting, the lesson point and its text, the scriptures "
        "with study notes, and a preparation outline with a time plan."
    ),
    descriptions={
        "es": (
            "Prepara una asignación de estudiante de la reunión de entre semana (lectura de la "
            "Biblia, empiece conversaciones, revisitas, discípulos, creencias, discurso), por "
            "número, título o tipo: el escenario, el punto de la lección y su texto, los "
            "textos con notas de estudio y un bosquejo de preparación con plan de tiempo."
        ),
        "pt": (
            "Prepara uma designação de estudante da reunião do meio de semana (leitura da "
            "Bíblia, iniciando conversas, revisitas, discípulos, crenças, discurso), pelo "
            "número, título ou tipo: o cenário, o ponto da lição e seu texto, os textos com "
            "notas de estudo e um esboço de preparação com plano de tempo."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=0.0,
    max_per_run=4,
)
