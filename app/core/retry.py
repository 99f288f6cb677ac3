"""The one retry rule of every layer (HTTP in app/sources/http.py, the LLM providers in
app/llm/httpbase.py, the executor's step retries)."""

from __future__ import annotations

import random
from collections.abc import Callable

RETRY_AFTER_SPREAD = 0.1  # a Retry-After wait is stretched by up to this fraction


def retry_delay(attempt: int, *, base_s: float, cap_s: float, retry_after: float | None = None,
                rng: Callable[[], float] = random.random) -> float:
    """Seconds to wait after failed attempt number `attempt` (1-based).

    When the server said how long to wait (Retry-After), that wait, stretched by up to
    10 % so clients told the same moment do not all return at once; the caller decides
    whether a long Retry-After is worth waiting for. Otherwise exponential backoff,
    base_s * 2^(attempt-1) capped at cap_s, with equal jitter: between half and all of it.
    """
    if retry_after is not None:
        return max(0.0, retry_after) * (1.0 + RETRY_AFTER_SPREAD * rng())
    ceiling = min(cap_s, base_s * 2 ** (max(1, attempt) - 1))
    return ceiling * (0.5 + 0.5 * rng())
