"""The main window: goal bar, plan graph, plan list and step details, findings, status."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot

import app as app_package
from app.core.models import LANGUAGES, Language, Plan, RunResult, Step, StepStatus
from app.core.settings import DEFAULT_WOL_URL, Settings
from app.service import PreparoService
from app.ui.congregation_dialog import CongregationDialog
from app.ui.controller import RunController
from app.ui.details import StepDetails
from app.ui.findings import FindingsPanel
from app.ui.graph import PlanGraphView, PlanScene
from app.ui.history_dialog import HistoryDialog
from app.ui.i18n import UiLanguage
from app.ui.labels import LANGUAGE_NAMES, run_status_label, run_verdict_label, status_label
from app.ui.plan_panel import PlanPanel
from app.ui.prefs import save_preferences
from app.ui.resources import app_icon
from app.ui.settings_dialog import SettingsDialog
from app.ui.step_dialogs import AddStepDialog, ArgsDialog

log = logging.getLogger(__name__)

GOAL_HISTORY = 30


class GoalBox(QComboBox):
    """The goal: editable, with history; Return submits it once."""

    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The line edit ignores Return after emitting returnPressed; QComboBox would
        # hand the same event back to it (a second returnPressed). Take it here.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                event.modifiers() == Qt.KeyboardModifier.NoModifier and not self.view().isVisible():
            self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class MainWindow(QMainWindow):
    closed = Signal()

    def __init__(self, service: PreparoService, ui_language: UiLanguage | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.ui_language = ui_language
        self.controller = RunController(service, self)
        self.bridge = self.controller.bridge
        self.dialog: QDialog | None = None  # the dialog open now (non-blocking)
        self._total = 0
        self._ended: set[str] = set()
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())

        self._build_actions()
        self._build_goal_bar()
        self._build_centre()
        self._build_status_bar()
        self._build_menus()
        self._wire()
        self._fill_congregations()
        self._set_link_bases()
        self.retranslate()
        self._set_running(False)
        self.resize(1280, 800)
        self.goal.setFocus()

    # -- building ------------------------------------------------------------------
    def _action(self, name: str,
                shortcuts: list[QKeySequence | QKeySequence.StandardKey | str],
                icon: QStyle.StandardPixmap | None = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        sp = QStyle.StandardPixmap
        self.plan_action = self._action("planAction", ["Ctrl+Return", "Ctrl+Enter"],
                                        sp.SP_FileDialogDetailedView)
        self.run_action = self._action("runAction", ["Ctrl+R", "F5"], sp.SP_MediaPlay)
        self.sunday_action = self._action("sundayAction", ["Ctrl+Shift+S"],
                                          sp.SP_DialogApplyButton)
        self.cancel_action = self._action("cancelAction", ["Ctrl+.", "Escape"],
                                          sp.SP_BrowserStop)
        self.history_action = self._action("historyAction", ["Ctrl+H"])
        self.export_action = self._action("exportAction", ["Ctrl+E"])
        self.settings_action = self._action("settingsAction",
                                            [QKeySequence.StandardKey.Preferences, "Ctrl+,"])
        self.quit_action = self._action("quitAction", [QKeySequence.StandardKey.Quit])
        self.zoom_in_action = self._action("zoomInAction", [QKeySequence.StandardKey.ZoomIn])
        self.zoom_out_action = self._action("zoomOutAction",
                                            [QKeySequence.StandardKey.ZoomOut])
        self.fit_action = self._action("fitAction", ["Ctrl+0"])
        self.focus_goal_action = self._action("focusGoalAction", ["Ctrl+L"])
        self.about_action = self._action("aboutAction", [QKeySequence.StandardKey.HelpContents])
        self.congregations_action = self._action("congregationsAction", ["Ctrl+Shift+C"])

    def _tool_button(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.setAutoRaise(False)
        return button

    def _build_goal_bar(self) -> None:
        self.goal = GoalBox()
        self.goal.setObjectName("goalBox")
        self.goal.setEditable(True)
        self.goal.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.goal.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.goal.setMinimumContentsLength(28)
        self.goal.addItems(self.service.settings.goal_history)
        self.goal.setCurrentText("")
        self.goal.submitted.connect(self.plan_action.trigger)
        line = self.goal.lineEdit()
        if line is not None:
            line.setClearButtonEnabled(True)
        self.language = QComboBox()
        self.language.setObjectName("languagePicker")
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(self.language.findData(self.service.settings.language))
        self.congregation = QComboBox()
        self.congregation.setObjectName("congregationPicker")
        self.congregation.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.congregation_button = self._tool_button(self.congregations_action)
        self.congregation_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.plan_button = self._tool_button(self.plan_action)
        self.run_button = self._tool_button(self.run_action)
        self.sunday_button = self._tool_button(self.sunday_action)
        self.cancel_button = self._tool_button(self.cancel_action)
        self.goal_label = QLabel()
        self.goal_label.setBuddy(self.goal)
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.congregation_label = QLabel()
        self.congregation_label.setBuddy(self.congregation)

        bar = QWidget()
        bar.setObjectName("goalBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.goal_label)
        row.addWidget(self.goal, 1)
        row.addWidget(self.language_label)
        row.addWidget(self.language)
        row.addWidget(self.congregation_label)
        row.addWidget(self.congregation)
        row.addWidget(self.congregation_button)
        row.addSpacing(8)
        for button in (self.plan_button, self.run_button, self.sunday_button,
                       self.cancel_button):
            row.addWidget(button)
        self._goal_bar = bar
        for first, second in [(self.goal, self.language), (self.language, self.congregation),
                              (self.congregation, self.congregation_button),
                              (self.congregation_button, self.plan_button),
                              (self.plan_button, self.run_button),
                              (self.run_button, self.sunday_button),
                              (self.sunday_button, self.cancel_button)]:
            QWidget.setTabOrder(first, second)

    def _build_centre(self) -> None:
        self.scene = PlanScene(self)
        self.graph = PlanGraphView(self.scene)
        self.graph.setObjectName("planGraph")
        self.plan_panel = PlanPanel()
        self.details = StepDetails()
        self.lower_tabs = QTabWidget()
        self.lower_tabs.setObjectName("lowerTabs")
        self.lower_tabs.addTab(self.plan_panel, "")
        self.lower_tabs.addTab(self.details, "")
        self.findings = FindingsPanel()
        self.findings.setObjectName("findingsPanel")
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.graph)
        left.addWidget(self.lower_tabs)
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 2)
        left.setSizes([440, 300])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.findings)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([720, 560])
        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._goal_bar)
        layout.addWidget(split, 1)
        self.setCentralWidget(centre)
        QWidget.setTabOrder(self.cancel_button, self.graph)
        QWidget.setTabOrder(self.graph, self.lower_tabs)
        QWidget.setTabOrder(self.lower_tabs, self.findings)

    def _build_status_bar(self) -> None:
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setMaximumWidth(260)
        self.progress.setTextVisible(True)
        self.progress.setFormat("%v/%m")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel()
        self.status.setObjectName("statusLine")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.mode = QLabel()
        self.mode.setObjectName("modeLabel")
        bar = self.statusBar()
        bar.addWidget(self.progress)
        bar.addWidget(self.status, 1)
        bar.addPermanentWidget(self.mode)

    def _build_menus(self) -> None:
        menu = self.menuBar()
        self.file_menu = menu.addMenu("")
        self.file_menu.addActions([self.history_action, self.export_action])
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.congregations_action, self.settings_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.run_menu = menu.addMenu("")
        self.run_menu.addActions([self.focus_goal_action, self.plan_action, self.run_action,
                                  self.sunday_action, self.cancel_action])
        self.view_menu = menu.addMenu("")
        self.view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action])
        self.help_menu = menu.addMenu("")
        self.help_menu.addAction(self.about_action)

    def _wire(self) -> None:
        self.plan_action.triggered.connect(self.plan_goal)
        self.run_action.triggered.connect(self.run_plan)
        self.sunday_action.triggered.connect(self.prepare_sunday)
        self.cancel_action.triggered.connect(self.cancel_run)
        self.history_action.triggered.connect(self.show_history)
        self.export_action.triggered.connect(self.show_export)
        self.settings_action.triggered.connect(self.show_settings)
        self.congregations_action.triggered.connect(self.edit_congregations)
        self.about_action.triggered.connect(self.show_about)
        self.quit_action.triggered.connect(self.close)
        self.zoom_in_action.triggered.connect(self.graph.zoom_in)
        self.zoom_out_action.triggered.connect(self.graph.zoom_out)
        self.fit_action.triggered.connect(self.graph.fit)
        self.focus_goal_action.triggered.connect(self._focus_goal)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.congregation.currentIndexChanged.connect(self._congregation_changed)

        c = self.controller
        c.planChanged.connect(self._show_plan)
        c.runningChanged.connect(self._set_running)
        c.resultChanged.connect(self._show_result)
        c.findingsAdded.connect(lambda _sid, found: self.findings.add_findings(found))
        c.failed.connect(self.show_error)
        b = self.bridge
        b.runStarted.connect(self._on_run_started)
        b.planReady.connect(lambda _rid, steps: self._show_steps(steps))
        b.stepQueued.connect(self._on_step_queued)
        b.stepStatus.connect(self._on_step_status)
        b.stepProgress.connect(self._on_step_progress)
        b.guardTripped.connect(lambda sid, msg: self.set_status(f"{sid}: {msg}"))
        b.replanned.connect(self._on_replan)
        b.runEnded.connect(self._on_run_ended)
        self.scene.stepClicked.connect(self.show_step)
        self.plan_panel.stepSelected.connect(self.scene.select_step)
        self.plan_panel.removeRequested.connect(self.controller.remove_step)
        self.plan_panel.editRequested.connect(self.edit_step_args)
        self.plan_panel.addRequested.connect(self.add_step)
        self.plan_panel.skipRequested.connect(self.skip_step)
        self.findings.linkRefused.connect(self._link_refused)
        self.findings.linkOpened.connect(
            lambda url: self.set_status(self.tr("Opened %1").replace("%1", url)))
        self.findings.filterCleared.connect(self.scene.clearSelection)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._scheme_changed)

    # -- goal, language, congregation -------------------------------------------------------
    @property
    def current_language(self) -> Language:
        code = self.language.currentData()
        return code if code in LANGUAGES else "en"

    @property
    def current_congregation(self) -> str | None:
        name = self.congregation.currentData()
        return str(name) if name else None

    def _focus_goal(self) -> None:
        self.goal.setFocus()
        line = self.goal.lineEdit()
        if line is not None:
            line.selectAll()

    def _remember_goal(self, goal: str) -> None:
        history = [goal, *(g for g in self.service.settings.goal_history if g != goal)]
        self._update_settings(goal_history=history[:GOAL_HISTORY])
        self.goal.blockSignals(True)
        self.goal.clear()
        self.goal.addItems(self.service.settings.goal_history)
        self.goal.setCurrentText(goal)
        self.goal.blockSignals(False)

    def _language_changed(self) -> None:
        language = self.current_language
        self._update_settings(language=language)
        if self.ui_language is not None:
            self.ui_language.switch(language)

    def _fill_congregations(self) -> None:
        settings = self.service.settings
        self.congregation.blockSignals(True)
        self.congregation.clear()
        self.congregation.addItem("", "")
        for c in settings.congregations:
            self.congregation.addItem(c.name, c.name)
        index = self.congregation.findData(settings.current_congregation)
        self.congregation.setCurrentIndex(max(0, index))
        self.congregation.blockSignals(False)

    def _congregation_changed(self) -> None:
        self._update_settings(current_congregation=self.current_congregation or "")

    def _update_settings(self, **changes: Any) -> None:
        self.service.settings = self.service.settings.model_copy(update=changes)
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            save_preferences(self.service.settings)
        except OSError as exc:
            self.show_error(self.tr("Settings could not be saved: %1").replace("%1", str(exc)))

    # -- plan, run, cancel ----------------------------------------------------------------
    @asyncSlot()
    async def plan_goal(self) -> None:
        goal = self.goal.currentText().strip()
        if not goal:
            self.set_status(self.tr("Type a goal first, for example “Explain John 3:16”."))
            self.goal.setFocus()
            return
        if self.controller.running:
            return
        self._remember_goal(goal)
        self.set_status(self.tr("Planning…"))
        plan = await self.controller.make_plan(goal, self.current_language,
                                               self.current_congregation)
        if plan is not None:
            status = self.tr("Plan ready: %1 steps. Review or edit it, then Run.").replace(
                "%1", str(len(plan.steps)))
            if plan.usage:
                tokens_in = sum(int(u.get("tokens_in", 0)) for u in plan.usage)
                tokens_out = sum(int(u.get("tokens_out", 0)) for u in plan.usage)
                ms = sum(float(u.get("latency_ms", 0.0)) for u in plan.usage)
                status += " " + self.tr("LLM: %1 tokens in, %2 out, %3 s.").replace(
                    "%1", str(tokens_in)).replace("%2", str(tokens_out)).replace(
                    "%3", f"{ms / 1000:.1f}")
            self.set_status(status)

    @asyncSlot()
    async def run_plan(self) -> None:
        if self.controller.plan is None:
            await self.plan_goal()
        if self.controller.plan is not None and not self.controller.running:
            await self.controller.run()

    @asyncSlot()
    async def prepare_sunday(self) -> None:
        if self.controller.running:
            return
        self.set_status(self.tr("Planning the weekend meeting…"))
        plan = await self.controller.make_sunday_plan(self.current_language,
                                                      self.current_congregation)
        if plan is not None:
            await self.controller.run(plan)

    def cancel_run(self) -> None:
        if self.controller.running:
            self.controller.cancel()
            self.set_status(self.tr("Cancelling…"))

    def skip_step(self, step_id: str) -> None:
        if self.controller.skip_step(step_id):
            self.set_status(self.tr("Skipping %1…").replace("%1", step_id))

    # -- plan preview and editing -------------------------------------------------------------
    def _show_plan(self, plan: Plan | None) -> None:
        self.findings.clear()
        self.details.clear_step()
        self._show_steps(plan.steps if plan else [])
        self._set_running(self.controller.running)
        self.graph.fit()

    def _show_steps(self, steps: list[Step]) -> None:
        self.scene.set_plan(steps)
        self.plan_panel.set_steps(steps)
        self._total = len(steps)
        self._ended = {s.id for s in steps if s.status.terminal}
        self._update_progress()

    def edit_step_args(self, step_id: str) -> None:
        plan = self.controller.plan
        if plan is None or self.controller.running:
            return
        step = plan.step(step_id)
        try:
            schema = self.service.registry.get(step.agent).args_schema()
        except Exception as exc:
            self.show_error(str(exc))
            return
        dialog = ArgsDialog(step.id, step.agent, schema, step.args,
                            self.controller.check_args, self)
        dialog.accepted.connect(lambda: self.controller.set_args(step_id, dialog.args))
        self._open(dialog)

    def add_step(self) -> None:
        plan = self.controller.plan
        if plan is None or self.controller.running:
            return
        dialog = AddStepDialog(self.service.tools(self.current_language), plan.ids(),
                               self.controller.check_args, self)

        def added() -> None:
            new_id = self.controller.add_step(dialog.agent(), dialog.args, dialog.depends_on())
            if new_id:
                self.plan_panel.select(new_id)

        dialog.accepted.connect(added)
        self._open(dialog)

    # -- live run ---------------------------------------------------------------------------
    def _set_running(self, running: bool) -> None:
        self.plan_action.setEnabled(not running)
        self.run_action.setEnabled(not running)
        self.sunday_action.setEnabled(not running)
        self.cancel_action.setEnabled(running)
        self.history_action.setEnabled(not running)
        self.settings_action.setEnabled(not running)
        self.congregations_action.setEnabled(not running)
        self.export_action.setEnabled(not running and self.controller.result is not None)
        self.plan_panel.set_running(running)
        self.language.setEnabled(not running)
        self.congregation.setEnabled(not running)

    def _on_run_started(self, run_id: str, payload: dict[str, Any]) -> None:
        self.findings.clear()
        self.set_status(self.tr("Running %1…").replace("%1", str(payload.get("goal", run_id))))

    def _on_step_queued(self, step: Step, waiting: list[str]) -> None:
        self.scene.add_step(step, waiting)
        self.plan_panel.add_step(step)
        self._total += 1
        self._update_progress()

    def _on_step_status(self, step_id: str, status: str, payload: dict[str, Any]) -> None:
        state = StepStatus(status)
        detail = str(payload.get("error") or payload.get("reason") or "")
        self.scene.set_status(step_id, state, detail)
        self.plan_panel.set_status(step_id, state)
        if state.terminal:
            self._ended.add(step_id)
        else:
            self._ended.discard(step_id)
        self._update_progress()
        text = f"{step_id}: {status_label(state)}"
        self.set_status(f"{text} — {detail}" if detail else text)
        if self.details.step_id == step_id:
            self.show_step(step_id)

    def _on_step_progress(self, step_id: str, message: str, fraction: float | None) -> None:
        self.scene.set_detail(step_id, message)
        percent = f" ({fraction:.0%})" if fraction is not None else ""
        self.set_status(f"{step_id}: {message}{percent}")

    def _on_replan(self, payload: dict[str, Any]) -> None:
        reason = str(payload.get("reason") or payload.get("message") or "")
        self.set_status(self.tr("Replanning: %1").replace("%1", reason))

    def _on_run_ended(self, status: str, payload: dict[str, Any]) -> None:
        seconds = float(payload.get("elapsed_ms", 0.0)) / 1000
        self.set_status(self.tr("Run %1 in %2 s.").replace("%1", run_status_label(status))
                        .replace("%2", f"{seconds:.1f}"))

    def _update_progress(self) -> None:
        """While a run runs, its RunState counts (the same counter as the CLI and MCP);
        a plan preview or a reopened run counts its own steps."""
        state = self.controller.bridge.state
        if self.controller.running and state.total:
            total, ended = state.total, state.ended
        else:
            total, ended = self._total, len(self._ended)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(min(ended, max(1, total)))

    def _show_result(self, result: RunResult) -> None:
        if set(self.scene.nodes) == set(result.plan.ids()):
            # the live graph already holds every node: only settle the statuses
            for step in result.plan.steps:
                self.scene.set_status(step.id, step.status)
                self.plan_panel.set_status(step.id, step.status)
            self._ended = {s.id for s in result.plan.steps if s.status.terminal}
            self._update_progress()
        else:
            self._show_steps(result.plan.steps)
        self.findings.set_findings(result.findings)
        self.details.clear_step()
        self._set_running(self.controller.running)
        verdict = run_verdict_label(result.verdict.label)
        self.set_status(self.tr("Run %1: %2 findings, %3.")
                        .replace("%1", run_status_label(result.status))
                        .replace("%2", str(len(result.findings)))
                        .replace("%3", verdict))
        self.graph.fit()

    def show_step(self, step_id: str) -> None:
        """Filter the findings to one step and show its args, timings, handoff, errors."""
        found = self.controller.step_and_result(step_id)
        if found is None:
            return
        self.details.show_step(*found)
        self.findings.set_step_filter(step_id)
        self.plan_panel.select(step_id, emit=False)
        self.lower_tabs.setCurrentWidget(self.details)

    # -- dialogs ---------------------------------------------------------------------------------
    def _open(self, dialog: QDialog) -> None:
        """Dialogs open window-modal without a nested event loop, so runs keep going."""
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        dialog.open()

    def show_history(self) -> None:
        dialog = HistoryDialog(self.service.list_runs(), self)

        def chosen() -> None:
            if dialog.resume:
                self.resume_run(dialog.chosen)
            else:
                self.open_run(dialog.chosen)

        dialog.accepted.connect(chosen)
        self._open(dialog)

    @asyncSlot(str)
    async def open_run(self, run_id: str) -> None:
        result = await self.controller.open_run(run_id)
        if result is not None:
            self.goal.setCurrentText(result.plan.goal)

    @asyncSlot(str)
    async def resume_run(self, run_id: str) -> None:
        await self.controller.resume(run_id)

    def edit_congregations(self) -> None:
        settings = self.service.settings
        dialog = CongregationDialog(settings.congregations, settings.current_congregation, self)

        def saved() -> None:
            self._update_settings(congregations=dialog.congregations(),
                                  current_congregation=dialog.current_name())
            self._fill_congregations()

        dialog.accepted.connect(saved)
        self._open(dialog)

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.service.settings, self)

        def saved() -> None:
            self.apply_settings(dialog.result_settings())

        dialog.accepted.connect(saved)
        self._open(dialog)

    @asyncSlot(object)
    async def apply_settings(self, settings: Settings) -> None:
        await self.service.reconfigure(settings)
        self._save_settings()
        self._set_link_bases()
        self._show_mode()
        await self.controller.reconnect()

    def _set_link_bases(self) -> None:
        settings = self.service.settings
        self.findings.set_link_bases({settings.wol_url: DEFAULT_WOL_URL})

    def show_export(self) -> None:
        from app.ui.export_dialog import ExportDialog

        if self.controller.result is None:
            return
        self._open(ExportDialog(self.service, self.controller.result, self))

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Preparo"))
        box.setIconPixmap(app_icon().pixmap(QSize(64, 64)))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(f"Preparo {app_package.__version__}")
        box.setInformativeText(
            self.tr("Prepares meetings and personal study with sources from wol.jw.org.")
            + "\n\n" + self.tr("Not affiliated with, sponsored by, or endorsed by the Watch "
                                 "Tower Bible and Tract Society or Jehovah's Witnesses."))
        box.setStandardButtons(QMessageBox.StandardButton.Close)
        self._open(box)

    def show_error(self, message: str) -> None:
        self.set_status(message)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Preparo"), message,
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        self._open(box)

    def _link_refused(self, url: str) -> None:
        self.show_error(self.tr("This link was not opened: only https links to jw.org and "
                                "wol.jw.org, and jwlibrary: links are allowed.\n%1")
                        .replace("%1", url))

    def set_status(self, text: str) -> None:
        self.status.setText(" ".join(text.split())[:300])

    def _show_mode(self) -> None:
        self.mode.setText(self.tr("offline") if self.service.settings.offline
                          else self.tr("online"))

    # -- language, scheme, closing -------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preparo"))
        texts = [
            (self.plan_action, self.tr("&Plan"),
             self.tr("Show the plan for the goal (Ctrl+Enter)")),
            (self.run_action, self.tr("&Run"), self.tr("Run the plan (Ctrl+R)")),
            (self.sunday_action, self.tr("Prepare &Sunday"),
             self.tr("Plan and run the weekend meeting preparation (Ctrl+Shift+S)")),
            (self.cancel_action, self.tr("&Cancel"), self.tr("Stop the run (Esc)")),
            (self.history_action, self.tr("Run &history…"), self.tr("Reopen a past run")),
            (self.export_action, self.tr("&Export study sheet…"),
             self.tr("Save the findings as a study sheet")),
            (self.settings_action, self.tr("&Settings…"), ""),
            (self.congregations_action, self.tr("Con&gregations…"),
             self.tr("Edit congregations, meeting times and public talks")),
            (self.quit_action, self.tr("&Quit"), ""),
            (self.zoom_in_action, self.tr("Zoom &in"), ""),
            (self.zoom_out_action, self.tr("Zoom &out"), ""),
            (self.fit_action, self.tr("&Fit the plan"), ""),
            (self.focus_goal_action, self.tr("&Goal"), ""),
            (self.about_action, self.tr("&About Preparo"), ""),
        ]
        for action, text, tip in texts:
            action.setText(text)
            action.setToolTip(tip or text.replace("&", ""))
        self.file_menu.setTitle(self.tr("&File"))
        self.run_menu.setTitle(self.tr("&Run"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.goal_label.setText(self.tr("&Goal:"))
        self.goal.lineEdit().setPlaceholderText(  # type: ignore[union-attr]
            self.tr("What do you want to prepare? e.g. “Explain John 3:16”"))
        self.language_label.setText(self.tr("&Language:"))
        self.congregation_label.setText(self.tr("C&ongregation:"))
        self.congregation.setItemText(0, self.tr("(none)"))
        self.lower_tabs.setTabText(0, self.tr("Plan"))
        self.lower_tabs.setTabText(1, self.tr("Step details"))
        self.graph.setToolTip(self.tr("Click a step to see its details. Ctrl+wheel or +/− "
                                      "zooms, drag pans, 0 fits."))
        self._show_mode()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.scene.update()
        super().changeEvent(event)

    def _scheme_changed(self) -> None:
        self.scene.refresh_colours()
        live = self.controller.live_result()
        steps = live.plan.steps if live is not None else \
            (self.controller.plan.steps if self.controller.plan else [])
        self.plan_panel.set_steps(steps)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.cancel()
        super().closeEvent(event)
        self.closed.emit()
