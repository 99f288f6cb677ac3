"""A small MCP server session: JSON-RPC 2.0 over a line channel, tools only.

What it speaks (protocol revisions in SUPPORTED_VERSIONS):
- lifecycle: `initialize` (answered before the next frame is read; the client's
  protocolVersion when it is one of ours, else our latest, which the client may
  refuse), `notifications/initialized`, `ping` (also before initialize). Other
  requests before initialize are refused (-32602, as the official SDK does);
- `tools/list` and `tools/call` (capability `tools`, no list changes);
- `notifications/cancelled`: the request's task is cancelled and the request is
  not answered; `notifications/progress` go out for a request whose `_meta` has a
  `progressToken` (RequestContext.report_progress), never after it has ended or
  been cancelled;
- every other method: -32601 (Method not found), notifications are ignored;
- JSON-RPC batches when 2025-03-26 was negotiated (the only revision that has them);
  otherwise an array is an invalid request.

Requests run concurrently, each in its own task; `initialize` runs inline. A
handler's unexpected exception becomes -32603 (Internal error). When the input ends
(or the output breaks) every request still running is cancelled and awaited, and
`run` returns.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from app.core.inert import inert_data
from app.mcp.framing import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    ErrorReply,
    FrameError,
    Notification,
    Request,
    RequestId,
    classify,
    decode,
    invalid_request,
    is_request_id,
)
from app.mcp.stdio import TOO_LONG, ConnectionLost, StdioChannel

log = logging.getLogger(__name__)

SUPPORTED_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")
"""The protocol revisions of the initialize handshake this server speaks, newest first."""
LATEST_VERSION = SUPPORTED_VERSIONS[0]
BATCH_VERSIONS = frozenset({"2025-03-26"})
"""Revisions in which a client may send JSON-RPC batches (added in 2025-03-26,
removed in 2025-06-18)."""


class Channel(Protocol):
    """Where frames come from and go to (StdioChannel, or a test double)."""

    async def receive(self) -> bytes | None: ...

    async def send(self, frame: bytes) -> None: ...


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    input_schema: dict[str, Any]
    annotations: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "description": self.description,
                                "inputSchema": self.input_schema}
        if self.annotations:
            data["annotations"] = self.annotations
        return data


@dataclass(frozen=True)
class ToolResult:
    """A `tools/call` result: one text block, the same data structured, and isError."""

    text: str
    structured: dict[str, Any] | None = None
    is_error: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"content": [{"type": "text", "text": self.text}],
                                "isError": self.is_error}
        if self.structured is not None:
            data["structuredContent"] = self.structured
        return data


@dataclass(frozen=True)
class ServerInfo:
    name: str
    version: str
    title: str | None = None
    instructions: str | None = None


class ToolProvider(Protocol):
    def tools(self) -> list[Tool]: ...

    async def call(self, ctx: RequestContext, name: str, arguments: dict[str, Any]
                   ) -> ToolResult: ...


class RpcError(Exception):
    """Raised by a handler: answer the request with this JSON-RPC error."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data


class RequestContext:
    """One inbound request as its handler sees it."""

    def __init__(self, session: Session, request: Request) -> None:
        self._session = session
        self.request = request
        meta = request.params.get("_meta")
        token = meta.get("progressToken") if isinstance(meta, dict) else None
        self.progress_token: RequestId | None = token if is_request_id(token) else None
        self.cancel_requested = False
        self.ended = False

    @property
    def id(self) -> RequestId:
        return self.request.id

    @property
    def method(self) -> str:
        return self.request.method

    async def report_progress(self, progress: float, total: float | None = None,
                              message: str | None = None) -> None:
        """A `notifications/progress` for this request; a no-op without a progressToken,
        and once the request has ended or was cancelled."""
        if self.progress_token is None or self.ended or self.cancel_requested:
            return
        params: dict[str, Any] = {"progressToken": self.progress_token, "progress": progress}
        if total is not None:
            params["total"] = total
        if message is not None:
            params["message"] = message
        await self._session.notify("notifications/progress", params)


@dataclass
class _InFlight:
    ctx: RequestContext
    task: asyncio.Task[Any]


