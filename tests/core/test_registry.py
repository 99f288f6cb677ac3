from __future__ import annotations

from importlib.metadata import EntryPoint
from typing import Any

import pytest

from app.agents import registry as registry_module
from app.agents.registry import Registry
from app.core.errors import UnknownAgentError
from tests.orchestrator.fake_agents import SPECS
from tests.orchestrator.fake_agents import registry as fake_registry


def test_unknown_agent_suggests_close_names() -> None:
    reg = fake_registry()
    with pytest.raises(UnknownAgentError) as info:
        reg.get("test.noopp")
    assert "test.noop" in info.value.suggestions
    assert "Did you mean: test.noop" in str(info.value)


def test_check_args_names_the_field() -> None:
    problems = fake_registry().check_args("test.sleep", {"seconds": -1})
    assert problems and problems[0].startswith("test.sleep: argument seconds:")


def test_plugins_load_and_broken_ones_are_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    good = EntryPoint("good", "tests.orchestrator.fake_agents:SPECS", "preparo.agents")
    broken = EntryPoint("broken", "no_such_module_xyz:SPEC", "preparo.agents")
    wrong = EntryPoint("wrong", "builtins:len", "preparo.agents")

    def fake_entry_points(group: str) -> list[Any]:
        assert group == "preparo.agents"
        return [good, broken, wrong]

    monkeypatch.setattr(registry_module, "entry_points", fake_entry_points)
    reg = Registry()
    reg.load_plugins()
    assert set(reg.names()) == {s.name for s in SPECS}
    assert any("broken" in p and "could not be loaded" in p for p in reg.problems)
    assert any("wrong" in p for p in reg.problems)


def test_duplicate_registration_keeps_first() -> None:
    reg = Registry([SPECS[0], SPECS[0]])
    assert len(reg) == 1
    assert "registered twice" in reg.problems[0]


def test_registry_problems_in_the_persons_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from app.core.settings import Settings, save_settings

    save_settings(Settings(language="en"))  # the session's language is given, not re-read
    broken = EntryPoint("broken", "no_such_module_xyz:SPEC", "preparo.agents")
    empty = EntryPoint("empty", "sys:path", "preparo.agents")  # a list, of no AgentSpec
    monkeypatch.setattr(registry_module, "entry_points", lambda group: [broken, empty])
    reg = Registry([SPECS[0], SPECS[0]], language="es")
    reg.load_plugins()
    assert reg.problems[0].startswith(f"el agente {SPECS[0].name!r} se registró dos veces")
    assert reg.problems[1].startswith("no se pudo cargar el complemento 'broken'")
    assert reg.problems[2] == "el complemento 'empty' no ofrece ningún AgentSpec"
    problems = fake_registry().check_args("test.sleep", {"seconds": -1}, "pt")
    assert problems and problems[0].startswith("test.sleep: argumento seconds:")
