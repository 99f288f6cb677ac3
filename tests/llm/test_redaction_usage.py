"""Keys never leak; every call is accounted for."""

from __future__ import annotations

import logging
import pickle
import traceback
from collections.abc import Callable

import pytest

from app.core.settings import Settings, save_settings
from app.llm import (
    HTTPProvider,
    LLMAuthError,
    LLMError,
    LLMModelNotFound,
    LLMServerError,
    Secret,
)
from app.llm.keys import MASK, redact, redact_value
from tests.llm.conftest import GOOD_PLAN, KEY, MESSAGES, MODEL, PLAN_SCHEMA
from tests.llm.protocol_server import ProtocolServer, Reply, Status, Truncated, server_error

Make = Callable[..., HTTPProvider]
WRONG = "sk-wrong-QWERTYUIOP987654"


def _everything_said(exc: BaseException) -> str:
    return "".join(traceback.format_exception(exc)) + repr(exc) + str(exc.args)


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["openai", "anthropic"])
async def test_key_never_in_errors_reprs_or_logs(
    kind: str, make: Make, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)  # httpx, httpcore and app.llm at their chattiest
    async with ProtocolServer(api_key=KEY, models={MODEL}, echo_key=True) as srv:
        provider = make(kind, srv, api_key=WRONG)
        with pytest.raises(LLMAuthError) as info:
            await provider.complete_json(MESSAGES, PLAN_SCHEMA)
        # the careless server quoted the whole key back
        assert WRONG in str(srv.requests[0].headers)

        # a server error whose text quotes the key is redacted too
        good = make(kind, srv)
        srv.script(*[server_error(f"upstream refused key {KEY} for {MODEL}")] * 3)
        with pytest.raises(LLMServerError) as info2:
            await good.complete_json(MESSAGES, PLAN_SCHEMA)
        srv.script(Reply(GOOD_PLAN))
        reply = await good.complete_json(MESSAGES, PLAN_SCHEMA)

    texts = [
        _everything_said(info.value),
        _everything_said(info2.value),
        repr(provider),
        repr(good),
        str(provider.__dict__),
        repr(reply),
        repr(provider.usage),
        repr(good.usage),
        caplog.text,
        *(str(r.args) for r in caplog.records),
    ]
    for text in texts:
        assert WRONG not in text
        assert KEY not in text
        assert "QWERTYUIOP" not in text
    assert MASK in str(info2.value)
    assert "key=set" in repr(good)
    assert any(r.name.startswith("httpx") or r.name.startswith("httpcore") for r in caplog.records)


def test_secret_hides_itself() -> None:
    secret = Secret("sk-live-abcdef123456")
    for shown in (repr(secret), str(secret), f"{secret}", f"{secret!r}", f"{secret:>30}"):
        assert "abcdef" not in shown
    assert secret.reveal() == "sk-live-abcdef123456"
    with pytest.raises(TypeError):
        pickle.dumps(secret)


def test_redact_scrubs_given_secrets_and_key_like_tokens() -> None:
    text = "key hunter2hunter2 and sk-ant-api03-XYZ and Bearer abc.def and sk-ab****wxyz"
    cleaned = redact(text, [Secret("hunter2hunter2"), None, "ab"])
    assert "hunter2" not in cleaned
    assert "XYZ" not in cleaned
    assert "abc.def" not in cleaned
    assert "wxyz" not in cleaned
    assert cleaned.count(MASK) == 4


@pytest.mark.asyncio
async def test_usage_is_accounted_per_call(server: ProtocolServer, make: Make) -> None:
    provider = make("openai", server)
    server.script(
        Reply(GOOD_PLAN, tokens_in=100, tokens_out=20),
        Status(500),
        Reply(GOOD_PLAN, tokens_in=50, tokens_out=10),
        Truncated(),
    )
    first = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    second = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    with pytest.raises(LLMError):
        await provider.complete_json(MESSAGES, PLAN_SCHEMA)

    calls = provider.usage.calls
    assert [c.attempts for c in calls] == [1, 2, 1]
    assert calls[0] == first.usage and calls[1] == second.usage
    assert [c.error for c in calls] == ["", "", "LLMTruncated"]
    assert [c.ok for c in calls] == [True, True, False]
    totals = provider.usage.totals()
    assert (totals.calls, totals.failed) == (3, 1)
    assert (totals.tokens_in, totals.tokens_out) == (180, 2078)
    assert totals.latency_ms == pytest.approx(sum(c.latency_ms for c in calls))

    payload = second.usage.as_payload()
    assert payload == {
        "provider": "openai",
        "model": MODEL,
        "tokens_in": 50,
        "tokens_out": 10,
        "latency_ms": round(second.usage.latency_ms, 1),
        "attempts": 2,
        "error": "",
    }
    assert set(totals.as_payload()) == {"calls", "failed", "tokens_in", "tokens_out", "latency_ms"}


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["openai", "anthropic"])
async def test_a_reply_that_echoes_the_key_is_redacted(kind: str, make: Make) -> None:
    echoed = {"steps": [{"id": "s1", "agent": "meeting.week", "depends_on": [f"use {KEY}"]}]}
    async with ProtocolServer(api_key=KEY, models={MODEL}) as srv:
        provider = make(kind, srv)
        srv.script(Reply(echoed))
        reply = await provider.complete_json(MESSAGES, PLAN_SCHEMA)
        srv.script(Truncated(text=f'{{"steps": [{{"id": "s1", "agent": "{KEY}'))
        with pytest.raises(LLMError) as info:
            await provider.complete_json(MESSAGES, PLAN_SCHEMA)
    assert reply.data["steps"][0]["depends_on"] == [f"use {MASK}"]
    for text in (repr(reply), str(reply.data), reply.raw, _everything_said(info.value),
                 repr(info.value.__dict__)):
        assert KEY not in text


def test_redact_value_walks_any_json_without_recursion() -> None:
    deep: object = "sk-abcdef123456"
    for _ in range(5000):
        deep = [deep]
    out = redact_value({"k sk-abcdef123456": deep}, [])
    assert "sk-abcdef" not in str(list(out))
    node = out[f"k {MASK}"]
    for _ in range(5000):
        node = node[0]
    assert node == MASK


@pytest.mark.asyncio
async def test_errors_in_the_runs_language_still_hide_the_key(make: Make) -> None:
    save_settings(Settings(language="en"))  # the run's language wins over the settings'
    async with ProtocolServer(api_key=KEY, models={MODEL}, echo_key=True) as srv:
        provider = make("openai", srv)
        srv.script(*[server_error(f"upstream refused key {KEY} for {MODEL}")] * 3)
        with pytest.raises(LLMServerError) as failed:
            await provider.complete_json(MESSAGES, PLAN_SCHEMA, language="es")
        keyless = make("anthropic", srv, api_key=None)
        with pytest.raises(LLMAuthError) as unkeyed:
            await keyless.complete_json(MESSAGES, PLAN_SCHEMA, language="es")
        with pytest.raises(LLMModelNotFound) as unknown:
            await make("ollama", srv, model="no-such-model").complete_json(
                MESSAGES, PLAN_SCHEMA, language="pt")
    said = str(failed.value)
    assert "dio un error (HTTP 500) tras 3 intento(s)" in said
    assert MASK in said and KEY not in _everything_said(failed.value)
    assert "no hay ninguna configurada" in str(unkeyed.value)
    assert "ANTHROPIC_API_KEY" in str(unkeyed.value)
    assert "não conhece o modelo 'no-such-model'" in str(unknown.value)
    assert "Baixe-o com `ollama pull no-such-model`" in str(unknown.value)
