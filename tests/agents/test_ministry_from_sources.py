"""ministry.presentation and ministry.conversation against the mirror: the opening question,
scripture and passage come from the articles found (the audience changes which), and
objections are answered from the articles that address them."""

from __future__ import annotations

import pytest

from app.core.settings import Settings
from app.mirror.content.articles_text import ARTICLES
from app.orchestrator.critique import LexicalEntailer
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, of_kind, run_agent

LEXICAL = {"entailer": LexicalEntailer()}


def from_the_mirror(text: str, lang: str) -> bool:
    """Whether a passage or question is text of one of the mirror's articles."""
    for by_lang in ARTICLES.values():
        title, paragraphs = by_lang[lang]
        if text == title or any(text in p for p in paragraphs):
            return True
    return False


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "topic"), [
    ("en", "the resurrection"), ("es", "la resurrección"), ("pt", "a ressurreição")])
async def test_the_audience_changes_what_is_drawn(hub: SourceHub, settings: Settings,
                                                  lang: str, topic: str) -> None:
    ctx = context(hub, settings, lang, services=LEXICAL)  # type: ignore[arg-type]
    audiences = {"en": ("someone grieving", "a young student"),
                 "es": ("alguien de duelo", "jóvenes"),
                 "pt": ("alguém de luto", "jovens")}[lang]
    drawn = []
    for audience in audiences:
        result = await run_agent("ministry.presentation",
                                 {"topic": topic, "audience": audience}, ctx)
        assert_cited(result)
        p = of_kind(result, "presentation")[0]
        for key in ("opening_question", "passage"):
            assert from_the_mirror(getattr(p.data, key), lang), (key, getattr(p.data, key))
        assert p.data.scripture and p.data.scripture_text
        drawn.append(p.data.passage)
    grieving = drawn[0].casefold()
    assert any(w in grieving for w in ("grieve", "duelo", "luto"))
    assert drawn[0] != drawn[1]


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "objection", "article"), [
    ("en", "I'm not interested", "not_interested"),
    ("es", "estoy muy ocupado", "busy"),
    ("pt", "já tenho minha religião", "own_religion"),
])
async def test_objections_are_answered_from_the_article_that_addresses_them(
        hub: SourceHub, settings: Settings, lang: str, objection: str, article: str) -> None:
    result = await run_agent("ministry.conversation", {"objection": objection},
                             context(hub, settings, lang, services=LEXICAL))  # type: ignore[arg-type]
    assert_cited(result)
    reply = result.findings[0]
    title, paragraphs = ARTICLES[article][lang]
    assert reply.kind == "answer" and reply.data.publication == title
    assert reply.data.passage in paragraphs
    question = reply.data.opening_question
    assert question.endswith("?") and from_the_mirror(question, lang)
    assert reply.data.scripture
