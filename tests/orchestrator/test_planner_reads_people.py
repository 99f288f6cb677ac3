"""The rules planner on phrasings people really write (issue 18): apostrophes, misspelt
books, doctrinal questions, study sheets about a subject, long goals, other languages,
people in distress and return visits with what to talk about next time."""

from __future__ import annotations

import datetime as dt

import pytest

from app.agents.registry import Registry
from app.core.errors import PlanError
from app.orchestrator.planner import RulesPlanner

TODAY = dt.date(2026, 11, 25)


@pytest.fixture(scope="module")
def planner() -> RulesPlanner:
    return RulesPlanner(Registry.default())


def steps(planner: RulesPlanner, goal: str, lang: str = "en") -> dict[str, dict]:
    plan = planner.plan_sync(goal, lang, today=TODAY)  # type: ignore[arg-type]
    return {s.agent: s.args for s in plan.steps}


def test_a_quoted_objection_keeps_its_apostrophes(planner: RulesPlanner) -> None:
    got = steps(planner, "How do I answer 'I'm not interested'?")
    assert got == {"ministry.conversation": {"objection": "I'm not interested"}}
    got = steps(planner, "How do I answer ‘I’m not interested’?")
    assert got["ministry.conversation"]["objection"] == "I’m not interested"


def test_a_possessive_is_not_a_title(planner: RulesPlanner) -> None:
    got = steps(planner, "Prepare this week's public talk")
    assert "title" not in got["meeting.public_talk_outline"]


@pytest.mark.parametrize(("goal", "lang", "ref"), [
    ("explain jhon 3:16", "en", "John 3:16"),
    ("explica mateo 24 14", "es", "Mateo 24:14"),
    ("o que significa mateus 24 14", "pt", "Mateus 24:14"),
])
def test_misspelt_books_and_bare_verse_numbers(planner: RulesPlanner, goal: str, lang: str,
                                               ref: str) -> None:
    assert steps(planner, goal, lang) == {"verse.explain": {"references": [ref]}}


@pytest.mark.parametrize(("goal", "lang"), [
    ("Is the Trinity in the Bible?", "en"),
    ("¿Está la Trinidad en la Biblia?", "es"),
    ("O inferno de fogo está na Bíblia?", "pt"),
])
def test_a_doctrine_in_the_bible_is_a_question_not_a_saying(planner: RulesPlanner, goal: str,
                                                            lang: str) -> None:
    assert list(steps(planner, goal, lang)) == ["apologetics.research"]


def test_a_saying_in_quotes_still_goes_to_the_apocrypha_check(planner: RulesPlanner) -> None:
    got = steps(planner, "Is 'God helps those who help themselves' in the bible?")
    assert list(got) == ["apologetics.apocrypha"]


def test_a_study_sheet_about_a_subject_researches_it_first(planner: RulesPlanner) -> None:
    got = steps(planner, "Make a study sheet about patience")
    assert got["research.topic"] == {"topic": "patience"}
    assert "export.study_sheet" in got


def test_mixed_intents_plan_both(planner: RulesPlanner) -> None:
    got = steps(planner, "explain John 3:16 and prepare a comment for Sunday")
    assert got["verse.explain"] == {"references": ["John 3:16"]}
    assert "meeting.watchtower_study" in got


def test_a_long_goal_is_summarised_to_fit_the_arguments(planner: RulesPlanner) -> None:
    goal = ("someone at the door told me that all religions are good and that God does not "
            "care which one you follow, and that the Bible is full of contradictions written "
            "by men, and that science has disproved it, so how do I answer all this kindly "
            "and with the scriptures that show that the Bible really is from God and that it "
            "is reliable in what it says about history, science and prophecy?")
    assert len(goal) > 300
    plan = planner.plan_sync(goal, "en", today=TODAY)
    reg = Registry.default()
    for step in plan.steps:
        assert reg.check_args(step.agent, step.args) == []
    long_topic = "research " + " ".join(["the hope of the resurrection"] * 20)
    plan = planner.plan_sync(long_topic, "en", today=TODAY)
    assert all(reg.check_args(s.agent, s.args) == [] for s in plan.steps)


@pytest.mark.parametrize(("goal", "ui", "words"), [
    ("Préparer la réunion du dimanche", "en", "French"),
    ("Bereite meine Versammlung für Sonntag vor", "es", "alemán"),
])
def test_an_unsupported_language_gets_a_clear_message(planner: RulesPlanner, goal: str,
                                                      ui: str, words: str) -> None:
    with pytest.raises(PlanError) as err:
        planner.plan_sync(goal, ui, today=TODAY)  # type: ignore[arg-type]
    assert words in str(err.value)


def test_an_unsupported_plan_language_is_a_plan_error(planner: RulesPlanner) -> None:
    with pytest.raises(PlanError):
        planner.plan_sync("Prepare my sunday meeting", "fr", today=TODAY)  # type: ignore[arg-type]


@pytest.mark.parametrize(("goal", "lang"), [
    ("I want to die, I feel so alone", "en"),
    ("quiero morir", "es"),
    ("quero morrer", "pt"),
    ("my husband passed away and I can't stop crying", "en"),
    ("mi esposo me pega", "es"),
    ("fui diagnosticada com uma doença grave", "pt"),
])
def test_distress_goes_to_life_topics_first(planner: RulesPlanner, goal: str,
                                            lang: str) -> None:
    plan = planner.plan_sync(goal, lang, today=TODAY)  # type: ignore[arg-type]
    assert plan.steps[0].agent == "study.life_topics"
    assert all(s.agent != "research.topic" for s in plan.steps)


def test_a_presentation_for_someone_grieving_is_a_presentation(planner: RulesPlanner) -> None:
    got = steps(planner, "a presentation about the hope of the resurrection for someone grieving")
    assert list(got) == ["ministry.presentation"]
    assert "grieving" in got["ministry.presentation"]["audience"]


def test_a_return_visit_keeps_what_to_talk_about_next(planner: RulesPlanner) -> None:
    got = steps(planner, "return visit with Tom, next time talk about the resurrection")
    args = got["ministry.revisit"]
    assert args["person"] == "Tom"
    assert args["topics"] == ["the resurrection"]
    got = steps(planner, "revisita con Marta, le dejé el folleto Buenas noticias, "
                         "preguntarle ¿por qué morimos?", "es")
    args = got["ministry.revisit"]
    assert args["person"] == "Marta"
    assert args["next_question"] == "por qué morimos?"
    assert args["literature"] == ["folleto Buenas noticias"]


def test_no_plan_rationale_names_the_person(planner: RulesPlanner) -> None:
    plan = planner.plan_sync("prepare my return visit with Maria", "en", today=TODAY)
    assert all("Maria" not in s.rationale for s in plan.steps)
