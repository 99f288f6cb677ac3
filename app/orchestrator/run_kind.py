"""What a run was for, told from its plan: the kind of preparation and the week.

Used by the run list (History, `preparo runs`), where every Sunday run would
otherwise read the same goal."""

from __future__ import annotations

import datetime as dt
from typing import Any

# First match wins: the agent that best says what the run prepared.
_KINDS: tuple[tuple[str, str], ...] = (
    ("meeting.watchtower_study", "sunday"),
    ("meeting.student_part", "assignment"),
    ("meeting.workbook", "midweek"),
    ("meeting.public_talk_outline", "talk"),
    ("ministry.revisit", "ministry"),
    ("ministry.presentation", "ministry"),
    ("ministry.conversation", "ministry"),
    ("apologetics.fact_check", "research"),
    ("apologetics.research", "research"),
    ("apologetics.apocrypha", "research"),
    ("research.topic", "research"),
    ("study.life_topics", "personal"),
    ("study.daily_text", "personal"),
    ("verse.explain", "scripture"),
)


def run_kind(plan: dict[str, Any]) -> str:
    """"sunday", "midweek", "assignment", "talk", "ministry", "research", "personal",
    "scripture" or "other" for a plan as stored in run.json."""
    agents = {str(s.get("agent", "")) for s in plan.get("steps", []) if isinstance(s, dict)}
    for agent, kind in _KINDS:
        if agent in agents:
            return kind
    return "other"


def run_week(plan: dict[str, Any], started_at: float) -> str:
    """The ISO date of the Monday of the week the run prepared: the plan's `date`
    argument when a step has one, else the week it started in ("" when unknown)."""
    for step in plan.get("steps", []):
        if not isinstance(step, dict):
            continue
        args = step.get("args")
        value = args.get("date") if isinstance(args, dict) else None
        if isinstance(value, str):
            try:
                day = dt.date.fromisoformat(value[:10])
            except ValueError:
                continue
            return (day - dt.timedelta(days=day.weekday())).isoformat()
    if started_at <= 0:
        return ""
    try:
        day = dt.datetime.fromtimestamp(started_at).date()
    except (OverflowError, OSError, ValueError):
        return ""
    return (day - dt.timedelta(days=day.weekday())).isoformat()
