"""Is a prepared comment supported by the paragraph, not in it, or contradicted by it?

`check_comment(comment, paragraphs, scriptures, language)` compares the comment
with every sentence of the paragraph(s) and with each cited scripture's text:

- the NLI model scores (hypothesis = comment) with the sentence alone as premise and
  with the sentence read after the one before it: entailment and contradiction;
- word overlap: the share of the comment's content words (light stems) the
  sentence holds;
- whether the words clash (app.study.words): a word the comment shares with the
  sentence is negated on one side only ("Jehová no nos compara" / "Jehová compara"),
  the numbers differ ("tres veces" / "una vez"), another name stands in the same
  place ("the angel Gabriel told" / "the angel Michael told"), or the sentence says
  what could have been ("Podía haber regresado": she did not). The model often
  misses these; where they clash, its entailment counts as contradiction.

These are summed up in a few features (`features_of`: the best support, the
contradiction of the sentences sharing the comment's words, how much of the comment
the paragraph covers, a clash on topic, an "always"/"only" the paragraph does not
say) and a regularised multinomial logistic classifier, fitted on the labelled
development set and stored in tuning.json (`python -m bench.answers --tune`), picks
"supported" (evidence: the best-supporting sentence), "contradicted" (evidence: the
sentence that denies it) or "unsupported" (plausible, but the paragraph does not say
it). Blocking: from async code call `check_comment_async`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from app.core.text import content_stems, split_sentences, words
from app.nli.engine import (
    MODEL,
    Engine,
    PairScorer,
    Scores,
    in_nli_thread,
    resolve_scorer,
    score_pairs,
)
from app.study.tuning import VERDICTS, CommentClassifier, CommentVerdict, load_tuning
from app.study.words import (
    absolutes,
    counterfactual,
    counterfactual_stems,
    name_slots,
    negated_stems,
    numbers,
    shared_stems,
    stems_match,
)


@dataclass
class Unit:
    """A sentence of a paragraph, or a scripture's text, the comment is compared with."""

    text: str
    source: Literal["paragraph", "scripture"]
    index: int  # the sentence's index over all paragraphs, or the scripture's index
    paragraph: int  # which paragraph (0-based); -1 for a scripture
    context: str = ""  # what the model reads: the sentence after the one before it


@dataclass
class PreparedComment:
    comment: str
    language: str
    units: list[Unit]
    passage: str  # the paragraphs as one text


@dataclass
class CommentFeatures:
    """What the classifier sees (`values`, by name) and the sentences that would be the
    evidence for a "supported" or a "contradicted" verdict."""

    values: dict[str, float]
    support_unit: Unit | None
    contradiction_unit: Unit | None


@dataclass
class CommentCheck:
    """The verdict, its strength (0-1), the sentence behind it ("" when unsupported), where
    that sentence is, and the engine that decided ("model" or "word-overlap", with the
    reason for a fallback in `note`)."""

    verdict: CommentVerdict
    score: float
    evidence: str
    engine: str = MODEL
    note: str = ""
    source: str = ""  # "paragraph", "scripture" or ""
    sentence: int | None = None
    paragraph: int | None = None

    def as_dict(self) -> dict[str, object]:
        return {"verdict": self.verdict, "score": round(self.score, 4),
                "evidence": self.evidence, "engine": self.engine, "note": self.note,
                "source": self.source, "sentence": self.sentence, "paragraph": self.paragraph}


def prepare(comment: str, paragraphs: Sequence[str], scriptures: Sequence[str],
            language: str) -> PreparedComment:
    units: list[Unit] = []
    index = 0
    for n, paragraph in enumerate(paragraphs):
        before = ""
        for sentence in split_sentences(paragraph):
            units.append(Unit(sentence, "paragraph", index, n, f"{before} {sentence}".strip()))
            before = sentence
            index += 1
    for k, scripture in enumerate(scriptures):
        if scripture.strip():
            text = " ".join(scripture.split())
            units.append(Unit(text, "scripture", k, -1, text))
    passage = " ".join(" ".join(p.split()) for p in paragraphs if p.strip())
    return PreparedComment(" ".join(comment.split()), language, units, passage)


def pairs_of(job: PreparedComment) -> list[tuple[str, str]]:
    """What the model scores, with the comment as hypothesis: each unit alone as premise,
    then, for a sentence that has one before it, the two read together (so that "he"
    and "there" keep their meaning). A unit's pairs are the ones `features_of` reads."""
    return [pair for unit in job.units for pair in _unit_pairs(unit, job.comment)]


