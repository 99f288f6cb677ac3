"""Errors of the LLM layer, each with a message a person can act on.

None of these messages ever carries an API key: server text is passed through
`app.llm.keys.redact` before it is put in a message, and authentication errors
never quote the server at all.
"""

from __future__ import annotations

from typing import Any

from app.core.errors import PreparoError, RetryableError


class LLMError(PreparoError):
    """Base of every permanent LLM failure (a retry with the same input will not help)."""

    provider: str = ""


class LLMKeyMissing(LLMError):
    """The provider needs an API key and none was found."""


class KeyStoreUnavailable(LLMError):
    """The OS keyring cannot store or read keys (no backend, locked, refused)."""


class LLMAuthError(LLMError):
    """The server rejected the API key (HTTP 401 or 403)."""


class LLMModelNotFound(LLMError):
    """The server does not know the configured model."""

    def __init__(self, message: str, model: str) -> None:
        self.model = model
        super().__init__(message)


class LLMBadRequest(LLMError):
    """The server rejected the request itself (HTTP 400/413/422)."""


class LLMRefused(LLMError):
    """The model refused to answer or its answer was filtered."""


class LLMOutputError(LLMError):
    """The reply arrived but is not usable JSON; `raw` keeps the text for diagnosis."""

    def __init__(self, message: str, raw: str) -> None:
        self.raw = raw
        super().__init__(message)


class LLMTruncated(LLMOutputError):
    """The reply was cut off (token limit reached, or the JSON ends mid-way)."""


class LLMInvalidJSON(LLMOutputError):
    """The reply is not JSON at all."""


class LLMSchemaError(LLMOutputError):
    """The reply is JSON but does not match the requested schema."""

    def __init__(self, message: str, raw: str, data: Any, problems: list[str]) -> None:
        self.data = data
        self.problems = problems
        super().__init__(message, raw)


class LLMTransientError(RetryableError):
    """Base of LLM failures that may go away if the call is made again later."""


class LLMUnavailable(LLMTransientError):
    """The LLM server cannot be reached (not running, wrong URL, network down)."""


class LLMTimeout(LLMTransientError):
    """The server did not answer within the configured timeout."""


class LLMRateLimited(LLMTransientError):
    """HTTP 429 that outlasted the retries, or asked for a wait longer than the cap."""


class LLMServerError(LLMTransientError):
    """HTTP 5xx (or a broken connection) that outlasted the retries."""
