"""The mirror's question-and-answer articles, index subjects, Research Guide entries,
talk titles and publication citations (`/wol/pc/`), through the real clients."""

from __future__ import annotations

import asyncio

import pytest

from app.core.settings import Settings
from app.mirror.content.articles import (
    ARTICLE_DOCIDS,
    GUIDE_DOCIDS,
    SUBJECT_DOCIDS,
    TALKS_DOCID,
)
from app.mirror.content.articles_text import ARTICLES
from app.mirror.server import running_mirror
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub
from app.sources.parsers import TopicSubject
from app.sources.references import parse_references
from app.sources.wol import Article

FAST = HttpPolicy(rate=1000, burst=1000)


@pytest.fixture(scope="module")
def hub_settings():  # type: ignore[no-untyped-def]
    with running_mirror() as server:
        yield Settings(wol_url=server.wol_url, cdn_url=server.cdn_url)


def run(coro):  # type: ignore[no-untyped-def]
    return asyncio.run(coro)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_every_article_parses_with_its_paragraphs_and_scriptures(hub_settings: Settings,
                                                                 lang: str) -> None:
    async def go() -> None:
        async with SourceHub(hub_settings, use_cache=False, policy=FAST) as hub:
            for key, docid in ARTICLE_DOCIDS.items():
                doc = await hub.document(lang, docid)
                assert isinstance(doc, Article)
                title, paragraphs = ARTICLES[key][lang]
                assert doc.title == title
                assert doc.paragraphs[1:] == paragraphs or doc.paragraphs == paragraphs
                assert any(parse_references(p, lang) for p in paragraphs), key

    run(go())


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_index_entries_lead_to_the_paragraph_they_cite(hub_settings: Settings,
                                                       lang: str) -> None:
    async def go() -> None:
        async with SourceHub(hub_settings, use_cache=False, policy=FAST) as hub:
            for docid in [*SUBJECT_DOCIDS.values(), *GUIDE_DOCIDS.values()]:
                subject = await hub.topic(lang, docid)
                assert isinstance(subject, TopicSubject) and subject.subheadings
                links = [link for sub in subject.subheadings for e in sub.entries
                         for link in e.links if link.kind == "publication"]
                assert links
                for link in links:
                    fetched = await hub.fetcher.get(hub.wol_url_absolute(link.href),
                                                    kind="citation")
                    item = fetched.json()["items"][0]
                    assert "/wol/d/" in item["url"] and "#h=" in item["url"]
                    assert link.text in item["title"]

    run(go())


@pytest.mark.parametrize(("lang", "query", "title"), [
    ("en", "Trinity", "Is the Trinity Taught in the Bible?"),
    ("es", "Trinidad", "¿Enseña la Biblia la Trinidad?"),
    ("pt", "Trindade", "A Bíblia ensina a Trindade?"),
    ("en", "not interested", "What Can You Say When Someone Is Not Interested?"),
])
def test_search_finds_the_article_that_answers(hub_settings: Settings, lang: str, query: str,
                                              title: str) -> None:
    async def go() -> list[str]:
        async with SourceHub(hub_settings, use_cache=False, policy=FAST) as hub:
            return [h.title for h in await hub.search(lang, query, "publications", 5)]

    assert run(go())[0] == title


def test_the_talk_titles_list_numbers_and_titles(hub_settings: Settings) -> None:
    async def go() -> Article:
        async with SourceHub(hub_settings, use_cache=False, policy=FAST) as hub:
            doc = await hub.document("es", TALKS_DOCID)
            assert isinstance(doc, Article)
            return doc

    doc = run(go())
    assert any(p.startswith("23. ") for p in doc.paragraphs)
