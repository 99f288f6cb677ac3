from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Keep every test away from the real user folders and settings."""
    home = tmp_path / "preparo-home"
    monkeypatch.setenv("PREPARO_HOME", str(home))
    for var in ("PREPARO_WOL_URL", "PREPARO_CDN_URL", "PREPARO_OFFLINE"):
        monkeypatch.delenv(var, raising=False)
    yield home
