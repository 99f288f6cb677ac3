from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

# Property tests must not fail on a busy machine because one example was slow.
hypothesis_settings.register_profile("preparo", deadline=None)
hypothesis_settings.load_profile("preparo")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Keep every test away from the real user folders and settings."""
    home = tmp_path / "preparo-home"
    monkeypatch.setenv("PREPARO_HOME", str(home))
    for var in ("PREPARO_WOL_URL", "PREPARO_CDN_URL", "PREPARO_OFFLINE"):
        monkeypatch.delenv(var, raising=False)
    # personal values registered by an earlier test's run would make this test's
    # goals look as if they named a person
    from app.core import privacy

    privacy.forget_all()
    yield home


@pytest.fixture(scope="session", autouse=True)
def qt_application() -> Iterator[object]:
    """One QApplication for the whole session, made before any test needs Qt.

    The PDF exporter makes a bare QGuiApplication when none exists (the CLI case);
    if an export test ran first, widget tests would then abort, because widgets
    need a QApplication."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    yield app
