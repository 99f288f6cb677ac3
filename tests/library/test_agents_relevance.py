"""The agents' library search offers only what earned its place: a paragraph that
carries the query's words, one clearly near it in the person's language, or one the
NLI model reads as being about the query or its subject. Unrelated paragraphs the
meaning search finds within its floor and margin (in the person's language or in
another) are no longer offered; a heading found by meaning alone is not read; without
the NLI model nothing doubtful is offered. The library: the mirror's study article on
patience and a paragraph on anxiety written for these tests, in English."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.agents import _library, _meaning
from app.agents._library import (
    ABOUT_READ,
    Pair,
    Reading,
    about,
    convinced,
    doubtful,
    earned,
    library_hits,
    readings,
    sure,
)
from app.core.models import Language
from app.core.settings import Settings
from app.library.models import LibraryDocument, LibraryHit, LibraryParagraph, Publication
from app.library.search import LibrarySearch
from app.library.shelf import embed_paragraphs
from app.library.store import Library
from app.nli.embedder import default_embedder
from app.nli.lexical import LexicalEntailer
from tests.agents.agent_util import context
from tests.library.test_meaning import _patience

ANXIETY = ("Anxiety can rob us of sleep and joy. When fears about money, health or the "
           "future pile up, we can pour out our hearts to Jehovah in prayer and trust that "
           "he cares for us.")
# Queries about nothing the library treats, in the person's language and in others.
UNRELATED: list[tuple[Language, str]] = [
    ("en", "blood transfusion"), ("en", "what is required before baptism"),
    ("en", "weather forecast for tomorrow"), ("es", "transfusiones de sangre"),
    ("es", "requisitos para bautizarse"), ("pt", "investir na bolsa de valores"),
]


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    embedder = default_embedder()
    library = Library(Path(tmp_path_factory.mktemp("relevance")) / "library.sqlite3")
    cares = LibraryDocument(docid=900021, title="When Cares Weigh on You", paragraphs=[
        LibraryParagraph(pid=1, number=1, text=ANXIETY),
        LibraryParagraph(pid=2, number=None, kind="heading", text="WHEN CARES PILE UP")])
    for issue, doc in (("202609", _patience("en")), ("202610", cares)):
        ids = library.put(Publication(pub="w", issue=issue, language="en"), [doc])
        asyncio.run(embed_paragraphs(library, ids, [p.text for p in doc.paragraphs],
                                     embedder, embedder.name))
    return library


def _hit(text: str, *, language: str = "en", kind: str = "paragraph",
         found_by: tuple[str, ...] = ("meaning",), lift: float | None = 0.0,
         lead: float | None = None) -> LibraryHit:
    return LibraryHit(url="https://wol.jw.org/en/wol/d/r1/lp-e/1#h=1", docid=1, paragraph=1,
                      title="T", text=text, score=0.8, language=language, pub="w",
                      issue="202609", kind=kind, found_by=list(found_by), cosine=0.85,
                      lift=lift, lead=lead)


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "query"), UNRELATED)
async def test_an_unrelated_query_is_offered_no_paragraph(
        library: Library, lang: Language, query: str) -> None:
    """The meaning search still finds hits within the floor and margin (what the agents
    offered before, in English for every language); none of them is offered."""
    search = LibrarySearch(library)
    vector = default_embedder().embed_queries([query])[0]
    within = {"vector": vector, "min_cosine": _meaning.FLOOR, "margin": _meaning.MARGIN}
    before = [*search.search(query, lang, mode="hybrid", meaning_language=lang, **within),
              *search.search(query, None, mode="meaning", meaning_language=None, **within)]
    assert before, "the meaning search finds something within its floor and margin"
    ctx = context(None, Settings(), lang, services={"library": search})
    assert await library_hits(ctx, lang, query, "publications", 10) == []


@pytest.mark.asyncio
async def test_a_paragraph_about_the_querys_subject_is_offered_across_languages(
        library: Library) -> None:
    """"Me preocupa el futuro" (the subject: anxiety) finds the English paragraph on
    anxiety, read by the NLI model as being about it."""
    ctx = context(None, Settings(), "es", services={"library": LibrarySearch(library)})
    hits = await library_hits(ctx, "es", "me preocupa el dinero", "publications", 10)
    assert [h.text for h in hits][:1] == [ANXIETY]
    assert hits[0].language == "en" and hits[0].found_by == ["meaning"]


@pytest.mark.asyncio
async def test_without_the_nli_model_nothing_doubtful_is_offered(library: Library) -> None:
    """Word overlap says nothing of a subject in other words: the Spanish question that
    the model answers from the English paragraph gets nothing from word overlap."""
    ctx = context(None, Settings(), "es", services={"library": LibrarySearch(library),
                                                    "entailer": LexicalEntailer()})
    assert await library_hits(ctx, "es", "me preocupa el dinero", "publications", 10) == []


def test_what_is_sure_needs_no_reading() -> None:
    words = _hit("x", found_by=("words", "meaning"))
    near = _hit("x", lift=0.2)
    assert sure(words, "en", nearness=False)
    assert sure(near, "en", nearness=True)
    # near by the person's language's baseline only: not across, not in another language
    assert not sure(near, "en", nearness=False)
    assert not sure(_hit("x", language="es", lift=0.2), "en", nearness=True)
    # a heading is never near enough on its own
    assert not sure(_hit("X", kind="heading", lift=0.2), "en", nearness=True)


def test_the_doubtful_are_read_against_the_query_and_its_subjects() -> None:
    hits = [_hit("heading", kind="heading"), _hit("question?", kind="question"),
            _hit("words", found_by=("words",)),
            *(_hit(f"paragraph {n}", language="pt") for n in range(ABOUT_READ + 2))]
    pairs = doubtful(hits, "es", "me preocupa el dinero?", ["anxiety"], nearness=True)
    texts = list(dict.fromkeys(p.text for p in pairs))
    assert texts == [f"paragraph {n}" for n in range(ABOUT_READ)]
    assert pairs[:2] == [
        Pair("paragraph 0", "Este texto trata de me preocupa el dinero.", False),
        Pair("paragraph 0", "Este texto fala de ansiedade.", True)]
    assert about("en", "worry") == "This text is about worry."


def test_a_reading_keeps_the_best_of_each_kind_and_convinces_at_its_floor() -> None:
    pairs = [Pair("a", "h1", False), Pair("a", "h2", True), Pair("a", "h3", True),
             Pair("b", "h1", False)]
    read = readings(pairs, [0.3, 0.9, 0.2, 0.86])
    assert read == {"a": Reading(topic=0.3, subject=0.9), "b": Reading(topic=0.86)}
    assert convinced(read["a"], 0.85, 0.85) and convinced(read["b"], 0.85, 0.85)
    assert not convinced(read["a"], 0.85, 0.95) and not convinced(None)
    hits = [_hit("a"), _hit("b"), _hit("c")]
    assert [h.text for h in earned(hits, "en", read, nearness=False)] == ["a", "b"]


def test_the_floors_are_the_ones_chosen_on_dev() -> None:
    """Chosen by `python -m bench.library_agents --choose` (its docstring): changing them
    means choosing them again."""
    assert (_library.ABOUT_FLOOR, _library.SUBJECT_FLOOR) == (0.85, 0.90)


def test_the_bench_counts_what_each_rule_offers_and_chooses_on_dev_only() -> None:
    """bench.library_agents: an unrelated query offered a paragraph by a doubtful reading
    above the floor counts against it; `choose` takes the smallest floors that keep the
    unrelated ones silent."""
    from bench import library_agents as bench

    def asked(related: bool, reading: float) -> bench.Asked:
        step = bench.Step([_hit(f"p{reading}")], [False], [Reading(topic=reading)])
        return bench.Asked({"language": "en", "query": "q"}, "same", [step], related)

    rows = [asked(False, 0.8), asked(True, 0.9), asked(True, 0.7)]
    assert bench.rates(rows, None)["unrelated_offered"] == 1
    at = bench.rates(rows, (0.85, 1.01))
    assert (at["unrelated_offered"], at["related_offered"]) == (0, 1)
    assert bench.choose([asked(False, 0.8)] * 20 + [asked(True, 0.9)]) == (0.85, 0.5)


@pytest.mark.parametrize(("language", "query", "text", "carried"), [
    ("es", "¿Qué dice la Biblia sobre el Armagedón?",
     "Hoy muchos piensan que la bondad es cosa del pasado, pero la Biblia dice otra cosa.",
     False),
    ("es", "¿Qué dice la Biblia sobre el Armagedón?",
     "En el Armagedón, Dios pondrá fin a la maldad.", True),
    ("pt", "o que a Bíblia diz sobre o Armagedom",
     "As palavras têm muito poder, e a Bíblia diz que uma frase pode animar.", False),
    ("en", "what does the Bible say about patience", "The Bible says patience grows.", True),
    ("en", "the Bible", "The Bible is God's Word.", True),  # nothing but the generic words
])
def test_the_words_that_only_say_the_bible_says_are_no_evidence(
        language: str, query: str, text: str, carried: bool) -> None:
    from app.library.search import carries_query

    assert carries_query(query, text, language) is carried


def test_a_study_question_or_heading_is_never_offered_even_by_its_words() -> None:
    """The agents show library hits as passages (a sheet's "Respuestas"): a study
    question found by the query's words is no answer, nor a heading."""
    question = _hit("9-10. ¿Cómo nos ayuda la paciencia en la familia?", kind="question",
                    found_by=("words",))
    heading = _hit("SIGAMOS CRECIENDO EN PACIENCIA", kind="heading", found_by=("words",))
    paragraph = _hit("En la familia, la paciencia hace más pacífica la vida diaria.",
                     found_by=("words",))
    assert earned([question, heading, paragraph], "es", {}, nearness=True) == [paragraph]


def test_the_reader_tells_labels_and_review_questions_from_paragraphs() -> None:
    """The study article's label lines (the study-article line, the box title, the song
    lines) are headings and its closing review questions are questions, so the agents
    never offer them as passages and the reading view shows them as such."""
    from app.library.reading import read_epub
    from app.mirror.content.apis import epub_file
    from app.sources.languages import wol_language

    doc = read_epub(epub_file("w", "202609", wol_language("es").jw_code) or b"", "es")[0]
    kinds = {p.text: p.kind for p in doc.paragraphs}
    assert kinds["IDEA CENTRAL"] == "heading"
    assert kinds["CANCIÓN 77"] == "heading"
    assert next(k for t, k in kinds.items() if t.startswith("ARTÍCULO DE ESTUDIO")) == "heading"
    assert kinds["¿Por qué le importa a Jehová cómo hablamos?"] == "question"
    assert kinds[next(t for t in kinds if t.startswith("Cómo podemos usar nuestras"))] \
        == "paragraph"  # the box's text itself stays a paragraph


def test_a_search_for_passages_counts_only_passages_towards_its_limit(
        library: Library) -> None:
    """A short heading ranks first by words ("WHEN CARES PILE UP" for "cares pile"):
    kept out before the hits are cut, it does not crowd the paragraph out."""
    search = LibrarySearch(library)
    first = search.search("cares pile", "en", limit=1, mode="words")
    assert [h.kind for h in first] == ["heading"]
    passages = search.search("cares pile", "en", limit=1, mode="words", kinds=("paragraph",))
    assert [h.text for h in passages] == [ANXIETY]
