"""LLM providers over httpx: OpenAI-compatible, Ollama and Anthropic.

    provider = make_provider(load_settings().llm)      # None when the LLM is off
    reply = await provider.complete_json(messages, schema, name="plan")
    reply.data, reply.raw, reply.usage.as_payload()

See docs/LLM.md for configuration and the opt-in real-model test.
"""

from app.llm.anthropic import AnthropicProvider
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
from app.llm.factory import make_provider
from app.llm.httpbase import HTTPProvider, RetryPolicy
from app.llm.keys import Secret, delete_api_key, get_api_key, lookup_api_key, set_api_key
from app.llm.ollama import OllamaProvider
from app.llm.openai_compat import OpenAICompatProvider
from app.llm.schema import schema_problems

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
