"""An explicit language choice wins over the language a goal is written in:
`preparo run "Prepare my Sunday meeting" --language es` plans (and so prepares) in
Spanish. Without a choice the goal's language still wins over the settings'."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from app.cli import core as cli_core
from app.cli import main
from app.core.settings import Settings
from app.orchestrator.planner.rules import RulesPlanner
from app.orchestrator.store import RunStore
from app.service import PreparoService
from tests.orchestrator.planner_specs import registry

DAY = dt.date(2026, 11, 25)


@pytest.mark.parametrize(("goal", "chosen"), [
    ("Prepare my Sunday meeting", "es"),
    ("Prepara mi reunión del domingo", "pt"),
    ("Prepare a minha reunião de domingo", "en"),
])
def test_a_chosen_language_wins_over_the_goals(goal: str, chosen: str) -> None:
    planner = RulesPlanner(registry())
    detected = planner.plan_sync(goal, chosen, today=DAY)  # type: ignore[arg-type]
    assert detected.language != chosen  # the goal's own language, as before
    kept = planner.plan_sync(goal, chosen, today=DAY, language_chosen=True)  # type: ignore[arg-type]
    assert kept.language == chosen
    assert [s.agent for s in kept.steps] == [s.agent for s in detected.steps]


@pytest.mark.asyncio
async def test_the_service_keeps_the_settings_language_a_choice_only_when_asked() -> None:
    service = PreparoService(Settings(language="es"))
    assert (await service.plan("Prepare my Sunday meeting", today=DAY)).language == "en"
    assert (await service.plan("Prepare my Sunday meeting", None, today=DAY,
                               language_chosen=True)).language == "en"  # nothing chosen
    assert (await service.plan("Prepare my Sunday meeting", "es", today=DAY,
                               language_chosen=True)).language == "es"


def test_the_cli_language_option_is_a_choice(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    service = PreparoService(Settings(language="en"), store=RunStore(tmp_path / "runs"))
    monkeypatch.setattr(cli_core, "_service", lambda: service)
    assert main(["plan", "Prepare my Sunday meeting", "--language", "es", "--json",
                 "--date", "2026-11-25"]) == 0
    assert json.loads(capsys.readouterr().out)["language"] == "es"
    assert main(["plan", "Prepara mi reunión del domingo", "--json",
                 "--date", "2026-11-25"]) == 0
    assert json.loads(capsys.readouterr().out)["language"] == "es"  # the goal's, as before
