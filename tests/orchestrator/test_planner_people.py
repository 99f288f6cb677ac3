"""People in return-visit goals (issue 27): identified by their full name as written, in
English, Spanish and Portuguese, also when a surname is a common word too ("Young",
"Hope", "Green"; "Rosa", "Paz", "Blanco", "Luz"; "Flor", "Branco", "Santos"), and with
the address and the topics kept apart from the name."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from app.agents.registry import Registry
from app.core import privacy
from app.orchestrator.planner import RulesPlanner

TODAY = dt.date(2026, 11, 25)


@pytest.fixture(scope="module")
def planner() -> RulesPlanner:
    return RulesPlanner(Registry.default())


def persons_in(goal: str, lang: str) -> list[str]:
    from app.orchestrator.planner.people import persons_in as found

    return found(goal, lang)


def visit_args(planner: RulesPlanner, goal: str, lang: str) -> dict[str, Any]:
    plan = planner.plan_sync(goal, lang, today=TODAY)  # type: ignore[arg-type]
    return next(s.args for s in plan.steps if s.agent == "ministry.revisit")


@pytest.mark.parametrize(("goal", "lang", "person"), [
    ("Return visit with Carl Young, next time talk about prayer", "en", "Carl Young"),
    ("Return visit with Diego Mendes, next time talk about prayer", "en", "Diego Mendes"),
    ("Return visit with Felix Mendes, next time talk about the Kingdom", "en", "Felix Mendes"),
    ("Return visit with Paul Green, next time talk about prayer", "en", "Paul Green"),
    ("Return visit with Peter Hope, next time talk about prayer", "en", "Peter Hope"),
    ("Revisita con Diego Mendes, la próxima vez hablar de la oración", "es", "Diego Mendes"),
    ("Revisita a Rosa Blanco, la próxima vez hablar del Reino", "es", "Rosa Blanco"),
    ("Revisita a Luz Paz, la próxima vez hablar de la oración", "es", "Luz Paz"),
    ("Revisita a María López, hablamos del Reino", "es", "María López"),
    ("Prepara la revisita para Juan", "es", "Juan"),
    ("Revisita com Felix Mendes, da próxima vez falar sobre a oração", "pt", "Felix Mendes"),
    ("Revisita com Flor Santos, da próxima vez falar sobre o Reino", "pt", "Flor Santos"),
    ("Revisita com Rosa Branco, falamos do Reino", "pt", "Rosa Branco"),
    ("Revisita com João Silva, falamos do Reino", "pt", "João Silva"),
    ("revisita con carl young, la próxima vez hablar de la oración", "es", "Carl Young"),
])
def test_the_person_is_the_full_name_as_written(planner: RulesPlanner, goal: str, lang: str,
                                                person: str) -> None:
    assert visit_args(planner, goal, lang)["person"] == person
    if person[0].isupper() and goal.find(person) >= 0:
        assert persons_in(goal, lang) == [person]


@pytest.mark.parametrize(("goal", "lang", "person", "address", "topic"), [
    ("Revisita a Maria, Oak Street, hablamos del Reino", "es", "Maria", "Oak Street", "Reino"),
    ("Return visit with Tom, 12 Elm Road, we talked about prayer", "en", "Tom", "12 Elm Road",
     "prayer"),
    ("Revisita com Ana, Rua das Flores 8, falamos da oração", "pt", "Ana", "Rua das Flores 8",
     "oração"),
])
def test_a_name_stops_at_the_comma_and_the_address_and_topics_stay_apart(
        planner: RulesPlanner, goal: str, lang: str, person: str, address: str,
        topic: str) -> None:
    args = visit_args(planner, goal, lang)
    assert args["person"] == person
    assert args["address_note"] == address
    assert args["topics"] == [topic]


@pytest.mark.parametrize(("goal", "lang"), [
    ("Cómo mejorar mi amistad con Jehová", "es"),
    ("A Trindade está na Bíblia?", "pt"),
    ("Prepare for Sunday's meeting", "en"),
    ("Explain John 3:16 to my friend", "en"),
    ("Prepara a Sentinela para domingo", "pt"),
    ("Help with Trinity arguments", "en"),
    # an audience, a season or a subject after "for", "with", "to", "para", "com"
    ("A presentation for Muslims", "en"),
    ("What to say to Catholics about Mary", "en"),
    ("presentación para Católicos", "es"),
    ("How to talk with Atheists", "en"),
    ("Explain John 3:16 to Peter", "en"),
    ("A presentation for Mother's Day", "en"),
    ("A presentation for Latin Americans", "en"),
    ("apresentação para o Natal com Evolução", "pt"),
])
def test_what_is_not_a_person(goal: str, lang: str) -> None:
    assert persons_in(goal, lang) == []


@pytest.mark.parametrize(("goal", "lang", "people"), [
    ("mi estudiante Ana de la Cruz quiere saber del Reino", "es", ["Ana de la Cruz"]),
    ("visitei a Maria dos Santos ontem", "pt", ["Maria dos Santos"]),
    ("For my return visit, explain John 3:16 to Peter", "en", ["Peter"]),
    ("How do I answer Carl Young who says the Bible is a myth?", "en", ["Carl Young"]),
])
def test_people_elsewhere_in_a_goal(goal: str, lang: str, people: list[str]) -> None:
    assert persons_in(goal, lang) == people


def test_the_guard_refuses_names_but_not_the_common_words_in_them() -> None:
    privacy.register("run-1", ["Peter Hope", "Carl Young", "Rosa Blanco", "Paz"])
    for text in ("q=Peter", "q=peter+hope", "q=Carl", "q=Rosa%20Blanco", "q=Paz",
                 "q=Return+prayer+visit+Young+Carl"):
        assert privacy.find(text) is not None, text
    for text in ("q=hope+of+the+resurrection", "q=young+people", "q=rosa",
                 "q=paz+interior", "q=blanco"):
        assert privacy.find(text) is None, text
    privacy.register("run-2", ["María López"])
    assert privacy.find("q=maria+lopez") is not None  # without the accents too


@pytest.mark.parametrize(("goal", "lang", "words"), [
    ("How do I answer Carl Young who says the Bible is a myth?", "en", ("Carl", "Young")),
    ("O meu estudante João Silva perguntou sobre a Trindade", "pt", ("João", "Silva")),
    ("Revisita a Rosa Blanco: quiere saber qué dice la Biblia sobre la paz", "es",
     ("Rosa", "Blanco")),
    ("Return visit with Carl Young, next time talk about prayer and prepare a presentation "
     "on prayer", "en", ("Carl", "Young")),
])
def test_a_person_is_never_the_subject_of_another_step(planner: RulesPlanner, goal: str,
                                                       lang: str, words: tuple[str, ...]) -> None:
    plan = planner.plan_sync(goal, lang, today=TODAY)  # type: ignore[arg-type]
    assert plan.steps
    for step in plan.steps:
        if step.agent != "ministry.revisit":
            assert not any(w in str(step.args) for w in words), (step.agent, step.args)


def test_a_name_is_refused_in_any_word_order() -> None:
    privacy.register("run-1", ["Paul Green"], by_word=False)
    assert privacy.find("q=Green+Paul") is not None
    assert privacy.find("q=Return+prayer+visit+Green+Paul") is not None
    assert privacy.find("q=Paul+the+apostle") is None
