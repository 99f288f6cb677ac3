"""Fitting planned arguments to an agent's argument model.

The planners write the arguments they know about; an agent may accept fewer
(or name them slightly differently). `fit_args` drops the optional arguments
the agent rejects and reports what it dropped, so a plan never carries
arguments that would fail at run time. `retarget_args` moves a step's subject
to another agent (a fallback, a broader research step).
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from app.agents.base import AgentSpec
from app.core import privacy

# The argument that carries a step's subject, in order of preference.
# Personal arguments (a return visit's person, address, notes) are never a subject.
SUBJECT_ARGS = ("topic", "question", "claim", "saying", "objection", "title")


def fit_args(spec: AgentSpec, args: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """`args` without the optional entries `spec` rejects, and readable notes on each drop.

    Required arguments that are missing or invalid are left for the caller's
    validation to report.
    """
    current = {k: v for k, v in args.items() if v is not None}
    dropped: list[str] = []
    for _ in range(len(current) + 1):
        try:
            spec.validate_args(current)
            return current, dropped
        except ValidationError as exc:
            bad = {
                str(err["loc"][0])
                for err in exc.errors()
                if err["loc"] and str(err["loc"][0]) in current
            }
            required = set(spec.args_schema().get("required", []))
            removable = bad - required
            if not removable:
                return current, dropped
            for key in sorted(removable):
                dropped.append(f"{spec.name}: left out argument {key}={current[key]!r}")
                del current[key]
    return current, dropped


def subject_of(args: dict[str, Any]) -> str:
    """The text a step is about (its topic, question, claim...), or "" when none."""
    for key in SUBJECT_ARGS:
        value = args.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    refs = args.get("references")
    if isinstance(refs, list) and refs:
        return ", ".join(str(r) for r in refs[:5])
    return ""


def retarget_args(args: dict[str, Any], target: AgentSpec,
                  subject: str | None = None) -> dict[str, Any] | None:
    """Arguments for `target` that keep the subject of `args`; None when none fit."""
    schema = target.args_schema()
    props: dict[str, Any] = schema.get("properties", {})
    required: list[str] = list(schema.get("required", []))
    text = (subject or subject_of(args))[:300]
    if privacy.find(text) is not None:
        return None  # a subject naming someone from the notebook is not researched
    out: dict[str, Any] = {k: v for k, v in args.items() if k in props and v is not None
                           and not (isinstance(v, str) and privacy.find(v) is not None)}
    for key in required:
        if key in out:
            continue
        if key in SUBJECT_ARGS and text:
            out[key] = text
        else:
            return None
    if not required:
        for key in SUBJECT_ARGS:
            if key in props and key not in out and text:
                out[key] = text
                break
    fitted, _ = fit_args(target, out)
    try:
        target.validate_args(fitted)
    except ValidationError:
        return None
    return fitted
