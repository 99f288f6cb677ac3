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

How a check reads its sources is a `Reading`: the fact-check's (`FACT_CHECK`: the gate
above, support only for the whole claim, fixed thresholds) or a prepared comment's
(`COMMENT`: every assertion of the paragraph and its cited verses is read, each
sentence alone and after the one before it, the words' clashes count as contradiction,
and the verdict is the calibrated classifier's over `features`, fitted by
`python -m bench.comment_calibration --write`). The pieces, pairs, polarity and
reported-speech rules are the same for both.

`score` is `async (pairs) -> (scores, engine)`; `scorer` is a blocking
`entail_batch(pairs) -> scores`. Nothing here loads a model.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from app.core.text.lexicon import content_stems, stem, words
from app.core.text.sentences import split_sentences
from app.sources.references import parse_references
from app.study import words as cues
from app.study.claims import (
    CONTRADICTED,
    DECIDES,
    NOT_ESTABLISHED,
    ON_SUBJECT,
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

__all__ = [
    "COMMENT",
    "CONTRADICTED",
    "FACT_CHECK",
    "FEATURES",
    "LEXICAL_FEATURES",
    "NOT_ESTABLISHED",
    "SUPPORTED",
    "ClaimVerdict",
    "Clash",
    "Evidence",
    "Features",
    "Piece",
    "Plan",
    "Reading",
    "Source",
    "about_subject",
    "conclude",
    "features",
    "label_of",
    "plan",
    "sentences",
    "weigh",
    "weigh_blocking",
]

Scores = dict[str, float]
Score = Callable[[list[tuple[str, str]]], Awaitable[tuple[list[Scores], str]]]
VerdictLabel = Literal["entails", "neutral", "contradicts"]
# how a sentence's words clash with a claim's: a negation on one side only, another
# number, what could have been, another name in the same place ("": they do not)
Clash = Literal["", "negation", "number", "could_have", "name"]


class BlockingScorer(Protocol):
    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        ...


@dataclass(frozen=True)
class Source:
    """A passage that may be evidence: its text and where the person opens it."""

    text: str
    url: str = ""
    title: str = ""
    # the text the person has in front of them (the study paragraph, a verse cited in
    # it): it counts as openable without a URL
    at_hand: bool = False

    @property
    def openable(self) -> bool:
        return self.at_hand or self.url.startswith(("http://", "https://"))


@dataclass
class Piece:
    """An on-subject sentence (or one clause of it, or the sentence read after the one
    before it) of a source, and its stance."""

    source: int  # index into the sources weighed
    text: str  # what the model reads
    sentence: int  # the sentence it was read from, counted across all sources
    stance: Stance = field(default_factory=lambda: Stance(0.0, 0.0))
    shown: str = ""  # the sentence the person reads as evidence ("": `text`)
    share: float = 0.0  # subject_share: how much of the claim's subject it carries
    overlap: float = 0.0  # the share of the claim's content words it holds
    clash: Clash = ""  # how its words clash with the claim's (see ClaimWords.clashes)
    # the model's own entailment and contradiction of the claim, before the polarity
    # rules read them (a calibrated decision weighs both)
    raw: Stance = field(default_factory=lambda: Stance(0.0, 0.0))

    @property
    def quote(self) -> str:
        return self.shown or self.text


@dataclass(frozen=True)
class Reading:
    """How a check reads its sources (see the module doc)."""

    windows: bool = False  # also each sentence read after the one before it
    gate: float = ON_SUBJECT  # the subject share a sentence needs to be judged at all
    whole_claim: bool = True  # support only from a sentence carrying the whole subject
    clashes: bool = False  # a clash of words (negation, number, name) is contradiction
    # only a sentence sharing a content word with the claim reaches the model (the others
    # are read and judged silent: a check costs a pair per sentence the model reads)
    shared_word: bool = False
    # at most this many pieces reach the model, those sharing most of the claim's words
    # first (0: all); a comment check must answer while the person types
    most: int = 0


FACT_CHECK = Reading()
COMMENT = Reading(windows=True, gate=0.0, whole_claim=False, clashes=True, shared_word=True,
                  most=6)


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


_PARENTHESIS = re.compile(r"\s*\(([^()]*\d[^()]*)\)")


def _without_citations(text: str) -> str:
    """`text` without its parenthesised scripture citations: "(Juan 3:16)", and those
    without a colon too ("(Filem. 10, 11)", "(Sal. 23)"), which the reference parser
    recognises; "(en el año 33)" stays."""
    def drop(match: re.Match[str]) -> str:
        return "" if parse_references(match.group(1)) else match.group(0)

    return _PARENTHESIS.sub(drop, text)
_CLAUSE = re.compile(r"(?<=;)\s+")


def sentences(text: str) -> list[str]:
    """A passage's sentences (split at ; too), without their scripture citations; an
    abbreviation or a book's short name ("p. ej.", "Sal. 23:1") does not cut one."""
    plain = _without_citations(text)
    clauses = (c.strip() for s in split_sentences(plain) for c in _CLAUSE.split(s))
    return [c for c in clauses if len(c.split()) >= 3]


def label_of(stance: Stance) -> VerdictLabel:
    """One sentence's (or source's) stance as a finding's verdict label."""
    if stance.supports >= DECIDES and stance.supports >= stance.contradicts:
        return "entails"
    if stance.contradicts >= DECIDES:
        return "contradicts"
    return "neutral"


# -- the claim's words, compared with a sentence's -----------------------------------


class ClaimWords:
    """The claim's words, read once, to compare with each sentence: how many of its
    content words (light stems) a sentence holds, and whether the words clash: a word
    they share is negated on one side only ("Jehová no nos compara" / "Jehová compara"),
    the numbers differ ("tres veces" / "una vez"), another name stands in the same place
    ("the angel Gabriel told" / "the angel Michael told"), or the sentence says what
    could have been ("Podía haber regresado": she did not). The model often misses
    these."""

    def __init__(self, claim: str, texts: Sequence[str], language: str) -> None:
        self.language = language
        self.said = set(content_stems(claim, language))
        self.negated = cues.negated_stems(claim, language)
        self.numbers = cues.numbers(claim, language)
        self.counterfactual = cues.counterfactual(claim, language)
        known = {w for text in texts for w in words(text)}
        self.words = set(words(claim))
        # names the sources never use, with the words around them
        self.new_names = [slot for slot in cues.name_slots(claim, language)
                          if slot[0] not in known]

    def overlap(self, text: str) -> tuple[float, set[str]]:
        shared = cues.shared_stems(self.said, set(content_stems(text, self.language)))
        return (len(shared) / len(self.said) if self.said else 0.0), shared

    def clashes(self, text: str, shared: set[str]) -> Clash:
        """How the sentence's words clash with the claim's ("" when they do not)."""
        language = self.language
        theirs = cues.negated_stems(text, language)
        for stem_ in shared:
            mine = any(cues.stems_match(stem_, n) for n in self.negated)
            if mine != any(cues.stems_match(stem_, n) for n in theirs):
                return "negation"
        stated = cues.numbers(text, language)
        if self.numbers and stated and not self.numbers & stated:
            return "number"
        if not self.counterfactual and cues.shared_stems(
                shared, cues.counterfactual_stems(text, language)):
            return "could_have"
        if any(name not in self.words
               and ((left and before and cues.stems_match(left, before))
                    or (right and after and cues.stems_match(right, after)))
               for _, left, right in self.new_names
               for name, before, after in cues.name_slots(text, language)):
            return "name"
        return ""


# -- the three phases: gather, pairs, conclude (shared by every check) -----------------


def _gather(claim: str, sources: Sequence[Source], language: str,
            reading: Reading = FACT_CHECK) -> tuple[list[Piece], int]:
    """The on-subject assertions of the openable sources (with `reading.windows`, each
    sentence also read after the one before it, when that one is an assertion too), and
    how many on-subject sentences were left out as reported speech."""
    pieces: list[Piece] = []
    left_out = 0
    n = 0
    openable = [(i, source) for i, source in enumerate(sources) if source.openable]
    claim_words = ClaimWords(claim, [s.text for _, s in openable], language)
    for i, source in openable:
        before = ""
        for sentence in sentences(source.text):
            n += 1
            if reported(sentence):
                left_out += on_subject(claim, sentence, language)
                before = ""
                continue
            read = list(premises(sentence))
            window = ""
            if reading.windows:
                window = f"{before} {sentence}" if before else sentence
                if window not in read:
                    read.append(window)
            before = sentence
            for premise in read:
                share = subject_share(claim, premise, language)
                if share < reading.gate:
                    continue
                # a window's words are its own sentence's (the one before is judged alone)
                judged = sentence if premise == window else premise
                overlap, shared = claim_words.overlap(judged)
                if reading.shared_word and not shared:
                    continue
                clash: Clash = claim_words.clashes(judged, shared) if reading.clashes else ""
                pieces.append(Piece(i, premise, n, shown=sentence, share=share,
                                    overlap=overlap, clash=clash))
    if reading.most and len(pieces) > reading.most:
        kept = sorted(range(len(pieces)), key=lambda i: -pieces[i].overlap)[:reading.most]
        pieces = [pieces[i] for i in sorted(kept)]
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
              layout: _Layout, scores: list[Scores] | None, engine: str,
              reading: Reading = FACT_CHECK) -> Evidence:
    if scores is None:  # no model: the words alone (see `features`)
        return Evidence(claim=claim, on_subject=pieces, reported=left_out,
                        engine=engine if pieces else "none")
    both = dict(zip(layout.denying, scores[layout.both_positive:], strict=True))
    claim_counterfactual = cues.counterfactual(claim, language)
    for i, piece in enumerate(pieces):
        piece.raw = Stance(float(scores[i].get("entailment", 0.0)),
                           float(scores[i].get("contradiction", 0.0)))
        piece.stance = stance(claim, piece.text, language, scores[i],
                              scores[layout.against_positive + i] if layout.positive
                              else None, both.get(i))
        if piece.clash:  # the same thing with one thing changed: its support denies
            piece.stance = Stance(0.0, max(piece.stance.supports, piece.stance.contradicts))
        elif reading.clashes and not claim_counterfactual and cues.counterfactual(
                piece.text, language):
            # "Joseph could have taken revenge" says what did not happen: it denies only
            # a claim that it did (a clash), never one about what happened instead
            piece.stance = Stance(piece.stance.supports, 0.0)
            piece.raw = Stance(piece.raw.supports, 0.0)
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
    # (A comment's reading keeps the support and weighs the share in `features`.)
    if reading.whole_claim:
        for piece in pieces:
            if piece.stance.supports > 0.0 and piece.share < 1.0:
                piece.stance = Stance(0.0, piece.stance.contradicts)
    verdict = decide([p.stance for p in pieces])
    deciding: list[Piece] = []
    if verdict != NOT_ESTABLISHED:
        side = "supports" if verdict == SUPPORTED else "contradicts"
        deciding = sorted((p for p in pieces if getattr(p.stance, side) >= DECIDES),
                          key=lambda p: -getattr(p.stance, side))
    return Evidence(claim=claim, verdict=verdict, on_subject=pieces, deciding=deciding,
                    reported=left_out, engine=engine if pieces else "none")


