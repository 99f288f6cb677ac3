"""UI tests: a qasync loop for every async test, a fake planner and the fake agents."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import qasync
from PySide6.QtWidgets import QApplication

from app.core.models import Language, Plan, Step
from app.core.settings import Settings
from app.service import PreparoService
from app.ui.main_window import MainWindow
from tests.orchestrator import fake_agents


def pytest_asyncio_loop_factories(config: Any, item: Any) -> dict[str, Callable[[], Any]]:
    """Async UI tests run on a qasync loop, so @asyncSlot buttons really run."""
    return {"qasync": lambda: qasync.QEventLoop(QApplication.instance() or QApplication([]))}


def sample_plan(goal: str, language: Language = "en", congregation: str | None = None,
                sleep: float = 0.3) -> Plan:
    """a -> (b: sleeps, c: fans out two children) -> d."""
    return Plan(
        goal=goal,
        language=language,
        congregation=congregation,
        planner="fake",
        steps=[
            Step(id="a", agent="test.noop", args={"label": "first"}, rationale="start here"),
            Step(id="b", agent="test.sleep", args={"seconds": sleep}, depends_on=["a"]),
            Step(id="c", agent="test.fanout", args={"n": 2}, depends_on=["a"]),
            Step(id="d", agent="test.noop", depends_on=["b", "c"]),
        ],
    )


class FakePlanner:
    name = "fake"

    def __init__(self, sleep: float = 0.3) -> None:
        self.sleep = sleep
        self.calls: list[tuple[str, str, str | None]] = []

    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: dt.date | None = None, language_chosen: bool = False) -> Plan:
        self.calls.append((goal, language, congregation))
        return sample_plan(goal, language, congregation, self.sleep)

    def plan_sunday(self, language: Language, congregation: str | None = None,
                    *, today: dt.date | None = None, language_chosen: bool = False) -> Plan:
        self.calls.append(("<sunday>", language, congregation))
        return sample_plan("Prepare Sunday", language, congregation, self.sleep)


@pytest.fixture
def planner() -> FakePlanner:
    return FakePlanner()


@pytest.fixture
def service(planner: FakePlanner) -> PreparoService:
    settings = Settings(wol_url="http://127.0.0.1:9", cdn_url="http://127.0.0.1:9/cdn")
    return PreparoService(settings, registry=fake_agents.registry(), planner=planner,
                          sources=None)


@pytest.fixture
def window(qtbot: Any, service: PreparoService) -> Iterator[MainWindow]:
    win = MainWindow(service)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.cancel()


@pytest.fixture(autouse=True)
def collect_garbage_between_tests() -> Iterator[None]:
    """Collect garbage at a safe point, before and after each UI test.

    Left to chance, the collector can run while Qt is dispatching events and free a
    wrapper whose widget or loop an earlier test already tore down, which crashed
    the process depending on what other tests ran before."""
    import gc

    gc.collect()
    yield
    gc.collect()
