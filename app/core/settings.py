"""User settings: a JSON file in the config dir, with environment overrides.

API keys are never stored here; they live in the OS keyring (see app/llm).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, PrivateAttr, ValidationError

from app.core.atomic import write_text_atomic
from app.core.models import Language
from app.core.paths import config_dir

log = logging.getLogger(__name__)

DEFAULT_WOL_URL = "https://wol.jw.org"
DEFAULT_CDN_URL = "https://b.jw-cdn.org"

Weekday = Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


class TalkEntry(BaseModel):
    week: str  # ISO date of the Monday of the week, e.g. "2026-11-23"
    number: int | None = None
    title: str = ""
    speaker: str = ""


class Congregation(BaseModel):
    name: str
    language: Language = "en"
    midweek_day: Weekday = "wed"
    midweek_time: str = "19:00"
    weekend_day: Weekday = "sun"
    weekend_time: str = "10:00"
    talks: list[TalkEntry] = Field(default_factory=list)

    def talk_for_week(self, monday_iso: str) -> TalkEntry | None:
        for t in self.talks:
            if t.week == monday_iso:
                return t
        return None


class LLMSettings(BaseModel):
    provider: Literal["none", "openai", "ollama", "anthropic"] = "none"
    model: str = ""
    base_url: str = ""
    json_mode: Literal["json_schema", "json_object"] = "json_schema"
    timeout_s: float = 60.0


class Settings(BaseModel):
    language: Language = "en"  # the content language: pages fetched, sheets written
    ui_language: Language | None = None  # the window's language; None follows the system
    wol_url: str = DEFAULT_WOL_URL
    cdn_url: str = DEFAULT_CDN_URL
    offline: bool = False
    max_concurrency: int = Field(default=4, ge=1, le=32)
    step_timeout_s: float = Field(default=60.0, gt=0)
    step_retries: int = Field(default=2, ge=0, le=10)
    run_budget: int = Field(default=30, ge=1, le=500)
    max_depth: int = Field(default=4, ge=1, le=20)
    max_replans: int = Field(default=2, ge=0, le=10)
    cache_max_mb: int = Field(default=200, ge=1)
    nli_model_dir: str = ""
    congregations: list[Congregation] = Field(default_factory=list)
    current_congregation: str = ""
    goal_history: list[str] = Field(default_factory=list)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    # Values the environment replaced, with what they were: saving writes those back,
    # so a PREPARO_WOL_URL set for one session never sticks in the file.
    _overridden: dict[str, object] = PrivateAttr(default_factory=dict)

    def congregation(self, name: str | None) -> Congregation | None:
        wanted = name or self.current_congregation
        for c in self.congregations:
            if c.name == wanted:
                return c
        return None

    def with_env(self) -> Settings:
        """Apply PREPARO_WOL_URL / PREPARO_CDN_URL / PREPARO_OFFLINE overrides."""
        update: dict[str, object] = {}
        if os.environ.get("PREPARO_WOL_URL"):
            update["wol_url"] = os.environ["PREPARO_WOL_URL"].rstrip("/")
        if os.environ.get("PREPARO_CDN_URL"):
            update["cdn_url"] = os.environ["PREPARO_CDN_URL"].rstrip("/")
        if os.environ.get("PREPARO_OFFLINE") in ("1", "true", "yes"):
            update["offline"] = True
        if not update:
            return self
        copy = self.model_copy(update=update)
        copy._overridden = {k: getattr(self, k) for k in update} | self._overridden
        return copy

    def for_saving(self) -> dict[str, object]:
        """The settings as they belong in the file (environment overrides undone)."""
        data = self.model_dump(mode="json")
        data.update(self._overridden)
        return data


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """Load settings; a missing or broken file gives defaults (the broken file is kept aside)."""
    path = path or settings_path()
    if not path.exists():
        return Settings().with_env()
    try:
        return Settings.model_validate(json.loads(path.read_text("utf-8"))).with_env()
    except (OSError, ValueError, ValidationError) as exc:
        log.warning("settings file %s unreadable (%s); using defaults", path, exc)
        with contextlib.suppress(OSError):
            path.replace(path.with_suffix(".broken.json"))
        return Settings().with_env()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    text = json.dumps(settings.for_saving(), ensure_ascii=False, indent=1)
    write_text_atomic(path or settings_path(), text)
