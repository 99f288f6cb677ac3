"""Faults the local mirror can inject, switchable per route at run time.

A fault matches requests whose path (with query string) matches a regular
expression. It may add latency, answer with an error status (429 with
Retry-After, 500...), cut the body short (`truncate`: half of it sent under the
whole body's Content-Length; `cut`: half of it sent under a Content-Length of
that half, which HTTP cannot notice), answer 200 with an empty body, drip the
body a few bytes at a time (`drip_ms` between pieces of `drip_bytes`), serve
changed markup, or reset the connection (an RST before any answer). With
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
           "reset", "cut", "empty", "drip_ms", "drip_bytes", "times")


@dataclass
class Fault:
    pattern: str = ".*"
    latency_ms: int = 0
    status: int | None = None
    retry_after: float | None = None
    truncate: bool = False
    changed_markup: bool = False
    reset: bool = False
    cut: bool = False
    empty: bool = False
    drip_ms: int = 0
    drip_bytes: int = 1
    times: int | None = None  # None: every matching request
    id: int = 0
    hits: int = 0
    _regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._regex = re.compile(self.pattern)
        if self.status is not None and not 100 <= self.status <= 599:
            raise ValueError(f"status {self.status} is not an HTTP status")
        if self.latency_ms < 0 or self.drip_ms < 0:
            raise ValueError("latency_ms and drip_ms must be >= 0")
        if self.drip_bytes < 1:
            raise ValueError("drip_bytes must be >= 1")
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
    cut: bool = False
    empty: bool = False
    drip_ms: int = 0
    drip_bytes: int = 1

    @property
    def any(self) -> bool:
        return bool(
            self.latency_ms or self.status or self.truncate or self.changed_markup or self.reset
            or self.cut or self.empty or self.drip_ms
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

    def cut(self, pattern: str, times: int | None = None) -> Fault:
        """Half the body under a Content-Length of that half: HTTP sees nothing wrong."""
        return self.add(pattern=pattern, cut=True, times=times)

    def empty(self, pattern: str, times: int | None = None) -> Fault:
        """200 with an empty body."""
        return self.add(pattern=pattern, empty=True, times=times)

    def drip(self, pattern: str, ms: int, nbytes: int = 1, times: int | None = None) -> Fault:
        """The body `nbytes` at a time, `ms` apart."""
        return self.add(pattern=pattern, drip_ms=ms, drip_bytes=nbytes, times=times)

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
        truncate = changed = reset = cut = empty = False
        drip_ms, drip_bytes = 0, 1
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
                cut = cut or f.cut
                empty = empty or f.empty
                if f.drip_ms and not drip_ms:
                    drip_ms, drip_bytes = f.drip_ms, f.drip_bytes
        return Applied(latency, status, retry_after, truncate, changed, reset, cut, empty,
                       drip_ms, drip_bytes)
