"""The state of a run, folded from its events: the one place that counts steps.

`RunState.apply(event)` is the reducer every front end uses (CLI progress, MCP
progress, the main window) and the store persists (`state.json`, or folded again
from `trace.jsonl`). Steps are keyed by id, so a step that is queued, replanned or
resumed is counted once, and `ended` never exceeds `total`.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel, Field

from app.core.events import (
    CritiqueDone,
    Event,
    GuardTripped,
    PlanReady,
    Replanned,
    RunCancelled,
    RunFinished,
    RunStarted,
    RunStatus,
    StepFailed,
    StepFinished,
    StepProgress,
    StepQueued,
    StepSkipped,
    StepStarted,
)
from app.core.models import RunResult, Step, StepStatus


class StepState(BaseModel):
    id: str
    agent: str = ""
    status: StepStatus = StepStatus.PENDING
    parent: str | None = None
    depth: int = 0
    message: str = ""  # the last progress message
    fraction: float | None = None
    error: str = ""
    findings: int = 0
    attempts: int = 0
    elapsed_ms: float = 0.0
    fallback_for: str | None = None  # the failed step this one replaces


class RunState(BaseModel):
    run_id: str = ""
    goal: str = ""
    language: str = ""
    status: RunStatus = "running"
    revision: int = 0
    replans: int = 0
    verdict: str = "none"
    elapsed_ms: float = 0.0
    steps: dict[str, StepState] = Field(default_factory=dict)
    guards: list[str] = Field(default_factory=list)  # what the guards refused, one line each
    problems: list[str] = Field(default_factory=list)
    resumed: bool = False

    # -- what front ends read ------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.steps)

    @property
    def ended(self) -> int:
        return sum(1 for s in self.steps.values() if s.status.terminal)

    @property
    def progress(self) -> str:
        """`[ended/total]`, the one progress counter of every front end."""
        return f"[{self.ended}/{self.total}]"

    def step(self, step_id: str) -> StepState | None:
        return self.steps.get(step_id)

    # -- the reducer -----------------------------------------------------------------------
    def apply(self, event: Event) -> RunState:
        """Fold one event into this state (in place) and return it."""
        self.run_id = self.run_id or event.run_id
        match event:
            case RunStarted():
                self.goal, self.language, self.resumed = event.goal, event.language, event.resumed
                self.status = "running"
            case PlanReady():
                self.revision = max(self.revision, event.revision)
                for step in event.steps:
                    self._add(step)
            case Replanned():
                self.revision = max(self.revision, event.revision)
                self.replans += 1
                for step in event.steps:
                    self._add(step)
                for failed, fallback in event.replaces.items():
                    if fallback in self.steps:
                        self.steps[fallback].fallback_for = failed
            case StepQueued():
                state = self._at(event.step_id, event.agent)
                state.parent, state.depth = event.parent, event.depth
                if not state.status.terminal:
                    state.status = StepStatus.QUEUED
            case StepStarted():
                state = self._at(event.step_id, event.agent)
                state.status, state.error, state.message = StepStatus.RUNNING, "", ""
            case StepProgress():
                state = self._at(event.step_id)
                state.message = event.message
                if event.fraction is not None:
                    state.fraction = event.fraction
            case StepFinished():
                state = self._at(event.step_id, event.agent)
                state.status, state.findings = StepStatus.DONE, event.findings
                state.attempts, state.elapsed_ms = event.attempts, event.elapsed_ms
                state.fraction = 1.0
            case StepFailed():
                state = self._at(event.step_id, event.agent)
                state.status, state.error = event.status, event.error
                state.attempts, state.elapsed_ms = event.attempts, event.elapsed_ms
            case StepSkipped():
                state = self._at(event.step_id)
                state.status, state.error = StepStatus.SKIPPED, event.reason
            case GuardTripped():
                self.guards.append(event.message or event.guard)
            case CritiqueDone():
                self.verdict = event.label
            case RunFinished():
                self.status, self.elapsed_ms = event.status, event.elapsed_ms
                self.replans = max(self.replans, event.replans)
                self.verdict = event.verdict or self.verdict
                self.problems = list(event.problems)
            case RunCancelled():
                self.status, self.elapsed_ms = "cancelled", event.elapsed_ms
                for state in self.steps.values():
                    if state.status in (StepStatus.RUNNING, StepStatus.QUEUED):
                        state.status = StepStatus.PENDING
        return self

    def _add(self, step: Step) -> None:
        state = self._at(step.id, step.agent)
        state.parent, state.depth = step.parent, step.depth
        state.status = step.status  # the plan a pass runs says where each step stands

    def _at(self, step_id: str | None, agent: str = "") -> StepState:
        key = step_id or ""
        state = self.steps.get(key)
        if state is None:
            state = self.steps[key] = StepState(id=key, agent=agent)
        elif agent and not state.agent:
            state.agent = agent
        return state


def fold(events: Iterable[Event]) -> RunState:
    """The state after `events`, in order."""
    state = RunState()
    for event in events:
        state.apply(event)
    return state


def run_outcome(result: RunResult) -> tuple[RunStatus, list[str]]:
    """How a run that is over went, and one line per step that failed.

    The work asked for is the plan's own steps (not run-time follow-ups, not
    fallbacks); a fallback that finished stands for the step it replaces. The run
    `failed` when none of that work got done; it `finished_with_problems` when some
    step failed, was cancelled or was blocked, or finished without content it could
    not read (`StepResult.lost`), yet work asked for is there."""
    by_id = {r.step_id: r for r in result.steps}
    done = {sid for sid, r in by_id.items() if r.status == StepStatus.DONE}
    for step in result.plan.steps:
        if step.replaces and step.id in done:
            done.add(step.replaces)
    requested = [s for s in result.plan.steps if s.parent is None and s.replaces is None]
    problems = [f"{r.step_id}: {r.error or r.status.value}" for r in result.steps
                if r.status in (StepStatus.FAILED, StepStatus.CANCELLED)
                or (r.status == StepStatus.SKIPPED and r.blocked_by)]
    problems += [f"{r.step_id}: {line}" for r in result.steps
                 if r.status == StepStatus.DONE for line in r.lost]
    if requested and not any(s.id in done for s in requested):
        return "failed", problems
    return ("finished_with_problems" if problems else "finished"), problems


def step_counts(result: RunResult) -> dict[str, int]:
    """How many steps stand at each status."""
    counts = {k.value: 0 for k in StepStatus}
    for r in result.steps:
        counts[r.status.value] += 1
    return counts
