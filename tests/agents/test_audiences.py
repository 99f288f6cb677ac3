"""Presentations and conversations for a real audience (issue 31, item 4): for a busy
person, a young person, a religious person, someone not religious, someone grieving and
someone of another language, the opening question, the scripture with its text, its
explanation and the question to leave all come from the article the search finds for
that audience (linked); an audience or an objection nothing answers is said, with what
was searched, never filled with stock text."""

from __future__ import annotations

import pytest

from app.core.errors import NothingFoundError
from app.core.findings import NothingFound, Presentation
from app.core.settings import Settings
from app.mirror import content
from app.mirror.content.audience_articles import AUDIENCE_ARTICLES
from app.orchestrator.critique import LexicalEntailer
from app.sources.hub import SourceHub
from app.sources.references import parse_references
from tests.agents.agent_util import assert_cited, context, of_kind, run_agent

LEXICAL = {"entailer": LexicalEntailer()}
AUDIENCES = [
    ("en", "a busy person", "aud_busy"), ("en", "young people", "aud_young"),
    ("en", "a religious person", "aud_religious"),
    ("en", "someone who is not religious", "aud_not_religious"),
    ("en", "someone grieving", "aud_grieving"),
    ("en", "someone who speaks another language", "aud_other_language"),
    ("es", "una persona ocupada", "aud_busy"), ("es", "alguien que está de duelo", "aud_grieving"),
    ("pt", "um jovem", "aud_young"), ("pt", "alguém que fala outro idioma", "aud_other_language"),
]


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "audience", "key"), AUDIENCES)
async def test_each_audience_gets_its_own_opening_scripture_and_question_to_leave(
    hub: SourceHub, settings: Settings, lang: str, audience: str, key: str
) -> None:
    ctx = context(hub, settings, lang, services=LEXICAL)  # type: ignore[arg-type]
    result = await run_agent("ministry.presentation",
                             {"topic": {"en": "hope", "es": "esperanza", "pt": "esperança"}[lang],
                              "audience": audience}, ctx)
    assert_cited(result)
    [finding] = of_kind(result, "presentation")
    data = finding.data
    assert isinstance(data, Presentation)
    title, paragraphs = AUDIENCE_ARTICLES[key][lang]
    text = " ".join(paragraphs)
    # every part from the audience's article, which is linked
    assert data.audience_source == title and data.audience_url.startswith("http")
    assert data.opening_question and data.opening_question in paragraphs[0]
    assert data.follow_up and data.follow_up in paragraphs[-1]
    assert data.explanation and data.explanation.split(";")[0] in text
    [ref] = parse_references(data.scripture, lang)  # type: ignore[arg-type]
    assert data.scripture.split(" ")[0] in paragraphs[1]
    assert data.scripture_text == " ".join(
        content.verse_text(lang, ref.book, ref.chapter, v) for v in ref.verses)
    # what to share is the topic's research, from another article
    assert data.passage and data.publication != title
    assert any(f.citation and f.citation.url == data.audience_url
               for f in result.findings if f is not finding)


@pytest.mark.asyncio
async def test_different_audiences_are_not_one_template(hub: SourceHub,
                                                         settings: Settings) -> None:
    ctx = context(hub, settings, "en", services=LEXICAL)
    openings = set()
    for audience, _, _ in [(a, 0, 0) for _, a, _ in AUDIENCES[:6]]:
        result = await run_agent("ministry.presentation",
                                 {"topic": "hope", "audience": audience}, ctx)
        [finding] = of_kind(result, "presentation")
        assert isinstance(finding.data, Presentation)
        openings.add((finding.data.opening_question, finding.data.scripture,
                      finding.data.follow_up))
    assert len(openings) == 6


@pytest.mark.asyncio
async def test_an_audience_no_article_speaks_of_is_said_not_guessed(
    hub: SourceHub, settings: Settings
) -> None:
    ctx = context(hub, settings, "en", services=LEXICAL)
    result = await run_agent("ministry.presentation",
                             {"topic": "hope", "audience": "a car mechanic"}, ctx)
    [missing] = [f for f in of_kind(result, "nothing_found")
                 if isinstance(f.data, NothingFound) and f.data.searched == "a car mechanic"]
    assert "a car mechanic" in missing.summary
    [finding] = of_kind(result, "presentation")
    assert isinstance(finding.data, Presentation) and not finding.data.audience_source


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "objection"), [
    ("es", "los extraterrestres crearon a los humanos"),
    ("en", "aliens created humans"),
])
async def test_an_objection_nothing_answers_is_nothing_found_with_what_was_searched(
    hub: SourceHub, settings: Settings, lang: str, objection: str
) -> None:
    ctx = context(hub, settings, lang, services=LEXICAL)  # type: ignore[arg-type]
    with pytest.raises(NothingFoundError) as raised:  # the executor types it (one finding)
        await run_agent("ministry.conversation", {"objection": objection}, ctx)
    assert objection in str(raised.value)
    assert ("extraterrestres" if lang == "es" else "aliens") in raised.value.searched


@pytest.mark.asyncio
async def test_a_conversation_with_a_busy_person_opens_and_closes_as_its_article_says(
    hub: SourceHub, settings: Settings
) -> None:
    ctx = context(hub, settings, "es", services=LEXICAL)
    result = await run_agent("ministry.conversation",
                             {"objection": "no me interesa", "audience": "una persona ocupada"},
                             ctx)
    [answer] = [f for f in of_kind(result, "answer") if f.data.objection]
    title, paragraphs = AUDIENCE_ARTICLES["aud_busy"]["es"]
    assert answer.data.opening_question and answer.data.opening_question in paragraphs[0]
    assert answer.data.follow_up and answer.data.follow_up in paragraphs[-1]
    assert "Para la próxima vez:" in answer.excerpt and title in answer.excerpt
    # the reply itself still comes from the article on the objection, with its scripture
    assert "interesa" in answer.data.title.casefold() or "interesa" in answer.excerpt
    assert answer.data.scripture_text
