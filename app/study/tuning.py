"""The weights and thresholds of the answer ranker and the comment checker.

They are data, not code: tuning.json beside this module, written by
`python -m bench.answers --tune` from the labelled development split, so a new
NLI model (different score scales) only needs a re-tune.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict

TUNING_FILE = Path(__file__).with_name("tuning.json")


class AnswerWeights(BaseModel):
    model_config = ConfigDict(extra="forbid")

    model: float = 0.0
    overlap: float = 1.0
    reason: float = 0.0
    position: float = 0.0
    question_penalty: float = 0.5
    keep_ratio: float = 0.9
    max_per_part: int = 2


class CommentThresholds(BaseModel):
    """A comment is supported when its best support score reaches `supported`, else
    contradicted when its best contradiction score reaches `contradicted`."""

    model_config = ConfigDict(extra="forbid")

    model: float = 0.0
    overlap: float = 1.0
    negation: float = 0.0
    supported: float = 0.6
    contradicted: float = 0.5


class Tuning(BaseModel):
    model_config = ConfigDict(extra="forbid")

    answers_model: AnswerWeights = AnswerWeights()
    answers_overlap: AnswerWeights = AnswerWeights()
    comments_model: CommentThresholds = CommentThresholds()
    comments_overlap: CommentThresholds = CommentThresholds()


@functools.cache
def load_tuning(path: Path = TUNING_FILE) -> Tuning:
    """The shipped tuning (defaults for any value the file does not set)."""
    if not path.is_file():
        return Tuning()
    return Tuning.model_validate(json.loads(path.read_text("utf-8")))
