"""`PREPARO_TEST_AGENTS=tests.mcp.noisy_agents`: the MCP test agents plus `test.noisy`,
which does what a careless library or child process might do on a stdio server:
print to stdout, write to fd 1, read stdin, run a child that prints."""

from __future__ import annotations

import os
import subprocess
import sys

from pydantic import BaseModel

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.models import Handoff
from tests.mcp import fake_service
from tests.orchestrator import fake_agents

planner = fake_service.planner


class NoArgs(BaseModel):
    pass


async def _noisy(args: NoArgs, ctx: AgentContext) -> AgentResult:
    print("stray print from an agent")
    sys.stdout.flush()
    os.write(1, b"stray write to fd 1\n")
    read = sys.stdin.read()  # the protocol's input must not be readable here
    child = subprocess.run([sys.executable, "-c", "print('stray print from a child')"],
                           check=False)
    return AgentResult(handoff=Handoff(did=["noise"], data={"stdin": read,
                                                            "child": child.returncode}))


def registry() -> Registry:
    return Registry([*fake_agents.SPECS, AgentSpec("test.noisy", "Prints to stdout.", NoArgs,
                                                   _noisy)])
