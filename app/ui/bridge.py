"""The one adapter from the orchestrator's event stream to Qt signals.

`RunBridge.handle` is the `on_event` callback given to `PreparoService.start`.
The executor calls it on the asyncio loop, which under qasync is the Qt main
thread, so the signals are delivered at once; widgets only subscribe.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.core.events import (
    CritiqueDone,
    Event,
    GuardTripped,
    PlanReady,
    Replanned,
    RunCancelled,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepProgress,
    StepQueued,
    StepSkipped,
    StepStarted,
)
from app.core.models import Step, StepStatus
from app.core.run_state import RunState


class RunBridge(QObject):
    """Folds each orchestrator event into `state` (the run's RunState) and turns it into
    a typed Qt signal; the dicts are the events' own fields (`Event.details()`)."""

    eventReceived = Signal(object)  # every Event, for logs and tests
    runStarted = Signal(str, dict)  # run_id, details (goal, language, steps, resumed)
    planReady = Signal(str, list)  # run_id, list[Step]
    stepQueued = Signal(object, list)  # the new Step, ids of the steps that now wait for it
    stepStatus = Signal(str, str, dict)  # step_id, StepStatus value, details
    stepProgress = Signal(str, str, object)  # step_id, message, fraction or None
    guardTripped = Signal(str, str)  # step_id, message
    critiqueDone = Signal(dict)
    replanned = Signal(dict)
    # "finished" | "finished_with_problems" | "failed" | "cancelled", details
    runEnded = Signal(str, dict)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = RunState()

    def handle(self, event: Event) -> None:
        """The EventHub callback; never raises into the executor."""
        if isinstance(event, RunStarted) and event.run_id != self.state.run_id:
            self.state = RunState()
        self.state.apply(event)
        self.eventReceived.emit(event)
        sid = event.step_id or ""
        match event:
            case RunStarted():
                self.runStarted.emit(event.run_id, event.details())
            case PlanReady():
                self.planReady.emit(event.run_id, list(event.steps))
            case StepQueued():
                step = Step(id=sid, agent=event.agent, args=dict(event.args),
                            depends_on=list(event.depends_on), rationale=event.reason,
                            parent=event.parent, depth=event.depth)
                self.stepQueued.emit(step, list(event.before))
            case StepStarted():
                self.stepStatus.emit(sid, StepStatus.RUNNING.value, event.details())
            case StepFinished():
                self.stepStatus.emit(sid, StepStatus.DONE.value, event.details())
            case StepSkipped():
                self.stepStatus.emit(sid, StepStatus.SKIPPED.value, event.details())
            case StepFailed():  # failed, or cancelled by the person
                self.stepStatus.emit(sid, event.status.value, event.details())
            case StepProgress():
                self.stepProgress.emit(sid, event.message, event.fraction)
            case GuardTripped():
                self.guardTripped.emit(sid, event.message)
            case CritiqueDone():
                self.critiqueDone.emit(event.details())
            case Replanned():
                self.replanned.emit(event.details())
            case RunFinished():
                self.runEnded.emit(event.status, event.details())
            case RunCancelled():
                self.runEnded.emit("cancelled", event.details())
