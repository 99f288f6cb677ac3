"""ministry.presentation: an opening question, a scripture, a thought and a follow-up question."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    MAX_SHORT,
    MAX_TEXT,
    LanguageArg,
    clip,
    first_sentence,
    language_of,
    msg,
)
from app.agents._content import research, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Citation, CitationKind, Finding, Handoff

MESSAGES = {
    "opening": {
        "en": "Have you ever wondered about {topic}?",
        "es": "¿Alguna vez se ha preguntado algo sobre {topic}?",
        "pt": "Já se perguntou alguma coisa sobre {topic}?",
    },
    "follow_up": {
        "en": "What does the Bible say we can do about {topic}?",
        "es": "¿Qué dice la Biblia que podemos hacer respecto a {topic}?",
        "pt": "O que a Bíblia diz que podemos fazer sobre {topic}?",
    },
    "summary": {
        "en": "Presentation on {topic}{audience}",
        "es": "Presentación sobre {topic}{audience}",
        "pt": "Apresentação sobre {topic}{audience}",
    },
    "for": {"en": " for {audience}", "es": " para {audience}", "pt": " para {audience}"},
    "lines": {
        "en": "Ask: {q} Read: {s} Share: {t} Leave the question: {f}",
        "es": "Pregunte: {q} Lea: {s} Comente: {t} Deje la pregunta: {f}",
        "pt": "Pergunte: {q} Leia: {s} Comente: {t} Deixe a pergunta: {f}",
    },
    "empty": {
        "en": "No material was found to build a presentation on “{topic}”.",
        "es": "No se encontró material para preparar una presentación sobre «{topic}».",
        "pt": "Nenhum material foi encontrado para preparar uma apresentação sobre “{topic}”.",
    },
}


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    topic: str = Field(min_length=1, max_length=MAX_TEXT, description="The subject to present.")
    audience: str = Field(
        default="", max_length=MAX_SHORT,
        description='Who you will talk to, e.g. "young parents", "a retired teacher".',
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    query = f"{args.topic} {args.audience}".strip()
    found = await research(ctx, lang, query, verses=3, articles=3, cross_references=False,
                           answers=True)
    if args.audience and not found.articles:
        found = await research(ctx, lang, args.topic, verses=3, articles=3,
                               cross_references=False, answers=True)
    if not found.findings:
        raise PreparoError(msg(MESSAGES, "empty", lang, topic=args.topic))
    questions = [a["title"] for a in found.articles if a["title"].rstrip().endswith("?")]
    opening = questions[0] if questions else msg(MESSAGES, "opening", lang,
                                                 topic=args.topic.rstrip("?"))
    follow_up = questions[1] if len(questions) > 1 else msg(
        MESSAGES, "follow_up", lang, topic=args.topic.rstrip("?"))
    verses = [f for f in found.findings if f.kind == "verse"]
    scripture = verses[0].data.get("ref", "") if verses else ""
    scripture_text = verses[0].data.get("text", "") if verses else ""
    answers = [f for f in found.findings if f.kind == "answer"]
    thought_source = answers[0] if answers else None
    thought = first_sentence(thought_source.excerpt) if thought_source else (
        first_sentence(scripture_text) if scripture_text else "")
    citation = thought_source.citation if thought_source else (
        verses[0].citation if verses else None)
    audience = msg(MESSAGES, "for", lang, audience=args.audience) if args.audience else ""
    summary = msg(MESSAGES, "summary", lang, topic=args.topic, audience=audience)
    presentation = Finding(
        summary=summary,
        excerpt=clip(msg(MESSAGES, "lines", lang, q=opening, s=scripture, t=thought,
                         f=follow_up), 700),
        citation=citation or Citation(url=found.first_url(), title=args.topic,
                                      kind=CitationKind.SEARCH),
        kind="presentation",
        authority=AUTH_ARTICLE,
        data={"opening_question": opening, "scripture": scripture,
              "scripture_text": scripture_text, "thought": thought, "follow_up": follow_up,
              "audience": args.audience},
    )
    return AgentResult(
        findings=[presentation, *found.ordered()],
        handoff=Handoff(
            goals=[f"presentation on {args.topic}"],
            did=[summary],
            for_next=found.problems,
            data={"opening_question": opening, "scripture": scripture, "thought": thought,
                  "follow_up": follow_up},
        ),
    )


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
