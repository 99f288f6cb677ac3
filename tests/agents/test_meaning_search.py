"""Topic search by meaning (issue 30 item 4, issue 34 item 4): other words and other
languages reach the articles about a topic, nothing unrelated is shown as a result, and
sensitive topics carry the care note first. Against the mirror, with the shipped
sentence embedder (models/e5)."""

from __future__ import annotations

import pytest

from app.agents._passages import find_passages
from app.core.settings import Settings
from app.mirror.content.articles import ARTICLE_DOCIDS
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, kinds, run_agent

WORRY = str(ARTICLE_DOCIDS["worry"])
FAMILY = str(ARTICLE_DOCIDS["family"])


def urls(result: object) -> list[str]:
    findings = getattr(result, "findings", [])
    return [f.citation.url for f in findings if f.citation is not None]


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "topic"), [
    ("en", "anxiety"), ("es", "ansiedad"), ("es", "inquietud"), ("pt", "ansiedade"),
])
async def test_anxiety_in_each_language_reaches_the_article_about_worry(
        hub: SourceHub, settings: Settings, lang: str, topic: str) -> None:
    """The article says "worry"/"inquietud"/"preocupações", never the word searched
    for in en/es/pt ("ansiedad finds nothing because the article says inquietud")."""
    result = await run_agent("research.topic", {"topic": topic}, context(hub, settings, lang))
    assert any(WORRY in url for url in urls(result)), urls(result)


@pytest.mark.asyncio
async def test_parenting_finds_the_family_article_that_words_alone_miss(
        hub: SourceHub, settings: Settings) -> None:
    ctx = context(hub, settings, "en")
    by_words = await find_passages(ctx, "en", "parenting", meaning=False)
    assert not any(FAMILY in p.url for p in by_words.passages)
    by_meaning = await find_passages(ctx, "en", "parenting", meaning=True)
    assert FAMILY in by_meaning.passages[0].url
    assert "parents" in by_meaning.searched


@pytest.mark.asyncio
async def test_a_spanish_query_in_an_english_run_reaches_the_english_article(
        hub: SourceHub, settings: Settings) -> None:
    found = await find_passages(context(hub, settings, "en"), "en", "ansiedad", meaning=True)
    assert {"anxiety", "worry"} <= set(found.searched)
    assert any(WORRY in p.url for p in found.passages[:3])
    assert all(p.meaning is not None for p in found.passages)


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "topic"), [
    ("es", "recetas de cocina"), ("pt", "futebol"), ("en", "car engine maintenance"),
])
async def test_a_topic_the_library_does_not_cover_gets_nothing_found_not_filler(
        hub: SourceHub, settings: Settings, lang: str, topic: str) -> None:
    result = await run_agent("research.topic", {"topic": topic}, context(hub, settings, lang))
    assert kinds(result) == ["nothing_found"]
    assert result.findings[0].data.searched  # what was searched is said


@pytest.mark.asyncio
async def test_unrelated_passages_are_left_out_of_a_meaning_search(
        hub: SourceHub, settings: Settings) -> None:
    """Every passage shown is about the query: above the floor and near the best."""
    found = await find_passages(context(hub, settings, "en"), "en", "parenting", meaning=True)
    scores = [p.meaning for p in found.passages]
    assert scores and all(s is not None and s >= 0.80 for s in scores)
    assert not any(str(ARTICLE_DOCIDS["trinity"]) in p.url for p in found.passages)


@pytest.mark.asyncio
@pytest.mark.parametrize(("agent", "args", "lang"), [
    ("study.life_topics", {"topic": "anxiety"}, "en"),
    ("study.life_topics", {"topic": "ansiedad"}, "es"),
    ("research.topic", {"topic": "ansiedade"}, "pt"),
    ("research.topic", {"topic": "depression"}, "en"),
    ("apologetics.research", {"question": "¿Qué dice la Biblia del duelo?"}, "es"),
])
async def test_sensitive_topics_carry_the_care_note_first(
        hub: SourceHub, settings: Settings, agent: str, args: dict[str, str],
        lang: str) -> None:
    result = await run_agent(agent, args, context(hub, settings, lang))
    assert kinds(result)[0] == "care_note"
    assert len(kinds(result)) > 1  # and the material after it


@pytest.mark.asyncio
async def test_without_the_embedder_the_search_is_by_words_and_says_so(
        hub: SourceHub, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.agents import _meaning
    from app.nli.model import NLIModelError

    def missing(ctx: object) -> object:
        raise NLIModelError("nli.no_folder", "en")

    monkeypatch.setattr(_meaning, "embedder_of", missing)
    found = await find_passages(context(hub, settings, "en"), "en", "inquietud", meaning=True)
    assert found.searched == ["inquietud"]
    assert any("Searched by words only" in problem for problem in found.problems)
