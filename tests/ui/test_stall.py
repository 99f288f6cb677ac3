"""The UI event loop does not wait: heavy first-time work happens in warm-up, off the
loop; many events cost at most one redraw per frame; the NLI runtime leaves the UI
thread its core."""

from __future__ import annotations

import sys
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from app.ui.main_window import MainWindow


@pytest.mark.asyncio
async def test_warm_up_loads_the_nli_model_off_the_loop(window: MainWindow,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The tokenizer's load holds the interpreter lock for hundreds of ms: it happens at
    warm-up (the window idle), not in the middle of the first Prepare Sunday."""
    import threading

    from app.nli import model as nli_model

    monkeypatch.setattr(nli_model, "_default_models", {})
    loaded_in: list[int] = []
    original = nli_model.NLIModel.load

    def load(self: Any) -> None:
        loaded_in.append(threading.get_ident())
        original(self)

    monkeypatch.setattr(nli_model.NLIModel, "load", load)
    window.controller.warm_up()
    await window.controller._warmed()
    assert nli_model.default_model(window.service.settings).loaded
    assert loaded_in and threading.get_ident() not in loaded_in


@pytest.mark.asyncio
async def test_a_long_sheet_is_laid_out_a_part_per_turn(qtbot: Any) -> None:
    """Laying out ~80 word-wrapped rich-text labels at once held the window for 100+ ms:
    the comment boxes exist at once, the texts come one part (a question and its box, a
    paragraph) per turn of the loop, each part in a layout of its own."""
    from PySide6.QtWidgets import QApplication, QLabel

    from app.export import build_sheet
    from app.ui.reading_view import PLACED_PER_TURN, ReadingView
    from tests.export.sample import findings

    view = ReadingView()
    qtbot.addWidget(view)
    view.show()
    sheet = build_sheet(findings(), language="en")
    view.show_sheet(sheet, {})
    assert set(view.boxes) == {"wt:1", "wt:3"}
    assert not view.complete
    paragraphs = sum(len(s.paragraphs) for s in sheet.sections)
    def shown() -> int:
        layout = view.body_layout
        return sum(1 for i in range(layout.count()) if layout.itemAt(i).widget() is not None)

    seen = [shown()]
    while not view.complete:
        QApplication.processEvents()
        seen.append(shown())
    assert all(b - a <= PLACED_PER_TURN for a, b in pairwise(seen))
    assert seen[-1] >= len(sheet.sections) + paragraphs  # a question, a paragraph: a part
    # each part has a layout of its own: the sheet's layout holds parts, not labels
    assert not any(isinstance(view.body_layout.itemAt(i).widget(), QLabel)
                   for i in range(view.body_layout.count()))


@pytest.mark.asyncio
async def test_many_step_events_in_one_turn_set_the_progress_bar_once(
        window: MainWindow) -> None:
    """QProgressBar repaints synchronously on each new value: ten steps ending in one turn
    of the loop cost one repaint, not ten."""
    from PySide6.QtWidgets import QApplication

    values: list[int] = []
    window.progress.valueChanged.connect(values.append)
    window._total = 10
    for i in range(10):
        window._ended.add(f"step-{i}")
        window._update_progress()
    QApplication.processEvents()
    assert values == [10]
    assert window.progress.value() == window.progress.maximum() == 10


@pytest.mark.asyncio
async def test_a_running_node_is_repainted_per_visible_pulse_step_not_per_tick(
        qtbot: Any) -> None:
    """The pulse animation ticks 60 times a second; each repaint of a node runs Python on
    the UI thread, so a node repaints only when its border visibly changes."""
    from app.core.models import Step, StepStatus
    from app.ui.graph import PULSE_STEPS, PlanScene

    scene = PlanScene()
    scene.set_plan([Step(id="a", agent="test.noop"), Step(id="b", agent="test.noop")])
    scene.set_status("a", StepStatus.RUNNING)
    node = scene.nodes["a"]
    repaints: list[float] = []
    node.update = lambda *_args: repaints.append(node.pulse)  # type: ignore[method-assign]
    ticks = [i / 66 for i in range(67)] + [1 - i / 66 for i in range(67)]  # one cycle
    for value in ticks:
        scene._on_pulse(value)
    assert len(repaints) <= 2 * PULSE_STEPS + 1
    assert min(repaints) == 0.0 and max(repaints) == 1.0
    scene._pulse.stop()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread CPU from /proc")
def test_the_nli_session_takes_no_core_between_runs() -> None:
    """onnxruntime's intra-op threads spin by default and keep spinning after a run,
    taking the cores from the UI thread while comments are checked (40 ms of CPU in
    the 200 ms after one pair). They may spin within a run, never after it."""
    import os
    import time

    from app.nli.model import NLIModel, find_model_dir

    def cpu_ns(tid: str) -> int:
        try:
            return int(Path(f"/proc/self/task/{tid}/schedstat").read_text().split()[0])
        except FileNotFoundError:  # a thread that has ended (the session's maker)
            return 0

    before = set(os.listdir("/proc/self/task"))
    model = NLIModel(find_model_dir(), threads=2, cache_size=0)
    model.load()
    pool = set(os.listdir("/proc/self/task")) - before  # the session's own threads
    assert pool
    options = model._session.get_session_options()
    assert options.get_session_config_entry("session.force_spinning_stop") == "1"
    burnt = []
    for n in range(5):
        model.entail(f"El hermano leyó Juan 3:16 en la reunión ({n}).", "Leyó un versículo.")
        start = {tid: cpu_ns(tid) for tid in pool}
        time.sleep(0.2)
        burnt.append(sum(cpu_ns(tid) - start[tid] for tid in pool) / 1e9)
    assert sorted(burnt)[2] < 0.005, burnt


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread nice is Linux's")
def test_the_model_runs_below_the_ui_threads_priority() -> None:
    """The NLI worker and onnxruntime's own threads run at a lower priority than the
    UI thread, so the window's loop gets a core as soon as it wakes."""
    import os
    import threading

    from app.nli.entailer import nli_executor
    from app.nli.model import BACKGROUND_NICE, NLIModel, find_model_dir

    def nice_of(tid: int) -> int:
        stat = Path(f"/proc/self/task/{tid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(stat[16])

    before = set(os.listdir("/proc/self/task"))
    model = NLIModel(find_model_dir(), threads=2, cache_size=0)
    model.load()
    worker = nli_executor().submit(threading.get_native_id).result()
    nli_executor().submit(lambda: model.entail("Una frase.", "Otra frase.")).result()
    # onnxruntime's pool threads (and the worker, when this made it)
    started = set(os.listdir("/proc/self/task")) - before - {str(worker)}
    assert nice_of(worker) >= BACKGROUND_NICE
    assert started and all(nice_of(int(t)) >= BACKGROUND_NICE for t in started)
    assert nice_of(threading.get_native_id()) < BACKGROUND_NICE  # the UI thread's own
