"""research.topic: the passages of the publications that best address a topic, ranked
by meaning (other words and other languages reach them too; what is not about the
topic is left out); the index and Research Guide entries followed to the text they
cite; the scriptures. A sensitive topic gets the care note first; nothing on it, a
typed "nothing found (searched: ...)"."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import MAX_TEXT, LanguageArg, language_of
from app.agents._notices import with_notices
from app.agents._passages import (
    find_passages,
    passage_findings,
    reference_findings,
    scripture_findings,
)
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.study_life_topics import care_note, nothing_on
from app.core.care import care_of
from app.core.i18n import tr
from app.core.models import Handoff


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    topic: str = Field(min_length=1, max_length=MAX_TEXT, description="What to research.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    found = await find_passages(ctx, lang, args.topic, articles=4, top=6, meaning=True)
    verses, verse_refs = await scripture_findings(ctx, lang, found, limit=6)
    findings = sorted([*reference_findings(found, lang), *passage_findings(found), *verses],
                      key=lambda f: -f.authority)
    if not findings:
        findings = [nothing_on(args.topic, found.searched, lang)]
    care = care_of(args.topic)
    if care is not None:
        findings.insert(0, care_note(care, lang, findings[0].citation))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"research {args.topic}"],
            did=[
                tr("research_topic.did", lang, topic=args.topic, subjects=len(found.subjects),
                    hits=len(found.articles), verses=len(verse_refs))
            ],
            for_next=found.problems,
            data={
                "topic": args.topic,
                "subjects": [title for title, _ in found.subjects],
                "articles": found.articles,
                "scriptures": verse_refs,
                "passages": [p.text for p in found.passages],
                "engine": found.engine,
            },
        ),
    )


SPEC = AgentSpec(
    name="research.topic",
    description=(
        "Research a topic: the paragraphs of the publications that best address it (ranked), "
        "the publications index and Research Guide entries followed to the text they cite, "
        "every reference linked, and the scriptures the best passages cite."
    ),
    descriptions={
        "es": (
            "Investiga un tema: los párrafos de las publicaciones que mejor lo tratan "
            "(ordenados), las entradas del Índice y de la Guía de estudio seguidas hasta el "
            "texto que citan, con enlaces, y los textos bíblicos que citan."
        ),
        "pt": (
            "Pesquisa um assunto: os parágrafos das publicações que melhor o tratam "
            "(ordenados), as entradas do Índice e do Guia de Pesquisa seguidas até o texto "
            "que citam, com links, e os textos bíblicos citados."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback=None,
    confidence_bias=0.0,
    max_per_run=8,
)
