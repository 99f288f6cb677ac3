"""One run end to end: execute the plan, then consolidate findings.

The critique and the bounded replan loop plug in here (see critique.py)."""

from __future__ import annotations

from typing import Any

from app.agents.registry import Registry
from app.core.events import EventHub
from app.core.models import Plan, RunResult
from app.core.settings import Settings
from app.orchestrator.consolidate import consolidate
from app.orchestrator.executor import Executor, ExecutorConfig
from app.orchestrator.store import RunStore


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
    ) -> None:
        self.registry = registry
        self.settings = settings
        self.events = events
        self.store = store
        self.sources = sources
        self.services = services or {}
        self.config = config
        self.executor: Executor | None = None

    def _executor(self) -> Executor:
        self.executor = Executor(
            self.registry,
            settings=self.settings,
            events=self.events,
            store=self.store,
            config=self.config,
            sources=self.sources,
            services=self.services,
        )
        return self.executor

    async def run(self, plan: Plan, *, run_id: str | None = None,
                  previous: RunResult | None = None) -> RunResult:
        result = await self._executor().run(plan, run_id=run_id, previous=previous)
        result.findings = consolidate(result.findings)
        if self.store is not None:
            self.store.save(result)
        return result

    def cancel(self) -> None:
        if self.executor is not None:
            self.executor.cancel()

    def cancel_step(self, step_id: str) -> bool:
        return self.executor.cancel_step(step_id) if self.executor else False

    def skip_step(self, step_id: str) -> bool:
        return self.executor.skip_step(step_id) if self.executor else False
