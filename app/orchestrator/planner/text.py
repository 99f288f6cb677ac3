"""Text helpers of the rules planner: folding, tokens with offsets, typo-tolerant lookup.

Lookup is a symmetric-deletion index (the SymSpell idea): every lexicon word is
stored with the strings made by deleting one (or, for long words, two)
characters; a token is looked up the same way and the candidates are confirmed
with an optimal-string-alignment distance. That tolerates one typo in words of
4-7 letters and two in longer ones (swapped letters included) while staying a
handful of dictionary lookups per token.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from app.core.text import fold

# A word, with its contractions and possessives kept whole ("I'm", "week's", "don't").
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)
_POSSESSIVE = re.compile(r"['’]s$")


@dataclass(frozen=True, slots=True)
class Token:
    text: str  # as written
    norm: str  # folded
    start: int
    end: int
    index: int


def word_norm(word: str) -> str:
    """The folded form a word is looked up by: a possessive loses its "'s" ("week's" ->
    "week"), other apostrophes go ("I'm" -> "im", "don't" -> "dont")."""
    folded = _POSSESSIVE.sub("", fold(word))
    return folded.replace("'", "").replace("’", "")


def tokenize(text: str) -> list[Token]:
    return [
        Token(m.group(0), word_norm(m.group(0)), m.start(), m.end(), i)
        for i, m in enumerate(_WORD.finditer(text))
    ]


def max_typos(word: str) -> int:
    """How many edits a word of this length tolerates."""
    n = len(word)
    if n <= 3 or word.isdigit():
        return 0
    return 1 if n <= 7 else 2


def osa_distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance, or limit + 1 once it is certainly above limit."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, prev2[j - 2] + 1)
            cur[j] = value
            best = min(best, value)
        if best > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[len(b)]


def _deletes(word: str, depth: int) -> set[str]:
    out = {word}
    frontier = {word}
    for _ in range(depth):
        nxt: set[str] = set()
        for w in frontier:
            for i in range(len(w)):
                nxt.add(w[:i] + w[i + 1 :])
        out |= nxt
        frontier = nxt
    return out


def _index(table: dict[str, tuple[str, ...]], keys: set[str], word: str) -> None:
    for key in keys:
        bucket = table.get(key)
        if bucket is None:
            table[key] = (word,)
        elif word not in bucket:
            table[key] = (*bucket, word)


class FuzzyIndex:
    """Words (and word stems ending in "*") to look tokens up with typos tolerated."""

    def __init__(self, words: Iterable[str]) -> None:
        self.exact: set[str] = set()
        self.stems: set[str] = set()
        self._deletions: dict[str, tuple[str, ...]] = {}
        self._stem_deletions: dict[str, tuple[str, ...]] = {}
        for word in words:
            if word.endswith("*"):
                stem = word[:-1]
                self.stems.add(stem)
                if len(stem) >= 5:
                    _index(self._stem_deletions, _deletes(stem, 1), stem)
            else:
                self.exact.add(word)
                _index(self._deletions, _deletes(word, max_typos(word)), word)
        self._cache: dict[str, tuple[tuple[str, int], ...]] = {}

    def lookup(self, token: str) -> tuple[tuple[str, int], ...]:
        """Lexicon entries (words, or stems with "*") the token matches, with their distance."""
        cached = self._cache.get(token)
        if cached is not None:
            return cached
        found: dict[str, int] = {}
        if token in self.exact:
            found[token] = 0
        limit = max_typos(token)
        if limit:
            for d in _deletes(token, limit):
                for word in self._deletions.get(d, ()):
                    if word in found:
                        continue
                    dist = osa_distance(token, word, min(limit, max_typos(word)))
                    if dist <= min(limit, max_typos(word)):
                        found[word] = dist
        for k in range(3, len(token) + 1):
            prefix = token[:k]
            if prefix in self.stems:
                found[prefix + "*"] = 0
        if len(token) >= 5:
            for k in range(5, len(token) + 2):
                prefix = token[:k]
                for d in _deletes(prefix, 1):
                    for stem in self._stem_deletions.get(d, ()):
                        key = stem + "*"
                        if key not in found and osa_distance(prefix, stem, 1) <= 1:
                            found[key] = 1
        result = tuple(sorted(found.items(), key=lambda kv: (kv[1], kv[0])))
        if len(self._cache) < 20000:
            self._cache[token] = result
        return result


_CLAUSE = re.compile(r"(?<=[.;!?])\s+|[,;]\s+|\s+(?:and|but|y|pero|e|mas)\s+", re.IGNORECASE)


def shorten(text: str, limit: int, stop: frozenset[str] = frozenset()) -> str:
    """`text` in at most `limit` characters: its clauses with the most words that are not
    in `stop`, kept in their order; a single clause too long is cut at a word."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    clauses = [c.strip(" ,;") for c in _CLAUSE.split(text) if c and c.strip(" ,;")]
    ranked = sorted(range(len(clauses)), key=lambda i: -sum(
        1 for w in tokenize(clauses[i]) if w.norm not in stop and len(w.norm) > 2))
    keep: list[int] = []
    size = 0
    for i in ranked:
        extra = len(clauses[i]) + (2 if keep else 0)
        if size + extra <= limit:
            keep.append(i)
            size += extra
    if keep:
        return ", ".join(clauses[i] for i in sorted(keep))
    cut = text[:limit + 1].rsplit(" ", 1)[0]
    return cut[:limit].rstrip(" ,;:")
