"""The one façade every front end calls (UI, CLI, MCP): plan, run, resume, runs, export.

app/ui, app/cli and app/mcp import only `app.service` (this package) and `app.core`
types (tests/test_front_end_imports.py checks it). The session's operations are the
methods of `PreparoService`; what a front end needs outside a run lives in small
modules beside it:

- `app.service.study`: Bible references, answers to a question, comment checks;
- `app.service.nli`: the local NLI model (`preparo nli`, the self-test);
- `app.service.sheet`: the study sheet's model, citation styles, the sheet of a run;
- `app.service.pages`: the page parsers (`preparo parse`);
- `app.service.keys`: API keys in the OS keyring and the content cache's size;
- `app.service.plan_edits`: edits of a plan preview;
- `app.service.tasks`: the task queue an MCP client drives itself;
- `app.service.mirror`: the local mirror of wol.jw.org (a developer's tool);
- `app.service.notebook`: the person's comments, notes and highlights per article.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from app.agents.base import AgentSpec
from app.agents.registry import Registry
from app.core.coverage import coverage, coverage_text
from app.core.errors import RunNotFound
from app.core.events import Event, EventHub
from app.core.models import Comment, Language, Plan, RunResult
from app.core.run_state import RunState
from app.core.settings import Settings, load_settings
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import RunStore, RunSummary, SavedComments

if TYPE_CHECKING:
    from app.export.citations import CitationStyle
    from app.export.pdf import PageSize
    from app.service.notebook import NotebookPages, NotebookService, SheetComments
    from app.service.tasks import TaskQueue
    from app.sources.hub import SourceHub

__all__ = ["AgentSpec", "Planner", "PreparoService", "Registry", "RunHandle", "RunSummary",
           "uncovered"]


def uncovered(result: RunResult, language: str | None = None) -> str:
    """What of a finished run's goal is not covered, in words ("" when every part is):
    for the window's status, as the CLI, --json, the MCP tools and the sheet say it."""
    parts = coverage(result, language)
    if not parts or all(p.covered for p in parts):
        return ""
    return coverage_text(result, parts, language)


# Imported lazily by the critique and by httpx's first request otherwise; the window
# imports them in its warm-up thread (every import on the UI thread is slower still
# under PySide's import hook).
LAZY_IMPORTS = ("app.nli", "anyio", "anyio._backends._asyncio", "httpcore._backends.anyio")

class Planner(Protocol):
    name: str

    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: dt.date | None = None, language_chosen: bool = False) -> Plan: ...

    def plan_sunday(self, language: Language, congregation: str | None = None,
                    *, today: dt.date | None = None) -> Plan: ...


@dataclass
class RunHandle:
    """A run in progress: await `task`, or cancel the run or one of its steps."""

    orchestrator: Orchestrator
    task: asyncio.Task[RunResult]
    unsubscribe: Callable[[], None] = field(default=lambda: None)

    @property
    def run_id(self) -> str | None:
        return self.orchestrator.state.run_id or None

    @property
    def state(self) -> RunState:
        """The run's state, folded from its events (progress, statuses, outcome)."""
        return self.orchestrator.state

    def live_result(self) -> RunResult | None:
        """The run's steps, results and findings as they stand now."""
        return self.orchestrator.live_result()

    def cancel(self) -> None:
        self.orchestrator.cancel()

    def cancel_step(self, step_id: str) -> bool:
        return self.orchestrator.cancel_step(step_id)

    def skip_step(self, step_id: str) -> bool:
        return self.orchestrator.skip_step(step_id)


