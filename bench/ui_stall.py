"""How long does the UI event loop stall during Prepare Sunday, and how fast is a
comment checked?

A 10 ms QTimer heartbeat runs while the main window (offscreen) plans and runs
the weekend meeting preparation against the local mirror (answers are found by the
NLI model inside that run), then while a person types comments into the reading
view, a key every 40 ms, and the model checks each one after the typing pause. The
longest gap between beats, minus the 10 ms period, is the worst stall. An idle
window is measured first as the baseline. Targets: max stall < 30 ms (issue 21;
50 ms in issues 16 and 19); a comment checked within a second of the pause.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m bench.ui_stall [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from dataclasses import dataclass, field

PERIOD_MS = 10
TARGET_MS = 30.0
KEY_INTERVAL_S = 0.04


@dataclass
class Heartbeat:
    gaps_ms: list[float] = field(default_factory=list)
    _last: float = 0.0

    def beat(self) -> None:
        now = time.perf_counter()
        if self._last:
            self.gaps_ms.append((now - self._last) * 1000)
        self._last = now

    def reset(self) -> None:
        self.gaps_ms.clear()
        self._last = 0.0

    def summary(self) -> tuple[float, float, float, int]:
        """(max stall, p99 gap, median gap, beats) in ms."""
        gaps = sorted(self.gaps_ms) or [0.0]
        p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
        return max(0.0, gaps[-1] - PERIOD_MS), p99, statistics.median(gaps), len(gaps)


async def _measure(runs: int) -> int:
    from PySide6.QtCore import Qt, QTimer

    from app.core.settings import Settings
    from app.mirror.server import running_mirror
    from app.service import PreparoService
    from app.service.talks import remember_talk
    from app.ui.main_window import MainWindow
    from app.ui.reading_view import CHECK_DELAY_MS

    heart = Heartbeat()
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(PERIOD_MS)
    timer.timeout.connect(heart.beat)
    worst = 0.0
    check_ms: list[float] = []
    with running_mirror() as mirror:
        service = PreparoService(Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url))
        window = MainWindow(service)
        # the week's public talk is not known: remembered as such, so no dialog between runs
        remember_talk(service, "", save=False)
        window.show()
        window.controller.warm_up()  # as run_app does
        await asyncio.sleep(1.0)
        timer.start()
        await asyncio.sleep(2.0)
        idle = heart.summary()
        print(f"idle window, 2.0 s: max stall {idle[0]:.1f} ms, p99 gap {idle[1]:.1f} ms, "
              f"median gap {idle[2]:.1f} ms, {idle[3]} beats")
        for n in range(1, runs + 1):
            heart.reset()
            started = time.perf_counter()
            window.sunday_action.trigger()
            await asyncio.sleep(0.05)
            while window.controller.running or window.controller.result is None:
                await asyncio.sleep(0.02)
            elapsed = time.perf_counter() - started
            stall, p99, median, beats = heart.summary()
            worst = max(worst, stall)
            result = window.controller.result
            print(f"Prepare Sunday #{n} ({'cold' if n == 1 else 'warm'} cache): "
                  f"{elapsed:.2f} s, {len(result.plan.steps)} steps, "
                  f"{len(result.findings)} findings, status {result.status}; "
                  f"max stall {stall:.1f} ms, p99 gap {p99:.1f} ms, median gap {median:.1f} ms, "
                  f"{beats} beats")
            heart.reset()
            checks = await _type_comments(window, run=n)
            stall, p99, median, beats = heart.summary()
            worst = max(worst, stall)
            if checks:
                check_ms.extend(checks)
                print(f"  typing {len(checks)} comments: checked "
                      f"{statistics.median(checks):.0f} ms (median) / {max(checks):.0f} ms "
                      f"(max) after the {CHECK_DELAY_MS} ms pause; max stall {stall:.1f} ms, "
                      f"p99 gap {p99:.1f} ms, {beats} beats")
            window.controller.set_plan(None)
        timer.stop()
        window.close()
        await service.aclose()
    baseline = max(idle[0], 1.0)
    verdict = "PASS" if worst < TARGET_MS else "FAIL"
    print(f"worst stall {worst:.1f} ms (target < {TARGET_MS:.0f} ms): {verdict}; "
          f"{worst / baseline:.1f}x the idle baseline")
    if check_ms:
        within = sum(1 for ms in check_ms if ms < 1000)
        print(f"comment checks: {len(check_ms)}, median {statistics.median(check_ms):.0f} ms "
              f"after the pause, {within}/{len(check_ms)} within a second")
    return 0 if worst < TARGET_MS else 1


async def _type_comments(window: object, count: int = 3, run: int = 1) -> list[float]:
    """Type a comment into the first `count` comment boxes, key by key, and time each
    check from the end of the pause to the verdict on screen. Each run types other
    words (from the `run`-th word of the answer on), so no check is a cache hit."""
    from PySide6.QtTest import QTest

    from app.ui.main_window import MainWindow
    from app.ui.reading_view import CHECK_DELAY_MS

    assert isinstance(window, MainWindow)
    result = window.controller.result
    run_id = result.run_id if result is not None else ""
    deadline = time.perf_counter() + 10
    while (window.reading.run_id != run_id or not window.reading.boxes) \
            and time.perf_counter() < deadline:
        await asyncio.sleep(0.05)
    sheet = window.reading.sheet
    if sheet is None:
        return []
    out: list[float] = []
    for section in [s for s in sheet.sections if s.key in window.reading.boxes][:count]:
        box = window.reading.boxes[section.key]
        answer = next((a for p in section.paragraphs for a in p.answer), "") or section.text
        words = answer.split()[run - 1:run + 13]
        done = window.reading.checks_done
        for char in " ".join(words):
            QTest.keyClicks(box.editor, char)
            await asyncio.sleep(KEY_INTERVAL_S)
        typed = time.perf_counter()
        while window.reading.checks_done == done and time.perf_counter() - typed < 15:
            await asyncio.sleep(0.005)
        out.append((time.perf_counter() - typed) * 1000 - CHECK_DELAY_MS)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="Prepare Sunday runs (default 3)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import qasync

    from app.ui.application import make_application

    with tempfile.TemporaryDirectory(prefix="preparo-bench-") as home:
        os.environ["PREPARO_HOME"] = home
        app = make_application([])
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            return loop.run_until_complete(_measure(args.runs))


if __name__ == "__main__":
    raise SystemExit(main())
