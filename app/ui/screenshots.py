"""Screenshots of the main window mid-run and after a run, for the docs.

Run under a real X server so fonts and styles are the ones people see:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python -m app.ui.screenshots \
        docs/screenshots --scheme light
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path


async def _capture(out: Path, scheme: str) -> list[Path]:
    from app.core.models import StepStatus
    from app.core.settings import Settings
    from app.mirror.server import running_mirror
    from app.service import PreparoService
    from app.ui.main_window import MainWindow

    saved: list[Path] = []
    with running_mirror() as mirror:
        service = PreparoService(Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url))
        window = MainWindow(service)
        window.resize(1280, 800)
        window.show()
        window.controller.warm_up()
        await asyncio.sleep(1.0)
        # slow each step a little, so the mid-run picture shows every status at once
        mirror.faults.latency(r"/wol/", 250)
        mid = out / f"main-running-{scheme}.png"

        def maybe_grab(_sid: str, _status: str, _payload: dict[str, object]) -> None:
            states = [n.status for n in window.scene.nodes.values()]
            if mid not in saved and states.count(StepStatus.DONE) >= 3 and \
                    StepStatus.RUNNING in states:
                window.graph.fit()
                window.grab().save(str(mid))
                saved.append(mid)

        window.bridge.stepStatus.connect(maybe_grab)
        window.goal.setCurrentText("Prepare Sunday")
        window.sunday_action.trigger()
        await asyncio.sleep(0.1)
        while window.controller.running or window.controller.result is None:
            await asyncio.sleep(0.05)
        first = next((sid for sid, node in window.scene.nodes.items()
                      if node.step.agent == "meeting.watchtower_study"), None)
        if first:
            window.scene.select_step(first)
        await asyncio.sleep(0.3)
        done = out / f"main-finished-{scheme}.png"
        window.grab().save(str(done))
        saved.append(done)
        window.close()
        await service.aclose()
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the main window")
    parser.add_argument("out", type=Path)
    parser.add_argument("--scheme", choices=("light", "dark"), default="light")
    args = parser.parse_args()
    os.environ["PREPARO_COLOR_SCHEME"] = args.scheme
    import qasync

    from app.ui.application import make_application

    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="preparo-shots-") as home:
        os.environ["PREPARO_HOME"] = home
        app = make_application([])
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            saved = loop.run_until_complete(_capture(args.out, args.scheme))
    for path in saved:
        print(path)
    return 0 if len(saved) == 2 else 1


if __name__ == "__main__":
    raise SystemExit(main())
