"""A failure reaches a person as one plain line in their own language: its kind
(network, timeout, busy site, server fault, broken page, full disk, permission...)
decides the line; the technical details stay in the log."""

from __future__ import annotations

import errno
from collections.abc import Callable

import httpx
import pytest

from app.core.errors import (
    ERROR_KINDS,
    Offline,
    PreparoError,
    RetryableError,
    error_kind,
    plain_error,
    said,
)
from app.core.i18n import tr
from app.core.privacy import PrivateDataBlocked
from app.sources.http import HttpPolicy, HttpStatusError, PoliteHttp, SourceTooSlow


def from_cause(cause: BaseException) -> PreparoError:
    try:
        raise PreparoError("the run could not be saved") from cause
    except PreparoError as exc:
        return exc


@pytest.mark.parametrize(("exc", "kind"), [
    (Offline("x"), "network"),
    (HttpStatusError(429, "u", "m"), "busy"),
    (HttpStatusError(503, "u", "m"), "server"),
    (HttpStatusError(404, "u", "m"), "page_missing"),
    (HttpStatusError(401, "u", "m"), "other"),
    (SourceTooSlow("m"), "timeout"),
    (PrivateDataBlocked("es"), "private"),
    (OSError(errno.ENOSPC, "No space left on device"), "disk_full"),
    (PermissionError(errno.EACCES, "Permission denied"), "permission"),
    (FileNotFoundError(errno.ENOENT, "No such file"), "missing_file"),
    (TimeoutError(), "timeout"),
    (from_cause(OSError(errno.ENOSPC, "No space left on device")), "disk_full"),
    (PreparoError("something the app says itself"), "other"),
    (ZeroDivisionError("bug"), "unexpected"),
])
def test_every_failure_has_a_kind(exc: BaseException, kind: str) -> None:
    assert error_kind(exc) == kind


@pytest.mark.parametrize("language", ["en", "es", "pt"])
def test_each_kind_is_one_plain_line_in_every_language(language: str) -> None:
    lines = {kind: plain_error(kind, language) for kind in ERROR_KINDS if kind != "other"}
    assert len(set(lines.values())) == len(lines)  # every kind says something of its own
    for line in lines.values():
        assert line and "\n" not in line and "Error" not in line and "(" not in line
    assert plain_error("other", language) == "" and plain_error(None, language) == ""
    assert plain_error("no such kind", language) == ""


def test_a_message_is_said_in_the_window_language_not_the_content_language() -> None:
    english = "wol.jw.org did not answer properly after 4 attempts (ReadError: boom)."
    # a known kind: its plain line in the window's language
    assert said("network", english, "en", "es") == tr("error_kind.network", "es")
    assert "ReadError" not in said("network", english, "en", "en")
    # the app's own message: shown when it is in the window's language...
    assert said("other", "El objetivo está vacío.", "es", "es") == "El objetivo está vacío."
    # ...else the part is said not done, in the window's language (details: the log)
    assert said("other", "The goal is empty.", "en", "pt") == tr("error_kind.not_done", "pt")
    assert said("unexpected", "ZeroDivisionError: bug", "en", "en") == \
        tr("error_kind.unexpected", "en")


async def _no_sleep(_seconds: float) -> None:
    return None


def _client(handler: Callable[[httpx.Request], httpx.Response]) -> PoliteHttp:
    return PoliteHttp(HttpPolicy(rate=1000, burst=1000, max_attempts=2, backoff_base=0.01,
                                 backoff_max=0.01),
                      transport=httpx.MockTransport(handler), sleep=_no_sleep,
                      rng=lambda: 0.0)


@pytest.mark.parametrize(("answer", "kind"), [
    ("read", "network"),
    ("timeout", "timeout"),
    (503, "server"),
    (429, "busy"),
])
@pytest.mark.asyncio
async def test_the_http_client_names_the_kind_of_what_kept_failing(
        answer: str | int, kind: str, caplog: pytest.LogCaptureFixture) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if answer == "read":
            raise httpx.ReadError("connection reset by peer", request=request)
        if answer == "timeout":
            raise httpx.ReadTimeout("timed out", request=request)
        assert isinstance(answer, int)
        return httpx.Response(answer, text="busy")

    http = _client(handler)
    try:
        with pytest.raises(RetryableError) as raised:
            await http.get("https://wol.jw.org/en/wol/d/r1/lp-e/1")
    finally:
        await http.aclose()
    assert error_kind(raised.value) == kind
    if answer == "read":  # the details are in the log
        assert "ReadError" in caplog.text
