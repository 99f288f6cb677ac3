"""The CLI's own lines (usage errors, file problems, the mirror's notices) speak the
settings' language, like its progress and results do."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.core.settings import Settings, save_settings


@pytest.fixture
def spanish() -> None:
    save_settings(Settings(language="es"))


@pytest.mark.usefixtures("spanish")
def test_nli_usage_and_pairs_file_errors_in_spanish(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nli", "solo la premisa"]) == 2
    assert capsys.readouterr().err == (
        "preparo nli: indique PREMISA HIPÓTESIS, o --pairs ARCHIVO.tsv\n")
    pairs = tmp_path / "pares.tsv"
    pairs.write_text("premise\thypothesis\nUn perro corre.\t\n", "utf-8")
    assert main(["nli", "--pairs", str(pairs)]) == 2
    assert capsys.readouterr().err == (
        f"preparo nli: error: {pairs}: línea 2: hipótesis vacía\n")


@pytest.mark.usefixtures("spanish")
def test_parse_of_a_missing_file_in_spanish(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no-esta.html"
    assert main(["parse", str(missing), "--kind", "chapter"]) == 2
    assert capsys.readouterr().err.startswith(f"no se puede leer {missing}: ")


@pytest.mark.usefixtures("spanish")
def test_mirror_bad_port_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mirror", "--port", "70000"]) == 2
    assert capsys.readouterr().err == (
        "error: --port debe estar entre 0 y 65535 y --latency-ms debe ser >= 0\n")


def test_english_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mirror", "--port", "70000"]) == 2
    assert capsys.readouterr().err == "error: --port must be 0-65535 and --latency-ms >= 0\n"


def test_tools_listing_names_fallbacks_in_the_chosen_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tools", "--language", "pt"]) == 0
    out = capsys.readouterr().out
    assert "(alternativa: apologetics.research)" in out and "(fallback:" not in out
