"""Is a saying in the Bible? Exact and fuzzy matching against every verse of a language.

The verses come from the Bible EPUB (app.sources.bible_epub). Text is compared folded
(case, accents, pronunciation marks, punctuation: `plain`). A saying matches
- exactly: its words run unbroken through one verse or two neighbouring verses;
- closely (a paraphrase): most of its content words are in the verse(s) and several of
  its word pairs or a long run of its words are too; or a verse's content words are
  exactly the saying's, in another order ("Jesús lloró", "Y lloró Jesús").
Content words are the words outside the language's stop words, compared by light stem
("helps" ~ "help"). Pairs and runs count only when they hold a content word, so "a
quien se" alone does not make "Dios ayuda a quien se ayuda" biblical.

The thresholds (FOUND_*, NONE_BELOW) were chosen on the dev phrases of
tests/agents/test_bible_match.py (real verses quoted and paraphrased, made-up sayings
and famous non-biblical ones in en/es/pt), not on any held-out set.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from math import log

from app.agents._common import hub_of
from app.agents.base import AgentContext
from app.core.models import Language
from app.core.text import plain, stem, stop_words, word_set
from app.sources.bible_epub import EpubVerse, epub_bible_verses

BIBLE_PUB = "nwt"  # the Bible's publication symbol in the publication links

FOUND_COVERAGE = 0.75  # share of the saying's content words a close match holds
FOUND_WORDING = 0.5  # ... and share of its words in common runs of two words or more
NONE_CORE = 0.35  # under this share of words in runs between content words everywhere,
NONE_COVERAGE = 0.5  # ... no verse holding more than this share of its content words
MIN_CONTENT = 3  # a close (not exact) match needs this many content words
# A saying made mostly of function words ("do to others what you want them to do to
# you") cannot be judged absent by its words: below this share of content words, at
# most "unclear".
NONE_CONTENT_SHARE = 0.4
_CANDIDATES = 200
_MAX_TOKENS = 80
# Reflexive pronouns carry no subject ("help themselves"): function words here.
_REFLEXIVES = word_set(
    "myself yourself himself herself itself ourselves yourselves themselves "
    "mismo misma mismos mismas mesmo mesma mesmos mesmas")


def reflexives(text: str) -> set[str]:
    """The reflexive pronouns of a text (folded): "themselves", "mismos", "mesmo"."""
    return {t for t in plain(text).split() if t in _REFLEXIVES}


# Older forms of words the modern text writes otherwise (folded), per language: a verse
# quoted in an older translation's wording is read in the mirror Bible's own words.
_OLD_FORMS: dict[str, dict[str, str]] = {
    "en": {"thou": "you", "thee": "you", "ye": "you", "thy": "your", "thine": "your",
           "thyself": "yourself", "shalt": "shall", "wilt": "will", "hath": "has",
           "hast": "have", "doth": "does", "dost": "do", "saith": "says", "unto": "to",
           "didst": "did", "canst": "can", "shouldst": "should", "wouldst": "would",
           "art": "are"},
}

# ... and the older forms that are common words too, only after their pronoun.
_OLD_PHRASES: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    "en": ((re.compile(r"\bthou art\b"), "you are"), (re.compile(r"\bthou wast\b"), "you were")),
}


class Verdict(StrEnum):
    EXACT = "exact"
    CLOSE = "close"
    UNCLEAR = "unclear"
    NONE = "none"


@dataclass(frozen=True)
class Scores:
    coverage: float  # share of the saying's content stems in the passage
    wording: float  # share of the saying's words in runs of 2+ words shared with it
    core: float  # the same with runs that begin and end with a content word


@dataclass(frozen=True)
class BibleMatch:
    verdict: Verdict
    verses: tuple[EpubVerse, ...]  # the passage matched (or the nearest), in order
    scores: Scores | None
    searched: int  # how many verses were searched


class _Verse:
    __slots__ = ("stems", "tokens")

    def __init__(self, tokens: list[str], stems: list[str]) -> None:
        self.tokens = tokens
        self.stems = stems


class BibleIndex:
    """Every verse of one language's Bible, ready for matching sayings against."""

    def __init__(self, verses: Sequence[EpubVerse], language: str) -> None:
        self.language = language
        self.verses = list(verses)
        self._stop = stop_words(language)
        self._stems: dict[str, str] = {}
        self._parsed: list[_Verse] = []
        self._plains: list[str] = []
        postings: dict[str, list[int]] = {}
        for n, verse in enumerate(self.verses):
            tokens = plain(verse.text).split()
            stems = [self._stem(t) for t in tokens]
            self._parsed.append(_Verse(tokens, stems))
            self._plains.append(f" {' '.join(tokens)} ")
            for s in set(stems):
                if s:
                    postings.setdefault(s, []).append(n)
        self._postings = postings
        self._positions: dict[tuple[int, int, int], int] = {}
        self._vocabulary = frozenset(t for v in self._parsed for t in v.tokens)
        total = max(len(self.verses), 1)
        self._idf = {s: log(total / len(ids)) for s, ids in postings.items()}

    def _stem(self, token: str) -> str:
        """The token's stem, or "" for a function word (each word stemmed once)."""
        known = self._stems.get(token)
        if known is None:
            if token in self._stop or token in _REFLEXIVES:
                known = ""
            else:
                # a final e left by the light stemmer ("spare" beside "spar" from "spares")
                known = stem(token, self.language).rstrip("e") or token
            self._stems[token] = known
        return known

    def spelled(self, token: str) -> str:
        """A saying's word as this Bible spells it: itself when the text uses it, else
        its modern or other form when that is in the text (the King James wording of a
        verse quoted against the World English Bible: "thou shalt" -> "you shall",
        "seeketh" -> "seeks", "neighbour" -> "neighbor")."""
        if token in self._vocabulary:
            return token
        forms = [_OLD_FORMS.get(self.language, {}).get(token, "")]
        if self.language == "en":
            for end, new in (("eth", "s"), ("eth", "es"), ("eth", ""), ("est", ""),
                             ("est", "s"), ("our", "or")):
                if token.endswith(end) and len(token) > len(end) + 2:
                    forms.append(token[: -len(end)] + new)
            if "our" in token:
                forms.append(token.replace("our", "or"))
        return next((f for f in forms if f in self._vocabulary), token)

    def _read(self, saying: str) -> tuple[list[str], list[str], set[str]]:
        """The saying's tokens (in this Bible's spelling), their stems and its content
        stems."""
        text = plain(saying)
        for old, new in _OLD_PHRASES.get(self.language, ()):
            text = old.sub(new, text)
        tokens = [self.spelled(t) for t in text.split()[:_MAX_TOKENS]]
        stems = [self._stem(t) for t in tokens]
        return tokens, stems, {s for s in stems if s}

    def _weights(self, content: set[str]) -> dict[int, float]:
        """Each verse holding any of the content stems: the sum of their rarities."""
        weights: dict[int, float] = {}
        for s in content:
            for n in self._postings.get(s, ()):
                weights[n] = weights.get(n, 0.0) + self._idf.get(s, 0.0)
        return weights

    def _ranked(self, content: set[str], most: int) -> list[int]:
        """The verses holding most of the content stems (weighted by their rarity)."""
        weights = self._weights(content)
        return sorted(weights, key=lambda n: (-weights[n], n))[:most]

    def position(self, verse: EpubVerse) -> int:
        """The verse's index in `verses` (-1 when it is not there)."""
        if not self._positions:
            self._positions = {(v.book, v.chapter, v.verse): n
                               for n, v in enumerate(self.verses)}
        return self._positions.get((verse.book, verse.chapter, verse.verse), -1)

    def nearest(self, saying: str, most: int) -> list[int]:
        """The indexes (into `verses`) of the verses nearest the saying by its words,
        nearest first: those holding most of its content words, the rarer ones weighing
        more (empty when it has no content word)."""
        tokens, stems, content = self._read(saying)
        if not content:
            return []
        weights = self._weights(content)
        # among verses holding the same words, the shorter first (the words are more of it)
        pool = sorted(weights, key=lambda n: (-weights[n], len(self._parsed[n].tokens), n))

        def key(n: int) -> tuple[float, float, int, int]:
            verse = self._parsed[n]
            wording = _scores(tokens, stems, verse.tokens, verse.stems).wording
            return (-round(weights[n], 6), -wording, len(verse.tokens), n)

        return sorted(pool[:_CANDIDATES], key=key)[:most]

    def match(self, saying: str) -> BibleMatch:
        tokens, stems, content = self._read(saying)
        searched = len(self.verses)
        if len(tokens) < 2 or not content:
            return BibleMatch(Verdict.UNCLEAR, (), None, searched)
        ranked = self._ranked(content, _CANDIDATES)
        phrase = f" {' '.join(tokens)} "
        # a whole verse quoted is found however short it is ("No hurtarás.")
        whole = next((n for n, p in enumerate(self._plains) if p == phrase), None)
        if whole is not None:
            return BibleMatch(Verdict.EXACT, self._passage((whole,)), Scores(1.0, 1.0, 1.0),
                              searched)
        exact_ok = len(content) >= 2 or len(tokens) >= 3
        if exact_ok:  # every verse, not only the candidates
            at = next((n for n, p in enumerate(self._plains) if phrase in p), None)
            if at is not None:
                return BibleMatch(Verdict.EXACT, self._passage((at,)), Scores(1.0, 1.0, 1.0),
                                  searched)
        # a whole verse in other order ("Jesús lloró" for "Y lloró Jesús"): its content
        # words are the saying's, no more and no fewer
        reordered = next((n for n in ranked if len(content) >= 2
                          and {s for s in self._parsed[n].stems if s} == content), None)
        content_share = sum(bool(s) for s in stems) / len(tokens)
        best: tuple[tuple[float, float, int], tuple[int, ...], Scores] | None = None
        most_covered = most_core = 0.0
        for n in ranked:
            windows: tuple[tuple[int, ...], ...] = ((n,), (n - 1, n), (n, n + 1))
            for window in windows:
                if not self._neighbours(window):
                    continue
                w_tokens = [t for i in window for t in self._parsed[i].tokens]
                if exact_ok and phrase in f" {' '.join(w_tokens)} ":
                    return BibleMatch(Verdict.EXACT, self._passage(window), Scores(1.0, 1.0, 1.0),
                                      searched)
                w_stems = [s for i in window for s in self._parsed[i].stems]
                scores = _scores(tokens, stems, w_tokens, w_stems)
                most_core = max(most_core, scores.core)
                if len(window) == 1:
                    most_covered = max(most_covered, scores.coverage)
                # a lone verse wins a tie over a window holding it
                key = (scores.wording, scores.coverage, -len(window))
                if best is None or key > best[0]:
                    best = (key, window, scores)
        if best is None:  # no verse holds any of its content words
            return BibleMatch(Verdict.NONE if content_share >= NONE_CONTENT_SHARE
                              else Verdict.UNCLEAR, (), None, searched)
        _, window, scores = best
        if reordered is not None and not (
                scores.coverage >= FOUND_COVERAGE and scores.wording >= FOUND_WORDING):
            verse = self._parsed[reordered]
            return BibleMatch(Verdict.CLOSE, self._passage((reordered,)),
                              _scores(tokens, stems, verse.tokens, verse.stems), searched)
        if (len(content) >= MIN_CONTENT and scores.coverage >= FOUND_COVERAGE
                and scores.wording >= FOUND_WORDING):
            verdict = Verdict.CLOSE
        elif most_core < NONE_CORE and content_share >= NONE_CONTENT_SHARE and (
                len(content) < MIN_CONTENT or most_covered <= NONE_COVERAGE):
            verdict = Verdict.NONE
        else:
            verdict = Verdict.UNCLEAR
        return BibleMatch(verdict, self._passage(window), scores, searched)

    def _neighbours(self, window: tuple[int, ...]) -> bool:
        """The window's verses exist and follow each other in one chapter."""
        if window[0] < 0 or window[-1] >= len(self.verses):
            return False
        if len(window) == 1:
            return True
        a, b = self.verses[window[0]], self.verses[window[1]]
        return (a.book, a.chapter) == (b.book, b.chapter) and b.verse == a.verse + 1

    def _passage(self, window: tuple[int, ...]) -> tuple[EpubVerse, ...]:
        return tuple(self.verses[i] for i in window)


