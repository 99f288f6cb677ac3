"""ministry.conversation: how to answer an objection or question heard in the ministry, from
the articles that address it: their best passage, the scripture it uses, a question to ask."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._audience import audience_material
from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_QUESTION_REF,
    MAX_TEXT,
    LanguageArg,
    clip,
    language_of,
)
from app.agents._ministry import talking_points
from app.agents._notices import with_notices
from app.agents._passages import (
    Passages,
    find_passages,
    passage_findings,
    reference_findings,
    scripture_findings,
    subject_words,
)
from app.agents._verses import explain_references, parse_refs
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import NothingFoundError
from app.core.findings import Answer
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language

MIN_LEXICAL = 0.5  # lexical_score: 0.8 x the share of subject words a passage has (+ title)


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    objection: str = Field(
        min_length=1, max_length=MAX_TEXT,
        description="An objection or question heard in the ministry, in the person's words.",
    )
    audience: str = Field(
        default="", max_length=MAX_TEXT,
        description='Who said it, when known: "a busy person", "a young person", '
                    '"someone grieving"...',
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    found = await find_passages(ctx, lang, args.objection, articles=4, top=5,
                                relevant=0.3)
    # A passage that shares less than about half of the objection's subject words does
    # not answer it ("aliens created humans" is not answered by "God created the earth");
    # a library paragraph found by meaning speaks of it in other words (Passage.subject).
    found.passages = [p for p in found.passages if p.subject >= MIN_LEXICAL]
    named, _ = parse_refs([args.objection], lang)
    if not found.passages and not named:
        # An objection no publication found answers: said, with what was searched (never
        # a stock reply); the executor makes it the step's typed "nothing found".
        raise _nothing_found(args.objection, lang, found)
    verses, verse_refs = await scripture_findings(ctx, lang, found, limit=4)
    if named:
        explained = await explain_references(ctx, lang, named, cross_references=False,
                                             max_verses=6, verse_authority=AUTH_QUESTION_REF)
        verses = [*explained.findings, *verses]
    points = talking_points(found, verses)
    findings: list[Finding] = []
    material, for_audience = (await audience_material(ctx, lang, args.audience)
                              if args.audience.strip() else (None, []))
    if points is not None:
        if material is not None:  # the audience's article: how to open and what to leave
            points.opening_question = material.opening
            points.follow_up = material.next_visit or points.follow_up
        scripture = points.scripture or "—"
        if points.scripture_text:
            scripture = f"{points.scripture} (“{clip(points.scripture_text, 200)}”)"
        lines = tr("ministry_conversation.lines", lang, title=points.publication,
                   passage=clip(points.passage, 400), scripture=scripture,
                   question=points.opening_question or "—")
        if points.follow_up:
            lines = f"{lines} {tr('ministry_conversation.next', lang, question=points.follow_up)}"
        if material is not None:
            lines = f"{lines} {tr('ministry_presentation.from', lang, title=material.title)}"
        findings.append(Finding(
            summary=tr("ministry_conversation.reply", lang, objection=args.objection),
            excerpt=clip(lines, 1200),
            citation=Citation(url=points.publication_url, title=points.publication,
                              kind=CitationKind.ARTICLE),
            authority=AUTH_ARTICLE + 2,
            data=Answer(**points.as_data(), objection=args.objection, engine=found.engine),
        ))
    answers = passage_findings(found)
    findings.extend([*answers, *for_audience, *reference_findings(found, lang), *verses])
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"answer the objection {args.objection}"],
            did=[tr("ministry_conversation.did", lang, answers=len(answers), verses=len(verse_refs),
                     objection=args.objection)],
            for_next=found.problems,
            data={"objection": args.objection, "answers": [a.summary for a in answers],
                  "scriptures": verse_refs, "articles": found.articles,
                  **(points.as_data() if points else {})},
        ),
    )


def _nothing_found(objection: str, lang: Language, found: Passages) -> NothingFoundError:
    words = " ".join(subject_words(objection)) or objection
    searched = tr("ministry_conversation.searched", lang, words=words)
    where = [title for title, _ in found.subjects]
    summary = tr("ministry_conversation.nothing", lang, objection=objection, searched=searched)
    if where:
        summary += " " + tr("ministry_conversation.read", lang, titles="; ".join(where))
    return NothingFoundError(summary, searched=searched)


SPEC = AgentSpec(
    name="ministry.conversation",
    description=(
        "Answer an objection or question heard in the ministry: answers from articles, "
        "the scriptures they and the publications index use, with links."
    ),
    descriptions={
        "es": (
            "Responde una objeción o pregunta oída en la predicación: respuestas de artículos "
            "y los textos que usan ellos y el Índice, con enlaces."
        ),
        "pt": (
            "Responde a uma objeção ou pergunta ouvida no ministério: respostas de artigos e "
            "os textos usados por eles e pelo Índice, com links."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=0.0,
    max_per_run=6,
)
