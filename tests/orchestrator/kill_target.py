"""Run a slow plan in a child process so a test can SIGKILL it mid-way."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from app.core.models import Plan, Step
from app.orchestrator.executor import Executor, ExecutorConfig
from app.orchestrator.store import RunStore
from tests.orchestrator.fake_agents import registry


def build_plan(log: str) -> Plan:
    fast = [Step(id=f"fast{i}", agent="test.sleep", args={"seconds": 0.01, "log": log})
            for i in range(3)]
    slow = [Step(id=f"slow{i}", agent="test.sleep", args={"seconds": 30, "log": log},
                 depends_on=["fast0", "fast1", "fast2"]) for i in range(2)]
    tail = [Step(id="tail", agent="test.sleep", args={"seconds": 0.01, "log": log},
                 depends_on=["slow0", "slow1"])]
    return Plan(goal="kill me", steps=[*fast, *slow, *tail])


async def main(root: str, log: str, run_id: str) -> None:
    ex = Executor(registry(), store=RunStore(Path(root)), config=ExecutorConfig(max_concurrency=2))
    await ex.run(build_plan(log), run_id=run_id)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3]))
