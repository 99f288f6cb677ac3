"""Argument models of the MCP server's own tools (their JSON schemas are the
tools' input schemas) and the naming rule for agent tools."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.core.inert import MAX_GOAL_CHARS
from app.core.models import Language

_NAME_BAD = re.compile(r"[^A-Za-z0-9_-]")
AGENT_TOOL_PREFIX = "agent_"
MAX_TOOL_NAME = 64


def agent_tool_name(agent: str, taken: set[str] | None = None) -> str:
    """`verse.explain` -> `agent_verse_explain`: letters, digits, `_` and `-` only and at
    most 64 characters, which every MCP client accepts. A clash gets a numeric suffix."""
    base = (AGENT_TOOL_PREFIX + _NAME_BAD.sub("_", agent))[:MAX_TOOL_NAME]
    name, n = base, 2
    while taken is not None and name in taken:
        suffix = f"_{n}"
        name = base[:MAX_TOOL_NAME - len(suffix)] + suffix
        n += 1
    return name


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ListToolsArgs(_Args):
    language: Language | None = Field(
        default=None, description="Language of the descriptions (default: the app's).")


class PlanGoalArgs(_Args):
    goal: str = Field(min_length=1, max_length=MAX_GOAL_CHARS,
                      description="What to prepare, in es, en or pt, e.g. 'Explain John 3:16'.")
    language: Language | None = Field(default=None, description="Default: the app's language.")
    congregation: str | None = Field(default=None,
                                     description="A congregation name from the app's settings.")
    date: dt.date | None = Field(default=None,
                                 description="The day the goal refers to (default today).")


class PlanSundayArgs(_Args):
    language: Language | None = None
    congregation: str | None = None
    date: dt.date | None = Field(default=None,
                                 description="A day of the week to prepare (default today).")


class RunPlanArgs(_Args):
    plan: dict[str, Any] | None = Field(
        default=None,
        description="A plan as returned by meta_plan_goal (possibly edited). Give either "
                    "plan or goal.")
    goal: str | None = Field(default=None, max_length=MAX_GOAL_CHARS,
                             description="Plan this goal, then run it. Give either plan or goal.")
    language: Language | None = None
    congregation: str | None = None
    date: dt.date | None = None


class ResumeRunArgs(_Args):
    run_id: str = Field(min_length=1, description="A run id from meta_list_runs.")


class ListRunsArgs(_Args):
    limit: int = Field(default=20, ge=1, le=200)


class LibraryAddArgs(_Args):
    pub: str = Field(pattern=r"^[A-Za-z0-9_-]{1,20}$",
                     description="Publication symbol: w (study Watchtower), mwb (workbook), "
                                 "nwt (the Bible), es26 (the daily text book of 2026)...")
    issues: list[str] = Field(default_factory=list, max_length=24,
                              description="Issues as YYYYMM, e.g. ['202609', '202610']; "
                                          "none for nwt and esYY.")
    language: Language | None = Field(default=None, description="Default: the app's language.")


class LibrarySearchArgs(_Args):
    query: str = Field(min_length=1, max_length=MAX_GOAL_CHARS)
    language: Language | None = Field(default=None, description="Default: the app's language.")
    limit: int = Field(default=10, ge=1, le=50)


class LibraryListArgs(_Args):
    pass


class EnqueueArgs(_Args):
    agent: str = Field(min_length=1, description="An agent name from meta_list_tools.")
    args: dict[str, Any] = Field(default_factory=dict,
                                 description="The agent's arguments (its args_schema).")
    depends_on: list[str] = Field(default_factory=list,
                                  description="Task ids of this queue that must be done first.")
    reason: str = Field(description="Why this task is needed (kept in the run record).")
    run_id: str | None = Field(
        default=None,
        description="Add to this queue (it becomes the session's current queue). Default: "
                    "the current queue, created on the first enqueue.")
    new_queue: bool = Field(default=False,
                            description="Start a new queue even if the session has one.")
    goal: str | None = Field(default=None, max_length=MAX_GOAL_CHARS,
                             description="Goal recorded for a new queue.")
    language: Language | None = Field(default=None, description="Language of a new queue.")
    congregation: str | None = None


class HandoffArgs(_Args):
    goals: list[str] = Field(description="What the task set out to do.")
    did: list[str] = Field(description="What was actually done.")
    for_next: list[str] = Field(description="What the tasks after it should know or do.")
    files_touched: list[str] = Field(default_factory=list)
    data: dict[str, Any] = Field(default_factory=dict,
                                 description="Structured results for dependent tasks.")


class CompleteArgs(_Args):
    task_id: str = Field(min_length=1)
    status: Literal["done", "failed"]
    handoff: HandoffArgs
    error: str | None = Field(default=None, description="Why it failed (status failed).")
    run_id: str | None = Field(default=None, description="Default: the session's queue.")


class ReadHandoffsArgs(_Args):
    agent: str | None = Field(default=None, description="Only the tasks of this agent.")
    task_id: str | None = Field(default=None, description="Only this task.")
    run_id: str | None = Field(
        default=None, description="Any run id (queue or executor run); default the session's "
                                  "queue.")


class ListTasksArgs(_Args):
    run_id: str | None = Field(default=None, description="Default: the session's queue.")
