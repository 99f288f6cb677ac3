"""Core CLI commands: tools, plan, plan-sunday, run, runs, resume."""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import sys
from pathlib import Path
from typing import TextIO

from app.core.coverage import coverage, coverage_text, run_json
from app.core.errors import PreparoError
from app.core.events import (
    Event,
    GuardTripped,
    Replanned,
    RunCancelled,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepSkipped,
)
from app.core.i18n import tr, tr_count
from app.core.jsonfile import read_json_file
from app.core.models import Plan, RunResult, StepStatus, plan_json
from app.core.run_state import RunState
from app.core.settings import load_settings, user_language
from app.core.urls import mirror_bases, public_url
from app.service import PreparoService
from app.service.library import offline_notes

LANGS = ("es", "en", "pt")
MAX_PLAN_FILE = 1024 * 1024  # bytes; a plan of MAX_PLAN_STEPS steps is far smaller


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("tools", help="list the agents with descriptions and argument schemas")
    p.add_argument("--language", choices=LANGS, default=None)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=cmd_tools)

    p = sub.add_parser("plan", help="plan a goal without running it")
    _goal_args(p)
    p.set_defaults(handler=cmd_plan)

    p = sub.add_parser("plan-sunday", help="plan the weekend meeting preparation")
    _common_args(p)
    p.add_argument("--date", type=dt.date.fromisoformat, default=None,
                   help="a day of the week to prepare (YYYY-MM-DD; default today)")
    p.add_argument("--run", action="store_true", help="run the plan too")
    p.add_argument("--export", metavar="PATH", default=None)
    p.add_argument("--force", action="store_true", help="overwrite an existing export")
    p.add_argument("--talk", metavar="NUMBER_OR_TITLE", default=None,
                   help="this week's public talk (remembered in the congregation's schedule; "
                        "without it, you are asked once when the schedule has none)")
    p.add_argument("--speaker", default="", help="the public talk's speaker (with --talk)")
    p.set_defaults(handler=cmd_plan_sunday)

    p = sub.add_parser("run", help="plan and run a goal")
    _goal_args(p)
    p.add_argument("--plan-file", metavar="FILE", default=None,
                   help="run this plan (JSON as printed by `plan --json`) instead of planning")
    p.add_argument("--export", metavar="PATH", default=None,
                   help="export the study sheet (format from the extension: md, html, pdf, docx)")
    p.add_argument("--style", choices=("inline", "footnote", "bibliography"), default="inline")
    p.add_argument("--force", action="store_true", help="overwrite an existing export")
    p.set_defaults(handler=cmd_run)

    p = sub.add_parser("runs", help="list past runs")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=cmd_runs)

    p = sub.add_parser("resume", help="resume a cancelled or interrupted run")
    p.add_argument("run_id")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(handler=cmd_resume)


def _common_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--language", "-l", choices=LANGS, default=None)
    p.add_argument("--offline", action="store_true",
                   help="use only your library and the cache (no request to the sites); "
                   "what needs the site is said before the run")
    p.add_argument("--congregation", "-c", default=None)
    p.add_argument("--json", action="store_true", help="print JSON on stdout")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")


def _goal_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("goal", nargs="?", default=None)
    _common_args(p)
    p.add_argument("--date", type=dt.date.fromisoformat, default=None,
                   help="the day the goal refers to (YYYY-MM-DD; default today)")


def _service() -> PreparoService:
    return PreparoService()


def _service_for(args: argparse.Namespace) -> PreparoService:
    """The session, offline (the library and the cache only) when `--offline` asks."""
    if getattr(args, "offline", False):
        return PreparoService(load_settings().model_copy(update={"offline": True}))
    return _service()


def _fail(message: str) -> int:
    print(f"preparo: {message}", file=sys.stderr)
    return 2


