"""apologetics.research: a question answered from the index, its scriptures and search."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import MAX_TEXT, LanguageArg, language_of, msg
from app.agents._content import research, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Handoff

MESSAGES = {
    "empty": {
        "en": "No material was found for the question “{question}”. Try other words.",
        "es": "No se encontró material para la pregunta «{question}». Prueba con otras palabras.",
        "pt": "Nenhum material foi encontrado para a pergunta “{question}”. Tente outras palavras.",
    },
    "did": {
        "en": "Researched the question “{question}” ({count} findings)",
        "es": "Se investigó la pregunta «{question}» ({count} hallazgos)",
        "pt": "Pesquisada a pergunta “{question}” ({count} resultados)",
    },
}


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(
        min_length=1, max_length=MAX_TEXT, description="A question about beliefs to research."
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    found = await research(
        ctx, lang, args.question, verses=6, articles=3, question_refs=True, answers=True
    )
    if not found.findings:
        raise PreparoError(msg(MESSAGES, "empty", lang, question=args.question))
    findings = found.ordered()
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"answer {args.question}"],
            did=[msg(MESSAGES, "did", lang, question=args.question, count=len(findings))],
            for_next=found.problems,
            data={
                "question": args.question,
                "subjects": found.subjects,
                "question_refs": found.question_refs,
                "scriptures": found.verse_refs,
                "articles": found.articles,
            },
        ),
    )


SPEC = AgentSpec(
    name="apologetics.research",
    description=(
        "Research a question about beliefs: the publications index first, then the "
        "scriptures the question names, then search results; findings ordered index > "
        "named scriptures > verse text > study notes > search."
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
