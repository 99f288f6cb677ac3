"""Reading first: once a sheet is shown it takes most of the window; the plan and graph
fold into a slim strip and unfold on demand; the layout is remembered; the window
fits a 1366×768 laptop and a 1024×600 netbook."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest

from app.service import PreparoService
from app.ui.main_window import MainWindow
from app.ui.plan_strip import STRIP_WIDTH
from app.ui.window_state import load_state
from tests.export.sample import run_result

pytestmark = pytest.mark.asyncio


async def until(condition: Callable[[], object], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


async def _sheet(window: MainWindow) -> None:
    result = run_result()
    window.service.store.save(result)
    await window.controller.open_run(result.run_id)
    await until(lambda: window.reading.complete)
    await asyncio.sleep(0.05)


async def test_the_sheet_takes_the_window_and_the_plan_unfolds_on_demand(
        window: MainWindow, qtbot: Any, service: PreparoService) -> None:
    window.resize(1024, 600)
    assert window.plan_pane.isVisible()  # before any sheet: the meetings and examples
    await _sheet(window)
    assert not window.plan_pane.isVisible() and window.plan_strip.isVisible()
    assert window.plan_strip.width() == STRIP_WIDTH
    assert window.right_tabs.width() >= 0.9 * window.width()
    window.plan_view_action.trigger()  # unfold: the sheet still gets the larger part
    await asyncio.sleep(0.05)
    assert window.plan_pane.isVisible() and not window.plan_strip.isVisible()
    assert window.right_tabs.width() > window.plan_pane.width()
    window.centre_split.moveSplitter(500, 1)
    window.centre_split.splitterMoved.emit(500, 1)
    sizes = window.centre_split.sizes()
    window.escape_action.trigger()  # Esc folds the plan away again
    assert not window.plan_pane.isVisible()
    window.plan_view_action.trigger()
    await asyncio.sleep(0.05)
    again_sizes = window.centre_split.sizes()
    assert abs(again_sizes[0] / sum(again_sizes) - sizes[0] / sum(sizes)) < 0.03
    window.close()
    state = load_state()
    assert state.plan_open and state.centre_sizes == sizes and state.geometry

    again = MainWindow(service)  # the next session: the same layout
    qtbot.addWidget(again)
    again.show()
    await _sheet(again)
    assert again.plan_pane.isVisible()
    restored = again.centre_split.sizes()  # the same split (the frame may differ a little)
    assert abs(restored[0] / sum(restored) - sizes[0] / sum(sizes)) < 0.03


@pytest.mark.parametrize("size", [(1366, 728), (1024, 600)])
async def test_the_window_fits_a_laptop_and_a_netbook(window: MainWindow,
                                                      size: tuple[int, int]) -> None:
    await _sheet(window)
    hint = window.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1] - 40  # title bar
    window.resize(*size)
    await asyncio.sleep(0.05)
    assert window.width() <= size[0] and window.height() <= size[1]
    assert window.reading.scroller.viewport().height() >= 0.5 * window.height()
