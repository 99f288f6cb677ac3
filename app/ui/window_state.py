"""What the window remembers between sessions that is the window's alone: whether to
review a plan before running it, the layout (the plan strip folded or open, the
splitter sizes, the window's geometry) and the last export folder and format.

A JSON file of its own (`window.json` beside the settings), written atomically; a
damaged or foreign file gives the defaults (logged), never a crash: losing a
splitter size is harmless, and the person's data is not kept here."""

from __future__ import annotations

import logging
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from app.core.atomic import write_text_atomic
from app.core.jsonfile import read_json_file
from app.core.paths import config_dir

log = logging.getLogger(__name__)

MAX_BYTES = 256 * 1024


class WindowState(BaseModel):
    schema_version: int = 1
    review_plan_first: bool = False  # Enter plans and runs; True: plans, the person runs
    plan_open: bool = False  # the plan and graph unfolded beside the reading view
    centre_sizes: list[int] = Field(default_factory=list)  # the splitter, when open
    geometry: str = ""  # QWidget.saveGeometry(), base64
    export_folder: str = ""
    export_format: str = ""  # "md", "html", "pdf", "docx"


def state_path() -> Path:
    return config_dir() / "window.json"


def load_state(path: Path | None = None) -> WindowState:
    path = path or state_path()
    try:
        return WindowState.model_validate(read_json_file(path, MAX_BYTES))
    except FileNotFoundError:
        return WindowState()
    except (OSError, ValueError, ValidationError) as exc:
        log.warning("the window's state was not read (%s); defaults are used", exc)
        return WindowState()


def save_state(state: WindowState, path: Path | None = None) -> None:
    """Write atomically; a refusal is logged (the window works on without it)."""
    try:
        write_text_atomic(path or state_path(), state.model_dump_json(indent=1))
    except OSError as exc:
        log.warning("the window's state could not be saved: %s", exc)
