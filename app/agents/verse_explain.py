"""verse.explain: verse text, study notes, footnotes and cross-references of given verses."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_TARGET_VERSE,
    AUTH_VERSE,
    MAX_LIST,
    MAX_REF,
    LanguageArg,
    language_of,
    notice,
)
from app.agents._notices import with_notices
from app.agents._verse_study import NoteText, VerseStudy, study_verse
from app.agents._verses import Explained, explain_references, parse_refs
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.models import Handoff, Language

MAX_STUDIED = 3  # verses studied in depth in one step

RefText = Annotated[str, Field(min_length=1, max_length=MAX_REF)]


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    references: list[RefText] = Field(
        min_length=1,
        max_length=MAX_LIST,
        description='Bible references, e.g. "John 3:16", "Juan 3:16-18", "Sal 37:10, 11".',
    )
    bible: Literal["nwtsty", "nwt"] = Field(
        default="nwtsty", description="nwtsty = study edition (with study notes); nwt = plain."
    )
    cross_references: bool = Field(default=True, description="Include marginal references.")
    in_depth: bool = Field(
        default=True,
        description="When a person asks for one to three verses: also the verses around "
                    "them, the cross-references' text, the index and Research Guide "
                    "entries, and points for a comment.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    refs, unread = parse_refs(args.references, lang)
    if not refs:
        raise PreparoError(tr("verse_explain.none", lang, text="; ".join(args.references)))
    ctx.progress(", ".join(r.display(lang) for r in refs[:6]), 0.1)
    # Verses someone asked for lead the findings; verses a step fanned out (the
    # scriptures of an article) rank below the article that cites them.
    explained = await explain_references(
        ctx, lang, refs, bible=args.bible, cross_references=args.cross_references,
        verse_authority=AUTH_TARGET_VERSE if ctx.depth == 0 else AUTH_VERSE,
    )
    findings = [notice(tr("verse_explain.unread", lang, text=text)) for text in unread]
    findings = explained.findings + findings
    # A verse someone asked for is studied in depth; a step's fan-out (the scriptures of
    # an article) is not, and neither is a whole chapter.
    if args.in_depth and ctx.depth == 0 and 0 < len(explained.verses) <= MAX_STUDIED:
        ctx.progress(", ".join(v["ref"] for v in explained.verses), 0.5)
        for study in await _studies(ctx, lang, explained):
            findings.extend(study.findings)
            explained.problems.extend(study.problems)
    displays = [r.display(lang) for r in refs]
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"explain {', '.join(displays)}"],
            did=[tr("verse_explain.did", lang,
                    count=len(explained.verses), refs=", ".join(displays))],
            for_next=explained.problems,
            data={
                "references": displays,
                "verses": explained.verses,
                "missing": explained.missing,
            },
        ),
    )


async def _studies(ctx: AgentContext, lang: Language, explained: Explained) -> list[VerseStudy]:
    out = []
    for verse in explained.verses:
        notes = [NoteText(n["headword"], n["text"], verse["url"]) for n in verse["notes"]]
        out.append(await study_verse(ctx, lang, verse["book"], verse["chapter"], verse["verse"],
                                     notes=notes, cross_refs=verse["cross_refs"]))
    return out


SPEC = AgentSpec(
    name="verse.explain",
    description=(
        "Explain Bible verses: the verse text, the study notes and footnotes for exactly "
        "those verses, and their cross-references, with wol.jw.org links."
    ),
    descriptions={
        "es": (
            "Explica versículos de la Biblia: el texto, las notas de estudio y notas al pie "
            "de esos versículos y sus referencias cruzadas, con enlaces a wol.jw.org."
        ),
        "pt": (
            "Explica versículos da Bíblia: o texto, as notas de estudo e notas de rodapé "
            "desses versículos e suas referências cruzadas, com links para wol.jw.org."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=0.1,
    max_per_run=20,
)
