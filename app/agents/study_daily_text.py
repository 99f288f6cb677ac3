"""study.daily_text: the day's text (scripture and comment) for a date and language."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    LanguageArg,
    clip,
    day_of,
    language_of,
)
from app.agents._notices import with_notices
from app.agents._verses import explain_references, parse_refs
from app.agents._week import daily_text
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core import findings as kinds
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: dt.date | None = Field(default=None, description="The day; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    loaded = await daily_text(ctx, lang, day)
    text = loaded.text
    scripture = text.scripture_ref or text.scripture
    summary = tr("study_daily_text.title", lang, date=day.isoformat(), scripture=scripture)
    excerpt = text.text
    if text.source:
        excerpt = f"{excerpt} ({tr('study_daily_text.source', lang, source=text.source)})"
    findings = [Finding(
        summary=summary,
        excerpt=clip(excerpt, 900),
        citation=Citation(url=loaded.url, title=text.heading or summary,
                          kind=CitationKind.DAILY_TEXT),
        authority=AUTH_ARTICLE,
        data=kinds.DailyText(date=day.isoformat(), scripture=text.scripture,
                             scripture_ref=text.scripture_ref, heading=text.heading,
                             source=text.source),
    )]
    refs, _ = parse_refs([text.scripture_ref or text.scripture], lang)
    problems = list(loaded.problems)
    if refs:
        explained = await explain_references(ctx, lang, refs[:1], cross_references=False,
                                             max_verses=6)
        findings.extend(explained.findings)
        problems.extend(explained.problems)
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"daily text {day.isoformat()}"],
            did=[summary],
            for_next=problems,
            data={"date": day.isoformat(), "scripture": scripture,
                  "scriptures": [r.display(lang) for r in refs[:1]]},
        ),
    )


SPEC = AgentSpec(
    name="study.daily_text",
    description="The daily text (Examining the Scriptures Daily) for a date, with its scripture.",
    descriptions={
        "es": "El texto diario (Examinando las Escrituras diariamente) de una fecha, con su texto.",
        "pt": "O texto diário (Examine as Escrituras Diariamente) de uma data, com seu texto.",
    },
    args_model=Args,
    run=with_notices(run),
    fallback=None,
    confidence_bias=0.1,
    max_per_run=7,
)
