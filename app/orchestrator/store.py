"""Run store: runs/<run_id>/{run.json, handoffs/<step_id>.json, trace.jsonl, run.lock}.

run.json is rewritten atomically on every transition, so a run killed at any
moment (even with SIGKILL) leaves the last consistent state on disk.

One process at a time runs a run: it holds an OS lock on run.lock while it
does (`lock`), so a second process cannot resume the same run, and a run.json
still saying "running" whose lock nobody holds is listed as "interrupted".
A run whose files cannot be read is listed as "unreadable" with the reason;
it never hides the others. When the disk refuses a write (full, read-only),
the first failure is kept (`write_problem` tells it in the run's language), the
run goes on in memory and ends failed with one clear line; what was already
written stays as it was, so the run can be resumed once there is space. A disk
that refuses even the lock stops the run before it starts (`RunNotSaved`).
"""

from __future__ import annotations

import json
import logging
import math
import os
import secrets
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from pydantic import ValidationError

from app.core import privacy
from app.core.atomic import disk_full, write_text_atomic
from app.core.damage import keep_broken_copy, recover_json
from app.core.errors import PreparoError, RunNotFound
from app.core.events import Event, RunStarted, parse_event
from app.core.i18n import tr
from app.core.inert import inert
from app.core.jsonfile import loads, read_json_file
from app.core.models import Comment, Handoff, RunResult
from app.core.paths import runs_dir
from app.orchestrator.run_kind import run_kind, run_week

log = logging.getLogger(__name__)


def new_run_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime()) + "-" + secrets.token_hex(3)


MAX_RUN_FILE = 256 * 1024 * 1024  # bytes of run.json read for a listing or a resume
LATEST_TIME = 32503680000.0  # 3000-01-01: a later start time is a damaged file


class RunLocked(PreparoError):
    """Another process is running (or resuming) this run right now."""


class RunNotSaved(PreparoError):
    """The disk refuses the run's files (full, read-only) before the run started."""


def refused_line(exc: OSError, language: str, *, started: bool = True) -> str:
    """The one line for a write the disk refused: full (free space, then resume) or
    refused for another reason; `started=False` when nothing of the run was saved."""
    full = disk_full(exc)
    if not started:
        key = "store.disk_full_start" if full else "store.write_refused_start"
    else:
        key = "store.disk_full" if full else "store.write_refused"
    return tr(key, language, reason=exc.strerror or str(exc))


@dataclass(frozen=True)
class RunSummary:
    run_id: str
    goal: str
    language: str
    status: str  # a run's status, or "interrupted" (stale "running"), or "unreadable"
    started_at: float
    steps: int
    findings: int
    kind: str = "other"  # see app.orchestrator.run_kind
    week: str = ""  # the Monday of the week it prepared
    problem: str = ""  # why an unreadable run could not be read


class RunLock:
    """An OS lock on runs/<id>/run.lock, held while a process runs the run."""

    def __init__(self, path: Path, language: str = "en") -> None:
        self.path = path
        self.language = language  # of the run: RunLocked speaks it
        self._handle: Any = None

    def acquire(self, language: str | None = None) -> RunLock:
        """Hold the lock; RunLocked when another process holds it, RunNotSaved when the
        disk refuses the lock file (a run that cannot save anything is not started)."""
        language = language or self.language
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # unbuffered: a refused write fails here, once, never again when it is closed
            handle = self.path.open("a+b", buffering=0)
        except OSError as exc:
            raise RunNotSaved(refused_line(exc, language, started=False)) from exc
        if not _try_lock(handle):
            handle.close()
            raise RunLocked(tr("store.locked", language, run_id=self.path.parent.name))
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(str(os.getpid()).encode())
        except OSError as exc:
            _unlock(handle)
            handle.close()
            raise RunNotSaved(refused_line(exc, language, started=False)) from exc
        self._handle = handle
        return self

    def release(self) -> None:
        if self._handle is not None:
            _unlock(self._handle)
            self._handle.close()
            self._handle = None


def _try_lock(handle: Any) -> bool:
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(handle: Any) -> None:
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
    except OSError:
        log.debug("unlocking %s failed", handle.name, exc_info=True)


