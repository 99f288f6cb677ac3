"""Each provider against the protocol server over real sockets: the happy paths."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from app.llm import HTTPProvider, LLMProvider, LLMReply, LLMSchemaError
from tests.llm.conftest import GOOD_PLAN, KEY, MESSAGES, MODEL, PLAN_SCHEMA
from tests.llm.protocol_server import ProtocolServer, Reply

Make = Callable[..., HTTPProvider]


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["openai", "ollama", "anthropic"])
async def test_reply_flows_through_every_provider(
    kind: str, server: ProtocolServer, make: Make
) -> None:
    provider = make(kind, server)
    assert isinstance(provider, LLMProvider)
    server.script(Reply(GOOD_PLAN, tokens_in=101, tokens_out=42))

    reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA, name="plan")

    assert isinstance(reply, LLMReply)
    assert reply.data == GOOD_PLAN
    assert '"meeting.week"' in reply.raw
    assert reply.usage.provider == kind
    assert reply.usage.model == MODEL
    assert (reply.usage.tokens_in, reply.usage.tokens_out) == (101, 42)
    assert reply.usage.latency_ms > 0
    assert reply.usage.attempts == 1
    assert reply.usage.ok
    assert len(server.requests) == 1


@pytest.mark.asyncio
async def test_openai_sends_strict_json_schema(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server, max_tokens=300)
    server.script(Reply(GOOD_PLAN))
    await provider.complete_json(MESSAGES, PLAN_SCHEMA, name="study plan!")

    request = server.requests[0]
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {KEY}"
    body = request.body
    assert body["model"] == MODEL
    assert body["messages"] == MESSAGES
    assert body["max_tokens"] == 300
    assert body["temperature"] == 0.0
    assert body["stream"] is False
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "study_plan_", "schema": PLAN_SCHEMA, "strict": True},
    }


@pytest.mark.asyncio
async def test_openai_json_object_mode_sends_schema_inline(
    server: ProtocolServer, make: Make
) -> None:
    provider = make("openai", server, json_mode="json_object")
    server.script(Reply(GOOD_PLAN))
    await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert server.requests[0].body["response_format"] == {
        "type": "json_object",
        "schema": PLAN_SCHEMA,
    }


@pytest.mark.asyncio
async def test_openai_base_url_may_include_v1(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server)
    provider.base_url = server.url + "/v1"
    server.script(Reply(GOOD_PLAN))
    await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert server.requests[0].path == "/v1/chat/completions"


@pytest.mark.asyncio
async def test_openai_without_key_sends_no_authorization() -> None:
    async with ProtocolServer(models={MODEL}) as srv:
        from app.llm import OpenAICompatProvider

        async with OpenAICompatProvider(base_url=srv.url, model=MODEL) as provider:
            srv.script(Reply(GOOD_PLAN))
            await provider.complete_json(MESSAGES, PLAN_SCHEMA)
        assert "authorization" not in srv.requests[0].headers


@pytest.mark.asyncio
async def test_ollama_sends_schema_as_format(server: ProtocolServer, make: Make) -> None:
    provider = make("ollama", server, api_key=None, max_tokens=256, temperature=None)
    server.script(Reply(GOOD_PLAN))
    await provider.complete_json(MESSAGES, PLAN_SCHEMA)

    request = server.requests[0]
    assert request.path == "/api/chat"
    assert "authorization" not in request.headers
    assert request.body["format"] == PLAN_SCHEMA
    assert request.body["stream"] is False
    assert request.body["messages"] == MESSAGES
    assert request.body["options"] == {"num_predict": 256}


@pytest.mark.asyncio
async def test_anthropic_forces_one_tool(server: ProtocolServer, make: Make) -> None:
    provider = make("anthropic", server, max_tokens=512)
    server.script(Reply(GOOD_PLAN))
    await provider.complete_json(MESSAGES, PLAN_SCHEMA, name="plan")

    request = server.requests[0]
    assert request.path == "/v1/messages"
    assert request.headers["x-api-key"] == KEY
    assert request.headers["anthropic-version"] == "2023-06-01"
    assert "authorization" not in request.headers
    body: dict[str, Any] = request.body
    assert body["system"] == MESSAGES[0]["content"]
    assert body["messages"] == [{"role": "user", "content": MESSAGES[1]["content"]}]
    assert body["max_tokens"] == 512
    assert body["tools"][0]["name"] == "plan"
    assert body["tools"][0]["input_schema"] == PLAN_SCHEMA
    assert body["tool_choice"] == {"type": "tool", "name": "plan"}


@pytest.mark.asyncio
async def test_anthropic_wraps_and_unwraps_non_object_schemas(
    server: ProtocolServer, make: Make
) -> None:
    provider = make("anthropic", server)
    schema = {"type": "array", "items": {"type": "integer"}, "maxItems": 3}
    server.script(Reply({"value": [1, 2, 3]}))
    reply = await provider.complete_json(MESSAGES, schema, name="numbers")
    assert reply.data == [1, 2, 3]
    sent = server.requests[0].body["tools"][0]["input_schema"]
    assert sent == {"type": "object", "properties": {"value": schema}, "required": ["value"]}


@pytest.mark.asyncio
async def test_anthropic_merges_turns_so_they_alternate(
    server: ProtocolServer, make: Make
) -> None:
    provider = make("anthropic", server)
    server.script(Reply(GOOD_PLAN))
    await provider.complete_json(
        [
            {"role": "assistant", "content": "Ready."},
            {"role": "user", "content": "a"},
            {"role": "user", "content": "b"},
        ],
        PLAN_SCHEMA,
    )
    turns = server.requests[0].body["messages"]
    assert [t["role"] for t in turns] == ["user", "assistant", "user"]
    assert turns[2]["content"] == "a\n\nb"
    assert "system" not in server.requests[0].body


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["openai", "ollama"])
async def test_code_fenced_json_is_accepted(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server)
    server.script(Reply(text='```json\n{"steps": []}\n```'))
    reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert reply.data == {"steps": []}


@pytest.mark.asyncio
async def test_one_connection_is_reused(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server)
    server.script(Reply(GOOD_PLAN), Reply(GOOD_PLAN), Reply(GOOD_PLAN))
    for _ in range(3):
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert len(server.requests) == 3
    assert server.connections == 1


@pytest.mark.asyncio
async def test_json_object_mode_spells_out_regex_shorthands(
    server: ProtocolServer, make: Make
) -> None:
    """llama.cpp's grammar converter crashes on \\d; the reply is still checked as given."""
    schema: dict[str, Any] = {
        "type": "object",
        "required": ["date"],
        "properties": {"date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}},
    }
    provider = make("openai", server, json_mode="json_object")
    server.script(Reply({"date": "2026-11-22"}), Reply({"date": "22/11/2026"}))
    reply = await provider.complete_json(MESSAGES, schema)
    assert reply.data == {"date": "2026-11-22"}
    sent = server.requests[0].body["response_format"]["schema"]
    assert sent["properties"]["date"]["pattern"] == "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    assert schema["properties"]["date"]["pattern"] == r"^\d{4}-\d{2}-\d{2}$"  # not mutated
    with pytest.raises(LLMSchemaError):
        await provider.complete_json(MESSAGES, schema)


@pytest.mark.asyncio
async def test_json_schema_mode_sends_patterns_unchanged(
    server: ProtocolServer, make: Make
) -> None:
    schema = {"type": "object", "properties": {"n": {"type": "string", "pattern": r"\d+"}}}
    provider = make("openai", server)
    server.script(Reply({"n": "1"}))
    await provider.complete_json(MESSAGES, schema)
    sent = server.requests[0].body["response_format"]["json_schema"]["schema"]
    assert sent["properties"]["n"]["pattern"] == r"\d+"
