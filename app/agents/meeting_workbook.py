"""meeting.workbook: the midweek programme, every part with its content, references, scriptures."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_PARAGRAPH,
    LanguageArg,
    day_of,
    language_of,
)
from app.agents._notices import with_notices
from app.agents._verses import enqueue_verses, parse_refs
from app.agents._week import load_workbook
from app.agents._workbook import (
    part_data,
    part_finding,
    reference_findings,
    resolve_references,
)
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core import findings as kinds
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff
from app.sources.references import BibleRef


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    loaded = await load_workbook(ctx, lang, day)
    week, url = loaded.week, loaded.url
    summary = tr("meeting_workbook.week", lang, dates=week.dates, reading=week.bible_reading)
    findings = [
        Finding(
            summary=summary,
            excerpt=summary,
            citation=Citation(url=url, title=week.dates, kind=CitationKind.WORKBOOK),
            authority=AUTH_ARTICLE,
            data=kinds.WorkbookWeek(dates=week.dates, bible_reading=week.bible_reading,
                                    songs=week.songs, docid=week.docid),
        )
    ]
    resolved = await resolve_references(
        ctx, lang, [r for p in week.parts for r in p.pub_refs])
    groups: list[tuple[str, list[BibleRef]]] = []
    section_titles = {s.key: s.title for s in week.sections}
    references: list[Finding] = []
    for part in week.parts:
        minutes = tr("meeting_workbook.minutes", lang, minutes=part.minutes) if part.minutes else ""
        title = tr("meeting_workbook.part", lang,
                   number=part.number, title=part.title, minutes=minutes)
        refs, _ = parse_refs(part.citations, lang)
        scriptures = [r.display(lang) for r in refs]
        if refs:
            groups.append((f"{part.number}. {part.title}", refs))
        data = part_data(part, resolved, scriptures)
        data.section_title = section_titles.get(part.section or "", "")
        findings.append(part_finding(part, url, title, data,
                                     authority=AUTH_PARAGRAPH - min(part.number, 20) // 4))
        for ref in part.pub_refs:
            references.extend(reference_findings(part, ref, resolved.of(ref)))
    findings.extend(references)
    findings.extend(resolved.findings)
    queued = await enqueue_verses(ctx, lang, groups, reason="midweek meeting scriptures",
                                  max_steps=2)
    findings.extend(queued.findings)
    did = tr("meeting_workbook.did", lang, dates=week.dates, parts=len(week.parts),
              steps=len(queued.step_ids))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"midweek programme of {day.isoformat()}"],
            did=[did],
            for_next=[*loaded.problems, *resolved.problems, *queued.problems],
            data={
                "workbook": week.model_dump(mode="json"),
                "workbook_docid": week.docid,
                "bible_reading": week.bible_reading,
                "scriptures": [r.display(lang) for _, refs in groups for r in refs],
                "verse_steps": queued.step_ids,
            },
        ),
    )


SPEC = AgentSpec(
    name="meeting.workbook",
    description=(
        "The midweek meeting programme from the workbook: weekly Bible reading, every part "
        "with its content, questions, videos and lesson references followed to their text "
        "(Gems research, lmd/th lessons, the Congregation Bible Study), and every part's "
        "scriptures (queued to verse.explain)."
    ),
    descriptions={
        "es": (
            "El programa de la reunión de entre semana según la Guía de actividades: lectura "
            "semanal de la Biblia, cada parte con su contenido, preguntas, videos y las "
            "referencias a lecciones con su texto (perlas escondidas, lmd/th, estudio bíblico "
            "de la congregación), y los textos de cada parte (enviados a verse.explain)."
        ),
        "pt": (
            "A programação da reunião do meio de semana segundo a Apostila: leitura semanal da "
            "Bíblia, cada parte com seu conteúdo, perguntas, vídeos e as referências a lições "
            "com seu texto (joias espirituais, lmd/th, estudo bíblico de congregação), e os "
            "textos de cada parte (enviados a verse.explain)."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="meeting.week",
    confidence_bias=0.1,
    can_enqueue=True,
    max_per_run=3,
)
