"""A run speaks its own language: with the settings in English, a run in Spanish gets
its errors in Spanish, from every layer that reports one (guards, the run store, the
critique's NLI engine, a source page, a plan's step ids). The settings' language is
never re-read below the front ends."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from app.core.events import CritiqueDone, Event, EventType
from app.core.models import Citation, Finding, Plan, RunResult, Step
from app.core.settings import Settings, save_settings
from app.nli.model import NLIModelError
from app.orchestrator.critique import Critique
from app.orchestrator.guards import GuardConfig
from app.orchestrator.store import RunStore
from tests.orchestrator.test_executor import make


@pytest.fixture(autouse=True)
def english_settings() -> None:
    save_settings(Settings(language="en"))


@pytest.mark.asyncio
async def test_a_guard_refuses_in_the_runs_language() -> None:
    ex, events, _ = make([], guards=GuardConfig(run_budget=2))
    plan = Plan(goal="g", language="es",
                steps=[Step(id="fan", agent="test.fanout", args={"n": 3})])
    await ex.run(plan)
    tripped = [e.details()["message"] for e in events if e.type == EventType.GUARD_TRIPPED]
    assert tripped and all(m.startswith("La ejecución ya tiene") for m in tripped), tripped


@pytest.mark.asyncio
async def test_a_broken_model_is_reported_in_the_runs_language() -> None:
    class Broken:
        async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
            raise NLIModelError("nli.bad_shape", "en", path=Path("model.onnx"), shape=(1, 2))

    seen: list[Event] = []
    result = RunResult(run_id="r1", plan=Plan(goal="g", language="es"), status="finished",
                       findings=[Finding(summary="s", excerpt="Dios ama al mundo.",
                                         claim="Dios ama al mundo.", citation=Citation(
                                             url="https://wol.jw.org/es/wol/b/r4/lp-s/nwt/43/3",
                                             title="Juan 3"))])
    await Critique(Broken(), emit=seen.append).run(result)
    done = next(e for e in seen if isinstance(e, CritiqueDone))
    assert "devolvió la forma (1, 2)" in done.engine, done.engine
    assert "returned shape" not in done.engine


def test_a_refused_write_of_a_run_is_told_in_its_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import app.orchestrator.store as store_module

    def refused(path: Path, text: str, *, durable: bool = True,
                private: bool = False) -> None:
        raise OSError(errno.ENOSPC, "full")

    monkeypatch.setattr(store_module, "write_text_atomic", refused)
    store = RunStore(tmp_path)  # the session's language: English
    store.save(RunResult(run_id="r1", plan=Plan(goal="g", language="es"), status="running"))
    line = store.write_problem(store.language_of("r1"))
    assert line is not None and line.startswith("El disco")


def test_a_page_too_large_is_told_in_the_runs_language() -> None:
    from app.core.errors import SourceChanged
    from app.sources.parsers import parse
    from app.sources.parsers.limits import MAX_MARKUP_CHARS

    with pytest.raises(SourceChanged) as info:
        parse("watchtower", "<p>" + "x" * MAX_MARKUP_CHARS, language="es")
    assert "página" in str(info.value).lower(), str(info.value)


def test_a_plans_bad_step_id_is_told_in_the_plans_language() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match="el identificador de paso"):
        Plan.model_validate({"goal": "g", "language": "es",
                             "steps": [{"id": "no vale", "agent": "test.noop"}]})


@pytest.mark.asyncio
async def test_a_full_disk_during_a_run_is_told_in_the_runs_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The store learns the run's language from its start: the executor's first write
    (run.json, in the run-writer thread) already speaks it."""
    import app.orchestrator.store as store_module
    from app.core.events import EventHub
    from app.orchestrator.executor import Executor
    from tests.orchestrator.fake_agents import registry

    def refused(path: Path, text: str, *, durable: bool = True,
                private: bool = False) -> None:
        raise OSError(errno.ENOSPC, "full")

    monkeypatch.setattr(store_module, "write_text_atomic", refused)
    store = RunStore(tmp_path)  # the session's language: English
    ex = Executor(registry(), events=EventHub(), store=store)
    result = await ex.run(Plan(goal="g", language="pt",
                               steps=[Step(id="a", agent="test.noop")]))
    line = store.write_problem(store.language_of(result.run_id))
    assert line is not None and line.startswith("O disco")
