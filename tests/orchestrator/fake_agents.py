"""Agents for orchestrator tests: deterministic, fast, no network."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from pydantic import BaseModel, Field

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.errors import Offline, PreparoError, RetryableError
from app.core.models import Citation, Finding, Handoff


class NoArgs(BaseModel):
    label: str = ""


class SleepArgs(BaseModel):
    seconds: float = Field(ge=0, le=60)
    log: str = ""  # a file to append the step id to when the step completes


class FlakyArgs(BaseModel):
    failures: int = Field(ge=0)
    key: str = "flaky"
    retry_after: float | None = None


class FanoutArgs(BaseModel):
    n: int = Field(ge=0, le=100)
    agent: str = "test.noop"
    depth: int = 0


async def _noop(args: NoArgs, ctx: AgentContext) -> AgentResult:
    return AgentResult(
        findings=[Finding(summary=f"noop {args.label or ctx.step_id}",
                          citation=Citation(url=f"https://wol.jw.org/en/wol/d/r1/lp-e/{ctx.step_id}"))],
        handoff=Handoff(did=[f"noop {ctx.step_id}"], data={"label": args.label,
                                                           "upstream": sorted(ctx.upstream)}),
    )


async def _sleep(args: SleepArgs, ctx: AgentContext) -> AgentResult:
    await asyncio.sleep(args.seconds)
    if args.log:
        with Path(args.log).open("a") as fh:
            fh.write(ctx.step_id + "\n")
    return AgentResult(handoff=Handoff(did=[f"slept {args.seconds}"]))


async def _fail(args: NoArgs, ctx: AgentContext) -> AgentResult:
    raise PreparoError(f"{ctx.step_id} failed on purpose")


async def _offline(args: NoArgs, ctx: AgentContext) -> AgentResult:
    raise Offline("wol.jw.org cannot be reached")  # what the HTTP layer raises after retrying


async def _crash(args: NoArgs, ctx: AgentContext) -> AgentResult:
    raise ZeroDivisionError("agent bug")


async def _flaky(args: FlakyArgs, ctx: AgentContext) -> AgentResult:
    counts: dict[str, int] = ctx.services.setdefault("flaky_counts", {})
    counts[args.key] = counts.get(args.key, 0) + 1
    if counts[args.key] <= args.failures:
        raise RetryableError(f"transient {counts[args.key]}", retry_after=args.retry_after)
    return AgentResult(handoff=Handoff(did=[f"ok after {counts[args.key]}"]))


async def _fanout(args: FanoutArgs, ctx: AgentContext) -> AgentResult:
    made = []
    for i in range(args.n):
        child_args: dict[str, object] = {"label": f"{ctx.step_id}/{i}"}
        if args.agent == "test.fanout":
            child_args = {"n": 1, "depth": args.depth + 1, "agent": "test.fanout"}
        sid = ctx.enqueue(args.agent, child_args, f"child {i}")
        if sid:
            made.append(sid)
    return AgentResult(handoff=Handoff(did=[f"enqueued {len(made)}"],
                                       data={"children": made, "refusals": ctx.refusals}))


async def _bad_return(args: NoArgs, ctx: AgentContext) -> AgentResult:
    return json.loads("{}")  # type: ignore[no-any-return]


SPECS = [
    AgentSpec("test.noop", "Does nothing and reports a finding.", NoArgs, _noop),
    AgentSpec("test.sleep", "Sleeps.", SleepArgs, _sleep),
    AgentSpec("test.fail", "Always fails.", NoArgs, _fail, fallback="test.noop"),
    AgentSpec("test.fail_to_fail", "Fails; so does its fallback.", NoArgs, _fail,
              fallback="test.fail"),
    AgentSpec("test.offline", "Cannot reach its host.", NoArgs, _offline),
    AgentSpec("test.crash", "Raises a bug.", NoArgs, _crash),
    AgentSpec("test.flaky", "Fails a few times, then works.", FlakyArgs, _flaky),
    AgentSpec("test.fanout", "Enqueues children.", FanoutArgs, _fanout, can_enqueue=True),
    AgentSpec("test.capped", "At most two per run.", NoArgs, _noop, max_per_run=2),
    AgentSpec("test.bad_return", "Returns the wrong type.", NoArgs, _bad_return),
]


def registry() -> Registry:
    return Registry(SPECS)
