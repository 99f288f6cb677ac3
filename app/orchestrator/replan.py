"""Replanning after a weak or failed run: what to add, what to leave as it is.

`make_replan` turns a finished run and its verdict into the next revision of
the plan:

- each failed step whose agent has a fallback gets a new step with the
  fallback agent (its subject carried over, never its personal arguments: a
  person's name is not a search subject). A step on a person's record (an
  agent with personal arguments) is about its extracted topics only, never the
  goal's other words; one that notes, updates or lists the record, or that was
  not told who the person is, has no fallback (a search is no stand-in for a
  visit that was not noted, and the run says so); the failed step's dependents are
  rewired to the new step, so a study sheet blocked by the failure is built.
  One level only: a fallback that fails has no fallback of its own;
- when no fallback applies but the verdict still asks for more, one broader
  `research.topic` step on the subject of the weak steps (or the goal);
- failed and cancelled steps, and what only they block, leave the plan that
  runs (so they are not retried) and are put back afterwards (`restore`), so
  the run keeps their results.

Finished steps stay finished: the executor, given the previous result, runs
only the new and rewired steps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.agents.registry import Registry
from app.core.events import Replanned
from app.core.models import Plan, RunResult, RunVerdict, Step, StepResult, StepStatus
from app.core.privacy import personal_fields, personal_values
from app.orchestrator.planner.args import retarget_args, subject_of
from app.study.claims import decided_check

BROADER_AGENT = "research.topic"
DEEPER_CHECK = "apologetics.fact_check"
_CARRIED = (StepStatus.FAILED, StepStatus.CANCELLED)
# Actions on a person's record that no search can stand in for.
_RECORD_ACTIONS = frozenset({"add", "update", "list"})


@dataclass
class ReplanDiff:
    revision: int
    reason: str
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # left out of the rerun, results kept
    rewired: list[str] = field(default_factory=list)  # now depend on an added step
    replaces: dict[str, str] = field(default_factory=dict)  # failed step -> its fallback step

    def event(self, run_id: str, plan: Plan) -> Replanned:
        return Replanned(run_id=run_id, revision=self.revision, reason=self.reason,
                         added=self.added, removed=self.removed, rewired=self.rewired,
                         replaces=self.replaces,
                         steps=[s.model_copy() for s in plan.steps if s.id in self.added])


@dataclass
class Replan:
    plan: Plan  # what the executor runs next
    diff: ReplanDiff
    carried: list[tuple[int, Step, StepResult]]  # (position, step, result) put back after


def fallback_id(step_id: str) -> str:
    base = step_id[:58]
    return f"{base}.fb"


def fallback_for(result: RunResult, step_id: str, registry: Registry) -> str | None:
    """The fallback agent a failed step can still try, or None."""
    try:
        step = result.plan.step(step_id)
    except KeyError:
        return None
    if step.agent not in registry or step.replaces is not None:
        return None  # one level of fallback: a fallback has none of its own
    target = registry.get(step.agent).fallback
    if not target or target not in registry or target == step.agent:
        return None
    if fallback_id(step_id) in result.plan.ids():
        return None  # already tried
    if _fallback_args(result, step, registry, target) is None:
        return None
    return target


def shareable_args(step: Step, registry: Registry) -> tuple[dict[str, Any], list[str]]:
    """The step's arguments without its personal ones (app/core/privacy.py), and the
    personal texts left out (so they stay out of a subject taken from elsewhere, such
    as the goal)."""
    if step.agent not in registry:
        return dict(step.args), []
    model = registry.get(step.agent).args_model
    personal = personal_fields(model)
    texts = [v.strip() for v in personal_values(model, step.args)]
    return {k: v for k, v in step.args.items() if k not in personal}, texts


def _keeps_personal_data(step: Step, registry: Registry) -> bool:
    return step.agent in registry and bool(personal_fields(registry.get(step.agent).args_model))


def _topics_of(args: dict[str, Any]) -> str:
    """A person's step's subject: its own subject argument, else its last topic."""
    topics = args.get("topics")
    last = topics[-1] if isinstance(topics, list) and topics else ""
    return subject_of(args) or (last if isinstance(last, str) else "")


def _goal_subject(result: RunResult, registry: Registry) -> str:
    """The goal as the subject of a step that has none of its own: never in a run about
    a person's record (those words are about the person); a goal holding a registered
    name is then refused by retarget_args."""
    if any(_keeps_personal_data(s, registry) for s in result.plan.steps):
        return ""
    return result.plan.goal


def _subject(result: RunResult, step: Step, registry: Registry) -> str:
    """What a replacement step is about: the step's subject (for a person's step, its
    extracted topics), else the goal, never a personal value (a person's name is not a
    search subject)."""
    args, personal = shareable_args(step, registry)
    if _keeps_personal_data(step, registry):
        if not personal or str(args.get("action", "")) in _RECORD_ACTIONS:
            return ""  # no one identified, or a record to keep: nothing to search
        subject = _topics_of(args)
    else:
        subject = subject_of(args) or _goal_subject(result, registry)
    for text in personal:
        subject = re.sub(re.escape(text), " ", subject, flags=re.IGNORECASE)
    # A subject still holding a registered name is refused by retarget_args.
    return " ".join(subject.split())


def _fallback_args(result: RunResult, step: Step, registry: Registry,
                   target: str) -> dict[str, Any] | None:
    args, _ = shareable_args(step, registry)
    subject = _subject(result, step, registry)
    if not subject:
        return None
    return retarget_args(args, registry.get(target), subject)


def make_replan(result: RunResult, verdict: RunVerdict, registry: Registry) -> Replan | None:
    """The next revision of the plan, or None when there is nothing new worth running."""
    plan = result.plan.model_copy(deep=True)
    revision = plan.revision + 1
    diff = ReplanDiff(revision=revision, reason=verdict.reason)
    status = {r.step_id: r.status for r in result.steps}
    new_steps: list[Step] = []

    for step in plan.steps:
        if status.get(step.id) != StepStatus.FAILED:
            continue
        target = fallback_for(result, step.id, registry)
        if target is None:
            continue
        args = _fallback_args(result, step, registry, target)
        assert args is not None  # fallback_for checked it
        done_deps = [d for d in step.depends_on if status.get(d) == StepStatus.DONE]
        new = Step(id=fallback_id(step.id), agent=target, args=args, depends_on=done_deps,
                   rationale=f"fallback for {step.id} ({step.agent}) after it failed",
                   replaces=step.id)
        new_steps.append(new)
        diff.replaces[step.id] = new.id

    if not new_steps and BROADER_AGENT in registry:
        broader = _broader_step(result, plan, registry, revision)
        if broader is not None:
            new_steps.append(broader)

    if not new_steps:
        return None
    diff.added = [s.id for s in new_steps]

    # Rewire the dependents of replaced steps to their replacement.
    for step in plan.steps:
        changed = False
        for i, dep in enumerate(step.depends_on):
            if dep in diff.replaces:
                step.depends_on[i] = diff.replaces[dep]
                changed = True
        if changed and status.get(step.id) not in (StepStatus.DONE,):
            diff.rewired.append(step.id)

    # Leave out what failed or was cancelled, and what only those block.
    removed: set[str] = {s.id for s in plan.steps if status.get(s.id) in _CARRIED}
    grew = True
    while grew:
        grew = False
        for step in plan.steps:
            if step.id in removed or status.get(step.id) == StepStatus.DONE:
                continue
            if any(d in removed for d in step.depends_on):
                removed.add(step.id)
                grew = True
    carried: list[tuple[int, Step, StepResult]] = []
    kept: list[Step] = []
    for position, step in enumerate(plan.steps):
        if step.id in removed:
            found = result.result_for(step.id)
            res = found if found is not None else StepResult(
                step_id=step.id, agent=step.agent, status=step.status)
            carried.append((position, step, res))
        else:
            step.after = [a for a in step.after if a not in removed]
            kept.append(step)
    diff.removed = [s.id for _, s, _ in carried]
    diff.rewired = [sid for sid in diff.rewired if sid not in removed]
    plan.steps = [*kept, *new_steps]
    plan.revision = revision
    plan.notes = [*plan.notes, f"revision {revision}: {diff.reason or 'replanned'}"]
    return Replan(plan=Plan.model_validate(plan.model_dump()), diff=diff, carried=carried)


def _broader_step(result: RunResult, plan: Plan, registry: Registry,
                  revision: int) -> Step | None:
    weak: list[str] = []
    for r in result.steps:
        if any(decided_check(f) for f in r.findings):
            continue  # a definite answer ends the check: nothing weak to look further into
        weak_findings = [f for f in r.findings if f.verdict and f.verdict.label != "entails"]
        if r.status == StepStatus.FAILED or weak_findings or not r.findings:
            try:
                step = result.plan.step(r.step_id)
            except KeyError:
                continue
            text = subject_of(shareable_args(step, registry)[0])
            if text:
                weak.append(text)
    subject = weak[0] if weak else _goal_subject(result, registry)
    for step in result.plan.steps:  # no person's name as a research subject
        for text in shareable_args(step, registry)[1]:
            subject = re.sub(re.escape(text), " ", subject, flags=re.IGNORECASE)
    subject = " ".join(subject.split())[:300]
    if not subject:
        return None
    agent, extra = BROADER_AGENT, {}
    if DEEPER_CHECK in registry and any(
            s.agent == DEEPER_CHECK and subject_of(s.args) == subject for s in plan.steps):
        # An unclear fact-check looks further for passages that decide its claim, so the
        # findings it adds carry the claim (a topic search would not).
        agent, extra = DEEPER_CHECK, {"deeper": True}
    spec = registry.get(agent)
    args = retarget_args({"topic": subject, **extra}, spec, subject)
    if args is None:
        return None
    canonical = spec.canonical_args(args)
    for s in plan.steps:
        if s.agent == agent and spec.canonical_args(s.args) == canonical:
            return None  # that research already ran
    sid = f"replan{revision}.{'check' if agent == DEEPER_CHECK else 'research'}"
    return Step(id=sid, agent=agent, args=args,
                rationale=f"broader research on \"{subject}\" because the evidence was weak")


def restore(result: RunResult, carried: list[tuple[int, Step, StepResult]]) -> None:
    """Put the steps left out of a rerun back into the run, at their old places."""
    for position, step, res in sorted(carried, key=lambda c: c[0]):
        if step.id in result.plan.ids():
            continue
        step.status = res.status
        result.plan.steps.insert(min(position, len(result.plan.steps)), step)
        result.steps.insert(min(position, len(result.steps)), res)
