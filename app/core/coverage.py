"""Which parts of a goal a run covered and which it did not, said plainly.

A part is a step the plan asked for (not a run-time follow-up, not the study sheet;
a fallback that finished stands for the step it replaced). It is covered when it
brought material from a source; not covered when it found nothing (its typed
"nothing found", with what was searched), when its claim was not established, or
when it did not finish. The run summary (`preparo run`, its --json and so the MCP
tools, the sheet and the window's status) says both:

    Covered: the Watchtower study. Not covered: research “xylophones” (nothing found;
    searched: xylophones).
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from app.core.errors import said
from app.core.findings import ClaimCheck, NothingFound
from app.core.i18n import has_key, tr
from app.core.models import Finding, RunResult, StepResult, StepStatus

# Arguments that say what a part is about (a person's name or address never does).
_SUBJECT_ARGS = ("claim", "question", "topic", "objection", "saying", "quote", "phrase",
                 "reference", "references", "ref", "title", "audience", "topics")
_NOT_PARTS = frozenset({"export.study_sheet"})
_REPLAN = re.compile(r"^replan\d+\.")  # the ids app/orchestrator/replan.py gives
_MAX_SUBJECT = 80


class Part(BaseModel):
    """One part of the goal and whether the run covered it."""

    step_id: str
    agent: str
    subject: str = ""
    covered: bool = False
    found: int = 0  # findings with material from a source
    why: str = ""  # when not covered: nothing found / not established / the step's error
    searched: str = ""


def _subject(args: dict[str, object]) -> str:
    for key in _SUBJECT_ARGS:
        value = args.get(key)
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value if isinstance(v, str))
        if isinstance(value, str) and value.strip():
            text = " ".join(value.split())
            return text if len(text) <= _MAX_SUBJECT else text[:_MAX_SUBJECT - 1] + "…"
    return ""


def _material(finding: Finding) -> bool:
    data = finding.data
    if isinstance(data, ClaimCheck):
        return data.decided
    return bool(data.MATERIAL)


def _part(step_id: str, agent: str, args: dict[str, object], res: StepResult | None,
          language: str, run_language: str) -> Part:
    part = Part(step_id=step_id, agent=agent, subject=_subject(args))
    if res is None or res.status != StepStatus.DONE:
        status = res.status.value if res is not None else StepStatus.PENDING.value
        # a failure in one plain line in `language` (the error, in the run's, is logged)
        part.why = (said(res.error_kind, res.error, run_language, language)
                    if res is not None and res.error
                    else tr(f"step_status.{status}", language))
        return part
    part.found = sum(1 for f in res.findings if _material(f))
    part.covered = part.found > 0
    if part.covered:
        return part
    check = next((f.data for f in res.findings if isinstance(f.data, ClaimCheck)), None)
    empty = next((f.data for f in res.findings if isinstance(f.data, NothingFound)), None)
    if check is not None:
        part.searched = check.searched
        part.why = tr("coverage.not_established", language, searched=check.searched or "—")
    elif empty is not None:
        part.searched = empty.searched
        part.why = tr("coverage.nothing_found", language, searched=empty.searched or "—")
    else:
        part.why = tr("coverage.no_material", language)
    return part


def coverage(result: RunResult, language: str | None = None) -> list[Part]:
    """The parts of the goal, in plan order, each covered or not (said in `language`,
    the run's by default)."""
    language = language or result.plan.language
    by_id = {r.step_id: r for r in result.steps}
    standing_in = {s.replaces: s for s in result.plan.steps if s.replaces}
    parts: list[Part] = []
    extra: list[Part] = []  # a replan's second look: it adds to a part, is none itself
    for step in result.plan.steps:
        if step.parent is not None or step.replaces is not None or step.agent in _NOT_PARTS:
            continue
        if _REPLAN.match(step.id):
            extra.append(_part(step.id, step.agent, step.args, by_id.get(step.id), language,
                               result.plan.language))
            continue
        res = by_id.get(step.id)
        fallback = standing_in.get(step.id)
        if fallback is not None and (res is None or res.status != StepStatus.DONE):
            stand = by_id.get(fallback.id)
            if stand is not None and stand.status == StepStatus.DONE:
                res = stand
        parts.append(_part(step.id, step.agent, step.args, res, language,
                               result.plan.language))
    for more in extra:
        same = next((p for p in parts if p.subject == more.subject
                     and (p.agent == more.agent or not p.covered)), None)
        if same is not None and more.covered and not same.covered:
            same.covered, same.found, same.why, same.searched = True, more.found, "", ""
    return parts


def part_name(part: Part, language: str) -> str:
    """"research “anxiety”", "the Watchtower study"."""
    key = f"coverage.agent.{part.agent}"
    label = tr(key, language) if has_key(key) else part.agent
    return tr("coverage.part", language, label=label, subject=part.subject) if part.subject \
        else label


def coverage_text(result: RunResult, parts: list[Part] | None = None,
                  language: str | None = None) -> str:
    """The run's coverage in one or two sentences ("" with no parts), in `language`
    (the run's by default)."""
    language = language or result.plan.language
    parts = coverage(result, language) if parts is None else parts
    if not parts:
        return ""
    covered = [part_name(p, language) for p in parts if p.covered]
    missing = [tr("coverage.missing", language, part=part_name(p, language), why=p.why)
               for p in parts if not p.covered]
    if not missing:
        return tr("coverage.all", language, parts="; ".join(covered))
    if not covered:
        return tr("coverage.none", language, missing="; ".join(missing))
    return tr("coverage.some", language, covered="; ".join(covered),
              missing="; ".join(missing))


def coverage_json(result: RunResult) -> dict[str, object]:
    """The coverage as `preparo run --json` and the MCP tools carry it."""
    parts = coverage(result)
    return {"text": coverage_text(result, parts),
            "complete": all(p.covered for p in parts),
            "parts": [p.model_dump(mode="json") for p in parts]}


def run_json(result: RunResult) -> dict[str, object]:
    """`preparo run --json` and the MCP tools' run: the run's stable JSON shape with
    which parts of the goal are covered and which are not."""
    return {**result.summary_json(), "coverage": coverage_json(result)}
