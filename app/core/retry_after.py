"""The Retry-After header, shared by the content client and the LLM providers."""

from __future__ import annotations

import email.utils
import time
from datetime import UTC, datetime


def parse_retry_after(value: str | None, now: datetime | float | None = None) -> float | None:
    """Seconds to wait from a Retry-After header: delta-seconds or an HTTP date.

    `now` (a datetime or a Unix time; default: the current time) is for tests.
    Returns None when the header is missing or unreadable, never a negative wait."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    if isinstance(now, datetime):
        current = now.timestamp() if now.tzinfo else now.replace(tzinfo=UTC).timestamp()
    else:
        current = time.time() if now is None else now
    return max(0.0, when.timestamp() - current)
