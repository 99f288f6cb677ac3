"""The one place personal data is kept from leaving the machine.

Personal data is what a person writes about other people: the names, addresses and
notes of the return-visit notebook. Agents declare such arguments with
`Field(..., json_schema_extra={"personal": True})`; the executor registers their
values when a run (or a follow-up step) starts, and the notebook registers what it
reads. Registered values are then

- refused at the network: a request URL (with its query) or cache key holding one
  raises `PrivateDataBlocked` before anything is sent or stored (`guard_outbound`);
- scrubbed from every trace line (`scrub`) and every log record (`install_log_filter`);
- scrubbed from every LLM prompt (`scrub`);
- never used as a subject: fallbacks and broader steps skip a subject that holds one.

Values stay registered for the life of the process (the most recent runs' values,
bounded), so a late log line or a replan after the run still cannot carry them.
Matching is whole-word and case-insensitive, also on URL-encoded text.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import unquote, unquote_plus

from pydantic import BaseModel

from app.core.errors import PreparoError
from app.core.i18n import tr

REDACTED = "[private]"
MAX_OWNERS = 64
MIN_LENGTH = 3  # shorter words are not registered (they would match everywhere)

_lock = threading.Lock()
_owners: OrderedDict[str, frozenset[str]] = OrderedDict()
_pattern: re.Pattern[str] | None = None


class PrivateDataBlocked(PreparoError):
    """Personal data was about to leave the machine; nothing was sent."""

    def __init__(self, language: str = "en") -> None:
        super().__init__(tr("privacy.blocked", language))


def personal_fields(model: type[BaseModel]) -> frozenset[str]:
    """The names of the fields a model marks personal."""
    out = set()
    for name, info in model.model_fields.items():
        extra = info.json_schema_extra
        if isinstance(extra, dict) and extra.get("personal") is True:
            out.add(name)
    return frozenset(out)


def personal_values(model: type[BaseModel], args: Mapping[str, Any]) -> list[str]:
    """The values of `args` in the model's personal fields (strings, lists of strings)."""
    out: list[str] = []
    for name in personal_fields(model):
        value = args.get(name)
        items = value if isinstance(value, list | tuple) else [value]
        out.extend(v for v in items if isinstance(v, str) and v.strip())
    return out


def _variants(value: str) -> set[str]:
    """The value itself and each of its words long enough to identify someone."""
    text = " ".join(value.split())
    out = {text} if len(text) >= MIN_LENGTH else set()
    out.update(w for w in re.findall(r"[^\W\d_]+", text) if len(w) >= MIN_LENGTH)
    return out


def register(owner: str, values: Iterable[str]) -> None:
    """Keep `values` (and their words) from leaving the machine; `owner` is a run id."""
    global _pattern
    words = {v for value in values for v in _variants(value)}
    if not words:
        return
    with _lock:
        known = _owners.pop(owner, frozenset())
        _owners[owner] = known | frozenset(words)
        while len(_owners) > MAX_OWNERS:
            _owners.popitem(last=False)
        _pattern = _compile()


def register_args(owner: str, model: type[BaseModel], args: Mapping[str, Any]) -> None:
    register(owner, personal_values(model, args))


def forget_all() -> None:
    """Drop every registered value (tests)."""
    global _pattern
    with _lock:
        _owners.clear()
        _pattern = None


def _compile() -> re.Pattern[str] | None:
    values = sorted({v for vs in _owners.values() for v in vs}, key=len, reverse=True)
    if not values:
        return None
    body = "|".join(re.escape(v).replace(r"\ ", r"\s+") for v in values)
    return re.compile(rf"(?<!\w)(?:{body})(?!\w)", re.IGNORECASE)


def find(text: str) -> str | None:
    """The first registered value in `text` (plain or URL-encoded), or None."""
    pattern = _pattern
    if pattern is None or not text:
        return None
    for candidate in (text, unquote_plus(text), unquote(text)):
        m = pattern.search(candidate)
        if m:
            return m.group(0)
    return None


def scrub(text: str) -> str:
    """`text` with every registered value replaced by "[private]"."""
    pattern = _pattern
    if pattern is None or not text:
        return text
    return pattern.sub(REDACTED, text)


def guard_outbound(url: str, language: str = "en") -> None:
    """Refuse a request (URL with its query, or its cache key) that holds personal data."""
    if find(url) is not None:
        raise PrivateDataBlocked(language)


_factory_installed = False


def install_log_filter() -> None:
    """Scrub personal data from every log record created from now on (idempotent)."""
    global _factory_installed
    with _lock:
        if _factory_installed:
            return
        previous = logging.getLogRecordFactory()

        def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
            record = previous(*args, **kwargs)
            if _pattern is not None:
                try:
                    message = record.getMessage()
                except Exception:  # a bad format string: leave the record as it is
                    return record
                clean = scrub(message)
                if clean != message:
                    record.msg, record.args = clean, None
                if record.exc_info and record.exc_info[1] is not None:
                    text = logging.Formatter().formatException(record.exc_info)
                    if scrub(text) != text:
                        record.exc_text = scrub(text)
            return record

        logging.setLogRecordFactory(factory)
        _factory_installed = True


install_log_filter()
