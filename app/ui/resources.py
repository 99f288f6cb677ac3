"""Icons shipped in resources/icons (SVG, so they stay sharp at any scale factor)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from app.core.paths import resources_dir


def app_icon() -> QIcon:
    return QIcon(str(resources_dir() / "icons" / "preparo.svg"))
