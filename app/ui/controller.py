"""The run as an operation: plan, edit, start, cancel, skip, reopen. Widgets subscribe.

All work goes through `PreparoService`; a run is an asyncio task on the qasync
loop, so the UI thread never waits for it. Reading a stored run (JSON parsing),
building its study sheet and saving comments happen in the loop's thread executor.
The controller also keeps the person's choices (goal history, language,
congregation) in the settings, and whether the last run could reach the site.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.core.errors import PreparoError, error_kind, said
from app.core.models import Finding, Language, Plan, RunResult, Step, StepResult
from app.service import PreparoService, RunHandle, plan_edits
from app.service.notebook import NotebookPages, SheetComments
from app.service.sheet import StudySheet
from app.ui.bridge import RunBridge
from app.ui.i18n import window_language
from app.ui.prefs import save_preferences

log = logging.getLogger(__name__)

GOAL_HISTORY = 30
# The goal "Prepare midweek" stands for, in the content language (the planner reads it).
MIDWEEK_GOALS: dict[Language, str] = {
    "en": "Prepare my midweek meeting",
    "es": "Prepara la reunión de entre semana",
    "pt": "Preparar a reunião do meio de semana",
}


def llm_usage(plan: Plan) -> tuple[int, int, float]:
    """Tokens in, tokens out and seconds the LLM planner spent on `plan`."""
    tokens_in = sum(int(u.get("tokens_in", 0)) for u in plan.usage)
    tokens_out = sum(int(u.get("tokens_out", 0)) for u in plan.usage)
    ms = sum(float(u.get("latency_ms", 0.0)) for u in plan.usage)
    return tokens_in, tokens_out, ms / 1000


class RunController(QObject):
    planChanged = Signal(object)  # Plan | None (a preview, editable)
    runningChanged = Signal(bool)
    resultChanged = Signal(object)  # RunResult: the end of a run, or a run reopened
    findingsAdded = Signal(str, list)  # step_id, list[Finding] of a step that just finished
    failed = Signal(str)  # a message for the person

    def __init__(self, service: PreparoService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.bridge = RunBridge(self)
        self.plan: Plan | None = None
        self.result: RunResult | None = None
        self.handle: RunHandle | None = None
        self._warming: asyncio.Future[None] | None = None
        self.unreachable = False  # the last run could not reach the site
        self._unreachable_before = 0
        self._settings_lock = asyncio.Lock()
        self._settings_writes: set[asyncio.Task[None]] = set()
        self.bridge.stepStatus.connect(self._on_step_status)
        self.bridge.runStarted.connect(self._count_unreachable)

    @property
    def running(self) -> bool:
        return self.handle is not None

    # -- warming up -------------------------------------------------------------
    def warm_up(self) -> None:
        """Load the agents, the planner, the content hub (HTTP client, cache file) and
        the NLI model in a worker thread, so the first Plan or Prepare Sunday does
        not pay for them on the UI thread."""
        if self._warming is None:
            loop = asyncio.get_running_loop()
            self._warming = loop.run_in_executor(None, self._load_heavy_modules)

    def _load_heavy_modules(self) -> None:
        try:
            self.service.warm_up()
        except Exception as exc:  # planning reports the same problem to the person later
            log.warning("warm-up incomplete: %s", exc)
        self._load_nli_model()

    def _load_nli_model(self) -> None:
        """Create the NLI model's tokenizer and session now, while the window is idle:
        reading the tokenizer holds the interpreter lock for a few hundred ms (a C call
        that never lets go), which would freeze the window in the middle of Prepare
        Sunday or of a comment check otherwise."""
        try:
            self.service.load_nli_model()
        except Exception as exc:  # no model: the word-overlap engine says so when used
            log.info("NLI model not loaded at start: %s", exc)

    async def _warmed(self) -> None:
        if self._warming is not None:
            await self._warming

    async def reconnect(self) -> None:
        """After a settings change: close the content hub so the next run opens one
        with the new base URLs, offline mode and cache size."""
        await self._warmed()
        await self.service.aclose()
        self._warming = None
        self.warm_up()

    # -- the person's choices --------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        """Change the session's settings (save them with `save_settings`)."""
        self.service.settings = self.service.settings.model_copy(update=changes)

    def save_settings(self, refused: Callable[[OSError], None]) -> None:
        """Write the settings file in the thread executor (never on the UI thread), one
        write at a time, each with the settings as they are when it starts (so the last
        write holds the last change); `refused` is told when the file cannot be written."""
        task = asyncio.ensure_future(self._write_settings(refused))
        self._settings_writes.add(task)
        task.add_done_callback(self._settings_writes.discard)

    async def _write_settings(self, refused: Callable[[OSError], None]) -> None:
        async with self._settings_lock:
            try:
                await asyncio.get_running_loop().run_in_executor(
                    None, save_preferences, self.service.settings)
            except OSError as exc:
                log.warning("settings not saved: %s", exc, exc_info=exc)
                refused(exc)

    async def settings_saved(self) -> None:
        """Wait for the settings writes under way (before the app ends)."""
        if self._settings_writes:
            await asyncio.wait(list(self._settings_writes))

    def remember_goal(self, goal: str) -> list[str]:
        """Put `goal` first in the goal history (without repeats); the new history."""
        history = [goal, *(g for g in self.service.settings.goal_history if g != goal)]
        self.update_settings(goal_history=history[:GOAL_HISTORY])
        return self.service.settings.goal_history

    # -- what a person is told ---------------------------------------------------------
    def tell(self, exc: BaseException, language: str) -> None:
        """Say a failure in one plain line in the window's language (the whole error,
        written in `language`, goes to the log)."""
        kind = error_kind(exc) if isinstance(exc, PreparoError | OSError) else "other"
        log.warning("%s [%s]: %s", type(exc).__name__, kind, exc)
        self.failed.emit(said(kind, str(exc), language, window_language()))

    # -- planning ------------------------------------------------------------
    async def make_plan(self, goal: str, language: Language,
                        congregation: str | None) -> Plan | None:
        await self._warmed()
        try:
            plan = await self.service.plan(goal, language, congregation)
        except (PreparoError, ValueError) as exc:
            self.tell(exc, language)
            return None
        self.set_plan(plan)
        return plan

    async def make_sunday_plan(self, language: Language,
                               congregation: str | None) -> Plan | None:
        await self._warmed()
        try:
            plan = self.service.plan_sunday(language, congregation)
        except (PreparoError, ValueError) as exc:
            self.tell(exc, language)
            return None
        self.set_plan(plan)
        return plan

    def set_plan(self, plan: Plan | None) -> None:
        self.plan = plan
        self.result = None
        self.planChanged.emit(plan)

    # -- editing the preview -------------------------------------------------
    def remove_step(self, step_id: str) -> bool:
        return self._edit(lambda p: plan_edits.remove_step(p, step_id))

    def set_args(self, step_id: str, args: dict[str, Any]) -> bool:
        return self._edit(lambda p: plan_edits.set_args(p, step_id, args))

    def add_step(self, agent: str, args: dict[str, Any], depends_on: list[str]) -> str | None:
        if self.plan is None or self.running:
            return None
        try:
            plan, step_id = plan_edits.add_step(self.plan, agent, args, depends_on)
        except ValueError as exc:
            self.tell(exc, self.plan.language)
            return None
        self.set_plan(plan)
        return step_id

    def _edit(self, change: Any) -> bool:
        if self.plan is None or self.running:
            return False
        try:
            plan = change(self.plan)
        except ValueError as exc:
            self.tell(exc, self.plan.language)
            return False
        self.set_plan(plan)
        return True

    def check_args(self, agent: str, args: dict[str, Any]) -> list[str]:
        return self.service.registry.check_args(agent, args)

    # -- running -------------------------------------------------------------
    async def run(self, plan: Plan | None = None, *,
                  previous: RunResult | None = None) -> RunResult | None:
        """Run `plan` (default: the preview) to the end; None if it could not start."""
        plan = plan or self.plan
        if plan is None or self.running:
            return None
        self.plan = plan
        try:
            handle = self.service.start(plan, self.bridge.handle, previous=previous)
        except (PreparoError, ValueError, ImportError) as exc:
            self.tell(exc, plan.language)
            return None
        self.handle = handle
        self.runningChanged.emit(True)
        result: RunResult | None = None
        try:
            result = await handle.task
        except asyncio.CancelledError:
            result = self.live_result()
        except Exception:  # an orchestrator bug must not take the window down
            log.exception("run failed")
            self.failed.emit(said("unexpected", "", plan.language, window_language()))
            result = self.live_result()
        finally:
            self.handle = None
            self.runningChanged.emit(False)
        if result is not None:
            self.result = result
            self.resultChanged.emit(result)
        return result

    async def resume(self, run_id: str) -> RunResult | None:
        previous = await self.load(run_id)
        if previous is None:
            return None
        self.set_plan(previous.plan)
        return await self.run(previous.plan, previous=previous)

    def cancel(self) -> None:
        if self.handle is not None:
            self.handle.cancel()

    async def stop(self, timeout: float = 10.0) -> None:
        """Cancel the run and wait (bounded) until its state is saved."""
        handle = self.handle
        if handle is None:
            return
        handle.cancel()
        await asyncio.wait([handle.task], timeout=timeout)

    def skip_step(self, step_id: str) -> bool:
        return self.handle.skip_step(step_id) if self.handle is not None else False

    def live_result(self) -> RunResult | None:
        """The run as it stands: the running run's while it runs, else the last result."""
        live = self.handle.live_result() if self.handle is not None else None
        return live if live is not None else self.result

    def step_and_result(self, step_id: str) -> tuple[Step, StepResult | None] | None:
        live = self.live_result()
        plan = live.plan if live is not None else self.plan
        if plan is None:
            return None
        try:
            step = plan.step(step_id)
        except KeyError:
            return None
        return step, (live.result_for(step_id) if live is not None else None)

    # -- history ---------------------------------------------------------------
    async def load(self, run_id: str) -> RunResult | None:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(None, self.service.load_run, run_id)
        except PreparoError as exc:
            self.tell(exc, self.service.settings.language)
            return None

    async def open_run(self, run_id: str) -> RunResult | None:
        """Show a stored run (read-only until it is run or resumed)."""
        if self.running:
            return None
        result = await self.load(run_id)
        if result is not None:
            self.plan = result.plan
            self.result = result
            self.resultChanged.emit(result)
        return result

    # -- the study sheet ----------------------------------------------------------------
    async def reading_sheet(self, result: RunResult) -> tuple[StudySheet, SheetComments]:
        """The study sheet of `result` with what the person wrote on its article (the
        run's comments and the notebook's, notes and highlights; when a file was
        damaged, the notice of what was recovered), built off the loop."""
        from app.core.urls import mirror_bases
        from app.service.sheet import shown_sheet

        service = self.service
        loop = asyncio.get_running_loop()
        comments = await loop.run_in_executor(None, service.sheet_comments, result)
        sheet = await loop.run_in_executor(None, shown_sheet, result, comments,
                                           mirror_bases(service.settings.wol_url))
        return sheet, comments

    async def keep_sheet(self, result: RunResult, pages: NotebookPages) -> None:
        """Keep the sheet's comments, notes and highlights (beside the run and in the
        notebook), off the loop; OSError when they cannot be saved."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, self.service.keep_sheet, result, pages)

    # -- where content came from ---------------------------------------------------------
    def _count_unreachable(self, _run_id: str, _payload: dict[str, Any]) -> None:
        self._unreachable_before = self.service.unreachable_count()

    def settle_reachability(self) -> None:
        """After a run: did any of its requests find the content host unreachable?"""
        self.unreachable = self.service.unreachable_count() > self._unreachable_before

    def _on_step_status(self, step_id: str, status: str, _payload: dict[str, Any]) -> None:
        if status != "done":
            return
        live = self.live_result()
        found = live.result_for(step_id) if live is not None else None
        if found is not None and found.findings:
            findings: list[Finding] = list(found.findings)
            self.findingsAdded.emit(step_id, findings)
