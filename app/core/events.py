"""The one typed event stream every front end consumes."""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field


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


class Event(BaseModel):
    type: EventType
    run_id: str
    step_id: str | None = None
    ts: float = Field(default_factory=time.time)
    payload: dict[str, Any] = Field(default_factory=dict)


EventSink = Callable[[Event], None]


class EventHub:
    """Fans one event out to every subscriber; a failing subscriber never stops a run."""

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
                self.errors.append(f"{getattr(sink, '__name__', sink)!s}: {exc!r}")
