"""The LLM planner with a scripted provider: every rejection and repair path."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from typing import Any

import pytest

from app.core.settings import Congregation, LLMSettings, Settings, TalkEntry
from app.llm.base import LLMReply, Usage, UsageLedger
from app.llm.errors import LLMInvalidJSON, LLMSchemaError, LLMTruncated, LLMUnavailable
from app.orchestrator.planner import LLMPlanner, RulesPlanner, make_planner
from app.orchestrator.planner.validate import plan_schema
from tests.orchestrator.planner_specs import registry

WED = dt.date(2026, 11, 25)
GOAL = "Explain John 3:16 and make a study sheet"


def step(sid: str, agent: str, args: dict[str, Any] | None = None,
         deps: list[str] | None = None) -> dict[str, Any]:
    return {"id": sid, "agent": agent, "args": args or {}, "depends_on": deps or [],
            "rationale": f"do {agent}"}


GOOD = {"steps": [step("verses", "verse.explain", {"references": ["John 3:16"]}),
                  step("sheet", "export.study_sheet", {"title": "John 3:16"}, ["verses"])],
        "confidence": 0.9}


class Scripted:
    """A provider that answers from a script: dicts become replies, exceptions are raised."""

    name = "scripted"

    def __init__(self, *answers: Any) -> None:
        self.model = "script-1"
        self.usage = UsageLedger()
        self.answers: Iterator[Any] = iter(answers)
        self.calls: list[list[dict[str, str]]] = []
        self.schemas: list[dict[str, Any]] = []

    async def complete_json(self, messages: list[Any], schema: dict[str, Any], *,
                            name: str = "plan", language: str = "en") -> LLMReply:
        self.calls.append([dict(m) for m in messages])
        self.schemas.append(schema)
        answer = next(self.answers)
        usage = Usage(provider=self.name, model=self.model, tokens_in=100, tokens_out=40,
                      latency_ms=12.0, error="" if not isinstance(answer, Exception)
                      else type(answer).__name__)
        self.usage.record(usage)
        if isinstance(answer, Exception):
            raise answer
        return LLMReply(data=answer, raw=json.dumps(answer), usage=usage)

    async def aclose(self) -> None:
        return None


def llm(provider: Scripted, settings: Settings | None = None) -> LLMPlanner:
    reg = registry()
    return LLMPlanner(provider, reg, RulesPlanner(reg, settings), settings=settings)


@pytest.mark.asyncio
async def test_valid_plan_is_used_as_is() -> None:
    provider = Scripted(GOOD)
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert plan.planner == "llm"
    assert [s.id for s in plan.steps] == ["verses", "sheet"]
    assert plan.confidence == 0.9
    assert len(provider.calls) == 1
    assert any("100 tokens in" in n and "12 ms" in n for n in plan.notes)
    assert plan.usage == [provider.usage.calls[0].as_payload()]
    assert plan.usage[0]["tokens_in"] == 100 and plan.usage[0]["tokens_out"] == 40


@pytest.mark.asyncio
async def test_planning_usage_reaches_the_run_events() -> None:
    from app.core.events import Event, EventHub, EventType
    from app.orchestrator.executor import Executor
    from tests.orchestrator.fake_agents import registry as fake_registry

    plan = await llm(Scripted(GOOD)).plan(GOAL, "en", today=WED)
    noop = plan.model_copy(update={"steps": []})
    events: list[Event] = []
    hub = EventHub()
    hub.subscribe(events.append)
    await Executor(fake_registry(), events=hub).run(noop)
    ready = next(e for e in events if e.type == EventType.PLAN_READY)
    assert ready.llm_usage[0]["tokens_out"] == 40


@pytest.mark.asyncio
async def test_invalid_json_gets_one_repair_round() -> None:
    provider = Scripted(LLMInvalidJSON("not JSON (Expecting value)", "Sure! Here is"), GOOD)
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert plan.planner == "llm"
    repair = provider.calls[1]
    assert repair[-2] == {"role": "assistant", "content": "Sure! Here is"}
    assert "not JSON" in repair[-1]["content"]
    assert any(n.startswith("LLM plan repaired") for n in plan.notes)


@pytest.mark.asyncio
async def test_truncated_reply_is_repaired() -> None:
    provider = Scripted(LLMTruncated("stopped in the middle", '{"steps": ['), GOOD)
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert plan.planner == "llm" and len(provider.calls) == 2


@pytest.mark.asyncio
async def test_unknown_agent_is_named_with_suggestions() -> None:
    bad = {"steps": [step("v", "verse.explian", {"references": ["John 3:16"]})],
           "confidence": 0.9}
    provider = Scripted(bad, GOOD)
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert plan.planner == "llm"
    message = provider.calls[1][-1]["content"]
    assert "unknown agent 'verse.explian'" in message and "verse.explain" in message


@pytest.mark.asyncio
async def test_schema_error_from_provider_is_checked_against_the_registry() -> None:
    data = {"steps": [step("v", "explain.verse", {"references": ["John 3:16"]})],
            "confidence": 0.9}
    error = LLMSchemaError("does not match", json.dumps(data), data,
                           ["$.steps[0].agent: \"explain.verse\" is not one of ..."])
    provider = Scripted(error, GOOD)
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert plan.planner == "llm"
    message = provider.calls[1][-1]["content"]
    assert "did you mean verse.explain" in message


@pytest.mark.parametrize(("bad", "expected"), [
    ({"steps": [step("v", "verse.explain", {"references": []})], "confidence": 0.9},
     "references"),
    ({"steps": [step("v", "verse.explain", {"refs": ["John 3:16"]})], "confidence": 0.9},
     "refs"),
    ({"steps": [step("a", "research.topic", {"topic": "x"}, ["b"]),
                step("b", "research.topic", {"topic": "y"}, ["a"])], "confidence": 0.9},
     "dependency cycle"),
    ({"steps": [step("a", "research.topic", {"topic": "x"}, ["a"])], "confidence": 0.9},
     "depends on itself"),
    ({"steps": [step("a", "research.topic", {"topic": "x"}, ["zz"])], "confidence": 0.9},
     "unknown step 'zz'"),
    ({"steps": [step(f"s{i}", "research.topic", {"topic": f"t{i}"}) for i in range(13)],
      "confidence": 0.9}, "at most 12"),
    ({"steps": [], "confidence": 0.9}, "non-empty"),
    ([1, 2, 3], "JSON object"),
    ({"steps": [step("a b", "research.topic", {"topic": "x"})], "confidence": 0.9}, "id"),
    ({"steps": [step("a", "research.topic", {"topic": "x"}),
                step("a", "research.topic", {"topic": "y"})], "confidence": 0.9},
     "duplicate step id"),
    ({"steps": [step("a", "research.topic", {"topic": "x"})], "confidence": 7}, "confidence"),
])
@pytest.mark.asyncio
async def test_each_rejection_is_sent_back_then_falls_back(bad: Any, expected: str) -> None:
    provider = Scripted(bad, bad)
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert len(provider.calls) == 2
    assert expected in provider.calls[1][-1]["content"]
    assert plan.planner == "rules"
    assert plan.notes[0].startswith("LLM plan rejected after one repair")
    assert [s.agent for s in plan.steps] == ["verse.explain", "export.study_sheet"]


@pytest.mark.asyncio
async def test_provider_failure_falls_back_without_repair() -> None:
    provider = Scripted(LLMUnavailable("cannot reach http://127.0.0.1:9"))
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert len(provider.calls) == 1
    assert plan.planner == "rules"
    assert "LLMUnavailable" in plan.notes[0]


@pytest.mark.asyncio
async def test_low_confidence_goes_to_the_rules_planner() -> None:
    provider = Scripted({**GOOD, "confidence": 0.5})
    plan = await llm(provider).plan(GOAL, "en", today=WED)
    assert plan.planner == "rules"
    assert "confidence 0.50" in plan.notes[0]


@pytest.mark.asyncio
async def test_bias_adjusted_confidence_moves_a_step_to_its_fallback() -> None:
    # apologetics.fact_check has confidence_bias -0.1 and fallback apologetics.research.
    data = {"steps": [step("c", "apologetics.fact_check", {"claim": "the earth is flat"})],
            "confidence": 0.75}
    plan = await llm(Scripted(data)).plan("is the earth flat", "en", today=WED)
    assert plan.planner == "llm"
    assert plan.steps[0].agent == "apologetics.research"
    assert plan.steps[0].args == {"question": "the earth is flat"}
    assert any("using its fallback apologetics.research" in n for n in plan.notes)


@pytest.mark.asyncio
async def test_bias_adjusted_step_without_fallback_goes_to_rules() -> None:
    from app.agents.base import AgentSpec
    from app.agents.registry import Registry
    from tests.orchestrator.planner_specs import SPECS, TopicArgs, _nothing

    specs = [s for s in SPECS if s.name != "research.topic"]
    specs.append(AgentSpec("research.topic", "research", TopicArgs, _nothing,
                           confidence_bias=-0.2))
    reg = Registry(specs)
    data = {"steps": [step("r", "research.topic", {"topic": "faith"})], "confidence": 0.8}
    planner = LLMPlanner(Scripted(data), reg, RulesPlanner(reg))
    plan = await planner.plan("research faith", "en", today=WED)
    assert plan.planner == "rules"
    assert "no usable fallback" in plan.notes[0]


@pytest.mark.asyncio
async def test_prompt_lists_agents_fallbacks_and_arguments_in_the_language() -> None:
    settings = Settings(congregations=[Congregation(
        name="Centro", midweek_day="thu",
        talks=[TalkEntry(week="2026-11-23", number=17, title="Dar gloria")])])
    provider = Scripted(GOOD)
    await llm(provider, settings).plan("Explica Juan 3:16", "es", "Centro", today=WED)
    system = provider.calls[0][0]["content"]
    assert system.startswith("Planificas tareas")
    assert "verse.explain" in system and "Alternativa: research.topic" in system
    assert "* references: list of string (1-30)" in system
    assert "jueves" in system and "n.º 17 Dar gloria" in system
    assert "2026-11-25 (miércoles)" in system
    assert provider.calls[0][1] == {"role": "user", "content": "Explica Juan 3:16"}


def _walk(node: Any, path: str = "$") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from _walk(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _walk(value, f"{path}[{i}]")


def test_plan_schema_bounds_every_string_array_and_object() -> None:
    schema = plan_schema(registry())
    for path, node in _walk(schema):
        kind = node.get("type")
        if kind == "string" and "enum" not in node:
            assert "maxLength" in node, path
        if kind == "array":
            assert "maxItems" in node, path
        if kind == "object":
            assert node.get("additionalProperties") is False, path
    step_schema = schema["properties"]["steps"]["items"]
    assert "verse.explain" in step_schema["properties"]["agent"]["enum"]
    assert {"references", "topic", "assignment", "person", "note"} <= set(
        step_schema["properties"]["args"]["properties"])


def test_plan_schema_with_the_real_agents_is_bounded() -> None:
    from app.agents.registry import Registry

    try:
        reg = Registry.default()
    except Exception:
        pytest.skip("the builtin agents are not importable")
    for path, node in _walk(plan_schema(reg)):
        if node.get("type") == "string" and "enum" not in node:
            assert "maxLength" in node, path
        if node.get("type") == "array":
            assert "maxItems" in node, path
        if node.get("type") == "object":
            assert node.get("additionalProperties") is False, path


def test_plan_sunday_needs_no_model() -> None:
    provider = Scripted()
    plan = llm(provider).plan_sunday("pt", today=WED)
    assert plan.planner == "rules" and not provider.calls
    assert [s.agent for s in plan.steps][-1] == "export.study_sheet"


def test_plan_sync_runs_without_a_loop() -> None:
    plan = llm(Scripted(GOOD)).plan_sync(GOAL, "en", today=WED)
    assert plan.planner == "llm"


def test_make_planner_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    reg = registry()
    assert isinstance(make_planner(Settings(), reg), RulesPlanner)
    on = Settings(llm=LLMSettings(provider="ollama", model="tiny"))
    chosen = make_planner(on, reg, Scripted())
    assert isinstance(chosen, LLMPlanner) and chosen.name == "llm"
    built = make_planner(on, reg)
    assert isinstance(built, LLMPlanner)
    assert built.provider.name == "ollama"

    def broken(settings: LLMSettings) -> None:
        raise RuntimeError("no key")

    monkeypatch.setattr("app.llm.make_provider", broken)
    fallback = make_planner(on, reg)
    assert isinstance(fallback, RulesPlanner)
    plan = fallback.plan_sync("Prepare my Sunday meeting", "en", today=WED)
    assert "no key" in plan.notes[0]


@pytest.mark.parametrize(("bad", "expected"), [
    ([1, 2, 3], "la respuesta debe ser un objeto JSON con \"steps\", pero es una lista"),
    ({"steps": [step("v", "verse.explian", {"references": ["Juan 3:16"]})]},
     "paso 'v': agente desconocido 'verse.explian'; ¿quisiste decir verse.explain?"),
    ({"steps": [step("a", "research.topic", {"topic": "x"}, ["a"])]},
     "el paso 'a' depende de sí mismo"),
])
def test_plan_problems_are_in_the_plans_language(bad: Any, expected: str) -> None:
    from app.orchestrator.planner.validate import check_plan_data

    checked = check_plan_data(bad, registry(), goal="g", language="es", congregation=None)
    assert checked.plan is None and expected in checked.problems


@pytest.mark.asyncio
async def test_planner_notes_are_in_the_plans_language() -> None:
    low = await llm(Scripted({**GOOD, "confidence": 0.5})).plan(
        "Explica Juan 3:16 y prepara una hoja de estudio", "es", today=WED)
    assert low.planner == "rules"
    assert low.notes[0].startswith("La confianza del plan del LLM (0.50) está por debajo de")
    assert any(n.startswith("uso del LLM: scripted/script-1, 1 llamada(s)") for n in low.notes)
    rejected = await llm(Scripted([1], [2])).plan(
        "Explique João 3:16 e prepare uma folha de estudo", "pt", today=WED)
    assert rejected.notes[0].startswith(
        "Plano do LLM rejeitado após uma correção (a resposta deve ser um objeto JSON")
