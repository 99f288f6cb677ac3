"""The one adapter from the orchestrator's event stream to Qt signals.

`RunBridge.handle` is the `on_event` callback given to `PreparoService.start`.
The executor calls it on the asyncio loop, which under qasync is the Qt main
thread, so the signals are delivered at once; widgets only subscribe.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from app.core.events import Event, EventType
from app.core.models import Step, StepStatus

_STATUS_OF_EVENT: dict[EventType, StepStatus] = {
    EventType.STEP_STARTED: StepStatus.RUNNING,
    EventType.STEP_FINISHED: StepStatus.DONE,
    EventType.STEP_SKIPPED: StepStatus.SKIPPED,
}


class RunBridge(QObject):
    """Turns each orchestrator Event into a typed Qt signal."""

    eventReceived = Signal(object)  # every Event, for logs and tests
    runStarted = Signal(str, dict)  # run_id, payload (goal, language, steps, resumed)
    planReady = Signal(str, list)  # run_id, list[Step]
    stepQueued = Signal(object, list)  # the new Step, ids of the steps that now wait for it
    stepStatus = Signal(str, str, dict)  # step_id, StepStatus value, payload
    stepProgress = Signal(str, str, object)  # step_id, message, fraction or None
    guardTripped = Signal(str, str)  # step_id, message
    critiqueDone = Signal(dict)
    replanned = Signal(dict)
    runEnded = Signal(str, dict)  # "finished" | "failed" | "cancelled", payload

    def handle(self, event: Event) -> None:
        """The EventHub callback; never raises into the executor."""
        self.eventReceived.emit(event)
        kind, payload, step_id = event.type, event.payload, event.step_id or ""
        if kind == EventType.RUN_STARTED:
            self.runStarted.emit(event.run_id, payload)
        elif kind == EventType.PLAN_READY:
            steps = [Step.model_validate(s) for s in payload.get("steps", [])]
            self.planReady.emit(event.run_id, steps)
        elif kind == EventType.STEP_QUEUED:
            self.stepQueued.emit(_queued_step(step_id, payload), list(payload.get("before", [])))
        elif kind in _STATUS_OF_EVENT:
            self.stepStatus.emit(step_id, _STATUS_OF_EVENT[kind].value, payload)
        elif kind == EventType.STEP_FAILED:
            # A step the person cancelled comes as step_failed with status "cancelled".
            status = StepStatus(payload.get("status", StepStatus.FAILED.value))
            self.stepStatus.emit(step_id, status.value, payload)
        elif kind == EventType.STEP_PROGRESS:
            fraction = payload.get("fraction")
            self.stepProgress.emit(step_id, str(payload.get("message", "")),
                                   float(fraction) if fraction is not None else None)
        elif kind == EventType.GUARD_TRIPPED:
            self.guardTripped.emit(step_id, str(payload.get("message", "")))
        elif kind == EventType.CRITIQUE_DONE:
            self.critiqueDone.emit(payload)
        elif kind == EventType.REPLAN:
            self.replanned.emit(payload)
        elif kind == EventType.RUN_FINISHED:
            self.runEnded.emit(str(payload.get("status", "finished")), payload)
        elif kind == EventType.RUN_CANCELLED:
            self.runEnded.emit("cancelled", payload)


def _queued_step(step_id: str, payload: dict[str, Any]) -> Step:
    return Step(
        id=step_id,
        agent=str(payload.get("agent", "")),
        args=dict(payload.get("args", {})),
        depends_on=list(payload.get("depends_on", [])),
        rationale=str(payload.get("reason", "")),
        parent=payload.get("parent"),
        depth=int(payload.get("depth", 0)),
    )
