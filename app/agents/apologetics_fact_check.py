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

import re
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import AUTH_ARTICLE, MAX_TEXT, LanguageArg, clip, language_of
from app.agents._notices import with_notices
from app.agents._passages import entail, find_passages, subject_words
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.findings import ClaimCheck, ClaimEvidence, ClaimEvidenceSentence
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language, Verdict
from app.study.claims import (
    DECIDES,
    NOT_ESTABLISHED,
    SUPPORTED,
    Stance,
    decide,
    negated,
    negates_claim,
    on_subject,
    positive_form,
    premises,
    reported,
    stance,
)


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    claim: str = Field(min_length=1, max_length=MAX_TEXT, description="A claim to check.")
    deeper: bool = Field(default=False, description="Look further (more articles and index "
                                                    "entries) when a first check was unclear.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


_CITATION = re.compile(r"\s*\([^()]*\d+:\d+[^()]*\)")
_SENTENCE = re.compile(r"(?<=[.!?;])\s+")


@dataclass
class _Piece:
    """An on-subject sentence of a passage, and what it says of the claim."""

    passage: int
    text: str
    sentence: int  # the sentence it was read from (a sentence or one of its clauses)
    stance: Stance = field(default_factory=lambda: Stance(0.0, 0.0))


def sentences(text: str) -> list[str]:
    """A passage's sentences (split at ; too), without their scripture citations."""
    plain = _CITATION.sub("", text)
    return [s.strip() for s in _SENTENCE.split(plain) if len(s.split()) >= 3]


def _verdict(stance: Stance, engine: str) -> Verdict:
    if stance.supports >= DECIDES and stance.supports >= stance.contradicts:
        return Verdict(label="entails", score=min(1.0, stance.supports), engine=engine,
                       scores={"entailment": stance.supports,
                               "contradiction": stance.contradicts})
    if stance.contradicts >= DECIDES:
        return Verdict(label="contradicts", score=min(1.0, stance.contradicts), engine=engine,
                       scores={"entailment": stance.supports,
                               "contradiction": stance.contradicts})
    return Verdict(label="neutral", score=1.0 - max(stance.supports, stance.contradicts),
                   engine=engine, scores={"entailment": stance.supports,
                                          "contradiction": stance.contradicts})


async def _judge(ctx: AgentContext, claim: str, lang: Language,
                 pieces: list[_Piece]) -> str:
    """Each piece's stance on the claim: NLI against the claim, for a negated claim
    against its positive form too, and for a piece denying the claim's words its own
    positive form against the claim's (app.study.claims.stance). Returns the engine."""
    positive = positive_form(claim) if negated(claim) else ""
    pairs = [(p.text, claim) for p in pieces]
    against_positive = len(pairs)
    if positive:
        pairs += [(p.text, positive) for p in pieces]
    denying = [i for i, p in enumerate(pieces) if negates_claim(p.text, claim, lang)]
    both_positive = len(pairs)
    pairs += [(positive_form(pieces[i].text), positive or claim) for i in denying]
    scores, engine = await entail(ctx, pairs)
    both = dict(zip(denying, scores[both_positive:], strict=True))
    for i, piece in enumerate(pieces):
        piece.stance = stance(claim, piece.text, lang, scores[i],
                              scores[against_positive + i] if positive else None,
                              both.get(i))
    return engine


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    depth = 2 if args.deeper else 1
    found = await find_passages(ctx, lang, args.claim, articles=4 * depth, subjects=2 * depth,
                                follow=4 * depth, top=5 * depth, use_model=False)
    searched = " ".join(subject_words(args.claim)) or args.claim
    read = list(dict.fromkeys([*(a["title"] for a in found.articles),
                               *(title for title, _ in found.subjects)]))
    # Only the author's own sentences about the claim's subject may decide it.
    pieces: list[_Piece] = []
    left_out = 0
    n = 0
    for i, passage in enumerate(found.passages):
        for sentence in sentences(passage.text):
            n += 1
            if reported(sentence):
                left_out += on_subject(args.claim, sentence, lang)
                continue
            pieces.extend(_Piece(i, premise, n) for premise in premises(sentence)
                          if on_subject(args.claim, premise, lang))
    engine = await _judge(ctx, args.claim, lang, pieces) if pieces else "none"
    # A sentence that denies the claim ("X is not A, but B") supports it in none of its
    # clauses.
    denying = {p.sentence for p in pieces if p.stance.contradicts >= DECIDES
               and negates_claim(p.text, args.claim, lang)}
    for piece in pieces:
        if piece.sentence in denying:
            piece.stance = Stance(0.0, piece.stance.contradicts)
    answer = decide([p.stance for p in pieces])
    side = "supports" if answer == SUPPORTED else "contradicts"
    deciding = sorted(
        (p for p in pieces if answer != NOT_ESTABLISHED
         and getattr(p.stance, side) >= DECIDES),
        key=lambda p: -getattr(p.stance, side))
    label = tr(f"apologetics_fact_check.{answer}", lang)
    # Evidence: the passages that speak of the claim's subject, the deciding ones first.
    order = list(dict.fromkeys([*(p.passage for p in deciding), *(p.passage for p in pieces)]))
    evidence: list[Finding] = []
    decided_passages = {p.passage for p in deciding}
    for rank, i in enumerate(order):
        passage = found.passages[i]
        mine = [p for p in pieces if p.passage == i]
        best = max(mine, key=lambda p: max(p.stance.supports, p.stance.contradicts))
        verdict = _verdict(best.stance, engine)
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
        text=p.text, url=found.passages[p.passage].url, title=found.passages[p.passage].title,
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
