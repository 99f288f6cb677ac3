"""A library paragraph found by meaning alone (the query says "worry", the paragraph
"anxiety") survives the agents that rank the passages by shared words: a ministry
conversation, a public talk outline, a fact check and a return visit answer from it,
with the site out of reach. The paragraph earns its place as the agents' library search
asks (app/agents/_library.py): the query's subject is anxiety, and the NLI model reads
the paragraph as being about anxiety. Paragraphs written for these tests, in a library
beside the mirror's study article on patience."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from app.agents._passages import find_passages
from app.agents.base import AgentContext
from app.core.errors import Offline
from app.core.findings import ClaimCheck
from app.core.models import Finding
from app.core.settings import Settings
from app.core.text import content_stems
from app.library.models import LibraryDocument, LibraryParagraph, Publication
from app.library.search import LibrarySearch
from app.library.shelf import embed_paragraphs
from app.library.store import Library
from app.mirror.server import MirrorServer
from app.nli.embedder import default_embedder
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, of_kind, run_agent
from tests.library.test_meaning import _patience

WORRIES = 900011  # a docid of our own
ANXIETY = ("Anxiety can keep us awake at night. When concerns about money, health or what "
         "lies ahead pile up, we can tell Jehovah everything in prayer and trust that he "
         "cares for us, as Philippians 4:6, 7 says.")
TITLE = "When Cares Weigh on You"


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    embedder = default_embedder()
    library = Library(Path(tmp_path_factory.mktemp("meaning_hits")) / "library.sqlite3")
    cares = LibraryDocument(docid=WORRIES, title=TITLE, paragraphs=[
        LibraryParagraph(pid=1, number=1, text=ANXIETY)])
    for issue, doc in (("202609", _patience("en")), ("202611", cares)):
        ids = library.put(Publication(pub="w", issue=issue, language="en"), [doc])
        asyncio.run(embed_paragraphs(library, ids, [p.text for p in doc.paragraphs],
                                     embedder, embedder.name))
    return library


@pytest.fixture
def settings(mirror: MirrorServer) -> Settings:
    return Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0,
                    offline=True)


@pytest_asyncio.fixture
async def ctx(settings: Settings, library: Library) -> AsyncIterator[AgentContext]:
    async with SourceHub(settings) as hub:
        yield context(hub, settings, "en", services={"library": LibrarySearch(library)})


def test_the_paragraph_shares_no_word_with_the_query(library: Library) -> None:
    for query in ("How can I cope with worry?", "My worries about the future",
                  "Coping With Worry", "worries", "Prayer can calm our worries"):
        assert not set(content_stems(query, "en")) & set(content_stems(ANXIETY, "en")) \
            - set(content_stems("prayer", "en"))
    assert LibrarySearch(library).search("worry", "en", mode="words") == []


@pytest.mark.asyncio
async def test_the_passage_found_by_meaning_carries_its_cosine(ctx: AgentContext) -> None:
    found = await find_passages(ctx, "en", "How can I cope with worry?")
    worry = next(p for p in found.passages if p.text == ANXIETY)
    assert worry.lexical == 0 and worry.found_by_meaning is not None
    assert worry.found_by_meaning >= 0.8 and worry.url.endswith(f"/{WORRIES}#h=1")


def _cites_worry(findings: list[Finding]) -> bool:
    return any(f.citation is not None and f.citation.url.endswith(f"/{WORRIES}#h=1")
               for f in findings)


@pytest.mark.asyncio
async def test_a_ministry_conversation_answers_from_a_paragraph_found_by_meaning(
        ctx: AgentContext) -> None:
    result = await run_agent("ministry.conversation",
                             {"objection": "My worries about the future"}, ctx)
    assert _cites_worry(of_kind(result, "answer"))


@pytest.mark.asyncio
async def test_a_public_talk_outline_takes_a_point_from_it(ctx: AgentContext) -> None:
    result = await run_agent("meeting.public_talk_outline",
                             {"title": "Coping With Worry"}, ctx)
    assert _cites_worry(of_kind(result, "outline_point"))


@pytest.mark.asyncio
async def test_a_fact_check_reads_it(ctx: AgentContext) -> None:
    result = await run_agent("apologetics.fact_check",
                             {"claim": "Prayer can calm our worries"}, ctx)
    check = of_kind(result, "claim_check")[0]
    assert isinstance(check.data, ClaimCheck) and TITLE in check.data.read


@pytest.mark.asyncio
async def test_a_return_visit_is_prepared_from_it(ctx: AgentContext) -> None:
    await run_agent("ministry.revisit", {"action": "add", "person": "Nora Quill",
                                         "topics": ["worries"]}, ctx)
    prepared = await run_agent("ministry.revisit", {"action": "prepare",
                                                    "person": "Nora Quill"}, ctx)
    assert not of_kind(prepared, "nothing_found")
    assert _cites_worry(of_kind(prepared, "answer"))


@pytest.mark.asyncio
async def test_what_is_about_nothing_in_the_library_still_needs_the_site(
        ctx: AgentContext) -> None:
    """No paragraph is near a car tyre: the library offers nothing and the site, out of
    reach, is said to be needed."""
    with pytest.raises(Offline):
        await run_agent("ministry.conversation",
                        {"objection": "How do I change a car tyre?"}, ctx)
