"""A learned answer selector: which sentence of a paragraph answers a question part.

Each sentence gets a vector of lexical and positional features (`FEATURES`, made by
`sentence_features`); a linear model scores them and a softmax over the paragraph's
sentences turns the scores into each sentence's probability of holding the answer.
The weights were fitted (listwise: the gold sentence's log-probability, L2) on the
public QA answer-sentence data and chosen on its dev splits by
`python -m bench.answer_selector --write`; they live in selector.json beside this
module (its sources and licences in SELECTOR-LICENSE.md, its figures in
SELECTOR-EVAL.md). numpy only: no model runs here.
"""

from __future__ import annotations

import functools
import itertools
import json
import math
import re
from pathlib import Path

import numpy as np
from pydantic import BaseModel, ConfigDict, model_validator

from app.core.text import content_stems, words

SELECTOR_FILE = Path(__file__).with_name("selector.json")

FEATURES = (
    "overlap", "previous", "next", "margin", "best", "share", "bigrams", "names",
    "number", "cue", "position", "first", "last", "question", "length",
)

# questions that ask for a quantity or a date: "how many", "cuántos", "quando"… (folded)
_QUANTITY = re.compile(
    r"\b(?:how\s+(?:many|much|long|old)|when|what\s+year|cuant[oa]s?|cuando|"
    r"en\s+que\s+ano|quant[oa]s?|quando|em\s+que\s+ano)\b")
_DIGIT = re.compile(r"\d")
_NAME = re.compile(r"(?<!^)(?<![.!?¿¡]\s)\b([A-ZÁÉÍÓÚÑÇÂÊÔÃÕ][\w'-]+)")


class AnswerSelector(BaseModel):
    """The fitted linear model: features standardised with `mean` and `scale`, then
    `weights` (one per feature); `l2` and `dev_top1` record how it was chosen."""

    model_config = ConfigDict(extra="forbid")

    features: list[str]
    mean: list[float]
    scale: list[float]
    weights: list[float]
    l2: float = 0.0
    dev_top1: dict[str, float] = {}

    @model_validator(mode="after")
    def _consistent(self) -> AnswerSelector:
        n = len(self.features)
        if not (len(self.mean) == len(self.scale) == len(self.weights) == n):
            raise ValueError(f"mean, scale and weights need one value per feature ({n})")
        unknown = set(self.features) - set(FEATURES)
        if unknown:
            raise ValueError(f"unknown features: {sorted(unknown)}")
        return self

    def probabilities(self, table: np.ndarray) -> list[float]:
        """Each sentence's probability of being the answer (softmax over the rows of
        `table`, one row per sentence in FEATURES order)."""
        if table.shape[0] == 0:
            return []
        columns = [FEATURES.index(name) for name in self.features]
        x = (table[:, columns] - np.array(self.mean)) / np.where(
            np.array(self.scale) > 0, np.array(self.scale), 1.0)
        z = x @ np.array(self.weights)
        z = np.exp(z - z.max())
        return [float(v) for v in z / z.sum()]


@functools.cache
def load_selector(path: Path = SELECTOR_FILE) -> AnswerSelector | None:
    """The shipped selector, or None when its file is missing."""
    if not path.is_file():
        return None
    return AnswerSelector.model_validate(json.loads(path.read_text("utf-8")))


def _bigrams(tokens: list[str]) -> set[tuple[str, str]]:
    return set(itertools.pairwise(tokens))


def sentence_features(question: str, sentences: list[str], overlap: list[float],
                      cue: list[float], language: str) -> np.ndarray:
    """One row per sentence, FEATURES in order. `overlap` is each sentence's
    rarity-weighted share of the question's content stems and `cue` its question-kind
    cue (app.study.answers computes both)."""
    n = len(sentences)
    asked = set(content_stems(question, language))
    asked_pairs = _bigrams(content_stems(question, language))
    names = {w.lower() for w in _NAME.findall(question)}
    quantity = _QUANTITY.search(" ".join(words(question))) is not None
    stems = [content_stems(s, language) for s in sentences]
    lengths = [max(1, len(words(s))) for s in sentences]
    mean_length = sum(lengths) / n if n else 1.0
    top = max(overlap, default=0.0)
    rows = []
    for i, sentence in enumerate(sentences):
        mine = set(stems[i])
        others = [overlap[j] for j in range(n) if j != i]
        said = {w.lower() for w in re.findall(r"[\w'-]+", sentence)}
        rows.append([
            overlap[i],
            overlap[i - 1] if i > 0 else 0.0,
            overlap[i + 1] if i + 1 < n else 0.0,
            overlap[i] - max(others, default=0.0),
            1.0 if overlap[i] == top and top > 0 else 0.0,
            len(asked & mine) / len(asked) if asked else 0.0,
            len(asked_pairs & _bigrams(stems[i])) / len(asked_pairs) if asked_pairs else 0.0,
            len(names & said) / len(names) if names else 0.0,
            1.0 if quantity and _DIGIT.search(sentence) else 0.0,
            cue[i],
            1.0 - i / (n - 1) if n > 1 else 0.0,
            1.0 if i == 0 else 0.0,
            1.0 if i == n - 1 and n > 1 else 0.0,
            1.0 if sentence.rstrip().endswith("?") else 0.0,
            math.log(lengths[i] / mean_length),
        ])
    return np.array(rows, dtype=np.float64).reshape(n, len(FEATURES))