class RunStore:
    """Runs on disk. Its messages speak the run's language (learnt from the run's start
    or its result), or `language` (the session's) for a run asked for by id."""

    def __init__(self, root: Path | None = None, *, language: str = "en") -> None:
        self.root = root or runs_dir()
        self.language = language
        self._run_languages: dict[str, str] = {}
        self._traces: dict[str, TextIO] = {}
        self.refused: OSError | None = None  # the first write the disk refused

    def language_of(self, run_id: str) -> str:
        return self._run_languages.get(run_id, self.language)

    # -- one process per run ---------------------------------------------------------

    def lock(self, run_id: str, language: str | None = None) -> RunLock:
        """Hold the run for this process; RunLocked when another process holds it,
        RunNotSaved when the disk refuses even the lock (both told in `language`, else
        the run's)."""
        return RunLock(self.run_dir(run_id) / "run.lock",
                       language or self.language_of(run_id)).acquire()

    def is_locked(self, run_id: str) -> bool:
        """Whether some process holds the run now (tried without waiting)."""
        path = self.run_dir(run_id) / "run.lock"
        if not path.exists():
            return False
        try:  # a probe writes nothing (a listing works on a full disk too)
            handle = path.open("rb")
        except OSError:
            return True
        try:
            if not _try_lock(handle):
                return True
            _unlock(handle)
            return False
        finally:
            handle.close()

    # -- writes that a full disk may refuse -------------------------------------------

    def _refused(self, what: str, exc: OSError, run_id: str) -> None:
        """Keep the first refused write (logged in full once); the run goes on."""
        if self.refused is None:
            self.refused = exc
            log.error("writing %s failed", what, exc_info=exc)

    def write_problem(self, language: str) -> str | None:
        """The first refused write as one line in `language` (None when all were written)."""
        return refused_line(self.refused, language) if self.refused is not None else None

    def run_dir(self, run_id: str) -> Path:
        if not run_id or "/" in run_id or "\\" in run_id or run_id.startswith("."):
            raise RunNotFound(tr("store.invalid_id", self.language, run_id=repr(run_id)))
        return self.root / run_id

    def save(self, result: RunResult) -> None:
        self._run_languages[result.run_id] = result.plan.language
        self.write_run(result.run_id, result.model_dump_json())

    def write_run(self, run_id: str, text: str) -> None:
        """Write run.json from the run's serialised text (blocking: a durable write)."""
        try:
            write_text_atomic(self.run_dir(run_id) / "run.json", text, private=True)
        except OSError as exc:
            self._refused(f"run {run_id}", exc, run_id)

    def save_handoff(self, run_id: str, step_id: str, handoff: Handoff) -> None:
        path = self.run_dir(run_id) / "handoffs" / f"{step_id}.json"
        # run.json (durable) also holds every handoff; this copy is for people and tools.
        try:
            write_text_atomic(path, handoff.model_dump_json(indent=1), durable=False,
                              private=True)
        except OSError as exc:
            self._refused(f"handoff {run_id}/{step_id}", exc, run_id)

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
        if isinstance(event, RunStarted):
            self._run_languages[event.run_id] = event.language
        try:
            fh = self._traces.get(event.run_id)
            if fh is None:
                path = self.run_dir(event.run_id) / "trace.jsonl"
                path.parent.mkdir(parents=True, exist_ok=True)
                # the person's alone, like run.json (0600), whatever the umask
                fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
                fh = self._traces[event.run_id] = os.fdopen(fd, "a", encoding="utf-8")
            fh.write(privacy.scrub(event.model_dump_json()) + "\n")
            fh.flush()
        except OSError as exc:
            self._refused(f"trace of {event.run_id}", exc, event.run_id)

    def close_trace(self, run_id: str) -> None:
        fh = self._traces.pop(run_id, None)
        if fh is not None:
            try:
                fh.close()
            except OSError as exc:  # the buffered tail could not be written
                self._refused(f"trace of {run_id}", exc, run_id)

    def events(self, run_id: str) -> list[Event]:
        """The trace; a torn last line (crash mid-append) is ignored."""
        path = self.run_dir(run_id) / "trace.jsonl"
        out: list[Event] = []
        if not path.exists():
            return out
        for line in path.read_text("utf-8", "replace").splitlines():
            try:
                out.append(parse_event(line))
            except (ValidationError, ValueError, RecursionError):
                continue
        return out

    def save_comments(self, run_id: str, comments: dict[str, Comment]) -> None:
        """comments.json: the person's comments on the sheet's questions, by question key
        (a file of its own, so the run's own writes never touch them). A damaged file
        is never overwritten before a broken copy of it is kept (OSError if it cannot be)."""
        path = self.run_dir(run_id) / "comments.json"
        if _damaged_comments(path):
            keep_broken_copy(path)
        data = {key: c.model_dump() for key, c in comments.items() if c.text.strip()}
        write_text_atomic(path, json.dumps(data, ensure_ascii=False, indent=1), private=True)

    def load_comments(self, run_id: str, language: str | None = None) -> SavedComments:
        """The saved comments. From a damaged file (torn, not JSON, a bad entry) every
        comment that can be read is recovered, a broken copy is kept and `notice` tells
        the person in one line (in `language`, else their settings')."""
        path = self.run_dir(run_id) / "comments.json"
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return SavedComments()
        except OSError as exc:  # shown without them; a save is refused the same way
            log.error("comments of run %s cannot be read", run_id, exc_info=exc)
            unread = SavedComments()
            unread.notice = tr("store.comments_unreadable", language or self.language,
                               error=exc.strerror or str(exc))
            return unread
        out = SavedComments()
        raw, damaged = _comments_json(data)
        for key, value in raw.items():
            try:
                out[str(key)] = Comment.model_validate(value)
            except ValidationError:
                damaged = True
                log.warning("comment %s of run %s skipped: not a comment", key, run_id)
        if damaged:
            try:
                copy = keep_broken_copy(path)
            except OSError as exc:
                log.error("no copy of the damaged %s could be kept", path, exc_info=exc)
                copy = None
            out.notice = tr("store.comments_recovered", language or self.language,
                            count=len(out), copy=copy.name if copy else "-")
            log.warning("comments of run %s were damaged: %d recovered", run_id, len(out))
        return out

    def load(self, run_id: str) -> RunResult:
        path = self.run_dir(run_id) / "run.json"
        if not path.exists():
            raise RunNotFound(tr("store.no_run", self.language, run_id=repr(run_id),
                                 folder=self.root))
        try:
            return RunResult.model_validate(read_json_file(path, MAX_RUN_FILE))
        except (OSError, ValueError, RecursionError) as exc:  # ValidationError, bad UTF-8
            raise RunNotFound(tr("store.unreadable", self.language, run_id=repr(run_id),
                                 error=_short(exc))) from exc

    def delete(self, run_id: str) -> None:
        """Remove a run's folder (its run.json, handoffs and trace)."""
        folder = self.run_dir(run_id)
        if not (folder / "run.json").exists():
            raise RunNotFound(tr("store.no_run", self.language, run_id=repr(run_id),
                                 folder=self.root))
        self.close_trace(run_id)
        shutil.rmtree(folder)

    def list(self) -> list[RunSummary]:
        """Runs newest first; one that cannot be read is listed as "unreadable" (with the
        reason), and a "running" one no process holds as "interrupted"."""
        out: list[RunSummary] = []
        if not self.root.is_dir():
            return out
        for entry in os.scandir(self.root):
            folder = Path(entry.path)
            # A folder without run.json is no run (or one killed before its first save).
            if entry.is_dir() and not entry.name.startswith(".") \
                    and (folder / "run.json").exists():
                out.append(self._summary(folder))
        out.sort(key=lambda r: r.started_at, reverse=True)
        return out

    def _summary(self, folder: Path) -> RunSummary:
        try:
            data = read_json_file(folder / "run.json", MAX_RUN_FILE)
            plan = data.get("plan") if isinstance(data, dict) else None
            if not isinstance(plan, dict):
                raise ValueError("run.json holds no plan")
            steps, findings = plan.get("steps", []), data.get("findings", [])
            status = data.get("status")
            if not isinstance(steps, list) or not isinstance(findings, list) \
                    or not isinstance(status, str):
                raise ValueError("run.json has no steps, findings or status")
            if status == "running" and not self.is_locked(folder.name):
                status = "interrupted"
            return RunSummary(
                run_id=folder.name,
                goal=inert(str(plan.get("goal", "")), one_line=True),
                language=str(plan.get("language", "")),
                status=status,
                started_at=_start_time(data.get("started_at"), folder),
                steps=len(steps),
                findings=len(findings),
                kind=run_kind(plan),
                week=run_week(plan, _start_time(data.get("started_at"), folder)),
            )
        except (OSError, ValueError, TypeError, AttributeError, RecursionError) as exc:
            log.info("unreadable run %s: %s", folder.name, exc)
            return RunSummary(run_id=folder.name, goal="", language="", status="unreadable",
                              started_at=_start_time(None, folder), steps=0, findings=0,
                              problem=_short(exc))


class SavedComments(dict[str, Comment]):
    """A run's comments by question key; `notice` is one line for the person when the
    file was damaged (what was recovered, where the broken copy is)."""

    notice: str = ""


def _comments_json(data: bytes) -> tuple[dict[str, Any], bool]:
    """The comments file's object and whether it was damaged (then what was recovered)."""
    try:
        raw = loads(data)
    except ValueError:  # bad UTF-8, not JSON, torn, nested absurdly deep
        text = data.decode("utf-8", "replace")
        recovered = recover_json(text)
        return (recovered if isinstance(recovered, dict) else {}), True
    return (raw, False) if isinstance(raw, dict) else ({}, True)


def _damaged_comments(path: Path) -> bool:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return False
    return _comments_json(data)[1]


def _start_time(value: object, folder: Path) -> float:
    """A run's start as a Unix time; the folder's time when the file's is absent or absurd
    (negative, not finite, after the year 3000)."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        stamp = float(value)
        if math.isfinite(stamp) and 0 <= stamp < LATEST_TIME:
            return stamp
    try:
        return folder.stat().st_mtime
    except OSError:
        return 0.0


def _short(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text[:200]}" if text else type(exc).__name__
