"""Search the library by words, by meaning, or both fused, and say when nothing in it
is close to the query.

Words: the FTS5 index of stems in the query's language. Meaning: the e5 vectors of
every language's paragraphs (a question in English finds the Spanish paragraph that
says it in other words). The two are fused by score: every paragraph either ranking
found (its first _DEPTH) is scored by its cosine to the query, plus WORDS_BONUS when it
also carries the query's words (`fuse_scores`). Every hit carries its paragraph's
wol.jw.org link.

The search always has a nearest paragraph, and e5's cosines do not separate subjects
by a fixed floor (a question about cooking is 0.80-0.85 near paragraphs on patience).
`LibrarySearch.answer` keeps only the hits that earn their place (`is_close`): found by
the query's words, or standing LIFT above the library's mean cosine to the query, or
(the nearest) leading the next by LEAD; when none does it says nothing close was
found, and what it searched.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Literal

import numpy as np

from app.core.links import PUBLIC_WOL, document_url
from app.core.text import content_stems
from app.core.text.lexicon import GENERIC_QUERY_WORDS, stem
from app.library.models import LibraryAnswer, LibraryHit, Searched
from app.library.store import FoundRow, Library
from app.library.vectors import Embedder, MeaningIndex, Nearest

Mode = Literal["words", "meaning", "hybrid"]
RRF_K = 60
# What carrying the query's words adds to a paragraph's cosine in the fusion (the words
# ranking keeps only paragraphs carrying most of the query's words: precise, but blind
# to other words for the same thing). Chosen on the dev queries, never on the measured
# ones: `python -m bench.library_fusion --choose` (bench/data/library_queries_dev.json).
WORDS_BONUS = 0.02
_DEPTH = 50  # how deep each ranking is read before fusion
# When a hit is close to the query (`is_close`), chosen on dev queries only: those of
# bench/data/library_relevance_dev.json on w 202609 and, on the year's library, the same
# unrelated ones and the fusion's dev queries (`python -m bench.library_relevance
# --year-library PATH --choose`; both libraries' margins must hold):
LIFT = 0.07  # its cosine this far above the library's mean cosine to the query
LEAD = 0.03  # or, the nearest, this far above the next
# The library's mean cosine is pulled toward PRIOR (about what an unrelated paragraph
# scores with e5-small) as if PRIOR_TEXTS more texts had scored it: a library of a few
# paragraphs, all on one subject, has a mean that says little (not tuned).
PRIOR = 0.81
PRIOR_TEXTS = 100


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


def fuse_scores(cosines: dict[int, float], words: Sequence[int],
                bonus: float = WORDS_BONUS) -> list[tuple[int, float]]:
    """Score fusion: every paragraph of either ranking scores its cosine to the query
    (`cosines`, which holds the words ranking's paragraphs too when they have vectors),
    plus `bonus` when the words ranking found it. Best first; a paragraph without a
    vector comes after those with one, in the words' order; ties keep the words' order,
    then the meaning's."""
    found = set(words)
    order = {item: n for n, item in enumerate([*words, *cosines])}
    scored = [(item, cosines[item] + (bonus if item in found else 0.0))
              for item in order if item in cosines]
    scored.sort(key=lambda pair: (-pair[1], order[pair[0]]))
    return scored + [(item, bonus) for item in words if item not in cosines]


def baseline(nearest: Nearest) -> float:
    """The library's mean cosine to the query, pulled toward PRIOR as if PRIOR_TEXTS
    more texts had scored it."""
    return (nearest.mean * nearest.count + PRIOR * PRIOR_TEXTS) / (nearest.count + PRIOR_TEXTS)


def is_close(hit: LibraryHit, lift: float = LIFT, lead: float = LEAD) -> bool:
    """Has the hit earned its place: found by the query's words, or near the query well
    above the library's baseline (`lift`), or the nearest by a clear lead (`lead`)?"""
    return ("words" in hit.found_by or "references" in hit.found_by
            or (hit.lift is not None and hit.lift >= lift)
            or (hit.lead is not None and hit.lead >= lead))


@functools.cache
def _generic_stems(language: str) -> frozenset[str]:
    """The stems of the words that only say "the Bible says" or "what people say"
    (app.core.text.lexicon.GENERIC_QUERY_WORDS)."""
    return frozenset(stem(w, language) for w in GENERIC_QUERY_WORDS.get(language, ()))


def carries_query(query: str, text: str, language: str) -> bool:
    """Does the paragraph carry most of the query's content words (at least half of its
    stems, all of them for one or two)? The words index matches any one of them, and a
    paragraph that shares one common word ("God", "Dios") is no evidence; nor are the
    words that only say "the Bible says" when the query has a subject besides them
    ("¿Qué dice la Biblia sobre el Armagedón?" needs "Armagedón")."""
    wanted = set(content_stems(query, language))
    subject = wanted - _generic_stems(language)
    wanted = subject or wanted
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
        return self._nearest(query, language, limit, vector=vector, min_cosine=min_cosine,
                             margin=margin).scored

    def query_vector(self, query: str) -> np.ndarray | None:
        """The query's e5 vector; None without an embedder."""
        return None if self.embedder is None else self.embedder.embed_queries([query])[0]

    def _nearest(self, query: str, language: str | None, limit: int, *,
                 vector: np.ndarray | None, min_cosine: float | None = None,
                 margin: float | None = None) -> Nearest:
        """`meaning_scored` with the index's mean cosine to the query (the rows kept
        are the floor's and margin's; the mean is every text's)."""
        if vector is None and self.embedder is None:
            return Nearest([], 0.0, 0)
        index = self._index(language)
        if not len(index):
            return Nearest([], 0.0, 0)
        if vector is None:
            vector = self.query_vector(query)
            assert vector is not None
        nearest = index.nearest(vector, limit)
        best = nearest.scored[0][1] if nearest.scored else 0.0
        return Nearest([(item, cosine) for item, cosine in nearest.scored
                        if (min_cosine is None or cosine >= min_cosine)
                        and (margin is None or cosine >= best - margin)],
                       nearest.mean, nearest.count, nearest.runner_up)

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
               margin: float | None = None,
               kinds: Sequence[str] | None = None) -> list[LibraryHit]:
        """Hits for a query in `language` (None: every language). Meaning search reads
        `meaning_language`'s paragraphs (None: every language's, so across languages),
        with the query's `vector` when the caller embedded it, keeping only the
        paragraphs at least `min_cosine` near (and within `margin` of the nearest).
        `kinds`: only paragraphs of these kinds count towards `limit` (the others are
        left out before the hits are cut)."""
        return self._search(query, language, limit=limit, mode=mode,
                            meaning_language=meaning_language, vector=vector,
                            min_cosine=min_cosine, margin=margin, kinds=kinds)

    def answer(self, query: str, language: str | None, *, limit: int = 10,
               mode: Mode = "hybrid", meaning_language: str | None = None,
               vector: np.ndarray | None = None) -> LibraryAnswer:
        """The search's hits that are close to the query (`is_close`), each with its
        lift and (the nearest) lead; none, and `nothing_close`, when no hit is; and
        what was searched."""
        hits = self._search(query, language, limit=limit, mode=mode,
                            meaning_language=meaning_language, vector=vector)
        close = [hit for hit in hits if is_close(hit)]
        return LibraryAnswer(hits=close, nothing_close=not close,
                             searched=self.searched(language, meaning_language, mode))

    def searched(self, language: str | None, meaning_language: str | None,
                 mode: Mode = "hybrid", *, meaning: bool | None = None) -> Searched:
        """The issues with paragraphs a search of `language` (words) and
        `meaning_language` (meaning) reads: their symbols and issues, languages and
        paragraphs. `meaning`: whether the meaning search ran (default: with this
        search's embedder; a caller that embeds the query itself says so)."""
        wanted = set()
        if mode != "meaning":
            wanted.add(language)
        if mode != "words" and (self.has_meaning if meaning is None else meaning):
            wanted.add(meaning_language)
        kept = [p for p in self.library.publications() if p.paragraphs
                and (None in wanted or p.language in wanted)]
        return Searched(publications=sorted({f"{p.pub} {p.issue}".strip() for p in kept}),
                        languages=sorted({p.language for p in kept}),
                        paragraphs=sum(p.paragraphs for p in kept))

    def _search(self, query: str, language: str | None, *, limit: int, mode: Mode,
                meaning_language: str | None, vector: np.ndarray | None,
                min_cosine: float | None = None, margin: float | None = None,
                kinds: Sequence[str] | None = None) -> list[LibraryHit]:
        bm25 = dict(self.words_scored(query, language)) if mode != "meaning" else {}
        words = list(bm25)
        if mode != "words" and vector is None:
            vector = self.query_vector(query)
        nearest = (self._nearest(query, meaning_language, _DEPTH, vector=vector,
                                 min_cosine=min_cosine, margin=margin)
                   if mode != "words" and vector is not None else Nearest([], 0.0, 0))
        cosines = dict(nearest.scored)
        if mode == "words" or vector is None or not nearest.count:
            ranked = fuse([words])  # the words alone (no meaning to fuse with)
        else:
            if mode == "hybrid":  # the words' paragraphs the meaning ranking did not reach
                cosines |= self._cosines(vector, [i for i in words if i not in cosines],
                                         meaning_language, language)
            ranked = fuse_scores(cosines, words if mode == "hybrid" else [])
        if kinds is None:
            ranked = ranked[:limit]
            rows = self.library.found([item for item, _ in ranked])
        else:
            rows = self.library.found([item for item, _ in ranked])
            ranked = [(i, s) for i, s in ranked if i in rows and rows[i].kind in kinds][:limit]
        by_meaning = {item for item, _ in nearest.scored}
        base = baseline(nearest)
        # the nearest paragraph's lead over the next (whatever the floor left out)
        top = nearest.scored[0][0] if nearest.scored else None
        lead = None
        if top is not None:
            after = base if nearest.runner_up is None else nearest.runner_up
            lead = round(nearest.scored[0][1] - after, 4)
        hits = []
        for item, score in ranked:
            row = rows.get(item)
            if row is None:
                continue
            cosine = cosines.get(item)
            hit = self._hit(
                row, round(score, 6),
                [name for name, found in (("words", bm25), ("meaning", by_meaning))
                 if item in found],
                None if cosine is None else round(cosine, 4))
            if cosine is not None and nearest.count:
                hit.lift = round(cosine - base, 4)
                hit.lead = lead if item == top else None
            hits.append(hit)
        return hits

    def _cosines(self, vector: np.ndarray, ids: list[int], meaning_language: str | None,
                 language: str | None) -> dict[int, float]:
        """The cosines of these paragraphs (found by words) to the query: from the
        meaning index searched, or from their own language's."""
        if not ids:
            return {}
        found = self._index(meaning_language).cosines(vector, ids)
        rest = [i for i in ids if i not in found]
        if rest and language is not None and language != meaning_language:
            found |= self._index(language).cosines(vector, rest)
        return found

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
            language=row.language, pub=row.pub, issue=row.issue, kind=row.kind,
            found_by=found_by, cosine=cosine)
