"""How the answer model's scores are read: the calibration beside the NLI model.

The answer model (answer.onnx, models/build_answers.py --branch-from) scores each
(question part, candidate sentence) pair (`NLIModel.answer_batch`); a softmax over a
paragraph's sentences turns the scores into each sentence's probability of holding the
answer. `python -m bench.answer_model --write` chooses on dev whether each candidate is
shown with the sentence before it (`context`, the form the model was also trained on),
how much the weighted word-overlap sum (`lexical`) and the answer head's scores (`head`,
app/study/answer_head.py) add to the score, and fits how likely the top sentence is
right (`confidence`, with the "clear" threshold at >= 90% precision on every dev group),
and stores them as answer-calibration.json in the model folder. A folder without the
answer model or the file ranks answers by the answer head alone (app.study.answers).
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from app.study.tuning import AnswerConfidence

CALIBRATION_FILE = "answer-calibration.json"


class AnswerCalibration(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # each candidate shown with the sentence before it ("… prev » candidate")
    context: bool = True
    # how much the weighted word-overlap sum (app.study.answers.combine without the
    # model's weight) adds to the model's answer score before the softmax; 0: none
    lexical: float = 0.0
    # how much the answer head's score (over the NLI model's pair vectors) adds; 0: none
    head: float = 0.0
    confidence: AnswerConfidence = AnswerConfidence()
    # the dev top-1 per group it was chosen with (es, en, pt: QA dev; own: our paragraphs)
    dev_top1: dict[str, float] = {}


@functools.cache
def load_calibration(folder: Path) -> AnswerCalibration | None:
    """The calibration stored in a model folder, or None when it has none."""
    path = folder / CALIBRATION_FILE
    if not path.is_file():
        return None
    return AnswerCalibration.model_validate(json.loads(path.read_text("utf-8")))


def sentence_probabilities(scores: Sequence[float], never: Sequence[bool]) -> list[float]:
    """A softmax of one paragraph's answer scores; a sentence flagged in `never` (an
    introduction) gets -inf, unless every sentence is flagged."""
    if not scores:
        return []
    usable = [not n for n in never] if not all(never) else [True] * len(scores)
    top = max(s for s, ok in zip(scores, usable, strict=True) if ok)
    exp = [math.exp(s - top) if ok else 0.0 for s, ok in zip(scores, usable, strict=True)]
    total = sum(exp)
    return [e / total if ok else -math.inf for e, ok in zip(exp, usable, strict=True)]
