"""One run end to end: execute the plan, consolidate the findings, critique them,
and replan (bounded by settings.max_replans) when the evidence is weak or a
failed step has a fallback. A replan runs only the new steps; earlier results
are kept. The front ends see one stream: the executor's events, then
critique_done, replan (with the plan diff), the new steps, and one final
run_finished."""

from __future__ import annotations

import asyncio
from typing import Any

from app.agents.registry import Registry
from app.core.events import Event, EventHub, EventSink, RunFinished, RunStarted
from app.core.models import Plan, RunResult
from app.core.run_state import RunState, run_outcome, step_counts
from app.core.settings import Settings
from app.orchestrator.consolidate import consolidate
from app.orchestrator.critique import Critique, Entailer, default_entailer
from app.orchestrator.executor import Executor, ExecutorConfig, run_writer
from app.orchestrator.replan import make_replan, restore
from app.orchestrator.store import RunStore, new_run_id


class _HoldFinish(EventHub):
    """Folds every event into the run's state, then passes it on, but keeps
    run_finished until critique and replans are over (and drops the run_started of a
    replan pass: it is the same run)."""

    def __init__(self, target: EventHub, state: RunState) -> None:
        super().__init__()
        self.target = target
        self.state = state
        self.held: RunFinished | None = None
        self.replanning = False

    def subscribe(self, sink: EventSink) -> Any:
        return self.target.subscribe(sink)

    def emit(self, event: Event) -> None:
        if isinstance(event, RunFinished):
            self.held = event
            return
        if isinstance(event, RunStarted) and self.replanning:
            return
        self.state.apply(event)
        self.target.emit(event)

    def flush(self) -> None:
        """Pass on a run_finished still held (a run that ended on an error)."""
        if self.held is not None:
            event, self.held = self.held, None
            self.emit_now(event)

    def emit_now(self, event: Event) -> None:
        self.state.apply(event)
        self.target.emit(event)


class Orchestrator:
    """Owns the executor of the current run so front ends can cancel or skip."""

    def __init__(
        self,
        registry: Registry,
        *,
        settings: Settings,
        events: EventHub,
        store: RunStore | None,
        sources: Any = None,
        services: dict[str, Any] | None = None,
        config: ExecutorConfig | None = None,
        entailer: Entailer | None = None,
        critique: bool = True,
    ) -> None:
        self.registry = registry
        self.settings = settings
        self.events = events
        self.store = store
        self.sources = sources
        self.services = services if services is not None else {}
        self.config = config
        self.executor: Executor | None = None
        self.critique_enabled = critique
        self._entailer = entailer
        self._cancelled = False
        self.state = RunState()  # the run's state, folded from its events
        self._hub = _HoldFinish(events, self.state)

    def _executor(self, events: EventHub | None = None) -> Executor:
        self.executor = Executor(
            self.registry,
            settings=self.settings,
            events=events or self.events,
            store=self.store,
            config=self.config,
            sources=self.sources,
            services=self.services,
        )
        return self.executor

    def entailer(self) -> Entailer:
        if self._entailer is None:
            given = self.services.get("entailer")
            self._entailer = given if given is not None else default_entailer(self.settings)
        return self._entailer

    def _emit(self, event: Event) -> None:
        if self.store is not None:
            self.store.append_event(event)
        self._hub.emit_now(event)

    def live_result(self) -> RunResult | None:
        """The run as it stands now (steps, results, findings so far), or None before
        it starts. Front ends read this and `state`, never the executor."""
        return self.executor.result if self.executor is not None else None

    async def run(self, plan: Plan, *, run_id: str | None = None,
                  previous: RunResult | None = None) -> RunResult:
        self._cancelled = False
        self.state = RunState()
        hub = self._hub = _HoldFinish(self.events, self.state)
        run_id = previous.run_id if previous is not None else run_id or new_run_id()
        # One process per run: a second resume of the same run is refused here.
        lock = self.store.lock(run_id, plan.language) if self.store is not None else None
        if self.store is not None:
            self.store.refused = None
        try:
            result = await self._executor(hub).run(plan, run_id=run_id, previous=previous)
            result.findings = consolidate(result.findings)
            if self.critique_enabled and result.status != "cancelled" and not self._cancelled:
                result = await self._critique_and_replan(result, hub)
            if result.status != "cancelled":
                result.status, result.problems = run_outcome(result)
            unsaved = self.store.write_problem(plan.language) if self.store else None
            if unsaved:
                result.unsaved = result.status not in ("failed", "cancelled")
                result.status = "failed"  # the disk refused it: say so, in one line
                result.problems.append(unsaved)
            if self.store is not None:  # the durable write, off the loop (see Executor._write)
                await asyncio.get_running_loop().run_in_executor(
                    run_writer(), self.store.save, result)
            held, hub.held = hub.held, None
            if held is not None:
                self._emit(self.state_event(held, result))
                if self.store is not None:
                    self.store.close_trace(result.run_id)
            return result
        except asyncio.CancelledError:
            hub.held = None  # the executor reported run_cancelled
            raise
        finally:
            hub.flush()
            if lock is not None:
                lock.release()

    @staticmethod
    def state_event(held: RunFinished, result: RunResult) -> RunFinished:
        """The run_finished the trace ends with: the run's outcome after every replan."""
        return held.model_copy(update={
            "status": result.status, "elapsed_ms": result.elapsed_ms,
            "replans": result.replans, "verdict": result.verdict.label,
            "counts": step_counts(result), "problems": result.problems})

    async def _critique_and_replan(self, result: RunResult, hub: _HoldFinish) -> RunResult:
        critique = Critique(self.entailer(), registry=self.registry, emit=self._emit)
        verdict = await critique.run(result)
        while (verdict.replan_suggested and result.replans < self.settings.max_replans
               and not self._cancelled):
            step = make_replan(result, verdict, self.registry)
            if step is None:
                break
            result.replans += 1
            self._emit(step.diff.event(result.run_id, step.plan))
            elapsed = result.elapsed_ms
            hub.replanning = True
            hub.held = None
            result = await self._executor(hub).run(step.plan, previous=result)
            result.elapsed_ms += elapsed
            restore(result, step.carried)
            result.findings = consolidate([f for r in result.steps for f in r.findings])
            if result.status == "cancelled" or self._cancelled:
                break
            verdict = await critique.run(result)
        return result

    def cancel(self) -> None:
        self._cancelled = True
        if self.executor is not None:
            self.executor.cancel()

    def cancel_step(self, step_id: str) -> bool:
        return self.executor.cancel_step(step_id) if self.executor else False

    def skip_step(self, step_id: str) -> bool:
        return self.executor.skip_step(step_id) if self.executor else False


