"""The History dialog lists every run: damaged ones as unreadable, stale ones as
interrupted (and resumable)."""

from __future__ import annotations

import json
from pathlib import Path

from app.core.models import Plan, RunResult, Step
from app.orchestrator.store import RunStore
from app.ui.history_dialog import COL_GOAL, COL_STATUS, HistoryDialog


def test_history_shows_damaged_and_interrupted_runs(qapp: object, tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    plan = Plan(goal="Prepare Sunday", steps=[Step(id="a", agent="test.noop")])
    store.save(RunResult(run_id="stale", plan=plan, status="running", started_at=1.7e9))
    (tmp_path / "damaged").mkdir()
    (tmp_path / "damaged" / "run.json").write_text(json.dumps({"plan": [], "started_at": 1e300}))
    dialog = HistoryDialog(store.list())
    rows = {dialog.tree.topLevelItem(i).text(COL_GOAL): dialog.tree.topLevelItem(i)  # type: ignore[union-attr]
            for i in range(dialog.tree.topLevelItemCount())}
    assert set(rows) == {"Prepare Sunday", "damaged"}
    assert rows["damaged"].text(COL_STATUS) == "unreadable"
    assert rows["damaged"].toolTip(COL_STATUS)
    assert rows["Prepare Sunday"].text(COL_STATUS) == "interrupted"
    dialog.tree.setCurrentItem(rows["Prepare Sunday"])
    assert dialog.resume_button.isEnabled()
    dialog.tree.setCurrentItem(rows["damaged"])
    assert not dialog.open_button.isEnabled() and not dialog.resume_button.isEnabled()
    dialog.deleteLater()
