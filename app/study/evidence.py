"""The one evidence model every verdict goes through: a fact-check's answer, the
critique's verdict on a finding, and (for the callers that want it) the apocrypha check
and a comment's support.

    found = await weigh(claim, sources, language, score)   # async NLI (agents, critique)
    found = weigh_blocking(claim, sources, language, scorer)  # already in the NLI thread
    found.verdict        # "supported" | "contradicted" | "not_established"
    found.deciding       # the sentences that earned it, best first (empty when not)
    found.on_subject     # every sentence about the claim's subject that was judged
    found.reported       # on-subject sentences left out as reported speech or questions

The rules (app.study.claims holds the pieces):

- only a source the person can open counts: a `Source` with a URL (an uncited text may
  be read, never decides);
- only the author's own assertions: reported speech ("some say…", "algunos dicen…",
  "há quem diga…") and questions never decide;
- the relevance gate: a sentence counts only when it is about the claim's subject (every
  entity the claim names, in any of es/en/pt, and most of its content words);
- polarity: a negated claim is scored through its positive form, a sentence's negation
  only counts against the claim when it covers the claim's words;
- supported only when an on-subject sentence entails the claim, contradicted only when
  one contradicts it, clearly above the other side; otherwise not established.

`score` is `async (pairs) -> (scores, engine)`; `scorer` is a blocking
`entail_batch(pairs) -> scores`. Nothing here loads a model.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from app.core.text.lexicon import content_stems, stem, words
from app.study.claims import (
    CONTRADICTED,
    DECIDES,
    NOT_ESTABLISHED,
    SUPPORTED,
    ClaimVerdict,
    Stance,
    decide,
    negated,
    negates_claim,
    on_subject,
    positive_form,
    premises,
    reported,
    stance,
    subject_share,
)

__all__ = ["CONTRADICTED", "NOT_ESTABLISHED", "SUPPORTED", "ClaimVerdict", "Evidence",
           "Piece", "Source", "about_subject", "label_of", "sentences", "weigh",
           "weigh_blocking"]

Scores = dict[str, float]
Score = Callable[[list[tuple[str, str]]], Awaitable[tuple[list[Scores], str]]]
VerdictLabel = Literal["entails", "neutral", "contradicts"]


class BlockingScorer(Protocol):
    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        ...


@dataclass(frozen=True)
class Source:
    """A passage that may be evidence: its text and where the person opens it."""

    text: str
    url: str = ""
    title: str = ""

    @property
    def openable(self) -> bool:
        return self.url.startswith(("http://", "https://"))


@dataclass
class Piece:
    """An on-subject sentence (or one clause of it) of a source, and its stance."""

    source: int  # index into the sources weighed
    text: str
    sentence: int  # the sentence it was read from, counted across all sources
    stance: Stance = field(default_factory=lambda: Stance(0.0, 0.0))


@dataclass
class Evidence:
    """What the sources say of the claim."""

    claim: str
    verdict: ClaimVerdict = NOT_ESTABLISHED
    on_subject: list[Piece] = field(default_factory=list)
    deciding: list[Piece] = field(default_factory=list)
    reported: int = 0
    engine: str = "none"

    @property
    def decided(self) -> bool:
        return self.verdict != NOT_ESTABLISHED

    def best(self, source: int) -> Stance:
        """The strongest stance any sentence of one source takes (0, 0 when none is on
        the subject)."""
        mine = [p.stance for p in self.on_subject if p.source == source]
        return max(mine, key=lambda s: max(s.supports, s.contradicts),
                   default=Stance(0.0, 0.0))

    def score(self) -> float:
        """How strongly the deciding side holds (0 when not established)."""
        if not self.deciding:
            return 0.0
        side = "supports" if self.verdict == SUPPORTED else "contradicts"
        return float(getattr(self.deciding[0].stance, side))


_CITATION = re.compile(r"\s*\([^()]*\d+:\d+[^()]*\)")
_SENTENCE = re.compile(r"(?<=[.!?;])\s+")


def sentences(text: str) -> list[str]:
    """A passage's sentences (split at ; too), without their scripture citations."""
    plain = _CITATION.sub("", text)
    return [s.strip() for s in _SENTENCE.split(plain) if len(s.split()) >= 3]


def label_of(stance: Stance) -> VerdictLabel:
    """One sentence's (or source's) stance as a finding's verdict label."""
    if stance.supports >= DECIDES and stance.supports >= stance.contradicts:
        return "entails"
    if stance.contradicts >= DECIDES:
        return "contradicts"
    return "neutral"


# -- the three phases: gather, pairs, conclude (shared by the async and blocking faces) --


def _gather(claim: str, sources: Sequence[Source], language: str) -> tuple[list[Piece], int]:
    """The on-subject assertions of the openable sources, and how many on-subject
    sentences were left out as reported speech."""
    pieces: list[Piece] = []
    left_out = 0
    n = 0
    for i, source in enumerate(sources):
        if not source.openable:
            continue
        for sentence in sentences(source.text):
            n += 1
            if reported(sentence):
                left_out += on_subject(claim, sentence, language)
                continue
            pieces.extend(Piece(i, premise, n) for premise in premises(sentence)
                          if on_subject(claim, premise, language))
    return pieces, left_out


@dataclass
class _Layout:
    pairs: list[tuple[str, str]]
    positive: bool
    against_positive: int
    denying: list[int]
    both_positive: int