def _unit_pairs(unit: Unit, comment: str) -> list[tuple[str, str]]:
    pairs = [(unit.text, comment)]
    if unit.context and unit.context != unit.text:
        pairs.append((unit.context, comment))
    return pairs


FEATURES = (
    "support", "entailment_on_topic", "contradiction", "overlap", "coverage", "clash",
    "overstated",
)
# The features that need no model (the word-overlap engine's classifier uses these).
LEXICAL_FEATURES = ("support", "overlap", "coverage", "clash", "overstated")
# How much of the comment a sentence must share to count fully as on topic: a sentence
# sharing half of the comment's content words is; one sharing none still counts a
# fifth (the model can see a paraphrase that shares no word).
_RELEVANCE_FLOOR, _RELEVANCE_SLOPE = 0.2, 2.0
# The unit most on topic: most shared words, then the model's strongest opinion.
_TOPIC_OPINION = 0.3


@dataclass
class UnitReading:
    """What one unit says about the comment: the share of the comment's content words
    it holds, the model's entailment and contradiction (after `clash`), and whether the
    words clash: a negation covering a shared word on one side only, different numbers,
    another name in the same place, or a counterfactual ("could have gone back")."""

    overlap: float
    entailment: float
    contradiction: float
    clash: bool

    @property
    def relevance(self) -> float:
        return min(1.0, _RELEVANCE_FLOOR + _RELEVANCE_SLOPE * self.overlap)


class ComparedComment:
    """The comment's words, read once, to compare with each unit."""

    def __init__(self, job: PreparedComment) -> None:
        language, comment = job.language, job.comment
        self.language = language
        self.said = set(content_stems(comment, language))
        self.negated = negated_stems(comment, language)
        self.numbers = numbers(comment, language)
        self.counterfactual = counterfactual(comment, language)
        known = {w for unit in job.units for w in words(unit.text)}
        self.words = set(words(comment))
        # names the paragraph and scriptures never use, with the words around them
        self.new_names = [slot for slot in name_slots(comment, language)
                          if slot[0] not in known]

    def overlap(self, stems: set[str]) -> tuple[float, set[str]]:
        shared = shared_stems(self.said, stems)
        return (len(shared) / len(self.said) if self.said else 0.0), shared

    def clashes(self, text: str, shared: set[str]) -> bool:
        """Do the unit's words clash with the comment's (see UnitReading)?"""
        language = self.language
        theirs = negated_stems(text, language)
        for stem_ in shared:
            mine = any(stems_match(stem_, n) for n in self.negated)
            if mine != any(stems_match(stem_, n) for n in theirs):
                return True
        stated = numbers(text, language)
        if self.numbers and stated and not self.numbers & stated:
            return True
        if not self.counterfactual and shared_stems(shared, counterfactual_stems(text, language)):
            return True
        return any(
            name not in self.words and ((left and before and stems_match(left, before))
                                        or (right and after and stems_match(right, after)))
            for _, left, right in self.new_names
            for name, before, after in name_slots(text, language))


def read_units(job: PreparedComment, scored: list[Scores] | None) -> list[UnitReading]:
    """Each unit's reading of the comment. The model's entailment is the higher of the
    unit alone and the unit after the sentence before it; its contradiction, their mean.
    Where the words clash, the model's entailment (it often misses a negation, a number
    or a name) is taken as contradiction: the unit says the same thing with one thing
    changed."""
    compared = ComparedComment(job)
    out, cursor = [], 0
    for unit in job.units:
        overlap, shared = compared.overlap(set(content_stems(unit.text, job.language)))
        clash = compared.clashes(unit.text, shared)
        entail = contra = 0.0
        size = len(_unit_pairs(unit, job.comment))
        if scored is not None:
            chunk = scored[cursor : cursor + size]
            entail = max(s.get("entailment", 0.0) for s in chunk)
            contra = sum(s.get("contradiction", 0.0) for s in chunk) / len(chunk)
        cursor += size
        if clash:
            entail, contra = 0.0, max(contra, entail)
        out.append(UnitReading(overlap, entail, contra, clash))
    return out


