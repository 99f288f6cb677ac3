"""Search the library by words, by meaning, or both fused (reciprocal rank fusion).

Words: the FTS5 index of stems in the query's language. Meaning: the e5 vectors of
every language's paragraphs (a question in English finds the Spanish paragraph that
says it in other words). The two rankings are fused by weighted reciprocal rank: each
hit scores sum(weight / (K + rank)) over the rankings that found it, K = 60 as Cormack
et al. (2009) proposed (not tuned here), the meaning ranking weighing MEANING_WEIGHT
against the words' 1. Every hit carries its paragraph's wol.jw.org link.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import numpy as np

from app.core.links import PUBLIC_WOL, document_url
from app.core.text import content_stems
from app.library.models import LibraryHit
from app.library.store import FoundRow, Library
from app.library.vectors import Embedder, MeaningIndex

Mode = Literal["words", "meaning", "hybrid"]
RRF_K = 60
# How much the meaning ranking counts against the words ranking (1) in the fusion: the
# words ranking keeps only paragraphs carrying most of the query's words (precise), the
# meaning ranking every near one. Chosen on the dev queries, never on the measured ones:
# `python -m bench.library_fusion --choose` (bench/data/library_queries_dev.json).
MEANING_WEIGHT = 0.75
_DEPTH = 50  # how deep each ranking is read before fusion


def fuse(rankings: Sequence[Sequence[int]], k: int = RRF_K,
         weights: Sequence[float] | None = None) -> list[tuple[int, float]]:
    """Reciprocal rank fusion, each ranking counting its weight (1 each by default):
    (id, score) best first; ties keep the first ranking's order."""
    scores: dict[int, float] = {}
    for n, ranking in enumerate(rankings):
        weight = 1.0 if weights is None else weights[n]
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank)
    return sorted(scores.items(), key=lambda pair: -pair[1])


def carries_query(query: str, text: str, language: str) -> bool:
    """Does the paragraph carry most of the query's content words (at least half of its
    stems, all of them for one or two)? The words index matches any one of them, and a
    paragraph that shares one common word ("God", "Dios") is no evidence."""
    wanted = set(content_stems(query, language))
    if not wanted:
        return False
    have = wanted & set(content_stems(text, language))
    return len(have) == len(wanted) if len(wanted) <= 2 else 2 * len(have) >= len(wanted)


def paragraph_url(row: FoundRow, base: str = PUBLIC_WOL) -> str:
    """The paragraph on wol.jw.org (its #h= anchor), or the publication when no docid."""
    if row.docid is None:
        return ""
    return document_url(row.docid, row.language, base, anchor=f"h={row.pid}")


class LibrarySearch:
    """Searches one library; keeps the restored vectors until the library changes."""

    def __init__(self, library: Library, embedder: Embedder | None = None,
                 base: str = PUBLIC_WOL) -> None:
        self.library = library
        self.embedder = embedder
        self.base = base
        self._meaning: dict[str | None, tuple[int, MeaningIndex]] = {}

    @property
    def has_meaning(self) -> bool:
        return self.embedder is not None

    def words(self, query: str, language: str | None, limit: int = _DEPTH) -> list[int]:
        """Paragraph ids by bm25, only those that carry the query (`carries_query`)."""
        return [i for i, _ in self.words_scored(query, language, limit)]

    def words_scored(self, query: str, language: str | None, limit: int = _DEPTH
                     ) -> list[tuple[int, float]]:
        """`words` with each paragraph's bm25 (lower is better)."""
        scored = self.library.words_scored(query, language, limit)
        rows = self.library.found([i for i, _ in scored])
        return [(i, bm25) for i, bm25 in scored if i in rows
                and carries_query(query, rows[i].text, rows[i].language)]

    def meaning(self, query: str, language: str | None, limit: int = _DEPTH, *,
                vector: np.ndarray | None = None, min_cosine: float | None = None,
                margin: float | None = None) -> list[int]:
        """Paragraph ids nearest in meaning ([] without an embedder or a query `vector`
        computed by the caller). `min_cosine`: a paragraph less near is not about the
        query and is left out; `margin`: nor one this far below the nearest."""
        return [item for item, _ in self.meaning_scored(
            query, language, limit, vector=vector, min_cosine=min_cosine, margin=margin)]

    def meaning_scored(self, query: str, language: str | None, limit: int = _DEPTH, *,
                       vector: np.ndarray | None = None, min_cosine: float | None = None,
                       margin: float | None = None) -> list[tuple[int, float]]:
        """`meaning` with each paragraph's cosine to the query."""
        if vector is None and self.embedder is None:
            return []
        index = self._index(language)
        if not len(index):
            return []
        if vector is None:
            assert self.embedder is not None
            vector = self.embedder.embed_queries([query])[0]
        scored = index.rank_scored(vector, limit)
        best = scored[0][1] if scored else 0.0
        return [(item, cosine) for item, cosine in scored
                if (min_cosine is None or cosine >= min_cosine)
                and (margin is None or cosine >= best - margin)]

    def has_vectors(self, language: str | None = None) -> bool:
        """Does the library hold paragraph vectors (of `language`; None: of any)?"""
        return len(self._index(language)) > 0

    def _index(self, language: str | None) -> MeaningIndex:
        cached = self._meaning.get(language)
        if cached is None or cached[0] != self.library.version:
            cached = (self.library.version, MeaningIndex(self.library.vectors(language)))
            self._meaning[language] = cached
        return cached[1]

    def search(self, query: str, language: str | None, *, limit: int = 10,
               mode: Mode = "hybrid", meaning_language: str | None = None,
               vector: np.ndarray | None = None, min_cosine: float | None = None,
               margin: float | None = None) -> list[LibraryHit]:
        """Hits for a query in `language` (None: every language). Meaning search reads
        `meaning_language`'s paragraphs (None: every language's, so across languages),
        with the query's `vector` when the caller embedded it, keeping only the
        paragraphs at least `min_cosine` near (and within `margin` of the nearest)."""
        bm25 = dict(self.words_scored(query, language)) if mode != "meaning" else {}
        cosines = dict(self.meaning_scored(
            query, meaning_language, vector=vector, min_cosine=min_cosine,
            margin=margin)) if mode != "words" else {}
        words, meaning = list(bm25), list(cosines)
        fused = fuse([words, meaning], weights=(1.0, MEANING_WEIGHT))[:limit]
        rows = self.library.found([item for item, _ in fused])
        by_words, by_meaning = set(words), set(meaning)
        hits = []
        for item, score in fused:
            row = rows.get(item)
            if row is None:
                continue
            hits.append(self._hit(
                row, round(score, 6),
                [name for name, found in (("words", by_words), ("meaning", by_meaning))
                 if item in found],
                None if item not in cosines else round(cosines[item], 4)))
        return hits

    def citing(self, language: str, book: int, chapter: int, verse: int,
               limit: int = 10) -> list[LibraryHit]:
        """The paragraphs of a language that cite a verse (Library.citing), as hits found
        by the references in them."""
        return [self._hit(row, 1.0, ["references"], None)
                for row in self.library.citing(language, book, chapter, verse, limit)]

    def _hit(self, row: FoundRow, score: float, found_by: list[str],
             cosine: float | None) -> LibraryHit:
        return LibraryHit(
            url=paragraph_url(row, self.base), docid=row.docid, paragraph=row.pid,
            number=row.number, title=row.title, text=row.text, score=score,
            language=row.language, pub=row.pub, issue=row.issue, found_by=found_by,
            cosine=cosine)
