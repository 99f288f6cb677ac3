"""Prepare Sunday end to end against the local mirror, 50 ms of latency per request.

    .venv/bin/python -m bench.sunday [--latency-ms 50] [--language es]

Runs meeting.week -> meeting.watchtower_study (-> verse.explain follow-ups) ->
export.study_sheet three ways in one process, each in a fresh SourceHub:
  cold        empty cache, default concurrency
  sequential  empty cache, one step at a time (the baseline)
  warm        the cache the cold run filled
and prints wall time, the requests that reached the mirror, the sum of their
latencies and that sum divided by the wall time (how many requests were in
flight on average: the parallelism). The token bucket is raised for the
loopback mirror (PREPARO_HTTP_RATE), never for the real sites.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from app.agents.registry import Registry
from app.core.models import Plan, Step, StepStatus
from app.core.settings import Settings
from app.mirror.server import MirrorServer, running_mirror
from app.orchestrator.executor import Executor, ExecutorConfig
from app.orchestrator.guards import GuardConfig
from app.sources.cache import Cache
from app.sources.hub import SourceHub
from app.sources.references import parse_references

SUNDAY = dt.date(2026, 3, 15)


@dataclass
class Figures:
    label: str
    wall_s: float
    requests: int
    latency_sum_s: float
    steps: int
    findings: int
    paragraphs: int
    verses: int

    @property
    def parallelism(self) -> float:
        return self.latency_sum_s / self.wall_s if self.wall_s else 0.0


def sunday_plan(language: str) -> Plan:
    day = SUNDAY.isoformat()
    return Plan(
        goal="Prepare Sunday",
        language=language,
        steps=[
            Step(id="week", agent="meeting.week", args={"date": day}),
            Step(id="wt", agent="meeting.watchtower_study", args={"date": day},
                 depends_on=["week"]),
            Step(id="sheet", agent="export.study_sheet", depends_on=["wt"]),
        ],
    )


async def one_run(label: str, mirror: MirrorServer, settings: Settings, cache_path: Path,
                  language: str, concurrency: int) -> Figures:
    mirror.log.clear()
    registry = Registry()
    registry.load_builtins()
    config = ExecutorConfig(max_concurrency=concurrency, retries=0,
                            guards=GuardConfig(run_budget=settings.run_budget))
    async with SourceHub(settings, cache=Cache(cache_path)) as hub:
        ex = Executor(registry, settings=settings, sources=hub, config=config)
        t0 = time.perf_counter()
        result = await ex.run(sunday_plan(language))
        wall = time.perf_counter() - t0
    failed = [r for r in result.steps if r.status != StepStatus.DONE]
    if failed:
        raise SystemExit(f"{label}: steps did not finish: {[(r.step_id, r.error) for r in failed]}")
    records = mirror.requests()
    findings = [f for r in result.steps for f in r.findings]
    return Figures(
        label=label,
        wall_s=wall,
        requests=len(records),
        latency_sum_s=sum(r.elapsed_ms for r in records) / 1000,
        steps=len(result.steps),
        findings=len(findings),
        paragraphs=sum(1 for f in findings if f.kind == "wt_paragraph"),
        verses=sum(1 for f in findings if f.kind == "verse"),
    )


def show(f: Figures) -> None:
    print(f"{f.label:<11} wall {f.wall_s * 1000:8.1f} ms   requests {f.requests:3d}   "
          f"latency sum {f.latency_sum_s * 1000:8.1f} ms   parallelism {f.parallelism:5.2f}   "
          f"steps {f.steps:2d}   paragraphs {f.paragraphs:2d}   verses {f.verses:3d}")


def median_of(label: str, runs: list[Figures]) -> Figures:
    mid = sorted(runs, key=lambda f: f.wall_s)[len(runs) // 2]
    return Figures(label=label, wall_s=mid.wall_s, requests=mid.requests,
                   latency_sum_s=mid.latency_sum_s, steps=mid.steps, findings=mid.findings,
                   paragraphs=mid.paragraphs, verses=mid.verses)


async def main_async(latency_ms: int, language: str, reps: int) -> None:
    with tempfile.TemporaryDirectory(prefix="preparo-bench-") as home:
        os.environ["PREPARO_HOME"] = home
        os.environ["PREPARO_HTTP_RATE"] = "1000"
        os.environ["PREPARO_HTTP_BURST"] = "1000"
        with running_mirror() as mirror:
            mirror.faults.latency(".*", latency_ms)
            settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url)
            base = Path(home)
            t0 = time.perf_counter()
            parse_references("John 3:16", language)
            warmup = time.perf_counter() - t0
            print(f"Prepare Sunday ({language}, week of {SUNDAY}) against the mirror, "
                  f"{latency_ms} ms per request, concurrency {settings.max_concurrency}, "
                  f"median of {reps} runs each")
            # one untimed run first: imports, parser and SQLite warm-up
            await one_run("warm-up", mirror, settings, base / "warmup.sqlite3", language,
                          settings.max_concurrency)
            colds, seqs, warms = [], [], []
            for i in range(reps):
                cache = base / f"cold{i}.sqlite3"
                colds.append(await one_run("cold", mirror, settings, cache, language,
                                           settings.max_concurrency))
                seqs.append(await one_run("sequential", mirror, settings,
                                          base / f"seq{i}.sqlite3", language, 1))
                warms.append(await one_run("warm", mirror, settings, cache, language,
                                           settings.max_concurrency))
            cold, sequential, warm = (median_of("cold", colds), median_of("sequential", seqs),
                                      median_of("warm", warms))
            print(f"process warm-up (Bible book tables, once per process, not in any run): "
                  f"{warmup * 1000:.1f} ms")
            for figures in (cold, sequential, warm):
                show(figures)
            print(f"cold vs sequential: {sequential.wall_s / cold.wall_s:5.2f}x faster")
            print(f"warm vs cold:       {cold.wall_s / warm.wall_s:5.2f}x faster "
                  f"({warm.requests} of {cold.requests} requests still went out)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency-ms", type=int, default=50)
    parser.add_argument("--language", choices=("es", "en", "pt"), default="es")
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main_async(args.latency_ms, args.language, args.reps))


if __name__ == "__main__":
    main()
