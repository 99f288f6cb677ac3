"""Edits a person makes to a plan before running it (the UI and any front end call
these). Pure functions: Plan in, Plan out."""

from __future__ import annotations

from typing import Any

from app.core.models import Plan, Step, new_step_id


def remove_step(plan: Plan, step_id: str) -> Plan:
    """Drop one step; steps that depended on it lose that dependency."""
    steps = [
        s.model_copy(update={
            "depends_on": [d for d in s.depends_on if d != step_id],
            "after": [d for d in s.after if d != step_id],
        })
        for s in plan.steps
        if s.id != step_id
    ]
    return Plan.model_validate({**plan.model_dump(), "steps": [s.model_dump() for s in steps]})


def set_args(plan: Plan, step_id: str, args: dict[str, Any]) -> Plan:
    steps = [s.model_copy(update={"args": dict(args)}) if s.id == step_id else s
             for s in plan.steps]
    return Plan.model_validate({**plan.model_dump(), "steps": [s.model_dump() for s in steps]})


def add_step(plan: Plan, agent: str, args: dict[str, Any], depends_on: list[str],
             rationale: str = "") -> tuple[Plan, str]:
    """Append a step for `agent`; returns the new plan and the new step's id."""
    step = Step(id=new_step_id(agent, plan.ids()), agent=agent, args=dict(args),
                depends_on=[d for d in depends_on if d in plan.ids()], rationale=rationale)
    data = plan.model_dump()
    data["steps"] = [*data["steps"], step.model_dump()]
    return Plan.model_validate(data), step.id
