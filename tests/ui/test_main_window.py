"""The main flows, driven like a person would: type, preview, edit, run, click, cancel, reopen."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QDoubleSpinBox, QMessageBox

from app.core.models import StepStatus
from app.core.settings import load_settings
from app.ui.findings import COL_SOURCE
from app.ui.graph import NODE_H, NODE_W
from app.ui.main_window import MainWindow
from app.ui.step_dialogs import AddStepDialog, ArgsDialog
from tests.ui.conftest import FakePlanner

pytestmark = pytest.mark.asyncio


async def until(condition: Callable[[], object], timeout: float = 5.0) -> None:
    """Wait on the qasync loop (qtbot.waitUntil would nest the loop inside a task)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


async def _plan(window: MainWindow, qtbot: Any, goal: str = "Explain John 3:16") -> None:
    window.review_action.setChecked(True)  # Return only plans: the preview to edit
    qtbot.keyClicks(window.goal.lineEdit(), goal)
    qtbot.keyClick(window.goal.lineEdit(), Qt.Key.Key_Return)
    await until(lambda: window.controller.plan is not None)


def _click_node(window: MainWindow, qtbot: Any, step_id: str) -> None:
    node = window.scene.nodes[step_id]
    centre = node.pos() + QPointF(NODE_W / 2, NODE_H / 2)
    window.graph.centerOn(centre)
    qtbot.mouseClick(window.graph.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.graph.mapFromScene(centre))


async def test_goal_enter_shows_an_editable_preview(window: MainWindow, qtbot: Any,
                                                    planner: FakePlanner) -> None:
    await _plan(window, qtbot)
    assert planner.calls == [("Explain John 3:16", "en", None)]
    assert set(window.scene.nodes) == {"a", "b", "c", "d"}
    assert all(n.status == StepStatus.PENDING for n in window.scene.nodes.values())
    assert window.run_action.isEnabled() and not window.cancel_action.isEnabled()
    # the settings file is written off the UI thread: soon, not at once
    await until(lambda: load_settings().goal_history == ["Explain John 3:16"], 3)
    assert "4" in window.status.text()


async def test_edit_remove_and_add_steps_before_running(window: MainWindow,
                                                        qtbot: Any) -> None:
    await _plan(window, qtbot)
    panel = window.plan_panel
    # edit b's args through the form built from the agent's schema
    panel.select("b")
    qtbot.mouseClick(panel.edit_button, Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert isinstance(dialog, ArgsDialog)
    seconds = dialog.form.editor_widget("seconds")
    assert isinstance(seconds, QDoubleSpinBox)
    seconds.setValue(0.05)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert window.controller.plan.step("b").args["seconds"] == pytest.approx(0.05)
    # a value the agent refuses keeps the dialog open with the reason
    panel.select("b")
    qtbot.mouseClick(panel.edit_button, Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert isinstance(dialog, ArgsDialog)
    dialog.form.editor_widget("seconds").setRange(-5, 500)
    dialog.form.editor_widget("seconds").setValue(120)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and "seconds" in dialog.error.text()
    dialog.reject()
    # remove c: d no longer waits for it
    panel.select("c")
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert "c" not in window.scene.nodes
    assert window.controller.plan.step("d").depends_on == ["b"]
    # add a step from the registry after a
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert isinstance(dialog, AddStepDialog)
    dialog.set_agent("test.noop")
    dialog.form.editor_widget("label").setText("added")
    dialog.depends.item(0).setCheckState(Qt.CheckState.Checked)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    added = window.controller.plan.step("test.noop-1")
    assert added.args == {"label": "added"} and added.depends_on == ["a"]
    assert "test.noop-1" in window.scene.nodes
    assert panel.current_id() == "test.noop-1"


async def test_run_colours_nodes_live_then_click_node_and_citation(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toString()) or True))
    await _plan(window, qtbot)
    seen: dict[str, list[StepStatus]] = {}
    window.bridge.stepStatus.connect(
        lambda sid, _st, _p: seen.setdefault(sid, []).append(window.scene.status_of(sid)))
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.scene.status_of("b") == StepStatus.RUNNING, 3)
    assert window.scene.pulsing
    assert window.cancel_action.isEnabled() and not window.run_action.isEnabled()
    await until(lambda: "test.fanout-1" not in window.scene.nodes
                    and "test.noop-1" in window.scene.nodes, 3)
    await until(lambda: window.controller.result is not None, 5)
    assert seen["b"] == [StepStatus.RUNNING, StepStatus.DONE]
    assert {n.status for n in window.scene.nodes.values()} == {StepStatus.DONE}
    assert len(window.scene.nodes) == 6  # two follow-ups were added live
    assert window.progress.value() == window.progress.maximum() == 6
    assert not window.scene.pulsing
    assert len(window.findings.findings) == 4

    _click_node(window, qtbot, "a")
    assert window.findings.step_filter == "a"
    assert [f.step_id for f in window.findings.visible_findings()] == ["a"]
    details = window.details.toPlainText()
    # people read what the step did; ids and raw arguments wait behind the Advanced view
    assert "ms" in details and "noop a" in details and '"label"' not in details
    window.advanced_action.trigger()
    details = window.details.toPlainText()
    assert '"label": "first"' in details and "a  ·  test.noop" in details
    window.advanced_action.trigger()

    item = window.findings.finding_items()[0]
    tree = window.findings.tree
    rect = tree.visualItemRect(item)
    x = tree.header().sectionPosition(COL_SOURCE) + 8
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center().__class__(x, rect.center().y()))
    assert opened == ["https://wol.jw.org/en/wol/d/r1/lp-e/a"]


