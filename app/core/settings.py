"""User settings: a JSON file in the config dir, with environment overrides.

API keys are never stored here; they live in the OS keyring (see app/llm).

The file is read field by field: a field that does not validate is reported
(logged, and listed in `Settings.load_problems`) and left at its default while
every other field is kept; a bad item of a list (one congregation) drops only
that item. Whenever something was dropped, or the file cannot be read at all
(not JSON, nested absurdly deep, too large), a timestamped copy is kept beside
it (`settings.YYYYmmdd-HHMMSS.broken.json`) so nothing a person wrote is lost; the
complete settings of a torn file are kept, and `settings_notice` tells the person
in one line. The file itself is only replaced when the settings are saved.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import time
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel, Field, PrivateAttr, TypeAdapter, ValidationError

from app.core.atomic import write_text_atomic
from app.core.damage import recover_json
from app.core.jsonfile import JsonTooLarge, read_json_file
from app.core.language import Language
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
    run_timeout_s: float = Field(default=600.0, gt=0)  # the whole run, every step in it
    step_retries: int = Field(default=2, ge=0, le=10)
    run_budget: int = Field(default=30, ge=1, le=500)
    max_depth: int = Field(default=4, ge=1, le=20)
    max_replans: int = Field(default=2, ge=0, le=10)
    cache_max_mb: int = Field(default=200, ge=1)
    nli_model_dir: str = ""
    embedder_model_dir: str = ""  # the sentence embedder's folder; empty: the shipped models/e5
    congregations: list[Congregation] = Field(default_factory=list)
    current_congregation: str = ""
    goal_history: list[str] = Field(default_factory=list)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    # Values the environment replaced, with what they were: saving writes those back,
    # so a PREPARO_WOL_URL set for one session never sticks in the file.
    _overridden: dict[str, object] = PrivateAttr(default_factory=dict)
    # What could not be kept from the file ("llm.timeout_s: ..."), for the person.
    _load_problems: list[str] = PrivateAttr(default_factory=list)
    _broken_copy: str = PrivateAttr(default="")  # the copy kept of a damaged file

    @property
    def load_problems(self) -> list[str]:
        return list(self._load_problems)

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
        copy._load_problems = list(self._load_problems)
        copy._broken_copy = self._broken_copy
        return copy

    def for_saving(self) -> dict[str, object]:
        """The settings as they belong in the file (environment overrides undone)."""
        data = self.model_dump(mode="json")
        data.update(self._overridden)
        return data


def settings_path() -> Path:
    return config_dir() / "settings.json"


MAX_SETTINGS_BYTES = 4 * 1024 * 1024


def load_settings(path: Path | None = None) -> Settings:
    """Load settings (see the module doc: bad fields are reported and the rest kept)."""
    return read_settings_file(path or settings_path()).with_env()


def user_language() -> Language:
    """The language of the person's settings (English when they cannot be read), for a
    front end's own messages where there is no run: a run speaks its plan's language,
    passed down to whatever reports its errors."""
    try:
        return load_settings().language
    except Exception:  # the settings may be what is broken
        return "en"


def read_settings_file(path: Path) -> Settings:
    """The settings stored in `path`, without environment overrides."""
    if not path.exists():
        return Settings()
    try:
        data = read_json_file(path, MAX_SETTINGS_BYTES)
        if not isinstance(data, dict):
            raise ValueError("the file does not hold a JSON object")
    except (OSError, ValueError) as exc:
        recovered = _recover(path, exc)
        if not recovered:
            log.warning("settings file %s unreadable (%s); using defaults", path, exc)
            settings = Settings()
            settings._load_problems = [f"settings file unreadable ({exc}); defaults used"]
            settings._broken_copy = _keep_broken_copy(path)
            return settings
        log.warning("settings file %s damaged (%s); %d settings recovered", path, exc,
                    len(recovered))
        data, torn = recovered, [f"settings file damaged ({exc}); the rest recovered"]
    else:
        torn = []
        try:
            return Settings.model_validate(data)
        except ValidationError:
            pass
    kept, problems = _salvage(Settings, data)
    settings = Settings.model_validate(kept)
    for problem in problems:
        log.warning("settings file %s: %s (default kept)", path, problem)
    settings._load_problems = torn + problems
    settings._broken_copy = _keep_broken_copy(path)
    return settings


def _recover(path: Path, exc: Exception) -> dict[str, Any]:
    """The complete settings of a torn or damaged file (none of one too large or that
    cannot be read at all)."""
    if isinstance(exc, OSError | JsonTooLarge):
        return {}
    try:
        text = path.read_bytes()[:MAX_SETTINGS_BYTES].decode("utf-8", "replace")
    except OSError:
        return {}
    recovered = recover_json(text)
    return recovered if isinstance(recovered, dict) else {}


def settings_notice(settings: Settings, language: str) -> str | None:
    """One line for the person when their settings file was damaged: what was kept and
    where the copy of the file is (None when it was read whole)."""
    if not settings.load_problems:
        return None
    from app.core.i18n import tr

    copy = settings._broken_copy or "-"
    if settings.load_problems[0].startswith("settings file unreadable"):
        return tr("settings.unreadable", language, copy=copy)
    return tr("settings.damaged", language, copy=copy)


def _salvage(model: type[BaseModel], data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The fields of `data` that validate on their own; a problem line for each that
    does not. Lists keep their good items; nested settings keep their good fields."""
    kept: dict[str, Any] = {}
    problems: list[str] = []
    for name, value in data.items():
        field = model.model_fields.get(name)
        if field is None:
            continue  # a setting of a newer or older version: ignored, as always
        try:
            model.model_validate({name: value})
        except ValidationError as exc:
            first = exc
        else:
            kept[name] = value
            continue
        annotation = field.annotation
        if isinstance(value, list) and get_origin(annotation) is list:
            adapter: TypeAdapter[Any] = TypeAdapter(get_args(annotation)[0])
            good = []
            for index, item in enumerate(value):
                try:
                    adapter.validate_python(item)
                except ValidationError as exc:
                    problems.append(f"{name}[{index}]: {_first_error(exc)}")
                else:
                    good.append(item)
            kept[name] = good
        elif (isinstance(value, dict) and isinstance(annotation, type)
              and issubclass(annotation, BaseModel)):
            sub, sub_problems = _salvage(annotation, value)
            kept[name] = sub
            problems.extend(f"{name}.{p}" for p in sub_problems)
        else:
            problems.append(f"{name}: {_first_error(first)}")
    return kept, problems


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error.get("loc", ())[1:])
    return f"{where + ': ' if where else ''}{error.get('msg', 'invalid')}"


def _keep_broken_copy(path: Path) -> str:
    """A timestamped copy of `path` beside it (once per distinct content): its name, or
    "" when none could be written. The file itself stays until the settings are saved."""
    suffix = path.suffix or ".json"
    target = path.with_name(f"{path.stem}.{time.strftime('%Y%m%d-%H%M%S')}.broken{suffix}")
    try:
        size = path.stat().st_size
        for earlier in path.parent.glob(f"{path.stem}.*.broken{suffix}"):
            if earlier.stat().st_size == size and _same_bytes(earlier, path):
                return earlier.name
        shutil.copyfile(path, target)
    except OSError as exc:
        log.warning("could not keep a copy of %s (%s)", path, exc)
        return ""
    return target.name


def _same_bytes(one: Path, other: Path) -> bool:
    with one.open("rb") as a, other.open("rb") as b:
        while True:
            chunk_a, chunk_b = a.read(65536), b.read(65536)
            if chunk_a != chunk_b:
                return False
            if not chunk_a:
                return True


def save_settings(settings: Settings, path: Path | None = None) -> None:
    text = json.dumps(settings.for_saving(), ensure_ascii=False, indent=1)
    write_text_atomic(path or settings_path(), text)
