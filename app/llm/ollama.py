"""Ollama `/api/chat` with `format` = the JSON schema and `stream: false`."""

from __future__ import annotations

from typing import Any, ClassVar

from app.core.i18n import tr
from app.llm.base import Message
from app.llm.httpbase import Completion, HTTPProvider


class OllamaProvider(HTTPProvider):
    name: ClassVar[str] = "ollama"
    default_base_url: ClassVar[str] = "http://127.0.0.1:11434"
    default_model: ClassVar[str] = "llama3.2"

    def endpoint(self) -> str:
        return self.base_url + "/api/chat"

    def auth_headers(self, key: str | None) -> dict[str, str]:
        # Ollama itself needs no key; one is sent only for a proxy in front of it.
        return {"Authorization": f"Bearer {key}"} if key else {}

    def model_missing_hint(self, language: str) -> str:
        return tr("llm.model_hint_ollama", language, model=self.model)

    def build_body(
        self, messages: list[Message], schema: dict[str, Any], name: str
    ) -> dict[str, Any]:
        options: dict[str, Any] = {"num_predict": self.max_tokens}
        if self.temperature is not None:
            options["temperature"] = self.temperature
        return {
            "model": self.model,
            "messages": [{"role": m["role"], "content": m["content"]} for m in messages],
            "format": schema,
            "stream": False,
            "options": options,
        }

    def read_completion(self, payload: dict[str, Any]) -> Completion:
        message = payload.get("message") or {}
        text = message.get("content") or ""
        return Completion(
            text=text if isinstance(text, str) else "",
            tokens_in=int(payload.get("prompt_eval_count") or 0),
            tokens_out=int(payload.get("eval_count") or 0),
            model=str(payload.get("model") or ""),
            truncated=payload.get("done_reason") == "length",
        )
