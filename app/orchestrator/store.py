"""Run store: runs/<run_id>/{run.json, handoffs/<step_id>.json, trace.jsonl}.

run.json is rewritten atomically on every transition, so a run killed at any
moment (even with SIGKILL) leaves the last consistent state on disk.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from pydantic import ValidationError

from app.core import privacy
from app.core.atomic import write_text_atomic
from app.core.errors import RunNotFound
from app.core.events import Event, parse_event
from app.core.models import Comment, Handoff, RunResult
from app.core.paths import runs_dir
from app.core.run_state import RunState, fold
from app.orchestrator.run_kind import run_kind, run_week

log = logging.getLogger(__name__)


def new_run_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime()) + "-" + secrets.token_hex(3)


@dataclass(frozen=True)
class RunSummary:
    run_id: str
    goal: str
    language: str
    status: str
    started_at: float
    steps: int
    findings: int
    kind: str = "other"  # see app.orchestrator.run_kind
    week: str = ""  # the Monday of the week it prepared


class RunStore:
    def __init__(self, root: Path | None = None) -> None:
        self.root = root or runs_dir()
        self._traces: dict[str, TextIO] = {}

    def run_dir(self, run_id: str) -> Path:
        if not run_id or "/" in run_id or "\\" in run_id or run_id.startswith("."):
            raise RunNotFound(f"invalid run id {run_id!r}")
        return self.root / run_id

    def save(self, result: RunResult) -> None:
        write_text_atomic(self.run_dir(result.run_id) / "run.json", result.model_dump_json())

    def save_handoff(self, run_id: str, step_id: str, handoff: Handoff) -> None:
        path = self.run_dir(run_id) / "handoffs" / f"{step_id}.json"
        # run.json (durable) also holds every handoff; this copy is for people and tools.
        write_text_atomic(path, handoff.model_dump_json(indent=1), durable=False)

    def load_handoff(self, run_id: str, step_id: str) -> Handoff | None:
        path = self.run_dir(run_id) / "handoffs" / f"{step_id}.json"
        try:
            return Handoff.model_validate_json(path.read_text("utf-8"))
        except (OSError, ValidationError):
            return None

    def handoffs(self, run_id: str) -> dict[str, Handoff]:
        folder = self.run_dir(run_id) / "handoffs"
        out: dict[str, Handoff] = {}
        if folder.is_dir():
            for path in sorted(folder.glob("*.json")):
                h = self.load_handoff(run_id, path.stem)
                if h is not None:
                    out[path.stem] = h
        return out

    def append_event(self, event: Event) -> None:
        """Append to trace.jsonl (kept open while the run lasts; flushed per line)."""
        fh = self._traces.get(event.run_id)
        if fh is None:
            path = self.run_dir(event.run_id) / "trace.jsonl"
            path.parent.mkdir(parents=True, exist_ok=True)
            fh = self._traces[event.run_id] = path.open("a", encoding="utf-8")
        fh.write(privacy.scrub(event.model_dump_json()) + "\n")
        fh.flush()

    def close_trace(self, run_id: str) -> None:
        fh = self._traces.pop(run_id, None)
        if fh is not None:
            fh.close()

    def events(self, run_id: str) -> list[Event]:
        """The trace; a torn last line (crash mid-append) is ignored."""
        path = self.run_dir(run_id) / "trace.jsonl"
        out: list[Event] = []
        if not path.exists():
            return out
        for line in path.read_text("utf-8").splitlines():
            try:
                out.append(parse_event(line))
            except ValidationError:
                continue
        return out

    def save_comments(self, run_id: str, comments: dict[str, Comment]) -> None:
        """comments.json: the person's comments on the sheet's questions, by question key
        (a file of its own, so the run's own writes never touch them)."""
        data = {key: c.model_dump() for key, c in comments.items() if c.text.strip()}
        write_text_atomic(self.run_dir(run_id) / "comments.json",
                          json.dumps(data, ensure_ascii=False, indent=1))

    def load_comments(self, run_id: str) -> dict[str, Comment]:
        """The saved comments; an unreadable file gives none (and is logged)."""
        path = self.run_dir(run_id) / "comments.json"
        try:
            raw = json.loads(path.read_text("utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("comments of run %s cannot be read: %s", run_id, exc)
            return {}
        out: dict[str, Comment] = {}
        for key, value in raw.items() if isinstance(raw, dict) else ():
            try:
                out[str(key)] = Comment.model_validate(value)
            except ValidationError:
                log.warning("comment %s of run %s skipped: not a comment", key, run_id)
        return out

    def save_state(self, state: RunState) -> None:
        """state.json: the run's state as its events left it (see app/core/run_state.py)."""
        write_text_atomic(self.run_dir(state.run_id) / "state.json", state.model_dump_json())

    def load_state(self, run_id: str) -> RunState:
        """The saved state, or the trace folded again when there is none (a run killed
        before it ended) or it cannot be read."""
        path = self.run_dir(run_id) / "state.json"
        try:
            return RunState.model_validate_json(path.read_text("utf-8"))
        except (OSError, ValidationError):
            return fold(self.events(run_id))

    def load(self, run_id: str) -> RunResult:
        path = self.run_dir(run_id) / "run.json"
        if not path.exists():
            raise RunNotFound(f"No run {run_id!r} in {self.root}")
        try:
            return RunResult.model_validate_json(path.read_text("utf-8"))
        except (OSError, ValidationError) as exc:
            raise RunNotFound(f"Run {run_id!r} cannot be read: {exc}") from exc

    def delete(self, run_id: str) -> None:
        """Remove a run's folder (its run.json, handoffs and trace)."""
        folder = self.run_dir(run_id)
        if not (folder / "run.json").exists():
            raise RunNotFound(f"No run {run_id!r} in {self.root}")
        self.close_trace(run_id)
        shutil.rmtree(folder)

    def list(self) -> list[RunSummary]:
        """Runs newest first; unreadable ones are left out (and logged)."""
        out: list[RunSummary] = []
        if not self.root.is_dir():
            return out
        for entry in os.scandir(self.root):
            if not entry.is_dir():
                continue
            try:
                data = json.loads(Path(entry.path, "run.json").read_text("utf-8"))
                plan = data["plan"]
                out.append(
                    RunSummary(
                        run_id=data["run_id"],
                        goal=plan.get("goal", ""),
                        language=plan.get("language", ""),
                        status=data.get("status", "?"),
                        started_at=float(data.get("started_at", 0.0)),
                        steps=len(plan.get("steps", [])),
                        findings=len(data.get("findings", [])),
                        kind=run_kind(plan),
                        week=run_week(plan, float(data.get("started_at", 0.0))),
                    )
                )
            except (OSError, ValueError, KeyError, TypeError) as exc:
                log.info("skipping unreadable run %s: %s", entry.name, exc)
        out.sort(key=lambda r: r.started_at, reverse=True)
        return out
