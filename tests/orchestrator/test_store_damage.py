"""Persisted runs fail per item: a damaged run file is listed as unreadable and never
hides the others; one process per run; a full disk is one clear line and loses nothing."""

from __future__ import annotations

import asyncio
import errno
import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.core.errors import PreparoError
from app.core.events import EventHub
from app.core.models import Plan, RunResult, Step, StepResult, StepStatus
from app.core.settings import Settings
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import LATEST_TIME, RunLocked, RunStore
from tests.orchestrator.fake_agents import registry


def _good(store: RunStore, run_id: str, started: float = 1_700_000_000.0) -> None:
    plan = Plan(goal=f"goal {run_id}", steps=[Step(id="a", agent="test.noop")])
    store.save(RunResult(run_id=run_id, plan=plan, status="finished", started_at=started,
                         steps=[StepResult(step_id="a", agent="test.noop",
                                           status=StepStatus.DONE)]))


DAMAGED: dict[str, bytes] = {
    "plan-is-a-list": json.dumps({"run_id": "x", "plan": [], "status": "finished"}).encode(),
    "plan-is-text": json.dumps({"run_id": "x", "plan": "oops", "status": "done"}).encode(),
    "steps-not-a-list": json.dumps({"plan": {"goal": "g", "steps": 5}, "status": "x"}).encode(),
    "deep": b'{"plan": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "bad-utf8": b'{"plan": {"goal": "\xff\xfe"}, "status": "finished"}',
    "not-json": b"\x00\x01garbage",
    "empty": b"",
}


def test_one_damaged_run_never_hides_the_others(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    _good(store, "good-1", 1_700_000_000.0)
    _good(store, "good-2", 1_700_000_100.0)
    for name, body in DAMAGED.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "run.json").write_bytes(body)
    listed = {r.run_id: r for r in store.list()}
    assert listed["good-1"].status == listed["good-2"].status == "finished"
    for name in DAMAGED:
        assert listed[name].status == "unreadable", name
        assert listed[name].problem, name
    for name in ("deep", "bad-utf8", "not-json"):
        with pytest.raises(PreparoError, match="cannot be read"):
            store.load(name)


@pytest.mark.parametrize("started", [1e308 * 10, -5.0, 1e300, "soon", None, True])
def test_absurd_start_times_become_the_folder_time(tmp_path: Path, started: Any) -> None:
    store = RunStore(tmp_path)
    _good(store, "r1")
    data = json.loads((tmp_path / "r1" / "run.json").read_text())
    data["started_at"] = started
    (tmp_path / "r1" / "run.json").write_text(json.dumps(data))
    [summary] = store.list()
    assert math.isfinite(summary.started_at) and 0 <= summary.started_at < LATEST_TIME