def features_of(job: PreparedComment, scored: list[Scores] | None) -> CommentFeatures:
    """The comment's features, each 0-1:

    support: the best unit's entailment times its relevance (word overlap alone without
    a model); entailment_on_topic: the entailment of the unit most on topic (most
    shared words, then the model's strongest opinion); contradiction: the highest
    overlap times contradiction; overlap: the on-topic unit's share of the comment's
    content words; coverage: the share found anywhere; clash: the on-topic unit's
    overlap if its words clash with the comment's (see UnitReading); overstated: the
    comment says "always", "only", "solo", "apenas"… where the paragraph does not."""
    if not job.units:
        return CommentFeatures(dict.fromkeys(FEATURES, 0.0), None, None)
    readings = read_units(job, scored)
    count = len(readings)
    with_model = scored is not None
    support = [r.entailment * r.relevance if with_model else r.overlap for r in readings]
    against = [r.overlap * (r.contradiction + r.clash) for r in readings]
    topic = max(range(count), key=lambda i: readings[i].overlap + _TOPIC_OPINION * (
        readings[i].entailment + readings[i].contradiction))
    best_support = max(range(count), key=lambda i: (support[i], readings[i].overlap))
    best_against = max(range(count), key=lambda i: (against[i], readings[i].overlap))
    said = set(content_stems(job.comment, job.language))
    seen = {s for unit in job.units for s in content_stems(unit.text, job.language)}
    on_topic = readings[topic]
    paragraph_absolutes = absolutes(" ".join(u.text for u in job.units), job.language)
    values = {
        "support": support[best_support],
        "entailment_on_topic": on_topic.entailment,
        "contradiction": max(r.overlap * r.contradiction for r in readings),
        "overlap": on_topic.overlap,
        "coverage": len(shared_stems(said, seen)) / len(said) if said else 0.0,
        "clash": on_topic.overlap if on_topic.clash else 0.0,
        "overstated": 1.0 if absolutes(job.comment, job.language) - paragraph_absolutes
        else 0.0,
    }
    return CommentFeatures(values, job.units[best_support], job.units[best_against])


def decide(features: CommentFeatures, classifier: CommentClassifier,
           engine: str = MODEL, note: str = "") -> CommentCheck:
    """The verdict the classifier gives, its probability and the sentence behind it."""
    probabilities = classify(features.values, classifier)
    verdict = max(VERDICTS, key=lambda v: probabilities[v])
    unit = {"supported": features.support_unit,
            "contradicted": features.contradiction_unit}.get(verdict)
    if unit is None:
        return CommentCheck("unsupported", probabilities["unsupported"], "", engine, note)
    return CommentCheck(
        verdict, probabilities[verdict], unit.text, engine, note, unit.source,
        unit.index if unit.source == "paragraph" else None,
        unit.paragraph if unit.source == "paragraph" else None,
    )


def classify(values: dict[str, float], c: CommentClassifier) -> dict[str, float]:
    """Softmax probabilities of the three verdicts."""
    return {verdict: p for verdict, p in c.probabilities(values).items()}


def check_comments(
    items: Sequence[tuple[str, Sequence[str], Sequence[str]]],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> list[CommentCheck]:
    """`check_comment` for many (comment, paragraphs, scriptures) at once, one model batch.

    Blocking; from async code use `check_comment_async`."""
    jobs = [prepare(c, p, s, language) for c, p, s in items]
    engine: Engine = resolve_scorer(entailer, language, use_model=use_model)
    pairs = [pair for job in jobs for pair in pairs_of(job)]
    scored = score_pairs(engine, pairs)
    tuning = load_tuning()
    classifier = tuning.comments_model if engine.name == MODEL else tuning.comments_overlap
    out, cursor = [], 0
    for job in jobs:
        size = len(pairs_of(job))
        chunk = scored[cursor : cursor + size] if scored is not None else None
        cursor += size
        out.append(decide(features_of(job, chunk), classifier, engine.name, engine.note))
    return out


def check_comment(
    comment: str,
    paragraphs: Sequence[str],
    scriptures: Sequence[str],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> CommentCheck:
    """Supported / unsupported / contradicted, with the deciding sentence (blocking)."""
    return check_comments([(comment, paragraphs, scriptures)], language, entailer,
                          use_model=use_model)[0]


async def check_comment_async(
    comment: str,
    paragraphs: Sequence[str],
    scriptures: Sequence[str],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> CommentCheck:
    """`check_comment` in the NLI worker thread (the UI's debounced check calls this)."""
    return await in_nli_thread(
        lambda: check_comment(comment, paragraphs, scriptures, language, entailer,
                              use_model=use_model))