def _pairs(claim: str, pieces: list[Piece], language: str) -> _Layout:
    """Each piece against the claim; for a negated claim against its positive form too;
    for a piece denying the claim's words its own positive form against the claim's."""
    positive = positive_form(claim) if negated(claim) else ""
    pairs = [(p.text, claim) for p in pieces]
    against_positive = len(pairs)
    if positive:
        pairs += [(p.text, positive) for p in pieces]
    denying = [i for i, p in enumerate(pieces) if negates_claim(p.text, claim, language)]
    both_positive = len(pairs)
    pairs += [(positive_form(pieces[i].text), positive or claim) for i in denying]
    return _Layout(pairs, bool(positive), against_positive, denying, both_positive)


def _conclude(claim: str, pieces: list[Piece], left_out: int, language: str,
              layout: _Layout, scores: list[Scores], engine: str) -> Evidence:
    both = dict(zip(layout.denying, scores[layout.both_positive:], strict=True))
    for i, piece in enumerate(pieces):
        piece.stance = stance(claim, piece.text, language, scores[i],
                              scores[layout.against_positive + i] if layout.positive
                              else None, both.get(i))
    # A sentence that denies the claim ("X is not A, but B") supports it in none of its
    # clauses.
    denying = {p.sentence for p in pieces if p.stance.contradicts >= DECIDES
               and negates_claim(p.text, claim, language)}
    for piece in pieces:
        if piece.sentence in denying:
            piece.stance = Stance(0.0, piece.stance.contradicts)
    # Support needs the whole claim: a sentence that leaves out one of its words may leave
    # out what the claim is about ("God wants people to suffer" is not supported by "God
    # wants people to know him", however the model scores the pair). It may still deny.
    for piece in pieces:
        if piece.stance.supports > 0.0 and subject_share(claim, piece.text, language) < 1.0:
            piece.stance = Stance(0.0, piece.stance.contradicts)
    verdict = decide([p.stance for p in pieces])
    deciding: list[Piece] = []
    if verdict != NOT_ESTABLISHED:
        side = "supports" if verdict == SUPPORTED else "contradicts"
        deciding = sorted((p for p in pieces if getattr(p.stance, side) >= DECIDES),
                          key=lambda p: -getattr(p.stance, side))
    return Evidence(claim=claim, verdict=verdict, on_subject=pieces, deciding=deciding,
                    reported=left_out, engine=engine if pieces else "none")


async def weigh(claim: str, sources: Sequence[Source], language: str,
                score: Score) -> Evidence:
    """The claim's verdict from `sources` (async NLI through `score`)."""
    pieces, left_out = _gather(claim, sources, language)
    if not pieces:
        return Evidence(claim=claim, reported=left_out)
    layout = _pairs(claim, pieces, language)
    scores, engine = await score(layout.pairs)
    return _conclude(claim, pieces, left_out, language, layout, scores, engine)


def weigh_blocking(claim: str, sources: Sequence[Source], language: str,
                   scorer: BlockingScorer, engine: str = "model") -> Evidence:
    """The same, for code already in the NLI worker thread (a blocking scorer)."""
    pieces, left_out = _gather(claim, sources, language)
    if not pieces:
        return Evidence(claim=claim, reported=left_out)
    layout = _pairs(claim, pieces, language)
    scores = scorer.entail_batch(layout.pairs)
    return _conclude(claim, pieces, left_out, language, layout, scores, engine)


# -- the relevance gate for a question (research, not a claim) ---------------------------

# Words every question about beliefs may carry: they say nothing of its subject.
_GENERIC = {
    "en": "jehovah jehovahs witness witnesses god bible believe believes believed belief "
          "beliefs teach teaches taught teaching christian christians people use say says "
          "said think why true really church religion",
    "es": "jehova testigo testigos dios biblia creer creen creemos cree creencia creencias "
          "ensenar ensena ensenan ensenanza enseno cristiano cristianos gente usar usan "
          "decir dice dicen pensar verdad realmente iglesia religion",
    "pt": "jeova testemunha testemunhas deus biblia acreditar acreditam acredita crer creem "
          "crenca crencas ensinar ensina ensinam ensino ensinou cristao cristaos pessoas usar "
          "usam dizer diz dizem pensar verdade realmente igreja religiao",
}
_PREFIX = 4


def _distinctive(question: str, language: str) -> set[str]:
    """The stems of the question's content words that are not generic ones (compared
    as words: "Christmas" is not "Christian")."""
    generic = set(_GENERIC.get(language, "").split())
    content = set(content_stems(question, language))
    return {stem(w, language) for w in words(question)
            if w not in generic and stem(w, language) in content}


def about_subject(question: str, text: str, language: str) -> bool:
    """Whether a passage speaks of the question's own subject: at least one of the
    question's distinctive words (not "Witnesses", "God", "believe"… which any page on
    beliefs carries) is in it, by its light stem or its first letters. A question with
    no distinctive word cannot be judged this way and lets every passage through."""
    wanted = _distinctive(question, language)
    if not wanted:
        return True
    present: set[str] = set()
    for word in words(text):
        present.add(stem(word, language))
        if len(word) > _PREFIX:
            present.add(word[:_PREFIX])
    return any(w in present or (len(w) > _PREFIX and w[:_PREFIX] in present)
               for w in wanted)
