"""The answer head: which sentence of a paragraph answers a question part, read from the
NLI model's own pair representation.

Each (sentence, question part) pair goes through the shipped cross-encoder once
(`NLIModel.represent_batch`): its mean-pooled encoder vector and its three NLI
probabilities, with the lexical and positional features of app/study/selector.py,
make the head's input (`head_inputs`). The head (linear, or one ReLU layer) gives each
sentence a score; a softmax over the paragraph's sentences turns the scores into each
sentence's probability of holding the answer. Trained and chosen on dev by
`python -m bench.answer_head --write`, stored beside the model as answer-head.json
(its figures in the model folder's EVAL.md, its data in LICENSE.md). A model folder
without the file, or a model without the pooled output, has no head: the app then
ranks answers as before (app.study.answers).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import numpy as np
from pydantic import BaseModel, ConfigDict, model_validator

from app.study.tuning import AnswerConfidence

HEAD_FILE = "answer-head.json"


class AnswerHead(BaseModel):
    """Inputs standardised with `mean` and `scale`; then score = w2 · relu(w1ᵀx + b1)
    (or w2 · x when w1 is empty: a linear head)."""

    model_config = ConfigDict(extra="forbid")

    mean: list[float]
    scale: list[float]
    w1: list[list[float]] = []
    b1: list[float] = []
    w2: list[float]
    # how likely the top sentence is right (app.study.answers.CONFIDENCE_FEATURES over
    # the head's probabilities), its "clear" threshold chosen on dev for 90% precision
    confidence: AnswerConfidence = AnswerConfidence()
    dev_top1: dict[str, float] = {}

    @model_validator(mode="after")
    def _consistent(self) -> AnswerHead:
        d = len(self.mean)
        if len(self.scale) != d:
            raise ValueError("mean and scale need one value per input")
        if self.w1:
            if len(self.w1) != d or any(len(row) != len(self.b1) for row in self.w1):
                raise ValueError("w1 must be inputs x hidden, b1 one value per hidden unit")
            if len(self.w2) != len(self.b1):
                raise ValueError("w2 needs one weight per hidden unit")
        elif len(self.w2) != d:
            raise ValueError("a linear head needs one weight per input")
        return self

    @functools.cached_property
    def _arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray | None,
                               np.ndarray | None, np.ndarray]:
        scale = np.array(self.scale)
        return (np.array(self.mean), np.where(scale > 0, scale, 1.0),
                np.array(self.w1) if self.w1 else None,
                np.array(self.b1) if self.w1 else None, np.array(self.w2))

    @property
    def inputs(self) -> int:
        return len(self.mean)

    def scores(self, table: np.ndarray) -> np.ndarray:
        """Each row's score (rows: `head_inputs`)."""
        mean, scale, w1, b1, w2 = self._arrays
        x = (table - mean) / scale
        if w1 is not None and b1 is not None:
            x = np.maximum(0.0, x @ w1 + b1)
        return np.asarray(x @ w2, dtype=np.float64)

    def probabilities(self, table: np.ndarray) -> list[float]:
        """Each sentence's probability of holding the answer (softmax over the rows)."""
        if table.shape[0] == 0:
            return []
        z = self.scores(table)
        e = np.exp(z - z.max())
        return [float(v) for v in e / e.sum()]


@functools.cache
def load_head(folder: Path) -> AnswerHead | None:
    """The head stored in a model folder, or None when it has none."""
    path = folder / HEAD_FILE
    if not path.is_file():
        return None
    return AnswerHead.model_validate(json.loads(path.read_text("utf-8")))


def head_inputs(vectors: np.ndarray, probs: np.ndarray, lexical: np.ndarray) -> np.ndarray:
    """One row per sentence: its pair vector, its NLI probabilities (entailment,
    neutral, contradiction) and its lexical features."""
    return np.hstack([np.asarray(vectors, dtype=np.float64), np.asarray(probs, np.float64),
                      np.asarray(lexical, np.float64)])
