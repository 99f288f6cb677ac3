"""The Qt-free parts of the UI: layout, link policy, plan edits."""

from __future__ import annotations

import pytest

from app.core.models import Plan, Step, new_step_id
from app.orchestrator.plan_edits import add_step, remove_step, set_args
from app.ui.graph_layout import crossings, layered_order, slots
from app.ui.links import citation_allowed
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


@pytest.mark.parametrize("url, allowed", [
    ("https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3", True),
    ("https://www.jw.org/en/library/", True),
    ("https://jw.org/", True),
    ("https://WOL.JW.ORG/es/wol/d/r4/lp-s/1", True),
    ("https://wol.jw.org:443/en", True),
    ("jwlibrary:///finder?bible=43003016", True),
    ("http://wol.jw.org/en", False),
    ("https://wol.jw.org.evil.example/en", False),
    ("https://evil.example/?u=https://wol.jw.org", False),
    ("https://notjw.org/", False),
    ("https://wol.jw.org@evil.example/", False),
    ("https://user@wol.jw.org/", False),
    ("https://wol.jw.org:8443/", False),
    ("javascript:alert(1)", False),
    ("file:///etc/passwd", False),
    ("data:text/html,<b>x</b>", False),
    ("https://wol.jw.org/en wol", False),
    ("https://wol.jw.org\\@evil.example", False),
    ("http://127.0.0.1:8000/en/wol/b", False),
    ("", False),
])
def test_citation_policy(url: str, allowed: bool) -> None:
    assert citation_allowed(url) is allowed


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


def test_links_from_a_mirror_map_to_the_public_site() -> None:
    from app.ui.links import canonical_url

    bases = {"http://127.0.0.1:8123": "https://wol.jw.org"}
    assert canonical_url("http://127.0.0.1:8123/en/wol/b/r1/lp-e/nwtsty/43/3#v=1", bases) == \
        "https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3#v=1"
    assert canonical_url("http://127.0.0.1:81234/x", bases) == "http://127.0.0.1:81234/x"
    assert canonical_url("https://evil.example/", bases) == "https://evil.example/"


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