def cmd_tools(args: argparse.Namespace) -> int:
    service = _service()
    language = args.language or service.settings.language
    tools = service.tools(language)
    for problem in service.registry.problems:
        print(tr("cli.warning", service.settings.language, problem=problem), file=sys.stderr)
    if args.json:
        print(json.dumps(tools, ensure_ascii=False, indent=1))
        return 0
    for tool in tools:
        fallback = tr("cli.tool_fallback", language, agent=tool["fallback"]) \
            if tool["fallback"] else ""
        print(f"{tool['name']:<30} {tool['description']}{fallback}")
        props = tool["args_schema"].get("properties", {})
        required = set(tool["args_schema"].get("required", []))
        for name, prop in props.items():
            mark = "*" if name in required else " "
            kind = prop.get("type") or "/".join(
                str(x.get("type", "?")) for x in prop.get("anyOf", [])) or "?"
            print(f"    {mark} {name}: {kind}")
    return 0


def cmd_plan(args: argparse.Namespace) -> int:
    if not args.goal:
        return _fail(tr("cli.plan_needs_goal", user_language()))
    service = _service()
    try:
        plan = asyncio.run(service.plan(args.goal, args.language, args.congregation,
                                        today=args.date, language_chosen=True))
    except PreparoError as exc:
        return _fail(str(exc))
    _print_plan(plan, args.json, service.settings.language)
    return 0


def cmd_plan_sunday(args: argparse.Namespace) -> int:
    service = _service_for(args)
    try:
        _week_talk(service, args)
    except OSError as exc:
        print(tr("cli.talk_not_saved", args.language or service.settings.language, error=exc),
              file=sys.stderr)
    plan = service.plan_sunday(args.language, args.congregation, today=args.date)
    if not args.run:
        _print_plan(plan, args.json, service.settings.language)
        return 0
    return _run_and_report(service, plan, args)


def _week_talk(service: PreparoService, args: argparse.Namespace) -> None:
    """The week's public talk: --talk is remembered; with none and nothing in the
    schedule, a person at a terminal is asked once (the answer, even an empty one, is
    remembered), otherwise told how to give it."""
    from app.service.talks import remember_talk, week_talk

    lang = args.language or service.settings.language
    where = {"congregation": args.congregation, "today": args.date, "language": lang}
    if args.talk is not None:
        remember_talk(service, args.talk, args.speaker, **where)
        return
    if week_talk(service, args.congregation, args.date) is not None:
        return
    if args.json or not sys.stdin.isatty():
        print(tr("cli.talk_hint", lang), file=sys.stderr)
        return
    try:
        answer = input(tr("cli.talk_prompt", lang))
        speaker = input(tr("cli.talk_speaker_prompt", lang)) if answer.strip() else ""
    except EOFError:
        return
    remember_talk(service, answer, speaker, **where)


def cmd_run(args: argparse.Namespace) -> int:
    service = _service_for(args)
    if args.plan_file:
        try:
            plan = Plan.model_validate(read_json_file(Path(args.plan_file), MAX_PLAN_FILE))
        except (OSError, ValueError) as exc:
            return _fail(tr("cli.plan_file_unreadable", service.settings.language,
                            path=args.plan_file, error=exc))
    elif args.goal:
        try:
            plan = asyncio.run(service.plan(args.goal, args.language, args.congregation,
                                            today=args.date, language_chosen=True))
        except PreparoError as exc:
            return _fail(str(exc))
    else:
        return _fail(tr("cli.run_needs_goal", service.settings.language))
    return _run_and_report(service, plan, args)


