"""The first hour: an empty state with something to do, a connection indicator that
tells the truth, a banner that says why a run failed, and a window that fits small
and scaled screens."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QToolButton

from app.core.models import Plan, Step
from app.core.settings import Settings
from app.ui.main_window import MIDWEEK_GOALS, MainWindow, connection_state
from tests.ui.conftest import FakePlanner


async def until(condition: Callable[[], object], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


@pytest.mark.asyncio
async def test_first_start_offers_meetings_and_examples(window: MainWindow,
                                                        planner: FakePlanner) -> None:
    assert window.graph_stack.currentWidget() is window.empty_state
    assert window.empty_state.sunday.defaultAction() is window.sunday_action
    assert window.empty_state.midweek.defaultAction() is window.midweek_action
    example = window.empty_state.examples[0]
    assert example.text() == "Explain John 3:16"
    example.click()
    await until(lambda: window.controller.plan is not None)
    assert planner.calls[-1] == ("Explain John 3:16", "en", None)
    assert window.goal.currentText() == "Explain John 3:16"
    assert window.graph_stack.currentWidget() is window.graph


@pytest.mark.asyncio
async def test_prepare_midweek_plans_the_midweek_goal_in_the_content_language(
        window: MainWindow, planner: FakePlanner) -> None:
    window.language.setCurrentIndex(window.language.findData("es"))
    window.midweek_action.trigger()
    await until(lambda: window.controller.result is not None)
    assert planner.calls[-1] == (MIDWEEK_GOALS["es"], "es", None)


def test_connection_indicator_names_where_content_comes_from() -> None:
    assert connection_state("https://wol.jw.org", False, False) == "online"
    assert connection_state("https://wol.jw.org", True, False) == "offline"
    assert connection_state("http://127.0.0.1:8765", False, False) == "mirror"
    assert connection_state("http://localhost:8765", False, True) == "mirror"
    assert connection_state("https://wol.jw.org", False, True) == "unreachable"


@pytest.mark.asyncio
async def test_mode_label_says_local_mirror(window: MainWindow) -> None:
    # the fixture's service points at 127.0.0.1: never "online"
    assert window.mode.text() == "local mirror"
    assert "127.0.0.1" in window.mode.toolTip()


class FailingPlanner(FakePlanner):
    async def plan(self, goal: str, language: Any, congregation: str | None = None,
                   *, today: Any = None, language_chosen: bool = False) -> Plan:
        self.calls.append((goal, language, congregation))
        return Plan(goal=goal, language=language, planner="fake",
                    steps=[Step(id="a", agent="test.crash")])


@pytest.mark.asyncio
async def test_a_failed_run_shows_a_banner_with_its_reason(qtbot: Any) -> None:
    from app.service import PreparoService
    from tests.orchestrator import fake_agents

    service = PreparoService(Settings(wol_url="http://127.0.0.1:9",
                                      cdn_url="http://127.0.0.1:9/cdn", max_replans=0),
                             registry=fake_agents.registry(), planner=FailingPlanner(),
                             sources=None)
    window = MainWindow(service)
    qtbot.addWidget(window)
    window.show()
    try:
        window.goal.setCurrentText("Break it")
        window.run_action.trigger()
        await until(lambda: window.controller.result is not None)
        assert window.banner.isVisible()
        assert window.banner.text().startswith("The preparation failed.")
        assert window.banner.retry_button.isVisible()
        assert "test.crash" in window.banner.text()  # the step, in human words or id
    finally:
        window.controller.cancel()


@pytest.mark.asyncio
async def test_window_fits_small_and_scaled_screens(window: MainWindow) -> None:
    # 2x scaling on a 1600 px screen leaves 800 logical pixels
    assert window.minimumSizeHint().width() <= 800
    window.resize(1024, 700)
    await asyncio.sleep(0.05)
    assert window.width() <= 1024 and window.height() <= 700
    window.resize(760, 600)
    await asyncio.sleep(0.1)
    # every run action is still reachable: on a visible button or in the » menu
    for action in (window.plan_action, window.run_action, window.sunday_action,
                   window.midweek_action, window.cancel_action):
        button = window.run_bar.widgetForAction(action)
        assert isinstance(button, QToolButton)
        in_overflow = not button.isVisible()
        if in_overflow:
            extension = window.run_bar.findChild(QToolButton, "qt_toolbar_ext_button")
            assert extension is not None and extension.isVisible()


@pytest.mark.asyncio
async def test_a_link_no_program_can_open_is_not_blamed_on_the_policy(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QMessageBox

    from app.core.models import Citation, Finding

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: False))
    good = Finding(summary="John 3:16", kind="verse", step_id="a",
                   citation=Citation(url="https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3"))
    window.findings.set_findings([good])
    window.findings.open_item(window.findings.finding_items()[0])
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert "No program on this computer could open the link" in box.text()
    assert "only https links" not in box.text()


def test_the_engine_is_named_in_words() -> None:
    from app.ui.labels import engine_words

    assert engine_words("model") == "Checked on this computer by the checking model."
    fallback = engine_words("word-overlap (model file missing)")
    assert fallback.startswith("Checked by matching words") and "model file missing" in fallback
    assert engine_words("") == ""