def _scores(tokens: list[str], stems: list[str], w_tokens: list[str],
            w_stems: list[str]) -> Scores:
    content = {s for s in stems if s}
    coverage = len(content & set(w_stems)) / len(content)
    # words compare by stem (a function word by itself)
    keys = [s or t for s, t in zip(stems, tokens, strict=True)]
    w_keys = [s or t for s, t in zip(w_stems, w_tokens, strict=True)]
    runs = _common_runs(keys, w_keys)
    is_content = [bool(s) for s in stems]
    return Scores(coverage, _tiled(runs, is_content, trim=False) / len(keys),
                  _tiled(runs, is_content, trim=True) / len(keys))


def _common_runs(keys: list[str], w_keys: list[str]) -> list[tuple[int, int]]:
    """(start in keys, length) of every maximal run of words shared with the passage."""
    runs: list[tuple[int, int]] = []
    previous = [0] * (len(w_keys) + 1)
    for i, k in enumerate(keys):
        current = [0] * (len(w_keys) + 1)
        for j, w in enumerate(w_keys):
            if k == w:
                current[j + 1] = previous[j] + 1
        for j in range(len(w_keys)):
            length = current[j + 1]
            ends_here = i + 1 == len(keys) or j + 1 == len(w_keys) or (
                keys[i + 1] != w_keys[j + 1])
            if length >= 2 and ends_here:
                runs.append((i - length + 1, length))
        previous = current
    return runs


