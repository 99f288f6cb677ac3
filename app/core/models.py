"""The pydantic models every layer shares: plans, steps, findings, results."""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import StrEnum
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from app.core.errors import ErrorKind
from app.core.findings import AnyFindingData, FindingData, Other, upgrade
from app.core.i18n import tr
from app.core.inert import goal_problem, inert

# re-exported: models is where the language type was always imported from
from app.core.language import LANGUAGES as LANGUAGES
from app.core.language import Language as Language

STEP_ID_RE = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")


def new_step_id(agent: str, used: Iterable[str], *, bare_first: bool = False) -> str:
    """The one rule for naming a new step: `agent-N` with the smallest N >= 1 not used
    yet (with `bare_first`, as the planner names its steps, the agent's own name while
    free, then `agent-2`, `agent-3`...). Ids stay within 64 characters."""
    taken = set(used)
    stem = agent[:58]
    if bare_first and stem not in taken:
        return stem
    n = 2 if bare_first else 1
    while f"{stem}-{n}" in taken:
        n += 1
    return f"{stem}-{n}"


class StepStatus(StrEnum):
    PENDING = "pending"
    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
    SKIPPED = "skipped"
    CANCELLED = "cancelled"

    @property
    def finished(self) -> bool:
        """A finished step is never run again by a resume."""
        return self in (StepStatus.DONE, StepStatus.SKIPPED)

    @property
    def terminal(self) -> bool:
        return self in (
            StepStatus.DONE,
            StepStatus.FAILED,
            StepStatus.SKIPPED,
            StepStatus.CANCELLED,
        )


class Step(BaseModel):
    """One node of a plan: an agent call with its arguments and dependencies."""

    model_config = ConfigDict(extra="forbid")

    id: str
    agent: str
    args: dict[str, Any] = Field(default_factory=dict)
    depends_on: list[str] = Field(default_factory=list)
    # Soft ordering: wait for these to end, but run even if they failed. The executor
    # adds them when a step enqueues follow-ups, so the parent's dependents wait for them.
    after: list[str] = Field(default_factory=list)
    rationale: str = ""
    status: StepStatus = StepStatus.PENDING
    parent: str | None = None  # the step that enqueued this one at run time
    depth: int = 0
    replaces: str | None = None  # set on a fallback: the failed step it stands in for

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str, info: ValidationInfo) -> str:
        if not STEP_ID_RE.match(value):
            raise ValueError(bad_step_id(value, context_language(info.context)))
        return value


def context_language(context: object, default: str = "en") -> str:
    """The language a validation was given (`model_validate(..., context={"language":
    ...})`), else `default`: a model's messages come in the run's language, never in
    whatever the settings file says."""
    language = context.get("language") if isinstance(context, dict) else None
    return language if language in LANGUAGES else default


def bad_step_id(value: object, language: str) -> str:
    return tr("planner.bad_step_id", language, step_id=repr(value))


MAX_PLAN_STEPS = 500  # the largest run budget a person can set (Settings.run_budget)


class Plan(BaseModel):
    """A DAG of steps for one goal (at most MAX_PLAN_STEPS, whoever wrote it: a person's
    plan file, an MCP client, the LLM planner)."""

    model_config = ConfigDict(extra="forbid")

    goal: str
    language: Language = "en"
    congregation: str | None = None
    steps: list[Step] = Field(default_factory=list)
    revision: int = 0
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    planner: str = "manual"
    notes: list[str] = Field(default_factory=list)
    # LLM calls that made this plan: provider, model, tokens_in, tokens_out, latency_ms.
    usage: list[dict[str, Any]] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _step_ids(cls, data: Any, info: ValidationInfo) -> Any:
        """A bad step id is reported in the plan's own language (checked before the steps
        are, which only know the validation's language)."""
        if isinstance(data, dict) and isinstance(data.get("steps"), list):
            language = context_language({"language": data.get("language")},
                                        context_language(info.context))
            for step in data["steps"]:
                sid = step.get("id") if isinstance(step, dict) else None
                if isinstance(sid, str) and not STEP_ID_RE.match(sid):
                    raise ValueError(bad_step_id(sid, language))
        return data

    @model_validator(mode="after")
    def _check_dag(self) -> Plan:
        # the same goal limit whoever wrote the plan (app/core/inert.py), kept inert
        too_long = goal_problem(self.goal, self.language)
        if too_long:
            raise ValueError(too_long)
        self.goal = inert(self.goal, one_line=True)
        if len(self.steps) > MAX_PLAN_STEPS:
            raise ValueError(tr("planner.plan_too_large", self.language, limit=MAX_PLAN_STEPS,
                                count=len(self.steps)))
        problems = dag_problems(self.steps, self.language)
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def step(self, step_id: str) -> Step:
        for s in self.steps:
            if s.id == step_id:
                return s
        raise KeyError(step_id)

    def ids(self) -> list[str]:
        return [s.id for s in self.steps]


