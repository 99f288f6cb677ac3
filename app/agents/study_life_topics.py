"""study.life_topics: informational material on life topics, with care for sensitive ones."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import AUTH_CARE, MAX_TEXT, LanguageArg, language_of, msg
from app.agents._content import fold_text, research, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Finding, Handoff

# Word stems (folded: lower case, no accents) that mark a sensitive topic, es/en/pt.
SENSITIVE_STEMS: tuple[str, ...] = (
    # English
    "abuse", "abused", "abusive", "molest", "rape", "incest", "self-harm", "self harm",
    "selfharm", "cutting myself", "hurt myself", "suicid", "kill myself", "end my life",
    "want to die", "violence", "violent", "domestic", "assault", "beaten", "battered",
    # Spanish
    "abuso", "abusad", "maltrat", "violaci", "violad", "incesto", "autoles", "hacerme dano",
    "cortarme", "suicid", "quitarme la vida", "matarme", "quiero morir", "violencia",
    "golpead", "agresi",
    # Portuguese
    "abusad", "estupr", "automutila", "autoles", "me machucar", "me cortar", "tirar minha vida",
    "me matar", "quero morrer", "violencia", "espancad", "agressa",
)

MESSAGES = {
    "care": {
        "en": "Before anything else: if you or someone you know is in danger or thinking of "
        "self-harm, please speak right away with a trusted elder of your congregation, a "
        "doctor or a mental-health professional, or call your local emergency number. The "
        "material below is for information and comfort, not a replacement for that help.",
        "es": "Antes que nada: si usted o alguien que conoce está en peligro o piensa en hacerse "
        "daño, hable enseguida con un anciano de confianza de su congregación, un médico o un "
        "profesional de la salud mental, o llame al número de emergencias de su zona. El "
        "material de abajo es para informar y consolar; no sustituye esa ayuda.",
        "pt": "Antes de tudo: se você ou alguém que conhece está em perigo ou pensando em se "
        "machucar, fale logo com um ancião de confiança da sua congregação, um médico ou um "
        "profissional de saúde mental, ou ligue para o número de emergência da sua região. O "
        "material abaixo é para informar e consolar; não substitui essa ajuda.",
    },
    "care_title": {
        "en": "Please talk to someone who can help",
        "es": "Por favor, hable con alguien que pueda ayudar",
        "pt": "Por favor, fale com alguém que possa ajudar",
    },
    "empty": {
        "en": "No material was found on “{topic}”. Try other words.",
        "es": "No se encontró material sobre «{topic}». Prueba con otras palabras.",
        "pt": "Nenhum material foi encontrado sobre “{topic}”. Tente outras palavras.",
    },
    "did": {
        "en": "Found {count} items on “{topic}”",
        "es": "Se encontraron {count} elementos sobre «{topic}»",
        "pt": "Foram encontrados {count} itens sobre “{topic}”",
    },
}


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    topic: str = Field(
        min_length=1, max_length=MAX_TEXT,
        description="A life topic: family, work, anxiety, grief, health, youth...",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def is_sensitive(text: str) -> bool:
    folded = " " + re.sub(r"[^\w\s-]", " ", fold_text(text)) + " "
    return any(stem in folded for stem in SENSITIVE_STEMS)


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    sensitive = is_sensitive(args.topic)
    findings: list[Finding] = []
    problems: list[str] = []
    try:
        found = await research(ctx, lang, args.topic, verses=4, articles=3,
                               cross_references=False, answers=True)
    except PreparoError as exc:
        if not sensitive:
            raise
        material: list[Finding] = []
        problems.append(str(exc))
        verse_refs: list[str] = []
        first_url = ""
    else:
        material = []
        for f in found.ordered():
            if f.kind in ("answer", "search_hit", "topic"):
                f = f.model_copy(update={"kind": "life_topic",
                                         "data": {**f.data, "source_kind": f.kind}})
            material.append(f)
        problems.extend(found.problems)
        verse_refs = found.verse_refs
        first_url = found.first_url()
    if sensitive:
        care = Finding(
            summary=msg(MESSAGES, "care_title", lang),
            excerpt=msg(MESSAGES, "care", lang),
            citation=material[0].citation if material else None,
            kind="care_note",
            authority=AUTH_CARE,
            data={"sensitive": True, "source_url": first_url},
        )
        findings.append(care)
    elif not material:
        raise PreparoError(msg(MESSAGES, "empty", lang, topic=args.topic))
    findings.extend(material)
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"life topic {args.topic}"],
            did=[msg(MESSAGES, "did", lang, count=len(material), topic=args.topic)],
            for_next=problems,
            data={"topic": args.topic, "sensitive": sensitive, "scriptures": verse_refs},
        ),
    )


SPEC = AgentSpec(
    name="study.life_topics",
    description=(
        "Informational material on a life topic (family, work, anxiety, grief...) from the "
        "publications, with scriptures; sensitive topics (abuse, self-harm, suicide, "
        "violence) first show a gentle note to talk with the elders or a professional."
    ),
    descriptions={
        "es": (
            "Material informativo sobre un tema de la vida (familia, trabajo, ansiedad, "
            "duelo...) de las publicaciones, con textos; en temas delicados (abuso, autolesión, "
            "suicidio, violencia) primero se muestra una nota para hablar con los ancianos o "
            "con un profesional."
        ),
        "pt": (
            "Material informativo sobre um assunto da vida (família, trabalho, ansiedade, "
            "luto...) das publicações, com textos; em assuntos delicados (abuso, automutilação, "
            "suicídio, violência) primeiro aparece uma nota para falar com os anciãos ou com um "
            "profissional."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=0.0,
    max_per_run=4,
)
