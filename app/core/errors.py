"""Errors with messages a person can act on."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class PreparoError(Exception):
    """Base of every error the app shows to a person."""


class PlanError(PreparoError):
    """A plan is malformed (bad ids, unknown deps, cycles, bad args)."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


class UnknownAgentError(PreparoError):
    def __init__(self, name: str, known: Iterable[str]) -> None:
        self.name = name
        self.suggestions = difflib.get_close_matches(name, list(known), n=3, cutoff=0.5)
        hint = f" Did you mean: {', '.join(self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"Unknown agent {name!r}.{hint}")


class GuardRefused(PreparoError):
    """A guard refused to enqueue a step; the message says what to do instead."""

    def __init__(self, guard: str, agent: str, message: str) -> None:
        self.guard = guard
        self.agent = agent
        super().__init__(message)


class NothingFoundError(PreparoError):
    """A step looked and found nothing on its subject. The executor turns it into the
    step's one typed finding ("nothing found for X (searched: …)", a `NothingFound`)
    and the step is done: nothing else (no fallback on other words) stands in for it."""

    def __init__(self, message: str, searched: str) -> None:
        self.searched = searched
        super().__init__(message)


class RetryableError(PreparoError):
    """A transient failure: the executor may try the step again."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        self.retry_after = retry_after
        super().__init__(message)


class Offline(RetryableError):
    """The content host cannot be reached."""


class SourceChanged(PreparoError):
    """A page no longer has the structure the parser expects."""


class RunNotFound(PreparoError):
    pass
