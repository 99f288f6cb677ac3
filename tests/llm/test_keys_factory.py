"""Keys from the environment and the OS keyring; the provider factory."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.errors import KeyringLocked, PasswordDeleteError

from app.core.errors import PreparoError
from app.core.settings import LLMSettings, Settings, save_settings
from app.llm import (
    AnthropicProvider,
    KeyStoreUnavailable,
    LLMKeyMissing,
    LLMProvider,
    OllamaProvider,
    OpenAICompatProvider,
    RetryPolicy,
    Secret,
    delete_api_key,
    get_api_key,
    lookup_api_key,
    make_provider,
    set_api_key,
)
from app.llm.keys import KEYRING_SERVICE

ENV_VARS = ("PREPARO_LLM_API_KEY", "OPENAI_API_KEY", "ANTHROPIC_API_KEY")


class MemoryKeyring(KeyringBackend):
    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if (service, username) not in self.store:
            raise PasswordDeleteError("not found")
        del self.store[(service, username)]


class BrokenKeyring(KeyringBackend):
    """Like a desktop keyring whose D-Bus session is gone."""

    priority = 1

    def get_password(self, service: str, username: str) -> str | None:
        raise KeyringLocked("Failed to unlock the collection")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise KeyringLocked("Failed to unlock the collection")

    def delete_password(self, service: str, username: str) -> None:
        raise KeyringLocked("Failed to unlock the collection")


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    before = keyring.get_keyring()
    yield
    keyring.set_keyring(before)


@pytest.fixture
def memory() -> MemoryKeyring:
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    return backend


def test_keyring_round_trip(memory: MemoryKeyring) -> None:
    set_api_key("anthropic", "  sk-ant-stored-123456  ")
    assert memory.store[(KEYRING_SERVICE, "anthropic")] == "sk-ant-stored-123456"
    lookup = lookup_api_key("anthropic")
    assert lookup.source == "keyring"
    assert lookup.key == Secret("sk-ant-stored-123456")
    assert delete_api_key("anthropic") is True
    assert delete_api_key("anthropic") is False
    assert get_api_key("anthropic") is None


def test_environment_wins_over_keyring(
    memory: MemoryKeyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    set_api_key("openai", "sk-from-keyring-0001")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env-0002")
    assert lookup_api_key("openai").source == "env:OPENAI_API_KEY"
    monkeypatch.setenv("PREPARO_LLM_API_KEY", "sk-override-0003")
    lookup = lookup_api_key("openai")
    assert lookup.source == "env:PREPARO_LLM_API_KEY"
    assert lookup.key is not None and lookup.key.reveal() == "sk-override-0003"
    # the vendor variable is skipped when asked (a non-vendor server)
    monkeypatch.delenv("PREPARO_LLM_API_KEY")
    assert lookup_api_key("openai", conventional_env=False).source == "keyring"


def test_broken_keyring_degrades_to_environment(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    keyring.set_keyring(BrokenKeyring())
    lookup = lookup_api_key("anthropic")
    assert lookup.key is None
    assert "KeyringLocked" in lookup.problem
    assert "OS keyring unavailable" in caplog.text
    assert "ANTHROPIC_API_KEY" in caplog.text

    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-env-777777")
    assert lookup_api_key("anthropic").source == "env:ANTHROPIC_API_KEY"

    with pytest.raises(KeyStoreUnavailable, match="ANTHROPIC_API_KEY") as info:
        set_api_key("anthropic", "sk-ant-new-888888")
    assert "888888" not in str(info.value)
    with pytest.raises(KeyStoreUnavailable):
        delete_api_key("anthropic")


def test_no_keyring_backend_at_all() -> None:
    from keyring.backends import fail

    keyring.set_keyring(fail.Keyring())
    lookup = lookup_api_key("openai")
    assert lookup.key is None
    assert lookup.problem
    with pytest.raises(KeyStoreUnavailable, match="OPENAI_API_KEY"):
        set_api_key("openai", "sk-x-123456")


def test_empty_key_is_not_stored(memory: MemoryKeyring) -> None:
    with pytest.raises(ValueError):
        set_api_key("openai", "   ")


def test_factory_none_is_no_provider() -> None:
    assert make_provider(LLMSettings()) is None


@pytest.mark.asyncio
async def test_factory_builds_local_openai_compatible_without_key(memory: MemoryKeyring) -> None:
    settings = LLMSettings(
        provider="openai",
        model="smollm2",
        base_url="http://127.0.0.1:8765/v1",
        json_mode="json_object",
        timeout_s=12.0,
    )
    provider = make_provider(settings, retry=RetryPolicy(max_attempts=1), max_tokens=200)
    assert isinstance(provider, OpenAICompatProvider)
    assert isinstance(provider, LLMProvider)
    assert provider.json_mode == "json_object"
    assert provider.timeout_s == 12.0
    assert provider.max_tokens == 200
    assert provider.retry.max_attempts == 1
    assert provider.endpoint() == "http://127.0.0.1:8765/v1/chat/completions"
    assert not provider.has_key
    await provider.aclose()


@pytest.mark.asyncio
async def test_factory_does_not_send_vendor_key_to_other_servers(
    memory: MemoryKeyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-vendor-000000")
    local = make_provider(LLMSettings(provider="openai", base_url="http://127.0.0.1:8080"))
    vendor = make_provider(LLMSettings(provider="openai"))
    assert isinstance(local, OpenAICompatProvider) and isinstance(vendor, OpenAICompatProvider)
    assert not local.has_key
    assert vendor.has_key
    assert vendor.model == "gpt-4o-mini"
    assert vendor.endpoint() == "https://api.openai.com/v1/chat/completions"
    await local.aclose()
    await vendor.aclose()


@pytest.mark.asyncio
async def test_factory_ollama_and_anthropic(
    memory: MemoryKeyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    ollama = make_provider(LLMSettings(provider="ollama", model="qwen2.5:0.5b"))
    assert isinstance(ollama, OllamaProvider)
    assert ollama.endpoint() == "http://127.0.0.1:11434/api/chat"
    assert ollama.model == "qwen2.5:0.5b"
    await ollama.aclose()

    set_api_key("anthropic", "sk-ant-kr-123456")
    claude = make_provider(LLMSettings(provider="anthropic", model="claude-x"))
    assert isinstance(claude, AnthropicProvider)
    assert claude.has_key
    assert claude.endpoint() == "https://api.anthropic.com/v1/messages"
    await claude.aclose()


def test_factory_vendor_without_key_says_what_to_do(memory: MemoryKeyring) -> None:
    with pytest.raises(LLMKeyMissing, match="ANTHROPIC_API_KEY or PREPARO_LLM_API_KEY"):
        make_provider(LLMSettings(provider="anthropic"))
    with pytest.raises(LLMKeyMissing, match="OPENAI_API_KEY"):
        make_provider(LLMSettings(provider="openai", base_url="https://api.openai.com/v1"))


def test_factory_with_broken_keyring_explains(caplog: pytest.LogCaptureFixture) -> None:
    keyring.set_keyring(BrokenKeyring())
    with (
        caplog.at_level(logging.WARNING),
        pytest.raises(LLMKeyMissing, match="could not be read") as info,
    ):
        make_provider(LLMSettings(provider="anthropic"))
    assert "OS keyring unavailable" in caplog.text
    assert isinstance(info.value, PreparoError)


@pytest.mark.asyncio
async def test_factory_explicit_key(memory: MemoryKeyring) -> None:
    provider = make_provider(LLMSettings(provider="anthropic"), api_key="sk-ant-given-99999")
    assert isinstance(provider, AnthropicProvider)
    assert provider.has_key
    assert "99999" not in repr(provider)
    await provider.aclose()


def test_keyring_errors_in_the_language_asked_for() -> None:
    save_settings(Settings(language="en"))  # the front end passes its language down
    keyring.set_keyring(BrokenKeyring())
    with pytest.raises(KeyStoreUnavailable, match=r"chaveiro do sistema.*ANTHROPIC_API_KEY"):
        set_api_key("anthropic", "sk-ant-new-888888", "pt")
    with pytest.raises(KeyStoreUnavailable, match="não conseguiu remover"):
        delete_api_key("anthropic", "pt")
