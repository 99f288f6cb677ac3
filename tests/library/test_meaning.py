"""Meaning search with the e5 embedder: int8 vectors beside the paragraphs, a question
answered by a paragraph that says it in other words, and across languages."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from app.library.models import LibraryDocument, Publication
from app.library.reading import read_epub
from app.library.search import LibrarySearch
from app.library.shelf import embed_paragraphs
from app.library.store import Library
from app.library.vectors import quantize, restore
from app.mirror.content.apis import epub_file
from app.nli.embedder import default_embedder
from app.sources.languages import wol_language

_PATIENCE = {"patience", "paciencia", "paciência"}


def _patience(language: str) -> LibraryDocument:
    """The study article on patience, its numbered paragraphs only (a small index)."""
    docs = read_epub(epub_file("w", "202609", wol_language(language).jw_code) or b"", language)
    doc = next(d for d in docs if d.title.split()[-1].lower() in _PATIENCE)
    return doc.model_copy(update={"paragraphs": [p for p in doc.paragraphs if p.number]})


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    import asyncio

    embedder = default_embedder()
    library = Library(Path(tmp_path_factory.mktemp("meaning")) / "library.sqlite3")
    for language in ("es", "en", "pt"):
        doc = _patience(language)
        ids = library.put(Publication(pub="w", issue="202609", language=language), [doc])
        texts = [p.text for p in doc.paragraphs]
        asyncio.run(embed_paragraphs(library, ids, texts, embedder, embedder.name))
    return library


def test_int8_vectors_keep_the_cosine() -> None:
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(20, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    rows, scales = quantize(vectors)
    from app.library.store import StoredVectors

    back = restore(StoredVectors(np.arange(20), rows, scales, np.arange(20)))
    assert rows.dtype == np.int8
    assert np.abs((back * vectors).sum(axis=1) - 1).max() < 0.01


def test_a_question_finds_the_paragraph_that_says_it_in_other_words(library: Library) -> None:
    search = LibrarySearch(library, default_embedder())
    query = "why hasn't God brought the end yet"
    words = search.search(query, "en", limit=3, mode="words", meaning_language="en")
    meaning = search.search(query, "en", limit=3, mode="meaning", meaning_language="en")
    assert 4 not in [h.number for h in words]
    assert meaning[0].number == 4 and meaning[0].found_by == ["meaning"]


def test_a_paragraph_found_across_languages(library: Library) -> None:
    search = LibrarySearch(library, default_embedder())
    hits = search.search("a farmer waiting patiently for the harvest", "en", limit=3,
                         mode="meaning", meaning_language="es")
    assert hits[0].language == "es" and hits[0].number == 8
    assert "agricultor" in hits[0].text


def test_a_text_already_embedded_is_not_embedded_again(library: Library) -> None:
    import asyncio

    doc = _patience("pt")
    ids = library.put(Publication(pub="w", issue="202610", language="pt"), [doc])
    fresh = asyncio.run(embed_paragraphs(library, ids, [p.text for p in doc.paragraphs],
                                         default_embedder(), default_embedder().name))
    assert fresh == 0
    assert library.vectors("pt").ids.size == 2 * len(doc.paragraphs)
