from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest_asyncio

from app.llm import (
    AnthropicProvider,
    HTTPProvider,
    OllamaProvider,
    OpenAICompatProvider,
    RetryPolicy,
)
from tests.llm.protocol_server import ProtocolServer

KEY = "sk-test-a1b2c3d4e5f6g7h8"
MODEL = "test-model"
PROVIDERS: dict[str, type[HTTPProvider]] = {
    "openai": OpenAICompatProvider,
    "ollama": OllamaProvider,
    "anthropic": AnthropicProvider,
}
FAST_RETRY = RetryPolicy(max_attempts=3, base_delay_s=0.01, max_delay_s=3.0)

PLAN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["steps"],
    "properties": {
        "steps": {
            "type": "array",
            "maxItems": 4,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["id", "agent", "depends_on"],
                "properties": {
                    "id": {"type": "string", "pattern": "^s[0-9]$"},
                    "agent": {"type": "string", "enum": ["verse.explain", "meeting.week"]},
                    "depends_on": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
                },
            },
        }
    },
}
GOOD_PLAN: dict[str, Any] = {
    "steps": [
        {"id": "s1", "agent": "meeting.week", "depends_on": []},
        {"id": "s2", "agent": "verse.explain", "depends_on": ["s1"]},
    ]
}
MESSAGES: list[Any] = [
    {"role": "system", "content": "You plan study steps. Answer in JSON."},
    {"role": "user", "content": "Prepare my Sunday meeting."},
]


@pytest_asyncio.fixture
async def server() -> AsyncIterator[ProtocolServer]:
    async with ProtocolServer(api_key=KEY, models={MODEL}) as srv:
        yield srv


@pytest_asyncio.fixture
async def make() -> AsyncIterator[Callable[..., HTTPProvider]]:
    """Build providers pointed at a protocol server; all are closed after the test."""
    made: list[HTTPProvider] = []

    def build(kind: str, srv: ProtocolServer, **options: Any) -> HTTPProvider:
        options.setdefault("model", MODEL)
        options.setdefault("api_key", KEY)
        options.setdefault("retry", FAST_RETRY)
        options.setdefault("timeout_s", 5.0)
        provider = PROVIDERS[kind](base_url=srv.url, **options)
        made.append(provider)
        return provider

    yield build
    for provider in made:
        await provider.aclose()
