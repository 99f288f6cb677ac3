"""meeting.workbook: the midweek programme, its parts and times; explains the reading highlights."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_PARAGRAPH,
    LanguageArg,
    clip,
    day_of,
    language_of,
    msg,
)
from app.agents._content import (
    enqueue_verses,
    load_workbook,
    parse_refs,
    with_notices,
)
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.models import Citation, CitationKind, Finding, Handoff

MESSAGES = {
    "week": {
        "en": "Midweek meeting {dates} — Bible reading: {reading}",
        "es": "Reunión de entre semana {dates}. Lectura de la Biblia: {reading}",
        "pt": "Reunião do meio de semana {dates}. Leitura da Bíblia: {reading}",
    },
    "part": {
        "en": "{number}. {title}{minutes}",
        "es": "{number}. {title}{minutes}",
        "pt": "{number}. {title}{minutes}",
    },
    "minutes": {"en": " ({minutes} min.)", "es": " ({minutes} mins.)", "pt": " ({minutes} min)"},
    "sections": {
        "en": "Treasures From God's Word|Apply Yourself to the Field Ministry|Living as Christians",
        "es": "Tesoros de la Biblia|Seamos mejores maestros|Nuestra vida cristiana",
        "pt": "Tesouros da Palavra de Deus|Faça seu melhor no ministério|Nossa vida cristã",
    },
    "scriptures": {"en": "Scriptures: {refs}", "es": "Textos: {refs}", "pt": "Textos: {refs}"},
    "did": {
        "en": "Read the workbook week {dates}: {parts} parts; {steps} verse steps queued",
        "es": "Se leyó la semana {dates} de la Guía: {parts} partes; {steps} pasos de versículos",
        "pt": "Lida a semana {dates} da Apostila: {parts} partes; {steps} etapas de versículos",
    },
}

_SECTION_INDEX = {"treasures": 0, "ministry": 1, "living": 2}


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def section_title(section: str | None, lang: str) -> str:
    if section not in _SECTION_INDEX:
        return section or ""
    return msg(MESSAGES, "sections", lang).split("|")[_SECTION_INDEX[section]]


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    loaded = await load_workbook(ctx, lang, day)
    week, url = loaded.week, loaded.url
    summary = msg(MESSAGES, "week", lang, dates=week.dates, reading=week.bible_reading)
    findings = [
        Finding(
            summary=summary,
            excerpt=summary,
            citation=Citation(url=url, title=week.dates, kind=CitationKind.WORKBOOK),
            kind="workbook_week",
            authority=AUTH_ARTICLE,
            data={"dates": week.dates, "bible_reading": week.bible_reading,
                  "songs": week.songs, "docid": week.docid},
        )
    ]
    highlights: list[str] = []
    for part in week.parts:
        minutes = msg(MESSAGES, "minutes", lang, minutes=part.minutes) if part.minutes else ""
        title = msg(MESSAGES, "part", lang, number=part.number, title=part.title, minutes=minutes)
        refs_text = ", ".join(part.citations)
        excerpt = section_title(part.section, lang)
        if refs_text:
            excerpt = f"{excerpt} — {msg(MESSAGES, 'scriptures', lang, refs=refs_text)}"
        findings.append(Finding(
            summary=title,
            excerpt=clip(excerpt),
            citation=Citation(url=url, title=title, kind=CitationKind.WORKBOOK),
            kind="workbook_part",
            authority=AUTH_PARAGRAPH - min(part.number, 20) // 4,
            data={"number": part.number, "title": part.title, "minutes": part.minutes,
                  "section": part.section, "citations": part.citations,
                  "publications": part.pub_citations},
        ))
        if part.section == "treasures":
            highlights.extend(part.citations)
    refs, _ = parse_refs(highlights, lang)
    queued = await enqueue_verses(ctx, lang, [("reading", refs)], reason="weekly Bible reading",
                                  max_steps=1)
    findings.extend(queued.findings)
    did = msg(MESSAGES, "did", lang, dates=week.dates, parts=len(week.parts),
              steps=len(queued.step_ids))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"midweek programme of {day.isoformat()}"],
            did=[did],
            for_next=[*loaded.problems, *queued.problems],
            data={
                "workbook": week.model_dump(mode="json"),
                "workbook_docid": week.docid,
                "bible_reading": week.bible_reading,
                "scriptures": [r.display(lang) for r in refs],
                "verse_steps": queued.step_ids,
            },
        ),
    )


SPEC = AgentSpec(
    name="meeting.workbook",
    description=(
        "The midweek meeting programme from the workbook: weekly Bible reading, every part "
        "with its time and section, and the scriptures of Treasures From God's Word (queued "
        "to verse.explain)."
    ),
    descriptions={
        "es": (
            "El programa de la reunión de entre semana según la Guía de actividades: lectura "
            "semanal de la Biblia, cada parte con su tiempo y sección, y los textos de Tesoros "
            "de la Biblia (enviados a verse.explain)."
        ),
        "pt": (
            "A programação da reunião do meio de semana segundo a Apostila: leitura semanal da "
            "Bíblia, cada parte com seu tempo e seção, e os textos de Tesouros da Palavra de "
            "Deus (enviados a verse.explain)."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="meeting.week",
    confidence_bias=0.1,
    can_enqueue=True,
    max_per_run=3,
)
