"""What the three HTTP providers share: one httpx client, retries, errors, accounting.

A subclass says where to POST (`endpoint`), with which headers (`auth_headers`),
how to build the request body (`build_body`) and how to read the reply
(`read_completion`); this class does the rest:

- a timeout per attempt (`timeout_s`, enforced for the whole attempt, not per read);
- retries on 429 and 5xx (and 529, and dropped connections) with exponential
  backoff, full jitter and a cap, honouring Retry-After given in seconds or as an
  HTTP date; a Retry-After longer than the cap ends the call at once;
- no retry after a cancellation: `asyncio.CancelledError` propagates untouched;
- one clear error per failure (see `app.llm.errors`), with server text redacted;
- one `Usage` record per call in `self.usage`, failed calls included.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import httpx

from app.core.i18n import tr
from app.core.retry import retry_delay
from app.core.retry_after import parse_retry_after
from app.llm.base import LLMReply, Message, Usage, UsageLedger
from app.llm.errors import (
    LLMAuthError,
    LLMBadRequest,
    LLMError,
    LLMInvalidJSON,
    LLMModelNotFound,
    LLMRateLimited,
    LLMRefused,
    LLMServerError,
    LLMTimeout,
    LLMTransientError,
    LLMTruncated,
    LLMUnavailable,
)
from app.llm.keys import PROVIDER_ENV, Secret, redact, redact_value
from app.llm.schema import check_schema, parse_json_text

log = logging.getLogger(__name__)

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504, 529})
_MODEL_MISSING = re.compile(
    r"model.{0,80}(not[ _]?found|does not exist|doesn't exist|unknown|no such|not available)"
    r"|(unknown|invalid|no such) model|model_not_found",
    re.IGNORECASE | re.DOTALL,
)
_NAME_OK = re.compile(r"[^A-Za-z0-9_-]")


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how long to wait before trying a call again."""

    max_attempts: int = 3
    base_delay_s: float = 0.5
    max_delay_s: float = 30.0

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait after failed attempt number `attempt` (1-based): the one
        retry rule (app/core/retry.py), never longer than max_delay_s."""
        wait = retry_delay(attempt, base_s=self.base_delay_s, cap_s=self.max_delay_s,
                           retry_after=retry_after)
        return min(wait, self.max_delay_s)


def public_url(url: str) -> str:
    """The URL without user info or query (nothing secret goes into a message)."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError):
        return "<invalid URL>"
    return str(parsed.copy_with(username=None, password=None, query=None, fragment=None))


def safe_schema_name(name: str) -> str:
    """Structured-output APIs want names of 1-64 letters, digits, '_' or '-'."""
    cleaned = _NAME_OK.sub("_", name)[:64]
    return cleaned or "reply"


def server_message(payload: Any, text: str) -> str:
    """The human part of an error body, whatever the API's shape of it."""
    message: Any = None
    if isinstance(payload, dict):
        err = payload.get("error")
        if isinstance(err, dict):
            message = err.get("message") or err.get("type")
        elif isinstance(err, str):
            message = err
        message = message or payload.get("message") or payload.get("detail")
    if not isinstance(message, str) or not message:
        message = text
    message = " ".join(message.split())
    return message[:300] + ("..." if len(message) > 300 else "")


@dataclass
class Completion:
    """What a provider read from one successful HTTP reply."""

    text: str
    tokens_in: int = 0
    tokens_out: int = 0
    model: str = ""
    truncated: bool = False
    refusal: str | None = None
    data: Any = None
    has_data: bool = False  # True when the API gave parsed JSON (Anthropic tool input)


@dataclass
class _CallState:
    attempts: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    model: str = ""


