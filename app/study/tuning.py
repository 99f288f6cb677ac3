"""The weights and thresholds of the answer ranker and the comment checker.

They are data, not code: tuning.json beside this module, written by
`python -m bench.answers --tune` from the labelled development split, so a new
NLI model (different score scales) only needs a re-tune.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

TUNING_FILE = Path(__file__).with_name("tuning.json")


class AnswerWeights(BaseModel):
    model_config = ConfigDict(extra="forbid")

    model: float = 0.0
    overlap: float = 1.0
    previous: float = 0.0
    cue: float = 0.0
    position: float = 0.0
    first: float = 0.0
    question: float = -0.5
    keep_ratio: float = 0.9
    max_per_part: int = 2


class AnswerConfidence(BaseModel):
    """How likely the highlighted answer is right: a logistic model over the best
    sentence's score, its lead over the next sentence, its share of the question's
    words and the question-kind cue (app.study.answers.CONFIDENCE_FEATURES), fitted by
    `python -m bench.answers --tune` on whether the dev split's top sentence was gold.
    At `clear` or above the answer is called clear; below it, the person is told to
    read the whole paragraph."""

    model_config = ConfigDict(extra="forbid")

    weights: list[float] = [1.0, 2.0, 1.0, 0.5]
    bias: float = -1.0
    clear: float = 0.8


CommentVerdict = Literal["supported", "unsupported", "contradicted"]
VERDICTS: tuple[CommentVerdict, ...] = ("supported", "unsupported", "contradicted")


class CommentClassifier(BaseModel):
    """A regularised multinomial logistic classifier over a comment's features (see
    app.study.comments.FEATURES): each feature is standardised with `mean` and `scale`,
    each verdict (in VERDICTS order) gets the logit `bias + weights · features`, and the
    softmax of the logits gives the verdicts' probabilities. Fitted by
    `python -m bench.answers --tune` on the labelled dev split, with the L2 strength
    `l2` chosen there by cross-validation (`cv_accuracy`, grouped by paragraph). The
    default is a hand-set rule for a missing tuning file: support above 0.5 means
    supported, contradiction above 0.4 contradicted."""

    model_config = ConfigDict(extra="forbid")

    features: list[str] = ["support", "contradiction"]
    mean: list[float] = [0.0, 0.0]
    scale: list[float] = [1.0, 1.0]
    weights: list[list[float]] = [[10.0, 0.0], [0.0, 0.0], [0.0, 10.0]]
    bias: list[float] = [-5.0, 0.0, -4.0]
    l2: float | None = None  # the L2 strength it was fitted with (None: hand-set)
    cv_accuracy: float | None = None  # its cross-validated accuracy on the dev split

    @model_validator(mode="after")
    def _consistent(self) -> CommentClassifier:
        n = len(self.features)
        if len(self.mean) != n or len(self.scale) != n:
            raise ValueError(f"mean and scale need one value per feature ({n})")
        if len(self.bias) != len(VERDICTS) or len(self.weights) != len(VERDICTS):
            raise ValueError(f"weights and bias need one row per verdict ({len(VERDICTS)})")
        if any(len(row) != n for row in self.weights):
            raise ValueError(f"each row of weights needs one value per feature ({n})")
        return self

    def probabilities(self, values: Mapping[str, float]) -> dict[CommentVerdict, float]:
        """The softmax probability of each verdict for these feature values (a feature
        missing from `values` counts as 0)."""
        x = [(values.get(name, 0.0) - m) / (s or 1.0)
             for name, m, s in zip(self.features, self.mean, self.scale, strict=True)]
        logits = [b + sum(w * v for w, v in zip(row, x, strict=True))
                  for row, b in zip(self.weights, self.bias, strict=True)]
        top = max(logits)
        exp = [math.exp(v - top) for v in logits]
        total = sum(exp)
        return {v: e / total for v, e in zip(VERDICTS, exp, strict=True)}


AnswerSelectorKind = Literal["weighted", "learned", "head"]


class Tuning(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # which ranks the answer sentences: the weighted sum below ("weighted"), the
    # learned selector of app/study/selector.json ("learned"; see SELECTOR-EVAL.md) or
    # the answer head over the NLI model's pair vectors ("head", app/study/answer_head.py;
    # when the model folder has no head, the weighted sum)
    answers_selector: AnswerSelectorKind = "weighted"
    answers_model: AnswerWeights = AnswerWeights()
    answers_overlap: AnswerWeights = AnswerWeights()
    answer_confidence_model: AnswerConfidence = AnswerConfidence()
    answer_confidence_overlap: AnswerConfidence = AnswerConfidence()
    answer_confidence_learned: AnswerConfidence = AnswerConfidence()
    comments_model: CommentClassifier = CommentClassifier()
    comments_overlap: CommentClassifier = CommentClassifier()


@functools.cache
def load_tuning(path: Path = TUNING_FILE) -> Tuning:
    """The shipped tuning (defaults for any value the file does not set)."""
    if not path.is_file():
        return Tuning()
    return Tuning.model_validate(json.loads(path.read_text("utf-8")))