def _run_and_report(service: PreparoService, plan: Plan, args: argparse.Namespace) -> int:
    export_path = getattr(args, "export", None)
    if export_path:
        problem = _export_preflight(export_path, bool(getattr(args, "force", False)),
                                    service.settings.language)
        if problem:
            return _fail(problem)
    if service.settings.offline:  # what cannot be done is said before, not found after
        for note in offline_notes(plan, getattr(args, "date", None)):
            print(note, file=sys.stderr)
    progress = RunIdRecorder(None if args.quiet else ProgressPrinter(sys.stderr, plan.language))

    async def go() -> RunResult:
        try:
            return await service.run(plan, progress)
        finally:
            await service.aclose()

    try:
        result = asyncio.run(go())
    except KeyboardInterrupt:
        return _interrupted(progress.run_id, plan.language)
    if export_path:
        code = _export(service, result, export_path, getattr(args, "style", "inline"),
                       bool(getattr(args, "force", False)))
        if code:
            return code
    _print_result(result, args.json, plan.language, service.settings.wol_url)
    return _exit_code(result)


class RunIdRecorder:
    """Passes events on to the progress printer (if any), noting the run's id so an
    interruption can say exactly what to resume."""

    def __init__(self, progress: ProgressPrinter | None) -> None:
        self.progress = progress
        self.run_id = ""

    def __call__(self, event: Event) -> None:
        self.run_id = self.run_id or event.run_id
        if self.progress is not None:
            self.progress(event)


def _interrupted(run_id: str, language: str) -> int:
    if run_id:
        print("\n" + tr("cli.interrupted_resume", language, run_id=run_id), file=sys.stderr)
    else:
        print("\n" + tr("cli.interrupted_early", language), file=sys.stderr)
    return 130


def _export_preflight(path: str, force: bool, language: str) -> str | None:
    import os

    if os.path.exists(path) and not force:
        return tr("cli.file_exists", language, path=path)
    return None


def _export(service: PreparoService, result: RunResult, path: str, style: str,
            force: bool) -> int:
    from app.service.sheet import STYLES, CitationStyle

    by_name: dict[str, CitationStyle] = {s: s for s in STYLES}
    chosen = by_name.get(style, "inline")
    try:
        if path.lower().endswith(".pdf"):
            # Qt's application object must be made here, on the main thread; the
            # service renders in a worker thread.
            from app.service.sheet import prepare_pdf_export

            prepare_pdf_export(result.plan.language)
        written = asyncio.run(service.export(result, path, style=chosen, overwrite=force))
    except (PreparoError, OSError) as exc:
        return _fail(tr("cli.export_failed", result.plan.language, error=exc))
    print(tr("cli.exported", result.plan.language, path=written), file=sys.stderr)
    return 0


def cmd_runs(args: argparse.Namespace) -> int:
    service = _service()
    runs = service.list_runs()
    if args.json:
        print(json.dumps([r.__dict__ for r in runs], ensure_ascii=False, indent=1))
        return 0
    if not runs:
        print(tr("cli.no_runs", service.settings.language))
    for r in runs:
        when = dt.datetime.fromtimestamp(r.started_at).strftime("%Y-%m-%d %H:%M")
        what = r.goal if not r.problem else f"({r.problem})"
        print(tr_count("cli.run_line", service.settings.language, r.steps, run_id=r.run_id,
                       when=when, status=r.status, steps=r.steps, what=what))
    return 0


def cmd_resume(args: argparse.Namespace) -> int:
    service = _service()
    progress = RunIdRecorder(None if args.quiet
                             else ProgressPrinter(sys.stderr, service.settings.language))

    async def go() -> RunResult:
        try:
            return await service.resume(args.run_id, progress)
        finally:
            await service.aclose()

    try:
        result = asyncio.run(go())
    except PreparoError as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        return _interrupted(progress.run_id or args.run_id, service.settings.language)
    _print_result(result, args.json, result.plan.language, service.settings.wol_url)
    return _exit_code(result)


def _exit_code(result: RunResult) -> int:
    """0 when the work asked for is there (finished, or finished with problems), 1 when
    the run failed, 130 when it was cancelled."""
    return {"finished": 0, "finished_with_problems": 0, "cancelled": 130}.get(result.status, 1)


