"""Opt-in: a real small model (SmolLM2-135M under llama.cpp's server) through the provider.

Not part of the default run: it needs a server. `tests/llm/run_real_llm.sh`
builds and starts one and runs this file; or point PREPARO_REAL_LLM_URL at any
OpenAI-compatible server that takes `response_format: {"type": "json_object",
"schema": ...}`. Without a reachable server every test here is skipped.
"""

from __future__ import annotations

import os
import time
from typing import Any

import httpx
import pytest

from app.core.errors import PreparoError
from app.llm import LLMSchemaError, OpenAICompatProvider, RetryPolicy

DEFAULT_URL = "http://127.0.0.1:8765"
AGENTS = ["meeting.week", "watchtower.study", "verse.explain", "export.study_sheet"]
IDS = ["s1", "s2", "s3"]

# Tight and bounded: an open object (e.g. free-form "args") makes a 135M model
# loop until max_tokens, so every string is an enum and every array is capped.
TINY_PLAN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["steps"],
    "properties": {
        "steps": {
            "type": "array",
            "minItems": 1,
            "maxItems": 3,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["id", "agent", "depends_on"],
                "properties": {
                    "id": {"type": "string", "enum": IDS},
                    "agent": {"type": "string", "enum": AGENTS},
                    "depends_on": {
                        "type": "array",
                        "maxItems": 2,
                        "items": {"type": "string", "enum": IDS},
                    },
                },
            },
        }
    },
}
MESSAGES: list[Any] = [
    {
        "role": "system",
        "content": (
            "You plan the preparation of a Christian congregation meeting. Reply with JSON "
            "only: {\"steps\": [{\"id\": \"s1\", \"agent\": ..., \"depends_on\": [...]}]}. "
            f"Agents: {', '.join(AGENTS)}. A step may depend only on earlier steps."
        ),
    },
    {"role": "user", "content": "Prepare my Sunday meeting (Watchtower study)."},
]


def _server_url() -> str | None:
    url = os.environ.get("PREPARO_REAL_LLM_URL", "").rstrip("/")
    candidate = url or DEFAULT_URL
    try:
        response = httpx.get(candidate + "/v1/models", timeout=2.0)
    except httpx.HTTPError:
        return None
    return candidate if response.status_code == 200 else None


@pytest.fixture(scope="module")
def real_url() -> str:
    url = _server_url()
    if url is None:
        pytest.skip(
            "no real LLM server: run tests/llm/run_real_llm.sh or set PREPARO_REAL_LLM_URL"
        )
    return url


def _provider(url: str, json_mode: Any = "json_object") -> OpenAICompatProvider:
    return OpenAICompatProvider(
        base_url=url,
        model="smollm2",
        json_mode=json_mode,
        timeout_s=float(os.environ.get("PREPARO_REAL_LLM_TIMEOUT", "180")),
        retry=RetryPolicy(max_attempts=1),
        max_tokens=200,
    )


@pytest.mark.real_llm
@pytest.mark.asyncio
async def test_real_model_reply_flows_through_the_provider(real_url: str) -> None:
    async with _provider(real_url) as provider:
        started = time.perf_counter()
        try:
            reply = await provider.complete_json(MESSAGES, TINY_PLAN_SCHEMA, name="plan")
        except LLMSchemaError as exc:  # the grammar should prevent it; report it if not
            pytest.fail(f"real model broke the schema: {exc.problems} raw={exc.raw!r}")
        wall_ms = (time.perf_counter() - started) * 1000

    usage = reply.usage
    print(
        f"\nreal LLM reply: {reply.raw}\n"
        f"usage: {usage.as_payload()} (wall {wall_ms:.0f} ms)"
    )
    assert isinstance(reply.data, dict)
    assert 1 <= len(reply.data["steps"]) <= 3
    assert all(step["agent"] in AGENTS for step in reply.data["steps"])
    assert usage.provider == "openai"
    assert usage.tokens_in > 50  # the prompt was really tokenised
    assert 0 < usage.tokens_out <= 200
    assert usage.latency_ms > 0
    assert provider.usage.totals().calls == 1


@pytest.mark.real_llm
@pytest.mark.asyncio
async def test_real_server_errors_are_clear(real_url: str) -> None:
    """llama.cpp's Python server answers HTTP 500 to the json_schema form: a clear error."""
    async with _provider(real_url, json_mode="json_schema") as provider:
        try:
            reply = await provider.complete_json(MESSAGES, TINY_PLAN_SCHEMA)
        except PreparoError as exc:  # LLMError, or LLMServerError (a RetryableError)
            print(f"\njson_schema form: {type(exc).__name__}: {exc}")
            assert provider.usage.last is not None
            assert provider.usage.last.error == type(exc).__name__
            return
    # a server that accepts the json_schema form must still give schema-valid data
    assert isinstance(reply.data, dict)


@pytest.mark.real_llm
@pytest.mark.asyncio
async def test_real_reply_through_the_llm_planner(real_url: str) -> None:
    """A real reply goes through LLMPlanner and its validator, with usage on the plan.

    Either path is right here: a rejected plan (after one repair round) makes the
    rules planner plan, with the reason in plan.notes; an accepted one is an "llm"
    plan. With the current prompt SmolLM2-135M copies the prompt's example plan,
    which the validator accepts; the script prints which path was taken."""
    from app.agents.registry import Registry
    from app.core.models import Plan
    from app.core.settings import Settings
    from app.orchestrator.planner import LLMPlanner, RulesPlanner

    registry = Registry.default()
    settings = Settings()
    provider = OpenAICompatProvider(
        base_url=real_url,
        model="smollm2",
        json_mode="json_object",
        timeout_s=float(os.environ.get("PREPARO_REAL_LLM_TIMEOUT", "180")),
        retry=RetryPolicy(max_attempts=1),
        max_tokens=600,
    )
    async with provider:
        planner = LLMPlanner(provider, registry, RulesPlanner(registry, settings))
        started = time.perf_counter()
        plan = await planner.plan("Prepare my Sunday meeting", "en")
        wall_ms = (time.perf_counter() - started) * 1000

    calls = provider.usage.calls
    steps = [s.model_dump(include={"id", "agent", "args", "depends_on"}) for s in plan.steps]
    print(
        f"\nplanner: {plan.planner}; confidence {plan.confidence}; notes: {plan.notes}\n"
        f"steps: {steps}\n"
        f"calls: {[c.as_payload() for c in calls]} (wall {wall_ms:.0f} ms)"
    )
    assert isinstance(plan, Plan) and plan.steps
    assert 1 <= len(calls) <= 2  # the first reply, and at most one repair round
    assert all(c.tokens_in > 500 for c in calls)  # the real prompt reached the model
    assert planner.last_usage == [c.as_payload() for c in calls]
    if plan.planner == "rules":
        # the path this test is for: the validator rejected the reply, the rules planner planned
        assert any("used the rules planner" in note for note in plan.notes)
        assert any(note.startswith("llm usage: openai/smollm2") for note in plan.notes)
    else:
        assert plan.planner == "llm"  # a valid plan: it passed the validator
