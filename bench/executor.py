"""Executor overhead: a plan of 200 no-op steps in a wide DAG.

Compares, in one run, the executor (with and without the run store) against a
baseline that awaits the same agent coroutines directly with asyncio.gather.
Run: .venv/bin/python -m bench.executor [--steps 200] [--reps 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from pydantic import BaseModel

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.models import Plan, Step
from app.core.settings import Settings
from app.orchestrator.executor import Executor, ExecutorConfig
from app.orchestrator.guards import GuardConfig
from app.orchestrator.store import RunStore


class NoArgs(BaseModel):
    pass


async def noop(args: NoArgs, ctx: AgentContext) -> AgentResult:
    return AgentResult()


REGISTRY = Registry([AgentSpec("bench.noop", "no-op", NoArgs, noop)])


def wide_plan(n: int) -> Plan:
    """One root, n-2 independent middle steps, one sink depending on all of them."""
    middle = [Step(id=f"m{i}", agent="bench.noop", depends_on=["root"]) for i in range(n - 2)]
    sink = Step(id="sink", agent="bench.noop", depends_on=[s.id for s in middle])
    return Plan(goal="bench", steps=[Step(id="root", agent="bench.noop"), *middle, sink])


async def run_executor(plan: Plan, store: RunStore | None) -> float:
    config = ExecutorConfig(max_concurrency=8, guards=GuardConfig(run_budget=10_000))
    ex = Executor(REGISTRY, store=store, config=config)
    t0 = time.perf_counter()
    result = await ex.run(plan)
    elapsed = time.perf_counter() - t0
    assert result.status == "finished", result.status
    return elapsed


async def run_baseline(n: int) -> float:
    settings = Settings()
    t0 = time.perf_counter()
    ctx = AgentContext(run_id="b", step_id="root", language="en", settings=settings)
    await noop(NoArgs(), ctx)
    await asyncio.gather(*(noop(NoArgs(), AgentContext(run_id="b", step_id=f"m{i}",
                                                       language="en", settings=settings))
                           for i in range(n - 2)))
    await noop(NoArgs(), ctx)
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args()
    plan = wide_plan(args.steps)
    base, mem, disk = [], [], []
    for _ in range(args.reps):
        base.append(asyncio.run(run_baseline(args.steps)))
        mem.append(asyncio.run(run_executor(plan, None)))
        with tempfile.TemporaryDirectory() as tmp:
            disk.append(asyncio.run(run_executor(plan, RunStore(Path(tmp)))))
    n = args.steps
    b, m, d = (statistics.median(x) for x in (base, mem, disk))
    print(f"plan: {n} no-op steps, wide DAG (root -> {n - 2} parallel -> sink), "
          f"concurrency 8, {args.reps} reps, medians")
    print(f"baseline asyncio.gather : {b * 1000:8.1f} ms")
    print(f"executor, no store      : {m * 1000:8.1f} ms  {n / m:8.0f} steps/s  "
          f"overhead {(m - b) / n * 1e6:7.0f} us/step")
    print(f"executor + run store    : {d * 1000:8.1f} ms  {n / d:8.0f} steps/s  "
          f"overhead {(d - b) / n * 1e6:7.0f} us/step")


if __name__ == "__main__":
    main()
