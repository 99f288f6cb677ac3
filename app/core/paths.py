"""Where Preparo keeps its files. PREPARO_HOME overrides everything (tests, portable use)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Preparo"


# platformdirs is imported on first use: the desktop app's first window needs this
# module (resources_dir) but not the user folders.


def data_dir() -> Path:
    """Per-user data folder (runs, notebook, caches)."""
    home = os.environ.get("PREPARO_HOME")
    if home:
        return Path(home) / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, False))


def config_dir() -> Path:
    home = os.environ.get("PREPARO_HOME")
    if home:
        return Path(home) / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, False))


def cache_dir() -> Path:
    home = os.environ.get("PREPARO_HOME")
    if home:
        return Path(home) / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, False))


def runs_dir() -> Path:
    return data_dir() / "runs"


def bundle_root() -> Path:
    """The folder holding resources/, models/ and prompts/ (source tree or frozen bundle)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    return bundle_root() / "resources"


def models_dir() -> Path:
    return bundle_root() / "models"


def prompts_dir() -> Path:
    return bundle_root() / "prompts"
