"""Personal data never leaves the machine, end to end against the mirror: a run with a
return visit's name and address (a step that fails, a fallback that runs) leaves no
request URL, cache key, trace line, log record or LLM prompt holding them."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from app.agents.base import AgentContext
from app.core import privacy
from app.core.events import EventHub
from app.core.models import Plan, Step, StepStatus
from app.core.settings import Settings
from app.mirror.server import MirrorServer
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.planner.args import retarget_args
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import RunStore
from app.sources.cache import Cache
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, registry, run_agent

NAME = "Ana Beltrán"
ADDRESS = "Calle Olmo 12"


@pytest.fixture(autouse=True)
def _clean_registry() -> None:
    privacy.forget_all()


def test_personal_fields_come_from_the_args_contract() -> None:
    spec = registry().get("ministry.revisit")
    assert privacy.personal_fields(spec.args_model) == {"person", "address_note", "note"}


def test_guard_scrub_and_find_on_encoded_text() -> None:
    privacy.register("run-1", [NAME])
    with pytest.raises(privacy.PrivateDataBlocked):
        privacy.guard_outbound("http://x/search?q=Ana%20Beltr%C3%A1n")
    with pytest.raises(privacy.PrivateDataBlocked):
        privacy.guard_outbound("http://x/search?q=hola+ana")
    privacy.guard_outbound("http://x/search?q=Ananias")  # another word
    assert privacy.scrub("visit Ana Beltrán today") == "visit [private] today"


def test_a_fallback_never_carries_a_name() -> None:
    privacy.register("run-1", [NAME])
    target = registry().get("ministry.conversation")
    assert retarget_args({"action": "prepare", "person": NAME}, target,
                         "prepare my return visit with Ana") is None
    assert retarget_args({"topic": "the resurrection"}, target) == {
        "objection": "the resurrection"}


def test_log_records_are_scrubbed(caplog: pytest.LogCaptureFixture) -> None:
    privacy.register("run-1", [NAME])
    with caplog.at_level(logging.INFO):
        logging.getLogger("preparo.test").info("visiting %s at %s", "Ana", "noon")
    assert "Ana" not in caplog.text and "[private]" in caplog.text


@pytest.mark.asyncio
async def test_a_run_with_a_name_keeps_it_on_this_computer(
        settings: Settings, mirror: MirrorServer, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    policy = HttpPolicy(rate=1000, burst=1000, backoff_base=0.01, backoff_max=0.05)
    cache = Cache(tmp_path / "cache.sqlite3")
    hub = SourceHub(settings, policy=policy, cache=cache)
    try:
        # The notebook already knows Ana (added on an earlier day, no network).
        ctx: AgentContext = context(hub, settings, "en")
        await run_agent("ministry.revisit", {
            "action": "add", "person": NAME, "address_note": ADDRESS,
            "topics": ["the resurrection"], "note": "Ana likes gardening"}, ctx)
        privacy.forget_all()  # a new process: nothing registered yet
        # The fact-check fails on its first search (a server error), its fallback runs.
        mirror.faults.status(r"/cdn/apis/search/results/E/[a-z]+\?q=[^&]*earth", 500,
                             times=None)
        plan = Plan(goal=f"prepare my return visit with {NAME}", language="en", steps=[
            Step(id="visit", agent="ministry.revisit",
                 args={"action": "prepare", "person": NAME}),
            Step(id="claim", agent="apologetics.fact_check",
                 args={"claim": "the earth will be destroyed"}),
            Step(id="who", agent="apologetics.research",
                 args={"question": f"what does {NAME} believe about the soul"}),
        ])
        store = RunStore(tmp_path / "runs")
        orchestrator = Orchestrator(
            registry(), settings=settings.model_copy(update={"step_retries": 0}),
            events=EventHub(), store=store, sources=hub,
            services={"entailer": LexicalEntailer()},
        )
        with caplog.at_level(logging.DEBUG):
            result = await orchestrator.run(plan)
    finally:
        await hub.aclose()
    status = {r.step_id: r.status for r in result.steps}
    assert status["visit"] == StepStatus.DONE, result.result_for("visit")
    assert status["who"] == StepStatus.FAILED  # refused before anything was sent
    assert any(s.id.endswith(".fb") for s in result.plan.steps), "a fallback ran"
    words = ("Ana", "Beltr", "Olmo", "gardening")
    for record in mirror.requests():
        assert not any(w in record.path for w in words), record.path
    keys = [row[0] for row in sqlite3.connect(cache.path).execute("SELECT key FROM entries")]
    assert keys
    for key in keys:
        assert not any(w in key for w in words), key
    trace = (tmp_path / "runs" / result.run_id / "trace.jsonl").read_text("utf-8")
    assert trace.strip()
    assert not any(w in trace for w in ("Ana", "Beltr", "Olmo")), trace[:2000]
    assert not any(w in caplog.text for w in ("Beltr", "Olmo"))
    visit = result.result_for("visit")
    assert visit is not None
    plan_finding = next(f for f in visit.findings if f.kind == "presentation")
    assert plan_finding.data.scripture and plan_finding.data.publication


class _RecordingProvider:
    """An LLM provider that records the prompts it would send."""

    def __init__(self) -> None:
        self.prompts: list[str] = []

    async def complete_json(self, messages, schema, *, name="plan", language="en"):  # type: ignore[no-untyped-def]
        self.prompts.extend(m["content"] for m in messages)
        raise RuntimeError("no model in this test")


@pytest.mark.asyncio
async def test_a_goal_naming_a_person_never_reaches_the_llm() -> None:
    from app.orchestrator.planner import LLMPlanner, RulesPlanner

    provider = _RecordingProvider()
    planner = LLMPlanner(provider, registry(), RulesPlanner(registry()))
    plan = await planner.plan(f"prepare my return visit with {NAME}", "en")
    assert plan.steps[0].agent == "ministry.revisit"
    assert provider.prompts == []
    privacy.register("run-2", ["Tomás"])
    await planner.plan("why does God allow suffering? Tomás asked me", "en")
    assert provider.prompts == []  # a registered name in the goal: planned locally


@pytest.mark.asyncio
async def test_the_llm_planner_refuses_other_languages_clearly() -> None:
    from app.core.errors import PlanError
    from app.orchestrator.planner import LLMPlanner, RulesPlanner

    provider = _RecordingProvider()
    planner = LLMPlanner(provider, registry(), RulesPlanner(registry()))
    with pytest.raises(PlanError, match="French"):
        await planner.plan("Préparer la réunion du dimanche", "en")
    assert provider.prompts == []
