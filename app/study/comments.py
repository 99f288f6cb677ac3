"""Is a prepared comment supported by the paragraph, not in it, or contradicted by it?

`check_comment(comment, paragraphs, scriptures, language)` compares the comment
with every sentence of the paragraph(s) and with each cited scripture's text:

- the NLI model scores (premise = sentence or scripture, hypothesis = comment):
  entailment and contradiction probabilities;
- word overlap: the share of the comment's content words (light stems) the
  sentence holds; a negation on one side only ("no", "never", "não") hints at a
  contradiction.

A sentence's *support* mixes its entailment and its overlap; its *contradiction*
is its overlap times a mix of the model's contradiction and the negation hint (a
sentence about something else cannot contradict the comment). The verdict:
"contradicted" when the strongest contradiction reaches its threshold, else
"supported" when the strongest support reaches its threshold, else
"unsupported" (plausible, but the paragraph does not say it). Weights and
thresholds live in tuning.json (`python -m bench.answers --tune`). Blocking: from
async code call `check_comment_async`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from app.study.engine import MODEL, Engine, PairScorer, Scores, resolve_scorer, score_pairs
from app.study.sentences import split_sentences
from app.study.tuning import CommentThresholds, load_tuning
from app.study.words import content_stems, negated

CommentVerdict = Literal["supported", "unsupported", "contradicted"]


@dataclass
class Unit:
    """A sentence of a paragraph, or a scripture's text, the comment is compared with."""

    text: str
    source: Literal["paragraph", "scripture"]
    index: int  # the sentence's index over all paragraphs, or the scripture's index
    paragraph: int  # which paragraph (0-based); -1 for a scripture


@dataclass
class PreparedComment:
    comment: str
    language: str
    units: list[Unit]


@dataclass
class CommentFeatures:
    units: list[Unit]
    # per unit: entailment, contradiction, overlap (0-1), negation on one side only (0/1)
    values: list[tuple[float, float, float, float]]


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
        for sentence in split_sentences(paragraph):
            units.append(Unit(sentence, "paragraph", index, n))
            index += 1
    for k, scripture in enumerate(scriptures):
        if scripture.strip():
            units.append(Unit(" ".join(scripture.split()), "scripture", k, -1))
    return PreparedComment(" ".join(comment.split()), language, units)


def pairs_of(job: PreparedComment) -> list[tuple[str, str]]:
    return [(unit.text, job.comment) for unit in job.units]


def features_of(job: PreparedComment, scored: list[Scores] | None) -> CommentFeatures:
    said = set(content_stems(job.comment, job.language))
    comment_negated = negated(job.comment, job.language)
    values = []
    for n, unit in enumerate(job.units):
        stems = set(content_stems(unit.text, job.language))
        overlap = len(said & stems) / len(said) if said else 0.0
        flip = 1.0 if negated(unit.text, job.language) != comment_negated else 0.0
        entail = scored[n].get("entailment", 0.0) if scored is not None else 0.0
        contra = scored[n].get("contradiction", 0.0) if scored is not None else 0.0
        values.append((entail, contra, overlap, flip))
    return CommentFeatures(job.units, values)


def _mix(a: float, wa: float, b: float, wb: float) -> float:
    return (wa * a + wb * b) / (wa + wb) if wa + wb > 0 else 0.0


def decide(features: CommentFeatures, t: CommentThresholds,
           engine: str = MODEL, note: str = "") -> CommentCheck:
    """The verdict from the features and the thresholds (see the module doc)."""
    support = [_mix(e, t.model, o, t.overlap) for e, _, o, _ in features.values]
    contra = [o * _mix(c, t.model, f, t.negation) for _, c, o, f in features.values]
    if not features.units:
        return CommentCheck("unsupported", 0.0, "", engine, note)
    best_contra = max(range(len(contra)), key=lambda i: contra[i])
    best_support = max(range(len(support)), key=lambda i: support[i])
    if contra[best_contra] >= t.contradicted:
        return _check("contradicted", contra[best_contra], features.units[best_contra],
                      engine, note)
    if support[best_support] >= t.supported:
        return _check("supported", support[best_support], features.units[best_support],
                      engine, note)
    return CommentCheck("unsupported", 1.0 - support[best_support], "", engine, note)


def _check(verdict: CommentVerdict, score: float, unit: Unit, engine: str,
           note: str) -> CommentCheck:
    return CommentCheck(
        verdict, max(0.0, min(1.0, score)), unit.text, engine, note, unit.source,
        unit.index if unit.source == "paragraph" else None,
        unit.paragraph if unit.source == "paragraph" else None,
    )


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
    engine: Engine = resolve_scorer(entailer, use_model=use_model)
    pairs = [pair for job in jobs for pair in pairs_of(job)]
    scored = score_pairs(engine, pairs)
    tuning = load_tuning()
    thresholds = tuning.comments_model if engine.name == MODEL else tuning.comments_overlap
    out, cursor = [], 0
    for job in jobs:
        chunk = scored[cursor : cursor + len(job.units)] if scored is not None else None
        cursor += len(job.units)
        out.append(decide(features_of(job, chunk), thresholds, engine.name, engine.note))
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