def _finite(value: Any) -> Any:
    """`value` with NaN and infinities as null (they have no JSON form)."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value


def encode(message: Any) -> bytes:
    """One frame: compact JSON (UTF-8; newlines inside strings are escaped) and a newline;
    its text inert (no terminal escapes or bidi controls: app/core/inert.py)."""
    message = inert_data(message)
    try:
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False,
                          default=str)
    except ValueError:
        text = json.dumps(_finite(message), ensure_ascii=False, separators=(",", ":"),
                          default=str)
    return (text + "\n").encode("utf-8")


class Session:
    """One client connection: reads frames from `channel` until it ends."""

    def __init__(self, channel: Channel, info: ServerInfo, provider: ToolProvider) -> None:
        self.channel = channel
        self.info = info
        self.provider = provider
        self.version: str | None = None
        """The negotiated protocol revision; None until `initialize`."""
        self.initialized = False
        """Whether the client has sent `notifications/initialized`."""
        self.client_info: dict[str, Any] = {}
        self._in_flight: dict[RequestId, _InFlight] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._handlers: dict[str, Callable[[RequestContext], Awaitable[dict[str, Any]]]] = {
            "ping": self._ping, "tools/list": self._list_tools, "tools/call": self._call_tool}

    async def run(self) -> None:
        try:
            while (line := await self.channel.receive()) is not None:
                await self._on_line(line)
        finally:
            await self._end()

    # -- writing ----------------------------------------------------------------------
    async def _write(self, message: Any) -> None:
        try:
            await self.channel.send(encode(message))
        except ConnectionLost as exc:
            log.debug("dropped a message: %s", exc)

    async def notify(self, method: str, params: dict[str, Any]) -> None:
        await self._write({"jsonrpc": "2.0", "method": method, "params": params})

    async def _reply_error(self, error: ErrorReply) -> None:
        log.info("error reply %s to id %r: %s", error.code, error.id, error.message)
        await self._write(error.to_json())

    # -- reading ----------------------------------------------------------------------
    async def _on_line(self, line: bytes) -> None:
        if line == TOO_LONG:
            await self._reply_error(invalid_request("the frame is too long"))
            return
        try:
            value = decode(line)
        except FrameError as exc:
            log.info("unreadable frame: %r", line[:300])
            await self._reply_error(exc.reply)
            return
        if isinstance(value, list):
            await self._on_batch(value)
            return
        message = classify(value)
        if isinstance(message, ErrorReply):
            log.info("invalid frame: %r", line[:300])
            await self._reply_error(message)
        elif isinstance(message, Notification):
            self._on_notification(message)
        elif isinstance(message, Request):
            if message.method == "initialize":
                await self._write(self._initialize(message))
            elif (refusal := self._refusal(message)) is not None:
                await self._reply_error(refusal)
            else:
                self._start(message, self._answer_and_write)

    async def _on_batch(self, items: list[Any]) -> None:
        if not items or self.version not in BATCH_VERSIONS:
            await self._reply_error(invalid_request(
                "an empty batch" if not items else
                "JSON-RPC batches are not part of the negotiated protocol version"))
            return
        replies: list[dict[str, Any]] = []
        tasks: list[asyncio.Task[dict[str, Any] | None]] = []
        for item in items:
            message = classify(item)
            if isinstance(message, ErrorReply):
                replies.append(message.to_json())
            elif isinstance(message, Notification):
                self._on_notification(message)
            elif isinstance(message, Request):
                if message.method == "initialize":
                    replies.append(ErrorReply(
                        message.id, INVALID_REQUEST,
                        "Invalid Request: initialize must not be part of a batch").to_json())
                elif (refusal := self._refusal(message)) is not None:
                    replies.append(refusal.to_json())
                else:
                    tasks.append(self._start(message, self._answer))
        if tasks:
            self._spawn(self._answer_batch(replies, tasks))
        elif replies:
            await self._write(replies)

    async def _answer_batch(self, replies: list[dict[str, Any]],
                            tasks: list[asyncio.Task[dict[str, Any] | None]]) -> None:
        outcomes = await asyncio.gather(*tasks, return_exceptions=True)
        replies.extend(o for o in outcomes if isinstance(o, dict))
        if replies:
            await self._write(replies)

    def _on_notification(self, note: Notification) -> None:
        if note.method == "notifications/cancelled":
            self._cancel(note.params.get("requestId"), note.params.get("reason"))
        elif note.method == "notifications/initialized":
            if self.version is None:
                log.info("notifications/initialized before initialize: ignored")
            else:
                self.initialized = True
        else:
            log.debug("notification %s ignored", note.method[:80])

    def _cancel(self, request_id: Any, reason: Any) -> None:
        entry = self._in_flight.get(request_id) if is_request_id(request_id) else None
        if entry is None:
            log.debug("cancellation of %r: no such request in flight", request_id)
            return
        log.info("request %r (%s) cancelled by the client: %s", request_id, entry.ctx.method,
                 reason if isinstance(reason, str) else "no reason given")
        entry.ctx.cancel_requested = True
        entry.task.cancel()

    # -- requests ---------------------------------------------------------------------
    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _start(self, request: Request,
               body: Callable[[RequestContext], Awaitable[Any]]) -> asyncio.Task[Any]:
        ctx = RequestContext(self, request)
        log.debug("request %r: %s", request.id, request.method)
        task = self._spawn(body(ctx))
        if request.id in self._in_flight:  # a client bug; the newest one can be cancelled
            log.info("request id %r reused while in flight", request.id)
        self._in_flight[request.id] = _InFlight(ctx, task)
        return task

    async def _answer_and_write(self, ctx: RequestContext) -> None:
        reply = await self._answer(ctx)
        if reply is not None:
            await self._write(reply)

    async def _answer(self, ctx: RequestContext) -> dict[str, Any] | None:
        """The response to one request; None when the client cancelled it."""
        try:
            try:
                result = await self._dispatch(ctx)
            except RpcError as exc:
                reply = ErrorReply(ctx.id, exc.code, exc.message, exc.data).to_json()
                log.info("error reply %s to %s %r: %s", exc.code, ctx.method, ctx.id,
                         exc.message)
            except Exception as exc:
                log.exception("%s (request %r) failed", ctx.method, ctx.id)
                reply = ErrorReply(ctx.id, INTERNAL_ERROR, f"Internal error: {exc}").to_json()
            else:
                reply = {"jsonrpc": "2.0", "id": ctx.id, "result": result}
        finally:
            ctx.ended = True
            entry = self._in_flight.get(ctx.id)
            if entry is not None and entry.ctx is ctx:
                del self._in_flight[ctx.id]
        return None if ctx.cancel_requested else reply

    def _refusal(self, request: Request) -> ErrorReply | None:
        """The error for a request refused on arrival: a method this server does not
        have (whether initialized or not, as JSON-RPC reserves -32601 for it), or
        anything but ping before initialize."""
        if request.method not in self._handlers:
            return ErrorReply(request.id, METHOD_NOT_FOUND, "Method not found", request.method)
        if self.version is None and request.method != "ping":
            return ErrorReply(request.id, INVALID_PARAMS,
                              "Invalid request parameters: the session is not initialized "
                              "(send initialize first)")
        return None

    async def _dispatch(self, ctx: RequestContext) -> dict[str, Any]:
        return await self._handlers[ctx.method](ctx)

    def _initialize(self, request: Request) -> dict[str, Any]:
        requested = request.params.get("protocolVersion")
        if not isinstance(requested, str):
            return ErrorReply(request.id, INVALID_PARAMS,
                              "Invalid params: initialize needs protocolVersion (a string)"
                              ).to_json()
        self.version = requested if requested in SUPPORTED_VERSIONS else LATEST_VERSION
        client = request.params.get("clientInfo")
        self.client_info = client if isinstance(client, dict) else {}
        log.info("initialize: client %s %s asked for %s, serving %s",
                 self.client_info.get("name"), self.client_info.get("version"), requested,
                 self.version)
        server: dict[str, Any] = {"name": self.info.name, "version": self.info.version}
        if self.info.title:
            server["title"] = self.info.title
        result: dict[str, Any] = {"protocolVersion": self.version,
                                  "capabilities": {"tools": {"listChanged": False}},
                                  "serverInfo": server}
        if self.info.instructions:
            result["instructions"] = self.info.instructions
        return {"jsonrpc": "2.0", "id": request.id, "result": result}

    async def _ping(self, ctx: RequestContext) -> dict[str, Any]:
        return {}

    async def _list_tools(self, ctx: RequestContext) -> dict[str, Any]:
        return {"tools": [tool.to_json() for tool in self.provider.tools()]}

    async def _call_tool(self, ctx: RequestContext) -> dict[str, Any]:
        name = ctx.request.params.get("name")
        arguments = ctx.request.params.get("arguments")
        if not isinstance(name, str):
            raise RpcError(INVALID_PARAMS, "Invalid params: tools/call needs a tool name")
        if arguments is not None and not isinstance(arguments, dict):
            raise RpcError(INVALID_PARAMS, "Invalid params: tool arguments must be an object")
        result = await self.provider.call(ctx, name, arguments or {})
        return result.to_json()

    # -- the end ----------------------------------------------------------------------
    async def _end(self) -> None:
        """The client is gone: cancel what still runs (runs are cancelled and saved by
        their handlers) and wait for it."""
        pending = [t for t in self._tasks if not t.done()]
        if pending:
            log.info("input ended: cancelling %d request(s) in flight", len(pending))
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)


async def serve_stdio(info: ServerInfo, provider: ToolProvider) -> None:
    """Serve one session over this process's stdin/stdout until stdin ends."""
    channel = StdioChannel.claim()
    channel.start()
    try:
        await Session(channel, info, provider).run()
    finally:
        channel.close()
