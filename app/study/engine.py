"""Which engine scores study text: the local NLI model, or word overlap when it cannot.

`PairScorer` is anything with a *blocking* `entail_batch(pairs)` returning
{entailment, neutral, contradiction} per (premise, hypothesis) pair, such as
`app.nli.NLIModel`. `resolve_scorer` finds the default model and says, in
`Engine.note`, why it falls back to word overlap; `score_pairs` does the same when
the model fails mid-way. The engine used is always reported, never silent.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from app.core.i18n import tr

log = logging.getLogger(__name__)

MODEL = "model"
WORD_OVERLAP = "word-overlap"

Scores = dict[str, float]


class PairScorer(Protocol):
    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        """Blocking: entailment/neutral/contradiction probabilities per pair."""
        ...


@dataclass
class Engine:
    """The scorer to use (None: word overlap only), its name and why it was chosen (in
    `language`, the reader's)."""

    scorer: PairScorer | None
    name: str
    note: str = ""
    language: str = "en"


def resolve_scorer(entailer: PairScorer | None, language: str = "en", *,
                   use_model: bool = True, why_not: str = "study.overlap_asked") -> Engine:
    """The given scorer, else the default local model, else word overlap (with the reason
    in `language`: the message `why_not` when the caller chose not to use the model)."""
    if not use_model:
        return Engine(None, WORD_OVERLAP, tr(why_not, language), language)
    if entailer is not None:
        return Engine(entailer, MODEL, language=language)
    try:
        from app.nli.model import default_model

        return Engine(default_model(), MODEL, language=language)
    except Exception as exc:  # no model installed, or an unreadable one
        log.warning("NLI model unavailable; scoring by word overlap: %s", exc)
        return Engine(None, WORD_OVERLAP, tr("study.model_unavailable", language, error=exc),
                      language)


def score_pairs(engine: Engine, pairs: list[tuple[str, str]]) -> list[Scores] | None:
    """The model's scores for every pair, or None (and `engine` switched to word overlap
    with the reason) when there is no model or it fails."""
    if engine.scorer is None or not pairs:
        return None if engine.scorer is None else []
    try:
        scores = engine.scorer.entail_batch(pairs)
        if len(scores) != len(pairs):
            raise ValueError(f"{len(scores)} scores for {len(pairs)} pairs")
        return scores
    except Exception as exc:  # a broken model must not lose the answer: fall back, say so
        log.warning("NLI model failed; scoring by word overlap", exc_info=True)
        engine.scorer = None
        engine.name = WORD_OVERLAP
        engine.note = tr("study.model_failed", engine.language,
                         error=f"{type(exc).__name__}: {exc}")
        return None


class EntailerScorer:
    """A blocking PairScorer over the session's `OnnxEntailer` (the same loaded model),
    for code that already runs in the NLI worker thread."""

    def __init__(self, entailer: Any) -> None:
        self.entailer = entailer

    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        model = self.entailer.model()
        model.load()
        result: list[Scores] = model.entail_batch(pairs)
        return result


def scorer_for(entailer: object) -> tuple[PairScorer | None, bool]:
    """(scorer, use_model) for the session's async entailer (`services["entailer"]`): its
    model when it is the ONNX one, word overlap when the session runs without a model,
    the default model when there is none."""
    from app.nli.entailer import OnnxEntailer
    from app.orchestrator.critique import LexicalEntailer

    if isinstance(entailer, OnnxEntailer):
        return EntailerScorer(entailer), True
    if isinstance(entailer, LexicalEntailer):
        return None, False
    return None, True
