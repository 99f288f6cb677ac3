"""Research with depth against the mirror: ranked passages (not first paragraphs), index
references followed to their text and linked, the subject kept by the keyword fallback."""

from __future__ import annotations

import pytest

from app.agents._passages import as_statement, lexical_score
from app.agents._search import keywords
from app.core.settings import Settings
from app.orchestrator.critique import LexicalEntailer
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, of_kind, run_agent

LEXICAL = {"entailer": LexicalEntailer()}


def test_the_keyword_fallback_keeps_the_subject() -> None:
    assert keywords("what does the bible say about the soul") == ["soul"]
    assert keywords("¿Qué dice la Biblia sobre la resurrección?") == ["resurrección"]
    assert keywords("the Bible") == ["Bible"]  # nothing else: the words stay


def test_lexical_score_prefers_the_passage_about_the_subject() -> None:
    q = "Does God punish people in a hell of fire?"
    about = "God does not punish people in a hell of fire; the penalty for sin is death."
    other = "The Bible compares death to a deep sleep."
    assert lexical_score(q, about) > lexical_score(q, other)
    assert as_statement("Is the Trinity in the Bible?") == "the Trinity in the Bible"


@pytest.mark.asyncio
async def test_the_best_passage_is_not_the_first_paragraph(hub: SourceHub,
                                                           settings: Settings) -> None:
    result = await run_agent("research.topic", {"topic": "Does God punish people in hellfire?"},
                             context(hub, settings, "en", services=LEXICAL))
    assert_cited(result)
    answers = of_kind(result, "answer")
    assert answers, [f.summary for f in result.findings]
    best = answers[0]
    assert "punish" in best.excerpt
    assert not best.excerpt.startswith("The Bible compares death")  # the article's first ¶
    scores = [a.data.score for a in answers]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "question", "word"), [
    ("en", "Is the Trinity in the Bible?", "Trinity"),
    ("es", "¿Está la Trinidad en la Biblia?", "Trinidad"),
    ("pt", "A Trindade está na Bíblia?", "Trindade"),
])
async def test_index_references_are_followed_and_linked(hub: SourceHub, settings: Settings,
                                                        lang: str, question: str,
                                                        word: str) -> None:
    result = await run_agent("apologetics.research", {"question": question},
                             context(hub, settings, lang, services=LEXICAL))
    refs = [t for t in of_kind(result, "topic") if t.data.symbol]
    assert refs
    for ref in refs:
        kinds = {link.kind: link.href for link in ref.data.links}
        assert "/wol/pc/" in kinds["publication"]
        assert "/wol/d/" in kinds["document"] and "#h=" in kinds["document"]
        assert ref.excerpt and ref.citation is not None and "#h=" in ref.citation.url
    assert word in of_kind(result, "answer")[0].excerpt
    assert result.handoff.data["answer"]


@pytest.mark.asyncio
async def test_the_model_reranks_the_best_passages(hub: SourceHub, settings: Settings) -> None:
    """With the NLI model installed, the reranker's score is on the passages."""
    from app.orchestrator.critique import default_entailer

    entailer = default_entailer(settings)
    if isinstance(entailer, LexicalEntailer):
        pytest.skip("the NLI model is not installed")
    result = await run_agent("research.topic", {"topic": "la resurrección"},
                             context(hub, settings, "es", services={"entailer": entailer}))
    answers = of_kind(result, "answer")
    assert answers[0].data.engine == "model+meaning"
    assert answers[0].data.model is not None
    assert "resur" in answers[0].excerpt.casefold()


@pytest.mark.asyncio
async def test_only_the_index_entries_about_the_question_are_followed(
        hub: SourceHub, settings: Settings) -> None:
    result = await run_agent("ministry.conversation", {"objection": "I'm not interested"},
                             context(hub, settings, "en", services=LEXICAL))
    entries = [t.data.entry for t in of_kind(result, "topic")]
    assert entries == ["“I'm not interested”"]
