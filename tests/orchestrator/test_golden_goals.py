"""Golden goals: real-world phrasings in es/en/pt with the agents they must plan.

Runs against the planner test specs, and against the real registry once it
has every agent the specs name. The rules planner must get at least 95% right.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest

from app.agents.registry import Registry
from app.orchestrator.planner import RulesPlanner
from tests.orchestrator.planner_specs import NAMES, registry

GOLDEN = json.loads((Path(__file__).parent / "golden_goals.json").read_text("utf-8"))
TODAY = dt.date.fromisoformat(GOLDEN["today"])


def real_registry() -> Registry | None:
    """The builtin agents, when every one the specs name is importable."""
    try:
        reg = Registry.default()
    except Exception:
        return None
    return reg if set(NAMES) <= set(reg.names()) else None


def check(planner: RulesPlanner, case: dict[str, Any]) -> list[str]:
    plan = planner.plan_sync(case["goal"], case["language"], today=TODAY)
    problems = []
    got = sorted(s.agent for s in plan.steps)
    if got != sorted(case["agents"]):
        problems.append(f"agents {got}, expected {sorted(case['agents'])}")
    for agent, expected in case.get("args", {}).items():
        steps = [s for s in plan.steps if s.agent == agent]
        if not steps:
            continue
        for key, want in expected.items():
            value = steps[0].args.get(key)
            if isinstance(want, str) and want.startswith("~"):
                if not (isinstance(value, str) and want[1:].casefold() in value.casefold()):
                    problems.append(f"{agent}.{key}={value!r} lacks {want[1:]!r}")
            elif value != want:
                problems.append(f"{agent}.{key}={value!r}, expected {want!r}")
    return problems


def accuracy(planner: RulesPlanner) -> tuple[float, list[str]]:
    failures = []
    for case in GOLDEN["goals"]:
        problems = check(planner, case)
        if problems:
            failures.append(f"[{case['language']}] {case['goal']}: {'; '.join(problems)}")
    return 1 - len(failures) / len(GOLDEN["goals"]), failures


def test_golden_file_is_big_enough() -> None:
    by_language: dict[str, int] = {}
    for case in GOLDEN["goals"]:
        by_language[case["language"]] = by_language.get(case["language"], 0) + 1
        assert set(case["agents"]) <= set(NAMES), case
    assert len(GOLDEN["goals"]) >= 60
    assert all(by_language.get(lang, 0) >= 20 for lang in ("es", "en", "pt"))


def test_golden_goals_with_the_planner_specs() -> None:
    score, failures = accuracy(RulesPlanner(registry()))
    assert score >= 0.95, "\n".join(failures)


def test_golden_goals_with_the_real_agents() -> None:
    reg = real_registry()
    if reg is None:
        pytest.skip("the builtin agents are not all importable yet")
    score, failures = accuracy(RulesPlanner(reg))
    assert score >= 0.95, "\n".join(failures)
    for case in GOLDEN["goals"]:
        plan = RulesPlanner(reg).plan_sync(case["goal"], case["language"], today=TODAY)
        for step in plan.steps:
            assert reg.check_args(step.agent, step.args) == [], (case["goal"], step)
