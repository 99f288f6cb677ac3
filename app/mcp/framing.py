"""JSON-RPC framing errors answered as the protocol asks.

The SDK's stdio transport hands a line it cannot read as a JSON-RPC message to
the server as an Exception, which the server only logs: the client waits for
an answer that never comes. `FramingReplies` wraps the read stream and answers
such a line at once: -32700 (Parse error) when it is not JSON at all, -32600
(Invalid Request) when it is JSON but not a JSON-RPC message, with `"id": null`
(the id of a frame that could not be read is unknown).
"""

from __future__ import annotations

import contextvars
import json
import logging
from types import TracebackType
from typing import Any

import anyio
from mcp.shared.message import SessionMessage
from mcp_types import ErrorData, JSONRPCError
from pydantic import ValidationError

log = logging.getLogger(__name__)

PARSE_ERROR = -32700
INVALID_REQUEST = -32600


def framing_error(problem: Exception) -> JSONRPCError:
    """The error reply for a frame the transport could not read."""
    not_json = isinstance(problem, json.JSONDecodeError | UnicodeDecodeError) or (
        isinstance(problem, ValidationError)
        and any(e.get("type") == "json_invalid" for e in problem.errors())
    )
    if not_json:
        error = ErrorData(code=PARSE_ERROR, message="Parse error: the frame is not valid JSON")
    else:
        error = ErrorData(code=INVALID_REQUEST,
                          message="Invalid Request: the frame is not a JSON-RPC 2.0 message")
    return JSONRPCError(jsonrpc="2.0", id=None, error=error)


class FramingReplies:
    """A read stream that answers unreadable frames itself and passes messages on."""

    def __init__(self, inner: Any, write_stream: Any) -> None:
        self._inner = inner
        self._write = write_stream

    @property
    def last_context(self) -> contextvars.Context | None:
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> SessionMessage:
        while True:
            item = await self._inner.receive()
            if not isinstance(item, Exception):
                return item
            log.info("unreadable frame: %s", str(item)[:300])
            await self._write.send(SessionMessage(framing_error(item)))

    async def aclose(self) -> None:
        await self._inner.aclose()

    def __aiter__(self) -> FramingReplies:
        return self

    async def __anext__(self) -> SessionMessage:
        try:
            return await self.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            raise StopAsyncIteration from None

    async def __aenter__(self) -> FramingReplies:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc_val: BaseException | None,
        exc_tb: TracebackType | None,
    ) -> bool | None:
        await self.aclose()
        return None
