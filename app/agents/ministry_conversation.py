"""ministry.conversation: how to answer an objection or question heard in the ministry."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import MAX_TEXT, LanguageArg, language_of, msg
from app.agents._content import research, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Handoff

MESSAGES = {
    "empty": {
        "en": "No answer was found for “{objection}”. Try other words.",
        "es": "No se encontró respuesta para «{objection}». Prueba con otras palabras.",
        "pt": "Nenhuma resposta foi encontrada para “{objection}”. Tente outras palavras.",
    },
    "did": {
        "en": "Found {answers} answers and {verses} scriptures for “{objection}”",
        "es": "Se encontraron {answers} respuestas y {verses} textos para «{objection}»",
        "pt": "Foram encontradas {answers} respostas e {verses} textos para “{objection}”",
    },
}


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    objection: str = Field(
        min_length=1, max_length=MAX_TEXT,
        description="An objection or question heard in the ministry, in the person's words.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    found = await research(
        ctx, lang, args.objection, verses=5, articles=3, question_refs=True, answers=True,
        cross_references=False, answers_first=True,
    )
    answers = [f for f in found.findings if f.kind == "answer"]
    if not found.findings:
        raise PreparoError(msg(MESSAGES, "empty", lang, objection=args.objection))
    return AgentResult(
        findings=found.ordered(),
        handoff=Handoff(
            goals=[f"answer the objection {args.objection}"],
            did=[msg(MESSAGES, "did", lang, answers=len(answers), verses=len(found.verse_refs),
                     objection=args.objection)],
            for_next=found.problems,
            data={"objection": args.objection, "answers": [a.summary for a in answers],
                  "scriptures": found.verse_refs, "articles": found.articles},
        ),
    )


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
