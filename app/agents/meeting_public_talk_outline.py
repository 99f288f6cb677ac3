"""meeting.public_talk_outline: research outline (main points with scriptures) for a talk title."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_TOPIC,
    MAX_TEXT,
    LanguageArg,
    clip,
    day_of,
    language_of,
    msg,
)
from app.agents._content import research, talk_for_week, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Citation, CitationKind, Finding, Handoff

MESSAGES = {
    "no_title": {
        "en": "No public talk title for the week of {monday}. Give the title (or number) or add "
        "the talk to the congregation's schedule in settings.",
        "es": "No hay título de discurso público para la semana del {monday}. Indica el título "
        "(o el número) o añade el discurso al programa de la congregación en la configuración.",
        "pt": "Não há título de discurso público para a semana de {monday}. Informe o título "
        "(ou o número) ou adicione o discurso à programação da congregação nas configurações.",
    },
    "talk": {
        "en": "Public talk{number}: {title}",
        "es": "Discurso público{number}: {title}",
        "pt": "Discurso público{number}: {title}",
    },
    "speaker": {"en": "Speaker: {speaker}", "es": "Orador: {speaker}", "pt": "Orador: {speaker}"},
    "point": {
        "en": "Main point {n}: {point}",
        "es": "Punto principal {n}: {point}",
        "pt": "Ponto principal {n}: {point}",
    },
    "with": {"en": "Scriptures: {refs}", "es": "Textos: {refs}", "pt": "Textos: {refs}"},
    "empty": {
        "en": "No material was found for the talk “{title}”.",
        "es": "No se encontró material para el discurso «{title}».",
        "pt": "Nenhum material foi encontrado para o discurso “{title}”.",
    },
    "did": {
        "en": "Outlined “{title}” in {points} main points",
        "es": "Se bosquejó «{title}» en {points} puntos principales",
        "pt": "Esboçado “{title}” em {points} pontos principais",
    },
}

MAX_POINTS = 5


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str | None = Field(
        default=None, max_length=MAX_TEXT,
        description="The talk title; default: from the congregation's talk schedule.",
    )
    number: int | None = Field(default=None, ge=1, le=999, description="The outline number.")
    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    monday = day - dt.timedelta(days=day.weekday())
    title, number, speaker = args.title, args.number, ""
    if not title:
        entry = talk_for_week(ctx, monday)
        if entry is not None and (entry.title or entry.number):
            title = entry.title or title
            number = number or entry.number
            speaker = entry.speaker
    if not title:
        raise PreparoError(msg(MESSAGES, "no_title", lang, monday=monday.isoformat()))
    found = await research(ctx, lang, title, verses=8, articles=3, cross_references=False)
    if not found.findings:
        raise PreparoError(msg(MESSAGES, "empty", lang, title=title))
    label = msg(MESSAGES, "talk", lang, number=f" {number}" if number else "", title=title)
    head_excerpt = msg(MESSAGES, "speaker", lang, speaker=speaker) if speaker else label
    first_url = found.first_url()
    findings = [Finding(
        summary=label, excerpt=head_excerpt,
        citation=Citation(url=first_url, title=title, kind=CitationKind.TOPIC_INDEX)
        if first_url else None,
        kind="talk", authority=AUTH_ARTICLE,
        data={"title": title, "number": number, "speaker": speaker, "week": monday.isoformat()},
    )]
    points = found.points[:MAX_POINTS]
    for n, point in enumerate(points, start=1):
        excerpt = point.text
        if point.scriptures:
            excerpt = f"{excerpt} {msg(MESSAGES, 'with', lang, refs='; '.join(point.scriptures))}"
        findings.append(Finding(
            summary=msg(MESSAGES, "point", lang, n=n, point=point.title),
            excerpt=clip(excerpt),
            citation=Citation(url=point.url, title=point.title, kind=point.kind),
            kind="outline_point", authority=AUTH_TOPIC + 1,
            data={"point": point.title, "scriptures": point.scriptures, "n": n},
        ))
    findings.extend(found.ordered())
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"public talk {title}"],
            did=[msg(MESSAGES, "did", lang, title=title, points=len(points))],
            for_next=found.problems,
            data={"title": title, "number": number, "speaker": speaker,
                  "points": [p.title for p in points], "scriptures": found.verse_refs},
        ),
    )


SPEC = AgentSpec(
    name="meeting.public_talk_outline",
    description=(
        "Research a public talk by its title (or the congregation's talk schedule): main "
        "points with scriptures from the publications index and articles."
    ),
    descriptions={
        "es": (
            "Investiga un discurso público por su título (o el programa de discursos de la "
            "congregación): puntos principales con textos del Índice y de artículos."
        ),
        "pt": (
            "Pesquisa um discurso público pelo título (ou pela programação de discursos da "
            "congregação): pontos principais com textos do Índice e de artigos."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=-0.05,
    max_per_run=2,
)