def dag_problems(steps: list[Step], language: str = "en") -> list[str]:
    """Every structural problem of a list of steps, each naming the steps involved, in
    `language`."""
    problems: list[str] = []
    seen: set[str] = set()
    for s in steps:
        if s.id in seen:
            problems.append(tr("planner.duplicate_id", language, step_id=repr(s.id)))
        seen.add(s.id)
    for s in steps:
        if s.id in s.depends_on or s.id in s.after:
            problems.append(tr("planner.self_dependency", language, step_id=repr(s.id)))
        for dep in [*s.depends_on, *s.after]:
            if dep not in seen:
                problems.append(tr("planner.unknown_dependency", language, step_id=repr(s.id),
                                   dep=repr(dep)))
    cycle = find_cycle(steps)
    if cycle:
        problems.append(tr("planner.cycle", language, cycle=" -> ".join(cycle)))
    return problems


def find_cycle(steps: list[Step]) -> list[str] | None:
    """Return one cycle as a list of ids (first id repeated at the end), or None."""
    graph = {s.id: [d for d in (*s.depends_on, *s.after) if d != s.id] for s in steps}
    white, grey, black = 0, 1, 2
    colour = dict.fromkeys(graph, white)
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        colour[node] = grey
        stack.append(node)
        for dep in graph.get(node, []):
            if dep not in colour:
                continue
            if colour[dep] == grey:
                return [*stack[stack.index(dep):], dep]
            if colour[dep] == white:
                found = visit(dep)
                if found:
                    return found
        stack.pop()
        colour[node] = black
        return None

    for node in graph:
        if colour[node] == white:
            found = visit(node)
            if found:
                return found
    return None


def topological_layers(steps: list[Step]) -> list[list[str]]:
    """Group step ids into layers by longest path from the roots (for layout and order)."""
    by_id = {s.id: s for s in steps}
    layer: dict[str, int] = {}

    def depth(sid: str, trail: frozenset[str] = frozenset()) -> int:
        if sid in layer:
            return layer[sid]
        deps = [
            d for d in (*by_id[sid].depends_on, *by_id[sid].after) if d in by_id and d not in trail
        ]
        value = 0 if not deps else 1 + max(depth(d, trail | {sid}) for d in deps)
        layer[sid] = value
        return value

    for s in steps:
        depth(s.id)
    out: list[list[str]] = [[] for _ in range(max(layer.values(), default=-1) + 1)]
    for s in steps:
        out[layer[s.id]].append(s.id)
    return out


class CitationKind(StrEnum):
    BIBLE = "bible"
    STUDY_NOTE = "study_note"
    ARTICLE = "article"
    WORKBOOK = "workbook"
    WATCHTOWER = "watchtower"
    TOPIC_INDEX = "topic_index"
    SEARCH = "search"
    DAILY_TEXT = "daily_text"
    PUBLICATION = "publication"
    JWLIBRARY = "jwlibrary"
    LOCAL = "local"


class Citation(BaseModel):
    url: str
    title: str = ""
    kind: CitationKind = CitationKind.ARTICLE


class Verdict(BaseModel):
    label: Literal["entails", "neutral", "contradicts"]
    score: float = Field(ge=0.0, le=1.0)
    scores: dict[str, float] = Field(default_factory=dict)
    reason: str = ""  # the verdict in words, in the run's language: "supported by ¶4"
    engine: str = ""  # what decided: "model" (local NLI) or "word-overlap" (fallback)


class Finding(BaseModel):
    """One piece of evidence an agent found, with where it came from. What depends on
    its kind is `data`, one of the models of app/core/findings.py; `kind` is that
    model's (set from it: `Finding(summary=..., data=Verse(...))`)."""

    summary: str
    excerpt: str = ""
    citation: Citation | None = None
    kind: str = "note"
    claim: str | None = None
    authority: int = 50  # higher ranks first when findings are consolidated
    verdict: Verdict | None = None
    step_id: str | None = None
    data: AnyFindingData = Field(default_factory=lambda: Other(kind="note"))

    @model_validator(mode="before")
    @classmethod
    def _typed_data(cls, value: Any) -> Any:
        """The kind comes from a typed `data`; an older run's `kind` + free `data` dict
        becomes the kind's model."""
        if isinstance(value, dict):
            data = value.get("data")
            if isinstance(data, FindingData):
                return {**value, "kind": data.kind}
            return {**value, "data": upgrade(value.get("kind"), data)}
        return value


