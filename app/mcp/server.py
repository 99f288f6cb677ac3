"""`preparo mcp`: PreparoService as MCP tools over stdio.

The protocol is our own small implementation (app/mcp/protocol.py: newline-delimited
JSON-RPC 2.0 on stdin/stdout, MCP revisions 2024-11-05 to 2025-11-25, tools only);
the official `mcp` SDK is a test dependency, whose stdio client drives the tests.

Three kinds of tools (see docs/MCP.md):
- meta tools: list the agents, plan a goal or the weekend meeting, run a plan with
  progress notifications (cancelling the request cancels the run), resume, list runs;
- queue tools, for an assistant that does the work itself: enqueue_task (through
  the executor's guards), complete_task, read_handoffs, list_tasks (the service's task
  queue, app/service/tasks.py, kept by the run engine: app/orchestrator/assisted.py);
- one tool per registered agent (`agent_<name>`), with the agent's argument schema;
  a call runs that agent alone through the executor and returns its findings.

PREPARO_TEST_AGENTS=<module> (tests only) builds the service from that module's
`registry()` and, when present, `planner()` instead of the builtin agents and planner.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import logging
import os
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from app import __version__
from app.core.coverage import run_json
from app.core.errors import PreparoError
from app.core.events import (
    Event,
    GuardTripped,
    PlanReady,
    Replanned,
    RunCancelled,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepProgress,
    StepQueued,
    StepSkipped,
    StepStarted,
)
from app.core.i18n import tr, tr_count
from app.core.models import LANGUAGES, Language, Plan, RunResult, Step, StepStatus, plan_json
from app.core.run_state import RunState
from app.core.settings import load_settings
from app.mcp.protocol import RequestContext, ServerInfo, Tool, ToolResult, serve_stdio
from app.mcp.tools import (
    CompleteArgs,
    EnqueueArgs,
    LibraryAddArgs,
    LibraryListArgs,
    LibrarySearchArgs,
    ListRunsArgs,
    ListTasksArgs,
    ListToolsArgs,
    PlanGoalArgs,
    PlanSundayArgs,
    ReadHandoffsArgs,
    ResumeRunArgs,
    RunPlanArgs,
    agent_tool_name,
)
from app.service import AgentSpec, PreparoService, RunHandle, library

_ISSUE = re.compile(r"^\d{6}$")

log = logging.getLogger(__name__)

TEST_AGENTS_ENV = "PREPARO_TEST_AGENTS"
DEFAULT_HEARTBEAT_S = 10.0
_STEP_ID_BAD = re.compile(r"[^A-Za-z0-9_.:-]")

INSTRUCTIONS = """\
Preparo prepares meetings of Jehovah's Witnesses and personal study with sources from \
wol.jw.org, through procedural agents.
- To let Preparo do the work: meta_plan_goal (or meta_plan_sunday), optionally edit the \
plan, then meta_run_plan (progress notifications per step; cancelling the request cancels \
the run, which meta_resume_run continues later). meta_run_plan also takes a goal directly.
- To call one agent: the agent_* tools, each with the agent's own arguments.
- To drive the work yourself: enqueue_task (the first call creates a queue run), do the \
task, then complete_task with a handoff; read_handoffs and list_tasks show the queue.
Findings carry wol.jw.org citations; quote them with their links."""

Handler = Callable[[RequestContext, dict[str, Any]], Awaitable[ToolResult]]


def make_service() -> PreparoService:
    """The service of a server process; PREPARO_TEST_AGENTS swaps in test agents."""
    settings = load_settings()
    module_name = os.environ.get(TEST_AGENTS_ENV, "").strip()
    if not module_name:
        return PreparoService(settings)
    module = importlib.import_module(module_name)
    planner_factory = getattr(module, "planner", None)
    return PreparoService(settings, registry=module.registry(),
                          planner=planner_factory() if planner_factory else None)


def ok(data: dict[str, Any]) -> ToolResult:
    text = json.dumps(data, ensure_ascii=False, indent=1, default=str)
    return ToolResult(text, structured=json.loads(text))


def tool_error(message: str, **details: Any) -> ToolResult:
    """An error the calling model can act on (isError: true), never a protocol error."""
    return ToolResult(message, structured={"error": message, **details}, is_error=True)


def _validation_message(exc: ValidationError, what: str, language: str) -> str:
    """Each field that failed and why, in one line (pydantic's reasons stay English)."""
    lines = [f"{'.'.join(str(p) for p in e['loc']) or '(arguments)'}: {e['msg']}"
             for e in exc.errors()]
    return tr("mcp.invalid_arguments_for", language, what=what, problems="; ".join(lines))


class BadArguments(Exception):
    """Tool arguments that do not match the tool's input schema."""


ArgsT = TypeVar("ArgsT", bound=BaseModel)


@dataclass
class _Tool:
    tool: Tool
    handler: Handler


class _Progress:
    """Turns run events into `notifications/progress` for one request (a no-op when the
    client sent no progressToken). `progress` counts the notifications, so it always
    grows; the message says what happened and, from the run's state, how many of its
    steps have ended (`[ended/total]`, never past the total)."""

    def __init__(self, ctx: RequestContext, language: str = "en") -> None:
        self.ctx = ctx
        self.language = language
        self.sent = 0
        self.state = RunState()
        self.broken = False

    async def event(self, event: Event) -> None:
        self.state.apply(event)
        await self._send(self._describe(event))

    async def heartbeat(self) -> None:
        await self._send(self._text("heartbeat", ended=self.state.ended,
                                    total=self.state.total))

    def _text(self, key: str, **params: object) -> str:
        return tr(f"mcp.{key}", self.language, **params)

    def _describe(self, event: Event) -> str:
        count = self.state.progress
        sid = event.step_id or ""
        match event:
            case RunStarted():
                key = "mcp.resumed" if event.resumed else "mcp.started"
                return tr_count(key, self.language, event.steps, run_id=event.run_id,
                                steps=event.steps)
            case PlanReady():
                return self._text("plan_ready", planner=event.planner, revision=event.revision)
            case StepStarted():
                return self._text("step_started", count=count, step_id=sid, agent=event.agent)
            case StepProgress():
                return self._text("step_progress", count=count, step_id=sid,
                                  message=event.message)
            case StepFinished():
                return self._text("step_done", count=count, step_id=sid,
                                  findings=event.findings)
            case StepFailed():
                key = "step_cancelled" if event.status == StepStatus.CANCELLED else "step_failed"
                return self._text(key, count=count, step_id=sid, error=event.error)
            case StepSkipped():
                return self._text("step_skipped", count=count, step_id=sid, reason=event.reason)
            case StepQueued():
                return self._text("step_queued", count=count, step_id=sid,
                                  parent=event.parent or "")
            case GuardTripped():
                return self._text("guard", guard=event.guard, message=event.message)
            case Replanned():
                return self._text("replan", count=count, revision=event.revision,
                                  reason=event.reason)
            case RunFinished():
                return self._text(f"run_{event.status}", count=count,
                                  seconds=event.elapsed_ms / 1000)
            case RunCancelled():
                return self._text("run_cancelled", count=count, seconds=event.elapsed_ms / 1000)
        return f"{count} {event.type.value} {sid}".rstrip()

    async def _send(self, message: str) -> None:
        if self.broken:
            return
        self.sent += 1
        try:
            await self.ctx.report_progress(float(self.sent), None, message)
        except Exception as exc:  # a gone client must not stop the run
            log.info("progress notifications stopped: %r", exc)
            self.broken = True


class PreparoMCP:
    """The tools of one server session over one PreparoService."""

    def __init__(self, service: PreparoService, *, heartbeat_s: float = DEFAULT_HEARTBEAT_S
                 ) -> None:
        self.service = service
        self.heartbeat_s = heartbeat_s
        self.queue = service.task_queue()
        # runs this server started that have not ended yet (a cancelled one is still
        # saving and holds its lock for a moment after run.json says "cancelled")
        self._running: list[RunHandle] = []
        self.agent_tools: dict[str, AgentSpec] = {}
        self._tools: dict[str, _Tool] = {}
        self._register_meta()
        self._register_agents()

    # -- tool table --------------------------------------------------------------
    def _add(self, name: str, description: str, args: type[BaseModel],
             handler: Handler, *, read_only: bool = False) -> None:
        self._tools[name] = _Tool(
            Tool(name, description, args.model_json_schema(), {"readOnlyHint": read_only}),
            handler,
        )

    def _register_meta(self) -> None:
        self._add("meta_list_tools", "List Preparo's agents with descriptions, fallbacks, "
                  "argument schemas and their agent_* tool names.", ListToolsArgs,
                  self._list_tools, read_only=True)
        self._add("meta_plan_goal", "Plan a goal (es/en/pt) into a DAG of agent steps without "
                  "running it; returns the plan JSON (as `preparo plan --json`).", PlanGoalArgs,
                  self._plan_goal, read_only=True)
        self._add("meta_plan_sunday", "Plan the preparation of the weekend meeting (public talk "
                  "and Watchtower study) of a week.", PlanSundayArgs, self._plan_sunday,
                  read_only=True)
        self._add("meta_run_plan", "Run a plan (or plan a goal and run it). Sends a progress "
                  "notification per step event; cancelling the request cancels the run (resume "
                  "it with meta_resume_run). Returns the run summary with findings and "
                  "citations (as `preparo run --json`).", RunPlanArgs, self._run_plan)
        self._add("meta_resume_run", "Resume a cancelled or interrupted run: only the steps "
                  "that did not finish run again.", ResumeRunArgs, self._resume_run)
        self._add("meta_list_runs", "List past runs, newest first (ids for meta_resume_run "
                  "and read_handoffs).", ListRunsArgs, self._list_runs, read_only=True)
        self._add("library_add", "Download issues of a publication (EPUB, through the "
                  "official pub-media API) into the person's library and index them.",
                  LibraryAddArgs, self._library_add)
        self._add("library_list", "What the person's library holds (publications, issues, "
                  "languages, sizes) and its size on disk.", LibraryListArgs,
                  self._library_list, read_only=True)
        self._add("library_search", "Search the paragraphs of the person's library (offline): "
                  "hits with the paragraph's wol.jw.org link, docid, paragraph id, title, text "
                  "and score; none, nothing_close and a message when nothing in the library "
                  "is close to the query, with what was searched.", LibrarySearchArgs,
                  self._library_search, read_only=True)
        self._add("enqueue_task", "Queue a task for you to do yourself (agent + args), "
                  "checked by the executor's guards: budget, depth, duplicates, per-agent caps, "
                  "unknown agents or dependencies. The first call creates a queue run; later "
                  "calls add to it.", EnqueueArgs, self._enqueue)
        self._add("complete_task", "Finish a queued task: status done or failed, with a "
                  "handoff (goals, did, for_next, files_touched) for the tasks after it.",
                  CompleteArgs, self._complete)
        self._add("read_handoffs", "Read the handoffs of a queue or of any run, all or those "
                  "of one agent or one task.", ReadHandoffsArgs, self._read_handoffs,
                  read_only=True)
        self._add("list_tasks", "The tasks of a queue (or any run) with their statuses and "
                  "the ones ready to work on.", ListTasksArgs, self._list_tasks, read_only=True)

    def _register_agents(self) -> None:
        language = self.service.settings.language
        for spec in self.service.registry:
            name = agent_tool_name(spec.name, set(self._tools))
            schema = dict(spec.args_schema())
            properties = dict(schema.get("properties", {}))
            if "language" not in properties:
                properties["language"] = {"type": "string", "enum": list(LANGUAGES),
                                          "description": "Language of the run (default: "
                                                         "the app's)."}
            schema["properties"] = properties
            fallback = f" Fallback agent: {spec.fallback}." if spec.fallback else ""
            description = (f"Run the Preparo agent {spec.name} alone and return its findings. "
                           f"{spec.describe(language)}{fallback}")
            self._tools[name] = _Tool(Tool(name, description, schema, {"openWorldHint": True}),
                                      self._agent_handler(spec))
            self.agent_tools[name] = spec

    # -- what the protocol layer asks (app/mcp/protocol.py ToolProvider) --------------
    def tools(self) -> list[Tool]:
        return [t.tool for t in self._tools.values()]

    async def call(self, ctx: RequestContext, name: str,
                   arguments: dict[str, Any]) -> ToolResult:
        entry = self._tools.get(name)
        if entry is None:
            return tool_error(tr("mcp.unknown_tool", self.language, name=repr(name)))
        try:
            return await entry.handler(ctx, arguments)
        except BadArguments as exc:
            return tool_error(str(exc), kind="BadArguments")
        except PreparoError as exc:
            return tool_error(str(exc) or type(exc).__name__, kind=type(exc).__name__,
                              **({"guard": exc.guard} if hasattr(exc, "guard") else {}))

    # -- meta tools ------------------------------------------------------------------
    @property
    def language(self) -> str:
        """The language of the messages a tool returns: the person's settings."""
        return self.service.settings.language

    def _parse(self, model: type[ArgsT], arguments: dict[str, Any], tool: str) -> ArgsT:
        try:
            return model.model_validate(arguments)
        except ValidationError as exc:
            raise BadArguments(_validation_message(exc, tool, self.language)) from None

    async def _list_tools(self, ctx: RequestContext, arguments: dict[str, Any]
                          ) -> ToolResult:
        a = self._parse(ListToolsArgs, arguments, "meta_list_tools")
        names = {spec.name: tool for tool, spec in self.agent_tools.items()}
        tools = self.service.tools(a.language or self.service.settings.language)
        for t in tools:
            t["mcp_tool"] = names.get(t["name"])
        return ok({"tools": tools, "problems": list(self.service.registry.problems)})

    async def _plan_goal(self, ctx: RequestContext, arguments: dict[str, Any]
                         ) -> ToolResult:
        a = self._parse(PlanGoalArgs, arguments, "meta_plan_goal")
        plan = await self.service.plan(a.goal, a.language, a.congregation, today=a.date,
                                       language_chosen=True)
        return ok(plan_json(plan))

    async def _plan_sunday(self, ctx: RequestContext, arguments: dict[str, Any]
                           ) -> ToolResult:
        a = self._parse(PlanSundayArgs, arguments, "meta_plan_sunday")
        plan = self.service.plan_sunday(a.language, a.congregation, today=a.date)
        return ok(plan_json(plan))

    async def _run_plan(self, ctx: RequestContext, arguments: dict[str, Any]
                        ) -> ToolResult:
        a = self._parse(RunPlanArgs, arguments, "meta_run_plan")
        if (a.plan is None) == (a.goal is None):
            return tool_error(tr("mcp.run_plan_needs_one", self.language))
        if a.plan is not None:
            try:
                plan = Plan.model_validate(a.plan)
            except ValidationError as exc:
                return tool_error(_validation_message(exc, tr("mcp.the_plan", self.language),
                                                      self.language))
            problems = self._plan_problems(plan)
            if problems:
                return tool_error(tr("mcp.plan_cannot_run", self.language,
                                     problems="; ".join(problems)), problems=problems)
        else:
            plan = await self.service.plan(a.goal or "", a.language, a.congregation,
                                           today=a.date, language_chosen=True)
        result = await self._drive(ctx, plan)
        return ok(run_json(result))

    def _plan_problems(self, plan: Plan) -> list[str]:
        registry = self.service.registry
        problems: list[str] = []
        for step in plan.steps:
            if step.agent not in registry:
                try:
                    registry.get(step.agent)
                except PreparoError as exc:
                    problems.append(tr("mcp.step_problem", self.language,
                                       step_id=repr(step.id), problem=exc))
                continue
            arg_problems = registry.check_args(step.agent, step.args, self.language)
            problems.extend(tr("mcp.step_problem", self.language, step_id=repr(step.id),
                               problem=p) for p in arg_problems)
        return problems

    async def _resume_run(self, ctx: RequestContext, arguments: dict[str, Any]
                          ) -> ToolResult:
        a = self._parse(ResumeRunArgs, arguments, "meta_resume_run")
        await self._until_ended(a.run_id)
        previous = self.service.load_run(a.run_id)
        result = await self._drive(ctx, previous.plan, previous=previous)
        return ok(run_json(result))

    async def _until_ended(self, run_id: str) -> None:
        """Wait (a while) for this server's own run `run_id` to end: a client that cancels
        a run and resumes it at once must not be told it is running in another process."""
        ending = {h.task for h in self._running if h.run_id == run_id and not h.task.done()}
        if ending:
            await asyncio.wait(ending, timeout=RESUME_WAIT_S)

    async def _list_runs(self, ctx: RequestContext, arguments: dict[str, Any]
                         ) -> ToolResult:
        a = self._parse(ListRunsArgs, arguments, "meta_list_runs")
        runs = self.service.list_runs()[:a.limit]
        return ok({"runs": [r.__dict__ for r in runs]})

    # -- library tools ---------------------------------------------------------------
    async def _library_add(self, ctx: RequestContext, arguments: dict[str, Any]
                           ) -> ToolResult:
        a = self._parse(LibraryAddArgs, arguments, "library_add")
        issues = a.issues
        if library.is_whole_book(a.pub):  # the Bible, a year's daily text book: no issues
            if issues:
                raise BadArguments(tr("library.no_issues", self.language, pub=a.pub))
            issues = [""]
        elif not issues:
            raise BadArguments(tr("library.needs_issues", self.language, pub=a.pub))
        bad = [i for i in issues if i and not _ISSUE.match(i)]
        if bad:
            raise BadArguments(tr("library.bad_issue", self.language, issue=bad[0]))
        added = await library.add_issues(a.pub, issues, a.language or self.language,
                                         settings=self.service.settings)
        return ok({"added": [p.model_dump() for p in added]})

    async def _library_list(self, ctx: RequestContext, arguments: dict[str, Any]
                            ) -> ToolResult:
        self._parse(LibraryListArgs, arguments, "library_list")
        kept = await asyncio.to_thread(library.publications)
        size = await asyncio.to_thread(library.library_size)
        return ok({"publications": [p.model_dump() for p in kept], "bytes": size})

    async def _library_search(self, ctx: RequestContext, arguments: dict[str, Any]
                              ) -> ToolResult:
        a = self._parse(LibrarySearchArgs, arguments, "library_search")
        language = a.language or self.language
        found = await asyncio.to_thread(library.answer_library, a.query, language,
                                        limit=a.limit)
        return ok({"hits": [h.model_dump() for h in found.hits],
                   "nothing_close": found.nothing_close,
                   "searched": found.searched.model_dump(),
                   "message": (library.nothing_close_message(a.query, found.searched, language)
                               if found.nothing_close else "")})

    # -- queue tools -----------------------------------------------------------------
    async def _enqueue(self, ctx: RequestContext, arguments: dict[str, Any]
                       ) -> ToolResult:
        a = self._parse(EnqueueArgs, arguments, "enqueue_task")
        return ok(self.queue.enqueue(
            a.agent, a.args, depends_on=a.depends_on, reason=a.reason, run_id=a.run_id,
            new_queue=a.new_queue, goal=a.goal, language=a.language,
            congregation=a.congregation))

    async def _complete(self, ctx: RequestContext, arguments: dict[str, Any]
                        ) -> ToolResult:
        a = self._parse(CompleteArgs, arguments, "complete_task")
        return ok(self.queue.complete(a.task_id, a.status, a.handoff.model_dump(),
                                      error=a.error, run_id=a.run_id))

    async def _read_handoffs(self, ctx: RequestContext, arguments: dict[str, Any]
                             ) -> ToolResult:
        a = self._parse(ReadHandoffsArgs, arguments, "read_handoffs")
        return ok(self.queue.handoffs(agent=a.agent, task_id=a.task_id, run_id=a.run_id))

    async def _list_tasks(self, ctx: RequestContext, arguments: dict[str, Any]
                          ) -> ToolResult:
        a = self._parse(ListTasksArgs, arguments, "list_tasks")
        return ok(self.queue.tasks(a.run_id))

    # -- agent tools -----------------------------------------------------------------
    def _agent_handler(self, spec: AgentSpec) -> Handler:
        async def handler(ctx: RequestContext, arguments: dict[str, Any]
                          ) -> ToolResult:
            return await self._run_agent(ctx, spec, arguments)
        return handler

    async def _run_agent(self, ctx: RequestContext, spec: AgentSpec,
                         arguments: dict[str, Any]) -> ToolResult:
        args = dict(arguments)
        lang: Language = self.service.settings.language
        if "language" in spec.args_schema().get("properties", {}):
            if args.get("language") in LANGUAGES:
                lang = args["language"]
        else:
            language = args.pop("language", None)
            if language is not None and language not in LANGUAGES:
                expected = tr("mcp.language_expected", self.language,
                              languages=", ".join(LANGUAGES))
                return tool_error(tr("mcp.invalid_arguments_for", self.language, what=spec.name,
                                     problems=expected))
            lang = language or lang
        problems = self.service.registry.check_args(spec.name, args, self.language)
        if problems:
            return tool_error(tr("mcp.invalid_arguments", self.language,
                                 problems="; ".join(problems)), problems=problems)
        step_id = _STEP_ID_BAD.sub("_", spec.name)[:64]
        plan = Plan(goal=f"{spec.name} (MCP tool call)", language=lang,
                    congregation=self.service.settings.current_congregation or None,
                    steps=[Step(id=step_id, agent=spec.name, args=args)], planner="mcp-tool")
        result = await self._drive(ctx, plan)
        main = result.result_for(step_id)
        summary = run_json(result)
        summary["handoff"] = main.handoff.model_dump(mode="json") if main and main.handoff \
            else None
        if main is None or main.status != StepStatus.DONE:
            error = (main.error if main else None) or tr("mcp.agent_unfinished", lang,
                                                         agent=spec.name)
            return tool_error(tr("mcp.agent_failed", lang, agent=spec.name, error=error),
                              run=summary)
        return ok(summary)

    # -- running with progress and cancellation --------------------------------------
    async def _drive(self, ctx: RequestContext, plan: Plan,
                     previous: RunResult | None = None) -> RunResult:
        """Run `plan` on the service, forwarding this run's events as progress
        notifications (plus a heartbeat while nothing happens). When the request is
        cancelled (or the connection ends), the run is cancelled and saved, so
        meta_resume_run can continue it."""
        pending: asyncio.Queue[Event] = asyncio.Queue()
        handles: list[RunHandle] = []

        def sink(event: Event) -> None:
            # The service's event hub carries every run of this process; keep ours.
            if handles and handles[0].run_id is not None and event.run_id == handles[0].run_id:
                pending.put_nowait(event)

        handle = self.service.start(plan, sink, previous=previous)
        handles.append(handle)
        self._running.append(handle)
        handle.task.add_done_callback(lambda _task: self._running.remove(handle))
        progress = _Progress(ctx, self.service.settings.language)
        try:
            while not (handle.task.done() and pending.empty()):
                if not pending.empty():
                    await progress.event(pending.get_nowait())
                    continue
                getter = asyncio.ensure_future(pending.get())
                try:
                    await asyncio.wait({getter, handle.task}, timeout=self.heartbeat_s,
                                       return_when=asyncio.FIRST_COMPLETED)
                finally:
                    if not getter.done():
                        getter.cancel()
                if getter.done() and not getter.cancelled():
                    await progress.event(getter.result())
                elif not handle.task.done():
                    await progress.heartbeat()
            return handle.task.result()
        except BaseException:
            if not handle.task.done():
                handle.cancel()
                await _wait_through_cancellation(handle.task)
            raise


async def _wait_through_cancellation(task: asyncio.Future[Any]) -> None:
    """Wait until `task` is done, even if the waiting task is cancelled meanwhile (a
    cancelled run must be saved before its request ends)."""
    while not task.done():
        try:
            await asyncio.wait({task})
        except asyncio.CancelledError:
            continue


# how long meta_resume_run waits for this server's own cancelled run to finish saving
RESUME_WAIT_S = 30.0

SERVER_INFO = ServerInfo(name="preparo", version=__version__, title="Preparo",
                         instructions=INSTRUCTIONS)


async def serve(app: PreparoMCP) -> None:
    try:
        await serve_stdio(SERVER_INFO, app)
    finally:
        await app.service.aclose()


def main(heartbeat_s: float = DEFAULT_HEARTBEAT_S) -> int:
    service = make_service()
    for problem in service.registry.problems:
        log.warning("%s", problem)
    try:
        asyncio.run(serve(PreparoMCP(service, heartbeat_s=heartbeat_s)))
    except KeyboardInterrupt:
        return 130
    return 0
