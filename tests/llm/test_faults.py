"""Every scripted fault, for every provider, over real sockets."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest

from app.core.errors import PreparoError, RetryableError
from app.llm import (
    HTTPProvider,
    LLMAuthError,
    LLMBadRequest,
    LLMError,
    LLMInvalidJSON,
    LLMModelNotFound,
    LLMRateLimited,
    LLMRefused,
    LLMSchemaError,
    LLMServerError,
    LLMTimeout,
    LLMTruncated,
    LLMUnavailable,
    OpenAICompatProvider,
    RetryPolicy,
)
from tests.llm.conftest import GOOD_PLAN, MESSAGES, PLAN_SCHEMA
from tests.llm.protocol_server import (
    Drop,
    ProtocolServer,
    Refusal,
    Reply,
    Slow,
    Status,
    Truncated,
    rate_limited,
    server_error,
)

Make = Callable[..., HTTPProvider]
ALL = pytest.mark.parametrize("kind", ["openai", "ollama", "anthropic"])


@pytest.mark.asyncio
@ALL
async def test_429_with_retry_after_seconds_then_ok(
    kind: str, server: ProtocolServer, make: Make
) -> None:
    provider = make(kind, server)
    server.script(rate_limited("1"), Reply(GOOD_PLAN))
    reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert reply.data == GOOD_PLAN
    assert reply.usage.attempts == 2
    gap = server.requests[1].at - server.requests[0].at
    assert 1.0 <= gap < 1.6  # waited what the server asked, plus at most the jitter


@pytest.mark.asyncio
async def test_429_with_retry_after_http_date(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server)
    when = datetime.now(UTC) + timedelta(seconds=2)
    server.script(rate_limited(format_datetime(when, usegmt=True)), Reply(GOOD_PLAN))
    reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert reply.usage.attempts == 2
    gap = server.requests[1].at - server.requests[0].at
    assert 0.9 <= gap < 2.8  # the date has one-second resolution


@pytest.mark.asyncio
async def test_retry_after_longer_than_the_cap_gives_up_at_once(
    server: ProtocolServer, make: Make
) -> None:
    provider = make("anthropic", server, retry=RetryPolicy(max_attempts=5, max_delay_s=2.0))
    server.script(rate_limited("120"), Reply(GOOD_PLAN))
    started = time.monotonic()
    with pytest.raises(LLMRateLimited) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert time.monotonic() - started < 1.0
    assert info.value.retry_after == 120
    assert isinstance(info.value, RetryableError)
    assert "120 s" in str(info.value)
    assert len(server.requests) == 1


@pytest.mark.asyncio
@ALL
async def test_500_then_ok(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server)
    server.script(server_error(), Status(503), Reply(GOOD_PLAN))
    reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert reply.data == GOOD_PLAN
    assert reply.usage.attempts == 3
    assert len(server.requests) == 3


@pytest.mark.asyncio
@ALL
async def test_server_error_after_retries(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server)
    server.script(*[server_error("model crashed")] * 3, Reply(GOOD_PLAN))
    with pytest.raises(LLMServerError) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert isinstance(info.value, RetryableError)
    assert "(HTTP 500) after 3 attempt(s): model crashed" in str(info.value)
    assert len(server.requests) == 3
    assert provider.usage.last is not None
    assert provider.usage.last.error == "LLMServerError"
    assert provider.usage.last.attempts == 3


@pytest.mark.asyncio
async def test_backoff_grows_between_retries(server: ProtocolServer, make: Make) -> None:
    policy = RetryPolicy(max_attempts=3, base_delay_s=0.2, max_delay_s=5.0)
    provider = make("openai", server, retry=policy)
    server.script(Status(502), Status(502), Status(502))
    with pytest.raises(LLMServerError):
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    at = [r.at for r in server.requests]
    # equal jitter: between half and all of 0.2 s, then of 0.4 s
    assert 0.1 <= at[1] - at[0] < 0.35
    assert 0.2 <= at[2] - at[1] < 0.55


@pytest.mark.asyncio
async def test_dropped_connection_is_retried(server: ProtocolServer, make: Make) -> None:
    provider = make("ollama", server)
    server.script(Drop(), Reply(GOOD_PLAN))
    reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert reply.usage.attempts == 2


@pytest.mark.asyncio
@ALL
async def test_slow_beyond_timeout(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server, timeout_s=0.3)
    server.script(Slow(3.0, Reply(GOOD_PLAN)))
    started = time.monotonic()
    with pytest.raises(LLMTimeout) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert time.monotonic() - started < 1.5
    assert isinstance(info.value, RetryableError)
    assert "did not answer within 0.3 s" in str(info.value)
    assert len(server.requests) == 1  # a timeout is not retried here; the executor decides


@pytest.mark.asyncio
@ALL
async def test_cut_off_json_at_token_limit(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server)
    server.script(Truncated())
    with pytest.raises(LLMTruncated) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert "token limit" in str(info.value)
    assert not isinstance(info.value, RetryableError)
    assert provider.usage.last is not None
    assert provider.usage.last.tokens_out == 2048  # the tokens were still spent


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["openai", "ollama"])
async def test_cut_off_json_without_a_length_stop(
    kind: str, server: ProtocolServer, make: Make
) -> None:
    provider = make(kind, server)
    server.script(Reply(text='{"steps": [{"id": "s1", "agent": "meeting'))
    with pytest.raises(LLMTruncated) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert "stopped in the middle" in str(info.value)
    assert info.value.raw.startswith('{"steps"')


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["openai", "ollama", "anthropic"])
async def test_prose_instead_of_json(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server)
    server.script(Reply(text="Sure! Here is a plan: first read the text."))
    with pytest.raises(LLMInvalidJSON) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert "not valid JSON" in str(info.value)
    assert info.value.raw.startswith("Sure!")


@pytest.mark.asyncio
@ALL
async def test_schema_invalid_plan(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server)
    bad = {"steps": [{"id": "first", "agent": "tea.make", "depends_on": []}], "extra": 1}
    server.script(Reply(bad))
    with pytest.raises(LLMSchemaError) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    error = info.value
    assert error.data == bad
    assert "$: unexpected property 'extra'" in error.problems
    assert any(p.startswith("$.steps[0].agent: \"tea.make\" is not one of") for p in error.problems)
    assert any(p.startswith("$.steps[0].id:") for p in error.problems)
    assert "does not match the schema" in str(error)


@pytest.mark.asyncio
@ALL
async def test_refusal(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server)
    server.script(Refusal("I won't do that."))
    error_type: type[LLMError] = LLMInvalidJSON if kind == "ollama" else LLMRefused
    with pytest.raises(error_type) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    if kind != "ollama":  # Ollama has no refusal signal: the prose is just not JSON
        assert "refused to answer: I won't do that." in str(info.value)


@pytest.mark.asyncio
async def test_content_filter_is_a_refusal(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server)
    server.script(Refusal(content_filter=True))
    with pytest.raises(LLMRefused, match="content filter"):
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["openai", "anthropic"])
async def test_bad_key(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server, api_key="sk-wrong-key-000111222")
    server.script(Reply(GOOD_PLAN))
    with pytest.raises(LLMAuthError) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert "rejected the API key (HTTP 401)" in str(info.value)
    assert not isinstance(info.value, RetryableError)
    assert len(server.requests) == 1  # never retried
    assert server.pending == 1


@pytest.mark.asyncio
async def test_missing_key_says_how_to_set_it(server: ProtocolServer, make: Make) -> None:
    provider = make("anthropic", server, api_key=None)
    with pytest.raises(LLMAuthError, match=r"none is configured.*ANTHROPIC_API_KEY"):
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)


@pytest.mark.asyncio
@ALL
async def test_unknown_model(kind: str, server: ProtocolServer, make: Make) -> None:
    provider = make(kind, server, model="no-such-model")
    with pytest.raises(LLMModelNotFound) as info:
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert info.value.model == "no-such-model"
    assert "does not know the model 'no-such-model'" in str(info.value)
    if kind == "ollama":
        assert "ollama pull no-such-model" in str(info.value)
    assert len(server.requests) == 1


@pytest.mark.asyncio
async def test_wrong_base_url_is_not_a_missing_model(server: ProtocolServer, make: Make) -> None:
    provider = make("ollama", server)
    provider.base_url = server.url + "/wrong"
    with pytest.raises(LLMBadRequest, match="Check the base URL"):
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)


@pytest.mark.asyncio
async def test_bad_request_quotes_the_server(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server)
    server.script(Status(400, {"error": {"message": "'messages' must not be empty"}}))
    with pytest.raises(LLMBadRequest, match=r"HTTP 400.*'messages' must not be empty"):
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)


@pytest.mark.asyncio
async def test_server_not_running() -> None:
    srv = await ProtocolServer().start()
    url = srv.url
    await srv.stop()  # the port is now closed
    async with OpenAICompatProvider(base_url=url, model="m") as provider:
        with pytest.raises(LLMUnavailable, match="Cannot reach the openai server") as info:
            await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert isinstance(info.value, RetryableError)


@pytest.mark.asyncio
@pytest.mark.parametrize("url", ["ftp://127.0.0.1:9/", "http://[::1"])
async def test_unusable_base_url_is_a_clear_error(url: str) -> None:
    async with OpenAICompatProvider(base_url=url, model="m") as provider:
        with pytest.raises(LLMBadRequest, match="not a valid http"):
            await provider.complete_json(MESSAGES, PLAN_SCHEMA)


@pytest.mark.asyncio
async def test_every_error_is_a_preparo_error(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server)
    server.script(Truncated(), Refusal(), Reply(text="nope"), *[server_error()] * 3)
    for _ in range(4):
        with pytest.raises(PreparoError):
            await provider.complete_json(MESSAGES, PLAN_SCHEMA)


@pytest.mark.asyncio
async def test_cancel_during_request_propagates_and_is_not_retried(
    server: ProtocolServer, make: Make
) -> None:
    provider = make("openai", server, timeout_s=10.0)
    server.script(Slow(5.0, Reply(GOOD_PLAN)), Reply(GOOD_PLAN))
    task = asyncio.create_task(provider.complete_json(MESSAGES, PLAN_SCHEMA))
    await server.wait_for_requests(1)
    started = time.monotonic()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert time.monotonic() - started < 0.5
    await asyncio.sleep(0.3)
    assert len(server.requests) == 1
    assert provider.usage.last is not None
    assert provider.usage.last.error == "CancelledError"


@pytest.mark.asyncio
async def test_cancel_during_backoff_stops_retrying(server: ProtocolServer, make: Make) -> None:
    provider = make("anthropic", server)
    server.script(rate_limited("1"), Reply(GOOD_PLAN))
    task = asyncio.create_task(provider.complete_json(MESSAGES, PLAN_SCHEMA))
    await server.wait_for_requests(1)
    await asyncio.sleep(0.1)  # now inside the 1 s wait
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.sleep(1.5)  # past the moment the retry would have gone out
    assert len(server.requests) == 1
    assert server.pending == 1


@pytest.mark.asyncio
async def test_a_cancelled_provider_still_works_afterwards(
    server: ProtocolServer, make: Make
) -> None:
    provider = make("ollama", server)
    server.script(Slow(5.0), Reply(GOOD_PLAN))
    task = asyncio.create_task(provider.complete_json(MESSAGES, PLAN_SCHEMA))
    await server.wait_for_requests(1)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert reply.data == GOOD_PLAN
