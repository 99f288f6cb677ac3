"""apologetics.fact_check: one plain answer per claim (supported by the sources,
contradicted by them, or not established) with the sentences that earned it, or what
was searched and read when nothing decides it.

Only the author's own sentences about the claim's subject may decide (app.study.claims:
reported speech and questions left out, the relevance gate, the claim's polarity); the
NLI model scores the claim against them. The answer is a `ClaimCheck` finding (public:
`preparo run --json` and the MCP tools carry its verdict, evidence and searches); each
passage on the subject is a `ClaimEvidence` finding.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import AUTH_ARTICLE, MAX_TEXT, LanguageArg, clip, language_of
from app.agents._notices import with_notices
from app.agents._passages import entail, find_passages, subject_words
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.findings import ClaimCheck, ClaimEvidence, ClaimEvidenceSentence
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Verdict
from app.study.claims import SUPPORTED, Stance
from app.study.evidence import Source, label_of, weigh


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    claim: str = Field(min_length=1, max_length=MAX_TEXT, description="A claim to check.")
    deeper: bool = Field(default=False, description="Look further (more articles and index "
                                                    "entries) when a first check was unclear.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def _verdict(stance: Stance, engine: str) -> Verdict:
    label = label_of(stance)
    scores = {"entailment": stance.supports, "contradiction": stance.contradicts}
    if label == "entails":
        return Verdict(label=label, score=min(1.0, stance.supports), engine=engine,
                       scores=scores)
    if label == "contradicts":
        return Verdict(label=label, score=min(1.0, stance.contradicts), engine=engine,
                       scores=scores)
    return Verdict(label="neutral", score=1.0 - max(stance.supports, stance.contradicts),
                   engine=engine, scores=scores)


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    depth = 2 if args.deeper else 1
    found = await find_passages(ctx, lang, args.claim, articles=4 * depth, subjects=2 * depth,
                                follow=4 * depth, top=5 * depth, use_model=False,
                                expand=True)
    searched = " ".join(subject_words(args.claim)) or args.claim
    # what was read: the articles and index subjects fetched, and the library's
    # paragraphs (found by words or by meaning, app/agents/_library.py)
    read = list(dict.fromkeys([*(a["title"] for a in found.articles),
                               *(title for title, _ in found.subjects),
                               *(p.title for p in found.passages if p.language)]))
    # The one evidence model decides (app.study.evidence): only the author's own
    # on-subject sentences of openable passages, read with the claim's polarity.
    sources = [Source(p.text, p.url, p.title) for p in found.passages]

    async def score(pairs: list[tuple[str, str]]) -> tuple[list[dict[str, float]], str]:
        return await entail(ctx, pairs)

    weighed = await weigh(args.claim, sources, lang, score)
    pieces, deciding, answer = weighed.on_subject, weighed.deciding, weighed.verdict
    left_out, engine = weighed.reported, weighed.engine
    side = "supports" if answer == SUPPORTED else "contradicts"
    label = tr(f"apologetics_fact_check.{answer}", lang)
    # Evidence: the passages that speak of the claim's subject, the deciding ones first.
    order = list(dict.fromkeys([*(p.source for p in deciding), *(p.source for p in pieces)]))
    evidence: list[Finding] = []
    decided_passages = {p.source for p in deciding}
    for rank, i in enumerate(order):
        passage = found.passages[i]
        verdict = _verdict(weighed.best(i), engine)
        evidence.append(Finding(
            summary=tr("apologetics_fact_check.evidence", lang,
                       label=tr(f"apologetics_fact_check.label_{verdict.label}", lang),
                       title=passage.title),
            excerpt=clip(passage.text, 900),
            citation=Citation(url=passage.url, title=passage.title,
                              kind=CitationKind.TOPIC_INDEX if passage.symbol
                              else CitationKind.ARTICLE),
            claim=args.claim,
            verdict=verdict,
            authority=AUTH_ARTICLE - (0 if i in decided_passages else 10) - rank,
            data=ClaimEvidence(source_kind="passage", title=passage.title,
                               symbol=passage.symbol, deciding=i in decided_passages,
                               engine=engine),
        ))
    sentences_used = [ClaimEvidenceSentence(
        text=p.text, url=found.passages[p.source].url, title=found.passages[p.source].title,
        stance="supports" if answer == SUPPORTED else "contradicts",
        score=round(getattr(p.stance, side), 3)) for p in deciding[:3]]
    check = ClaimCheck(claim=args.claim, verdict=answer, verdict_text=label,
                       evidence=sentences_used, searched=searched, read=read,
                       on_subject=len(pieces), reported=left_out, engine=engine)
    plain = Finding(
        summary=tr("apologetics_fact_check.answer", lang, claim=args.claim, verdict=label),
        excerpt=(sentences_used[0].text if sentences_used else
                 tr("apologetics_fact_check.searched", lang, searched=searched,
                    read="; ".join(read) or "—")),
        citation=(Citation(url=sentences_used[0].url, title=sentences_used[0].title,
                           kind=CitationKind.ARTICLE) if sentences_used else None),
        claim=args.claim,
        verdict=_verdict(deciding[0].stance if deciding else Stance(0.0, 0.0), engine)
        .model_copy(update={"reason": label}),
        authority=AUTH_ARTICLE + 2,
        data=check,
    )
    findings = sorted([plain, *evidence], key=lambda f: -f.authority)
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"check {args.claim}"],
            did=[tr("apologetics_fact_check.did", lang, count=len(evidence), answer=label)],
            for_next=found.problems,
            data={"claim": args.claim, "verdict": answer, "sources": len(evidence),
                  "engine": engine, "deeper": args.deeper},
        ),
    )


SPEC = AgentSpec(
    name="apologetics.fact_check",
    description=(
        "Check a claim: find the passages of the publications that speak of it, score the "
        "claim against them with the NLI model and answer plainly: supported, contradicted, "
        "or not addressed by the sources found, with the deciding passages."
    ),
    descriptions={
        "es": (
            "Comprueba una afirmación con los pasajes de las publicaciones que tratan de ella y "
            "responde claramente: la apoyan, la contradicen o no la tratan."
        ),
        "pt": (
            "Verifica uma afirmação com os trechos das publicações que falam dela e responde "
            "claramente: apoiam, contradizem ou não tratam do assunto."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="apologetics.research",
    confidence_bias=-0.05,
    max_per_run=6,
)
