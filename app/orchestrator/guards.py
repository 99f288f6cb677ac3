"""Guards on steps enqueued at run time. Each refusal says what to do instead."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from app.agents.registry import Registry
from app.core.errors import GuardRefused, UnknownAgentError
from app.core.i18n import tr
from app.core.models import Step, StepStatus


@dataclass
class GuardConfig:
    run_budget: int = 30
    max_depth: int = 4
    per_agent: dict[str, int] = field(default_factory=dict)


class Guards:
    """Checks a proposed step against the run so far; raises GuardRefused."""

    def __init__(self, registry: Registry, config: GuardConfig) -> None:
        self.registry = registry
        self.config = config

    def check(
        self,
        steps: list[Step],
        agent: str,
        args: dict[str, Any],
        depends_on: list[str],
        depth: int,
        *,
        language: str,
    ) -> None:
        """Refuse the step (GuardRefused, its message in `language`, the run's)."""
        try:
            spec = self.registry.get(agent)
        except UnknownAgentError as exc:
            raise GuardRefused("unknown_agent", agent, str(exc)) from None
        problems = self.registry.check_args(agent, args, language)
        if problems:
            raise GuardRefused(
                "bad_args", agent, tr("guard.bad_args", language, problems="; ".join(problems))
            )
        known = {s.id for s in steps}
        missing = [d for d in depends_on if d not in known]
        if missing:
            raise GuardRefused(
                "unknown_dep",
                agent,
                tr("guard.unknown_dep", language, missing=", ".join(missing),
                   known=", ".join(sorted(known)[:8]) + ("…" if len(known) > 8 else "")),
            )
        if len(steps) >= self.config.run_budget:
            raise GuardRefused(
                "budget",
                agent,
                tr("guard.budget", language, steps=len(steps),
                   budget=self.config.run_budget),
            )
        if depth > self.config.max_depth:
            raise GuardRefused(
                "depth",
                agent,
                tr("guard.depth", language, depth=depth, cap=self.config.max_depth),
            )
        canonical = spec.canonical_args(args)
        for s in steps:
            if (
                s.agent == agent
                and s.status not in (StepStatus.FAILED, StepStatus.CANCELLED)
                and self.registry.get(agent).canonical_args(s.args) == canonical
            ):
                raise GuardRefused(
                    "dedup",
                    agent,
                    tr("guard.dedup", language, step_id=repr(s.id), agent=agent),
                )
        cap = self.config.per_agent.get(agent, spec.max_per_run)
        if cap is not None:
            count = Counter(s.agent for s in steps)[agent]
            if count >= cap:
                raise GuardRefused(
                    "per_agent",
                    agent,
                    tr("guard.per_agent", language, agent=agent, cap=cap, count=count),
                )

