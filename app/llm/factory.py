"""Build the configured provider from `Settings.llm`."""

from __future__ import annotations

import httpx

from app.core.settings import LLMSettings
from app.llm.anthropic import AnthropicProvider
from app.llm.base import LLMProvider
from app.llm.errors import LLMKeyMissing
from app.llm.httpbase import HTTPProvider, RetryPolicy
from app.llm.keys import OVERRIDE_ENV, PROVIDER_ENV, KeyLookup, Secret, lookup_api_key
from app.llm.ollama import OllamaProvider
from app.llm.openai_compat import OpenAICompatProvider

OFFICIAL_HOSTS = {"openai": "api.openai.com", "anthropic": "api.anthropic.com"}


def _is_official(provider: str, base_url: str) -> bool:
    host = OFFICIAL_HOSTS.get(provider)
    if host is None:
        return False
    if not base_url:
        return True
    try:
        return httpx.URL(base_url).host == host
    except httpx.InvalidURL:
        return False


def _missing_key(provider: str, lookup: KeyLookup) -> LLMKeyMissing:
    names = [n for n in (PROVIDER_ENV.get(provider), OVERRIDE_ENV) if n]
    message = (
        f"The {provider} provider needs an API key. Add it in Settings (it is kept in "
        f"the OS keyring) or set the environment variable {' or '.join(names)}."
    )
    if lookup.problem:
        message += f" The OS keyring could not be read ({lookup.problem})."
    return LLMKeyMissing(message)


def make_provider(
    settings: LLMSettings,
    *,
    api_key: Secret | str | None = None,
    retry: RetryPolicy | None = None,
    max_tokens: int = 2048,
) -> LLMProvider | None:
    """The provider `settings` describe, or None when the LLM is off (`provider="none"`).

    The key comes from `api_key` when given, else from the environment or the
    OS keyring (see `app.llm.keys`). Raises LLMKeyMissing when a vendor's own
    API is configured without a key; local servers need none.
    """
    kind = settings.provider
    if kind == "none":
        return None
    official = _is_official(kind, settings.base_url)
    key: Secret | None
    if api_key is not None:
        key = api_key if isinstance(api_key, Secret) else Secret(api_key)
    else:
        lookup = lookup_api_key(kind, conventional_env=official)
        key = lookup.key
        if key is None and official:
            raise _missing_key(kind, lookup)
    cls: type[HTTPProvider]
    if kind == "openai":
        return OpenAICompatProvider(
            model=settings.model,
            base_url=settings.base_url,
            api_key=key,
            json_mode=settings.json_mode,
            timeout_s=settings.timeout_s,
            retry=retry,
            max_tokens=max_tokens,
        )
    if kind == "ollama":
        cls = OllamaProvider
    elif kind == "anthropic":
        cls = AnthropicProvider
    else:
        raise ValueError(f"unknown LLM provider {kind!r}")
    return cls(
        model=settings.model,
        base_url=settings.base_url,
        api_key=key,
        timeout_s=settings.timeout_s,
        retry=retry,
        max_tokens=max_tokens,
    )
