"""How long does the UI event loop stall during Prepare Sunday?

A 10 ms QTimer heartbeat runs while the main window (offscreen) plans and runs
the weekend meeting preparation against the local mirror; the longest gap
between beats, minus the 10 ms period, is the worst stall. An idle window is
measured first as the baseline. Target: max stall < 50 ms.

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
TARGET_MS = 50.0


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
    from app.ui.main_window import MainWindow

    heart = Heartbeat()
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(PERIOD_MS)
    timer.timeout.connect(heart.beat)
    worst = 0.0
    with running_mirror() as mirror:
        service = PreparoService(Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url))
        window = MainWindow(service)
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
            window.controller.set_plan(None)
        timer.stop()
        window.close()
        await service.aclose()
    baseline = max(idle[0], 1.0)
    verdict = "PASS" if worst < TARGET_MS else "FAIL"
    print(f"worst stall {worst:.1f} ms (target < {TARGET_MS:.0f} ms): {verdict}; "
          f"{worst / baseline:.1f}x the idle baseline")
    return 0 if worst < TARGET_MS else 1


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
