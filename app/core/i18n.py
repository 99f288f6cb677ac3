"""Translated messages for headless front ends (CLI, MCP, errors).

The catalog is `resources/i18n/messages.json`: {key: {"es": ..., "en": ..., "pt": ...}}.
Modules may add their own keys there. Missing keys or languages fall back to
English, then to the key itself, so a message is never lost.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from app.core.paths import resources_dir


@lru_cache(maxsize=1)
def _catalog() -> dict[str, dict[str, str]]:
    path = resources_dir() / "i18n" / "messages.json"
    try:
        data: dict[str, dict[str, str]] = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data


def tr(key: str, language: str = "en", **params: Any) -> str:
    entry = _catalog().get(key, {})
    template = entry.get(language) or entry.get("en") or key
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