@dataclass
class Plan:
    """What a check will ask the model: its pieces and pairs (`plan`), to be scored
    in one batch with other checks' and read by `conclude`."""

    claim: str
    language: str
    reading: Reading
    pieces: list[Piece]
    left_out: int
    layout: _Layout

    @property
    def pairs(self) -> list[tuple[str, str]]:
        return self.layout.pairs


def plan(claim: str, sources: Sequence[Source], language: str,
         reading: Reading = FACT_CHECK) -> Plan:
    pieces, left_out = _gather(claim, sources, language, reading)
    layout = _pairs(claim, pieces, language) if pieces else _Layout([], False, 0, [], 0)
    return Plan(claim, language, reading, pieces, left_out, layout)


def conclude(planned: Plan, scores: list[Scores] | None, engine: str = "model") -> Evidence:
    """The evidence from the model's scores for `planned.pairs` (None: no model)."""
    if not planned.pieces:
        return Evidence(claim=planned.claim, reported=planned.left_out)
    return _conclude(planned.claim, planned.pieces, planned.left_out, planned.language,
                     planned.layout, scores, engine, planned.reading)


async def weigh(claim: str, sources: Sequence[Source], language: str,
                score: Score, reading: Reading = FACT_CHECK) -> Evidence:
    """The claim's verdict from `sources` (async NLI through `score`)."""
    planned = plan(claim, sources, language, reading)
    if not planned.pieces:
        return conclude(planned, None)
    scores, engine = await score(planned.pairs)
    return conclude(planned, scores, engine)