def test_preparo_runs_shows_every_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import core as cli_core
    from app.service import PreparoService

    store = RunStore(tmp_path)
    _good(store, "good-1")
    for name, body in DAMAGED.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "run.json").write_bytes(body)
    data = json.loads((tmp_path / "good-1" / "run.json").read_text())
    data["started_at"] = 1e300  # an OverflowError for datetime.fromtimestamp
    (tmp_path / "good-1" / "run.json").write_text(json.dumps(data))
    monkeypatch.setattr(cli_core, "_service", lambda: PreparoService(store=store))
    assert main(["runs"]) == 0
    out = capsys.readouterr().out
    assert "good-1" in out and out.count("unreadable") == len(DAMAGED)
    assert main(["runs", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == len(DAMAGED) + 1


def test_a_stale_running_run_is_listed_as_interrupted(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    _good(store, "r1")
    data = json.loads((tmp_path / "r1" / "run.json").read_text())
    data["status"] = "running"
    (tmp_path / "r1" / "run.json").write_text(json.dumps(data))
    assert [r.status for r in store.list()] == ["interrupted"]
    lock = store.lock("r1")
    try:
        assert [r.status for r in store.list()] == ["running"]
    finally:
        lock.release()


def test_a_run_is_held_by_one_process(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    lock = store.lock("r1")
    try:
        with pytest.raises(RunLocked):
            store.lock("r1")  # another open of the lock file: refused too
        other = subprocess.run(
            [sys.executable, "-c",
             "import sys; from pathlib import Path; from app.orchestrator.store import "
             "RunStore, RunLocked\n"
             "try:\n RunStore(Path(sys.argv[1])).lock('r1')\nexcept RunLocked:\n sys.exit(3)",
             str(tmp_path)], capture_output=True, text=True, timeout=60, check=False)
        assert other.returncode == 3, other.stderr
    finally:
        lock.release()
    store.lock("r1").release()  # free again once released


def _orchestrator(store: RunStore) -> Orchestrator:
    return Orchestrator(registry(), settings=Settings(step_retries=0), events=EventHub(),
                        store=store, critique=False)


def test_two_resumes_of_one_run_cannot_run_at_once(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.sleep", args={"seconds": 0.5})])

    async def both() -> list[Any]:
        first, second = _orchestrator(store), _orchestrator(store)
        started = asyncio.create_task(first.run(plan, run_id="r1"))
        await asyncio.sleep(0.1)
        results = await asyncio.gather(second.run(plan, run_id="r1"), started,
                                       return_exceptions=True)
        return list(results)

    refused, finished = asyncio.run(both())
    assert isinstance(refused, RunLocked)
    assert isinstance(finished, RunResult) and finished.status == "finished"


def _disk_fills_after_the_first_save(monkeypatch: pytest.MonkeyPatch) -> None:
    """run.json and the trace are refused once the run's first files are written
    (run.json among them: which file the run-writer thread writes first depends on
    timing)."""
    import app.orchestrator.store as store_module

    real = store_module.write_text_atomic
    writes = 0
    run_written = False

    def disk_fills_up(path: Path, text: str, *, durable: bool = True,
                      private: bool = False) -> None:
        nonlocal writes, run_written
        writes += 1
        if writes > 2 and run_written:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text, durable=durable, private=private)
        run_written = run_written or path.name == "run.json"

    monkeypatch.setattr(store_module, "write_text_atomic", disk_fills_up)
    real_open = Path.open

    def trace_full(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self.name == "trace.jsonl" and writes > 2 and run_written:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", trace_full)


def test_a_full_disk_is_one_line_and_the_run_ends_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = RunStore(tmp_path)
    plan = Plan(goal="g", steps=[Step(id="a", agent="test.noop"),
                                 Step(id="b", agent="test.noop", depends_on=["a"])])
    _disk_fills_after_the_first_save(monkeypatch)
    result = asyncio.run(_orchestrator(store).run(plan))
    assert result.status == "failed" and result.unsaved
    assert sum("disk is full" in p for p in result.problems) == 1
    assert all(s.status != StepStatus.RUNNING for s in result.steps)
    monkeypatch.undo()
    saved = store.load(result.run_id)  # what was written before the disk filled is intact
    assert saved.run_id == result.run_id and saved.plan.goal == "g"


def test_a_full_disk_is_told_in_the_runs_language_and_the_run_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.cli import core as cli_core
    from app.core.settings import save_settings

    save_settings(Settings(language="en"))  # the person's settings; the run is Spanish
    store = RunStore(tmp_path)
    plan = Plan(goal="g", language="es",
                steps=[Step(id="noop-1", agent="test.noop"),
                       Step(id="noop-2", agent="test.noop", depends_on=["noop-1"])])
    _disk_fills_after_the_first_save(monkeypatch)
    result = asyncio.run(_orchestrator(store).run(plan))
    cli_core._print_result(result, False, result.plan.language)
    out = capsys.readouterr().out
    # one line, in the run's language, and no "none of the work could be done" after
    # "2 done, 0 failed"
    assert out.count("El disco está lleno") == 1 and "disk is full" not in out
    assert "2 hechos, 0 fallidos" in out
    assert "no se pudo hacer nada" not in out.lower() and "ninguno" not in out.lower()
    monkeypatch.undo()  # space is freed: the run resumes and is saved
    resumed = asyncio.run(_orchestrator(store).run(plan, previous=store.load(result.run_id)))
    assert resumed.status == "finished" and not resumed.unsaved
    assert store.load(result.run_id).status == "finished"


def test_a_disk_that_refuses_the_lock_stops_the_run_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 0 bytes free even run.lock cannot be written: the run does not start, says so
    in its language, and leaves no open file to fail again when it is collected."""
    import gc
    import warnings

    from app.orchestrator.store import RunNotSaved

    real_open = Path.open
    opened: list[Any] = []

    class Refusing:
        def __init__(self, handle: Any) -> None:
            self.handle = handle
            opened.append(handle)

        def write(self, _data: bytes) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        def __getattr__(self, name: str) -> Any:
            return getattr(self.handle, name)

    def lock_full(self: Path, *args: Any, **kwargs: Any) -> Any:
        handle = real_open(self, *args, **kwargs)
        return Refusing(handle) if self.name == "run.lock" else handle

    monkeypatch.setattr(Path, "open", lock_full)
    plan = Plan(goal="g", language="pt", steps=[Step(id="a", agent="test.noop")])
    with pytest.raises(RunNotSaved) as caught:
        asyncio.run(_orchestrator(RunStore(tmp_path)).run(plan, run_id="r1"))
    assert str(caught.value).startswith("O disco está cheio") and "\n" not in str(caught.value)
    assert opened and all(h.closed for h in opened)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        gc.collect()


@pytest.mark.parametrize(("code", "language", "words"), [
    (errno.ENOSPC, "pt", "O disco está cheio"),
    (errno.EROFS, "es", "La ejecución ya no se pudo guardar"),
])
def test_a_refused_write_is_told_in_the_runs_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, language: str, words: str
) -> None:
    import app.orchestrator.store as store_module
    from app.core.settings import save_settings

    save_settings(Settings(language="en"))  # the run's language wins over the settings'

    def refused(path: Path, text: str, *, durable: bool = True,
                private: bool = False) -> None:
        raise OSError(code, "refused")

    monkeypatch.setattr(store_module, "write_text_atomic", refused)
    store = RunStore(tmp_path)
    store.save(RunResult(run_id="r1", plan=Plan(goal="g", language=language),
                         status="running"))
    line = store.write_problem(store.language_of("r1"))
    assert line is not None and line.startswith(words)


def test_any_writer_refused_by_a_full_disk_is_one_line_in_the_cli(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def full(self: RunStore) -> list[Any]:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(RunStore, "list", full)
    assert main(["runs"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "The disk is full" in err
    assert "unexpected error" not in err and "Errno" not in err


def test_listing_runs_writes_nothing_so_a_full_disk_lists_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = RunStore(tmp_path)
    _good(store, "r1")
    store.lock("r1").release()  # run.lock exists, nobody holds it
    data = json.loads((tmp_path / "r1" / "run.json").read_text("utf-8"))
    data["status"] = "running"
    (tmp_path / "r1" / "run.json").write_text(json.dumps(data), "utf-8")
    real_open = Path.open

    def read_only_disk(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if self.name == "run.lock" and any(c in mode for c in "wa+"):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", read_only_disk)
    [summary] = store.list()
    assert summary.status == "interrupted"
    held = RunStore(tmp_path)
    monkeypatch.undo()
    lock = held.lock("r1")
    assert store.is_locked("r1")
    lock.release()
