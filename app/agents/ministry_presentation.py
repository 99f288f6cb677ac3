"""ministry.presentation: an opening question, a scripture and a publication passage for a
topic and an audience, all drawn from what the research found (the passages that suit the
audience rank first); the labels are the only fixed text."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    MAX_SHORT,
    MAX_TEXT,
    LanguageArg,
    clip,
    language_of,
    notice,
)
from app.agents._ministry import audience_kind, audience_words, talking_points
from app.agents._notices import with_notices
from app.agents._passages import (
    find_passages,
    passage_findings,
    reference_findings,
    scripture_findings,
)
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import NothingFoundError, PreparoError
from app.core.findings import Presentation
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    topic: str = Field(default="", max_length=MAX_TEXT,
                       description="The subject to present (empty: the subject of the return "
                                   "visit it follows, which never holds who or where).")
    audience: str = Field(
        default="", max_length=MAX_SHORT,
        description='Who you will talk to, e.g. "young people", "someone grieving", '
                    '"an elderly neighbour", "someone not religious".',
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    args = args.model_copy(update={"topic": args.topic.strip() or _visit_subject(ctx)})
    if not args.topic:
        raise PreparoError(tr("ministry_presentation.no_topic", lang))
    hint = audience_words(lang, args.audience)
    # Search the topic; rank its passages by the topic and what suits the audience.
    found = await find_passages(ctx, lang, f"{args.topic} {hint}".strip(),
                                query=args.topic, articles=4, top=5,
                                relevant=0.3)
    if not found.passages:
        raise NothingFoundError(tr("ministry_presentation.empty", lang, topic=args.topic),
                                searched=args.topic)
    verses, verse_refs = await scripture_findings(ctx, lang, found, limit=3)
    points = talking_points(found, verses)
    assert points is not None
    none = tr("ministry_presentation.none", lang)
    audience = tr("ministry_presentation.for", lang,
                  audience=args.audience) if args.audience else ""
    summary = tr("ministry_presentation.summary", lang, topic=args.topic, audience=audience)
    presentation = Finding(
        summary=summary,
        excerpt=clip(tr("ministry_presentation.lines", lang, q=points.opening_question or none,
                         s=points.scripture or none, title=points.publication,
                         t=clip(points.passage, 300), f=points.follow_up or none), 900),
        citation=Citation(url=points.publication_url, title=points.publication,
                          kind=CitationKind.ARTICLE),
        authority=AUTH_ARTICLE + 2,
        data=Presentation(**points.as_data(), audience=args.audience,
                          audience_kind=audience_kind(args.audience) or "",
                          engine=found.engine),
    )
    findings = [presentation, *passage_findings(found), *reference_findings(found, lang),
                *verses]
    notes = list(found.problems)
    if not points.opening_question:
        findings.append(notice(tr("ministry_presentation.no_question", lang)))
        notes.append(tr("ministry_presentation.no_question", lang))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"presentation on {args.topic}"],
            did=[summary],
            for_next=notes,
            data={**points.as_data(), "scriptures": verse_refs, "articles": found.articles},
        ),
    )


def _visit_subject(ctx: AgentContext) -> str:
    """The subject of the return visit this presentation follows (ministry.revisit keeps
    it as `query`: the topic and question noted, never the person or the address)."""
    return next((q for q in ctx.upstream_data("query") if isinstance(q, str) and q.strip()), "")


SPEC = AgentSpec(
    name="ministry.presentation",
    description=(
        "Build a short ministry presentation on a topic for an audience: an opening "
        "question, a scripture, a thought from an article and a follow-up question."
    ),
    descriptions={
        "es": (
            "Prepara una presentación breve para la predicación sobre un tema y un público: "
            "una pregunta de introducción, un texto, una idea de un artículo y una pregunta "
            "para la próxima vez."
        ),
        "pt": (
            "Prepara uma apresentação curta para o ministério sobre um assunto e um público: "
            "uma pergunta de introdução, um texto, uma ideia de um artigo e uma pergunta para "
            "a próxima vez."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="ministry.conversation",
    confidence_bias=-0.05,
    max_per_run=4,
)
