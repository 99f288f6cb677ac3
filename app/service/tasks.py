"""A task queue an MCP client drives itself: the assistant does the work, Preparo's
executor keeps the books.

The client enqueues tasks (agent + args) through the executor's guards, does the work,
and completes each task with a handoff. A queue is an ordinary run in the run store
(`runs/<run_id>/run.json`, `handoffs/<task_id>.json`, `trace.jsonl`) whose plan says
`planner: "mcp-queue"`, so `preparo runs` lists it and `meta_resume_run` can hand the
tasks still queued over to the executor. Every change of a queue is made by the run
engine (app/orchestrator/assisted.py: the executor without its scheduler), and its
events reach the service's event hub like those of any other run.

Tasks are the run's steps. A task's depth is 0 without dependencies, else one more
than its deepest dependency; the depth guard caps chains of dependent tasks.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol

from pydantic import ValidationError

from app.agents.registry import Registry
from app.core.errors import PreparoError
from app.core.events import EventHub
from app.core.i18n import tr
from app.core.models import Handoff, Language, Plan, Step, StepStatus
from app.core.settings import Settings
from app.orchestrator.assisted import AssistedRun
from app.orchestrator.store import RunStore

QUEUE_PLANNER = "mcp-queue"
DEFAULT_GOAL = "Tasks queued by an assistant"


class QueueError(PreparoError):
    """A queue request that cannot be done as asked; the message says what to do."""


class QueueService(Protocol):
    """What a queue uses of the service (app.service.PreparoService): its settings,
    registry, run store and event hub."""

    @property
    def settings(self) -> Settings: ...

    @property
    def registry(self) -> Registry: ...

    @property
    def store(self) -> RunStore: ...

    @property
    def events(self) -> EventHub: ...


class TaskQueue:
    """Queue operations of one front-end session over the service's registry, settings,
    run store and event hub. It remembers the session's current queue, used when a
    call names no run."""

    def __init__(self, service: QueueService) -> None:
        self.service = service
        self.current: str | None = None

    @property
    def language(self) -> str:
        """The language of the queue's errors: the person's settings."""
        return self.service.settings.language

    # -- enqueue ------------------------------------------------------------
    def enqueue(
        self,
        agent: str,
        args: dict[str, Any],
        *,
        depends_on: list[str] | None = None,
        reason: str = "",
        run_id: str | None = None,
        new_queue: bool = False,
        goal: str | None = None,
        language: Language | None = None,
        congregation: str | None = None,
    ) -> dict[str, Any]:
        """Add a task after the guards accept it; raises GuardRefused or QueueError."""
        deps = list(depends_on or [])
        if run_id is None and (new_queue or self.current is None):
            queue = self._new_queue(goal, language, congregation)
        else:
            queue = self._open(run_id)
        created = not queue.stored
        step = queue.add_task(agent, args, deps, reason)
        run = queue.run_result
        self.current = run.run_id
        return {
            "run_id": run.run_id,
            "task_id": step.id,
            "agent": agent,
            "status": step.status.value,
            "depends_on": deps,
            "depth": step.depth,
            "created_queue": created,
            "tasks": len(run.plan.steps),
            "budget": queue.guards.config.run_budget,
        }

    # -- complete -------------------------------------------------------------
    def complete(
        self,
        task_id: str,
        status: Literal["done", "failed"],
        handoff: dict[str, Any],
        *,
        error: str | None = None,
        run_id: str | None = None,
    ) -> dict[str, Any]:
        """Write the task's handoff and end it; dependents of a failed task are skipped,
        as the executor does."""
        queue = self._open(run_id)
        step = self._task(queue, task_id)
        if step.status.terminal:
            raise QueueError(tr("queue.already_ended", self.language, task_id=repr(task_id),
                                status=step.status.value))
        if status == "done":
            waiting = [d for d in step.depends_on
                       if self._task(queue, d).status != StepStatus.DONE]
            if waiting:
                listed = ", ".join(f"{d} ({self._task(queue, d).status.value})"
                                   for d in waiting)
                raise QueueError(tr("queue.waiting_for", self.language, task_id=repr(task_id),
                                    listed=listed))
        try:
            record = Handoff.model_validate(handoff)
        except ValidationError as exc:
            problems = "; ".join(
                f"handoff.{'.'.join(str(p) for p in e['loc']) or '(object)'}: {e['msg']}"
                for e in exc.errors())
            raise QueueError(tr("queue.invalid_handoff", self.language,
                                problems=problems)) from None
        failed = (error or "") if status == "failed" else None
        skipped = queue.complete_task(task_id, record, failed)
        run = queue.run_result
        self.current = run.run_id
        return {
            "run_id": run.run_id,
            "task_id": task_id,
            "status": step.status.value,
            "skipped": skipped,
            "run_status": run.status,
            "ready": queue.ready(),
        }

    # -- reading ------------------------------------------------------------------
    def handoffs(self, *, agent: str | None = None, task_id: str | None = None,
                 run_id: str | None = None) -> dict[str, Any]:
        """Handoffs of the queue (or of any run, given its id), filtered by agent or task."""
        queue = self._open(run_id, queue_only=False)
        run = queue.run_result
        if task_id is not None:
            self._task(queue, task_id)
        if agent is not None and agent not in {s.agent for s in run.plan.steps}:
            used = sorted({s.agent for s in run.plan.steps})
            raise QueueError(tr("queue.no_agent_task", self.language, agent=repr(agent),
                                run_id=run.run_id,
                                agents=", ".join(used) or tr("queue.none_yet", self.language)))
        on_disk = self.service.store.handoffs(run.run_id)
        results = {r.step_id: r for r in run.steps}
        out = []
        for step in run.plan.steps:
            if task_id is not None and step.id != task_id:
                continue
            if agent is not None and step.agent != agent:
                continue
            handoff = on_disk.get(step.id) or results[step.id].handoff
            if handoff is None:
                continue
            out.append({"task_id": step.id, "agent": step.agent, "status": step.status.value,
                        "handoff": handoff.model_dump(mode="json")})
        return {"run_id": run.run_id, "handoffs": out}

    def tasks(self, run_id: str | None = None) -> dict[str, Any]:
        queue = self._open(run_id, queue_only=False)
        run = queue.run_result
        results = {r.step_id: r for r in run.steps}
        return {
            "run_id": run.run_id,
            "goal": run.plan.goal,
            "status": run.status,
            "budget": queue.guards.config.run_budget,
            "tasks": [
                {"task_id": s.id, "agent": s.agent, "args": s.args, "depends_on": s.depends_on,
                 "reason": s.rationale, "status": s.status.value, "depth": s.depth,
                 "error": results[s.id].error}
                for s in run.plan.steps
            ],
            "ready": queue.ready(),
        }

    # -- internals -------------------------------------------------------------------
    def _new_queue(self, goal: str | None, language: Language | None,
                   congregation: str | None) -> AssistedRun:
        service = self.service
        plan = Plan(goal=goal or DEFAULT_GOAL, language=language or service.settings.language,
                    congregation=congregation, planner=QUEUE_PLANNER,
                    notes=["Tasks enqueued and completed by an MCP client."])
        return AssistedRun.new(service.registry, plan, settings=service.settings,
                               store=service.store, events=service.events)

    def _open(self, run_id: str | None, *, queue_only: bool = True) -> AssistedRun:
        wanted = run_id or self.current
        if wanted is None:
            raise QueueError(tr("queue.no_queue", self.language))
        service = self.service
        run = service.store.load(wanted)
        if queue_only and run.plan.planner != QUEUE_PLANNER:
            raise QueueError(tr("queue.not_a_queue", self.language, run_id=wanted))
        return AssistedRun(service.registry, run, settings=service.settings,
                           store=service.store, events=service.events)

    def _task(self, queue: AssistedRun, task_id: str) -> Step:
        step = queue.step(task_id)
        if step is None:
            known = ", ".join(s.id for s in queue.run_result.plan.steps) or tr("queue.none_yet",
                                                                          self.language)
            raise QueueError(tr("queue.no_task", self.language, task_id=repr(task_id),
                                run_id=queue.run_result.run_id, tasks=known))
        return step
