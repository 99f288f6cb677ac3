"""Saving settings from the UI without writing environment overrides into the file."""

from __future__ import annotations

import os

from app.core.settings import Settings, read_settings_file, save_settings, settings_path

# Settings.with_env() fields and the variables that override them.
_ENV_FIELDS = {"wol_url": "PREPARO_WOL_URL", "cdn_url": "PREPARO_CDN_URL",
               "offline": "PREPARO_OFFLINE"}


def _stored() -> Settings:
    return read_settings_file(settings_path())


def save_preferences(settings: Settings) -> None:
    """Save `settings`; a field overridden by the environment keeps its stored value."""
    overridden = [name for name, var in _ENV_FIELDS.items() if os.environ.get(var)]
    if overridden:
        stored = _stored()
        settings = settings.model_copy(update={n: getattr(stored, n) for n in overridden})
    save_settings(settings)
