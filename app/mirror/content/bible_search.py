"""Verse search over the whole Bible of a language (the search API's `bible` scope).

A verse matches when each query word is one of its words or, for words of four letters
or more, begins one ("love" finds "loved"); the whole query as a phrase ranks first,
then verses with more exact words, then shorter verses, then canonical order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import app.mirror.content.books as books
from app.core.text import plain
from app.mirror.content.bible import verse_text

_PREFIX_FROM = 4


@dataclass(frozen=True)
class VerseHit:
    book: int
    chapter: int
    verse: int
    text: str


@dataclass(frozen=True)
class _Index:
    refs: tuple[tuple[int, int, int], ...]
    texts: tuple[str, ...]
    plains: tuple[str, ...]  # folded words, single-spaced, padded with spaces
    postings: dict[str, frozenset[int]]
    vocabulary: tuple[str, ...]  # sorted, for prefixes


@cache
def _index(lang: str) -> _Index:
    refs: list[tuple[int, int, int]] = []
    texts: list[str] = []
    plains: list[str] = []
    postings: dict[str, set[int]] = {}
    for book in range(1, 67):
        for chapter in range(1, books.CHAPTER_COUNTS[book - 1] + 1):
            for verse in range(1, books.verse_count(book, chapter) + 1):
                text = verse_text(lang, book, chapter, verse)
                if not text:
                    continue
                n = len(refs)
                refs.append((book, chapter, verse))
                texts.append(text)
                folded = plain(text)
                plains.append(f" {folded} ")
                for word in set(folded.split()):
                    postings.setdefault(word, set()).add(n)
    return _Index(tuple(refs), tuple(texts), tuple(plains),
                  {w: frozenset(ids) for w, ids in postings.items()}, tuple(sorted(postings)))


def _ids(index: _Index, word: str) -> tuple[frozenset[int], frozenset[int]]:
    """(verses with the word itself, verses with the word or a longer one it begins)."""
    exact = index.postings.get(word, frozenset())
    if len(word) < _PREFIX_FROM:
        return exact, exact
    from bisect import bisect_left

    wider: set[int] = set(exact)
    at = bisect_left(index.vocabulary, word)
    while at < len(index.vocabulary) and index.vocabulary[at].startswith(word):
        wider |= index.postings[index.vocabulary[at]]
        at += 1
    return exact, frozenset(wider)


def verse_hits(lang: str, query: str, limit: int = 50) -> list[VerseHit]:
    """The verses that hold every word of the query, best first (at most `limit`)."""
    words = plain(query).split()
    if not words or lang not in books.BOOK_NAMES:
        return []
    index = _index(lang)
    found: frozenset[int] | None = None
    exact_sets = []
    for word in dict.fromkeys(words):
        exact, wider = _ids(index, word)
        exact_sets.append(exact)
        found = wider if found is None else found & wider
        if not found:
            return []
    assert found is not None
    phrase = f" {' '.join(words)} "

    def rank(n: int) -> tuple[int, int, int, int]:
        exact = sum(n in ids for ids in exact_sets)
        return (phrase not in index.plains[n], -exact, len(index.plains[n]), n)

    best = sorted(found, key=rank)[:limit]
    return [VerseHit(*index.refs[n], index.texts[n]) for n in best]
