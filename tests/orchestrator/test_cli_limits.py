"""Bounded input at the CLI boundary: plan files and plan size; the run id on Ctrl-C."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from app.cli import main
from app.core.events import RunStarted
from app.core.models import MAX_PLAN_STEPS, Plan, Step
from app.service import PreparoService
from tests.orchestrator.test_cli_core import fake_service  # noqa: F401 - a fixture


def _steps(count: int) -> list[dict[str, Any]]:
    return [{"id": f"s{i}", "agent": "test.noop"} for i in range(count)]


def test_a_plan_has_at_most_max_plan_steps() -> None:
    Plan(goal="g", steps=[Step(id=f"s{i}", agent="test.noop") for i in range(MAX_PLAN_STEPS)])
    with pytest.raises(ValidationError, match=f"at most {MAX_PLAN_STEPS} steps"):
        Plan.model_validate({"goal": "g", "steps": _steps(10_000)})


@pytest.mark.usefixtures("fake_service")
def test_a_huge_plan_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps({"goal": "huge" * 500_000, "steps": _steps(1)}))
    assert main(["run", "--plan-file", str(plan_file), "--quiet"]) == 2
    assert "larger than" in capsys.readouterr().err


@pytest.mark.usefixtures("fake_service")
def test_a_plan_file_of_too_many_steps_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps({"goal": "many", "steps": _steps(MAX_PLAN_STEPS + 1)}))
    assert main(["run", "--plan-file", str(plan_file), "--quiet"]) == 2
    assert f"at most {MAX_PLAN_STEPS} steps" in capsys.readouterr().err


@pytest.mark.usefixtures("fake_service")
@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_an_endless_plan_file_ends(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "--plan-file", "/dev/zero", "--quiet"]) == 2
    assert "larger than" in capsys.readouterr().err


@pytest.mark.usefixtures("fake_service")
def test_a_deeply_nested_plan_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text("[" * 100_000 + "]" * 100_000)
    assert main(["run", "--plan-file", str(plan_file), "--quiet"]) == 2
    assert "nested" in capsys.readouterr().err


@pytest.mark.usefixtures("fake_service")
def test_ctrl_c_names_the_run_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    async def interrupted(self: PreparoService, plan: Plan, on_event: Any = None) -> None:
        on_event(RunStarted(run_id="20261122-abcdef", steps=1))
        raise KeyboardInterrupt

    monkeypatch.setattr(PreparoService, "run", interrupted)
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps({"goal": "g", "steps": _steps(1)}))
    assert main(["run", "--plan-file", str(plan_file), "--quiet"]) == 130
    assert "preparo resume 20261122-abcdef" in capsys.readouterr().err
