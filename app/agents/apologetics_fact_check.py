"""apologetics.fact_check: sources for a claim, each finding carrying the claim for the critique."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import MAX_TEXT, LanguageArg, language_of, msg
from app.agents._content import research, with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.models import Finding, Handoff

MESSAGES = {
    "empty": {
        "en": "No sources were found to check the claim “{claim}”.",
        "es": "No se encontraron fuentes para comprobar la afirmación «{claim}».",
        "pt": "Nenhuma fonte foi encontrada para verificar a afirmação “{claim}”.",
    },
    "did": {
        "en": "Gathered {count} sources to check the claim",
        "es": "Se reunieron {count} fuentes para comprobar la afirmación",
        "pt": "Foram reunidas {count} fontes para verificar a afirmação",
    },
    "summary": {
        "en": "Evidence ({source}): {summary}",
        "es": "Evidencia ({source}): {summary}",
        "pt": "Evidência ({source}): {summary}",
    },
}

_EVIDENCE_KINDS = {"verse", "study_note", "topic", "answer", "search_hit", "footnote"}


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    claim: str = Field(min_length=1, max_length=MAX_TEXT, description="A claim to check.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def as_evidence(finding: Finding, claim: str, lang: str) -> Finding:
    data = dict(finding.data)
    data["source_kind"] = finding.kind
    return finding.model_copy(
        update={
            "kind": "claim_evidence",
            "claim": claim,
            "data": data,
            "summary": msg(MESSAGES, "summary", lang, source=finding.kind,
                           summary=finding.summary),
        }
    )


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    found = await research(
        ctx, lang, args.claim, verses=8, articles=4, question_refs=True, answers=True,
        cross_references=False,
    )
    evidence = [
        as_evidence(f, args.claim, lang)
        for f in found.ordered()
        if f.kind in _EVIDENCE_KINDS and f.excerpt
    ]
    if not evidence:
        raise PreparoError(msg(MESSAGES, "empty", lang, claim=args.claim))
    return AgentResult(
        findings=evidence,
        handoff=Handoff(
            goals=[f"check {args.claim}"],
            did=[msg(MESSAGES, "did", lang, count=len(evidence))],
            for_next=found.problems,
            data={"claim": args.claim, "sources": len(evidence),
                  "scriptures": found.verse_refs},
        ),
    )


SPEC = AgentSpec(
    name="apologetics.fact_check",
    description=(
        "Check a claim: gather verses, index entries and articles about it and attach the "
        "claim to each, so the critique can say whether each source supports it."
    ),
    descriptions={
        "es": (
            "Comprueba una afirmación: reúne versículos, entradas del índice y artículos y "
            "adjunta la afirmación a cada uno para que la revisión diga si la apoya."
        ),
        "pt": (
            "Verifica uma afirmação: reúne versículos, entradas do índice e artigos e anexa a "
            "afirmação a cada um, para que a revisão diga se a apoia."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="apologetics.research",
    confidence_bias=-0.05,
    max_per_run=6,
)
