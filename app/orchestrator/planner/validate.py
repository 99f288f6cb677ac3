"""Checking a plan proposed by a model against the plan schema and the registry.

Each problem is one readable line that names the step and says what to do, so
it can be sent back to the model in the repair round as it is.
"""

from __future__ import annotations

import copy
import difflib
import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pydantic import ValidationError

from app.agents.registry import Registry
from app.core.i18n import tr
from app.core.models import STEP_ID_RE, Language, Plan, Step, dag_problems
from app.core.paths import prompts_dir

MAX_STEPS = 12
MAX_STRING = 300
MAX_ARRAY = 30


@dataclass
class Checked:
    """The outcome of validating one reply: a plan, or the problems that stop it."""

    plan: Plan | None = None
    problems: list[str] = field(default_factory=list)


@lru_cache(maxsize=1)
def _base_schema() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((prompts_dir() / "plan.schema.json").read_text("utf-8"))
    return data


def bounded(schema: dict[str, Any]) -> dict[str, Any]:
    """A copy of an argument schema where every string, array and object is bounded."""
    out = copy.deepcopy(schema)
    for key in ("title", "description", "default", "examples"):
        out.pop(key, None)
    kind = out.get("type")
    if kind == "string" and "enum" not in out and "format" not in out:
        out["maxLength"] = min(int(out.get("maxLength", MAX_STRING)), MAX_STRING)
    elif kind == "string" and "format" in out:
        fmt = out.pop("format")
        if fmt == "date":
            out["pattern"] = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
        out["maxLength"] = 32
    elif kind == "array":
        out["maxItems"] = min(int(out.get("maxItems", MAX_ARRAY)), MAX_ARRAY)
        if isinstance(out.get("items"), dict):
            out["items"] = bounded(out["items"])
        else:
            out["items"] = {"type": "string", "maxLength": MAX_STRING}
    elif kind == "object":
        out["additionalProperties"] = False
        out["properties"] = {k: bounded(v) for k, v in out.get("properties", {}).items()}
    for combo in ("anyOf", "oneOf", "allOf"):
        if combo in out:
            out[combo] = [bounded(s) for s in out[combo]]
    if not kind and not any(c in out for c in ("anyOf", "oneOf", "allOf", "enum", "const")):
        out.update({"type": "string", "maxLength": MAX_STRING})
    return out


def _inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """Replace local "#/$defs/X" references of a pydantic schema by the definitions."""
    defs = schema.get("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                return walk(defs.get(ref.removeprefix("#/$defs/"), {}))
            return {k: walk(v) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    result: dict[str, Any] = walk(schema)
    return result


def plan_schema(registry: Registry, max_steps: int = MAX_STEPS) -> dict[str, Any]:
    """prompts/plan.schema.json with the registry's agents and every agent argument.

    The file bounds the plan itself; the agents' names become an enum and the
    union of their arguments (each bounded) becomes the properties of `args`,
    which admits nothing else (small models loop on open objects)."""
    schema = copy.deepcopy(_base_schema())
    step = schema["properties"]["steps"]["items"]
    schema["properties"]["steps"]["maxItems"] = max_steps
    names = registry.names()
    if names:
        step["properties"]["agent"]["enum"] = names
    args = step["properties"]["args"]
    props: dict[str, Any] = args.setdefault("properties", {})
    for spec in registry:
        agent_schema = _inline_refs(spec.args_schema())
        for name, prop in agent_schema.get("properties", {}).items():
            if name not in props:
                props[name] = bounded(prop)
    args["additionalProperties"] = False
    args["maxProperties"] = max(8, min(len(props), 16))
    return schema


def suggest(name: str, known: list[str]) -> list[str]:
    close = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
    if close:
        return close
    tail = name.rsplit(".", 1)[-1]
    return [k for k in known if k.rsplit(".", 1)[-1] == tail or tail in k][:3]


def check_plan_data(data: Any, registry: Registry, *, goal: str, language: Language,
                    congregation: str | None, max_steps: int = MAX_STEPS) -> Checked:
    """Validate a model's reply (already parsed JSON) into a Plan, or list its problems
    (in `language`, the plan's: they go back to the model in the repair prompt, written
    in that language, and into the plan's notes when the reply is rejected)."""
    out = Checked()
    problems = out.problems
    if not isinstance(data, dict):
        problems.append(tr("planner.reply_not_object", language, kind=_kind(data, language)))
        return out
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        problems.append(tr("planner.steps_empty", language))
        return out
    if len(raw_steps) > max_steps:
        problems.append(tr("planner.too_many_steps", language, count=len(raw_steps),
                           limit=max_steps))
    confidence = data.get("confidence", 0.5)
    if not isinstance(confidence, int | float) or isinstance(confidence, bool) \
            or not 0.0 <= float(confidence) <= 1.0:
        problems.append(tr("planner.bad_confidence", language))
        confidence = 0.5
    known = registry.names()
    steps: list[Step] = []
    for i, raw in enumerate(raw_steps[:max_steps]):
        where = f"steps[{i}]"
        if not isinstance(raw, dict):
            problems.append(tr("planner.step_not_object", language, where=where,
                               kind=_kind(raw, language)))
            continue
        sid = raw.get("id")
        if not isinstance(sid, str) or not STEP_ID_RE.match(sid):
            problems.append(tr("planner.bad_id", language, where=where, step_id=repr(sid)))
            continue
        where = tr("planner.where_step", language, step_id=repr(sid))
        agent = raw.get("agent")
        if not isinstance(agent, str) or agent not in registry:
            hint = suggest(agent, known) if isinstance(agent, str) else []
            if hint:
                problems.append(tr("planner.unknown_agent_near", language, where=where,
                                   agent=repr(agent), names=", ".join(hint)))
            else:
                problems.append(tr("planner.unknown_agent_list", language, where=where,
                                   agent=repr(agent), names=", ".join(known)))
            continue
        args = raw.get("args", {})
        if args is None:
            args = {}
        if not isinstance(args, dict):
            problems.append(tr("planner.args_not_object", language, where=where,
                               kind=_kind(args, language)))
            continue
        args = {k: v for k, v in args.items() if v is not None}
        for line in registry.check_args(agent, args, language):
            problems.append(f"{where}: {line}")
        deps = raw.get("depends_on", [])
        if not isinstance(deps, list) or not all(isinstance(d, str) for d in deps):
            problems.append(tr("planner.depends_not_list", language, where=where))
            deps = []
        rationale = raw.get("rationale", "")
        if not isinstance(rationale, str):
            rationale = ""
        try:
            steps.append(Step(id=sid, agent=agent, args=args, depends_on=list(deps),
                              rationale=rationale[:MAX_STRING]))
        except ValidationError as exc:
            problems.append(f"{where}: {exc.errors()[0]['msg']}")
    problems.extend(dag_problems(steps, language))
    if problems:
        return out
    notes = data.get("notes")
    out.plan = Plan(
        goal=goal, language=language, congregation=congregation, steps=steps,
        confidence=float(confidence), planner="llm",
        notes=[str(n)[:MAX_STRING] for n in notes[:5]] if isinstance(notes, list) else [],
    )
    return out


def _kind(value: Any, language: str) -> str:
    """What a JSON value is, in words of `language`."""
    if value is None:
        return tr("planner.kind.null", language)
    kind = {dict: "object", list: "list", str: "string", bool: "boolean", int: "number",
            float: "number"}.get(type(value))
    return tr(f"planner.kind.{kind}", language) if kind else type(value).__name__
