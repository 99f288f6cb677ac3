"""Is a prepared comment supported by the paragraph, not in it, or contradicted by it?

`check_comment(comment, paragraphs, scriptures, language)` compares the comment
with every sentence of the paragraph(s) and with each cited scripture's text:

- the NLI model scores (premise = sentence, read after the one before it, or
  scripture; hypothesis = comment): entailment and contradiction probabilities;
- word overlap: the share of the comment's content words (light stems) the
  sentence holds; a negation on one side only ("no", "never", "não") hints at a
  contradiction.

These are summed up in a few features (`features_of`: the best support, the
contradiction of the sentence most on topic, how much of the comment the
paragraph covers…) and a small linear classifier, fitted on the labelled
development set and stored in tuning.json (`python -m bench.answers --tune`),
picks "supported" (evidence: the best-supporting sentence), "contradicted"
(evidence: the on-topic sentence that denies it) or "unsupported" (plausible,
but the paragraph does not say it). Blocking: from async code call
`check_comment_async`.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from app.study.engine import MODEL, Engine, PairScorer, Scores, resolve_scorer, score_pairs
from app.study.sentences import split_sentences
from app.study.tuning import VERDICTS, CommentClassifier, CommentVerdict, load_tuning
from app.study.words import content_stems, exclusive, negated


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
    """What the model scores: each unit, read after the sentence before it (so that "he"
    and "there" keep their meaning), as premise with the comment as hypothesis; then the
    whole passage with the comment (a comment may sum up several sentences)."""
    if not job.units:
        return []
    pairs = [(unit.context or unit.text, job.comment) for unit in job.units]
    return pairs + ([(job.passage, job.comment)] if job.passage else [])


FEATURES = (
    "support", "entailment", "entailment_on_topic", "contradiction", "contradiction_on_topic",
    "contradiction_lift", "overlap", "coverage", "negation_on_topic", "exclusive",
    "passage_entailment", "passage_contradiction",
)


def features_of(job: PreparedComment, scored: list[Scores] | None) -> CommentFeatures:
    """The comment's features, each 0-1 except the lift (-1 to 1):

    support: the best unit's mean of entailment and overlap (overlap alone without a
    model); entailment: the highest entailment; *_on_topic: the value at the unit
    sharing most of the comment's words; contradiction: the highest overlap times
    contradiction; contradiction_lift:
    contradiction on topic minus its mean over the units (the model calls many unrelated
    pairs contradictions); overlap: the best
    unit's share of the comment's content words; coverage: the share found anywhere;
    negation_on_topic: a negation on one side only, on topic, times its overlap;
    exclusive: the comment restricts ("only", "solo", "apenas"); passage_*: the model's
    scores with the whole passage as premise."""
    said = set(content_stems(job.comment, job.language))
    comment_negated = negated(job.comment, job.language)
    if not job.units:
        return CommentFeatures(dict.fromkeys(FEATURES, 0.0), None, None)
    overlap, entail, contra, flip = [], [], [], []
    seen: set[str] = set()
    count = len(job.units)
    for n, unit in enumerate(job.units):
        stems = set(content_stems(unit.text, job.language))
        seen |= stems
        overlap.append(len(said & stems) / len(said) if said else 0.0)
        flip.append(1.0 if negated(unit.text, job.language) != comment_negated else 0.0)
        entail.append(scored[n].get("entailment", 0.0) if scored is not None else 0.0)
        contra.append(scored[n].get("contradiction", 0.0) if scored is not None else 0.0)
    passage = scored[count] if scored is not None and len(scored) > count else {}
    support = [(e + o) / 2 if scored is not None else o
               for e, o in zip(entail, overlap, strict=True)]
    # the unit most on topic: most shared words, then the model's strongest opinion
    topic = max(range(count), key=lambda i: (overlap[i], max(entail[i], contra[i])))
    best_support = max(range(count), key=lambda i: support[i])
    against = [o * (1 + c + f) for o, c, f in zip(overlap, contra, flip, strict=True)]
    best_against = max(range(count), key=lambda i: against[i])
    values = {
        "support": support[best_support],
        "entailment": max(entail),
        "entailment_on_topic": entail[topic],
        "contradiction": max(o * c for o, c in zip(overlap, contra, strict=True)),
        "contradiction_on_topic": contra[topic],
        "contradiction_lift": contra[topic] - sum(contra) / count,
        "overlap": overlap[topic],
        "coverage": len(said & seen) / len(said) if said else 0.0,
        "negation_on_topic": flip[topic] * overlap[topic],
        "exclusive": 1.0 if exclusive(job.comment, job.language) else 0.0,
        "passage_entailment": passage.get("entailment", 0.0),
        "passage_contradiction": passage.get("contradiction", 0.0),
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
    x = [(values.get(name, 0.0) - m) / (s or 1.0)
         for name, m, s in zip(c.features, c.mean, c.scale, strict=True)]
    logits = [b + sum(w * v for w, v in zip(row, x, strict=True))
              for row, b in zip(c.weights, c.bias, strict=True)]
    top = max(logits)
    exp = [math.exp(v - top) for v in logits]
    total = sum(exp)
    return {v: e / total for v, e in zip(VERDICTS, exp, strict=True)}


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
    from app.nli.entailer import nli_executor

    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(
        nli_executor(),
        lambda: check_comment(comment, paragraphs, scriptures, language, entailer,
                              use_model=use_model),
    )
