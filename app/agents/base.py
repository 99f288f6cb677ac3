"""What an agent is: typed args in, AgentResult out. No Qt, no LLM."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from app.core.models import Finding, Handoff, Language
from app.core.settings import Settings

if TYPE_CHECKING:
    from app.sources.hub import SourceHub


class AgentResult(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    findings: list[Finding] = Field(default_factory=list)
    handoff: Handoff = Field(default_factory=Handoff)


EnqueueFn = Callable[[str, dict[str, Any], str], str]
ProgressFn = Callable[[str, float | None], None]


@dataclass
class AgentContext:
    """Everything a running agent may use. Built by the executor per step."""

    run_id: str
    step_id: str
    language: Language
    settings: Settings
    upstream: Mapping[str, Handoff] = field(default_factory=dict)
    sources: SourceHub | None = None
    data_dir: Path | None = None
    congregation: str | None = None
    services: dict[str, Any] = field(default_factory=dict)
    depth: int = 0  # 0 for planned steps, 1+ for follow-ups enqueued at run time
    # Findings of the run's finished steps so far (for assembling agents such as
    # export.study_sheet); the executor sets it.
    run_findings: Callable[[], list[Finding]] = field(default=lambda: [])
    _enqueue: EnqueueFn | None = None
    _progress: ProgressFn | None = None
    enqueued: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)

    def enqueue(self, agent: str, args: dict[str, Any], reason: str = "") -> str | None:
        """Ask for a follow-up step. Returns its id, or None when a guard refused
        (the refusal message is kept in `refusals` and emitted as guard_tripped)."""
        if self._enqueue is None:
            self.refusals.append(f"{agent}: this step may not enqueue follow-up steps")
            return None
        from app.core.errors import GuardRefused

        try:
            step_id = self._enqueue(agent, args, reason)
        except GuardRefused as exc:
            self.refusals.append(str(exc))
            return None
        self.enqueued.append(step_id)
        return step_id

    def progress(self, message: str, fraction: float | None = None) -> None:
        if self._progress is not None:
            self._progress(message, fraction)

    def upstream_data(self, key: str) -> list[Any]:
        """Values stored under `key` in the structured data of every upstream handoff."""
        return [h.data[key] for h in self.upstream.values() if key in h.data]


AgentRun = Callable[[Any, AgentContext], Awaitable[AgentResult]]


@dataclass(frozen=True)
class AgentSpec:
    """Metadata and entry point of one agent; what planners and tools see."""

    name: str
    description: str
    args_model: type[BaseModel]
    run: AgentRun
    fallback: str | None = None
    confidence_bias: float = 0.0
    can_enqueue: bool = False
    languages: tuple[Language, ...] = ("es", "en", "pt")
    max_per_run: int | None = None
    timeout_s: float | None = None
    descriptions: Mapping[str, str] = field(default_factory=dict)  # per language

    def args_schema(self) -> dict[str, Any]:
        return self.args_model.model_json_schema()

    def validate_args(self, args: Mapping[str, Any]) -> BaseModel:
        return self.args_model.model_validate(dict(args))

    def canonical_args(self, args: Mapping[str, Any]) -> str:
        """Args as a stable string for deduplication (defaults filled, keys sorted)."""
        try:
            model = self.validate_args(args)
            data = model.model_dump(mode="json")
        except Exception:
            data = dict(args)
        return json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)

    def describe(self, language: str = "en") -> str:
        return self.descriptions.get(language, self.description)
