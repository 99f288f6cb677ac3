r"""OpenAI-compatible `/v1/chat/completions`: OpenAI itself, llama.cpp, vLLM, LM Studio...

Structured output is asked for with `response_format`:
- `json_mode="json_schema"` (default): `{"type": "json_schema", "json_schema":
  {"name": ..., "schema": ..., "strict": true}}` — OpenAI and most servers;
- `json_mode="json_object"`: `{"type": "json_object", "schema": ...}` — for servers
  such as llama.cpp's Python server that constrain to a schema given this way
  but reject the json_schema form.
With strict mode OpenAI wants every object to list all its properties in
`required` and to set `additionalProperties: false`; the schema is sent as given.

In json_object mode the schema is turned into a grammar by the server, and
llama.cpp's converter does not know the regex shorthands `\d`, `\w`, `\s`
(it fails with "unknown escape" and the server crashes): their `pattern`s are
sent with plain character classes instead (`[0-9]`...). The reply is still
checked against the schema as given.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from app.llm.base import Message
from app.llm.httpbase import Completion, HTTPProvider
from app.llm.keys import Secret

JsonMode = Literal["json_schema", "json_object"]

# Regex shorthands and the ASCII classes that stand in for them.
_SHORTHANDS = {"d": "0-9", "w": "A-Za-z0-9_", "s": " \t\n\r"}


def portable_pattern(pattern: str) -> str:
    """`pattern` without the shorthands \\d \\w \\s (and \\D \\W \\S outside classes)."""
    out: list[str] = []
    in_class = False
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            nxt = pattern[i + 1]
            body = _SHORTHANDS.get(nxt.lower())
            if body is None or (in_class and nxt.isupper()):
                out.append(ch + nxt)
            elif in_class:
                out.append(body)
            else:
                out.append(f"[^{body}]" if nxt.isupper() else f"[{body}]")
            i += 2
            continue
        if ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
        out.append(ch)
        i += 1
    return "".join(out)


def portable_schema(schema: Any) -> Any:
    """A copy of `schema` whose every `pattern` went through `portable_pattern`."""
    if isinstance(schema, dict):
        return {
            key: portable_pattern(value)
            if key == "pattern" and isinstance(value, str)
            else portable_schema(value)
            for key, value in schema.items()
        }
    if isinstance(schema, list):
        return [portable_schema(item) for item in schema]
    return schema


class OpenAICompatProvider(HTTPProvider):
    name: ClassVar[str] = "openai"
    default_base_url: ClassVar[str] = "https://api.openai.com/v1"
    default_model: ClassVar[str] = "gpt-4o-mini"

    def __init__(
        self,
        *,
        model: str = "",
        base_url: str = "",
        api_key: Secret | str | None = None,
        json_mode: JsonMode = "json_schema",
        **options: Any,
    ) -> None:
        super().__init__(model=model, base_url=base_url, api_key=api_key, **options)
        if json_mode not in ("json_schema", "json_object"):
            raise ValueError(f"json_mode must be 'json_schema' or 'json_object', not {json_mode!r}")
        self.json_mode: JsonMode = json_mode

    def endpoint(self) -> str:
        if self.base_url.endswith("/v1"):
            return self.base_url + "/chat/completions"
        return self.base_url + "/v1/chat/completions"

    def auth_headers(self, key: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {key}"} if key else {}

    def build_body(
        self, messages: list[Message], schema: dict[str, Any], name: str
    ) -> dict[str, Any]:
        response_format: dict[str, Any]
        if self.json_mode == "json_object":
            response_format = {"type": "json_object", "schema": portable_schema(schema)}
        else:
            response_format = {
                "type": "json_schema",
                "json_schema": {"name": name, "schema": schema, "strict": True},
            }
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m["role"], "content": m["content"]} for m in messages],
            "response_format": response_format,
            "max_tokens": self.max_tokens,
            "stream": False,
        }
        if self.temperature is not None:
            body["temperature"] = self.temperature
        return body

    def read_completion(self, payload: dict[str, Any]) -> Completion:
        usage = payload.get("usage") or {}
        choices = payload.get("choices") or []
        first = choices[0] if choices and isinstance(choices[0], dict) else {}
        message = first.get("message") or {}
        finish = first.get("finish_reason")
        text = message.get("content") or ""
        refusal = message.get("refusal")
        if finish == "content_filter" and not refusal:
            refusal = "the reply was withheld by the server's content filter"
        return Completion(
            text=text if isinstance(text, str) else "",
            tokens_in=int(usage.get("prompt_tokens") or 0),
            tokens_out=int(usage.get("completion_tokens") or 0),
            model=str(payload.get("model") or ""),
            truncated=finish == "length",
            refusal=refusal if isinstance(refusal, str) else None,
        )
