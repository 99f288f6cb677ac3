"""JSON-RPC 2.0 frames of the MCP stdio transport: one JSON value per line.

`decode` reads a line; `classify` sorts a decoded value into a request, a
notification, nothing to act on (a response: this server sends no requests of its
own) or the error reply the frame deserves. A frame that cannot be read is answered
at once, so the client never waits for a reply that will not come: -32700 (Parse
error) when the line is not UTF-8 JSON, -32600 (Invalid Request) when it is JSON but
not a JSON-RPC 2.0 message; both with `"id": null`, since the id of a frame that
could not be read is unknown.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any, TypeGuard

log = logging.getLogger(__name__)

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603

RequestId = str | int
"""MCP request ids are strings or integers (never null, never fractional)."""


@dataclass(frozen=True, slots=True)
class Request:
    id: RequestId
    method: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Notification:
    method: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ErrorReply:
    """A JSON-RPC error response."""

    id: RequestId | None
    code: int
    message: str
    data: Any = None

    def to_json(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return {"jsonrpc": "2.0", "id": self.id, "error": error}


Message = Request | Notification | ErrorReply


class FrameError(Exception):
    """A line that is not JSON; `reply` answers it."""

    def __init__(self, reply: ErrorReply) -> None:
        super().__init__(reply.message)
        self.reply = reply


def parse_error() -> ErrorReply:
    return ErrorReply(None, PARSE_ERROR, "Parse error: the frame is not valid JSON")


def invalid_request(detail: str = "the frame is not a JSON-RPC 2.0 message") -> ErrorReply:
    return ErrorReply(None, INVALID_REQUEST, f"Invalid Request: {detail}")


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(line: bytes) -> Any:
    """The JSON value of one line (strict UTF-8, no NaN/Infinity); FrameError if none."""
    try:
        return json.loads(line.decode("utf-8"), parse_constant=_no_constants)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise FrameError(parse_error()) from None


def is_request_id(value: object) -> TypeGuard[RequestId]:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def classify(value: Any) -> Message | None:
    """What one decoded JSON-RPC object asks for; None when there is nothing to do."""
    if not isinstance(value, dict) or value.get("jsonrpc") != "2.0":
        return invalid_request()
    has_id = "id" in value
    ident = value.get("id")
    if "method" in value:
        method = value["method"]
        params = value.get("params")
        if not isinstance(method, str):
            return invalid_request("method must be a string")
        if not has_id:
            if params is not None and not isinstance(params, dict):
                log.info("dropped notification %s: its params are not an object", method[:80])
                return None
            return Notification(method, params or {})
        if not is_request_id(ident):
            return invalid_request("a request id is a string or an integer")
        if params is not None and not isinstance(params, dict):
            return ErrorReply(ident, INVALID_PARAMS, "Invalid params: params must be an object")
        return Request(ident, method, params or {})
    if has_id and (("result" in value) != ("error" in value)):
        # A response to a request of ours; this server sends none.
        log.debug("dropped a response for id %r: no request of the server awaits it", ident)
        return None
    return invalid_request()