def _print_plan(plan: Plan, as_json: bool, language: str) -> None:
    if as_json:
        print(json.dumps(plan_json(plan), ensure_ascii=False, indent=1))
        return
    print(tr("cli.plan_for", language, goal=plan.goal, plan_language=plan.language,
             planner=plan.planner, confidence=plan.confidence))
    for note in plan.notes:
        print(tr("cli.note", language, note=note))
    for s in plan.steps:
        deps = f"  <- {', '.join(s.depends_on)}" if s.depends_on else ""
        print(f"  {s.id}: {s.agent} {json.dumps(s.args, ensure_ascii=False)}{deps}")


def _print_result(result: RunResult, as_json: bool, language: str,
                  wol_url: str = "") -> None:
    """The run for a person: counts, errors, problems, then the findings with their
    verdict in words and public links (a local mirror's links map to wol.jw.org)."""
    if as_json:
        print(json.dumps(run_json(result), ensure_ascii=False, indent=1))
        return
    counts = {"done": 0, "failed": 0, "skipped": 0}
    for r in result.steps:
        if r.status.value in counts:
            counts[r.status.value] += 1
    print(tr("run_finished", language, run_id=result.run_id, seconds=result.elapsed_ms / 1000,
             **counts))
    for r in result.steps:
        if r.error:
            status = tr(f"step_status.{r.status.value}", language)
            print(f"  {r.step_id}: {status}: {r.error}")
    parts = coverage(result, language)
    if result.status == "finished_with_problems":
        # "the work asked for is there" only when every part of the goal is covered
        key = ("run_with_problems" if all(p.covered for p in parts)
               else "run_with_problems_partial")
        print(tr(key, language, count=len(result.problems)))
    elif result.status == "failed" and not result.unsaved:  # else the disk's line says it
        print(tr("run_failed", language))
    if parts and result.status != "running":  # what of the goal is covered, and what not
        print(coverage_text(result, parts, language))
    step_ids = {r.step_id for r in result.steps}
    for problem in result.problems:  # the run's own (a full disk), not a step's again
        if not any(sid in problem for sid in step_ids):
            print(f"  {problem}")
    bases = mirror_bases(wol_url) if wol_url else {}
    for f in result.findings[:40]:
        badge = f" [{f.verdict.reason or f.verdict.label}]" if f.verdict else ""
        url = f"  {public_url(f.citation.url, bases)}" if f.citation else ""
        print(f"- {f.summary}{badge}{url}")
    if len(result.findings) > 40:
        print("  " + tr("cli.more_findings", language, count=len(result.findings) - 40))


class ProgressPrinter:
    """Live progress: one line per ended step (with the run state's `[ended/total]`),
    guard and replan."""

    def __init__(self, stream: TextIO, language: str = "en") -> None:
        self.stream = stream
        self.language = language
        self.state = RunState()

    def __call__(self, event: Event) -> None:
        state = self.state.apply(event)
        match event:
            case RunStarted():
                self.stream.write(tr_count("cli.progress_started", self.language, event.steps,
                                           run_id=event.run_id, steps=event.steps) + "\n")
                self.stream.flush()
            case StepFinished():
                self._line("progress_ok", progress=state.progress, step_id=event.step_id)
            case StepFailed():
                key = "progress_cancelled" if event.status == StepStatus.CANCELLED \
                    else "progress_failed"
                self._line(key, progress=state.progress, step_id=event.step_id,
                           error=event.error)
            case StepSkipped():
                self._line("progress_skipped", progress=state.progress, step_id=event.step_id,
                           reason=event.reason)
            case GuardTripped():
                self._line("progress_guard", guard=event.guard, message=event.message)
            case Replanned():
                self._line("progress_replan", reason=event.reason)
            case RunFinished() | RunCancelled():
                self._line("progress_finished" if isinstance(event, RunFinished)
                           else "progress_cancelled_run", seconds=event.elapsed_ms / 1000)

    def _line(self, key: str, **params: object) -> None:
        self.stream.write(tr(f"cli.{key}", self.language, **params).rstrip() + "\n")
        self.stream.flush()
