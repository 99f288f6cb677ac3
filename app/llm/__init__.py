"""LLM providers over httpx: OpenAI-compatible, Ollama and Anthropic.

    provider = make_provider(load_settings().llm)      # None when the LLM is off
    reply = await provider.complete_json(messages, schema, name="plan")
    reply.data, reply.raw, reply.usage.as_payload()

See docs/LLM.md for configuration and the opt-in real-model test.
"""

from typing import TYPE_CHECKING, Any

from app.llm.base import LLMProvider, LLMReply, Message, Usage, UsageLedger, UsageTotals
from app.llm.errors import (
    KeyStoreUnavailable,
    LLMAuthError,
    LLMBadRequest,
    LLMError,
    LLMInvalidJSON,
    LLMKeyMissing,
    LLMModelNotFound,
    LLMOutputError,
    LLMRateLimited,
    LLMRefused,
    LLMSchemaError,
    LLMServerError,
    LLMTimeout,
    LLMTransientError,
    LLMTruncated,
    LLMUnavailable,
)
from app.llm.keys import Secret, delete_api_key, get_api_key, lookup_api_key, set_api_key
from app.llm.schema import schema_problems

if TYPE_CHECKING:
    from app.llm.anthropic import AnthropicProvider
    from app.llm.factory import make_provider
    from app.llm.httpbase import HTTPProvider, RetryPolicy
    from app.llm.ollama import OllamaProvider
    from app.llm.openai_compat import OpenAICompatProvider

# The providers import httpx, so they load on first use: importing this package for
# its errors (as the planner does) stays cheap on the desktop app's way to its window.
_PROVIDER_MODULES = {
    "AnthropicProvider": "app.llm.anthropic",
    "make_provider": "app.llm.factory",
    "HTTPProvider": "app.llm.httpbase",
    "RetryPolicy": "app.llm.httpbase",
    "OllamaProvider": "app.llm.ollama",
    "OpenAICompatProvider": "app.llm.openai_compat",
}

__all__ = [
    "AnthropicProvider",
    "HTTPProvider",
    "KeyStoreUnavailable",
    "LLMAuthError",
    "LLMBadRequest",
    "LLMError",
    "LLMInvalidJSON",
    "LLMKeyMissing",
    "LLMModelNotFound",
    "LLMOutputError",
    "LLMProvider",
    "LLMRateLimited",
    "LLMRefused",
    "LLMReply",
    "LLMSchemaError",
    "LLMServerError",
    "LLMTimeout",
    "LLMTransientError",
    "LLMTruncated",
    "LLMUnavailable",
    "Message",
    "OllamaProvider",
    "OpenAICompatProvider",
    "RetryPolicy",
    "Secret",
    "Usage",
    "UsageLedger",
    "UsageTotals",
    "delete_api_key",
    "get_api_key",
    "lookup_api_key",
    "make_provider",
    "schema_problems",
    "set_api_key",
]


def __getattr__(name: str) -> Any:
    module = _PROVIDER_MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module), name)
    globals()[name] = value
    return value
