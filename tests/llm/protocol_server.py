"""A scripted HTTP server on 127.0.0.1 that speaks three chat APIs.

It answers `POST /v1/chat/completions` (OpenAI-compatible), `POST /api/chat`
(Ollama) and `POST /v1/messages` (Anthropic) over real sockets, each in its own
dialect, from a script of steps given by the test:

    async with ProtocolServer(api_key="sk-test-1234", models={"m1"}) as server:
        server.script(rate_limited("1"), Reply({"steps": []}))
        ...  # point a provider at server.url

Steps: `Reply` (JSON data or raw text), `Truncated` (cut off at the token limit),
`Refusal`, `Status` (any status, body and headers; see `rate_limited` and
`server_error`), `Slow` (wait, then another step) and `Drop` (close the
connection without answering). A request with the wrong key gets the API's
401, a request for a model not in `models` gets its 404; neither consumes a
step. Every request is recorded in `server.requests`.

Written for the tests; it parses just enough HTTP/1.1 (Content-Length bodies,
keep-alive) for httpx.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

OPENAI = "/v1/chat/completions"
OLLAMA = "/api/chat"
ANTHROPIC = "/v1/messages"
REASONS = {
    200: "OK",
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    529: "Overloaded",
}


@dataclass
class Reply:
    """A normal answer: `data` as JSON (Anthropic: tool input), or `text` verbatim."""

    data: Any = None
    text: str | None = None
    tokens_in: int = 12
    tokens_out: int = 8


@dataclass
class Truncated:
    """The model hit its token limit; `text` is what it wrote until then."""

    text: str = '{"steps": [{"id": "s1", "agent": "verse.ex'


@dataclass
class Refusal:
    message: str = "I can't help with that."
    content_filter: bool = False  # OpenAI: finish_reason "content_filter" instead


@dataclass
class Status:
    status: int
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Slow:
    seconds: float
    then: Any = field(default_factory=lambda: Reply({}))


@dataclass
class Drop:
    """Close the connection without answering."""


def rate_limited(retry_after: str | None = None) -> Status:
    headers = {"Retry-After": retry_after} if retry_after is not None else {}
    body = {"error": {"message": "Rate limit reached, slow down.", "type": "rate_limit_error"}}
    return Status(429, body, headers)


def server_error(message: str = "The server had an error while processing your request.") -> Status:
    return Status(500, {"error": {"message": message, "type": "server_error"}})


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: Any
    at: float


class ProtocolServer:
    def __init__(
        self,
        *,
        api_key: str | None = None,
        models: set[str] | None = None,
        echo_key: bool = False,
    ) -> None:
        self.api_key = api_key
        self.models = models
        self.echo_key = echo_key  # a careless server that quotes the whole key back
        self.requests: list[Recorded] = []
        self._steps: list[Any] = []
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.port = 0
        self.connections = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def script(self, *steps: Any) -> None:
        self._steps.extend(steps)

    @property
    def pending(self) -> int:
        return len(self._steps)

    async def start(self) -> ProtocolServer:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        if self._server is None:
            return
        self._server.close()
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await self._server.wait_closed()
        self._server = None

    async def __aenter__(self) -> ProtocolServer:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def wait_for_requests(self, count: int, timeout: float = 5.0) -> None:
        deadline = time.monotonic() + timeout
        while len(self.requests) < count:
            if time.monotonic() > deadline:
                raise TimeoutError(f"expected {count} requests, got {len(self.requests)}")
            await asyncio.sleep(0.005)

    # -- HTTP -----------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            while True:
                request = await self._read_request(reader)
                if request is None:
                    break
                keep_open = await self._answer(request, writer)
                if not keep_open:
                    break
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
            # CancelledError comes from stop(): end quietly, the server is going away
            pass
        finally:
            if task is not None:
                self._tasks.discard(task)
            writer.close()

    async def _read_request(self, reader: asyncio.StreamReader) -> Recorded | None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return None
        lines = head.decode("latin-1").split("\r\n")
        method, path, _version = lines[0].split(" ", 2)
        headers: dict[str, str] = {}
        for line in lines[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "0"))
        raw = await reader.readexactly(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = raw.decode("utf-8", "replace")
        recorded = Recorded(method, path, headers, body, time.monotonic())
        self.requests.append(recorded)
        return recorded

    async def _send(
        self,
        writer: asyncio.StreamWriter,
        status: int,
        body: Any,
        headers: dict[str, str] | None = None,
    ) -> None:
        data = json.dumps(body).encode() if not isinstance(body, bytes) else body
        lines = [f"HTTP/1.1 {status} {REASONS.get(status, 'Status')}"]
        all_headers = {
            "Content-Type": "application/json",
            "Content-Length": str(len(data)),
            "Connection": "keep-alive",
            **(headers or {}),
        }
        lines += [f"{k}: {v}" for k, v in all_headers.items()]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + data)
        await writer.drain()

    async def _answer(self, request: Recorded, writer: asyncio.StreamWriter) -> bool:
        dialect = request.path.split("?", 1)[0]
        if request.method != "POST" or dialect not in (OPENAI, OLLAMA, ANTHROPIC):
            await self._send(writer, 404, {"error": "404 page not found"})
            return True
        body = request.body if isinstance(request.body, dict) else {}
        denied = self._auth_failure(dialect, request.headers)
        if denied is not None:
            await self._send(writer, 401, denied)
            return True
        model = str(body.get("model", ""))
        if self.models is not None and model not in self.models:
            await self._send(writer, 404, _model_missing(dialect, model))
            return True
        step: Any = self._steps.pop(0) if self._steps else server_error("no scripted reply left")
        while isinstance(step, Slow):
            await asyncio.sleep(step.seconds)
            step = step.then
        if isinstance(step, Drop):
            return False
        if isinstance(step, Status):
            body_out = step.body if step.body is not None else {"error": {"message": "error"}}
            await self._send(writer, step.status, body_out, step.headers)
            return True
        await self._send(writer, 200, _render(dialect, step, body))
        return True

    def _auth_failure(self, dialect: str, headers: dict[str, str]) -> dict[str, Any] | None:
        if self.api_key is None or dialect == OLLAMA:
            return None
        if dialect == ANTHROPIC:
            given = headers.get("x-api-key", "")
        else:
            given = headers.get("authorization", "").removeprefix("Bearer ")
        if given == self.api_key:
            return None
        shown = given if self.echo_key else f"{given[:5]}****{given[-4:]}"
        if dialect == ANTHROPIC:
            return {
                "type": "error",
                "error": {"type": "authentication_error", "message": f"invalid x-api-key {shown}"},
            }
        return {
            "error": {
                "message": f"Incorrect API key provided: {shown}.",
                "type": "invalid_request_error",
                "code": "invalid_api_key",
            }
        }


def _model_missing(dialect: str, model: str) -> dict[str, Any]:
    if dialect == OLLAMA:
        return {"error": f"model '{model}' not found, try pulling it first"}
    if dialect == ANTHROPIC:
        return {"type": "error", "error": {"type": "not_found_error", "message": f"model: {model}"}}
    return {
        "error": {
            "message": f"The model `{model}` does not exist or you do not have access to it.",
            "type": "invalid_request_error",
            "code": "model_not_found",
        }
    }


def _render(dialect: str, step: Any, request: dict[str, Any]) -> dict[str, Any]:
    model = str(request.get("model", ""))
    if isinstance(step, Reply):
        text = step.text if step.text is not None else json.dumps(step.data)
        tokens = (step.tokens_in, step.tokens_out)
    elif isinstance(step, Truncated):
        text, tokens = step.text, (30, 2048)
    elif isinstance(step, Refusal):
        text, tokens = step.message, (20, 9)
    else:
        raise TypeError(f"not a script step: {step!r}")
    if dialect == OPENAI:
        return _openai(step, text, model, tokens)
    if dialect == OLLAMA:
        done = "length" if isinstance(step, Truncated) else "stop"
        return {
            "model": model,
            "created_at": "2026-01-01T00:00:00Z",
            "message": {"role": "assistant", "content": text},
            "done": True,
            "done_reason": done,
            "prompt_eval_count": tokens[0],
            "eval_count": tokens[1],
            "total_duration": 1000,
        }
    return _anthropic(step, text, model, tokens, request)


def _openai(step: Any, text: str, model: str, tokens: tuple[int, int]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": text, "refusal": None}
    finish = "stop"
    if isinstance(step, Truncated):
        finish = "length"
    elif isinstance(step, Refusal):
        if step.content_filter:
            message["content"], finish = "", "content_filter"
        else:
            message["content"], message["refusal"] = None, step.message
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1_767_225_600,
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {
            "prompt_tokens": tokens[0],
            "completion_tokens": tokens[1],
            "total_tokens": sum(tokens),
        },
    }


def _anthropic(
    step: Any, text: str, model: str, tokens: tuple[int, int], request: dict[str, Any]
) -> dict[str, Any]:
    tools = request.get("tools") or [{}]
    tool_name = tools[0].get("name", "plan")
    content: list[dict[str, Any]]
    if isinstance(step, Reply) and step.text is None:
        content = [{"type": "tool_use", "id": "toolu_test", "name": tool_name, "input": step.data}]
        stop = "tool_use"
    elif isinstance(step, Refusal):
        content, stop = [{"type": "text", "text": step.message}], "refusal"
    elif isinstance(step, Truncated):
        content, stop = [{"type": "text", "text": step.text}], "max_tokens"
    else:
        content, stop = [{"type": "text", "text": text}], "end_turn"
    return {
        "id": "msg_test",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop,
        "usage": {"input_tokens": tokens[0], "output_tokens": tokens[1]},
    }
