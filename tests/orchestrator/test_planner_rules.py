"""The rules planner: intents, arguments, dates, dependencies, languages and speed."""

from __future__ import annotations

import datetime as dt
import statistics
import time

import pytest

from app.core.errors import PlanError
from app.core.models import Plan, plan_json
from app.core.settings import Congregation, Settings, TalkEntry
from app.orchestrator.planner import RulesPlanner
from app.orchestrator.planner.dates import find_date
from app.orchestrator.planner.intents import word_matches
from app.orchestrator.planner.text import FuzzyIndex, osa_distance, tokenize
from tests.orchestrator.planner_specs import registry

WED = dt.date(2026, 11, 25)  # a Wednesday


def planner(settings: Settings | None = None) -> RulesPlanner:
    return RulesPlanner(registry(), settings)


def agents(plan: Plan) -> list[str]:
    return [s.agent for s in plan.steps]


@pytest.mark.parametrize(("goal", "language"), [
    ("Prepare my Sunday meeting", "en"),
    ("Prepara mi reunión del domingo", "es"),
    ("Preparar a reunião de domingo", "pt"),
])
def test_sunday_goal_in_each_language(goal: str, language: str) -> None:
    plan = planner().plan_sync(goal, language, today=WED)  # type: ignore[arg-type]
    assert agents(plan) == ["meeting.week", "meeting.watchtower_study", "export.study_sheet"]
    week, study, sheet = plan.steps
    assert week.args == {"date": "2026-11-29"} and study.args == {"date": "2026-11-29"}
    assert study.depends_on == [week.id] and sheet.depends_on == [study.id]
    assert plan.language == language and plan.planner == "rules"
    assert plan.confidence >= 0.8
    assert all(s.rationale for s in plan.steps)


def test_rationales_follow_the_goal_language() -> None:
    es = planner().plan_sync("Prepara mi reunión del domingo", "es", today=WED)
    pt = planner().plan_sync("Preparar a reunião de domingo", "pt", today=WED)
    assert "Atalaya" in es.steps[1].rationale
    assert "Sentinela" in pt.steps[1].rationale


def test_goal_language_wins_over_a_wrong_ui_language() -> None:
    plan = planner().plan_sync("Prepara mi reunión del domingo", "en", today=WED)
    assert plan.language == "es"
    assert any("español" in n for n in plan.notes)


def test_plan_sunday_uses_the_congregation_weekend_day() -> None:
    settings = Settings(congregations=[Congregation(name="Norte", weekend_day="sat",
                                                    midweek_day="thu")])
    plan = planner(settings).plan_sunday("es", "Norte", today=WED)
    assert agents(plan) == ["meeting.week", "meeting.watchtower_study", "export.study_sheet"]
    assert plan.steps[0].args["date"] == "2026-11-28"
    assert plan.congregation == "Norte"
    assert plan.goal.startswith("Preparar")


def test_midweek_meeting_after_its_day_is_next_weeks() -> None:
    friday = dt.date(2026, 11, 27)
    plan = planner().plan_sync("prepare the midweek meeting", "en", today=friday)
    assert agents(plan) == ["meeting.week", "meeting.workbook", "export.study_sheet"]
    assert plan.steps[1].args["date"] == "2026-12-02"


def test_weekday_names_follow_the_congregation() -> None:
    settings = Settings(congregations=[Congregation(name="Sul", midweek_day="tue",
                                                    weekend_day="sat")],
                        current_congregation="Sul")
    plan = planner(settings).plan_sync("reunião de sábado", "pt", "Sul", today=WED)
    assert agents(plan)[1] == "meeting.watchtower_study"
    assert plan.steps[0].args["date"] == "2026-11-28"
    plan = planner(settings).plan_sync("reunion del martes", "es", "Sul", today=WED)
    assert agents(plan)[1] == "meeting.workbook"


def test_public_talk_comes_from_the_schedule() -> None:
    settings = Settings(congregations=[Congregation(
        name="Centro", talks=[TalkEntry(week="2026-11-23", number=17, title="Dar gloria a Dios")])])
    plan = planner(settings).plan_sync("prepara el discurso público", "es", "Centro", today=WED)
    assert agents(plan) == ["meeting.public_talk_outline"]
    assert plan.steps[0].args == {"date": "2026-11-29", "number": 17, "title": "Dar gloria a Dios"}
    assert any("Centro" in n for n in plan.notes)


def test_multi_intent_goal_makes_several_steps() -> None:
    plan = planner().plan_sync("explain John 3:16 and make a study sheet", "en", today=WED)
    assert agents(plan) == ["verse.explain", "export.study_sheet"]
    assert plan.steps[0].args == {"references": ["John 3:16"]}
    assert plan.steps[1].depends_on == ["verse.explain"]


def test_many_references_are_split_in_steps_of_thirty() -> None:
    goal = "explain " + ", ".join(f"Psalm {n}:1" for n in range(1, 36))
    plan = planner().plan_sync(goal, "en", today=WED)
    sizes = [len(s.args["references"]) for s in plan.steps if s.agent == "verse.explain"]
    assert sizes == [30, 5]
    assert len({s.id for s in plan.steps}) == len(plan.steps)


