"""Errors with messages a person can act on, and the kind of each failure: what a
front end says in one plain line in the person's own language (`plain_error`), the
details going to the log only."""

from __future__ import annotations

import difflib
import errno
from collections.abc import Iterable
from typing import Literal, get_args

# What went wrong, as a person would put it. "other": a message of the app's own that
# has no plainer line; "unexpected": a bug (its details are for the log only).
ErrorKind = Literal["network", "timeout", "busy", "server", "broken_page", "page_missing",
                    "disk_full", "permission", "missing_file", "private", "other",
                    "unexpected"]
ERROR_KINDS: tuple[ErrorKind, ...] = get_args(ErrorKind)

_DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
_PERMISSION = {errno.EACCES, errno.EPERM, errno.EROFS}
_MISSING = {errno.ENOENT, errno.ENOTDIR}


class PreparoError(Exception):
    """Base of every error the app shows to a person. `kind` says what went wrong in
    general (a class sets its own; a raise site may set the instance's)."""

    kind: ErrorKind = "other"


class PlanError(PreparoError):
    """A plan is malformed (bad ids, unknown deps, cycles, bad args)."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


class UnknownAgentError(PreparoError):
    def __init__(self, name: str, known: Iterable[str]) -> None:
        self.name = name
        self.suggestions = difflib.get_close_matches(name, list(known), n=3, cutoff=0.5)
        hint = f" Did you mean: {', '.join(self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"Unknown agent {name!r}.{hint}")


class GuardRefused(PreparoError):
    """A guard refused to enqueue a step; the message says what to do instead."""

    def __init__(self, guard: str, agent: str, message: str) -> None:
        self.guard = guard
        self.agent = agent
        super().__init__(message)


class NothingFoundError(PreparoError):
    """A step looked and found nothing on its subject. The executor turns it into the
    step's one typed finding ("nothing found for X (searched: …)", a `NothingFound`)
    and the step is done: nothing else (no fallback on other words) stands in for it."""

    def __init__(self, message: str, searched: str) -> None:
        self.searched = searched
        super().__init__(message)


class RetryableError(PreparoError):
    """A transient failure: the executor may try the step again."""

    def __init__(self, message: str, retry_after: float | None = None,
                 kind: ErrorKind | None = None) -> None:
        self.retry_after = retry_after
        if kind is not None:
            self.kind = kind
        super().__init__(message)


class Offline(RetryableError):
    """The content host cannot be reached."""

    kind: ErrorKind = "network"


class SourceChanged(PreparoError):
    """A page no longer has the structure the parser expects."""

    kind: ErrorKind = "broken_page"


class RunNotFound(PreparoError):
    pass


def error_kind(exc: BaseException) -> ErrorKind:
    """The kind of a failure: the error's own, a refused or full disk, a timeout; what
    caused it when the error itself says nothing more; "unexpected" for a bug."""
    seen: set[int] = set()
    current: BaseException | None = exc
    found: ErrorKind | None = None
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        kind = _own_kind(current)
        if kind is not None and kind != "other":
            return kind
        found = found or kind
        current = current.__cause__ or current.__context__
    return found or "unexpected"


def _own_kind(exc: BaseException) -> ErrorKind | None:
    if isinstance(exc, PreparoError):
        return exc.kind
    if isinstance(exc, OSError):
        if exc.errno in _DISK_FULL:
            return "disk_full"
        if exc.errno in _PERMISSION or isinstance(exc, PermissionError):
            return "permission"
        if exc.errno in _MISSING or isinstance(exc, FileNotFoundError):
            return "missing_file"
    if isinstance(exc, TimeoutError):
        return "timeout"
    return None


def plain_error(kind: ErrorKind | str | None, language: str) -> str:
    """One plain line for a kind of failure, in `language` ("" for "other" and no kind:
    the app's own message says it better)."""
    from app.core.i18n import tr

    if kind not in ERROR_KINDS or kind == "other":
        return ""
    return tr(f"error_kind.{kind}", language)


def said(kind: ErrorKind | str | None, message: str, message_language: str,
         language: str) -> str:
    """What a person reading `language` is told of a failure: its kind's plain line;
    else the app's own message when it is in their language (written for a person,
    in `message_language`); else that this part could not be done (the message goes to
    the log)."""
    from app.core.i18n import tr

    line = plain_error(kind, language)
    if line:
        return line
    if message and message_language == language and kind != "unexpected":
        return message
    return tr("error_kind.not_done", language)
