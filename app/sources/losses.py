"""Content a step could not read, so that a run never loses it in silence.

The fetcher records every request that ended without a usable body (the host
kept failing, the body was never whole, it was too large) and had no saved copy
to fall back on. The executor opens a scope around each attempt of a step and,
when the step finishes all the same (an agent may carry on without one verse or
one article), names each loss in the run's problems: the run is then "finished
with problems", never "finished" with part of its content missing.

A caller that got the content some other way (the EPUB instead of the page)
takes back the losses of the way that failed with `recovered()`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(frozen=True)
class Loss:
    url: str
    error: str


_scope: ContextVar[list[Loss] | None] = ContextVar("preparo_losses", default=None)


@contextmanager
def loss_scope() -> Iterator[list[Loss]]:
    """Collect the losses of the code run inside (and of the tasks it starts)."""
    bucket: list[Loss] = []
    token = _scope.set(bucket)
    try:
        yield bucket
    finally:
        _scope.reset(token)


def record_loss(url: str, error: str) -> None:
    """Note that `url` could not be read (once per scope)."""
    bucket = _scope.get()
    if bucket is not None and all(loss.url != url for loss in bucket):
        bucket.append(Loss(url, error))


@contextmanager
def recovered() -> Iterator[list[Loss]]:
    """Collect losses apart; the caller passes them on with `keep(...)` when the content
    was not found another way, and drops them (by doing nothing) when it was."""
    outer = _scope.get()
    bucket: list[Loss] = []
    token = _scope.set(bucket if outer is not None else None)
    try:
        yield bucket
    finally:
        _scope.reset(token)


def keep(losses: list[Loss]) -> None:
    """Pass losses collected apart on to the enclosing scope."""
    for loss in losses:
        record_loss(loss.url, loss.error)
