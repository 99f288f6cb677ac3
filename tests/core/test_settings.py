from __future__ import annotations

import json
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


def _broken_copies(folder: Path) -> list[Path]:
    return sorted(folder.glob("settings.*.broken.json"))


def test_broken_file_gives_defaults_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    loaded = load_settings(path)
    assert loaded.model_dump() == Settings().model_dump()
    assert loaded.load_problems and "unreadable" in loaded.load_problems[0]
    [copy] = _broken_copies(tmp_path)
    assert copy.read_text() == "{not json"
    assert path.read_text() == "{not json"  # replaced only when the settings are saved


def test_a_torn_settings_file_keeps_what_it_holds_and_the_cli_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main
    from app.core.settings import settings_path

    path = settings_path()
    good = Settings(language="es", congregations=[Congregation(name="Centro", language="es")],
                    current_congregation="Centro", goal_history=["Preparar el domingo"])
    text = json.dumps(good.for_saving(), ensure_ascii=False, indent=1)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text[: text.index('"goal_history"') + 20], "utf-8")  # cut short
    loaded = load_settings()
    assert loaded.language == "es" and loaded.current_congregation == "Centro"
    assert [c.name for c in loaded.congregations] == ["Centro"]
    [copy] = _broken_copies(path.parent)
    assert main(["runs"]) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "archivo de configuración estaba dañado" in err
    assert copy.name in err


def test_one_bad_field_is_reported_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    good = Settings(language="pt", congregations=[Congregation(name="Centro", language="pt")],
                    current_congregation="Centro", goal_history=["Prepara o domingo"])
    data = good.model_dump(mode="json")
    data["max_concurrency"] = 999  # out of range
    data["llm"] = {"provider": "openai", "model": "gpt-x", "timeout_s": "soon"}
    data["congregations"].append({"name": "Norte", "midweek_day": "someday"})
    data["goal_history"].append({"not": "a goal"})
    path.write_text(json.dumps(data))
    loaded = load_settings(path)
    assert loaded.language == "pt" and loaded.current_congregation == "Centro"
    assert [c.name for c in loaded.congregations] == ["Centro"]
    assert loaded.goal_history == ["Prepara o domingo"]
    assert loaded.llm.provider == "openai" and loaded.llm.model == "gpt-x"
    assert loaded.llm.timeout_s == 60.0 and loaded.max_concurrency == 4
    problems = " | ".join(loaded.load_problems)
    for where in ("max_concurrency", "llm.timeout_s", "congregations[1]", "goal_history[1]"):
        assert where in problems
    [copy] = _broken_copies(tmp_path)
    assert json.loads(copy.read_text()) == data  # what the person wrote is kept
    load_settings(path)
    assert len(_broken_copies(tmp_path)) == 1  # one copy per distinct content


@pytest.mark.parametrize("text", [
    '{"language": ' + "[" * 100_000 + "]" * 100_000 + "}",
    '{"goal_history": ' + "[" * 500 + "]" * 500 + "}",
    "[" * 100_000,
])
def test_deep_nesting_never_crashes(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text)
    loaded = load_settings(path)
    assert loaded.language == "en" and loaded.load_problems


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


def test_json_from_sources_and_llm_replies_never_raises_recursion_error() -> None:
    from app.core.jsonfile import loads
    from app.llm.errors import LLMError
    from app.llm.schema import parse_json_text
    from app.sources.fetcher import Fetched

    deep = "[" * 200_000 + "]" * 200_000
    with pytest.raises(ValueError, match="nested"):
        loads(deep)
    with pytest.raises(ValueError):
        Fetched("http://x", deep.encode()).json()
    with pytest.raises(LLMError, match="nested"):
        parse_json_text(deep, context="model")
