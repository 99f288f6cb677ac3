"""The provider interface every LLM backend implements, and its usage accounting.

A provider turns a list of chat messages plus a JSON schema into one parsed
JSON value (`LLMReply.data`). Every call, successful or not, is recorded in the
provider's `UsageLedger` so the orchestrator can put tokens and time on its
events (`Usage.as_payload()`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal, Protocol, TypedDict, runtime_checkable

Role = Literal["system", "user", "assistant"]


class Message(TypedDict):
    role: Role
    content: str


@dataclass(frozen=True)
class Usage:
    """Accounting for one `complete_json` call (all attempts of it together)."""

    provider: str
    model: str
    tokens_in: int = 0
    tokens_out: int = 0
    latency_ms: float = 0.0
    attempts: int = 1
    error: str = ""  # class name of the error that ended the call, "" on success

    @property
    def ok(self) -> bool:
        return not self.error

    def as_payload(self) -> dict[str, Any]:
        """A small JSON-ready dict for event payloads (`payload["llm"] = usage.as_payload()`)."""
        data = asdict(self)
        data["latency_ms"] = round(self.latency_ms, 1)
        return data


@dataclass(frozen=True)
class UsageTotals:
    calls: int
    failed: int
    tokens_in: int
    tokens_out: int
    latency_ms: float

    def as_payload(self) -> dict[str, Any]:
        data = asdict(self)
        data["latency_ms"] = round(self.latency_ms, 1)
        return data


@dataclass
class UsageLedger:
    """Every call a provider made, in order, with running totals."""

    calls: list[Usage] = field(default_factory=list)

    def record(self, usage: Usage) -> None:
        self.calls.append(usage)

    def totals(self) -> UsageTotals:
        return UsageTotals(
            calls=len(self.calls),
            failed=sum(1 for u in self.calls if not u.ok),
            tokens_in=sum(u.tokens_in for u in self.calls),
            tokens_out=sum(u.tokens_out for u in self.calls),
            latency_ms=sum(u.latency_ms for u in self.calls),
        )

    @property
    def last(self) -> Usage | None:
        return self.calls[-1] if self.calls else None


@dataclass(frozen=True)
class LLMReply:
    data: Any  # the parsed JSON value, already checked against the schema
    raw: str  # the text the model produced (for traces and diagnosis)
    usage: Usage


@runtime_checkable
class LLMProvider(Protocol):
    """What the planner (and anything else that asks an LLM) depends on."""

    @property
    def name(self) -> str:
        """"openai", "ollama", "anthropic", or a test double's own name."""
        ...

    model: str
    usage: UsageLedger

    async def complete_json(
        self, messages: list[Message], schema: dict[str, Any], *, name: str = "plan",
        language: str = "en",
    ) -> LLMReply:
        """Ask for one JSON value matching `schema` (errors worded in `language`, the run's).

        Raises an `app.llm.errors.LLMError` (permanent) or `LLMTransientError`
        (a `RetryableError`); `asyncio.CancelledError` propagates untouched.
        """
        ...

    async def aclose(self) -> None: ...
