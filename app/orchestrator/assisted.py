"""A run whose steps somebody else does: an assistant (an MCP client) enqueues tasks
and completes each with a handoff, and the executor keeps the books.

`AssistedRun` is the executor without its scheduler: the same guards, step ids,
statuses, skips of blocked dependents, events (trace and event hub) and outcome as a
run Preparo executes, so both kinds of run follow one set of rules and a queue that
was left unfinished can be resumed by the executor itself. Each operation loads the
run from the store and writes it back before it returns (an assistant's calls come
one at a time, minutes apart: nothing waits in memory between them).
"""

from __future__ import annotations

import time
from typing import Any

from app.agents.registry import Registry
from app.core.errors import GuardRefused
from app.core.events import (
    EventHub,
    GuardTripped,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepQueued,
)
from app.core.models import Handoff, Plan, RunResult, Step, StepResult, StepStatus
from app.core.run_state import run_outcome, step_counts
from app.core.settings import Settings
from app.orchestrator.executor import Executor
from app.orchestrator.store import RunStore, new_run_id

ASSISTANT_FAILED = "failed (reported by the assistant)"


class AssistedRun(Executor):
    """One run of tasks done by an assistant, open for one operation. It never
    schedules anything itself: to let Preparo do the tasks still queued, resume the
    run with a plain executor (`PreparoService.resume`), which reruns them as pending
    steps and keeps the ones the assistant finished."""

    def __init__(self, registry: Registry, result: RunResult, *, settings: Settings,
                 store: RunStore, events: EventHub | None = None, stored: bool = True
                 ) -> None:
        super().__init__(registry, settings=settings, events=events, store=store)
        self.result = result
        self.stored = stored  # False until the first task is saved
        self._steps = {s.id: s for s in result.plan.steps}
        self._results = {r.step_id: r for r in result.steps}
        self._ids = set(self._steps)

    @classmethod
    def new(cls, registry: Registry, plan: Plan, *, settings: Settings, store: RunStore,
            events: EventHub | None = None) -> AssistedRun:
        """A new run for `plan` (no steps yet), written when its first task is added."""
        result = RunResult(run_id=new_run_id(), plan=plan, status="running",
                           started_at=time.time())
        return cls(registry, result, settings=settings, store=store, events=events,
                   stored=False)

    @property
    def run_result(self) -> RunResult:
        assert self.result is not None
        return self.result

    def step(self, step_id: str) -> Step | None:
        return self._steps.get(step_id)

    # -- the assistant's operations ----------------------------------------------------
    def add_task(self, agent: str, args: dict[str, Any], depends_on: list[str],
                 reason: str) -> Step:
        """Queue a task after the executor's guards accept it (GuardRefused otherwise).
        Its depth is 0 without dependencies, else one more than its deepest one."""
        run = self.run_result
        depth = 1 + max((self._steps[d].depth for d in depends_on if d in self._steps),
                        default=-1)
        try:
            self.guards.check(run.plan.steps, agent, args, depends_on, depth,
                              language=run.plan.language)
        except GuardRefused as exc:
            if self.stored:
                self._emit(GuardTripped(run_id=run.run_id, guard=exc.guard, agent=agent,
                                        message=str(exc)))
                self._close_trace()
            raise
        task_id = self._new_id(agent)
        step = Step(id=task_id, agent=agent, args=dict(args), depends_on=depends_on,
                    rationale=reason, status=StepStatus.QUEUED, depth=depth)
        self._register_personal(run.run_id, [step])
        run.plan.steps.append(step)
        self._steps[task_id] = step
        self._results[task_id] = StepResult(step_id=task_id, agent=agent,
                                            status=StepStatus.QUEUED, started_at=time.time())
        run.steps.append(self._results[task_id])
        run.status = "running"
        self._store_run()
        if not self.stored:
            self.stored = True
            self._emit(RunStarted(run_id=run.run_id, goal=run.plan.goal,
                                  language=run.plan.language, steps=0))
        self._emit(StepQueued(run_id=run.run_id, step_id=task_id, agent=agent, args=args,
                              reason=reason, depends_on=depends_on, depth=depth))
        self._close_trace()
        return step

    def complete_task(self, task_id: str, handoff: Handoff, error: str | None = None
                      ) -> list[str]:
        """Record a task's handoff and end it done (no `error`) or failed; the pending
        tasks a failure blocks are skipped, as in any run. Returns their ids."""
        run = self.run_result
        step = self._steps[task_id]
        res = self._results[task_id]
        now = time.time()
        assert self.store is not None
        self.store.save_handoff(run.run_id, task_id, handoff)
        res.handoff = handoff
        res.finished_at = now
        res.attempts = 1
        res.elapsed_ms = (now - res.started_at) * 1000 if res.started_at else 0.0
        final = StepStatus.FAILED if error is not None else StepStatus.DONE
        self._set_status(step, final)
        if final == StepStatus.FAILED:
            res.error = error or ASSISTANT_FAILED
            self._emit(StepFailed(run_id=run.run_id, step_id=task_id, agent=step.agent,
                                  error=res.error, elapsed_ms=res.elapsed_ms))
        else:
            self._emit(StepFinished(run_id=run.run_id, step_id=task_id, agent=step.agent,
                                    elapsed_ms=res.elapsed_ms, attempts=1,
                                    did=handoff.did[:5]))
        skipped: list[str] = []
        if final == StepStatus.FAILED:
            waiting = {s.id for s in run.plan.steps if not s.status.terminal}
            self._skip_blocked()
            skipped = [s.id for s in run.plan.steps
                       if s.id in waiting and s.status == StepStatus.SKIPPED]
        self._settle()
        self._store_run()
        self._close_trace()
        return skipped

    def ready(self) -> list[str]:
        """Queued tasks whose dependencies are all done: what to work on next."""
        return [s.id for s in self.run_result.plan.steps
                if s.status == StepStatus.QUEUED
                and all(self._steps[d].status == StepStatus.DONE for d in s.depends_on)]

    # -- bookkeeping ----------------------------------------------------------------------
    def _settle(self) -> None:
        """The run is over once every task has ended (a new task opens it again)."""
        run = self.run_result
        if not all(r.status.terminal for r in run.steps):
            run.status = "running"
            return
        run.status, run.problems = run_outcome(run)
        run.elapsed_ms = (time.time() - run.started_at) * 1000
        self._emit(RunFinished(run_id=run.run_id, status=run.status, elapsed_ms=run.elapsed_ms,
                               counts=step_counts(run), problems=run.problems))

    def _save(self) -> None:
        """Written once, synchronously, at the end of each operation (`_store_run`): the
        next call of the assistant reads the run back from the store."""

    def _store_run(self) -> None:
        assert self.store is not None
        self.store.save(self.run_result)

    def _close_trace(self) -> None:
        assert self.store is not None
        self.store.close_trace(self.run_result.run_id)
