"""Runs a plan: ready steps concurrently (bounded), with timeouts, retries,
cancellation, skips, run-time follow-ups through guards, and persistence.

The whole run has a deadline (`run_timeout_s`): when it passes, the steps still
running are stopped and the ones not started are failed, each with a line saying
the run ran out of time (never "cancelled": nobody cancelled it), and the run
ends with what it has. Content a finished step could not read is named in the
run's problems (app/sources/losses.py)."""

from __future__ import annotations

import asyncio
import logging
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from app.agents.base import AgentContext, AgentResult
from app.agents.ministry_revisit import register_known_people
from app.agents.registry import Registry
from app.core import privacy
from app.core.errors import (
    GuardRefused,
    NothingFoundError,
    Offline,
    PreparoError,
    RetryableError,
    UnknownAgentError,
    error_kind,
)
from app.core.events import (
    Event,
    EventHub,
    GuardTripped,
    PlanReady,
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
from app.core.findings import NothingFound
from app.core.i18n import tr
from app.core.models import (
    Finding,
    Handoff,
    Plan,
    RunResult,
    Step,
    StepResult,
    StepStatus,
    new_step_id,
)
from app.core.retry import retry_delay
from app.core.run_state import run_outcome, step_counts
from app.core.settings import Settings
from app.orchestrator.guards import GuardConfig, Guards
from app.orchestrator.planner.people import persons_in
from app.orchestrator.store import RunStore, new_run_id
from app.sources.losses import loss_scope

log = logging.getLogger(__name__)

_BLOCKING = (StepStatus.FAILED, StepStatus.CANCELLED)

_writer_lock = threading.Lock()
_writer: ThreadPoolExecutor | None = None


def run_writer() -> ThreadPoolExecutor:
    """The one thread that writes run.json files, off the event loop and in order."""
    global _writer
    with _writer_lock:
        if _writer is None:
            _writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="preparo-run-writer")
        return _writer


@dataclass
class ExecutorConfig:
    max_concurrency: int = 4
    step_timeout_s: float = 60.0
    run_timeout_s: float = 600.0
    retries: int = 2
    backoff_base_s: float = 0.5
    backoff_cap_s: float = 10.0
    guards: GuardConfig | None = None

    @classmethod
    def from_settings(cls, settings: Settings) -> ExecutorConfig:
        return cls(
            max_concurrency=settings.max_concurrency,
            step_timeout_s=settings.step_timeout_s,
            run_timeout_s=settings.run_timeout_s,
            retries=settings.step_retries,
            guards=GuardConfig(run_budget=settings.run_budget, max_depth=settings.max_depth),
        )


class _StepStop(Exception):
    """Internal: a running step was stopped by the person (cancel or skip)."""