def weigh_blocking(claim: str, sources: Sequence[Source], language: str,
                   scorer: BlockingScorer, engine: str = "model",
                   reading: Reading = FACT_CHECK) -> Evidence:
    """The same, for code already in the NLI worker thread (a blocking scorer)."""
    planned = plan(claim, sources, language, reading)
    if not planned.pieces:
        return conclude(planned, None)
    return conclude(planned, scorer.entail_batch(planned.pairs), engine)


# -- the calibrated decision (a comment's) ---------------------------------------------

FEATURES = (
    "support", "support_on_subject", "entailment_on_topic", "contradiction",
    "contradiction_on_subject", "overlap", "coverage", "clash", "overstated",
    "model_support", "model_contradiction", "subject", "negated",
)
# The features that need no model (the word-overlap engine's classifier uses these).
LEXICAL_FEATURES = ("support", "overlap", "coverage", "clash", "overstated")
# How much of the claim a sentence must share to count fully as on topic: a sentence
# sharing half of the claim's content words is; one sharing none still counts a fifth
# (the model can see a paraphrase that shares no word).
_RELEVANCE_FLOOR, _RELEVANCE_SLOPE = 0.2, 2.0
# The piece most on topic: most shared words, then the model's strongest opinion.
_TOPIC_OPINION = 0.3
# The subject share above which a piece is "on the subject" for the features.
_ON_SUBJECT_FEATURE = 0.5


