"""One step from goal to sheet: Return plans and runs (reviewing the plan first is an
option, remembered), Esc closes the open pane, quitting mid-run asks, and Help lists
the keyboard shortcuts."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from app.ui.main_window import MainWindow
from app.ui.shortcuts_dialog import ShortcutsDialog
from app.ui.window_state import load_state
from tests.export.sample import run_result
from tests.ui.conftest import FakePlanner

pytestmark = pytest.mark.asyncio


async def until(condition: Callable[[], object], timeout: float = 8.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


async def test_return_in_the_goal_box_plans_and_runs(window: MainWindow, qtbot: Any,
                                                     planner: FakePlanner) -> None:
    window.goal.setCurrentText("Explain John 3:16")
    qtbot.keyClick(window.goal, Qt.Key.Key_Return)
    await until(lambda: window.controller.result is not None)
    assert planner.calls == [("Explain John 3:16", "en", None)]
    assert window.controller.result.status == "finished"  # type: ignore[union-attr]


async def test_reviewing_the_plan_first_is_an_option_and_remembered(
        window: MainWindow, qtbot: Any, service: Any) -> None:
    assert not window.review_action.isChecked()  # the default: one step
    window.review_action.setChecked(True)
    assert load_state().review_plan_first  # remembered at once
    window.goal.setCurrentText("Explain John 3:16")
    qtbot.keyClick(window.goal, Qt.Key.Key_Return)
    await until(lambda: window.controller.plan is not None)
    await asyncio.sleep(0.3)
    assert window.controller.result is None and not window.controller.running
    again = MainWindow(service)
    qtbot.addWidget(again)
    assert again.review_action.isChecked()  # the next session remembers it


async def test_esc_closes_the_scripture_pane_and_does_not_stop_anything(
        window: MainWindow, qtbot: Any) -> None:
    result = run_result()
    window.service.store.save(result)
    await window.controller.open_run(result.run_id)
    reading = window.reading
    await until(lambda: reading.complete)
    link = next(label for label in reading.body.findChildren(QLabel)
                if "scripture:" in label.text())
    link.linkActivated.emit(link.text().split('href="', 1)[1].split('"', 1)[0])
    assert reading.scripture_pane.isVisible() and reading.scripture_close.isVisible()
    window.escape_action.trigger()  # what Esc anywhere in the window does
    assert not reading.scripture_pane.isVisible()
    link.linkActivated.emit(link.text().split('href="', 1)[1].split('"', 1)[0])
    reading.scripture_close.click()  # and it has a close button now
    assert not reading.scripture_pane.isVisible()


async def test_quitting_in_the_middle_of_a_run_asks(window: MainWindow, qtbot: Any,
                                                    planner: FakePlanner) -> None:
    planner.sleep = 3.0
    QApplication.instance().setQuitOnLastWindowClosed(False)  # as run_app has it  # type: ignore[union-attr]
    window.goal.setCurrentText("A long one")
    qtbot.keyClick(window.goal, Qt.Key.Key_Return)
    await until(lambda: window.controller.running)
    window.quit_action.trigger()
    assert window.isVisible() and window.controller.running
    assert isinstance(window.confirm, QMessageBox)
    window.confirm.done(QMessageBox.StandardButton.No.value)  # keep preparing
    assert window.isVisible() and window.controller.running
    window.quit_action.trigger()
    assert window.confirm is not None
    window.confirm.done(QMessageBox.StandardButton.Yes.value)
    assert not window.isVisible()
    await until(lambda: not window.controller.running)


async def test_the_help_menu_lists_the_keyboard_shortcuts(window: MainWindow) -> None:
    assert window.shortcuts_action in window.help_menu.actions()
    window.shortcuts_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, ShortcutsDialog)
    rows = {dialog.tree.topLevelItem(i).text(0): dialog.tree.topLevelItem(i).text(1)  # type: ignore[union-attr]
            for i in range(dialog.tree.topLevelItemCount())}
    assert rows["Run"] == "Ctrl+R, F5"
    assert rows["My notebook"] == "Ctrl+Shift+N"
    assert any(keys == "Esc" for keys in rows.values())
    assert any("Highlight" in text and keys == "Ctrl+M" for text, keys in rows.items())
    assert any(keys == "Return" for keys in rows.values())
    dialog.reject()
