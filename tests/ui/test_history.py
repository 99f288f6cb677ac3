"""History tells runs apart (week and kind), searches, deletes and closes with Close."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from app.core.models import Plan, RunResult, Step
from app.orchestrator.run_kind import run_kind, run_week
from app.orchestrator.store import RunStore
from app.ui.history_dialog import HistoryDialog


def _run(run_id: str, goal: str, agent: str, date: str, started: float,
         status: str = "finished") -> RunResult:
    plan = Plan(goal=goal, language="es", planner="rules",
                steps=[Step(id="s1", agent="meeting.week", args={"date": date}),
                       Step(id="s2", agent=agent, depends_on=["s1"])])
    return RunResult(run_id=run_id, plan=plan, status=status,  # type: ignore[arg-type]
                     started_at=started)


def test_run_kind_and_week_from_the_plan() -> None:
    plan = _run("r", "Prepare Sunday", "meeting.watchtower_study", "2026-11-26",
                1.0).plan.model_dump(mode="json")
    assert run_kind(plan) == "sunday"
    assert run_week(plan, 0.0) == "2026-11-23"
    assert run_kind({"steps": [{"agent": "meeting.workbook"}]}) == "midweek"
    assert run_kind({"steps": [{"agent": "plugin.thing"}]}) == "other"
    assert run_week({"steps": [{"args": {"date": "bad"}}]}, 0.0) == ""
    assert run_week({"steps": []}, 1e30) == ""  # a damaged start time is no crash


@pytest.mark.asyncio
async def test_history_shows_week_and_kind_searches_and_deletes(qtbot: Any,
                                                                service: Any) -> None:
    store = RunStore()
    store.save(_run("r1", "Prepara mi reunión del domingo", "meeting.watchtower_study",
                    "2026-11-19", 1_763_900_000.0))
    store.save(_run("r2", "Prepara mi reunión del domingo", "meeting.watchtower_study",
                    "2026-11-26", 1_764_500_000.0))
    store.save(_run("r3", "Prepara la reunión de entre semana", "meeting.workbook",
                    "2026-11-25", 1_764_400_000.0, status="cancelled"))
    deleted: list[str] = []
    deleters: list[threading.Thread] = []

    def delete(run_id: str) -> None:
        deleters.append(threading.current_thread())
        deleted.append(run_id)
        service.delete_run(run_id)

    dialog = HistoryDialog(service.list_runs(), delete)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = {dialog.tree.topLevelItem(i).text(3) + "|" + dialog.tree.topLevelItem(i).text(1)
            for i in range(3)}
    assert len(rows) == 3  # the two Sunday runs differ by their week
    kinds = sorted(dialog.tree.topLevelItem(i).text(2) for i in range(3))
    assert kinds == ["Midweek meeting", "Weekend meeting", "Weekend meeting"]
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None and close.text().replace("&", "") == "Close"

    dialog.filter("midweek")
    assert dialog.visible_run_ids() == ["r3"]
    assert dialog.resume_button.isEnabled()  # an unfinished run can be resumed
    dialog.filter("")
    assert len(dialog.visible_run_ids()) == 3

    dialog.select("r1")
    dialog.ask_delete()
    assert dialog.confirm is not None
    dialog.confirm.done(QMessageBox.StandardButton.No.value)
    await asyncio.sleep(0.05)
    assert deleted == [] and "r1" in dialog.visible_run_ids()
    dialog.ask_delete()
    assert dialog.confirm is not None
    dialog.confirm.done(QMessageBox.StandardButton.Yes.value)
    for _ in range(300):
        if "r1" not in dialog.visible_run_ids():
            break
        await asyncio.sleep(0.01)
    assert deleted == ["r1"]
    assert threading.main_thread() not in deleters  # the folder is removed off the UI thread
    assert "r1" not in dialog.visible_run_ids()
    assert [r.run_id for r in service.list_runs()] == ["r2", "r3"]
