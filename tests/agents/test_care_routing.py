"""People in pain: from the goal to study.life_topics with a care note first, and Bible
comfort from the articles on their situation (never a bare search), es/en/pt."""

from __future__ import annotations

import pytest

from app.core.care import care_of
from app.core.settings import Settings
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.planner import RulesPlanner
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, registry, run_agent

LEXICAL = {"entailer": LexicalEntailer()}


@pytest.mark.parametrize(("text", "level", "theme"), [
    ("I want to die, I feel so alone", "danger", "suicide"),
    ("quiero morir", "danger", "suicide"),
    ("quero morrer", "danger", "suicide"),
    ("mi esposo me pega", "danger", "abuse"),
    ("my husband passed away last month", "care", "grief"),
    ("minha mãe morreu", "care", "grief"),
    ("me diagnosticaron cáncer", "care", "illness"),
    ("I feel hopeless", "care", "despair"),
    ("me sinto sozinha", "care", "loneliness"),
])
def test_care_is_recognised(text: str, level: str, theme: str) -> None:
    care = care_of(text)
    assert care is not None and (care.level, care.theme) == (level, theme)


@pytest.mark.parametrize("text", ["why did Jesus die", "what happens when we die",
                                  "bible advice for patience", "explain John 11:35"])
def test_ordinary_goals_are_not_care(text: str) -> None:
    assert care_of(text) is None


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "goal", "level", "word"), [
    ("en", "I want to die, I feel so alone", "danger", "emergency"),
    ("es", "quiero morir", "danger", "emergencias"),
    ("pt", "minha mãe morreu e não aguento mais", "care", "anciãos"),
])
async def test_from_goal_to_care_note_and_comfort(hub: SourceHub, settings: Settings,
                                                  lang: str, goal: str, level: str,
                                                  word: str) -> None:
    plan = RulesPlanner(registry()).plan_sync(goal, lang)  # type: ignore[arg-type]
    step = plan.steps[0]
    assert step.agent == "study.life_topics"
    result = await run_agent(step.agent, step.args,
                             context(hub, settings, lang, services=LEXICAL))  # type: ignore[arg-type]
    assert_cited(result)
    note = result.findings[0]
    assert note.kind == "care_note" and note.data.level == level
    assert word in note.excerpt
    comfort = [f for f in result.findings if f.kind == "life_topic"]
    assert comfort, "Bible-based material on the situation follows the note"
    assert all(f.data.source_kind in ("answer", "topic") for f in comfort)
    assert not any(f.kind == "search_hit" for f in result.findings)
