"""The one typed event stream every front end consumes.

One pydantic class per event type, each with its own typed fields; `Event` is the
discriminated union of them (on `type`), so a trace line parses back into the class
it was written from. `app.core.run_state.RunState` folds these events into the
state of a run.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from app.core.errors import ErrorKind
from app.core.models import Step, StepStatus

log = logging.getLogger(__name__)


class EventType(StrEnum):
    RUN_STARTED = "run_started"
    PLAN_READY = "plan_ready"
    STEP_QUEUED = "step_queued"
    STEP_STARTED = "step_started"
    STEP_PROGRESS = "step_progress"
    STEP_FINISHED = "step_finished"
    STEP_FAILED = "step_failed"
    STEP_SKIPPED = "step_skipped"
    GUARD_TRIPPED = "guard_tripped"
    CRITIQUE_DONE = "critique_done"
    REPLAN = "replan"
    RUN_FINISHED = "run_finished"
    RUN_CANCELLED = "run_cancelled"


RunStatus = Literal["running", "finished", "finished_with_problems", "failed", "cancelled"]


class EventBase(BaseModel):
    model_config = ConfigDict(extra="forbid")

    run_id: str
    step_id: str | None = None
    ts: float = Field(default_factory=time.time)

    def details(self) -> dict[str, Any]:
        """The event's own fields as JSON (what a front end shows beside the type)."""
        return self.model_dump(mode="json", exclude={"type", "run_id", "step_id", "ts"})


class RunStarted(EventBase):
    type: Literal[EventType.RUN_STARTED] = EventType.RUN_STARTED
    goal: str = ""
    language: str = ""
    steps: int = 0
    resumed: bool = False


class PlanReady(EventBase):
    """The plan the executor runs now (a replan pass sends the new revision)."""

    type: Literal[EventType.PLAN_READY] = EventType.PLAN_READY
    revision: int = 0
    planner: str = ""
    steps: list[Step] = Field(default_factory=list)
    llm_usage: list[dict[str, Any]] = Field(default_factory=list)


class StepQueued(EventBase):
    """A step added at run time (a follow-up of `parent`, or a queue task)."""

    type: Literal[EventType.STEP_QUEUED] = EventType.STEP_QUEUED
    agent: str
    args: dict[str, Any] = Field(default_factory=dict)
    parent: str | None = None
    reason: str = ""
    depends_on: list[str] = Field(default_factory=list)
    before: list[str] = Field(default_factory=list)  # steps that now wait for this one
    depth: int = 0


class StepStarted(EventBase):
    type: Literal[EventType.STEP_STARTED] = EventType.STEP_STARTED
    agent: str
    args: dict[str, Any] = Field(default_factory=dict)


class StepProgress(EventBase):
    type: Literal[EventType.STEP_PROGRESS] = EventType.STEP_PROGRESS
    message: str = ""
    fraction: float | None = None
    attempt: int | None = None  # set when the step is being retried
    retry_in_s: float | None = None


class StepFinished(EventBase):
    type: Literal[EventType.STEP_FINISHED] = EventType.STEP_FINISHED
    agent: str = ""
    elapsed_ms: float = 0.0
    attempts: int = 0
    findings: int = 0
    did: list[str] = Field(default_factory=list)


class StepFailed(EventBase):
    """A step ended without its work: it failed, or the person cancelled it."""

    type: Literal[EventType.STEP_FAILED] = EventType.STEP_FAILED
    agent: str = ""
    error: str = ""
    error_kind: ErrorKind | None = None  # what a person is told (app/core/errors.py)
    elapsed_ms: float = 0.0
    attempts: int = 0
    status: StepStatus = StepStatus.FAILED  # FAILED or CANCELLED


class StepSkipped(EventBase):
    type: Literal[EventType.STEP_SKIPPED] = EventType.STEP_SKIPPED
    reason: str = ""
    blocked_by: str | None = None  # the failed step that blocked this one
    elapsed_ms: float = 0.0


class GuardTripped(EventBase):
    type: Literal[EventType.GUARD_TRIPPED] = EventType.GUARD_TRIPPED
    guard: str
    agent: str = ""
    message: str = ""


class CritiqueDone(EventBase):
    type: Literal[EventType.CRITIQUE_DONE] = EventType.CRITIQUE_DONE
    label: Literal["strong", "mixed", "weak", "none"] = "none"
    entailed: int = 0
    checked: int = 0
    contradicted: int = 0
    findings: int = 0
    replan_suggested: bool = False
    reason: str = ""
    engine: str = ""  # set when the model could not score and the lexical check did


class Replanned(EventBase):
    """A new plan revision: what was added, left out (results kept) and rewired."""

    type: Literal[EventType.REPLAN] = EventType.REPLAN
    revision: int
    reason: str = ""
    added: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)
    rewired: list[str] = Field(default_factory=list)
    replaces: dict[str, str] = Field(default_factory=dict)  # failed step -> its fallback
    steps: list[Step] = Field(default_factory=list)  # the added steps


class RunFinished(EventBase):
    type: Literal[EventType.RUN_FINISHED] = EventType.RUN_FINISHED
    status: RunStatus = "finished"
    elapsed_ms: float = 0.0
    counts: dict[str, int] = Field(default_factory=dict)
    replans: int = 0
    verdict: str = ""
    problems: list[str] = Field(default_factory=list)  # steps that failed, one line each


class RunCancelled(EventBase):
    type: Literal[EventType.RUN_CANCELLED] = EventType.RUN_CANCELLED
    elapsed_ms: float = 0.0


Event = Annotated[
    RunStarted | PlanReady | StepQueued | StepStarted | StepProgress | StepFinished
    | StepFailed | StepSkipped | GuardTripped | CritiqueDone | Replanned | RunFinished
    | RunCancelled,
    Field(discriminator="type"),
]
EVENT: TypeAdapter[Event] = TypeAdapter(Event)

EventSink = Callable[[Event], None]


def parse_event(line: str | bytes) -> Event:
    """One trace line back into its event class (raises pydantic's ValidationError)."""
    return EVENT.validate_json(line)


class EventHub:
    """Fans one event out to every subscriber; a failing subscriber never stops a run,
    and its error goes to the log with its traceback."""

    def __init__(self) -> None:
        self._subscribers: list[EventSink] = []
        self.errors: list[str] = []

    def subscribe(self, sink: EventSink) -> Callable[[], None]:
        self._subscribers.append(sink)

        def unsubscribe() -> None:
            if sink in self._subscribers:
                self._subscribers.remove(sink)

        return unsubscribe

    def emit(self, event: Event) -> None:
        for sink in list(self._subscribers):
            try:
                sink(event)
            except Exception as exc:  # a broken front end must not break the run
                name = getattr(sink, "__qualname__", None) or repr(sink)
                self.errors.append(f"{name}: {exc!r}")
                log.exception("event subscriber %s failed on %s", name, event.type.value)
