"""study.life_topics: informational material on life topics, with care for sensitive ones."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import AUTH_CARE, MAX_TEXT, LanguageArg, language_of, nothing_found
from app.agents._notices import with_notices
from app.agents._passages import (
    find_passages,
    passage_findings,
    reference_findings,
    scripture_findings,
)
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.care import Care, care_of
from app.core.errors import PreparoError
from app.core.findings import CareNote, LifeTopic
from app.core.i18n import tr
from app.core.models import Citation, Finding, Handoff


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    topic: str = Field(
        min_length=1, max_length=MAX_TEXT,
        description="A life topic: family, work, anxiety, grief, health, youth...",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


# What to look for in the publications for each painful situation (words the articles
# on it use), per language.
THEMES: dict[str, dict[str, str]] = {
    "suicide": {"en": "help life hurts", "es": "quitarse la vida", "pt": "tirar a própria vida"},
    "abuse": {"en": "abuse violence", "es": "abuso violencia", "pt": "abuso violência"},
    "grief": {"en": "grief", "es": "duelo", "pt": "luto"},
    "illness": {"en": "illness", "es": "enfermedad grave", "pt": "doença grave"},
    "despair": {"en": "depression", "es": "depresión", "pt": "depressão"},
    "anxiety": {"en": "anxiety worry", "es": "ansiedad inquietud", "pt": "ansiedade preocupação"},
    "loneliness": {"en": "loneliness", "es": "soledad", "pt": "solidão"},
}


def as_life_topic(finding: Finding) -> Finding:
    """A passage or index entry found for a life topic, as the topic's material."""
    fields = finding.data.model_dump(exclude={"kind"})
    data = LifeTopic.model_validate({**fields, "source_kind": finding.kind})
    return finding.model_copy(update={"kind": data.kind, "data": data})


def care_note(care: Care, lang: str, citation: Citation | None) -> Finding:
    """The word of care a sensitive topic gets first: who to talk to, and for danger to
    life, emergency services (`citation`: the material found on it, if any)."""
    return Finding(
        summary=tr("study_life_topics.care_title", lang),
        excerpt=tr("study_life_topics.care_danger" if care.level == "danger"
                   else "study_life_topics.care", lang),
        citation=citation,
        authority=AUTH_CARE,
        data=CareNote(level=care.level, theme=care.theme),
    )


def nothing_on(topic: str, searched: list[str], lang: str) -> Finding:
    """The typed "nothing found for X (searched: ...)" of a topic search."""
    terms = "; ".join(searched) or topic
    return nothing_found(tr("topic_search.nothing", lang, topic=topic, searched=terms),
                         searched=terms)


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    care = care_of(args.topic)
    query = THEMES[care.theme][lang] if care else None
    question = f"{query} {args.topic}" if query else args.topic
    findings: list[Finding] = []
    problems: list[str] = []
    searched: list[str] | None = None  # None: the search itself failed
    try:
        found = await find_passages(ctx, lang, question, query=query, articles=3, top=5,
                                    meaning=True)
        searched = found.searched
        verses, verse_refs = await scripture_findings(ctx, lang, found, limit=4)
    except PreparoError as exc:
        if care is None:
            raise
        problems.append(str(exc))
        material: list[Finding] = []
        verse_refs = []
    else:
        material = [as_life_topic(f)
                    for f in [*passage_findings(found), *reference_findings(found, lang)]]
        material.extend(verses)
        problems.extend(found.problems)
    if care is not None:
        findings.append(care_note(care, lang, material[0].citation if material else None))
    findings.extend(material)
    if not material and searched is not None:  # said, typed: never an unrelated article
        findings.append(nothing_on(args.topic, searched, lang))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"life topic {args.topic}"],
            did=[tr("study_life_topics.did", lang, count=len(material), topic=args.topic)],
            for_next=problems,
            data={"topic": args.topic, "sensitive": care is not None,
                  "care": None if care is None else {"level": care.level, "theme": care.theme},
                  "scriptures": verse_refs},
        ),
    )


SPEC = AgentSpec(
    name="study.life_topics",
    description=(
        "Informational material on a life topic (family, work, anxiety, grief...) from the "
        "publications, with scriptures; when the person is in pain (thoughts of death, "
        "abuse, grief, illness, despair, loneliness) a care note comes first: talk with "
        "family and the elders, and for danger to life call emergency services."
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
