"""What `PREPARO_TEST_AGENTS=tests.mcp.fake_service` gives the MCP server: the
orchestrator's test agents and a planner that knows only them (no network)."""

from __future__ import annotations

import datetime as dt

from app.agents.registry import Registry
from app.core.models import Language, Plan, Step
from tests.orchestrator import fake_agents


def registry() -> Registry:
    return fake_agents.registry()


class FakePlanner:
    """`sleep N` plans a noop then an N-second sleep; anything else two noops."""

    name = "fake"

    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: dt.date | None = None, language_chosen: bool = False) -> Plan:
        words = goal.split()
        steps = [Step(id="a", agent="test.noop", args={"label": goal[:40]})]
        if len(words) == 2 and words[0] == "sleep":
            steps.append(Step(id="b", agent="test.sleep", args={"seconds": float(words[1])},
                              depends_on=["a"]))
        else:
            steps.append(Step(id="b", agent="test.noop", depends_on=["a"]))
        return Plan(goal=goal, language=language, congregation=congregation, steps=steps,
                    planner=self.name, confidence=0.9,
                    notes=[f"today {today.isoformat()}"] if today else [])

    def plan_sunday(self, language: Language, congregation: str | None = None,
                    *, today: dt.date | None = None) -> Plan:
        return Plan(goal="sunday", language=language, congregation=congregation,
                    steps=[Step(id="week", agent="test.noop")], planner=self.name)


def planner() -> FakePlanner:
    return FakePlanner()
