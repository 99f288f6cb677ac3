"""Collecting a plan's steps: unique ids, arguments fitted to each agent, the export
step after the content, the people a goal names kept out of the searches; and the
planner's texts from the catalogs.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from app.agents.registry import Registry
from app.core.i18n import tr
from app.core.models import Language, Plan, Step, new_step_id
from app.core.privacy import personal_fields
from app.orchestrator.planner.args import SUBJECT_ARGS, fit_args
from app.orchestrator.planner.text import shorten
from app.orchestrator.planner.words import STOP


def keep_people_out(b: StepBuilder, people: list[str]) -> None:
    """No step searches for a person the goal names: their name leaves the subjects of
    the steps that have no personal arguments (a question, a claim...), and a step with
    nothing left to search is left out (app/core/privacy.py would refuse it anyway)."""
    if not people:
        return
    names = re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in people),
                       re.IGNORECASE)
    kept: list[Step] = []
    for step in b.steps:
        if step.agent in b.registry and personal_fields(b.registry.get(step.agent).args_model):
            kept.append(step)
            continue
        args = dict(step.args)
        empty = False
        for key, value in step.args.items():
            if isinstance(value, str) and names.search(value):
                clean = " ".join(names.sub(" ", value).split()).strip(" ,.;:")
                args[key] = clean
                empty = empty or (key in SUBJECT_ARGS and len(clean) < 3)
        if empty:
            b.content = [sid for sid in b.content if sid != step.id]
            continue
        step.args = args
        kept.append(step)
    ids = {s.id for s in kept}
    for step in kept:
        step.depends_on = [d for d in step.depends_on if d in ids]
    b.steps = kept


class StepBuilder:
    """Collects steps with unique ids; the export step depends on the content leaves."""

    def __init__(self, registry: Registry, language: Language,
                 step_language: Language | None) -> None:
        self.registry = registry
        self.language = language
        self.step_language = step_language
        self.steps: list[Step] = []
        self.content: list[str] = []
        self.notes: list[str] = []

    def add(self, agent: str, args: dict[str, Any], rationale: str,
            depends_on: list[str] | None = None, *, content: bool = False) -> str:
        sid = new_step_id(agent, (s.id for s in self.steps), bare_first=True)
        if self.step_language and self.step_language != self.language:
            args = {**args, "language": self.step_language}
        if agent in self.registry:
            args = _within_limits(self.registry.get(agent).args_schema(), args)
            args, dropped = fit_args(self.registry.get(agent), args)
            self.notes.extend(dropped)
            self.notes.extend(self.registry.check_args(agent, args, self.language))
        else:
            self.notes.append(say("agent_missing", self.language, agent=agent))
        self.steps.append(Step(id=sid, agent=agent, args=args, depends_on=depends_on or [],
                               rationale=rationale))
        if content:
            self.content.append(sid)
        return sid

    def export(self, title: str | None = None) -> str:
        """The study sheet after the content steps. With no title the sheet is named by
        its content (the article's or the week's title) or the run's goal."""
        needed = {d for s in self.steps for d in s.depends_on}
        leaves = [sid for sid in self.content if sid not in needed]
        args = {"title": title} if title else {}
        return self.add("export.study_sheet", args, say("why_export", self.language), leaves)

    def plan(self, goal: str, congregation: str | None, confidence: float) -> Plan:
        return Plan(goal=goal, language=self.language, congregation=congregation,
                    steps=self.steps, confidence=confidence, planner="rules",
                    notes=list(dict.fromkeys(self.notes)))


def _within_limits(schema: dict[str, Any], args: dict[str, Any]) -> dict[str, Any]:
    """Text arguments longer than the agent accepts, summarised to fit (a long goal is
    read, not refused)."""
    props: dict[str, Any] = schema.get("properties", {})
    out = dict(args)
    for key, value in args.items():
        if not isinstance(value, str):
            continue
        spec = props.get(key, {})
        limits = [spec.get("maxLength")] + [o.get("maxLength") for o in spec.get("anyOf", [])]
        limit = min((x for x in limits if isinstance(x, int)), default=None)
        if limit is not None and len(value) > limit:
            out[key] = shorten(value, limit, STOP)
    return out


def day_text(day: dt.date, language: str) -> str:
    return day.strftime("%d/%m/%Y") if language != "en" else day.isoformat()


def say(key: str, language: str, **kw: Any) -> str:
    """A planner text from the catalogs (resources/i18n), by its key without the prefix."""
    return tr(f"planner.{key}", language, **kw)