class Handoff(BaseModel):
    """What a step leaves for the steps after it."""

    goals: list[str] = Field(default_factory=list)
    did: list[str] = Field(default_factory=list)
    for_next: list[str] = Field(default_factory=list)
    files_touched: list[str] = Field(default_factory=list)
    data: dict[str, Any] = Field(default_factory=dict)


class StepResult(BaseModel):
    step_id: str
    agent: str
    status: StepStatus
    error: str | None = None
    # what kind of failure `error` is (app/core/errors.py): what a front end says in
    # one plain line in the person's language; `error` itself is for the log
    error_kind: ErrorKind | None = None
    attempts: int = 0
    started_at: float | None = None
    finished_at: float | None = None
    elapsed_ms: float = 0.0
    findings: list[Finding] = Field(default_factory=list)
    handoff: Handoff | None = None
    # Set when the step was skipped because this upstream step failed or was
    # cancelled; such a skip is undone by a resume (a skip the person chose is not).
    blocked_by: str | None = None
    # What the step could not read although it finished (a page that kept failing):
    # one line each, named in the run's problems (app/sources/losses.py).
    lost: list[str] = Field(default_factory=list)


class RunVerdict(BaseModel):
    label: Literal["strong", "mixed", "weak", "none"] = "none"
    entailed: int = 0
    checked: int = 0
    replan_suggested: bool = False
    reason: str = ""
    engine: str = ""  # "model" or "word-overlap": what checked the claims


class Comment(BaseModel):
    """A person's own comment on a question of the sheet and what the local model said
    of it: "supported", "unsupported" (not in the paragraph) or "contradicted", with the
    sentence behind the verdict. Kept beside the run (comments.json), never sent out."""

    text: str = Field(default="", max_length=4000)
    verdict: Literal["", "supported", "unsupported", "contradicted"] = ""
    evidence: str = ""
    paragraph: int | None = None  # the ¶ the evidence is in
    engine: str = ""  # "model" or "word-overlap"
    # why, in the reader's language, quoting the evidence ("El párr. 4 dice lo
    # contrario: «…»"); "" for a comment checked before the reason was kept
    reason: str = Field(default="", max_length=1000)


class RunResult(BaseModel):
    run_id: str
    plan: Plan
    steps: list[StepResult] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    verdict: RunVerdict = Field(default_factory=RunVerdict)
    # finished: everything asked for was done; finished_with_problems: some optional,
    # follow-up or fallback steps failed but the requested work is there; failed: it is not.
    status: Literal["running", "finished", "finished_with_problems", "failed",
                    "cancelled"] = "running"
    problems: list[str] = Field(default_factory=list)  # one line per step that failed
    # failed only because the disk refused the run's files: the work was done (resumable)
    unsaved: bool = False
    started_at: float = 0.0
    elapsed_ms: float = 0.0
    replans: int = 0

    def result_for(self, step_id: str) -> StepResult | None:
        for r in self.steps:
            if r.step_id == step_id:
                return r
        return None

    def summary_json(self) -> dict[str, Any]:
        """The stable JSON shape printed by `preparo run --json` (with the coverage of
        app/core/coverage.py's `run_json`)."""
        return {
            "run_id": self.run_id,
            "status": self.status,
            "problems": self.problems,
            "plan": plan_json(self.plan),
            "steps": [
                {
                    "id": r.step_id,
                    "agent": r.agent,
                    "status": r.status.value,
                    "error": r.error,
                    "elapsed_ms": round(r.elapsed_ms, 1),
                }
                for r in self.steps
            ],
            "findings": [
                {
                    "summary": f.summary,
                    "excerpt": f.excerpt,
                    "kind": f.kind,
                    "claim": f.claim,
                    "step_id": f.step_id,
                    "citation": f.citation.model_dump(mode="json") if f.citation else None,
                    "verdict": f.verdict.model_dump(mode="json") if f.verdict else None,
                    **({"data": f.data.model_dump(mode="json")} if f.data.PUBLIC else {}),
                }
                for f in self.findings
            ],
            "verdict": self.verdict.model_dump(mode="json"),
            "replans": self.replans,
            "elapsed_ms": round(self.elapsed_ms, 1),
        }


def plan_json(plan: Plan) -> dict[str, Any]:
    """The stable JSON shape printed by `preparo plan --json`."""
    return {
        "goal": plan.goal,
        "language": plan.language,
        "congregation": plan.congregation,
        "steps": [
            {
                "id": s.id,
                "agent": s.agent,
                "args": s.args,
                "depends_on": s.depends_on,
                "rationale": s.rationale,
            }
            for s in plan.steps
        ],
        "confidence": plan.confidence,
        "planner": plan.planner,
        "revision": plan.revision,
        "notes": plan.notes,
    }
