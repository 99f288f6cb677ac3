"""apologetics.research: a question about beliefs answered by the passages of the
publications that address it best (ranked), the index entries followed to their text,
and the scriptures the question names and the passages cite."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_QUESTION_REF,
    AUTH_TOPIC,
    MAX_TEXT,
    LanguageArg,
    language_of,
)
from app.agents._notices import with_notices
from app.agents._passages import (
    find_passages,
    passage_findings,
    reference_findings,
    scripture_findings,
)
from app.agents._verses import explain_references, parse_refs
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.study_life_topics import care_note, nothing_on
from app.core.care import care_of
from app.core.i18n import tr
from app.core.models import Finding, Handoff
from app.study.evidence import about_subject


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(
        min_length=1, max_length=MAX_TEXT, description="A question about beliefs to research."
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    named, _ = parse_refs([args.question], lang)
    found = await find_passages(ctx, lang, args.question, articles=4, top=5, meaning=True)
    # Only passages and index entries naming the question's own subject (app.study.evidence):
    # a page that merely shares "Witnesses" or "believe" with it is no answer, however
    # near its meaning ranks among the pages found.
    found.passages = [p for p in found.passages
                      if about_subject(args.question, f"{p.title} {p.text}", lang)]
    found.references = [r for r in found.references if about_subject(
        args.question, f"{r.subject} {r.subheading} {r.entry} {r.text}", lang)]
    verses, verse_refs = await scripture_findings(ctx, lang, found, limit=6)
    question_refs: list[str] = []
    asked: list[Finding] = []
    if named:
        explained = await explain_references(ctx, lang, named, cross_references=False,
                                             max_verses=8, verse_authority=AUTH_QUESTION_REF)
        asked = explained.findings
        question_refs = [v["ref"] for v in explained.verses]
    findings = [*passage_findings(found, authority=AUTH_TOPIC + 3),
                *reference_findings(found, lang), *asked, *verses]
    findings.sort(key=lambda f: -f.authority)
    if not findings:
        findings = [nothing_on(args.question, found.searched, lang)]
    care = care_of(args.question)
    if care is not None:
        findings.insert(0, care_note(care, lang, findings[0].citation))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"answer {args.question}"],
            did=[tr("apologetics_research.did", lang, question=args.question, count=len(findings))],
            for_next=found.problems,
            data={
                "question": args.question,
                "subjects": [title for title, _ in found.subjects],
                "question_refs": question_refs,
                "scriptures": verse_refs,
                "articles": found.articles,
                "answer": [p.text for p in found.passages[:3]],
                "engine": found.engine,
            },
        ),
    )


SPEC = AgentSpec(
    name="apologetics.research",
    description=(
        "Research a question about beliefs: the passages of the publications that best "
        "answer it (ranked, the NLI model as a reranker), the publications index entries "
        "followed to their text, the scriptures the question names and the passages cite."
    ),
    descriptions={
        "es": (
            "Investiga una pregunta sobre creencias: primero el Índice de las publicaciones, "
            "luego los textos que nombra la pregunta y después la búsqueda."
        ),
        "pt": (
            "Pesquisa uma pergunta sobre crenças: primeiro o Índice das publicações, depois os "
            "textos citados na pergunta e em seguida a busca."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=0.0,
    max_per_run=6,
)
