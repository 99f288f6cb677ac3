"""The Qt-free parts of the UI: layout, plan edits (the link policy: tests/core/test_urls.py)."""

from __future__ import annotations

import pytest

from app.core.models import Plan, Step, new_step_id
from app.orchestrator.plan_edits import add_step, remove_step, set_args
from app.ui.graph_layout import crossings, layered_order, slots
from tests.ui.conftest import sample_plan


def _steps(edges: dict[str, list[str]]) -> list[Step]:
    return [Step(id=sid, agent="test.noop", depends_on=deps) for sid, deps in edges.items()]


def test_layers_follow_the_longest_path() -> None:
    order = layered_order(sample_plan("g").steps)
    assert order == [["a"], ["b", "c"], ["d"]]


def test_barycenter_removes_avoidable_crossings() -> None:
    # In plan order x2 sits above x1 although x1's parent is on top: one crossing.
    steps = _steps({"p1": [], "p2": [], "x2": ["p2"], "x1": ["p1"], "y": ["x1", "x2"]})
    naive = [["p1", "p2"], ["x2", "x1"], ["y"]]
    assert crossings(steps, naive) == 1
    assert crossings(steps, layered_order(steps)) == 0


def test_soft_edges_place_followups_before_their_waiters() -> None:
    steps = _steps({"a": [], "b": ["a"]})
    steps.append(Step(id="kid", agent="test.noop", depends_on=["a"]))
    steps[1].after.append("kid")
    placed = slots(steps)
    assert placed["a"].layer == 0 and placed["kid"].layer == 1 and placed["b"].layer == 2


def test_remove_step_drops_its_edges() -> None:
    plan = remove_step(sample_plan("g"), "c")
    assert plan.ids() == ["a", "b", "d"]
    assert plan.step("d").depends_on == ["b"]


def test_add_step_gets_a_fresh_id_and_known_dependencies() -> None:
    plan, sid = add_step(sample_plan("g"), "test.noop", {"label": "x"}, ["a", "ghost"])
    assert sid == "test.noop-1"
    assert plan.step(sid).depends_on == ["a"]
    assert new_step_id("test.noop", plan.ids()) == "test.noop-2"
    assert new_step_id("test.noop", plan.ids(), bare_first=True) == "test.noop"
    assert new_step_id("x" * 80, [], bare_first=True) == "x" * 58


def test_set_args_replaces_only_that_step() -> None:
    plan = set_args(sample_plan("g"), "b", {"seconds": 1.5})
    assert plan.step("b").args == {"seconds": 1.5}
    assert plan.step("a").args == {"label": "first"}
    assert isinstance(plan, Plan)


def test_qt_own_catalog_loads_for_every_language(qapp: object) -> None:
    """Qt ships qtbase_pt_BR, not qtbase_pt: Portuguese must still get Qt's catalog."""
    from PySide6.QtWidgets import QApplication

    from app.ui.i18n import UiLanguage

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ui_language = UiLanguage(app)
    try:
        for language in ("es", "pt"):
            assert ui_language.switch(language)
            assert len(ui_language._translators) == 2, language
        assert ui_language.switch("en")
    finally:
        ui_language.switch("en")


def test_first_start_follows_the_system_language_and_later_starts_keep_choices() -> None:
    from app.core.settings import Settings
    from app.ui.application import starting_languages

    settings, interface = starting_languages(Settings(), True, "pt")
    assert (settings.language, interface) == ("pt", "pt")
    chosen = Settings(language="en", ui_language="es")
    settings, interface = starting_languages(chosen, False, "pt")
    assert (settings.language, interface) == ("en", "es")
    settings, interface = starting_languages(Settings(language="es"), False, "pt")
    assert (settings.language, interface) == ("es", "pt")


@pytest.mark.parametrize("language", ["es", "pt"])
def test_every_ui_text_is_translated(language: str) -> None:
    """Every text the window shows has a translation in the catalog (run lupdate,
    scripts/translate_ui.py and lrelease after adding one: see docs/UI.md)."""
    import xml.etree.ElementTree as ET

    from app.core.paths import resources_dir

    folder = resources_dir() / "translations"
    tree = ET.parse(folder / f"preparo_{language}.ts")
    unfinished = [m.findtext("source") for m in tree.getroot().iter("message")
                  if (t := m.find("translation")) is not None and t.get("type") == "unfinished"]
    assert unfinished == []
    sources = {m.findtext("source") for m in tree.getroot().iter("message")}
    assert "Study sheet" in sources and "This week's meetings" in sources
