"""Zero-shot classification with the NLI model: which of these labels fits this text?

Each label becomes a hypothesis ("This text is about {label}.", in the text's
language) and the labels are ranked by their entailment probability, normalised
to sum to one over the candidate labels.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.nli.model import NLIModel

TEMPLATES: dict[str, str] = {
    "en": "This text is about {}.",
    "es": "Este texto trata sobre {}.",
    "pt": "Este texto é sobre {}.",
}

_STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        {
            "the", "and", "is", "are", "of", "to", "in", "for", "with", "what", "how", "my",
            "this", "that", "on", "it", "be", "was", "who", "why", "when", "a", "an",
        }
    ),
    "es": frozenset(
        {
            "el", "los", "las", "y", "es", "son", "del", "por", "con", "qué", "cómo", "mi", "este",
            "esta", "para", "una", "uno", "en", "la", "de", "que", "se", "lo", "al", "muy", "pero",
        }
    ),
    "pt": frozenset(
        {
            "o", "os", "as", "e", "é", "são", "do", "da", "dos", "das", "por", "com", "como",
            "meu", "minha", "este", "esta", "para", "um", "uma", "em", "não", "que", "se", "ao",
            "mas", "você",
        }
    ),
}
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def guess_language(text: str) -> str:
    """es, en or pt from common words and letters; English when nothing tells."""
    lowered = text.lower()
    words = _WORD.findall(lowered)
    score = {lang: sum(w in stop for w in words) for lang, stop in _STOPWORDS.items()}
    score["es"] += 2 * sum(lowered.count(ch) for ch in "ñ¿¡")
    score["pt"] += 2 * sum(lowered.count(ch) for ch in "ãõç")
    best = max(score.values())
    if best == 0:
        return "en"
    for lang in ("en", "es", "pt"):
        if score[lang] == best:
            return lang
    return "en"


def zero_shot(
    text: str,
    labels: Sequence[str],
    template: str | None = None,
    *,
    language: str | None = None,
    model: NLIModel | None = None,
) -> list[tuple[str, float]]:
    """(label, score) pairs, best first; scores sum to one over `labels`.

    `template` is a format string with one `{}`; by default the one for `language`
    (guessed from the text when not given): "This text is about {}." in English.
    """
    if not labels:
        return []
    if model is None:
        from app.nli.model import default_model

        model = default_model()
    lang = language if language in TEMPLATES else guess_language(text)
    pattern = template or TEMPLATES[lang]
    if "{}" not in pattern:
        raise ValueError("a zero-shot template needs one '{}' for the label")
    scores = model.entail_batch([(text, pattern.format(label)) for label in labels])
    entail = [s["entailment"] for s in scores]
    total = sum(entail)
    shares = [e / total for e in entail] if total > 0 else [1.0 / len(labels)] * len(labels)
    ranked = sorted(zip(labels, shares, strict=True), key=lambda item: -item[1])
    return [(label, float(share)) for label, share in ranked]
