"""apologetics.apocrypha: is a quoted saying in the Bible (or the publications)?"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_QUESTION_REF,
    AUTH_SEARCH,
    MAX_TEXT,
    LanguageArg,
    clip,
    language_of,
)
from app.agents._notices import with_notices
from app.agents._sayings import find_saying
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.findings import Apocrypha, SearchHit
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    saying: str = Field(
        min_length=1, max_length=MAX_TEXT,
        description="A saying people attribute to the Bible, in quotes or not.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    saying = args.saying.strip().strip("\"“”«»'‘’ ")
    result = await find_saying(ctx, lang, saying or args.saying)
    findings: list[Finding] = []
    where = ""
    if result.bible is not None:
        where = result.bible.title
        findings.append(Finding(
            summary=tr("apologetics_apocrypha.bible", lang, where=where),
            excerpt=clip(result.bible.snippet),
            citation=Citation(url=result.bible.url, title=where, kind=CitationKind.BIBLE),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=True, where=where, found_in="bible", score=result.bible.score),
        ))
    elif result.publication is not None:
        where = result.publication.title
        findings.append(Finding(
            summary=tr("apologetics_apocrypha.publication", lang, where=where),
            excerpt=clip(result.publication.snippet),
            citation=Citation(url=result.publication.url, title=where,
                              kind=CitationKind.PUBLICATION),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, where=where, found_in="publication",
                           score=result.publication.score),
        ))
    else:
        findings.append(Finding(
            summary=tr("apologetics_apocrypha.none", lang, saying=saying),
            excerpt=tr("apologetics_apocrypha.none", lang, saying=saying),
            citation=Citation(url=result.search_url, title=saying, kind=CitationKind.SEARCH),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False),
        ))
    if result.bible is None and result.nearest is not None:
        findings.append(Finding(
            summary=tr("apologetics_apocrypha.near", lang, where=result.nearest.title),
            excerpt=clip(result.nearest.snippet),
            citation=Citation(url=result.nearest.url, title=result.nearest.title,
                              kind=CitationKind.BIBLE),
            authority=AUTH_SEARCH,
            data=SearchHit(title=result.nearest.title, score=result.nearest.score),
        ))
    found = result.bible is not None
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"locate {saying}"],
            did=[findings[0].summary],
            for_next=result.problems,
            data={"saying": saying, "found": found, "where": where},
        ),
    )


SPEC = AgentSpec(
    name="apologetics.apocrypha",
    description=(
        "Check whether a saying people quote as scripture is really in the Bible: searches "
        "the Bible and the publications and reports where it is, or that it is likely not a "
        "Bible quotation."
    ),
    descriptions={
        "es": (
            "Comprueba si una frase que se cita como bíblica está en la Biblia: busca en la "
            "Biblia y en las publicaciones y dice dónde está o que probablemente no es bíblica."
        ),
        "pt": (
            "Verifica se uma frase citada como bíblica está mesmo na Bíblia: busca na Bíblia e "
            "nas publicações e diz onde está ou que provavelmente não é bíblica."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="apologetics.research",
    confidence_bias=0.0,
    max_per_run=6,
)
