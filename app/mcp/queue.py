"""A task queue an MCP client drives itself: the assistant is the executor.

The client enqueues tasks (agent + args) through the same guards as the
executor, does the work, and completes each task with a handoff. A queue is an
ordinary run in the run store (`runs/<run_id>/run.json`, `handoffs/<task_id>.json`,
`trace.jsonl`) whose plan says `planner: "mcp-queue"`, so `preparo runs` lists it
and `meta_resume_run` can hand the tasks still queued over to Preparo's executor.

Tasks are the run's steps. A task's depth is 0 without dependencies, else one more
than its deepest dependency; the depth guard caps chains of dependent tasks.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import ValidationError

from app.agents.registry import Registry
from app.core.errors import GuardRefused, PreparoError
from app.core.events import (
    Event,
    GuardTripped,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepQueued,
    StepSkipped,
)
from app.core.i18n import tr
from app.core.models import (
    Handoff,
    Language,
    Plan,
    RunResult,
    Step,
    StepResult,
    StepStatus,
    new_step_id,
)
from app.core.run_state import run_outcome, step_counts
from app.core.settings import Settings
from app.orchestrator.executor import ExecutorConfig
from app.orchestrator.guards import GuardConfig, Guards
from app.orchestrator.store import RunStore, new_run_id

QUEUE_PLANNER = "mcp-queue"
DEFAULT_GOAL = "Tasks queued by an assistant"


class QueueError(PreparoError):
    """A queue request that cannot be done as asked; the message says what to do."""


@dataclass
class _Loaded:
    run: RunResult
    steps: dict[str, Step]
    results: dict[str, StepResult]


class TaskQueue:
    """Queue operations over the run store. One instance per server session: it
    remembers the session's current queue, used when a call names no run."""

    def __init__(self, registry: Registry, store: RunStore, settings: Settings) -> None:
        self.registry = registry
        self.store = store
        self.settings = settings
        config = ExecutorConfig.from_settings(settings).guards or GuardConfig()
        self.guards = Guards(registry, config)
        self.current: str | None = None

    @property
    def language(self) -> str:
        """The language of the queue's errors: the person's settings."""
        return self.settings.language

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
            loaded = self._new_queue(goal, language, congregation)
            created = True
        else:
            loaded = self._load(run_id)
            created = False
        run = loaded.run
        depth = 1 + max((loaded.steps[d].depth for d in deps if d in loaded.steps),
                        default=-1)
        try:
            self.guards.check(run.plan.steps, agent, args, deps, depth,
                              language=run.plan.language)
        except GuardRefused as exc:
            if not created:
                self._emit(GuardTripped(run_id=run.run_id, guard=exc.guard, agent=agent,
                                        message=str(exc)))
            raise
        task_id = new_step_id(agent, loaded.steps)
        step = Step(id=task_id, agent=agent, args=dict(args), depends_on=deps,
                    rationale=reason, status=StepStatus.QUEUED, depth=depth)
        run.plan.steps.append(step)
        run.steps.append(StepResult(step_id=task_id, agent=agent, status=StepStatus.QUEUED,
                                    started_at=time.time()))
        run.status = "running"
        self.store.save(run)
        if created:
            self._emit(RunStarted(run_id=run.run_id, goal=run.plan.goal,
                                  language=run.plan.language, steps=0))
        self._emit(StepQueued(run_id=run.run_id, step_id=task_id, agent=agent, args=args,
                              reason=reason, depends_on=deps, depth=depth))
        self.current = run.run_id
        return {
            "run_id": run.run_id,
            "task_id": task_id,
            "agent": agent,
            "status": StepStatus.QUEUED.value,
            "depends_on": deps,
            "depth": depth,
            "created_queue": created,
            "tasks": len(run.plan.steps),
            "budget": self.guards.config.run_budget,
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
        """Write the task's handoff and flip its status; dependents of a failed task
        are skipped, as the executor does."""
        loaded = self._load(run_id)
        run = loaded.run
        step = self._task(loaded, task_id)
        res = loaded.results[task_id]
        if step.status.terminal:
            raise QueueError(tr("queue.already_ended", self.language, task_id=repr(task_id),
                                status=step.status.value))
        if status == "done":
            waiting = [d for d in step.depends_on if loaded.steps[d].status != StepStatus.DONE]
            if waiting:
                listed = ", ".join(f"{d} ({loaded.steps[d].status.value})" for d in waiting)
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
        now = time.time()
        self.store.save_handoff(run.run_id, task_id, record)
        res.handoff = record
        res.finished_at = now
        res.attempts = 1
        res.elapsed_ms = (now - res.started_at) * 1000 if res.started_at else 0.0
        final = StepStatus.DONE if status == "done" else StepStatus.FAILED
        step.status = res.status = final
        if final == StepStatus.FAILED:
            res.error = error or "failed (reported by the assistant)"
            self._emit(StepFailed(run_id=run.run_id, step_id=task_id, agent=step.agent,
                                  error=res.error, elapsed_ms=res.elapsed_ms))
        else:
            self._emit(StepFinished(run_id=run.run_id, step_id=task_id, agent=step.agent,
                                    elapsed_ms=res.elapsed_ms, attempts=1,
                                    did=record.did[:5]))
        skipped = self._skip_blocked(loaded) if final == StepStatus.FAILED else []
        self._settle(run)
        self.store.save(run)
        self.current = run.run_id
        return {
            "run_id": run.run_id,
            "task_id": task_id,
            "status": final.value,
            "skipped": skipped,
            "run_status": run.status,
            "ready": self._ready(loaded),
        }

    # -- reading ------------------------------------------------------------------
    def handoffs(self, *, agent: str | None = None, task_id: str | None = None,
                 run_id: str | None = None) -> dict[str, Any]:
        """Handoffs of the queue (or of any run, given its id), filtered by agent or task."""
        loaded = self._load(run_id, queue_only=False)
        run = loaded.run
        if task_id is not None:
            self._task(loaded, task_id)
        if agent is not None and agent not in {s.agent for s in run.plan.steps}:
            used = sorted({s.agent for s in run.plan.steps})
            raise QueueError(tr("queue.no_agent_task", self.language, agent=repr(agent),
                                run_id=run.run_id,
                                agents=", ".join(used) or tr("queue.none_yet", self.language)))
        on_disk = self.store.handoffs(run.run_id)
        out = []
        for step in run.plan.steps:
            if task_id is not None and step.id != task_id:
                continue
            if agent is not None and step.agent != agent:
                continue
            handoff = on_disk.get(step.id) or loaded.results[step.id].handoff
            if handoff is None:
                continue
            out.append({"task_id": step.id, "agent": step.agent, "status": step.status.value,
                        "handoff": handoff.model_dump(mode="json")})
        return {"run_id": run.run_id, "handoffs": out}

    def tasks(self, run_id: str | None = None) -> dict[str, Any]:
        loaded = self._load(run_id, queue_only=False)
        run = loaded.run
        return {
            "run_id": run.run_id,
            "goal": run.plan.goal,
            "status": run.status,
            "budget": self.guards.config.run_budget,
            "tasks": [
                {"task_id": s.id, "agent": s.agent, "args": s.args, "depends_on": s.depends_on,
                 "reason": s.rationale, "status": s.status.value, "depth": s.depth,
                 "error": loaded.results[s.id].error}
                for s in run.plan.steps
            ],
            "ready": self._ready(loaded),
        }

    # -- internals -------------------------------------------------------------------
    def _new_queue(self, goal: str | None, language: Language | None,
                   congregation: str | None) -> _Loaded:
        plan = Plan(goal=goal or DEFAULT_GOAL, language=language or self.settings.language,
                    congregation=congregation, planner=QUEUE_PLANNER,
                    notes=["Tasks enqueued and completed by an MCP client."])
        run = RunResult(run_id=new_run_id(), plan=plan, status="running",
                        started_at=time.time())
        return _Loaded(run, {}, {})

    def _load(self, run_id: str | None, *, queue_only: bool = True) -> _Loaded:
        wanted = run_id or self.current
        if wanted is None:
            raise QueueError(tr("queue.no_queue", self.language))
        run = self.store.load(wanted)
        if queue_only and run.plan.planner != QUEUE_PLANNER:
            raise QueueError(tr("queue.not_a_queue", self.language, run_id=wanted))
        return _Loaded(run, {s.id: s for s in run.plan.steps},
                       {r.step_id: r for r in run.steps})

    def _task(self, loaded: _Loaded, task_id: str) -> Step:
        step = loaded.steps.get(task_id)
        if step is None:
            known = ", ".join(loaded.steps) or tr("queue.none_yet", self.language)
            raise QueueError(tr("queue.no_task", self.language, task_id=repr(task_id),
                                run_id=loaded.run.run_id, tasks=known))
        return step

    def _skip_blocked(self, loaded: _Loaded) -> list[str]:
        skipped: list[str] = []
        changed = True
        while changed:
            changed = False
            for step in loaded.run.plan.steps:
                if step.status not in (StepStatus.QUEUED, StepStatus.PENDING):
                    continue
                for dep in step.depends_on:
                    dep_step = loaded.steps[dep]
                    if dep_step.status == StepStatus.FAILED or (
                            dep_step.status == StepStatus.SKIPPED
                            and loaded.results[dep].blocked_by):
                        res = loaded.results[step.id]
                        res.blocked_by = dep
                        res.error = tr("run.skipped_because", loaded.run.plan.language,
                                       dep=dep, status=dep_step.status.value)
                        step.status = res.status = StepStatus.SKIPPED
                        self._emit(StepSkipped(run_id=loaded.run.run_id, step_id=step.id,
                                               reason=res.error, blocked_by=dep))
                        skipped.append(step.id)
                        changed = True
                        break
        return skipped

    def _settle(self, run: RunResult) -> None:
        """Mark the queue finished once every task has ended (reopened by a new task)."""
        if not all(r.status.terminal for r in run.steps):
            run.status = "running"
            return
        run.status, run.problems = run_outcome(run)
        run.elapsed_ms = (time.time() - run.started_at) * 1000
        self._emit(RunFinished(run_id=run.run_id, status=run.status, elapsed_ms=run.elapsed_ms,
                               counts=step_counts(run), problems=run.problems))

    @staticmethod
    def _ready(loaded: _Loaded) -> list[str]:
        """Queued tasks whose dependencies are all done: what to work on next."""
        return [s.id for s in loaded.run.plan.steps
                if s.status == StepStatus.QUEUED
                and all(loaded.steps[d].status == StepStatus.DONE for d in s.depends_on)]

    def _emit(self, event: Event) -> None:
        self.store.append_event(event)
        self.store.close_trace(event.run_id)
