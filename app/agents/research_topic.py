"""research.topic: topic index subject, search hits with opening paragraphs, cited scriptures."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import MAX_TEXT, LanguageArg, language_of, msg
from app.agents._content import research, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Handoff

MESSAGES = {
    "empty": {
        "en": "Nothing was found on wol.jw.org for “{topic}”. Try other words.",
        "es": "No se encontró nada en wol.jw.org sobre «{topic}». Prueba con otras palabras.",
        "pt": "Nada foi encontrado no wol.jw.org sobre “{topic}”. Tente outras palavras.",
    },
    "did": {
        "en": "Researched “{topic}”: {subjects} index subjects, {hits} articles, {verses} verses",
        "es": "Se investigó «{topic}»: {subjects} temas del índice, {hits} artículos, "
        "{verses} versículos",
        "pt": "Pesquisado “{topic}”: {subjects} assuntos do índice, {hits} artigos, "
        "{verses} versículos",
    },
}


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    topic: str = Field(min_length=1, max_length=MAX_TEXT, description="What to research.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    found = await research(ctx, lang, args.topic, verses=6, articles=3)
    if not found.findings:
        raise PreparoError(msg(MESSAGES, "empty", lang, topic=args.topic))
    return AgentResult(
        findings=found.ordered(),
        handoff=Handoff(
            goals=[f"research {args.topic}"],
            did=[
                msg(MESSAGES, "did", lang, topic=args.topic, subjects=len(found.subjects),
                    hits=len(found.articles), verses=len(found.verse_refs))
            ],
            for_next=found.problems,
            data={
                "topic": args.topic,
                "subjects": found.subjects,
                "articles": found.articles,
                "scriptures": found.verse_refs,
            },
        ),
    )


SPEC = AgentSpec(
    name="research.topic",
    description=(
        "Research a topic: the publications index subject with its subheadings and links, "
        "search results with the opening paragraph of the top articles, and the scriptures "
        "they cite."
    ),
    descriptions={
        "es": (
            "Investiga un tema: el tema del Índice de las publicaciones con sus subtemas y "
            "enlaces, resultados de búsqueda con el primer párrafo de los artículos principales "
            "y los textos bíblicos que citan."
        ),
        "pt": (
            "Pesquisa um assunto: o assunto do Índice das publicações com seus subtítulos e "
            "links, resultados da busca com o primeiro parágrafo dos principais artigos e os "
            "textos bíblicos citados."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback=None,
    confidence_bias=0.0,
    max_per_run=8,
)
