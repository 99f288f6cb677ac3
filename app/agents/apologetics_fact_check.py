"""apologetics.fact_check: a plain answer per claim — supported by the sources, contradicted
by the sources, or the sources found do not address it — with the deciding passages. The
NLI model scores the claim against the relevant passages only (those that speak of it)."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import AUTH_ARTICLE, MAX_TEXT, LanguageArg, clip, language_of
from app.agents._notices import with_notices
from app.agents._passages import entail, find_passages, lexical_score
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.findings import Answer, ClaimEvidence
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Verdict

DECIDES = 0.55  # entailment or contradiction a passage needs to decide the claim
MARGIN = 0.15  # and how far it must be above the other side


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    claim: str = Field(min_length=1, max_length=MAX_TEXT, description="A claim to check.")
    deeper: bool = Field(default=False, description="Look further (more articles and index "
                                                    "entries) when a first check was unclear.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def verdict_of(scores: dict[str, float], weight: float = 1.0) -> Verdict:
    """A verdict from NLI scores; `weight` (0..1, how much the sentence speaks of the claim)
    moves what it cannot vouch for to neutral."""
    clean = {k: float(max(0.0, min(1.0, scores.get(k, 0.0))))
             for k in ("entailment", "neutral", "contradiction")}
    if weight < 1.0:
        moved = (clean["entailment"] + clean["contradiction"]) * (1.0 - weight)
        clean["entailment"] *= weight
        clean["contradiction"] *= weight
        clean["neutral"] = min(1.0, clean["neutral"] + moved)
    best = max(clean, key=lambda k: clean[k])
    label = {"entailment": "entails", "neutral": "neutral", "contradiction": "contradicts"}[best]
    return Verdict(label=label, score=clean[best], scores=clean)


_CITATION = re.compile(r"\s*\([^()]*\d+:\d+[^()]*\)")
_SENTENCE = re.compile(r"(?<=[.!?;])\s+")


def relevant_sentences(claim: str, text: str, limit: int = 4) -> list[tuple[str, float]]:
    """The sentences of a passage that speak of the claim (shared subject words), without
    their scripture citations, most relevant first, with how much they speak of it."""
    plain = _CITATION.sub("", text)
    sentences = [s.strip() for s in _SENTENCE.split(plain) if len(s.split()) >= 3]
    scored = sorted(((lexical_score(claim, s), s) for s in sentences), key=lambda x: -x[0])
    return [(s, score) for score, s in scored if score > 0][:limit]


def _decided(verdict: Verdict) -> float:
    return max(verdict.scores.get("entailment", 0.0), verdict.scores.get("contradiction", 0.0))


def decide(verdicts: list[Verdict]) -> str:
    """The claim's answer from its passages' verdicts: supported, contradicted or not
    addressed (no passage decides it, or they decide it both ways evenly)."""
    support = max((v.scores["entailment"] for v in verdicts), default=0.0)
    against = max((v.scores["contradiction"] for v in verdicts), default=0.0)
    if max(support, against) < DECIDES or abs(support - against) < MARGIN:
        return "not_addressed"
    return "supported" if support > against else "contradicted"


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    depth = 2 if args.deeper else 1
    found = await find_passages(ctx, lang, args.claim, articles=4 * depth, subjects=2 * depth,
                                follow=4 * depth, top=5 * depth, use_model=False)
    if not found.passages:
        raise PreparoError(tr("apologetics_fact_check.empty", lang, claim=args.claim))
    # The model scores the claim against the relevant passages only, sentence by sentence
    # (the sentences that speak of it); a passage's verdict is its most decided sentence.
    pieces = [(i, sentence, weight) for i, p in enumerate(found.passages)
              for sentence, weight in relevant_sentences(args.claim, p.text)]
    top_weight = max((w for _, _, w in pieces), default=1.0) or 1.0
    scores, engine = await entail(ctx, [(sentence, args.claim) for _, sentence, _ in pieces])
    verdicts = []
    for i in range(len(found.passages)):
        # A sentence decides as much as it speaks of the claim's subject.
        mine = [verdict_of(sc, weight / top_weight)
                for (j, _, weight), sc in zip(pieces, scores, strict=True) if j == i]
        verdicts.append(max(mine, key=_decided) if mine else verdict_of({"neutral": 1.0}))
    answer = decide(verdicts)
    label = tr(f"apologetics_fact_check.{answer}", lang)
    if answer == "supported":
        deciding = [i for i, v in enumerate(verdicts) if v.label == "entails"]
    elif answer == "contradicted":
        deciding = [i for i, v in enumerate(verdicts) if v.label == "contradicts"]
    else:
        deciding = []
    key = "entailment" if answer == "supported" else "contradiction"
    deciding.sort(key=lambda i: -verdicts[i].scores[key])
    evidence: list[Finding] = []
    for i, (passage, verdict) in enumerate(zip(found.passages, verdicts, strict=True)):
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
            authority=AUTH_ARTICLE - (0 if i in deciding else 10) - i,
            data=ClaimEvidence(source_kind="passage", title=passage.title,
                               symbol=passage.symbol, deciding=i in deciding, engine=engine),
        ))
    top = found.passages[deciding[0]] if deciding else found.passages[0]
    plain = Finding(
        summary=tr("apologetics_fact_check.answer", lang, claim=args.claim, verdict=label),
        excerpt=tr("apologetics_fact_check.because", lang,
                   verdict=label, passage=clip(top.text, 500)),
        citation=Citation(url=top.url, title=top.title, kind=CitationKind.ARTICLE),
        authority=AUTH_ARTICLE + 2,
        data=Answer(claim=args.claim, verdict=answer, verdict_text=label, engine=engine,
                    deciding=[found.passages[i].url for i in deciding]),
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
