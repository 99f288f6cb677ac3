"""Routing of issue 34: a Bible study lesson (its student and note personal, so never in an
LLM prompt nor in any other step), what's new, and the pairs of intents a teaching brings."""

from __future__ import annotations

import datetime as dt

import pytest

from app.orchestrator.planner import RulesPlanner
from app.orchestrator.planner.pairs import asks_about_teaching, without_purpose
from app.orchestrator.planner.study import bible_study_args, news_days
from tests.orchestrator.planner_specs import registry
from tests.orchestrator.test_llm_planner import Scripted, llm

TODAY = dt.date(2026, 11, 25)


def agents(goal: str, language: str) -> list[str]:
    plan = RulesPlanner(registry()).plan_sync(goal, language, today=TODAY)  # type: ignore[arg-type]
    return [s.agent for s in plan.steps]


def test_a_lesson_with_a_note_is_planned_alone() -> None:
    goal = "Prepare lesson 5 of Enjoy Life Forever for my study with Ana (she has small children)"
    plan = RulesPlanner(registry()).plan_sync(goal, "en", today=TODAY)
    assert [s.agent for s in plan.steps] == ["ministry.bible_study"]  # no life topic search
    assert plan.steps[0].args == {"publication": "lff", "lesson": 5, "student": "Ana",
                                  "note": "she has small children"}


@pytest.mark.asyncio
async def test_a_lesson_with_a_note_never_reaches_the_llm() -> None:
    provider = Scripted()
    plan = await llm(provider).plan(
        "Prepara la lección 2 de Disfrute de la vida para siempre con Rosa (está de luto)", "es")
    assert [s.agent for s in plan.steps] == ["ministry.bible_study"]
    assert plan.steps[0].args["note"] == "está de luto"
    assert provider.calls == []


def test_what_the_goal_says_about_a_study() -> None:
    assert bible_study_args("Mi estudio bíblico con Rosa Díaz: lección 4, hazme un pdf", []) == {
        "publication": "lff", "lesson": 4, "student": "Rosa Díaz"}
    assert bible_study_args("chapter 12 of What Does the Bible Really Teach?", []) == {
        "publication": "bh", "lesson": 12}
    assert bible_study_args("meu estudo com Maria Souza, ela trabalha por turnos",
                            ["Maria Souza"])["note"] == "ela trabalha por turnos"


def test_student_parts_and_the_congregation_study_stay_where_they_were() -> None:
    assert agents("my student part is starting conversations lesson 3", "en") == [
        "meeting.student_part"]
    assert "ministry.bible_study" not in agents("congregation bible study this week", "en")
    assert agents("estudio de la Atalaya del domingo", "es")[0] == "meeting.week"


def test_whats_new_days() -> None:
    assert news_days("what's new this week") == 7
    assert news_days("novedades de los últimos 10 días") == 10
    assert news_days("novidades") == 14
    assert agents("¿Qué hay de nuevo esta semana?", "es") == ["study.whats_new"]


def test_a_question_about_a_teaching() -> None:
    assert asks_about_teaching("Is Jesus God?", "en")
    assert asks_about_teaching("¿Qué enseña la Biblia sobre la resurrección?", "es")
    assert not asks_about_teaching("what does the bible say about the soul", "en")
    assert not asks_about_teaching("Research the Trinity for a return visit", "en")
    assert without_purpose("Trinity for apologetics") == "Trinity"
    assert without_purpose("la Trinidad para apologética") == "la Trinidad"
