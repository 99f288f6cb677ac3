"""The agents search the library the hybrid way (words and meaning fused), against the
mirror's study article and a paragraph written for this test: a question finds the
paragraph that says it in other words, across languages when the person's language has
nothing, an index lookup the site cannot answer comes from the library, and research
with the site out of reach answers from it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from app.agents._library import hybrid_hits
from app.agents._passages import find_passages
from app.agents._search import search, search_words
from app.agents.base import AgentContext
from app.core.errors import Offline
from app.core.models import Language
from app.core.settings import Settings
from app.core.text import content_stems
from app.library.models import LibraryDocument, LibraryParagraph, Publication
from app.library.search import LibrarySearch
from app.library.shelf import embed_paragraphs
from app.library.store import Library
from app.mirror.server import MirrorServer
from app.nli.embedder import default_embedder
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, run_agent
from tests.library.test_meaning import _patience

CARES = 900001  # a docid of our own: the paragraph below is written for this test
ANXIETY = ("Anxiety can rob us of sleep and joy. When fears about money, health or the "
           "future pile up, we can pour out our hearts to Jehovah in prayer and trust that "
           "he cares for us.")


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    embedder = default_embedder()
    library = Library(Path(tmp_path_factory.mktemp("agents")) / "library.sqlite3")
    cares = LibraryDocument(docid=CARES, title="When Cares Weigh on You", paragraphs=[
        LibraryParagraph(pid=1, number=1, text=ANXIETY),
        LibraryParagraph(pid=2, number=2, text="A good night's rest and regular exercise "
                                               "also help the body cope with pressure."),
    ])
    for issue, doc in (("202609", _patience("en")), ("202610", cares)):
        ids = library.put(Publication(pub="w", issue=issue, language="en"), [doc])
        asyncio.run(embed_paragraphs(library, ids, [p.text for p in doc.paragraphs],
                                     embedder, embedder.name))
    return library


@pytest.fixture
def settings(mirror: MirrorServer) -> Settings:
    return Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0,
                    offline=True)


@pytest_asyncio.fixture
async def offline_hub(settings: Settings) -> AsyncIterator[SourceHub]:
    hub = SourceHub(settings)
    try:
        yield hub
    finally:
        await hub.aclose()


def _ctx(hub: SourceHub, settings: Settings, library: Library,
         lang: Language = "en") -> AgentContext:
    return context(hub, settings, lang, services={"library": LibrarySearch(library)})


@pytest.mark.asyncio
async def test_a_paragraph_found_by_meaning_alone(
        offline_hub: SourceHub, settings: Settings, library: Library) -> None:
    query = "worry"
    assert not set(content_stems(query, "en")) & set(content_stems(ANXIETY, "en"))
    assert LibrarySearch(library).search(query, "en", mode="words") == []
    hits = await search(_ctx(offline_hub, settings, library), "en", query,
                        "publications")
    assert hits[0].snippet == ANXIETY and hits[0].group == "library"
    assert hits[0].url.endswith(f"/{CARES}#h=1") and "wol.jw.org/en/wol/d/" in hits[0].url


def test_words_and_meaning_are_fused_and_what_is_not_about_the_query_stays_out(
        library: Library) -> None:
    search_ = LibrarySearch(library)
    vector = default_embedder().embed_queries(["the farmer waits for the rains"])[0]
    hits = hybrid_hits(search_, "en", "the farmer waits for the rains", vector, 10)
    assert hits[0].number == 8 and hits[0].found_by == ["words", "meaning"]
    far = default_embedder().embed_queries(["how to change a car tyre"])[0]
    assert hybrid_hits(search_, "en", "how to change a car tyre", far, 10) == []


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "query"), [("es", "estoy preocupado"),
                                             ("pt", "preocupação")])
async def test_a_question_in_another_language_finds_the_paragraph(
        offline_hub: SourceHub, settings: Settings, library: Library, lang: Language,
        query: str) -> None:
    """The library holds nothing in the person's language: the meaning search reads the
    others (here English), and the hit opens the English paragraph."""
    hits = await search(_ctx(offline_hub, settings, library, lang), lang, query,
                        "publications")
    assert hits[0].snippet == ANXIETY
    assert "/en/wol/d/" in hits[0].url and hits[0].url.endswith("#h=1")


@pytest.mark.asyncio
async def test_an_index_lookup_the_site_cannot_answer_comes_from_the_library(
        offline_hub: SourceHub, settings: Settings, library: Library) -> None:
    with pytest.raises(Offline):
        await search(context(offline_hub, settings, "en"), "en", "worry", "indexes")
    ctx = _ctx(offline_hub, settings, library)
    hits = await search(ctx, "en", "worry", "indexes")
    assert hits[0].snippet == ANXIETY and hits[0].group == "library"


@pytest.mark.asyncio
async def test_research_with_the_site_out_of_reach_answers_from_the_library(
        offline_hub: SourceHub, settings: Settings, library: Library) -> None:
    ctx = _ctx(offline_hub, settings, library)
    found = await find_passages(ctx, "en", "How can parents show patience to their children?",
                                meaning=True)
    assert "patient parent" in found.passages[0].text
    assert "/en/wol/d/" in found.passages[0].url and "#h=" in found.passages[0].url
    result = await run_agent("research.topic", {"topic": "worry"}, ctx)
    urls = [f.citation.url for f in result.findings if f.citation is not None]
    assert any(u.endswith(f"/{CARES}#h=1") for u in urls), urls


@pytest.mark.asyncio
async def test_the_library_never_crowds_the_sites_hits_out(
        mirror: MirrorServer, library: Library) -> None:
    """Online, the library's paragraphs come first and the site's hits still follow
    (a caller reading the site's articles, the public talk list or an audience article,
    needs them)."""
    settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0)
    async with SourceHub(settings) as hub:
        ctx = _ctx(hub, settings, library)
        site = await search_words(context(hub, settings, "en"), "en", "patience",
                                  "publications", 2)
        both = await search_words(ctx, "en", "patience", "publications", 2)
    assert site and all(h.group != "library" for h in site)
    assert [h.group for h in both[:2]] == ["library", "library"]
    assert [h.url for h in both[2:]] == [h.url for h in site]


@pytest.mark.asyncio
async def test_offline_with_nothing_close_it_says_what_the_library_searched(
        offline_hub: SourceHub, settings: Settings, library: Library) -> None:
    """The meaning search finds English paragraphs near a question about blood
    transfusions, none earns its place: the person is told, in their language, that
    nothing in the library is close, what it searched, and that the site needs a
    connection (not the cache's URL)."""
    with pytest.raises(Offline) as caught:
        await search(_ctx(offline_hub, settings, library, "es"), "es",
                     "transfusiones de sangre", "publications")
    message = str(caught.value)
    assert message.startswith("Nada de su biblioteca se acerca a «transfusiones de sangre»")
    assert "Se buscó en: w (2 números, en, " in message
    assert message.endswith("Buscar en wol.jw.org necesita conexión.")
    assert "127.0.0.1" not in message