def _tiled(runs: list[tuple[int, int]], is_content: list[bool], *, trim: bool) -> int:
    """How many of the saying's words lie in shared runs of two or more words, longest
    first, each word counted once. A run counts if it holds a content word; trimmed,
    it must also begin and end with one ("those who help" is then only "help": none)."""
    pieces = []
    for start, length in runs:
        end = start + length
        if trim:
            while start < end and not is_content[start]:
                start += 1
            while end > start and not is_content[end - 1]:
                end -= 1
        if end - start >= 2 and any(is_content[start:end]):
            pieces.append((end - start, start))
    free = [True] * len(is_content)
    covered = 0
    for length, start in sorted(pieces, reverse=True):
        span = range(start, start + length)
        if all(free[i] for i in span):
            for i in span:
                free[i] = False
            covered += length
    return covered


# Indexes of the Bible EPUBs already read: (language, checksum of the file) -> index.
_INDEXES: dict[tuple[str, str], BibleIndex] = {}
_KEEP = 3


def _build_index(data: bytes, language: str) -> BibleIndex:
    return BibleIndex(epub_bible_verses(data, language), language)


async def bible_index(ctx: AgentContext, language: Language) -> BibleIndex:
    """The whole Bible of a language, from its EPUB through the official publication links
    (GETPUBMEDIALINKS `pub=nwt`; the file is cached on disk by the fetcher), indexed once
    per process. Reading and indexing run in a worker thread (seconds of CPU)."""
    data = await hub_of(ctx).epub(language, BIBLE_PUB, "")
    key = (language, hashlib.md5(data).hexdigest())
    index = _INDEXES.get(key)
    if index is None:
        index = await asyncio.to_thread(_build_index, data, language)
        while len(_INDEXES) >= _KEEP:
            _INDEXES.pop(next(iter(_INDEXES)))
        _INDEXES[key] = index
    return index
