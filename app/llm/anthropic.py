"""Anthropic `/v1/messages`, with the schema as the input schema of one forced tool.

The model is made to "call" a tool named after the schema; the tool's input is
the JSON reply. Tool input schemas must be objects, so any other schema is
wrapped as `{"value": schema}` and unwrapped on the way back.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from app.llm.base import Message
from app.llm.httpbase import Completion, HTTPProvider, merge_turns

API_VERSION = "2023-06-01"
_WRAP_KEY = "value"


def _is_object_schema(schema: dict[str, Any]) -> bool:
    return schema.get("type") == "object"


class AnthropicProvider(HTTPProvider):
    name: ClassVar[str] = "anthropic"
    default_base_url: ClassVar[str] = "https://api.anthropic.com"
    default_model: ClassVar[str] = "claude-3-5-haiku-latest"
    needs_key: ClassVar[bool] = True

    def endpoint(self) -> str:
        if self.base_url.endswith("/v1"):
            return self.base_url + "/messages"
        return self.base_url + "/v1/messages"

    def auth_headers(self, key: str | None) -> dict[str, str]:
        headers = {"anthropic-version": API_VERSION}
        if key:
            headers["x-api-key"] = key
        return headers

    def build_body(
        self, messages: list[Message], schema: dict[str, Any], name: str
    ) -> dict[str, Any]:
        system, turns = merge_turns(messages)
        input_schema = (
            schema
            if _is_object_schema(schema)
            else {"type": "object", "properties": {_WRAP_KEY: schema}, "required": [_WRAP_KEY]}
        )
        body: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "messages": turns,
            "tools": [
                {
                    "name": name,
                    "description": f"Give the {name} as JSON that matches the input schema.",
                    "input_schema": input_schema,
                }
            ],
            "tool_choice": {"type": "tool", "name": name},
        }
        if system:
            body["system"] = system
        if self.temperature is not None:
            body["temperature"] = self.temperature
        return body

    def unwrap_data(self, data: Any, schema: dict[str, Any]) -> Any:
        if _is_object_schema(schema) or not isinstance(data, dict):
            return data
        return data.get(_WRAP_KEY)

    def read_completion(self, payload: dict[str, Any]) -> Completion:
        usage = payload.get("usage") or {}
        stop = payload.get("stop_reason")
        blocks = [b for b in payload.get("content") or [] if isinstance(b, dict)]
        tool_input: Any = None
        has_tool = False
        texts: list[str] = []
        for block in blocks:
            if block.get("type") == "tool_use" and not has_tool:
                tool_input = block.get("input")
                has_tool = True
            elif block.get("type") == "text" and isinstance(block.get("text"), str):
                texts.append(block["text"])
        text = json.dumps(tool_input, ensure_ascii=False) if has_tool else "".join(texts)
        refusal: str | None = None
        if stop == "refusal":
            refusal = "".join(texts) or "the model declined (stop_reason: refusal)"
        return Completion(
            text=text,
            tokens_in=int(usage.get("input_tokens") or 0),
            tokens_out=int(usage.get("output_tokens") or 0),
            model=str(payload.get("model") or ""),
            truncated=stop == "max_tokens",
            refusal=refusal,
            data=tool_input,
            has_data=has_tool,
        )
