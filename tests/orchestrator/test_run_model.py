"""The run model end to end with deterministic agents: what a replan adds reaches the
exported sheet."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.agents.export_study_sheet import SPEC as SHEET_SPEC
from app.agents.registry import Registry
from app.core.events import EventHub
from app.core.models import Plan, Step, StepStatus
from app.core.settings import Settings
from app.export import export_run
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.executor import ExecutorConfig
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import RunStore
from tests.orchestrator.test_replan import SPECS


@pytest.mark.asyncio
async def test_findings_a_replan_adds_reach_the_exported_sheet(tmp_path: Path) -> None:
    store = RunStore(tmp_path / "runs")
    orch = Orchestrator(Registry([*SPECS, SHEET_SPEC]), settings=Settings(step_retries=0),
                        events=EventHub(), store=store,
                        services={"calls": {}, "research_weak": True},
                        config=ExecutorConfig(retries=0), entailer=LexicalEntailer())
    plan = Plan(goal="hope", steps=[
        Step(id="w", agent="src.ok", args={"topic": "hope"}),
        Step(id="sheet", agent="export.study_sheet", depends_on=["w"]),
    ])
    result = await orch.run(plan)
    added = result.result_for("replan1.research")
    assert added is not None and added.status == StepStatus.DONE and added.findings
    for run in (result, store.load(result.run_id)):  # as run, and as stored
        target = export_run(run, tmp_path / f"{run.run_id}.md", overwrite=True)
        text = target.read_text("utf-8")
        assert "replan1.research: hope" in text
        assert "w: hope" in text