async def test_cancel_and_reopen_then_resume_from_history(
        window: MainWindow, qtbot: Any, planner: FakePlanner) -> None:
    planner.sleep = 30
    await _plan(window, qtbot)
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.scene.status_of("b") == StepStatus.RUNNING, 3)
    qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    await until(lambda: not window.controller.running, 3)
    result = window.controller.result
    assert result is not None and result.status == "cancelled"
    # the step that was running shows as cancelled, not as never started
    assert window.scene.status_of("b") == StepStatus.CANCELLED
    assert window.scene.status_of("a") == StepStatus.DONE
    run_id = result.run_id

    window.controller.set_plan(None)
    window.history_action.trigger()
    await until(lambda: window.dialog is not None, 3)  # the runs are read off the loop
    history = window.dialog
    assert history is not None and history.tree.topLevelItemCount() == 1
    assert history.resume_button.isEnabled()
    qtbot.mouseClick(history.open_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.controller.result is not None, 3)
    assert window.controller.result.run_id == run_id
    assert window.scene.status_of("a") == StepStatus.DONE
    assert window.goal.currentText() == "Explain John 3:16"

    # resume with a short sleep: only what did not finish runs again
    stored = window.service.store.load(run_id)
    stored.plan.step("b").args["seconds"] = 0.05
    window.service.store.save(stored)
    window.history_action.trigger()
    await until(lambda: window.dialog is not None, 3)
    qtbot.mouseClick(window.dialog.resume_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.controller.result is not None
                    and window.controller.result.status == "finished", 5)
    assert window.controller.result.run_id == run_id
    assert {n.status for n in window.scene.nodes.values()} == {StepStatus.DONE}


async def test_skip_a_running_step(window: MainWindow, qtbot: Any,
                                   planner: FakePlanner) -> None:
    planner.sleep = 30
    await _plan(window, qtbot)
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.scene.status_of("b") == StepStatus.RUNNING, 3)
    window.plan_panel.select("b")
    assert window.plan_panel.skip_button.isEnabled()
    qtbot.mouseClick(window.plan_panel.skip_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.controller.result is not None, 5)
    assert window.scene.status_of("b") == StepStatus.SKIPPED
    assert window.scene.status_of("d") == StepStatus.DONE


def open_talk_dialog() -> Any:
    from PySide6.QtWidgets import QApplication

    from app.ui.talk_dialog import TalkDialog

    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, TalkDialog) and w.isVisible()), None)


async def test_prepare_sunday_plans_and_runs_in_one_click(
        window: MainWindow, qtbot: Any, planner: FakePlanner,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from app.service.talks import save_talk, week_talk
    from app.ui import talk_dialog

    writers: list[threading.Thread] = []

    def save(*args: Any) -> None:
        writers.append(threading.current_thread())
        save_talk(*args)

    monkeypatch.setattr(talk_dialog, "save_talk", save)
    planner.sleep = 0.01
    # the schedule has no talk this week: asked once, the answer remembered
    qtbot.mouseClick(window.sunday_button, Qt.MouseButton.LeftButton)
    await until(lambda: open_talk_dialog() is not None, 5)
    dialog = open_talk_dialog()
    dialog.talk.setText("12")
    dialog.speaker.setText("A. Brother")
    dialog.accept()
    await until(lambda: window.controller.result is not None, 5)
    # remembered in a congregation made for it (the person had none), which plans it
    assert planner.calls == [("<sunday>", "en", "My congregation")]
    assert window.controller.result.status == "finished"
    entry = week_talk(window.controller.service, None)
    assert entry is not None and (entry.number, entry.speaker) == (12, "A. Brother")
    saved = load_settings().congregation(None)
    assert saved is not None and saved.talk_for_week(entry.week) == entry
    # the settings file is written off the UI thread
    assert writers and threading.main_thread() not in writers
    # the congregation picker lists the congregation the answer made, chosen
    assert window.current_congregation == "My congregation"
    picker = window.goal_bar.congregation
    assert [picker.itemText(i) for i in range(picker.count())] == ["", "My congregation"]
    # not asked again that week: the second click plans at once
    first = window.controller.result
    qtbot.mouseClick(window.sunday_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.controller.result not in (None, first)
                and not window.controller.running, 5)  # the second run, ended
    assert open_talk_dialog() is None and len(planner.calls) == 2


async def test_refused_link_is_reported(window: MainWindow, qtbot: Any,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from app.core.models import Citation, Finding

    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toString()) or True))
    window.findings.set_findings([Finding(summary="x", step_id="a", citation=Citation(
        url="javascript:alert(1)", title="bad"))])
    window.findings.open_item(window.findings.finding_items()[0])
    assert opened == []
    assert isinstance(window.dialog, QMessageBox)
    assert "javascript:alert(1)" in window.dialog.text()
    assert "not opened" in window.status.text()