class Executor:
    """Executes one run. Create one per run; `cancel()` may be called from any task."""

    def __init__(
        self,
        registry: Registry,
        *,
        settings: Settings | None = None,
        events: EventHub | None = None,
        store: RunStore | None = None,
        config: ExecutorConfig | None = None,
        sources: Any = None,
        services: dict[str, Any] | None = None,
        rng: random.Random | None = None,
        sleep: Callable[[float], Any] = asyncio.sleep,
    ) -> None:
        self.registry = registry
        self.settings = settings or Settings()
        self.events = events or EventHub()
        self.store = store
        self.config = config or ExecutorConfig.from_settings(self.settings)
        self.guards = Guards(registry, self.config.guards or GuardConfig())
        self.sources = sources
        self.services = services if services is not None else {}
        self._rng = rng or random.Random()
        self._sleep = sleep
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._stop_requests: dict[str, StepStatus] = {}
        self._cancelled = False
        self._ids: set[str] = set()
        self._steps: dict[str, Step] = {}
        self._results: dict[str, StepResult] = {}
        self._save_pending = False
        self._written: asyncio.Future[None] | None = None  # the last run.json write
        self._deadline = float("inf")  # time.monotonic() when the run is out of time
        self.result: RunResult | None = None

    # -- public control -------------------------------------------------
    def cancel(self) -> None:
        """Stop the whole run: running steps are cancelled, pending ones stay pending."""
        self._cancelled = True
        for task in self._tasks.values():
            task.cancel()

    def cancel_step(self, step_id: str) -> bool:
        """Cancel one step; its dependents are skipped."""
        return self._stop_step(step_id, StepStatus.CANCELLED)

    def skip_step(self, step_id: str) -> bool:
        """Skip one step as the person asked; its dependents still run."""
        return self._stop_step(step_id, StepStatus.SKIPPED)

    # -- running ----------------------------------------------------------
    async def run(self, plan: Plan, *, run_id: str | None = None,
                  previous: RunResult | None = None) -> RunResult:
        """Run `plan`. With `previous` (a resume), finished steps are kept as they are."""
        started = time.time()
        plan = plan.model_copy(deep=True)
        kept: dict[str, StepResult] = {}
        if previous is not None:
            run_id = previous.run_id
            started = previous.started_at or started
            kept = {r.step_id: r for r in previous.steps if _kept_on_resume(r)}
            kept = _fresh_only(plan, kept)
        run_id = run_id or new_run_id()
        # The people the goal names, even those no planner understood, and the notebook's
        # people, before anything is fetched (app/orchestrator/planner/people.py).
        privacy.register(run_id, persons_in(plan.goal, plan.language))
        await asyncio.to_thread(register_known_people, run_id, plan.goal)
        self._register_personal(run_id, plan.steps)
        for step in plan.steps:
            step.status = kept[step.id].status if step.id in kept else StepStatus.PENDING
        self._ids = set(plan.ids())
        self.result = RunResult(
            run_id=run_id,
            plan=plan,
            steps=[kept.get(s.id) or StepResult(step_id=s.id, agent=s.agent,
                                                 status=StepStatus.PENDING) for s in plan.steps],
            status="running",
            started_at=started,
            replans=previous.replans if previous else 0,
        )
        self._steps = {s.id: s for s in plan.steps}
        self._results = {r.step_id: r for r in self.result.steps}
        t0 = time.perf_counter()
        self._emit(RunStarted(run_id=run_id, goal=plan.goal, language=plan.language,
                              steps=len(plan.steps), resumed=previous is not None))
        self._emit(PlanReady(run_id=run_id, revision=plan.revision, planner=plan.planner,
                             steps=[s.model_copy() for s in plan.steps], llm_usage=plan.usage))
        self._save()
        self._deadline = time.monotonic() + self.config.run_timeout_s
        try:
            await self._loop()
        except asyncio.CancelledError:
            self._cancelled = True
            await self._drain()
            self._finish("cancelled", t0)
            await asyncio.shield(self._saved())
            raise
        self._finish("cancelled" if self._cancelled else "finished", t0)
        await self._saved()
        return self.result

    async def _loop(self) -> None:
        while not self._cancelled:
            self._skip_blocked()
            for step in self._ready():
                if len(self._tasks) >= self.config.max_concurrency:
                    break
                self._start(step)
            if not self._tasks:
                break
            left = self._deadline - time.monotonic()
            if left <= 0:
                self._out_of_time()
                break
            await asyncio.wait(list(self._tasks.values()), timeout=left,
                               return_when=asyncio.FIRST_COMPLETED)
            for sid, task in list(self._tasks.items()):
                if task.done():
                    del self._tasks[sid]
        await self._drain()

    def _out_of_time(self) -> None:
        """The deadline passed: stop the running steps and fail the ones not started."""
        assert self.result is not None
        for sid in self._tasks:
            self._stop_requests[sid] = StepStatus.FAILED
        for step in self.result.plan.steps:
            if step.status in (StepStatus.PENDING, StepStatus.QUEUED) and (
                    step.id not in self._tasks):
                res = self._res(step.id)
                res.error = self._text("run.out_of_time_not_started",
                                       seconds=self.config.run_timeout_s)
                self._set_status(step, StepStatus.FAILED)
                self._emit(StepFailed(run_id=self._run_id, step_id=step.id, agent=step.agent,
                                      error=res.error))
        self._save()

    async def _drain(self) -> None:
        for task in self._tasks.values():
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        self._tasks.clear()

    def _finish(self, status: str, t0: float) -> None:
        assert self.result is not None
        res = self.result
        res.elapsed_ms += (time.perf_counter() - t0) * 1000
        if status == "cancelled":
            for step in res.plan.steps:
                if step.status in (StepStatus.RUNNING, StepStatus.QUEUED):
                    self._set_status(step, StepStatus.PENDING)
            res.status = "cancelled"
            self._emit(RunCancelled(run_id=res.run_id, elapsed_ms=res.elapsed_ms))
        else:
            res.status, res.problems = run_outcome(res)
            self._emit(RunFinished(run_id=res.run_id, status=res.status,
                                   elapsed_ms=res.elapsed_ms, counts=step_counts(res),
                                   problems=res.problems))
        res.findings = [f for r in res.steps for f in r.findings]
        self._save_pending = True
        self._flush()
        if self.store is not None:
            self.store.close_trace(res.run_id)

    def _ready(self) -> list[Step]:
        assert self.result is not None
        steps = self._steps
        ready = []
        for step in self.result.plan.steps:
            if step.status != StepStatus.PENDING or step.id in self._tasks:
                continue
            if all(steps[d].status in (StepStatus.DONE, StepStatus.SKIPPED)
                   for d in step.depends_on) and all(steps[d].status.terminal for d in step.after):
                ready.append(step)
        return ready

    def _skip_blocked(self) -> None:
        """Skip steps not started yet (pending, or queued for an assistant) whose hard
        dependency failed, was cancelled or was blocked."""
        assert self.result is not None
        changed, any_change = True, False
        while changed:
            changed = False
            for step in self.result.plan.steps:
                if step.status not in (StepStatus.PENDING, StepStatus.QUEUED):
                    continue
                for dep in step.depends_on:
                    dep_step = self._steps[dep]
                    dep_res = self._results[dep]
                    if dep_step.status in _BLOCKING or (
                        dep_step.status == StepStatus.SKIPPED and dep_res.blocked_by
                    ):
                        res = self._res(step.id)
                        res.blocked_by = dep
                        res.error = self._text("run.skipped_because", dep=dep,
                                               status=dep_step.status.value)
                        self._set_status(step, StepStatus.SKIPPED)
                        self._emit(StepSkipped(run_id=self._run_id, step_id=step.id,
                                               reason=res.error, blocked_by=dep))
                        changed = any_change = True
                        break
        if any_change:
            self._save()

    def _start(self, step: Step) -> None:
        self._set_status(step, StepStatus.RUNNING)
        self._tasks[step.id] = asyncio.create_task(self._run_step(step), name=f"step:{step.id}")

    async def _run_step(self, step: Step) -> None:
        res = self._res(step.id)
        res.started_at = time.time()
        res.error = None
        res.error_kind = None
        res.blocked_by = None
        t0 = time.perf_counter()
        self._emit(StepStarted(run_id=self._run_id, step_id=step.id, agent=step.agent,
                               args=step.args))
        self._save()
        try:
            outcome = await self._attempts(step, res)
        except (_StepStop, asyncio.CancelledError) as stop:
            if isinstance(stop, _StepStop) or step.id in self._stop_requests:
                # stopped by the person, or by the run's deadline (also when the stop
                # came while the step waited to retry)
                final = self._stop_requests.pop(step.id, StepStatus.CANCELLED)
                res.error = self._stopped_text(final)
                self._close(step, res, t0, final)
                self._emit_stopped(step, res, final)
                self._save()
                return
            # stopped mid-way by a cancelled run: shown as cancelled (not "pending",
            # which reads as never started); a resume runs it again all the same
            res.error = self._text("run.cancelled")
            self._close(step, res, t0, StepStatus.CANCELLED)
            raise
        if isinstance(outcome, AgentResult):
            for finding in outcome.findings:
                finding.step_id = step.id
            res.findings = outcome.findings
            res.handoff = outcome.handoff
            if self.store is not None:
                self._write_handoff(self.store, step.id, outcome.handoff)
            self._close(step, res, t0, StepStatus.DONE)
            self._emit(StepFinished(run_id=self._run_id, step_id=step.id, agent=step.agent,
                                    elapsed_ms=res.elapsed_ms, attempts=res.attempts,
                                    findings=len(outcome.findings),
                                    did=outcome.handoff.did[:5]))
        else:
            res.error = outcome
            # the whole message for the log; a person is told its kind in one line
            log.warning("step %s (%s) failed [%s]: %s", step.id, step.agent,
                        res.error_kind or "other", outcome)
            self._close(step, res, t0, StepStatus.FAILED)
            self._emit(StepFailed(run_id=self._run_id, step_id=step.id, agent=step.agent,
                                  error=outcome, error_kind=res.error_kind,
                                  elapsed_ms=res.elapsed_ms,
                                  attempts=res.attempts))
        self._save()

    async def _attempts(self, step: Step, res: StepResult) -> AgentResult | str:
        """Run the agent with timeout and retries; return its result or an error message."""
        try:
            spec = self.registry.get(step.agent)
        except UnknownAgentError as exc:
            return str(exc)
        try:
            args = spec.validate_args(step.args)
        except ValidationError as exc:
            return self._text("run.invalid_args") + "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or '(args)'}: {e['msg']}"
                for e in exc.errors())
        timeout = spec.timeout_s or self.config.step_timeout_s
        max_attempts = self.config.retries + 1
        error = ""
        for attempt in range(1, max_attempts + 1):
            res.attempts = attempt
            ctx = self._context(step, spec.can_enqueue)
            retry_after: float | None = None
            try:
                with loss_scope() as lost:
                    result = await asyncio.wait_for(spec.run(args, ctx), timeout)
                res.lost = [self._text("run.part_lost", url=loss.url, error=loss.error)
                            for loss in lost]
                if not isinstance(result, AgentResult):
                    return self._text("run.not_agent_result", agent=step.agent,
                                      kind=type(result).__name__)
                for refusal in ctx.refusals:
                    result.handoff.for_next.append(
                        self._text("run.refused_follow_up", reason=refusal))
                return result
            except asyncio.CancelledError:
                if step.id in self._stop_requests:
                    raise _StepStop() from None
                task = asyncio.current_task()
                if task is None or task.cancelling():
                    raise
                # Nobody cancelled this step: something it awaited was (a request it
                # shared with a step that timed out). A failure to retry, not a cancel.
                error = self._text("run.interrupted")
                res.error_kind = "network"
            except TimeoutError:
                error = self._text("run.timed_out", seconds=timeout)
                res.error_kind = "timeout"
            except Offline as exc:  # the HTTP layer already retried: do not try again
                res.error_kind = error_kind(exc)
                return str(exc) or type(exc).__name__
            except RetryableError as exc:
                error = str(exc) or type(exc).__name__
                res.error_kind = error_kind(exc)
                retry_after = exc.retry_after
            except NothingFoundError as exc:  # an answer, not a failure: said, typed
                return nothing_found_result(exc)
            except PreparoError as exc:
                res.error_kind = error_kind(exc)
                return str(exc) or type(exc).__name__
            except Exception as exc:
                log.exception("agent %s crashed in step %s", step.agent, step.id)
                res.error_kind = error_kind(exc)
                return f"{type(exc).__name__}: {exc}"
            if attempt < max_attempts:
                delay = self._backoff(attempt, retry_after)
                self._emit(StepProgress(run_id=self._run_id, step_id=step.id,
                                        message=self._text("run.retrying", error=error),
                                        retry_in_s=round(delay, 3), attempt=attempt))
                await self._sleep(delay)
        return self._text("run.after_attempts", error=error, attempts=max_attempts)

    def _backoff(self, attempt: int, retry_after: float | None) -> float:
        """The one retry rule (app/core/retry.py), never longer than backoff_cap_s."""
        wait = retry_delay(attempt, base_s=self.config.backoff_base_s,
                           cap_s=self.config.backoff_cap_s, retry_after=retry_after,
                           rng=self._rng.random)
        return min(wait, self.config.backoff_cap_s)

    def _context(self, step: Step, can_enqueue: bool) -> AgentContext:
        assert self.result is not None
        upstream: dict[str, Handoff] = {}
        for dep in [*step.depends_on, *step.after]:
            handoff = self._res(dep).handoff
            if handoff is None and self.store is not None:
                handoff = self.store.load_handoff(self._run_id, dep)
            if handoff is not None:
                upstream[dep] = handoff
        return AgentContext(
            run_id=self._run_id,
            step_id=step.id,
            language=self.result.plan.language,
            settings=self.settings,
            upstream=upstream,
            sources=self.sources,
            congregation=self.result.plan.congregation,
            services=self.services,
            depth=step.depth,
            run_findings=self._findings_so_far,
            _enqueue=(lambda a, k, r: self._enqueue(step, a, k, r)) if can_enqueue else None,
            _progress=lambda msg, frac: self._emit(StepProgress(
                run_id=self._run_id, step_id=step.id, message=msg, fraction=frac)),
        )

    def _enqueue(self, parent: Step, agent: str, args: dict[str, Any], reason: str) -> str:
        assert self.result is not None
        steps = self.result.plan.steps
        depth = parent.depth + 1
        try:
            self.guards.check(steps, agent, args, [parent.id], depth,
                              language=self.result.plan.language)
        except GuardRefused as exc:
            self._emit(GuardTripped(run_id=self._run_id, step_id=parent.id, guard=exc.guard,
                                    agent=agent, message=str(exc)))
            raise
        new_id = self._new_id(agent)
        self._register_personal(self._run_id, [Step(id=new_id, agent=agent, args=args)])
        step = Step(id=new_id, agent=agent, args=args, depends_on=[parent.id], rationale=reason,
                    parent=parent.id, depth=depth)
        for other in steps:
            if (parent.id in other.depends_on and other.status == StepStatus.PENDING
                    and other.parent != parent.id):
                other.after.append(new_id)
        steps.append(step)
        self._steps[new_id] = step
        self._results[new_id] = StepResult(step_id=new_id, agent=agent, status=StepStatus.PENDING)
        self.result.steps.append(self._results[new_id])
        waiting = [o.id for o in steps if new_id in o.after]
        self._emit(StepQueued(run_id=self._run_id, step_id=new_id, agent=agent, args=args,
                              parent=parent.id, reason=reason, depends_on=[parent.id],
                              before=waiting, depth=depth))
        self._save()
        return new_id

    def _register_personal(self, run_id: str, steps: list[Step]) -> None:
        """Personal arguments (a return visit's person...) may not leave the machine."""
        for step in steps:
            if step.agent in self.registry:
                privacy.register_args(run_id, self.registry.get(step.agent).args_model,
                                      step.args)

    def _findings_so_far(self) -> list[Finding]:
        assert self.result is not None
        return [f for r in self.result.steps if r.status == StepStatus.DONE for f in r.findings]

    def _new_id(self, agent: str) -> str:
        new_id = new_step_id(agent, self._ids)
        self._ids.add(new_id)
        return new_id

    # -- bookkeeping --------------------------------------------------------
    @property
    def _run_id(self) -> str:
        assert self.result is not None
        return self.result.run_id

    def _res(self, step_id: str) -> StepResult:
        return self._results[step_id]

    def _set_status(self, step: Step, status: StepStatus) -> None:
        step.status = status
        self._res(step.id).status = status

    def _close(self, step: Step, res: StepResult, t0: float, status: StepStatus) -> None:
        res.finished_at = time.time()
        res.elapsed_ms = (time.perf_counter() - t0) * 1000
        self._set_status(step, status)

    def _stop_step(self, step_id: str, final: StepStatus) -> bool:
        if self.result is None:
            return False
        step = self._steps.get(step_id)
        if step is None:
            return False
        if step.id in self._tasks:
            self._stop_requests[step.id] = final
            self._tasks[step.id].cancel()
            return True
        if step.status == StepStatus.PENDING:
            res = self._res(step.id)
            res.error = self._stopped_text(final)
            self._set_status(step, final)
            self._emit_stopped(step, res, final)
            self._save()
            return True
        return False

    def _text(self, key: str, **params: object) -> str:
        """A message for the person in the run's language (app/core/i18n.py)."""
        return tr(key, self.result.plan.language if self.result else "en", **params)

    def _stopped_text(self, final: StepStatus) -> str:
        if final == StepStatus.FAILED:  # stopped by the run's deadline
            return self._text("run.out_of_time", seconds=self.config.run_timeout_s)
        return self._text("run.cancelled_by_person" if final == StepStatus.CANCELLED
                          else "run.skipped_by_person")

    def _emit_stopped(self, step: Step, res: StepResult, final: StepStatus) -> None:
        """A step the person stopped: skipped (dependents run) or cancelled (they don't)."""
        if final == StepStatus.SKIPPED:
            self._emit(StepSkipped(run_id=self._run_id, step_id=step.id, reason=res.error or "",
                                   elapsed_ms=res.elapsed_ms))
        else:
            self._emit(StepFailed(run_id=self._run_id, step_id=step.id, agent=step.agent,
                                  error=res.error or "", elapsed_ms=res.elapsed_ms,
                                  status=final))

    def _emit(self, event: Event) -> None:
        if self.store is not None:
            self.store.append_event(event)
        self.events.emit(event)

    def _save(self) -> None:
        """Persist run.json once per loop iteration, however many transitions it had:
        each write is atomic, so a kill at any moment leaves a consistent file."""
        if self.store is None or self._save_pending:
            return
        self._save_pending = True
        try:
            asyncio.get_running_loop().call_soon(self._flush)
        except RuntimeError:
            self._flush()

    def _flush(self) -> None:
        if self._save_pending and self.store is not None and self.result is not None:
            self._write(self.store, self.result.run_id, self.result.model_dump_json())
        self._save_pending = False

    def _write(self, store: RunStore, run_id: str, text: str) -> None:
        """The run is serialised here, on the loop, so the snapshot is consistent; the
        durable write (an fsync: milliseconds, more on a busy disk) goes to the one
        run-writer thread, which keeps the writes in order."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            store.write_run(run_id, text)
            return
        self._written = loop.run_in_executor(run_writer(), store.write_run, run_id, text)

    def _write_handoff(self, store: RunStore, step_id: str, handoff: Handoff) -> None:
        """A step's handoff file (a copy for people and tools) is serialised and written
        by the run-writer thread, in order with run.json: an article's handoff holds
        the whole article, and writing it on the loop held the window."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            store.save_handoff(self._run_id, step_id, handoff)
            return
        self._written = loop.run_in_executor(
            run_writer(), store.save_handoff, self._run_id, step_id, handoff)

    async def _saved(self) -> None:
        """Wait until run.json holds the last snapshot (writes complete in order)."""
        if self._written is not None:
            await self._written


def _fresh_only(plan: Plan, kept: dict[str, StepResult]) -> dict[str, StepResult]:
    """Drop the kept results of steps that depend, directly or not, on a step that runs
    again: a sheet built from a failed article's nothing is rebuilt with the article."""
    fresh = dict(kept)
    changed = True
    while changed:
        changed = False
        for step in plan.steps:
            if step.id in fresh and any(d not in fresh for d in step.depends_on):
                del fresh[step.id]
                changed = True
    return fresh


def _kept_on_resume(result: StepResult) -> bool:
    return result.status == StepStatus.DONE or (
        result.status == StepStatus.SKIPPED and result.blocked_by is None
    )


def nothing_found_result(exc: NothingFoundError) -> AgentResult:
    """A step that found nothing: its one finding says so and what was searched."""
    text = str(exc)
    finding = Finding(summary=text, excerpt=text, authority=0,
                      data=NothingFound(searched=exc.searched))
    return AgentResult(findings=[finding], handoff=Handoff(did=[text]))
