"""meeting.week: the week's workbook and Watchtower study documents for a date."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import LanguageArg, day_of, language_of
from app.agents._notices import with_notices
from app.agents._week import congregation_days, find_week
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.findings import MeetingWeek
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    week = await find_week(ctx, lang, day)
    monday = day - dt.timedelta(days=day.weekday())
    sunday = monday + dt.timedelta(days=6)
    midweek, weekend = congregation_days(ctx, monday)
    missing = tr("meeting_week.missing", lang)
    summary = tr("meeting_week.week", lang, monday=monday.isoformat(), sunday=sunday.isoformat(),
                  week=week.week, year=week.year)
    excerpt = " ".join([
        tr("meeting_week.docs", lang, wb=week.workbook_docid or missing,
            wt=week.watchtower_docid or missing),
        tr("meeting_week.days", lang, midweek=midweek.isoformat(), weekend=weekend.isoformat()),
    ])
    data = {
        "workbook_docid": week.workbook_docid,
        "watchtower_docid": week.watchtower_docid,
        "date": day.isoformat(),
        "year": week.year,
        "week": week.week,
        "monday": monday.isoformat(),
        "midweek_date": midweek.isoformat(),
        "weekend_date": weekend.isoformat(),
        "source": week.source,
    }
    finding = Finding(
        summary=summary,
        excerpt=excerpt,
        citation=Citation(url=week.url, title=summary, kind=CitationKind.ARTICLE),
        authority=90,
        data=MeetingWeek.model_validate(data),
    )
    for_next = list(week.problems)
    return AgentResult(
        findings=[finding],
        handoff=Handoff(
            goals=[f"find the meetings of the week of {day.isoformat()}"],
            did=[summary, excerpt],
            for_next=for_next,
            data=data,
        ),
    )


SPEC = AgentSpec(
    name="meeting.week",
    description=(
        "Find the week's meeting documents for a date: the midweek workbook and the "
        "Watchtower study article (from the meetings page, falling back to the publication "
        "files), with the congregation's meeting days."
    ),
    descriptions={
        "es": (
            "Busca los documentos de las reuniones de la semana de una fecha: la Guía de "
            "actividades y el artículo de estudio de La Atalaya, con los días de reunión de la "
            "congregación."
        ),
        "pt": (
            "Encontra os documentos das reuniões da semana de uma data: a Apostila da reunião "
            "e o artigo de estudo de A Sentinela, com os dias de reunião da congregação."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback=None,
    confidence_bias=0.1,
    max_per_run=3,
)
