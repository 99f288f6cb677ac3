"""Stored text is inert wherever it is printed or exported: no terminal escapes, no
control characters, no bidi overrides; and one goal limit for every entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.core.inert import MAX_GOAL_CHARS, inert, inert_data
from app.core.models import Citation, Finding, Plan, RunResult

HOSTILE = "Prepara\x1b]0;owned\x07\x1b[2J el estudio \u202etxt.exe\u202c\x9b31m de hoy\x00"


def test_escapes_controls_and_bidi_overrides_are_dropped() -> None:
    assert inert(HOSTILE) == "Prepara el estudio txt.exe de hoy"
    plain = "línea uno\n\tlínea dos ¿Cómo? ¡Sí! ação"
    assert inert(plain) == plain
    assert inert("a\r\nb\n\n c", one_line=True) == "a b c"
    assert inert_data({"k\u202e": ["x\x1b[31m", 3, None]}) == {"k": ["x", 3, None]}


def test_a_plan_from_anyone_keeps_the_goal_limit_and_an_inert_goal() -> None:
    with pytest.raises(ValidationError, match=str(MAX_GOAL_CHARS)):
        Plan.model_validate({"goal": "x" * 1_000_000, "steps": []})
    assert Plan(goal=HOSTILE, language="es").goal == "Prepara el estudio txt.exe de hoy"


def _raw_run(root: Path, goal: str) -> None:
    """A run written before goals were kept inert (or by another tool)."""
    folder = root / "r1"
    folder.mkdir(parents=True)
    result = RunResult(run_id="r1", plan=Plan(goal="placeholder"), status="finished",
                       started_at=1_700_000_000.0).model_dump(mode="json")
    result["plan"]["goal"] = goal
    (folder / "run.json").write_text(json.dumps(result), "utf-8")


def test_preparo_runs_prints_no_escape(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main
    from app.core.paths import runs_dir

    _raw_run(runs_dir(), HOSTILE)
    assert main(["runs"]) == 0
    out = capsys.readouterr().out
    assert "Prepara el estudio" in out
    assert not any(c in out for c in "\x1b\x07\x00\u202e\u202c\x9b")


def test_exports_carry_no_bidi_override(tmp_path: Path) -> None:
    from app.export import export_run

    finding = Finding(summary="Isaías 41:10 \u202egnp.exe", excerpt="No tengas miedo\x1b[2J.",
                      kind="scripture",
                      citation=Citation(url="https://wol.jw.org/es/wol/b/r4/lp-s/nwt/23/41",
                                        title="Isaías 41\u202e"))
    result = RunResult(run_id="r1", plan=Plan(goal="Isaías 41:10", language="es"),
                       status="finished", findings=[finding])
    from app.export import sheet_for_run

    shown = sheet_for_run(result).model_dump_json()  # what the window's reading view shows
    assert "gnp.exe" in shown and "\\u202e" not in shown.lower() and "\u202e" not in shown
    for suffix in ("md", "html"):
        path = export_run(result, tmp_path / f"sheet.{suffix}")
        text = path.read_text("utf-8")
        assert "gnp.exe" in text and "\u202e" not in text and "\x1b" not in text
