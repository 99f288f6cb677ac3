"""Return visits across languages (issue 30 item 5, issue 31 item 5): a goal's name,
address and topics parsed in es/en/pt, a visit noted in one language prepared in
another with its topics, only topics ever searched, no personal data in any request."""

from __future__ import annotations

from urllib.parse import unquote

import pytest

from app.agents._topic_words import concept_of, in_language, language_of_text, topics_in
from app.core.settings import Settings
from app.mirror.server import MirrorServer
from app.orchestrator.planner import RulesPlanner
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, of_kind, registry, run_agent


@pytest.mark.parametrize(("goal", "language", "person", "address", "concept"), [
    ("Revisita a Maria, Oak Street, hablamos del Reino", "es", "Maria", "Oak Street",
     "kingdom"),
    ("Return visit with Carl Young, 12 Oak Street, we talked about prayer", "en",
     "Carl Young", "12 Oak Street", "prayer"),
    ("Revisita com João Silva, Rua das Flores 10, conversamos sobre a ressurreição", "pt",
     "João Silva", "Rua das Flores 10", "resurrection"),
    ("Return visit: Maria, Oak Street, we talked about the Kingdom", "en", "Maria",
     "Oak Street", "kingdom"),
    ("Revisita ao João, Rua Augusta 5, falamos do Reino", "pt", "João", "Rua Augusta 5",
     "kingdom"),
    ("Revisit Mr. Smith, 4 Elm Road, we discussed prayer", "en", "Mr. Smith", "4 Elm Road",
     "prayer"),
])
def test_a_visit_goal_gives_the_person_the_address_and_the_topic(
        goal: str, language: str, person: str, address: str, concept: str) -> None:
    step = RulesPlanner(registry()).plan_sync(goal, language).steps[0]  # type: ignore[arg-type]
    assert step.agent == "ministry.revisit"
    assert step.args["person"] == person and step.args["address_note"] == address
    assert [concept_of(t) for t in step.args["topics"]] == [concept]


def test_the_topic_vocabulary_joins_the_three_languages() -> None:
    assert topics_in("paraíso y de la oración", "es") == ["paraíso", "la oración"]
    assert topics_in("the resurrection", "en") == ["the resurrection"]
    assert in_language("prayer", "es") == "la oración"
    assert in_language("el Reino", "en") == "God's Kingdom"
    assert in_language("a ressurreição", "es") == "la resurrección"
    assert in_language("jardinería", "en") == "jardinería"  # unknown: as written
    assert language_of_text("What will the Kingdom do for us?") == "en"
    assert language_of_text("¿Qué hará el Reino por nosotros?") == "es"


@pytest.mark.asyncio
async def test_a_visit_noted_in_english_is_prepared_in_spanish_with_its_topics(
        hub: SourceHub, settings: Settings, mirror: MirrorServer) -> None:
    english = context(hub, settings, "en")
    await run_agent("ministry.revisit", {
        "action": "add", "person": "Carl Young", "address_note": "12 Oak Street",
        "topics": ["the resurrection"], "next_question": "Where are the dead now?",
        "note": "Carl likes fishing"}, english)
    spanish = context(hub, settings, "es")
    prepared = await run_agent("ministry.revisit", {"action": "prepare",
                                                    "person": "Carl Young"}, spanish)
    searched = [unquote(r.path) for r in mirror.requests() if "search" in r.path]
    assert searched, "the topic was searched"
    # the topic in the language used now; never the English words, the question asked
    # in English, the person, the address or the note
    assert all("resurrección" in q for q in searched), searched
    for query in searched:
        for private in ("Carl", "Young", "Oak", "fishing", "dead", "Prepara", "revisita"):
            assert private not in query, query
    conversation = of_kind(prepared, "presentation")[0]
    assert "resurrec" in conversation.data.passage.casefold()
    assert conversation.citation is not None and "/es/" in conversation.citation.url
    # the visit's own line names its topic in Spanish too ("Temas: la resurrección")
    visit = next(f for f in prepared.findings if f.kind == "revisit")
    assert "la resurrección" in visit.excerpt and "the resurrection" not in visit.excerpt


@pytest.mark.asyncio
async def test_a_visit_with_nothing_in_the_publications_says_so(
        hub: SourceHub, settings: Settings, mirror: MirrorServer) -> None:
    ctx = context(hub, settings, "en")
    await run_agent("ministry.revisit", {"action": "add", "person": "Rosa Blanco",
                                         "topics": ["xylophone tuning"]}, ctx)
    prepared = await run_agent("ministry.revisit", {"action": "prepare",
                                                    "person": "Rosa Blanco"}, ctx)
    missing = of_kind(prepared, "nothing_found")
    assert missing and missing[0].data.searched == "xylophone tuning"
    assert not of_kind(prepared, "presentation")
    for record in mirror.requests():
        assert "Rosa" not in record.path and "Blanco" not in record.path


@pytest.mark.parametrize(("goal", "language"), [
    ("Prepare my return visit with Carl Young, we will talk about prayer", "en"),
    ("Prepara la revisita con Ana López, vamos a hablar de la oración", "es"),
])
def test_the_topic_to_talk_about_on_a_visit_is_no_public_talk(goal: str,
                                                               language: str) -> None:
    plan = RulesPlanner(registry()).plan_sync(goal, language)  # type: ignore[arg-type]
    agents = [s.agent for s in plan.steps]
    # the visit (and the presentation of its subject that preparing a visit brings),
    # never a public talk
    assert agents[0] == "ministry.revisit"
    assert set(agents) <= {"ministry.revisit", "ministry.presentation"}
    assert plan.steps[0].args["action"] == "prepare"
    assert [concept_of(t) for t in plan.steps[0].args["topics"]] == ["prayer"]
