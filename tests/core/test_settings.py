from __future__ import annotations

from pathlib import Path

import pytest

from app.core.settings import Congregation, Settings, load_settings, save_settings


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    s = Settings(language="es", congregations=[Congregation(name="Centro", language="es")],
                 current_congregation="Centro")
    save_settings(s, path)
    loaded = load_settings(path)
    assert loaded.language == "es"
    assert loaded.congregation(None) is not None
    assert loaded.congregation("Centro") == s.congregations[0]


def test_broken_file_gives_defaults_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    loaded = load_settings(path)
    assert loaded == Settings()
    assert (tmp_path / "settings.broken.json").read_text() == "{not json"


def test_environment_overrides_base_urls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PREPARO_WOL_URL", "http://127.0.0.1:9/")
    monkeypatch.setenv("PREPARO_CDN_URL", "http://127.0.0.1:9/cdn")
    s = load_settings(tmp_path / "missing.json")
    assert s.wol_url == "http://127.0.0.1:9"
    assert s.cdn_url == "http://127.0.0.1:9/cdn"


def test_environment_overrides_are_not_saved(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.json"
    save_settings(Settings(wol_url="https://wol.jw.org", language="pt"), path)
    monkeypatch.setenv("PREPARO_WOL_URL", "http://127.0.0.1:9")
    loaded = load_settings(path)
    assert loaded.wol_url == "http://127.0.0.1:9"
    changed = loaded.model_copy(update={"language": "es"})
    save_settings(changed, path)
    monkeypatch.delenv("PREPARO_WOL_URL")
    again = load_settings(path)
    assert again.wol_url == "https://wol.jw.org"
    assert again.language == "es"
