"""JSON read from disk or from a peer, bounded: a size cap read in finite steps, and
deep nesting reported as a ValueError instead of a RecursionError crash."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

MAX_JSON_DEPTH = 200  # far deeper than any file Preparo writes


class JsonTooLarge(ValueError):
    pass


def loads(data: str | bytes) -> Any:
    """json.loads that raises ValueError (never RecursionError) on absurd nesting."""
    try:
        value = json.loads(data)
    except RecursionError:
        raise ValueError("the JSON is nested too deeply") from None
    if _too_deep(value, MAX_JSON_DEPTH):
        raise ValueError(f"the JSON is nested more than {MAX_JSON_DEPTH} levels deep")
    return value


def _too_deep(value: Any, limit: int) -> bool:
    """Whether containers nest deeper than `limit` (iterative: no recursion to overflow)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False


def read_bounded(path: Path, max_bytes: int) -> bytes:
    """At most `max_bytes` of a file (a device like /dev/zero ends too): JsonTooLarge past it."""
    with path.open("rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise JsonTooLarge(f"{path.name} is larger than {max_bytes // 1024} KB")
    return data


def read_json_file(path: Path, max_bytes: int) -> Any:
    """A JSON file's value; OSError or ValueError (too large, bad JSON, too deep, bad UTF-8)."""
    return loads(read_bounded(path, max_bytes))
