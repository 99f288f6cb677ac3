"""The window with the real planner and agents against the local mirror of wol.jw.org."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices

from app.core.models import StepStatus
from app.core.settings import Settings
from app.mirror.server import MirrorServer, running_mirror
from app.service import PreparoService
from app.service.talks import remember_talk
from app.ui.main_window import MainWindow
from tests.ui.test_main_window import until

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def mirror() -> Iterator[MirrorServer]:
    with running_mirror() as server:
        yield server


@pytest.fixture
def real_window(qtbot: Any, mirror: MirrorServer) -> Iterator[MainWindow]:
    service = PreparoService(Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url))
    window = MainWindow(service)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.controller.cancel()


@pytest.mark.asyncio
async def test_explain_a_verse_and_open_its_citation(real_window: MainWindow, qtbot: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toString()) or True))
    window = real_window
    qtbot.keyClicks(window.goal.lineEdit(), "Explain John 3:16")
    qtbot.keyClick(window.goal.lineEdit(), Qt.Key.Key_Return)
    await until(lambda: window.controller.plan is not None, 10)
    assert "verse.explain" in {s.agent for s in window.controller.plan.steps}
    # Return planned and runs it: one step from goal to sheet
    await until(lambda: window.controller.result is not None, 60)
    assert window.controller.result.status == "finished"
    assert {n.status for n in window.scene.nodes.values()} == {StepStatus.DONE}
    item = next(i for i in window.findings.finding_items()
                if window.findings.finding_of(i).citation is not None)
    assert window.findings.open_item(item)
    assert opened and opened[0].startswith("https://wol.jw.org/en/wol/b/")
    assert "43/3" in opened[0]


@pytest.mark.asyncio
async def test_prepare_sunday_grows_the_graph_live(real_window: MainWindow, qtbot: Any) -> None:
    window = real_window
    queued: list[str] = []
    window.bridge.stepQueued.connect(lambda step, _before: queued.append(step.id))
    # the week's talk was asked before (nothing known): Prepare Sunday plans at once
    remember_talk(window.controller.service, "", save=False)
    qtbot.mouseClick(window.sunday_button, Qt.MouseButton.LeftButton)
    await until(lambda: window.controller.result is not None, 90)
    result = window.controller.result
    assert result.status == "finished"
    assert queued and all(q in window.scene.nodes for q in queued)
    assert window.progress.value() == window.progress.maximum() == len(window.scene.nodes)
    assert {n.status for n in window.scene.nodes.values()} <= {StepStatus.DONE,
                                                               StepStatus.SKIPPED}
    assert len(window.findings.findings) == len(result.findings) > 0
    # honest highlights in the window (issue 29 item 3, issue 32 item 4): only a clear
    # answer is highlighted; "read all of ¶N" is never next to a highlight; an
    # introduction ("In this article…") is never one
    from app.study.answers import is_intro

    await until(lambda: window.reading.complete, 30)
    sheet = window.reading.sheet
    assert sheet is not None
    notes = [s.answer_note for s in sheet.sections if s.answer_note]
    assert notes and any("unclear" in n for n in notes)
    highlighted = 0
    for section in sheet.sections:
        spans = [sp.text for p in section.paragraphs for sp in p.spans if sp.answer]
        if spans:
            assert "clear" in section.answer_note and "unclear" not in section.answer_note
        if "unclear" in section.answer_note:
            assert spans == []
        assert not any(is_intro(text) for text in spans), spans
        highlighted += len(spans)
    labels = [label.text() for label, _p in window.reading.paragraph_labels.values()]
    assert sum(t.count("background-color:#fff176") for t in labels) == highlighted


def test_selftest_exits_zero() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "app", "--selftest"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "selftest passed" in done.stdout
