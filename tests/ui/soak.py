"""A long-lived desktop session in one process, reporting how healthy it stayed.

    python -m tests.ui.soak [--paints N] [--runs K]     (from the repo root)

1. Paints the plan graph's nodes N times (every status, the running pulse at
   many phases, a selected node): each paint makes the Qt calls a release of
   PySide6 (6.12.0) dropped a reference to `None` on.
2. Runs the desktop Prepare Sunday flow K times in the same main window, with
   the real planner and agents against the built-in mirror of wol.jw.org.
3. Closes the window and shuts down as the app does.

The last line on stdout is a JSON report: `None`'s reference count before and
after each phase (meaningful only where `None` is not immortal, Python < 3.12),
the resident memory after each run, and the run statuses. Run it in a child
process (tests/ui/test_soak.py does): a refcount drain ends in "Fatal Python
error: none_dealloc" and a crash at exit, both seen only as the exit code.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import sys
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RUN_TIMEOUT_S = 120.0


def none_refs() -> int:
    return sys.getrefcount(None)


def rss_mb() -> float:
    """Resident memory of this process now (Linux /proc), else its peak."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def paint_nodes(paints: int) -> dict[str, int]:
    """Render the graph of a Sunday-sized plan `paints` times into an image."""
    from PySide6.QtGui import QImage, QPainter

    from app.core.models import Step, StepStatus
    from app.ui.graph import PlanScene

    statuses = list(StepStatus)
    steps = [Step(id=f"s{i}", agent="meeting.watchtower_study", rationale="soak",
                  depends_on=[f"s{i - 1}"] if i else [])
             for i in range(len(statuses))]
    scene = PlanScene()
    scene.set_plan(steps)
    for step, status in zip(steps, statuses, strict=True):
        scene.set_status(step.id, status, "soak")
    scene.select_step(steps[0].id)
    running = [node for node in scene.nodes.values() if node.status == StepStatus.RUNNING]
    image = QImage(1600, 900, QImage.Format.Format_ARGB32_Premultiplied)
    before = none_refs()
    for i in range(paints):
        for node in running:
            node.pulse = (i % 50) / 49
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
    return {"node_paints": paints * len(scene.nodes), "none_before": before,
            "none_after": none_refs()}


async def _until(condition: Any, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


async def prepare_sundays(window: Any, runs: int, report: dict[str, Any]) -> None:
    from app.service.talks import remember_talk

    report["runs"] = []
    # the week's talk was asked before (nothing known): no dialog between the runs
    remember_talk(window.controller.service, "", save=False)
    for _ in range(runs):
        previous = window.controller.result
        window.sunday_action.trigger()
        ended = await _until(lambda previous=previous: window.controller.result is not None
                             and window.controller.result is not previous, RUN_TIMEOUT_S)
        result = window.controller.result
        report["runs"].append({
            "status": result.status if ended and result is not None else "timeout",
            "steps": len(window.scene.nodes),
            "none_refs": none_refs(),
            "rss_mb": round(rss_mb(), 1),
        })
        if not ended:
            window.controller.cancel()
            return


def soak(paints: int, runs: int) -> dict[str, Any]:
    import qasync

    from app.core.settings import Settings
    from app.mirror.server import running_mirror
    from app.service import PreparoService
    from app.ui.application import make_application
    from app.ui.main_window import MainWindow

    app = make_application([])
    report: dict[str, Any] = {"python": sys.version.split()[0], "none_start": none_refs()}
    report["paint"] = paint_nodes(paints)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with running_mirror() as mirror:
        service = PreparoService(Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url))
        window = MainWindow(service)
        window.show()
        with loop:
            loop.run_until_complete(prepare_sundays(window, runs, report))
            window.close()
            loop.run_until_complete(window.controller.stop())
            loop.run_until_complete(service.aclose())
    report["none_end"] = none_refs()
    return report


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--paints", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    report = soak(args.paints, args.runs)
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
