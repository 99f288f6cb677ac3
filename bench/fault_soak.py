"""Fault soak of real journeys: Prepare Sunday, the midweek meeting, research, a verse and
a return visit, run again and again against the local mirror while it resets
connections, answers 5xx, cuts bodies short under a matching Content-Length, answers
empty 200s and drips pages slowly; prints the figures.

    .venv/bin/python -m bench.fault_soak [--runs 20] [--seed 27] [--no-hostile]

Every run must end either complete (the same findings as a clean run of its journey)
or with what it lost named in its `problems` (status finished_with_problems or
failed): findings lost while the run says nothing are "lost silently" and must be 0.
After each faulted run the journey runs once more on the same cache with a healthy
network and must be complete (a fault is never cached). A person is registered in
the return-visit notebook first; no request the mirror received may hold the name.
Then the hostile pages' peak memory is measured (bench/hostile.py).

Everything listens on 127.0.0.1; runs are bounded in count and each in time.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import datetime as dt
import logging
import os
import random
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.models import Language, Plan, RunResult, Step
from app.core.settings import Settings
from app.mirror.faults import Faults
from app.mirror.server import MIRROR_POLICY, MirrorServer, running_mirror
from app.orchestrator.store import RunStore
from app.service import PreparoService
from app.sources.cache import Cache
from app.sources.hub import SourceHub
from bench.sunday import SUNDAY, sunday_plan

PERSON = "Carl Young"
FAULT_KINDS = ("reset", "5xx", "cut", "empty", "slow")
# Routes every journey reads from; a fault hits a few requests of one of them.
FAULT_ROUTES = (r"/wol/b/", r"/wol/d/", r"/wol/meetings/", r"/wol/pc/", r"/apis/search/",
                r"/apis/pub-media/", r"\.epub$")
# Quick to give up on a slow body, so a slow fault costs seconds, not minutes.
SOAK_POLICY = dataclasses.replace(MIRROR_POLICY, attempt_timeout_s=1.5, request_deadline_s=4.0)
Key = tuple[str, str, str, str]


def journeys(language: Language = "es") -> dict[str, Plan]:
    """The journeys a person takes most, as the plans the planner makes for them."""
    midweek = (SUNDAY - dt.timedelta(days=4)).isoformat()
    return {
        "sunday": sunday_plan(language),
        "midweek": Plan(goal="Reunión de entre semana", language=language, steps=[
            Step(id="workbook", agent="meeting.workbook", args={"date": midweek})]),
        "research": Plan(goal="Investigar la resurrección", language=language, steps=[
            Step(id="research", agent="research.topic", args={"topic": "la resurrección"})]),
        "verse": Plan(goal="Explicar Juan 3:16", language=language, steps=[
            Step(id="verse", agent="verse.explain", args={"references": ["Juan 3:16"]})]),
        "revisit": Plan(goal=f"Revisita con {PERSON}, hablar de la oración",
                        language=language, steps=[
            Step(id="revisit", agent="ministry.revisit",
                 args={"action": "prepare", "person": PERSON})]),
    }


def finding_keys(result: RunResult) -> set[Key]:
    """What a run found, comparable across runs (notices say where content came from)."""
    return {
        (f.kind, f.summary, f.excerpt[:200], f.citation.url if f.citation else "")
        for f in result.findings
        if f.kind not in ("notice", "study_sheet")
    }


_SHARED: dict[str, Any] = {}  # one entailer (the ONNX model) for every run


async def run_journey(plan: Plan, settings: Settings, home: Path, cache: Path) -> RunResult:
    hub = SourceHub(settings, policy=SOAK_POLICY, cache=Cache(cache))
    service = PreparoService(settings, store=RunStore(home / "runs"), sources=hub,
                             services=_SHARED)
    try:
        return await service.run(plan.model_copy(deep=True))
    finally:
        await service.aclose()


def inject(faults: Faults, rng: random.Random, kinds: list[str]) -> None:
    """Each kind on a random route, for 1 to 6 hits (within the retries, mostly) or for
    good (past them: the run must then name what it lost)."""
    for kind in kinds:
        route = rng.choice(FAULT_ROUTES)
        times = None if rng.random() < 0.2 else rng.randint(1, 6)
        if kind == "reset":
            faults.reset(route, times=times)
        elif kind == "5xx":
            faults.status(route, rng.choice((500, 502, 503)), times=times)
        elif kind == "cut":
            faults.cut(route, times=times)
        elif kind == "empty":
            faults.empty(route, times=times)
        elif rng.random() < 0.5:
            faults.latency(route, rng.randint(100, 800), times=times)
        else:
            faults.drip(route, ms=rng.choice((20, 200)), nbytes=2048, times=times)


@dataclass
class SoakFigures:
    runs: int = 0
    complete: int = 0
    named: int = 0  # runs that lost findings and named what they lost
    lost_silently: int = 0  # findings lost by runs that said nothing
    incomplete_reruns: int = 0  # healthy reruns on the same cache that were not complete
    injected: dict[str, int] = field(default_factory=dict)  # faults added, by kind
    hits: dict[str, int] = field(default_factory=dict)  # requests they spoiled, by kind
    by_journey: dict[str, int] = field(default_factory=dict)
    name_leaks: int = 0  # requests the mirror received that held the person's name
    requests: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)


def _kind_of(description: str) -> str:
    for word, kind in (("reset", "reset"), ("status", "5xx"), ("cut", "cut"),
                       ("empty", "empty"), ("drip", "slow"), ("latency", "slow")):
        if word in description:
            return kind
    return "other"


async def register_person(settings: Settings, home: Path) -> RunResult:
    plan = Plan(goal=f"Revisita con {PERSON}", language="es", steps=[
        Step(id="add", agent="ministry.revisit", args={
            "action": "add", "person": PERSON, "topics": ["la oración"],
            "next_question": "¿Escucha Dios todas las oraciones?"})])
    return await run_journey(plan, settings, home, home / "register.sqlite3")


async def soak(runs: int, seed: int, seconds: float = 600.0) -> SoakFigures:
    rng = random.Random(seed)
    figures = SoakFigures()
    started = time.monotonic()
    deadline = started + seconds
    with tempfile.TemporaryDirectory(prefix="preparo-fault-soak-") as tmp:
        home = Path(tmp)
        saved = {k: os.environ.get(k) for k in ("PREPARO_HOME", "PREPARO_HTTP_RATE",
                                                "PREPARO_HTTP_BURST")}
        os.environ.update(PREPARO_HOME=str(home), PREPARO_HTTP_RATE="1000",
                          PREPARO_HTTP_BURST="1000")
        try:
            with running_mirror() as mirror:
                settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url,
                                    language="es", run_timeout_s=60.0, step_timeout_s=30.0)
                await register_person(settings, home)
                await _soak_runs(mirror, settings, home, runs, rng, deadline, figures)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
    figures.seconds = time.monotonic() - started
    return figures


async def _soak_runs(mirror: MirrorServer, settings: Settings, home: Path, runs: int,
                     rng: random.Random, deadline: float, figures: SoakFigures) -> None:
    plans = journeys()
    expected: dict[str, set[Key]] = {}
    for name, plan in plans.items():
        clean = await run_journey(plan, settings, home, home / f"clean-{name}.sqlite3")
        expected[name] = finding_keys(clean)
        if clean.status != "finished" or not expected[name]:
            raise SystemExit(f"the clean {name} run did not finish: {clean.status} "
                             f"{clean.problems}")
    names = list(plans)
    for index in range(runs):
        if time.monotonic() > deadline:
            break
        name = names[index % len(names)]
        mirror.faults.clear()
        # Two kinds in turn, then a random one: every kind comes up within three runs.
        kinds = [FAULT_KINDS[(2 * index) % 5], FAULT_KINDS[(2 * index + 1) % 5],
                 rng.choice(FAULT_KINDS)]
        inject(mirror.faults, rng, kinds)
        for kind in kinds:
            figures.injected[kind] = figures.injected.get(kind, 0) + 1
        before = mirror.count()
        cache = home / f"run{index}.sqlite3"
        result = await run_journey(plans[name], settings, home, cache)
        for record in mirror.requests()[before:]:
            if record.fault:
                kind = _kind_of(record.fault)
                figures.hits[kind] = figures.hits.get(kind, 0) + 1
        figures.runs += 1
        figures.by_journey[name] = figures.by_journey.get(name, 0) + 1
        lost = expected[name] - finding_keys(result)
        if not lost:
            figures.complete += 1
        elif result.problems and result.status in ("finished_with_problems", "failed"):
            figures.named += 1
        else:
            figures.lost_silently += len(lost)
            figures.problems.append(f"run {index} {name} {kinds}: {result.status}, lost "
                                    f"{len(lost)} findings in silence")
        mirror.faults.clear()
        again = await run_journey(plans[name], settings, home, cache)
        if expected[name] - finding_keys(again):
            figures.incomplete_reruns += 1
            figures.problems.append(f"run {index} {name}: the healthy rerun on the same "
                                    f"cache was incomplete ({again.status})")
    figures.requests = mirror.count()
    person = [part.lower() for part in PERSON.split()]
    figures.name_leaks = sum(1 for r in mirror.requests()
                             if any(part in r.path.lower() for part in person))


def report(figures: SoakFigures, hostile: str = "") -> str:
    def counts(data: dict[str, int]) -> str:
        return ", ".join(f"{k} {v}" for k, v in sorted(data.items())) or "none"

    lines = [
        f"runs:                {figures.runs} ({counts(figures.by_journey)}) in "
        f"{figures.seconds:.1f} s, {figures.requests} requests",
        f"faults injected:     {sum(figures.injected.values())} ({counts(figures.injected)})",
        f"requests faulted:    {sum(figures.hits.values())} ({counts(figures.hits)})",
        f"outcome:             {figures.complete} complete, {figures.named} named what they "
        f"lost in problems",
        f"lost silently:       {figures.lost_silently} findings",
        f"healthy reruns:      {figures.runs - figures.incomplete_reruns} of {figures.runs} "
        "complete on the faulted run's cache",
        f"name in requests:    {figures.name_leaks}",
    ]
    lines += [f"  problem: {p}" for p in figures.problems]
    if hostile:
        lines += ["hostile pages (peak RSS, each read in a fresh process):", hostile]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--seconds", type=float, default=900.0,
                        help="stop starting new runs after this long")
    parser.add_argument("--no-hostile", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)  # the faults log warnings by design
    figures = asyncio.run(soak(args.runs, args.seed, args.seconds))
    hostile = ""
    if not args.no_hostile:
        from bench.hostile import measure
        from bench.hostile import report as hostile_report

        hostile = hostile_report(measure())
    print(report(figures, hostile))


if __name__ == "__main__":
    main()