class PreparoService:
    """Holds the settings, registry, run store and content hub of one app session."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        registry: Registry | None = None,
        store: RunStore | None = None,
        planner: Planner | None = None,
        sources: SourceHub | None = None,
        services: dict[str, Any] | None = None,
    ) -> None:
        self.settings = settings or load_settings()
        self._registry = registry
        self.store = store or RunStore(language=self.settings.language)
        self._planner = planner
        self._planner_given = planner is not None
        self._sources = sources
        self.services: dict[str, Any] = services or {}
        self.events = EventHub()
        self._notebook: NotebookService | None = None

    # -- registry and planning --------------------------------------------
    @property
    def registry(self) -> Registry:
        if self._registry is None:
            self._registry = Registry.default(self.settings.language)
        return self._registry

    def tools(self, language: str = "en") -> list[dict[str, Any]]:
        """Every agent with its description, fallback and argument schema."""
        return [
            {
                "name": spec.name,
                "description": spec.describe(language),
                "fallback": spec.fallback,
                "can_enqueue": spec.can_enqueue,
                "languages": list(spec.languages),
                "args_schema": spec.args_schema(),
            }
            for spec in self.registry
        ]

    @property
    def planner(self) -> Planner:
        if self._planner is None:
            from app.orchestrator.planner import make_planner

            self._planner = make_planner(self.settings, self.registry)
        return self._planner

    async def plan(self, goal: str, language: Language | None = None,
                   congregation: str | None = None, *, today: dt.date | None = None,
                   language_chosen: bool = False) -> Plan:
        """A plan for `goal` in `language` (else the settings'). The language the goal is
        written in wins over `language` unless the person chose it (`language_chosen`:
        an explicit `--language` on the command line or in an MCP call)."""
        return await self.planner.plan(goal, language or self.settings.language,
                                       congregation or self.settings.current_congregation or None,
                                       today=today,
                                       language_chosen=language_chosen and language is not None)

    def plan_sunday(self, language: Language | None = None, congregation: str | None = None,
                    *, today: dt.date | None = None) -> Plan:
        return self.planner.plan_sunday(
            language or self.settings.language,
            congregation or self.settings.current_congregation or None, today=today)

    # -- warming up (blocking: call these in a worker thread) --------------------
    def warm_up(self) -> None:
        """Load the agents, the planner, the content hub (HTTP client, cache file), the
        modules imported lazily and the text tables the agents build on first use, so
        the first plan or run does not pay for them on the caller's thread."""
        from app.service.study import warm_text_tools

        _ = self.registry, self.planner, self.sources
        for module in LAZY_IMPORTS:
            importlib.import_module(module)
        warm_text_tools()

    def load_nli_model(self) -> None:
        """Create the NLI model's tokenizer and session now: reading the tokenizer holds
        the interpreter lock for a few hundred ms. Raises when there is no model."""
        from app.service.study import load_nli_model

        load_nli_model(self.settings)

    # -- running --------------------------------------------------------------
    @property
    def sources(self) -> SourceHub:
        if self._sources is None:
            from app.sources.hub import SourceHub

            self._sources = SourceHub(self.settings)
        return self._sources

    def unreachable_count(self) -> int:
        """How many requests so far found the content host unreachable (the window
        compares the count before and after a run)."""
        return self._sources.http.stats.unreachable if self._sources is not None else 0

    def _orchestrator(self) -> Orchestrator:
        if "entailer" not in self.services:
            # One entailer for the session: the ONNX session loads once, on first use.
            from app.orchestrator.critique import default_entailer

            self.services["entailer"] = default_entailer(self.settings)
        if "library" not in self.services:
            from app.service.library import session_library

            self.services["library"] = session_library()
        return Orchestrator(
            self.registry,
            settings=self.settings,
            events=self.events,
            store=self.store,
            sources=self.sources,
            services=self.services,
        )

    def start(self, plan: Plan, on_event: Callable[[Event], None] | None = None,
              *, previous: RunResult | None = None) -> RunHandle:
        """Start a run on the running event loop and return its handle at once."""
        orchestrator = self._orchestrator()
        unsubscribe = self.events.subscribe(on_event) if on_event else (lambda: None)
        task = asyncio.get_running_loop().create_task(
            orchestrator.run(plan, previous=previous), name="preparo-run")
        task.add_done_callback(lambda _t: unsubscribe())
        return RunHandle(orchestrator, task, unsubscribe)

    async def run(self, plan: Plan, on_event: Callable[[Event], None] | None = None) -> RunResult:
        return await self.start(plan, on_event).task

    async def resume(self, run_id: str,
                     on_event: Callable[[Event], None] | None = None) -> RunResult:
        """Rerun only what did not finish in run `run_id`."""
        previous = self.store.load(run_id)
        return await self.start(previous.plan, on_event, previous=previous).task

    def task_queue(self) -> TaskQueue:
        """A task queue for an assistant that does the work itself (one per session of a
        front end): its runs are kept by the executor's rules, in this service's store,
        with their events on this service's hub."""
        from app.service.tasks import TaskQueue

        return TaskQueue(self)

    async def export(self, result: RunResult, path: str | Path, *,
                     style: CitationStyle = "inline", overwrite: bool = False,
                     page_size: PageSize = "A4") -> Path:
        """Write the run's study sheet (format from the extension), with the person's
        comments, off the event loop."""
        from app.core.urls import mirror_bases
        from app.export import export_run

        loop = asyncio.get_running_loop()
        bases = mirror_bases(self.settings.wol_url)

        def write() -> Path:
            return export_run(result, path, style=style, overwrite=overwrite,
                              page_size=page_size, link_bases=bases,
                              comments=self.sheet_comments(result))

        return await loop.run_in_executor(None, write)

    def load_comments(self, run_id: str) -> SavedComments:
        """The person's comments on a run's sheet (none when the run has no folder;
        `notice` says what was recovered from a damaged file)."""
        try:
            return self.store.load_comments(run_id)
        except RunNotFound:
            return SavedComments()

    def save_comments(self, run_id: str, comments: dict[str, Comment]) -> None:
        """Keep the comments beside the run (atomic; blocking: call it off the UI loop)."""
        self.store.save_comments(run_id, comments)

    # -- the notebook: what the person wrote, per article -----------------------------------
    @property
    def notebook(self) -> NotebookService:
        if self._notebook is None:
            from app.core.notebook import NotebookStore
            from app.service.notebook import NotebookService

            self._notebook = NotebookService(NotebookStore(language=self.settings.language))
        return self._notebook

    def sheet_comments(self, result: RunResult) -> SheetComments:
        """The run's comments with the notebook's comments, notes and highlights for
        the article it prepared, in place (blocking: call it off the UI loop)."""
        return self.notebook.comments_for(result, self.load_comments(result.run_id))

    def keep_sheet(self, result: RunResult, pages: NotebookPages) -> None:
        """Keep what the person wrote on a sheet: beside the run and in the notebook
        (atomic; blocking: call it off the UI loop; OSError when it cannot be saved)."""
        self.save_comments(result.run_id, pages.comments)
        self.notebook.keep(result, pages)

    def list_runs(self) -> list[RunSummary]:
        return self.store.list()

    def delete_run(self, run_id: str) -> None:
        """Delete a past run (the window offers it only while nothing runs)."""
        self.store.delete(run_id)

    def load_run(self, run_id: str) -> RunResult:
        return self.store.load(run_id)

    def use_settings(self, settings: Settings) -> None:
        """Take settings that change what is planned (a congregation's talk schedule):
        the next plan reads them."""
        self.settings = settings
        if not self._planner_given:
            self._planner = None

    async def reconfigure(self, settings: Settings) -> None:
        """Take new settings: the next plan uses the new LLM choice and the next run
        opens a content hub with the new base URLs, offline mode and cache size."""
        self.settings = settings
        if not self._planner_given:
            self._planner = None
        self.services.pop("entailer", None)  # the NLI model folder may have changed
        await self.aclose()

    async def aclose(self) -> None:
        if self._sources is not None:
            await self._sources.aclose()
            self._sources = None