class HTTPProvider(ABC):
    """Base of the OpenAI-compatible, Ollama and Anthropic providers."""

    name: ClassVar[str] = "http"
    default_base_url: ClassVar[str] = ""
    default_model: ClassVar[str] = ""
    needs_key: ClassVar[bool] = False

    def __init__(
        self,
        *,
        model: str = "",
        base_url: str = "",
        api_key: Secret | str | None = None,
        timeout_s: float = 60.0,
        retry: RetryPolicy | None = None,
        max_tokens: int = 2048,
        temperature: float | None = 0.0,
    ) -> None:
        if timeout_s <= 0:
            raise ValueError("timeout_s must be positive")
        self.model = model or self.default_model
        self.base_url = (base_url or self.default_base_url).rstrip("/")
        self._key: Secret | None = (
            api_key if isinstance(api_key, Secret) else Secret(api_key) if api_key else None
        )
        self.timeout_s = timeout_s
        self.retry = retry or RetryPolicy()
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.usage = UsageLedger()
        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(timeout_s, connect=min(timeout_s, 10.0)),
            headers={"Content-Type": "application/json", "Accept": "application/json"},
            follow_redirects=False,
        )

    # -- what a subclass provides -------------------------------------------------

    @abstractmethod
    def endpoint(self) -> str:
        """The full URL to POST to."""

    @abstractmethod
    def auth_headers(self, key: str | None) -> dict[str, str]:
        """Headers that carry the key (and API version), given the revealed key."""

    @abstractmethod
    def build_body(
        self, messages: list[Message], schema: dict[str, Any], name: str
    ) -> dict[str, Any]:
        """The JSON request body."""

    @abstractmethod
    def read_completion(self, payload: dict[str, Any]) -> Completion:
        """Pull the text, token counts and stop reason out of a 2xx reply."""

    def unwrap_data(self, data: Any, schema: dict[str, Any]) -> Any:
        """Undo any wrapping `build_body` did to the schema (Anthropic needs objects)."""
        return data

    def model_missing_hint(self, language: str) -> str:
        return tr("llm.model_hint", language)

    # -- the shared machinery -----------------------------------------------------

    @property
    def has_key(self) -> bool:
        return bool(self._key)

    def __repr__(self) -> str:
        key = "set" if self._key else "none"
        return (
            f"{type(self).__name__}(model={self.model!r}, "
            f"base_url={public_url(self.base_url)!r}, key={key})"
        )

    async def __aenter__(self) -> HTTPProvider:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._client.aclose()

    def _context(self, language: str) -> str:
        return tr("llm.context", language, provider=self.name, model=repr(self.model))

    def _redact(self, text: str) -> str:
        return redact(text, [self._key])

    async def complete_json(
        self, messages: list[Message], schema: dict[str, Any], *, name: str = "plan",
        language: str = "en",
    ) -> LLMReply:
        state = _CallState(model=self.model)
        started = time.perf_counter()
        try:
            body = self.build_body(messages, schema, safe_schema_name(name))
            payload = await self._post(body, state, language)
            completion = self._redacted(self.read_completion(payload))
            state.tokens_in = completion.tokens_in
            state.tokens_out = completion.tokens_out
            state.model = completion.model or self.model
            data = self._interpret(completion, schema, language)
        except BaseException as exc:
            self.usage.record(self._usage(state, started, type(exc).__name__))
            raise
        usage = self._usage(state, started, "")
        self.usage.record(usage)
        log.debug(
            "%s %s: %d tokens in, %d out, %.0f ms, %d attempt(s)",
            self.name,
            state.model,
            usage.tokens_in,
            usage.tokens_out,
            usage.latency_ms,
            usage.attempts,
        )
        return LLMReply(data=data, raw=completion.text, usage=usage)

    def _redacted(self, completion: Completion) -> Completion:
        """The reply with the key (and anything key-like) scrubbed from its text and data,
        as from an error: a model that echoes the key must not put it in a run or trace."""
        return replace(
            completion,
            text=self._redact(completion.text),
            refusal=None if completion.refusal is None else self._redact(completion.refusal),
            data=redact_value(completion.data, [self._key]),
        )

    def _usage(self, state: _CallState, started: float, error: str) -> Usage:
        return Usage(
            provider=self.name,
            model=state.model or self.model,
            tokens_in=state.tokens_in,
            tokens_out=state.tokens_out,
            latency_ms=(time.perf_counter() - started) * 1000.0,
            attempts=max(1, state.attempts),
            error=error,
        )

    def _interpret(self, completion: Completion, schema: dict[str, Any], language: str) -> Any:
        context = self._context(language)
        if completion.refusal is not None:
            reason = self._redact(completion.refusal.strip()) or tr("llm.no_reason", language)
            raise LLMRefused(tr("llm.refused", language, context=context, reason=reason[:300]))
        if completion.truncated:
            raise LLMTruncated(
                tr("llm.token_limit", language, context=context, limit=self.max_tokens),
                completion.text,
            )
        if completion.has_data:
            data = completion.data
        else:
            data = parse_json_text(completion.text, context=context, language=language)
        data = self.unwrap_data(data, schema)
        check_schema(data, schema, raw=completion.text, context=context, language=language)
        return data

    async def _post(self, body: dict[str, Any], state: _CallState,
                    language: str) -> dict[str, Any]:
        url = self.endpoint()
        shown = public_url(url)
        headers = self.auth_headers(self._key.reveal() if self._key else None)
        policy = self.retry
        attempts = max(1, policy.max_attempts)
        for attempt in range(1, attempts + 1):
            state.attempts = attempt
            log.debug("%s POST %s (attempt %d/%d)", self.name, shown, attempt, attempts)
            try:
                async with asyncio.timeout(self.timeout_s):
                    response = await self._client.post(url, json=body, headers=headers)
            except (httpx.InvalidURL, httpx.UnsupportedProtocol):
                raise LLMBadRequest(
                    tr("llm.bad_base_url", language, provider=self.name)
                ) from None
            except (httpx.ConnectError, httpx.ConnectTimeout):
                raise LLMUnavailable(
                    tr("llm.unreachable", language, provider=self.name, url=shown)
                ) from None
            except (TimeoutError, httpx.TimeoutException):
                raise LLMTimeout(
                    tr("llm.timeout", language, context=self._context(language), url=shown,
                       seconds=f"{self.timeout_s:g}")
                ) from None
            except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError) as exc:
                failure: LLMTransientError = LLMServerError(
                    tr("llm.dropped", language, provider=self.name, url=shown,
                       problem=type(exc).__name__, count=attempt)
                )
                if attempt == attempts:
                    raise failure from None
                await self._wait(policy.delay(attempt, None), attempt, "dropped connection")
                continue
            except httpx.HTTPError as exc:
                raise LLMUnavailable(
                    tr("llm.request_failed", language, provider=self.name, url=shown,
                       problem=type(exc).__name__)
                ) from None

            status = response.status_code
            payload = self._json_body(response)
            if 200 <= status < 300:
                if not isinstance(payload, dict):
                    raise LLMInvalidJSON(
                        tr("llm.not_api_reply", language, provider=self.name, url=shown,
                           status=status),
                        self._redact(response.text[:500]),
                    )
                return payload
            message = self._redact(server_message(payload, response.text))
            if status not in RETRY_STATUSES:
                raise self._client_error(status, message, shown, language)
            retry_after = parse_retry_after(response.headers.get("retry-after"))
            kind = LLMRateLimited if status == 429 else LLMServerError
            long_wait, gave_up = (("llm.rate_limited_long", "llm.rate_limited") if status == 429
                                  else ("llm.server_error_long", "llm.server_error"))
            if retry_after is not None and retry_after > policy.max_delay_s:
                raise kind(
                    tr(long_wait, language, provider=self.name, url=shown, status=status,
                       wait=f"{retry_after:.0f}", limit=f"{policy.max_delay_s:g}",
                       message=message),
                    retry_after=retry_after,
                )
            if attempt == attempts:
                raise kind(
                    tr(gave_up, language, provider=self.name, url=shown, status=status,
                       attempts=attempts, message=message),
                    retry_after=retry_after,
                )
            await self._wait(policy.delay(attempt, retry_after), attempt, f"HTTP {status}")
        raise AssertionError("unreachable: the retry loop always returns or raises")

    async def _wait(self, delay: float, attempt: int, why: str) -> None:
        log.info(
            "%s: %s on attempt %d; trying again in %.2f s", self.name, why, attempt, delay
        )
        await asyncio.sleep(delay)

    @staticmethod
    def _json_body(response: httpx.Response) -> Any:
        try:
            return response.json()
        except (ValueError, UnicodeDecodeError):
            return None

    def _client_error(self, status: int, message: str, shown: str, language: str) -> LLMError:
        if status in (401, 403):
            if not self._key:
                hint = PROVIDER_ENV.get(self.name, "PREPARO_LLM_API_KEY")
                return LLMAuthError(tr("llm.key_missing", language, provider=self.name,
                                       url=shown, status=status, variable=hint))
            return LLMAuthError(
                tr("llm.key_rejected", language, provider=self.name, url=shown, status=status)
            )
        names_model = bool(self.model) and (
            message.startswith(f"model: {self.model}") or f"'{self.model}'" in message
        )
        if status in (400, 404, 422) and (names_model or _MODEL_MISSING.search(message)):
            return LLMModelNotFound(
                tr("llm.model_unknown", language, provider=self.name, model=repr(self.model),
                   hint=self.model_missing_hint(language), message=message),
                self.model,
            )
        if status == 404:
            return LLMBadRequest(tr("llm.nothing_at_url", language, url=shown,
                                    provider=self.name, message=message))
        return LLMBadRequest(tr("llm.request_rejected", language, provider=self.name, url=shown,
                                status=status, message=message))


def merge_turns(messages: list[Message]) -> tuple[str, list[dict[str, str]]]:
    """Split system text off and merge consecutive turns of the same role.

    Anthropic takes the system prompt apart and wants user/assistant turns that
    alternate and begin with the user.
    """
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    turns: list[dict[str, str]] = []
    for m in messages:
        if m["role"] == "system":
            continue
        if turns and turns[-1]["role"] == m["role"]:
            turns[-1]["content"] += "\n\n" + m["content"]
        else:
            turns.append({"role": m["role"], "content": m["content"]})
    if not turns or turns[0]["role"] != "user":
        turns.insert(0, {"role": "user", "content": "Answer with the requested JSON."})
    return system, turns
