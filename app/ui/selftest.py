"""`preparo --selftest`: open the window offscreen, run a short plan against a built-in
mirror of wol.jw.org, check the result, and exit 0; print what failed otherwise.

A frozen windowed build has no console, so the exit code is the report; the
same lines are also written to the file PREPARO_SELFTEST_REPORT names, if set.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

GOAL = "Explain John 3:16"
RUN_TIMEOUT_S = 90.0


class _Report:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.failures = 0

    def check(self, ok: bool, what: str) -> bool:
        self.lines.append(("ok    " if ok else "FAIL  ") + what)
        self.failures += 0 if ok else 1
        return ok

    def note(self, what: str) -> None:
        self.lines.append("info  " + what)


async def _until(condition: Callable[[], object], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


async def _exercise(window: object, report: _Report) -> None:
    from app.core.models import StepStatus
    from app.core.urls import link_allowed
    from app.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    window.goal.setCurrentText(GOAL)
    await window.plan_goal()
    plan = window.controller.plan
    if not report.check(plan is not None and bool(plan.steps), f"planned {GOAL!r}"):
        return
    assert plan is not None
    report.note("plan: " + ", ".join(f"{s.id} ({s.agent})" for s in plan.steps))
    started = time.perf_counter()
    window.run_action.trigger()
    finished = await _until(lambda: window.controller.result is not None, RUN_TIMEOUT_S)
    if not report.check(finished, f"run ended within {RUN_TIMEOUT_S:.0f} s"):
        window.controller.cancel()
        return
    result = window.controller.result
    assert result is not None
    report.note(f"run {result.run_id}: {time.perf_counter() - started:.2f} s")
    report.check(result.status == "finished", f"run status is finished ({result.status})")
    statuses = {n.status for n in window.scene.nodes.values()}
    report.check(StepStatus.DONE in statuses and all(s.terminal for s in statuses),
                 f"every graph node ended ({', '.join(sorted(s.value for s in statuses))})")
    report.check(len(window.findings.findings) > 0,
                 f"findings shown ({len(window.findings.findings)})")
    links = [window.findings.citation_url(f) for f in window.findings.findings if f.citation]
    report.check(any(link_allowed(u) for u in links),
                 "citations map to openable wol.jw.org links")
    first = next(iter(window.scene.nodes))
    window.scene.select_step(first)
    report.check(window.details.step_id == first and bool(window.details.toPlainText()),
                 f"details pane shows step {first}")
    await _check_nli(window, report)


async def _check_nli(window: object, report: _Report) -> None:
    """One real inference with the local NLI model, when the model is installed."""
    from app.service.nli import NLIModelError, OnnxEntailer, model_folder
    from app.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    settings = window.service.settings
    try:
        folder = model_folder(settings)
    except NLIModelError as exc:
        report.note(f"NLI model not installed, inference not checked ({exc})")
        return
    result = window.controller.result
    if result is not None and result.verdict.checked:
        report.note(f"critique checked {result.verdict.checked} findings "
                    f"({result.verdict.label})")
    evidence = next((f for f in window.findings.findings if f.excerpt), None)
    premise = evidence.excerpt if evidence else "God loved the world."
    hypothesis = evidence.summary if evidence else "God loved the world."
    try:
        scores = (await OnnxEntailer(folder).entail_batch([(premise, hypothesis)]))[0]
    except NLIModelError as exc:
        report.check(False, f"NLI inference with {folder} ({exc})")
        return
    total = sum(scores.values())
    report.check(abs(total - 1.0) < 1e-3, "NLI inference: " + ", ".join(
        f"{k} {v:.2f}" for k, v in scores.items()))
    await _check_embedder(settings, report)


async def _check_embedder(settings: object, report: _Report) -> None:
    """One query and two passages through the sentence embedder (models/e5 and the word
    table it shares with the NLI model), when it is installed."""
    from app.core.settings import Settings
    from app.service.nli import Embedder, NLIModelError, embed_passages, embed_queries

    assert isinstance(settings, Settings)
    try:
        embedder = Embedder(settings=settings)
        query = await embed_queries(embedder, ["ansiedad"])
        passages = await embed_passages(embedder, [
            "Worry can rob us of sleep, but prayer brings peace of mind.",
            "Check the tyre pressure before a long journey."])
    except NLIModelError as exc:
        report.check(False, f"sentence embedder ({exc})")
        return
    scores = passages @ query[0]
    report.check(query.shape == (1, embedder.dimension) and scores[0] > scores[1],
                 f"sentence embedder: 'ansiedad' nearer worry ({scores[0]:.3f}) than tyres "
                 f"({scores[1]:.3f})")


def selftest(argv: list[str]) -> int:
    """Exit code 0 when the app works end to end against the built-in mirror."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    report = _Report()
    with tempfile.TemporaryDirectory(prefix="preparo-selftest-") as home:
        os.environ["PREPARO_HOME"] = home
        code = _run(argv, report)
    text = "\n".join(report.lines)
    print(text, flush=True)
    target = os.environ.get("PREPARO_SELFTEST_REPORT")
    if target:
        Path(target).write_text(text + "\n", "utf-8")
    if code == 0 and report.failures == 0:
        print("selftest passed", flush=True)
        return 0
    print(f"selftest FAILED ({report.failures} check(s))", file=sys.stderr, flush=True)
    return 1


def _run(argv: list[str], report: _Report) -> int:
    import qasync

    from app.core.settings import Settings
    from app.service import PreparoService
    from app.service.mirror import running_mirror
    from app.ui.application import make_application
    from app.ui.i18n import UiLanguage
    from app.ui.main_window import MainWindow

    app = make_application(argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with running_mirror() as mirror:
        report.note(f"mirror at {mirror.wol_url}")
        settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url)
        service = PreparoService(settings)
        ui_language = UiLanguage(app)
        report.check(ui_language.switch("en"), "UI catalog loaded")
        window = MainWindow(service, ui_language)
        window.show()
        try:
            with loop:
                loop.call_soon(window.controller.warm_up)
                loop.run_until_complete(_exercise(window, report))
                loop.run_until_complete(service.aclose())
        except Exception as exc:  # the report must say what broke, whatever it was
            report.check(False, f"unexpected {type(exc).__name__}: {exc}")
            return 1
        finally:
            window.close()
    return 0