def test_explicit_language_for_content() -> None:
    plan = planner().plan_sync("explica Juan 14:28 en inglés", "es", today=WED)
    assert plan.steps[0].args == {"references": ["Juan 14:28"], "language": "en"}


def test_lowercase_and_misspelt_books_are_read() -> None:
    plan = planner().plan_sync("explian mathew 24:14 and jn 3:16", "en", today=WED)
    assert plan.steps[0].args["references"] == ["Matthew 24:14", "John 3:16"]


def test_saying_in_quotes_is_not_a_reference() -> None:
    plan = planner().plan_sync('is "Job 1:1 is about money" in the bible?', "en", today=WED)
    assert agents(plan) == ["apologetics.apocrypha"]


def test_unknown_goal_becomes_low_confidence_research() -> None:
    plan = planner().plan_sync("zebras", "en", today=WED)
    assert agents(plan) == ["research.topic"]
    assert plan.confidence < 0.5
    assert plan.notes


@pytest.mark.parametrize("goal", ["", "   "])
def test_empty_goal_is_a_plan_error(goal: str) -> None:
    with pytest.raises(PlanError):
        planner().plan_sync(goal, "en", today=WED)


def test_missing_agents_are_noted_not_fatal() -> None:
    from app.agents.registry import Registry

    plan = RulesPlanner(Registry()).plan_sync("Prepare my Sunday meeting", "en", today=WED)
    assert agents(plan) == ["meeting.week", "meeting.watchtower_study", "export.study_sheet"]
    assert any("not installed" in n for n in plan.notes)


def test_arguments_an_agent_rejects_are_left_out() -> None:
    from app.agents.base import AgentSpec
    from app.agents.registry import Registry
    from tests.orchestrator.planner_specs import SPECS, QuestionArgs, _nothing

    class TopicNoTopic(QuestionArgs):
        question: str = "x"

    specs = [s for s in SPECS if s.name != "research.topic"]
    specs.append(AgentSpec("research.topic", "topic", TopicNoTopic, _nothing))
    plan = RulesPlanner(Registry(specs)).plan_sync("Research the resurrection", "en", today=WED)
    research = next(s for s in plan.steps if s.agent == "research.topic")
    assert "topic" not in research.args
    assert any("left out argument topic" in n for n in plan.notes)


def test_plan_json_shape_and_async_interface() -> None:
    import asyncio

    p = planner()
    plan = asyncio.run(p.plan("Preparar a reunião de domingo", "pt", today=WED))
    data = plan_json(plan)
    assert data["planner"] == "rules" and len(data["steps"]) == 3
    assert p.name == "rules"


@pytest.mark.parametrize(("text", "language", "expected"), [
    ("next sunday", "en", "2026-11-29"),
    ("este domingo", "es", "2026-11-29"),
    ("el domingo que viene", "es", "2026-11-29"),
    ("o domingo passado", "pt", "2026-11-22"),
    ("amanhã", "pt", "2026-11-26"),
    ("mañana", "es", "2026-11-26"),
    ("tomorow", "en", "2026-11-26"),
    ("pasado mañana", "es", "2026-11-27"),
    ("29/11", "es", "2026-11-29"),
    ("11/29/2026", "en", "2026-11-29"),
    ("3 de diciembre", "es", "2026-12-03"),
    ("December 3rd", "en", "2026-12-03"),
    ("2027-01-05", "en", "2027-01-05"),
    ("la semana que viene", "es", "2026-12-02"),
    ("next week", "en", "2026-12-02"),
    ("fim de semana", "pt", "2026-11-29"),
    ("quinta-feira", "pt", "2026-11-26"),
])
def test_dates(text: str, language: str, expected: str) -> None:
    toks = tokenize(text)
    hit = find_date(text, toks, word_matches(toks), WED, language)
    assert hit is not None and hit.date.isoformat() == expected


def test_no_date_in_plain_words() -> None:
    text = "presentation about hope for the future"
    toks = tokenize(text)
    assert find_date(text, toks, word_matches(toks), WED, "en") is None


def test_fuzzy_index_tolerates_typos_by_length() -> None:
    index = FuzzyIndex(["reunion", "prepar*", "atalaya", "dia", "presentation"])
    assert dict(index.lookup("reunoin")) == {"reunion": 1}
    assert "prepar*" in dict(index.lookup("preprare"))
    assert dict(index.lookup("presentaiton")) == {"presentation": 1}
    assert index.lookup("dai") == ()
    assert osa_distance("domnigo", "domingo", 2) == 1


def test_planning_is_fast() -> None:
    p = planner()
    goals = ["Prepare my Sunday meeting", "explica juan 3:16 y hazme una hoja de estudio",
             "o que responder quando o morador diz que nao tem interesse",
             "anotar nueva revisita: Luis, le interesa el paraiso"]
    p.plan_sync(goals[0], "en", today=WED)  # warm the lexicon and the book tables
    times = []
    for _ in range(5):
        for g in goals:
            t0 = time.perf_counter()
            p.plan_sync(g, "en", today=WED)
            times.append((time.perf_counter() - t0) * 1000)
    assert statistics.median(times) < 50
    assert max(times) < 200
