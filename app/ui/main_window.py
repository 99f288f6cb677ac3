"""The main window: puts the panes together and follows the run.

Panes (each its own widget): the goal bar (app/ui/goal_bar.py), the plan graph with
the plan list and step details (plan_pane.py), the findings and the study sheet
(results_pane.py), the banner and the status bar (status_pane.py); the actions and
menus are in window_actions.py. The work (plan, run, reopen, settings, the sheet) is
the controller's (controller.py). The window wires them and holds every text it
shows, so the UI catalogs keep one context for them ("MainWindow").
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot

import app as app_package
from app.core.errors import PreparoError, error_kind, said
from app.core.inert import MAX_GOAL_CHARS
from app.core.logs import log_path
from app.core.models import LANGUAGES, Language, Plan, RunResult, Step, StepStatus
from app.core.settings import Settings
from app.core.urls import mirror_bases, public_url
from app.service import PreparoService, uncovered
from app.service.notebook import NotebookPages
from app.service.sheet import export_stem
from app.ui.congregation_dialog import CongregationDialog
from app.ui.controller import MIDWEEK_GOALS, RunController, llm_usage
from app.ui.goal_bar import GoalBar
from app.ui.history_dialog import HistoryDialog
from app.ui.i18n import UiLanguage, window_language
from app.ui.labels import (
    engine_words,
    run_ended_words,
    run_outcome_words,
    run_verdict_label,
    status_label,
)
from app.ui.links import open_citation
from app.ui.plan_pane import PlanPane
from app.ui.plan_strip import PlanStrip
from app.ui.resources import app_icon
from app.ui.results_pane import ResultsPane
from app.ui.settings_dialog import SettingsDialog
from app.ui.status_pane import RunBanner, StatusPane, connection_state
from app.ui.step_dialogs import AddStepDialog, ArgsDialog
from app.ui.talk_dialog import ask_week_talk
from app.ui.titles import step_title
from app.ui.window_actions import WindowActions
from app.ui.window_state import load_state, save_state

log = logging.getLogger(__name__)

# MIDWEEK_GOALS and connection_state are named here too, where they were before the split
__all__ = ["MIDWEEK_GOALS", "MainWindow", "connection_state"]


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
        self._progress_timer = QTimer(self)
        self._progress_timer.setSingleShot(True)
        self._progress_timer.setInterval(0)
        self._progress_timer.timeout.connect(self._apply_progress)
        self._ended: set[str] = set()
        self.window_state = load_state()
        self._quit_confirmed = False
        self.confirm: QMessageBox | None = None  # "stop the run and quit?"
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
        self._restore_layout()
        self.goal.setFocus()

    # -- building ------------------------------------------------------------------
    def _build_actions(self) -> None:
        self.actions_ = WindowActions(self)
        a = self.actions_
        self.plan_action, self.run_action = a.plan_action, a.run_action
        self.sunday_action, self.midweek_action = a.sunday_action, a.midweek_action
        self.cancel_action, self.history_action = a.cancel_action, a.history_action
        self.export_action, self.settings_action = a.export_action, a.settings_action
        self.quit_action, self.fit_action = a.quit_action, a.fit_action
        self.zoom_in_action, self.zoom_out_action = a.zoom_in_action, a.zoom_out_action
        self.focus_goal_action, self.about_action = a.focus_goal_action, a.about_action
        self.show_log_action = a.show_log_action
        self.congregations_action = a.congregations_action
        self.advanced_action = a.advanced_action
        self.notebook_action, self.escape_action = a.notebook_action, a.escape_action
        self.review_action, self.shortcuts_action = a.review_action, a.shortcuts_action
        self.plan_view_action = a.plan_view_action

    def _build_goal_bar(self) -> None:
        self.goal_bar = GoalBar(self.service.settings, self.plan_action, self.run_action,
                                self.sunday_action, self.midweek_action, self.cancel_action,
                                self.congregations_action)
        bar = self.goal_bar
        self.goal, self.language, self.congregation = bar.goal, bar.language, bar.congregation
        self.congregation_button, self.run_bar = bar.congregation_button, bar.run_bar
        self.plan_button, self.run_button = bar.plan_button, bar.run_button
        self.sunday_button, self.midweek_button = bar.sunday_button, bar.midweek_button
        self.cancel_button = bar.cancel_button
        self.goal_label, self.language_label = bar.goal_label, bar.language_label
        self.congregation_label = bar.congregation_label

    def _build_centre(self) -> None:
        self.plan_pane = PlanPane(self.sunday_action, self.midweek_action)
        pane = self.plan_pane
        self.scene, self.graph, self.graph_stack = pane.scene, pane.graph, pane.graph_stack
        self.plan_panel, self.details = pane.plan_panel, pane.details
        self.lower_tabs, self.empty_state = pane.lower_tabs, pane.empty_state
        self.right_tabs = ResultsPane()
        self.findings, self.reading = self.right_tabs.findings, self.right_tabs.reading
        self.banner = RunBanner()
        self.plan_strip = PlanStrip(self.plan_view_action)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("centreSplit")
        split.setChildrenCollapsible(False)
        split.addWidget(self.plan_pane)
        split.addWidget(self.right_tabs)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        self.centre_split = split
        body = QWidget()
        row = QHBoxLayout(body)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.plan_strip)
        row.addWidget(split, 1)
        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.goal_bar)
        layout.addWidget(self.banner)
        layout.addWidget(body, 1)
        self.setCentralWidget(centre)
        QWidget.setTabOrder(self.congregation_button, self.graph)
        QWidget.setTabOrder(self.graph, self.lower_tabs)
        QWidget.setTabOrder(self.lower_tabs, self.right_tabs)

    def _build_status_bar(self) -> None:
        self.status_pane = StatusPane(self.statusBar())
        self.progress, self.status = self.status_pane.progress, self.status_pane.status
        self.mode = self.status_pane.mode

    def _build_menus(self) -> None:
        self.actions_.build_menus(self.ui_language.language if self.ui_language else None)
        a = self.actions_
        self.file_menu, self.run_menu, self.view_menu = a.file_menu, a.run_menu, a.view_menu
        self.help_menu, self.ui_language_menu = a.help_menu, a.ui_language_menu
        self.ui_language_group = a.ui_language_group
        self.ui_language_group.triggered.connect(self._ui_language_chosen)

    def _wire(self) -> None:
        self.plan_action.triggered.connect(self.plan_goal)
        self.run_action.triggered.connect(self.run_plan)
        self.sunday_action.triggered.connect(self.prepare_sunday)
        self.midweek_action.triggered.connect(self.prepare_midweek)
        self.cancel_action.triggered.connect(self.cancel_run)
        self.history_action.triggered.connect(self.show_history)
        self.actions_.library_action.triggered.connect(self.show_library)
        self.notebook_action.triggered.connect(self.show_notebook)
        self.escape_action.triggered.connect(self.escape)
        self.goal.submitted.connect(self.submit_goal)
        self.review_action.setChecked(self.window_state.review_plan_first)
        self.review_action.toggled.connect(self._review_changed)
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        self.plan_view_action.toggled.connect(self._plan_view_toggled)
        self.centre_split.splitterMoved.connect(self._remember_sizes)
        self.export_action.triggered.connect(self.show_export)
        self.settings_action.triggered.connect(self.show_settings)
        self.congregations_action.triggered.connect(self.edit_congregations)
        self.about_action.triggered.connect(self.show_about)
        self.show_log_action.triggered.connect(self.show_log)
        self.quit_action.triggered.connect(self.close)
        self.zoom_in_action.triggered.connect(self.graph.zoom_in)
        self.zoom_out_action.triggered.connect(self.graph.zoom_out)
        self.fit_action.triggered.connect(self.graph.fit)
        self.focus_goal_action.triggered.connect(self._focus_goal)
        self.advanced_action.toggled.connect(self.set_advanced)
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
        b.guardTripped.connect(lambda sid, msg: self.set_status(f"{self.title_of(sid)}: {msg}"))
        b.replanned.connect(self._on_replan)
        b.runEnded.connect(self._on_run_ended)
        self.scene.stepClicked.connect(self.show_step)
        self.findings.findingStep.connect(self.scene.highlight_step)
        self.empty_state.exampleChosen.connect(self.try_example)
        self.reading.exportRequested.connect(self.show_export)
        self.reading.printRequested.connect(self.print_sheet)
        self.reading.linkActivated.connect(self._open_sheet_link)
        self.reading.commentChecked.connect(self._comment_checked)
        self.plan_panel.removeRequested.connect(self.controller.remove_step)
        self.plan_panel.editRequested.connect(self.edit_step_args)
        self.plan_panel.addRequested.connect(self.add_step)
        self.plan_panel.skipRequested.connect(self.skip_step)
        self.findings.linkRefused.connect(self._link_refused)
        self.findings.readRequested.connect(self.read_from_library)
        self.findings.linkFailed.connect(self._link_failed)
        self.findings.linkOpened.connect(
            lambda url: self.set_status(self.tr("Opened %1").replace("%1", url)))
        self.findings.filterCleared.connect(self.scene.clearSelection)
        self.banner.retry_button.clicked.connect(self.retry_run)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._scheme_changed)

    # -- goal, language, congregation -------------------------------------------------------
    @property
    def current_language(self) -> Language:
        return self.goal_bar.current_language

    @property
    def current_congregation(self) -> str | None:
        return self.goal_bar.current_congregation

    def _focus_goal(self) -> None:
        self.goal_bar.focus_goal()

    def _remember_goal(self, goal: str) -> None:
        history = self.controller.remember_goal(goal)
        self._save_settings()
        self.goal_bar.show_goal_history(history, goal)

    def _language_changed(self) -> None:
        self._update_settings(language=self.current_language)

    def _ui_language_chosen(self, action: QAction) -> None:
        code = action.data()
        if code not in LANGUAGES:
            return
        self._update_settings(ui_language=code)
        if self.ui_language is not None:
            self.ui_language.switch(code)

    def _fill_congregations(self) -> None:
        self.goal_bar.fill_congregations(self.service.settings)

    def _congregation_changed(self) -> None:
        self._update_settings(current_congregation=self.current_congregation or "")

    def _update_settings(self, **changes: Any) -> None:
        self.controller.update_settings(**changes)
        self._save_settings()

    def _save_settings(self) -> None:
        """The settings file is written off the UI thread; a refusal is said plainly."""
        self.controller.save_settings(self._settings_refused)

    def _settings_refused(self, exc: OSError) -> None:
        self.show_error(self.tr("Settings could not be saved: %1").replace(
            "%1", said(error_kind(exc), "", "", window_language())))

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
        if len(goal) > MAX_GOAL_CHARS:  # said here, in the window's language
            self.show_error(self.tr("The goal is too long (more than %n characters): "
                                    "shorten it.", "", MAX_GOAL_CHARS))
            return
        self._remember_goal(goal)
        self.set_status(self.tr("Planning…"))
        plan = await self.controller.make_plan(goal, self.current_language,
                                               self.current_congregation)
        if plan is not None:
            status = self.tr("Plan ready: %n step(s). Review or edit it, then Run.", "",
                             len(plan.steps))
            if plan.usage:
                tokens_in, tokens_out, seconds = llm_usage(plan)
                status += " " + self.tr("LLM: %1 tokens in, %2 out, %3 s.").replace(
                    "%1", str(tokens_in)).replace("%2", str(tokens_out)).replace(
                    "%3", f"{seconds:.1f}")
            self.set_status(status)

    @asyncSlot()
    async def submit_goal(self) -> None:
        """Return in the goal box: plan the goal and run it, in one step; when the
        person chose to review plans first, plan it and wait for Run."""
        if self.controller.running:
            return
        await self.plan_goal()
        if self.window_state.review_plan_first or self.controller.plan is None:
            return
        goal = self.goal.currentText().strip()
        if self.controller.plan.goal.strip() == goal:
            await self.controller.run()

    def _review_changed(self, review: bool) -> None:
        self.window_state.review_plan_first = review
        save_state(self.window_state)

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
        problem = await ask_week_talk(self, self.controller.service, self.current_language,
                                      self.current_congregation)
        self._fill_congregations()  # the answer may have made the first congregation
        self.set_status(problem or self.tr("Planning the weekend meeting…"))
        plan = await self.controller.make_sunday_plan(self.current_language,
                                                      self.current_congregation)
        if plan is not None:
            await self.controller.run(plan)

    @asyncSlot()
    async def prepare_midweek(self) -> None:
        """Plan and run the midweek meeting in the content language."""
        if self.controller.running:
            return
        goal = MIDWEEK_GOALS[self.current_language]
        self.goal.setCurrentText(goal)
        self._remember_goal(goal)
        self.set_status(self.tr("Planning the midweek meeting…"))
        plan = await self.controller.make_plan(goal, self.current_language,
                                               self.current_congregation)
        if plan is not None:
            await self.controller.run(plan)

    def escape(self) -> None:
        """Esc: close the open pane (the scripture text, then the unfolded plan beside
        a sheet); with none open, stop the run."""
        if self.reading.close_scripture():
            return
        if self.plan_pane.isVisible() and self.reading.sheet is not None:
            self.set_plan_open(False)
            return
        self.cancel_run()

    # -- reading first: the plan folds into a strip --------------------------------------------
    def _restore_layout(self) -> None:
        """The remembered geometry, or a size that fits the screen (a 1366×768 laptop
        with a taskbar, a 1024×600 netbook); before any sheet the plan side is open
        (it holds the empty state's meetings and examples)."""
        state = self.window_state
        restored = False
        if state.geometry:
            restored = self.restoreGeometry(QByteArray.fromBase64(state.geometry.encode()))
        if not restored:
            screen = self.screen().availableGeometry() if self.screen() else None
            width, height = 1280, 800
            if screen is not None:
                width, height = min(width, screen.width()), min(height, screen.height())
            self.resize(width, height)
        self.set_plan_open(True, remember=False)

    def set_plan_open(self, open_: bool, *, remember: bool = True) -> None:
        """Unfold the plan and graph beside the reading view, or fold them into the
        strip (the reading view then takes the window). `remember`: the person chose."""
        self.plan_pane.setVisible(open_)
        self.plan_strip.setVisible(not open_)
        self.plan_view_action.blockSignals(True)
        self.plan_view_action.setChecked(open_)
        self.plan_view_action.blockSignals(False)
        if open_:
            total = max(1, sum(self.centre_split.sizes()) or self.width())
            sizes = self.window_state.centre_sizes
            if len(sizes) != 2 or min(sizes) < 80:
                sizes = [total * 2 // 5, total - total * 2 // 5]  # the sheet gets more
            self.centre_split.setSizes(sizes)
        if remember:
            self.window_state.plan_open = open_
            save_state(self.window_state)

    def _plan_view_toggled(self, open_: bool) -> None:
        self.set_plan_open(open_)
        if open_:
            self.graph.setFocus()

    def _remember_sizes(self, _pos: int, _index: int) -> None:
        if self.plan_pane.isVisible():
            self.window_state.centre_sizes = self.centre_split.sizes()

    def cancel_run(self) -> None:
        if self.controller.running:
            self.controller.cancel()
            self.set_status(self.tr("Cancelling…"))

    def skip_step(self, step_id: str) -> None:
        if self.controller.skip_step(step_id):
            self.set_status(self.tr("Skipping %1…").replace("%1", step_id))

    # -- plan preview and editing -------------------------------------------------------------
    def _show_plan(self, plan: Plan | None) -> None:
        if plan is not None and self.window_state.review_plan_first:
            self.set_plan_open(True, remember=False)  # the preview is there to be read
        self.findings.clear()
        self.details.clear_step()
        self._show_steps(plan.steps if plan else [])
        self._set_running(self.controller.running)
        self.graph.fit()

    def _show_steps(self, steps: list[Step]) -> None:
        self.plan_pane.set_steps(steps)
        self.findings.set_step_titles({s.id: self.title_of(s.id) for s in steps})
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
        self.actions_.set_running(running, self.controller.result is not None)
        self.plan_panel.set_running(running)
        self.goal_bar.set_running(running)

    def _on_run_started(self, run_id: str, payload: dict[str, Any]) -> None:
        self.findings.clear()
        self.hide_banner()
        self.plan_pane.show_graph()
        self.set_status(self.tr("Running %1…").replace("%1", str(payload.get("goal", run_id))))

    def _on_step_queued(self, step: Step, waiting: list[str]) -> None:
        self.plan_pane.add_step(step, waiting)
        self.findings.set_step_titles({step.id: self.title_of(step.id)})
        self._total += 1
        self._update_progress()

    def _on_step_status(self, step_id: str, status: str, payload: dict[str, Any]) -> None:
        state = StepStatus(status)
        detail = str(payload.get("error") or payload.get("reason") or "")
        if state == StepStatus.FAILED:  # said plainly, in the window's language
            plan = self.controller.plan
            detail = said(payload.get("error_kind"), detail,
                          plan.language if plan is not None else "", window_language())
        self.plan_pane.set_status(step_id, state, detail)
        if state.terminal:
            self._ended.add(step_id)
            self._retitle(step_id)
        else:
            self._ended.discard(step_id)
        self._update_progress()
        text = f"{self.title_of(step_id)}: {status_label(state)}"
        self.set_status(f"{text} — {detail}" if detail else text)
        if self.details.step_id == step_id:
            self.show_step(step_id)

    def _on_step_progress(self, step_id: str, message: str, fraction: float | None) -> None:
        self.scene.set_detail(step_id, message)
        percent = f" ({fraction:.0%})" if fraction is not None else ""
        self.set_status(f"{self.title_of(step_id)}: {message}{percent}")

    def _on_replan(self, payload: dict[str, Any]) -> None:
        reason = str(payload.get("reason") or payload.get("message") or "")
        self.set_status(self.tr("Replanning: %1").replace("%1", reason))

    def _on_run_ended(self, status: str, payload: dict[str, Any]) -> None:
        seconds = float(payload.get("elapsed_ms", 0.0)) / 1000
        self.set_status(run_ended_words(status, seconds))

    def _update_progress(self) -> None:
        """Once per turn of the loop, however many steps changed in it: QProgressBar
        repaints at once (synchronously) on every new value."""
        self._progress_timer.start()

    def _apply_progress(self) -> None:
        """While a run runs, its RunState counts (the same counter as the CLI and MCP);
        a plan preview or a reopened run counts its own steps."""
        self._progress_timer.stop()
        state = self.controller.bridge.state
        if self.controller.running and state.total:
            total, ended = state.total, state.ended
        else:
            total, ended = self._total, len(self._ended)
        self.status_pane.set_progress(ended, total)
        self.plan_strip.set_progress(ended, total if self.controller.running else 0)

    def _show_result(self, result: RunResult) -> None:
        if set(self.scene.nodes) == set(result.plan.ids()):
            # the live graph already holds every node: only settle the statuses
            for step in result.plan.steps:
                self.plan_pane.set_status(step.id, step.status)
            self._ended = {s.id for s in result.plan.steps if s.status.terminal}
        else:
            self._show_steps(result.plan.steps)
        self._apply_progress()
        for step in result.plan.steps:
            self._retitle(step.id)
        self.findings.set_findings(result.findings)
        self.details.clear_step()
        self._set_running(self.controller.running)
        if self.controller.running is False and result.status != "running":
            self.controller.settle_reachability()
            self._show_mode()
        self._banner_for(result)
        self.show_reading(result)
        verdict = run_verdict_label(result.verdict.label)
        status = run_outcome_words(result.status) + " " + self.tr(
            "%n answer(s) and source(s) found; %1.", "", len(result.findings)).replace(
            "%1", verdict)
        if result.verdict.checked:
            status += " " + engine_words(result.verdict.engine)
        missing = uncovered(result, window_language()) if result.status != "running" else ""
        if missing:  # the parts of the goal that found nothing, said, never hidden
            status += " " + missing
        self.set_status(status)
        self.graph.fit()

    def _comment_checked(self, engine: str) -> None:
        """Say which engine checked the comment just typed (never silently the fallback)."""
        self.set_status(self.tr("Comment checked.") + " " + engine_words(engine))

    @asyncSlot(object)
    async def show_reading(self, result: RunResult) -> None:
        """The study sheet of a finished (or reopened) run, with the person's comments."""
        if not result.findings:
            self.reading.clear()
            self.right_tabs.show_findings()
            return
        try:
            sheet, comments = await self.controller.reading_sheet(result)
        except Exception:
            log.exception("the study sheet could not be built")
            return
        if self.controller.result is not result and self.controller.result is not None:
            return  # another run was shown meanwhile

        async def save(pages: NotebookPages) -> None:
            await self.controller.keep_sheet(result, pages)

        self.reading.save = save
        self.reading.show_sheet(sheet, comments, result.run_id)
        # reading first: the sheet takes the window unless the person keeps the plan open
        self.set_plan_open(self.window_state.plan_open, remember=False)
        if comments.notice:  # the comments file was damaged: what was recovered, the copy
            self.show_error(comments.notice)
        self.right_tabs.show_reading()

    @asyncSlot()
    async def print_sheet(self) -> None:
        """Write the sheet as a PDF in a temporary folder and open it to print."""
        result = self.controller.result
        if result is None:
            return
        folder = Path(tempfile.mkdtemp(prefix="preparo-print-"))
        target = folder / f"{export_stem(result)}.pdf"
        try:
            written = await self.service.export(result, target, overwrite=True)
        except PreparoError as exc:
            self.show_error(str(exc))
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(written))):
            self.show_error(self.tr("No program could open the PDF to print it. It is at "
                                    "%1").replace("%1", str(written)))
            return
        self.set_status(self.tr("The sheet opened as a PDF, ready to print."))

    def _open_sheet_link(self, url: str) -> None:
        public = public_url(url, mirror_bases(self.service.settings.wol_url))
        outcome = open_citation(public)
        if outcome == "refused":
            self._link_refused(public)
        elif outcome == "failed":
            self._link_failed(public)

    def try_example(self, goal: str) -> None:
        """An example goal from the empty state: put it in the goal box and plan it."""
        self.goal.setCurrentText(goal)
        self.plan_action.trigger()

    def _banner_for(self, result: RunResult) -> None:
        """Say plainly why a run failed, or which part did not work."""
        failed = [r for r in result.steps if r.status == StepStatus.FAILED]
        if result.status != "failed" and not failed:
            self.hide_banner()
            return
        # each failure in one plain line in the window's language (details: the log)
        content, shown = result.plan.language, window_language()
        reasons = [f"{self.title_of(r.step_id)}: "
                   f"{said(r.error_kind, r.error or '', content, shown)}"
                   for r in failed if r.error or r.error_kind]
        reason = reasons[0] if reasons else (
            result.verdict.reason if content == shown else "")
        kind = "error" if result.status == "failed" else "warning"
        settings = self.service.settings
        if self.controller.unreachable and not settings.offline:
            # the site did not answer: say so in the window's language, offer Retry
            self.banner.show_message(kind, self.tr(
                "wol.jw.org cannot be reached. Check the internet connection, then "
                "Retry: what was already found is kept."), retry=True)
            return
        if settings.offline and failed:
            self.banner.show_message(kind, self.tr(
                "Offline mode is on (Settings) and some pages are not saved on this "
                "computer yet. %1").replace("%1", reason))
            return
        if result.status == "failed":
            text = self.tr("The preparation failed. %1").replace("%1", reason)
            kind = "error"
        else:
            text = self.tr("Finished, but part of it did not work. %1").replace("%1", reason)
            kind = "warning"
        if len(reasons) > 1:
            text += " " + self.tr("Other steps failed too: see the steps in red.")
        # Retry runs again only what did not finish: worth offering for any failure
        self.banner.show_message(kind, text, retry=True)

    @asyncSlot()
    async def retry_run(self) -> None:
        """The banner's Retry: run again what did not finish (what was found is kept)."""
        result = self.controller.result
        if result is None or self.controller.running:
            return
        self.hide_banner()
        self.set_status(self.tr("Trying again…"))
        await self.controller.resume(result.run_id)

    def hide_banner(self) -> None:
        self.banner.hide_message()

    def title_of(self, step_id: str) -> str:
        return self.plan_pane.title_of(step_id)

    def _retitle(self, step_id: str) -> None:
        """Name the step from what it found (the article's title, the paragraphs...)."""
        found = self.controller.step_and_result(step_id)
        if found is None:
            return
        title = step_title(*found)
        self.plan_pane.set_title(step_id, title)
        self.findings.set_step_titles({step_id: title})

    def set_advanced(self, advanced: bool) -> None:
        """The Advanced view: step ids, agent ids and raw arguments, for the curious."""
        self.plan_pane.set_advanced(advanced)

    def show_step(self, step_id: str) -> None:
        """Filter the findings to one step and show its args, timings, handoff, errors."""
        found = self.controller.step_and_result(step_id)
        if found is None:
            return
        self.findings.set_step_filter(step_id)
        self.plan_pane.show_details(*found)

    # -- dialogs ---------------------------------------------------------------------------------
    def _open(self, dialog: QDialog) -> None:
        """Dialogs open window-modal without a nested event loop, so runs keep going."""
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        dialog.open()

    def show_library(self) -> None:
        from app.ui.library_pane import LibraryPane

        pane = LibraryPane(self.current_language, self)
        pane.readRequested.connect(self.read_from_library)
        self._open(pane)

    @asyncSlot(str)
    async def read_from_library(self, url: str) -> None:
        """A wol.jw.org paragraph link the library holds, read in the reading view from
        the library's text (no network), the paragraph highlighted and scrolled to."""
        from app.service import library

        found = await asyncio.get_running_loop().run_in_executor(
            None, library.reading_of_url, url)
        if found is None:
            self.set_status(self.tr("This document is not in your library: open it on "
                                    "wol.jw.org instead."))
            return
        self.reading.show_document(found)
        self.set_plan_open(self.window_state.plan_open, remember=False)
        self.right_tabs.show_reading()
        self.set_status(self.tr("Read from your library, offline: %1").replace(
            "%1", found.title))

    @asyncSlot()
    async def show_history(self) -> None:
        """The runs are read (every run.json) off the UI thread, then listed."""
        runs = await asyncio.get_running_loop().run_in_executor(None, self.service.list_runs)
        dialog = HistoryDialog(runs, self.service.delete_run, self)

        def chosen() -> None:
            if dialog.resume:
                self.resume_run(dialog.chosen)
            else:
                self.open_run(dialog.chosen)

        dialog.accepted.connect(chosen)
        self._open(dialog)

    def show_notebook(self) -> None:
        from app.ui.notebook_dialog import NotebookDialog

        self._open(NotebookDialog(self.service.notebook, self))

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
        self.findings.set_link_bases(mirror_bases(settings.wol_url))

    def show_export(self) -> None:
        from app.ui.export_dialog import ExportDialog

        if self.controller.result is None:
            return
        dialog = ExportDialog(self.service, self.controller.result, self,
                              state=self.window_state)

        def exported() -> None:
            if dialog.written is not None:
                self.reading.show_saved(dialog.written)
                self.set_status(self.tr("Saved %1").replace("%1", str(dialog.written)))

        dialog.accepted.connect(exported)
        self._open(dialog)

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

    def show_log(self) -> bool:
        """Open the log file (errors with their details) in the system's viewer."""
        path = log_path()
        if not path.is_file():
            self.show_error(self.tr("Nothing has been logged yet. The log will be here:\n%1")
                            .replace("%1", str(path)))
            return False
        opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        if not opened:
            self.show_error(self.tr("The log could not be opened. It is here:\n%1")
                            .replace("%1", str(path)))
        return opened

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

    def _link_failed(self, url: str) -> None:
        self.show_error(self.tr("No program on this computer could open the link (a web "
                                "browser or JW Library is needed). You can copy it:\n%1")
                        .replace("%1", url))

    def set_status(self, text: str) -> None:
        self.status_pane.set_status(text)

    def _show_mode(self) -> None:
        """Where content comes from: the site, only the cache, or a local mirror."""
        state = connection_state(self.service.settings.wol_url,
                                 self.service.settings.offline, self.controller.unreachable)
        texts = {
            "online": (self.tr("online"), self.tr("Content comes from wol.jw.org")),
            "offline": (self.tr("offline"),
                        self.tr("Offline: only what is cached is used (Settings)")),
            "mirror": (self.tr("local mirror"),
                       self.tr("Content comes from a local copy at %1; links point to "
                               "wol.jw.org").replace("%1", self.service.settings.wol_url)),
            "unreachable": (self.tr("site unreachable"),
                            self.tr("wol.jw.org could not be reached in the last run; "
                                    "cached pages were used where there were any")),
        }
        text, tip = texts[state]
        self.status_pane.show_mode(state, text, tip)

    # -- language, scheme, closing -------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preparo"))
        self.service.notebook.speak(window_language())  # its messages: the window's
        texts = [
            (self.plan_action, self.tr("&Plan"),
             self.tr("Show the plan for the goal (Ctrl+Enter)")),
            (self.run_action, self.tr("&Run"), self.tr("Run the plan (Ctrl+R)")),
            (self.sunday_action, self.tr("Prepare &Sunday"),
             self.tr("Plan and run the weekend meeting preparation (Ctrl+Shift+S)")),
            (self.midweek_action, self.tr("Prepare &midweek"),
             self.tr("Plan and run the midweek meeting preparation (Ctrl+Shift+M)")),
            (self.cancel_action, self.tr("&Cancel"), self.tr("Stop the run (Ctrl+.)")),
            (self.history_action, self.tr("Run &history…"), self.tr("Reopen a past run")),
            (self.actions_.library_action, self.tr("&Library…"),
             self.tr("Publications kept on this computer: download, search, read offline")),
            (self.notebook_action, self.tr("My &notebook…"),
             self.tr("Your comments and notes, by week and article; search, export")),
            (self.escape_action, self.tr("Close the pane (or stop the run)"), ""),
            (self.review_action, self.tr("Re&view the plan before running"),
             self.tr("Return in the goal box only plans; you run the plan with Run")),
            (self.shortcuts_action, self.tr("&Keyboard shortcuts"), ""),
            (self.plan_view_action, self.tr("Show the &plan"),
             self.tr("Show the plan and its graph beside the study sheet, or fold them "
                     "away (Ctrl+Shift+P)")),
            (self.export_action, self.tr("&Export study sheet…"),
             self.tr("Save the answers as a study sheet")),
            (self.settings_action, self.tr("&Settings…"), ""),
            (self.congregations_action, self.tr("Con&gregations…"),
             self.tr("Edit congregations, meeting times and public talks")),
            (self.quit_action, self.tr("&Quit"), ""),
            (self.zoom_in_action, self.tr("Zoom &in"), ""),
            (self.zoom_out_action, self.tr("Zoom &out"), ""),
            (self.fit_action, self.tr("&Fit the plan"), ""),
            (self.focus_goal_action, self.tr("&Goal"), ""),
            (self.about_action, self.tr("&About Preparo"), ""),
            (self.advanced_action, self.tr("&Advanced view"),
             self.tr("Show step ids, agent names and raw arguments (Ctrl+Shift+D)")),
            (self.show_log_action, self.tr("Show &log"),
             self.tr("Open the log file: errors with their details")),
        ]
        for action, text, tip in texts:
            action.setText(text)
            action.setToolTip(tip or text.replace("&", ""))
        self.file_menu.setTitle(self.tr("&File"))
        self.run_menu.setTitle(self.tr("&Run"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.banner.retry_button.setText(self.tr("&Retry"))
        self.goal_label.setText(self.tr("&Goal:"))
        self.goal.lineEdit().setPlaceholderText(  # type: ignore[union-attr]
            self.tr("What do you want to prepare? e.g. “Explain John 3:16”"))
        self.language_label.setText(self.tr("Content &language:"))
        self.language.setToolTip(self.tr("The language of the sources and of the study sheet"))
        self.ui_language_menu.setTitle(self.tr("&Interface language"))
        self.congregation_label.setText(self.tr("C&ongregation:"))
        self.congregation.setItemText(0, self.tr("(none)"))
        self.lower_tabs.setTabText(0, self.tr("Plan"))
        self.lower_tabs.setTabText(1, self.tr("Step details"))
        self.right_tabs.setTabText(0, self.tr("Answers"))
        self.right_tabs.setTabText(1, self.tr("Study sheet"))
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
        if self.controller.running and not self._quit_confirmed:
            event.ignore()  # ask first: a preparation half done is work lost
            self.ask_quit()
            return
        self.controller.cancel()
        self.window_state.geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        save_state(self.window_state)
        super().closeEvent(event)
        self.closed.emit()

    def ask_quit(self) -> None:
        if self.confirm is not None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Stop and quit?"),
                          self.tr("A preparation is running. Stop it and quit? What it "
                                  "found so far is kept, and it can be resumed from "
                                  "the history."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Stop and quit"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep preparing"))
        box.finished.connect(self._quit_answered)
        self.confirm = box
        box.open()

    def _quit_answered(self, answer: int) -> None:
        self.confirm = None
        if answer == QMessageBox.StandardButton.Yes.value:
            self._quit_confirmed = True
            self.close()

    def show_shortcuts(self) -> None:
        """Every keyboard shortcut of the window, from the actions themselves (so the
        list is always the one that works), in the window's language."""
        from app.ui.shortcuts_dialog import ShortcutsDialog

        actions = [self.focus_goal_action, self.plan_action, self.run_action,
                   self.sunday_action, self.midweek_action, self.cancel_action,
                   self.escape_action, self.history_action, self.notebook_action,
                   self.export_action, self.reading.highlight_action, self.settings_action,
                   self.congregations_action, self.zoom_in_action, self.zoom_out_action,
                   self.fit_action, self.advanced_action, self.shortcuts_action,
                   self.about_action, self.quit_action]
        rows = [(self.tr("Plan and run the goal (or only plan it, when plans are reviewed "
                         "first)"), "Return")]
        self._open(ShortcutsDialog(rows, actions, self))
