"""ministry.presentation: an opening question, a scripture and a publication passage for a
topic and an audience, all drawn from what the research found (the passages that suit the
audience rank first); the labels are the only fixed text."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._audience import audience_material
from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_VERSE,
    MAX_SHORT,
    MAX_TEXT,
    LanguageArg,
    clip,
    language_of,
    notice,
)
from app.agents._ministry import audience_kind, audience_words, by_topic, talking_points
from app.agents._notices import with_notices
from app.agents._passages import (
    find_passages,
    passage_findings,
    reference_findings,
    scripture_findings,
)
from app.agents._topic_words import in_language
from app.agents._verses import explain_references, parse_refs
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import NothingFoundError, PreparoError
from app.core.findings import Presentation, Verse
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
    # the topic chosen by: the one asked for, else the return visit's noted topic
    topic = args.topic.strip() or _visit_topic(ctx, lang)
    args = args.model_copy(update={"topic": args.topic.strip() or _visit_subject(ctx)})
    if not args.topic:
        raise PreparoError(tr("ministry_presentation.no_topic", lang))
    # The publications' advice for this audience: its opening, scripture, explanation and
    # question to leave lead; the topic's passage is what to share.
    material, for_audience = (await audience_material(ctx, lang, args.audience)
                              if args.audience.strip() else (None, []))
    # Search the topic; rank its passages by the topic and what suits the audience. What
    # to share is the topic's, not the audience's advice: when only that article ranked,
    # the topic is ranked alone.
    hint = audience_words(lang, args.audience)
    found = await find_passages(ctx, lang, f"{args.topic} {hint}".strip(),
                                query=args.topic, articles=4, top=5,
                                relevant=0.3)
    if material is not None:
        found.passages = [p for p in found.passages if p.url.split("#")[0] != material.url]
        if not found.passages and hint:
            found = await find_passages(ctx, lang, args.topic, articles=4, top=5,
                                        relevant=0.3)
            found.passages = [p for p in found.passages
                              if p.url.split("#")[0] != material.url]
    if not found.passages:
        raise NothingFoundError(tr("ministry_presentation.empty", lang, topic=args.topic),
                                searched=args.topic)
    if not hint:  # no audience to suit: the article about the topic leads
        by_topic(found, topic or args.topic, lang)
    verses, verse_refs = await scripture_findings(ctx, lang, found, limit=3)
    points = talking_points(found, verses)
    assert points is not None
    explanation = ""
    if material is not None:
        refs, _ = parse_refs([material.scripture], lang)
        explained = await explain_references(ctx, lang, refs, cross_references=False,
                                             max_verses=3, verse_authority=AUTH_VERSE)
        read = [v for v in explained.findings if isinstance(v.data, Verse)]
        if read and isinstance(read[0].data, Verse):
            points.scripture = material.scripture
            points.scripture_text = " ".join(v.data.text for v in read
                                             if isinstance(v.data, Verse))
            points.scripture_url = read[0].citation.url if read[0].citation else ""
            verses = [*explained.findings, *verses]
            verse_refs = [material.scripture, *verse_refs]
            explanation = material.explanation
        points.opening_question = material.opening
        points.follow_up = material.next_visit or points.follow_up
    none = tr("ministry_presentation.none", lang)
    audience = tr("ministry_presentation.for", lang,
                  audience=args.audience) if args.audience else ""
    summary = tr("ministry_presentation.summary", lang, topic=args.topic, audience=audience)
    read_line = (f"{points.scripture} — “{clip(points.scripture_text, 220)}”"
                 if points.scripture_text else points.scripture or none)
    lines = tr("ministry_presentation.lines", lang, q=points.opening_question or none,
               s=read_line, title=points.publication, t=clip(points.passage, 300),
               f=points.follow_up or none)
    if explanation:
        lines = tr("ministry_presentation.lines_explained", lang,
                   q=points.opening_question or none, s=read_line, e=explanation,
                   title=points.publication, t=clip(points.passage, 300),
                   f=points.follow_up or none)
    if material is not None:
        lines = f"{lines} {tr('ministry_presentation.from', lang, title=material.title)}"
    presentation = Finding(
        summary=summary,
        excerpt=clip(lines, 1200),
        citation=Citation(url=points.publication_url, title=points.publication,
                          kind=CitationKind.ARTICLE),
        authority=AUTH_ARTICLE + 2,
        data=Presentation(**points.as_data(), audience=args.audience,
                          audience_kind=audience_kind(args.audience) or "",
                          engine=found.engine, question_to_leave=points.follow_up,
                          explanation=explanation,
                          audience_source=material.title if material else "",
                          audience_url=material.url if material else ""),
    )
    findings = [presentation, *for_audience, *passage_findings(found),
                *reference_findings(found, lang), *verses]
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


def _visit_topic(ctx: AgentContext, lang: str) -> str:
    """The return visit's last noted topic, named in `lang` ("" with no visit): what
    the presentation that follows the visit is about."""
    for visit in ctx.upstream_data("visit"):
        topics = visit.get("topics") if isinstance(visit, dict) else None
        if isinstance(topics, list) and topics and isinstance(topics[-1], str):
            return in_language(topics[-1], lang)
    return ""


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