def _relevance(piece: Piece) -> float:
    return min(1.0, _RELEVANCE_FLOOR + _RELEVANCE_SLOPE * piece.overlap)


@dataclass
class Features:
    """What the calibrated classifier sees (`values`, by name, each 0-1) and the pieces
    that would be the evidence for a "supported" or a "contradicted" verdict."""

    values: dict[str, float]
    support: Piece | None
    against: Piece | None


def features(found: Evidence, sources: Sequence[Source], language: str,
             with_model: bool = True) -> Features:
    """The evidence summed up for the calibrated decision:

    support: the best piece's support times its relevance (its word overlap alone
    without a model); support_on_subject: the best support of a piece carrying most of
    the claim's subject (its entities and content words); entailment_on_topic: the
    support of the piece most on topic; contradiction: the highest overlap times
    contradiction (a clash counting as contradiction); contradiction_on_subject: the
    highest contradiction of a piece on the subject; overlap: the on-topic piece's share
    of the claim's content words; coverage: the share found anywhere; clash: the
    on-topic piece's overlap if its words clash with the claim's; overstated: the claim
    says "always", "only", "solo", "apenas"… where the sources do not."""
    pieces = found.on_subject
    if not pieces:
        return Features(dict.fromkeys(FEATURES, 0.0), None, None)
    claim = found.claim
    support = [p.stance.supports * _relevance(p) if with_model
               else (0.0 if p.clash else p.overlap) for p in pieces]
    against = [p.overlap * max(p.stance.contradicts, float(bool(p.clash)))
               for p in pieces]
    topic = max(range(len(pieces)), key=lambda i: pieces[i].overlap + _TOPIC_OPINION * (
        pieces[i].stance.supports + pieces[i].stance.contradicts))
    best = max(range(len(pieces)), key=lambda i: (support[i], pieces[i].overlap))
    worst = max(range(len(pieces)), key=lambda i: (against[i], pieces[i].overlap))
    said = set(content_stems(claim, language))
    texts = [s.text for s in sources if s.openable]
    seen = {s for text in texts for s in content_stems(text, language)}
    on_topic = pieces[topic]
    subject = [p for p in pieces if p.share >= _ON_SUBJECT_FEATURE]
    values = {
        "support": support[best],
        "support_on_subject": max((p.stance.supports for p in subject), default=0.0),
        "entailment_on_topic": on_topic.stance.supports,
        "contradiction": against[worst],
        "contradiction_on_subject": max((p.stance.contradicts for p in subject),
                                        default=0.0),
        "overlap": on_topic.overlap,
        "coverage": len(cues.shared_stems(said, seen)) / len(said) if said else 0.0,
        "clash": on_topic.overlap if on_topic.clash else 0.0,
        "overstated": 1.0 if cues.absolutes(claim, language)
        - cues.absolutes(" ".join(texts), language) else 0.0,
        # the model's own scores, before the polarity rules
        "model_support": max(p.raw.supports * _relevance(p) for p in pieces),
        "model_contradiction": max(p.raw.contradicts * p.overlap for p in pieces),
        "subject": max(p.share for p in pieces),
        "negated": 1.0 if negated(claim) else 0.0,
    }
    return Features(values, pieces[best], pieces[worst])


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
