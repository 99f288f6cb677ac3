"""API keys: read from environment variables or the OS keyring, never from files.

Lookup order for a provider (first hit wins):
1. `PREPARO_LLM_API_KEY` (one explicit override for whatever provider is configured);
2. the provider's conventional variable (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`);
3. the OS keyring, service "Preparo", username = provider name.

Environment first, so a shell or CI can override a stored key without touching
the keyring (and a headless machine never has to open one). A keyring that is
missing or broken is reported once in the log and treated as empty.

A key is held in a `Secret` whose repr/str never shows it; `redact()` scrubs
it (and key-looking tokens) out of any text that came back from a server.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from app.core.i18n import tr
from app.llm.errors import KeyStoreUnavailable

log = logging.getLogger(__name__)

KEYRING_SERVICE = "Preparo"
OVERRIDE_ENV = "PREPARO_LLM_API_KEY"
PROVIDER_ENV: dict[str, str] = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
}

MASK = "[redacted]"
# Tokens that look like API keys even when they are not the key we hold
# (servers sometimes echo a masked or different key back in an error).
_KEY_LIKE = re.compile(r"\b(?:sk|pk|rk)-[A-Za-z0-9_\-*.]{4,}|\bBearer\s+\S+", re.IGNORECASE)


class Secret:
    """A string that refuses to show itself in repr, str, f-strings or logs."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "Secret('****')"

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return repr(self)

    def __bool__(self) -> bool:
        return bool(self._value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(("Secret", self._value))

    def __reduce__(self) -> tuple[object, ...]:
        raise TypeError("a Secret cannot be pickled")


def redact(text: str, secrets: Iterable[Secret | str | None] = ()) -> str:
    """Remove every given secret, and anything that looks like a key, from `text`."""
    for secret in secrets:
        value = secret.reveal() if isinstance(secret, Secret) else secret
        if value and len(value) >= 4:
            text = text.replace(value, MASK)
    return _KEY_LIKE.sub(MASK, text)


def redact_value(value: Any, secrets: Iterable[Secret | str | None] = ()) -> Any:
    """`value` (parsed JSON: dicts, lists, strings...) with `redact` applied to every
    string in it, keys of objects included. Walks with its own stack: no recursion."""
    hidden = list(secrets)
    root: list[Any] = [value]
    stack: list[tuple[Any, Any, Any]] = [(root, 0, value)]  # (container, slot, item)
    while stack:
        container, slot, item = stack.pop()
        if isinstance(item, str):
            container[slot] = redact(item, hidden)
        elif isinstance(item, dict):
            copy: dict[str, Any] = {redact(str(k), hidden): v for k, v in item.items()}
            container[slot] = copy
            stack.extend((copy, k, v) for k, v in copy.items())
        elif isinstance(item, list):
            items = list(item)
            container[slot] = items
            stack.extend((items, i, v) for i, v in enumerate(items))
    return root[0]


@dataclass(frozen=True)
class KeyLookup:
    key: Secret | None
    source: str  # "env:NAME", "keyring", or "" when none was found
    problem: str = ""  # why the keyring could not be asked, if it could not


def _keyring_get(provider: str) -> tuple[str | None, str]:
    try:
        import keyring

        return keyring.get_password(KEYRING_SERVICE, provider), ""
    except Exception as exc:  # any backend failure: none installed, locked, D-Bus down
        return None, f"{type(exc).__name__}: {exc}"


def lookup_api_key(provider: str, *, conventional_env: bool = True) -> KeyLookup:
    """Find the key for `provider` (see the module doc for the order). Never raises.

    `conventional_env=False` skips OPENAI_API_KEY / ANTHROPIC_API_KEY, so a key
    meant for the vendor is not sent to some other server speaking its API.
    """
    names = [OVERRIDE_ENV]
    if conventional_env and provider in PROVIDER_ENV:
        names.append(PROVIDER_ENV[provider])
    for env_name in names:
        value = os.environ.get(env_name, "").strip()
        if value:
            return KeyLookup(Secret(value), f"env:{env_name}")
    stored, problem = _keyring_get(provider)
    if problem:
        hint = " or ".join(names)
        log.warning(
            "OS keyring unavailable (%s); set %s to give Preparo the %s API key",
            problem,
            hint,
            provider,
        )
        return KeyLookup(None, "", problem)
    if stored:
        return KeyLookup(Secret(stored), "keyring")
    return KeyLookup(None, "")


def get_api_key(provider: str) -> Secret | None:
    return lookup_api_key(provider).key


def _env_hint(provider: str) -> str:
    names = [OVERRIDE_ENV]
    if provider in PROVIDER_ENV:
        names.insert(0, PROVIDER_ENV[provider])
    return " or ".join(names)


def set_api_key(provider: str, key: str, language: str = "en") -> None:
    """Store `key` in the OS keyring; raises KeyStoreUnavailable with what to do instead
    (in `language`)."""
    if not key.strip():
        raise ValueError("an empty API key cannot be stored")
    try:
        import keyring

        keyring.set_password(KEYRING_SERVICE, provider, key.strip())
    except Exception as exc:
        raise KeyStoreUnavailable(
            tr("llm.keyring_store", language, provider=provider,
               problem=type(exc).__name__, variable=_env_hint(provider))
        ) from None


def delete_api_key(provider: str, language: str = "en") -> bool:
    """Remove a stored key; returns False when there was none. Raises KeyStoreUnavailable."""
    try:
        import keyring
        from keyring.errors import PasswordDeleteError

        try:
            keyring.delete_password(KEYRING_SERVICE, provider)
        except PasswordDeleteError:
            return False
        return True
    except Exception as exc:
        raise KeyStoreUnavailable(
            tr("llm.keyring_remove", language, provider=provider,
               problem=type(exc).__name__)
        ) from None
