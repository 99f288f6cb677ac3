"""A deterministic entailer from word overlap and negation: the engine when there is no
model (or it failed), and the one tests use.

Entailment grows with the share of the claim's content words found in the evidence
(compared on their first six letters); a negation present on one side only turns an
overlap into a contradiction. Words are folded and filtered by the language layer
(app.core.text): its filler words and negations of every language, since a claim's
language is not known here.
"""

from __future__ import annotations

import re

from app.core.text import fold, prefix_stem, union
from app.core.text.lexicon import FILLER_WORDS, LEXICAL_NEGATIONS

Scores = dict[str, float]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_FILLER = union(FILLER_WORDS)
_NEGATIONS = union(LEXICAL_NEGATIONS)


def _content(text: str) -> list[str]:
    return [w for w in _WORD.findall(fold(text)) if w not in _FILLER]


def _stem(word: str) -> str:
    return prefix_stem(word, 6)


class LexicalEntailer:
    """Word overlap and negation as entailment scores (no model); see the module doc."""

    async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[Scores]:
        return [self.score(p, h) for p, h in pairs]

    def score(self, premise: str, hypothesis: str) -> Scores:
        prem = _content(premise)
        hyp = _content(hypothesis)
        prem_stems = {_stem(w) for w in prem if w not in _NEGATIONS}
        hyp_words = [w for w in hyp if w not in _NEGATIONS]
        if not hyp_words or not prem_stems:
            return {"entailment": 0.05, "neutral": 0.9, "contradiction": 0.05}
        covered = sum(1 for w in hyp_words if _stem(w) in prem_stems) / len(hyp_words)
        negated = bool(_NEGATIONS.intersection(prem)) != bool(_NEGATIONS.intersection(hyp))
        if negated and covered >= 0.5:
            contradiction = 0.4 + 0.5 * covered
            entailment = 0.05
        else:
            entailment = 0.05 + 0.9 * covered ** 1.5
            contradiction = 0.05
        neutral = max(0.0, 1.0 - entailment - contradiction)
        total = entailment + neutral + contradiction
        return {"entailment": round(entailment / total, 4), "neutral": round(neutral / total, 4),
                "contradiction": round(contradiction / total, 4)}
