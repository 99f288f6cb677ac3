"""The library's fusion and its 'nothing close' rule: paragraphs scored by their cosine
to the query with a bonus for carrying its words, and a search that says nothing in the
library is close (and what it searched) instead of offering unrelated paragraphs."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from app.library import search as search_module
from app.library.models import LibraryDocument, LibraryHit, LibraryParagraph, Publication
from app.library.reading import read_epub
from app.library.search import (
    LEAD,
    LIFT,
    PRIOR,
    LibrarySearch,
    baseline,
    fuse_scores,
    is_close,
)
from app.library.shelf import embed_paragraphs
from app.library.store import Library
from app.library.vectors import Nearest
from app.mirror.content.apis import epub_file
from app.sources.languages import wol_language

DIM = 64


def _unit(k: int) -> np.ndarray:
    v = np.zeros(DIM, np.float32)
    v[k] = 1.0
    return v


class FakeEmbedder:
    """Each passage gets the cosine to each query that the test names (its own axis
    for the rest); a query is its own axis."""

    name = "fake"

    def __init__(self, queries: dict[str, int], near: dict[str, dict[str, float]]) -> None:
        self.queries = queries  # query -> its axis
        self.near = near  # passage -> {query: cosine}
        self.axes: dict[str, int] = {}

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([_unit(self.queries[t]) for t in texts])

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        rows = []
        for text in texts:
            v = np.zeros(DIM, np.float32)
            for query, cosine in self.near.get(text, {}).items():
                v[self.queries[query]] = cosine
            own = self.axes.setdefault(text, len(self.queries) + len(self.axes))
            v[own] = np.sqrt(max(0.0, 1.0 - float((v ** 2).sum())))
            rows.append(v)
        return np.stack(rows)


def _library(path: Path, embedder: FakeEmbedder, texts: list[str]) -> Library:
    library = Library(path)
    doc = LibraryDocument(docid=900100, title="Test article", paragraphs=[
        LibraryParagraph(pid=n + 1, number=n + 1, text=t) for n, t in enumerate(texts)])
    ids = library.put(Publication(pub="w", issue="202609", language="es"), [doc])
    asyncio.run(embed_paragraphs(library, ids, texts, embedder, embedder.name))
    return library


WORDS_ONLY = "La paciencia del agricultor se ve en su trabajo diario."
NEAR = "Esperar con calma la cosecha que viene después de la lluvia."
BOTH = "El agricultor muestra paciencia cuando espera las lluvias."
CLOSE_SECOND = "Quien espera la lluvia con calma sabe aguardar el fruto."
FAR = "Los hermanos se reúnen los domingos en el Salón del Reino."
QUERY = "paciencia agricultor"
UNRELATED = "receta de cocina"
FILLER = [f"Un párrafo más, el número {n}, sobre la vida de congregación." for n in range(30)]


@pytest.fixture
def fake(tmp_path: Path) -> tuple[LibrarySearch, FakeEmbedder]:
    near = {WORDS_ONLY: {QUERY: 0.70, UNRELATED: 0.82},
            NEAR: {QUERY: 0.90, UNRELATED: 0.83},
            FAR: {QUERY: 0.50, UNRELATED: 0.82}}
    near |= {t: {QUERY: 0.45, UNRELATED: 0.81} for t in FILLER}
    embedder = FakeEmbedder({QUERY: 0, UNRELATED: 1}, near)
    library = _library(tmp_path / "library.sqlite3", embedder, [WORDS_ONLY, NEAR, FAR, *FILLER])
    return LibrarySearch(library, embedder), embedder


def test_a_paragraph_carrying_the_words_does_not_outrank_one_far_nearer_in_meaning(
        fake: tuple[LibrarySearch, FakeEmbedder]) -> None:
    # reciprocal rank fusion put the words' only hit first whatever its cosine (0.70)
    search, _ = fake
    hits = search.search(QUERY, "es", mode="hybrid", meaning_language="es", limit=3)
    assert [h.text for h in hits[:2]] == [NEAR, WORDS_ONLY]
    assert hits[0].score == pytest.approx(0.90, abs=0.005)
    assert hits[1].found_by == ["words", "meaning"]
    assert hits[1].score == pytest.approx(0.70 + search_module.WORDS_BONUS, abs=0.005)


def test_the_words_break_a_near_tie_in_meaning(tmp_path: Path) -> None:
    embedder = FakeEmbedder({QUERY: 0}, {BOTH: {QUERY: 0.85}, CLOSE_SECOND: {QUERY: 0.86}})
    search = LibrarySearch(_library(tmp_path / "l.sqlite3", embedder, [CLOSE_SECOND, BOTH]),
                           embedder)
    hits = search.search(QUERY, "es", meaning_language="es")
    assert [h.text for h in hits] == [BOTH, CLOSE_SECOND]
    assert hits[0].found_by == ["words", "meaning"] and hits[1].found_by == ["meaning"]


def test_a_words_hit_beyond_the_meaning_ranking_is_scored_by_its_own_cosine(
        fake: tuple[LibrarySearch, FakeEmbedder], monkeypatch: pytest.MonkeyPatch) -> None:
    search, _ = fake
    monkeypatch.setattr(search_module, "_DEPTH", 1)  # the meaning ranking reads one
    hits = search.search(QUERY, "es", meaning_language="es", limit=3)
    words = next(h for h in hits if h.text == WORDS_ONLY)
    assert words.found_by == ["words"] and words.cosine == pytest.approx(0.70, abs=0.005)


def test_fuse_scores_ranks_by_cosine_plus_the_words_bonus() -> None:
    assert [k for k, _ in fuse_scores({1: 0.85, 2: 0.86, 3: 0.90}, [1], 0.02)] == [3, 1, 2]
    # a words hit without a vector comes after those with one
    assert [k for k, _ in fuse_scores({1: 0.5}, [7, 1], 0.02)] == [1, 7]


def test_an_unrelated_query_finds_nothing_close_and_says_what_was_searched(
        fake: tuple[LibrarySearch, FakeEmbedder]) -> None:
    search, _ = fake
    raw = search.search(UNRELATED, "es", meaning_language="es")
    assert raw  # the meaning search always has a nearest paragraph (0.83 here)
    found = search.answer(UNRELATED, "es", meaning_language="es")
    assert found.nothing_close and found.hits == []
    assert found.searched.publications == ["w 202609"]
    assert found.searched.languages == ["es"]
    assert found.searched.paragraphs == 3 + len(FILLER)


def test_a_related_query_keeps_its_hits_with_their_lift_and_lead(
        fake: tuple[LibrarySearch, FakeEmbedder]) -> None:
    search, _ = fake
    found = search.answer(QUERY, "es", meaning_language="es", limit=3)
    assert not found.nothing_close
    assert found.hits[0].text == NEAR and found.hits[0].lift is not None
    assert found.hits[0].lift >= LIFT and found.hits[0].lead == pytest.approx(0.2, abs=0.01)
    assert WORDS_ONLY in [h.text for h in found.hits]  # kept by its words
    assert FAR not in [h.text for h in found.hits]  # neither near nor carrying the words


def test_is_close_needs_words_a_lift_or_a_lead() -> None:
    hit = LibraryHit(url="u", docid=1, paragraph=1, title="t", text="x", score=0.8,
                     language="es", pub="w", issue="202609", found_by=["meaning"],
                     cosine=0.83, lift=LIFT - 0.01)
    assert not is_close(hit)
    assert is_close(hit.model_copy(update={"found_by": ["words", "meaning"]}))
    assert is_close(hit.model_copy(update={"lift": LIFT}))
    assert is_close(hit.model_copy(update={"lead": LEAD}))


def test_a_small_librarys_mean_counts_for_little() -> None:
    # ten paragraphs all about the query: their mean (0.9) is not the library's baseline
    assert baseline(Nearest([], 0.90, 10)) == pytest.approx(
        (0.90 * 10 + PRIOR * 100) / 110)
    assert baseline(Nearest([], 0.78, 100_000)) == pytest.approx(0.78, abs=0.001)


# -- with the e5 embedder, on the September 2026 study Watchtower --------------------


@pytest.fixture(scope="module")
def september(tmp_path_factory: pytest.TempPathFactory) -> LibrarySearch:
    from app.nli.embedder import default_embedder

    embedder = default_embedder()
    library = Library(Path(tmp_path_factory.mktemp("relevance")) / "library.sqlite3")
    docs = read_epub(epub_file("w", "202609", wol_language("es").jw_code) or b"", "es")[:2]
    ids = library.put(Publication(pub="w", issue="202609", language="es"), docs)
    texts = [p.text for d in docs for p in d.paragraphs]
    asyncio.run(embed_paragraphs(library, ids, texts, embedder, embedder.name))
    return LibrarySearch(library, embedder)


def test_a_recipe_is_not_answered_with_a_paragraph_on_patience(
        september: LibrarySearch) -> None:
    query = "receta de tortilla de patatas"
    assert september.search(query, "es", meaning_language="es")  # the nearest, unrelated
    found = september.answer(query, "es", meaning_language="es")
    assert found.nothing_close and not found.hits
    assert found.searched.publications == ["w 202609"] and found.searched.paragraphs > 90


def test_a_question_about_the_article_keeps_its_paragraph(september: LibrarySearch) -> None:
    found = september.answer("un agricultor espera la lluvia y la cosecha", "es",
                             meaning_language="es")
    assert not found.nothing_close
    assert any(h.number == 8 and "agricultor" in h.text for h in found.hits[:3])
