"""Faults the local mirror can inject, switchable per route at run time.

A fault matches requests whose path (with query string) matches a regular
expression. It may add latency, answer with an error status (429 with
Retry-After, 500...), cut the body short, serve changed markup, or reset the
connection (an RST before any answer). With
`times` set it applies to that many matching requests, then stops ("fail N
times then succeed").
"""

from __future__ import annotations

import itertools
import re
import threading
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

_FIELDS = ("pattern", "latency_ms", "status", "retry_after", "truncate", "changed_markup",
           "reset", "times")


@dataclass
class Fault:
    pattern: str = ".*"
    latency_ms: int = 0
    status: int | None = None
    retry_after: float | None = None
    truncate: bool = False
    changed_markup: bool = False
    reset: bool = False
    times: int | None = None  # None: every matching request
    id: int = 0
    hits: int = 0
    _regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._regex = re.compile(self.pattern)
        if self.status is not None and not 100 <= self.status <= 599:
            raise ValueError(f"status {self.status} is not an HTTP status")
        if self.latency_ms < 0:
            raise ValueError("latency_ms must be >= 0")
        if self.times is not None and self.times < 0:
            raise ValueError("times must be >= 0")

    @property
    def spent(self) -> bool:
        return self.times is not None and self.hits >= self.times

    def matches(self, path: str) -> bool:
        return not self.spent and self._regex.search(path) is not None

    def to_json(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if not k.startswith("_")}
        data["spent"] = self.spent
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Fault:
        unknown = set(data) - set(_FIELDS)
        if unknown:
            raise ValueError(f"unknown fault fields: {', '.join(sorted(unknown))}")
        return cls(**{k: data[k] for k in _FIELDS if k in data})


@dataclass(frozen=True)
class Applied:
    """What the matching faults ask the server to do with one request."""

    latency_ms: int = 0
    status: int | None = None
    retry_after: float | None = None
    truncate: bool = False
    changed_markup: bool = False
    reset: bool = False

    @property
    def any(self) -> bool:
        return bool(
            self.latency_ms or self.status or self.truncate or self.changed_markup or self.reset
        )


class Faults:
    """A thread-safe set of faults (the server's handler threads read it)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._faults: list[Fault] = []
        self._ids = itertools.count(1)

    def add(self, fault: Fault | None = None, /, **kwargs: Any) -> Fault:
        """Add a fault, given as a Fault or as its fields: add(pattern="/b/", status=500)."""
        if fault is None:
            fault = Fault(**kwargs)
        elif kwargs:
            raise TypeError("give a Fault or keyword fields, not both")
        with self._lock:
            fault.id = next(self._ids)
            fault.hits = 0
            self._faults.append(fault)
        return fault

    def latency(self, pattern: str, ms: int, times: int | None = None) -> Fault:
        return self.add(pattern=pattern, latency_ms=ms, times=times)

    def status(
        self,
        pattern: str,
        status: int,
        *,
        retry_after: float | None = None,
        times: int | None = None,
    ) -> Fault:
        return self.add(pattern=pattern, status=status, retry_after=retry_after, times=times)

    def truncate(self, pattern: str, times: int | None = None) -> Fault:
        return self.add(pattern=pattern, truncate=True, times=times)

    def changed_markup(self, pattern: str, times: int | None = None) -> Fault:
        return self.add(pattern=pattern, changed_markup=True, times=times)

    def reset(self, pattern: str, times: int | None = None) -> Fault:
        return self.add(pattern=pattern, reset=True, times=times)

    def remove(self, fault_id: int) -> bool:
        with self._lock:
            before = len(self._faults)
            self._faults = [f for f in self._faults if f.id != fault_id]
            return len(self._faults) != before

    def clear(self) -> None:
        with self._lock:
            self._faults.clear()

    def list(self) -> list[Fault]:
        with self._lock:
            return list(self._faults)

    def apply(self, path: str) -> Applied:
        """Combine every live fault matching `path`, counting one hit on each."""
        latency = 0
        status: int | None = None
        retry_after: float | None = None
        truncate = changed = reset = False
        with self._lock:
            for f in self._faults:
                if not f.matches(path):
                    continue
                f.hits += 1
                latency += f.latency_ms
                if f.status is not None and status is None:
                    status = f.status
                    retry_after = f.retry_after
                truncate = truncate or f.truncate
                changed = changed or f.changed_markup
                reset = reset or f.reset
        return Applied(latency, status, retry_after, truncate, changed, reset)
