"""The matcher of the rules planner: a goal's tokens against the intent cues.

The cues are data (cues.py): words or phrases with a weight, folded here (lower
case, no accents) into a lexicon. A word ending in "*" is a stem ("prepar*"
matches "prepara", "preparame", "preparing"). Words of four letters or more tolerate a typo (two
from eight letters up). A goal's tokens are matched against the cues, longest
phrases first; a token used by one cue is not reused by another, so "haga
revisitas" (a student assignment) does not also count as a return visit.

The scores are summed per intent; the planner (rules.py) decides which
intents become steps.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from app.core.models import Language
from app.orchestrator.planner.cues import CUES, NOT_SUBJECT, SUBJECT_GROUPS
from app.orchestrator.planner.dates import DATE_WORDS
from app.orchestrator.planner.text import FuzzyIndex, Token, fold
from app.orchestrator.planner.words import LANGUAGE_MARKERS, SHARED_MARKERS


def is_subject(cue: Cue) -> bool:
    return (cue.intent, cue.weight) in SUBJECT_GROUPS and " ".join(cue.words) not in NOT_SUBJECT


@dataclass(frozen=True, slots=True)
class Cue:
    intent: str
    languages: tuple[str, ...]  # the languages that use these words
    words: tuple[str, ...]
    weight: float


@dataclass
class Match:
    """One cue found in a goal, with the tokens it used."""

    cue: Cue
    tokens: tuple[int, ...]
    typos: int


@dataclass
class IntentScores:
    scores: dict[str, float] = field(default_factory=dict)
    matches: dict[str, list[Match]] = field(default_factory=dict)
    used: set[int] = field(default_factory=set)
    language_votes: dict[str, float] = field(default_factory=dict)
    typos: int = 0

    def score(self, intent: str) -> float:
        return self.scores.get(intent, 0.0)

    def strongest(self, intent: str) -> float:
        """The weight of the intent's strongest cue found (0 when none)."""
        return max((m.cue.weight for m in self.matches.get(intent, [])), default=0.0)

    def tokens_of(self, intent: str) -> set[int]:
        return {t for m in self.matches.get(intent, []) for t in m.tokens}


def _cues() -> list[Cue]:
    merged: dict[tuple[str, tuple[str, ...]], tuple[float, list[str]]] = {}
    for intent, by_lang in CUES.items():
        for lang, groups in by_lang.items():
            for weight, phrases in groups:
                for phrase in phrases.split("|"):
                    words = tuple(fold(phrase).replace("-", " ").split())
                    if not words:
                        continue
                    key = (intent, words)
                    old_weight, langs = merged.get(key, (weight, []))
                    langs.append(lang)
                    merged[key] = (max(old_weight, weight), langs)
    return [Cue(intent, tuple(langs), words, weight)
            for (intent, words), (weight, langs) in merged.items()]


@dataclass(frozen=True)
class Lexicon:
    cues: tuple[Cue, ...]
    index: FuzzyIndex
    by_first_word: dict[str, tuple[Cue, ...]]


def extra_words() -> Iterable[str]:
    """Words outside the cues that the planner also looks up (dates, actions)."""
    return DATE_WORDS


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    # Building the index allocates tens of thousands of small tuples; pausing the cyclic
    # garbage collector (nothing here makes cycles) halves the one-off cost.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _build_lexicon()
    finally:
        if enabled:
            gc.enable()


def _build_lexicon() -> Lexicon:
    cues = _cues()
    words = {w for c in cues for w in c.words}
    words.update(extra_words())
    by_first: dict[str, list[Cue]] = {}
    for cue in cues:
        by_first.setdefault(cue.words[0], []).append(cue)
    return Lexicon(tuple(cues), FuzzyIndex(words),
                   {k: tuple(v) for k, v in by_first.items()})


def word_matches(tokens: list[Token]) -> list[dict[str, int]]:
    """For each token, the lexicon words it may stand for, with their distance."""
    index = lexicon().index
    return [dict(index.lookup(t.norm)) for t in tokens]


def match_intents(tokens: list[Token], skip: set[int],
                  candidates: list[dict[str, int]] | None = None) -> IntentScores:
    """Score every intent for the tokens (indexes in `skip` belong to references or quotes)."""
    lex = lexicon()
    cand = candidates if candidates is not None else word_matches(tokens)
    out = IntentScores()
    possible: list[Match] = []
    for start, words in enumerate(cand):
        if start in skip:
            continue
        for first in words:
            for cue in lex.by_first_word.get(first, ()):
                n = len(cue.words)
                if start + n > len(tokens):
                    continue
                typos = 0
                for offset, word in enumerate(cue.words):
                    dist = cand[start + offset].get(word)
                    if dist is None or start + offset in skip:
                        break
                    typos += dist
                else:
                    possible.append(Match(cue, tuple(range(start, start + n)), typos))
    # Longest phrases first, then the heavier cue, the closer match, the earlier one.
    possible.sort(key=lambda m: (-len(m.tokens), -m.cue.weight, m.typos, m.tokens[0]))
    used: set[int] = set()
    found: list[Match] = []
    for m in possible:
        if used.isdisjoint(m.tokens):
            found.append(m)
            used.update(m.tokens)
    for m in found:
        intent = m.cue.intent
        already = {x.cue.words for x in out.matches.get(intent, [])}
        out.matches.setdefault(intent, []).append(m)
        if m.cue.words not in already:
            penalty = 0.85 if m.typos else 1.0
            out.scores[intent] = out.scores.get(intent, 0.0) + m.cue.weight * penalty
        for lang in m.cue.languages:
            share = len(m.cue.words) / len(m.cue.languages)
            out.language_votes[lang] = out.language_votes.get(lang, 0.0) + share
        out.typos += m.typos
    out.used = used
    for tok in tokens:
        for lang, markers in LANGUAGE_MARKERS.items():
            if tok.norm in markers and tok.norm not in SHARED_MARKERS:
                out.language_votes[lang] = out.language_votes.get(lang, 0.0) + 0.5
    return out


def detect_language(votes: dict[str, float]) -> tuple[Language | None, float]:
    """The language most cues and marker words point to, with its margin over the next."""
    if not votes:
        return None, 0.0
    ranked = sorted(votes.items(), key=lambda kv: -kv[1])
    best, top = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    return best, top - second  # type: ignore[return-value]
