"""Guards on steps enqueued at run time. Each refusal says what to do instead."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from app.agents.registry import Registry
from app.core.errors import GuardRefused, UnknownAgentError
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
    ) -> None:
        try:
            spec = self.registry.get(agent)
        except UnknownAgentError as exc:
            raise GuardRefused("unknown_agent", agent, str(exc)) from None
        problems = self.registry.check_args(agent, args)
        if problems:
            raise GuardRefused(
                "bad_args", agent, "Invalid arguments: " + "; ".join(problems)
            )
        known = {s.id for s in steps}
        missing = [d for d in depends_on if d not in known]
        if missing:
            raise GuardRefused(
                "unknown_dep",
                agent,
                f"Unknown dependency {', '.join(missing)}; depend on one of the run's steps "
                f"({', '.join(sorted(known)[:8])}{'…' if len(known) > 8 else ''}).",
            )
        if len(steps) >= self.config.run_budget:
            raise GuardRefused(
                "budget",
                agent,
                f"The run already has {len(steps)} steps (budget {self.config.run_budget}). "
                "Raise the run budget in settings or narrow the goal.",
            )
        if depth > self.config.max_depth:
            raise GuardRefused(
                "depth",
                agent,
                f"Follow-up depth {depth} exceeds the cap of {self.config.max_depth}; "
                "add the step to the plan directly instead of chaining follow-ups.",
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
                    f"Step {s.id!r} already runs {agent} with the same arguments; "
                    "read its handoff instead of repeating it.",
                )
        cap = self.config.per_agent.get(agent, spec.max_per_run)
        if cap is not None:
            count = Counter(s.agent for s in steps)[agent]
            if count >= cap:
                raise GuardRefused(
                    "per_agent",
                    agent,
                    f"{agent} may run at most {cap} times in one run (already {count}); "
                    "merge the requests into fewer steps.",
                )