async def test_planner_error_is_shown_not_raised(window: MainWindow, qtbot: Any,
                                                 planner: FakePlanner,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from app.core.errors import PlanError

    async def broken(*_a: Any, **_k: Any) -> None:
        raise PlanError(["unknown agent 'nope'"])

    monkeypatch.setattr(planner, "plan", broken)
    window.goal.setCurrentText("anything")
    await window.plan_goal()
    assert "unknown agent" in window.status.text()
    assert window.controller.plan is None


async def test_congregation_editor_saves_settings(window: MainWindow, qtbot: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from app.ui import controller

    writers: list[threading.Thread] = []
    real = controller.save_preferences

    def save(settings: Any) -> None:
        writers.append(threading.current_thread())
        real(settings)

    monkeypatch.setattr(controller, "save_preferences", save)
    window.congregations_action.trigger()
    dialog = window.dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.name.setText("Centro")
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    dialog.weekend_day.setCurrentIndex(dialog.weekend_day.findData("sat"))
    qtbot.mouseClick(dialog.add_talk, Qt.MouseButton.LeftButton)
    dialog.talks.item(0, 1).setText("12")
    dialog.talks.item(0, 2).setText("¿Quién es Dios?")
    dialog.accept()
    await until(lambda: load_settings().current_congregation == "Centro", 3)
    saved = load_settings()
    centro = saved.congregation("Centro")
    assert centro is not None and centro.language == "es" and centro.weekend_day == "sat"
    assert centro.talks[0].number == 12 and centro.talks[0].title == "¿Quién es Dios?"
    assert window.current_congregation == "Centro"
    assert writers and threading.main_thread() not in writers  # the file, off the UI thread


async def test_settings_keep_env_overrides_out_of_the_file(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch,
        isolated_home: Any) -> None:
    monkeypatch.setenv("PREPARO_WOL_URL", "http://127.0.0.1:1234")
    window.settings_action.trigger()
    dialog = window.dialog
    assert dialog is not None
    dialog.offline.setChecked(True)
    dialog.nli_dir.setText("/models/nli")
    dialog.accept()
    settings_file = isolated_home / "config" / "settings.json"
    await until(settings_file.exists)
    stored = json.loads((isolated_home / "config" / "settings.json").read_text())
    assert stored["nli_model_dir"] == "/models/nli"
    assert stored["offline"] is True
    assert stored["wol_url"] == "https://wol.jw.org"
    assert window.mode.text() == "offline"


async def test_api_key_without_keyring_says_what_to_do(window: MainWindow, qtbot: Any,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    import keyring
    from keyring.backends.fail import Keyring as FailKeyring

    from app.ui import settings_dialog

    asked: list[threading.Thread] = []
    for name in ("lookup_api_key", "set_api_key"):
        real = getattr(settings_dialog, name)

        def spy(*args: Any, _real: Any = real) -> Any:
            asked.append(threading.current_thread())
            return _real(*args)

        monkeypatch.setattr(settings_dialog, name, spy)
    monkeypatch.setattr(keyring, "get_keyring", lambda: FailKeyring())
    keyring.set_keyring(FailKeyring())
    window.settings_action.trigger()
    dialog = window.dialog
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai"))
    await until(lambda: "PREPARO_LLM_API_KEY" in dialog.key_status.text(), 3)
    dialog.api_key.setText("sk-test-1234")
    dialog.accept()
    await until(lambda: "PREPARO_LLM_API_KEY" in dialog.error.text(), 3)
    assert dialog.isVisible()
    assert len(asked) >= 2 and threading.main_thread() not in asked  # the keyring, off the loop
    assert "sk-test" not in (window.service.settings.model_dump_json())


async def test_about_has_the_non_affiliation_line(window: MainWindow) -> None:
    window.about_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert ("Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and "
            "Tract Society or Jehovah's Witnesses.") in box.informativeText()


async def test_keyboard_reaches_the_main_controls(window: MainWindow, qtbot: Any) -> None:
    shortcuts = {a.objectName(): a.shortcut().toString() for a in window.actions()}
    assert shortcuts["planAction"] == "Ctrl+Return"
    assert shortcuts["runAction"] == "Ctrl+R"
    assert shortcuts["sundayAction"] == "Ctrl+Shift+S"
    window.activateWindow()
    window.goal.setFocus()
    order = [window.goal]
    widget = window.goal
    for _ in range(7):
        widget = widget.nextInFocusChain()
        while widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisible():
            widget = widget.nextInFocusChain()
        order.append(widget)
    assert window.language in order and window.plan_button in order
    assert window.sunday_button in order


async def test_interface_language_switches_the_ui_and_content_language_is_separate(
        qtbot: Any, qapp: Any, service: Any) -> None:
    from app.ui.i18n import UiLanguage

    ui_language = UiLanguage(qapp)
    assert ui_language.switch("en")
    window = MainWindow(service, ui_language)
    qtbot.addWidget(window)
    window.show()
    try:
        # the content language picker changes what is fetched, not the window's words
        window.language.setCurrentIndex(window.language.findData("pt"))
        await asyncio.sleep(0.1)
        assert window.plan_action.text() == "&Plan"
        assert load_settings().language == "pt"
        assert load_settings().ui_language is None

        spanish = window.findChild(QAction, "uiLanguage_es")
        assert spanish is not None
        spanish.trigger()
        await until(lambda: window.plan_action.text() == "&Planificar", 2)
        assert window.sunday_action.text() == "Preparar el &domingo"
        assert window.findings.show_all.text() == "Mostrar todo"
        assert window.plan_panel.skip_button.text() == "&Omitir paso"
        assert load_settings().ui_language == "es"
        assert load_settings().language == "pt" and window.current_language == "pt"
        portuguese = window.findChild(QAction, "uiLanguage_pt")
        assert portuguese is not None
        portuguese.trigger()
        await until(lambda: window.plan_action.text() == "&Planejar", 2)
        assert window.lower_tabs.tabText(1) == "Detalhes do passo"
        assert portuguese.isChecked() and not spanish.isChecked()
    finally:
        ui_language.switch("en")
        await until(lambda: window.plan_action.text() == "&Plan", 2)


async def test_export_never_overwrites_without_asking(window: MainWindow, qtbot: Any,
                                                      tmp_path: Any) -> None:
    from app.ui.export_dialog import ExportDialog

    await _plan(window, qtbot)
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.controller.result is not None)
    assert window.export_action.isEnabled()
    window.export_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, ExportDialog)
    target = tmp_path / "sheet.md"
    dialog.path.setText(str(target))
    dialog.style_box.setCurrentIndex(dialog.style_box.findData("footnote"))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    await until(lambda: dialog.written is not None)
    first = target.read_text("utf-8")
    assert "Explain John 3:16" in first and "noop" in first

    target.write_text("mine", "utf-8")
    window.export_action.trigger()
    dialog = window.dialog
    dialog.path.setText(str(target))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    await until(lambda: dialog.confirm is not None, 3)  # the file is checked off the loop
    dialog.confirm.done(QMessageBox.StandardButton.No.value)
    await asyncio.sleep(0.2)
    assert target.read_text("utf-8") == "mine"
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    await until(lambda: dialog.confirm is not None, 3)
    dialog.confirm.done(QMessageBox.StandardButton.Yes.value)
    await until(lambda: dialog.written is not None)
    assert dialog.written == target and target.read_text("utf-8") != "mine"


async def test_help_show_log_opens_the_log_file(window: MainWindow, qtbot: Any,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    import logging

    from app.core.logs import log_path, setup_logging

    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toLocalFile()) or True))
    assert window.show_log_action in window.help_menu.actions()
    path = log_path()
    if not path.exists():
        window.show_log_action.trigger()
        assert opened == [] and isinstance(window.dialog, QMessageBox)
        assert str(path) in window.dialog.text()
    setup_logging()
    logging.getLogger("preparo.test").error("something to read")
    for handler in logging.getLogger().handlers:
        handler.flush()
    window.show_log_action.trigger()
    assert opened and opened[-1].endswith("preparo.log")
