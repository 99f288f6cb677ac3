"""Helpers of the agent tests: run one agent with a context, as the executor would."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.agents.base import AgentContext, AgentResult
from app.agents.registry import Registry
from app.core.errors import GuardRefused
from app.core.models import Finding, Handoff, Language
from app.core.settings import Settings
from app.sources.hub import SourceHub

_REGISTRY: Registry | None = None


def registry() -> Registry:
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = Registry()
        _REGISTRY.load_builtins()
    return _REGISTRY


class Queue:
    """A stand-in for the executor's enqueue: records follow-ups, refuses after `limit`."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit
        self.steps: list[tuple[str, str, dict[str, Any]]] = []

    def __call__(self, agent: str, args: dict[str, Any], reason: str) -> str:
        problems = registry().check_args(agent, args)
        if problems:
            raise GuardRefused("bad_args", agent, "; ".join(problems))
        if self.limit is not None and len(self.steps) >= self.limit:
            raise GuardRefused("budget", agent, f"budget of {self.limit} follow-ups reached")
        step_id = f"{agent}-{len(self.steps) + 1}"
        self.steps.append((step_id, agent, args))
        return step_id


def context(
    hub: SourceHub | None,
    settings: Settings,
    language: Language = "en",
    *,
    upstream: Mapping[str, Handoff] | None = None,
    queue: Queue | None = None,
    findings: list[Finding] | None = None,
    congregation: str | None = None,
    **extra: Any,
) -> AgentContext:
    return AgentContext(
        run_id="test-run",
        step_id="step",
        language=language,
        settings=settings,
        upstream=dict(upstream or {}),
        sources=hub,
        congregation=congregation,
        run_findings=lambda: list(findings or []),
        _enqueue=queue,
        **extra,
    )


async def run_agent(name: str, args: dict[str, Any], ctx: AgentContext) -> AgentResult:
    spec = registry().get(name)
    return await spec.run(spec.validate_args(args), ctx)


def kinds(result: AgentResult) -> list[str]:
    return [f.kind for f in result.findings]


def of_kind(result: AgentResult, kind: str) -> list[Finding]:
    return [f for f in result.findings if f.kind == kind]


def assert_cited(result: AgentResult) -> None:
    """Every finding except notices carries a citation with a URL."""
    for f in result.findings:
        if f.kind == "notice":
            continue
        assert f.citation is not None and f.citation.url, f"{f.kind} without citation: {f}"
        assert f.excerpt, f"{f.kind} without excerpt: {f.summary}"
