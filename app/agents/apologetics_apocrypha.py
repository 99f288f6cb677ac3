"""apologetics.apocrypha: is a quoted saying in the Bible?

The whole Bible of the run's language comes the official way, as the Bible EPUB of the
publication links (`pub=nwt`), and the saying is matched against every verse, exactly
and closely (app/agents/_bible_match.py). The evidence rule:
- "in the Bible" only with the matched verse(s) cited by a wol link that opens them;
- "likely not in the Bible" only when the whole Bible was searched and nothing close
  was found, saying what was searched;
- "unclear" otherwise (the closest passage is shown as such);
- when the Bible cannot be read, the finding says so and gives no verdict.
A publication that holds the saying is reported beside the verdict, never instead.
"""

from __future__ import annotations

import asyncio
from urllib.parse import quote

from pydantic import BaseModel, ConfigDict, Field

from app.agents._bible_match import BibleMatch, Verdict, bible_index
from app.agents._common import (
    AUTH_QUESTION_REF,
    AUTH_SEARCH,
    MAX_TEXT,
    LanguageArg,
    clip,
    language_of,
    overlap,
)
from app.agents._notices import with_notices
from app.agents._search import search_words
from app.agents._urls import wol_base
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError, RetryableError
from app.core.findings import Apocrypha, SearchHit
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.sources.languages import wol_language
from app.sources.references import BibleRef

# Share of the saying's words a publication hit must hold to count as holding it.
PUBLICATION_AT = 0.75


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    saying: str = Field(
        min_length=1, max_length=MAX_TEXT,
        description="A saying people attribute to the Bible, in quotes or not.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def _passage(match: BibleMatch) -> BibleRef | None:
    if not match.verses:
        return None
    first = match.verses[0]
    return BibleRef(first.book, first.chapter, verses=tuple(v.verse for v in match.verses))


def _bible_finding(match: BibleMatch, lang: Language, saying: str, base: str,
                   search_url: str) -> Finding:
    """The verdict of the Bible search, as the evidence rule allows it."""
    searched = tr("apologetics_apocrypha.searched", lang, count=match.searched)
    ref = _passage(match)
    text = clip(" ".join(v.text for v in match.verses))
    score = round(match.scores.wording, 3) if match.scores else None
    if ref is not None and match.verdict in (Verdict.EXACT, Verdict.CLOSE):
        where = ref.display(lang)
        key = "bible" if match.verdict is Verdict.EXACT else "close"
        return Finding(
            summary=tr(f"apologetics_apocrypha.{key}", lang, where=where),
            excerpt=text,
            citation=Citation(url=ref.wol_url(base, lang), title=where,
                              kind=CitationKind.BIBLE),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=True, where=where, found_in="bible", score=score,
                           verdict="in_bible", match=match.verdict.value, searched=searched),
        )
    if match.verdict is Verdict.NONE:
        summary = tr("apologetics_apocrypha.none", lang, saying=saying, searched=searched)
        return Finding(
            summary=summary, excerpt=summary,
            citation=Citation(url=search_url, title=saying, kind=CitationKind.SEARCH),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, verdict="not_in_bible", searched=searched),
        )
    if ref is not None:  # unclear, with the closest passage shown as that
        where = ref.display(lang)
        return Finding(
            summary=tr("apologetics_apocrypha.unclear", lang, where=where, searched=searched),
            excerpt=text,
            citation=Citation(url=ref.wol_url(base, lang), title=where,
                              kind=CitationKind.BIBLE),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, where=where, score=score, verdict="unclear",
                           searched=searched),
        )
    summary = tr("apologetics_apocrypha.too_plain", lang, saying=saying, searched=searched)
    return Finding(
        summary=summary, excerpt=summary,
        citation=Citation(url=search_url, title=saying, kind=CitationKind.SEARCH),
        authority=AUTH_QUESTION_REF,
        data=Apocrypha(found=False, verdict="unclear", searched=searched),
    )


async def _publication(ctx: AgentContext, lang: Language, saying: str) -> Finding | None:
    """A publication whose hit holds the saying, if the search finds one."""
    hits = await search_words(ctx, lang, saying, "publications", 6)
    scored = sorted(((overlap(saying, f"{h.title} {h.snippet}"), h) for h in hits if h.url),
                    key=lambda p: -p[0])
    if not scored or scored[0][0] < PUBLICATION_AT:
        return None
    score, hit = scored[0]
    return Finding(
        summary=tr("apologetics_apocrypha.in_publication", lang, where=hit.title),
        excerpt=clip(hit.snippet),
        citation=Citation(url=hit.url, title=hit.title, kind=CitationKind.PUBLICATION),
        authority=AUTH_SEARCH,
        data=SearchHit(title=hit.title, score=round(score, 3)),
    )


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    saying = args.saying.strip().strip("\"“”«»'‘’ ") or args.saying.strip()
    base = wol_base(ctx)
    w = wol_language(lang)
    search_url = f"{base}{w.wol_prefix()}/s/{w.resource}/{w.lp}?q={quote(saying)}"
    problems: list[str] = []
    findings: list[Finding] = []
    verdict = "not_checked"
    where = ""
    try:
        index = await bible_index(ctx, lang)
    except RetryableError:
        raise  # the executor tries again, then says the step failed and why
    except PreparoError as exc:  # the Bible could not be read: say so, no verdict
        summary = tr("apologetics_apocrypha.unchecked", lang, saying=saying, problem=exc)
        findings.append(Finding(
            summary=summary, excerpt=summary,
            citation=Citation(url=search_url, title=saying, kind=CitationKind.SEARCH),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, verdict="not_checked"),
        ))
        problems.append(str(exc))
    else:
        match = await asyncio.to_thread(index.match, saying)
        head = _bible_finding(match, lang, saying, base, search_url)
        findings.append(head)
        assert isinstance(head.data, Apocrypha)
        verdict, where = head.data.verdict, head.data.where
        if verdict != "in_bible":
            try:
                found = await _publication(ctx, lang, saying)
            except PreparoError as exc:  # the verdict stands; the extra search failed
                problems.append(str(exc))
            else:
                if found is not None:
                    findings.append(found)
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"locate {saying}"],
            did=[findings[0].summary],
            for_next=problems,
            data={"saying": saying, "found": verdict == "in_bible", "where": where,
                  "verdict": verdict},
        ),
    )


SPEC = AgentSpec(
    name="apologetics.apocrypha",
    description=(
        "Check whether a saying people quote as scripture is really in the Bible: matches "
        "it, exactly and closely, against the whole Bible and cites the verses it is in, "
        "or says it is likely not in the Bible, or that it is unclear."
    ),
    descriptions={
        "es": (
            "Comprueba si una frase que se cita como bíblica está en la Biblia: la compara, "
            "palabra por palabra y por parecido, con toda la Biblia y cita los versículos, o "
            "dice que probablemente no está en la Biblia o que no está claro."
        ),
        "pt": (
            "Verifica se uma frase citada como bíblica está mesmo na Bíblia: compara-a, "
            "palavra por palavra e por semelhança, com a Bíblia inteira e cita os "
            "versículos, ou diz que provavelmente não está na Bíblia ou que não está claro."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="apologetics.research",
    confidence_bias=0.0,
    max_per_run=6,
)
