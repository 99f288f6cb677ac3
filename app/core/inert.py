"""Inert text, and the limits every entry point shares.

Stored text (a goal, a page's title, a person's comment, a name in the notebook) may
hold characters that act instead of showing: terminal escapes (`\\x1b]0;…\\x07` sets a
terminal's title, `\\x1b[2J` clears it), other control characters, and the bidi
overrides and isolates that reorder what follows (U+202E makes "txt.exe" read
"exe.txt"). `inert(text)` drops them wherever stored text is printed or exported (the
CLI, the MCP server's replies, exports, window labels); it keeps tabs and line breaks
unless `one_line`, which folds every run of white space into one space.

`check_goal(goal, language)` is the one goal limit: the planner, the Plan model (a plan
file, an MCP client's plan, the window) and the MCP arguments all use MAX_GOAL_CHARS.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator
from typing import Any, TextIO

MAX_GOAL_CHARS = 2000

# C0 controls but tab and line feed, DEL and the C1 controls; the bidi embeddings,
# overrides and isolates, and the marks that flip the direction of what follows.
_ACTIVE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
# An escape sequence as a terminal reads it: CSI (ESC [ … final), OSC and the other
# string commands (ESC ] … BEL or ESC \), or ESC and one character.
_ESCAPE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"
    r"|\x1b[\]PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?"
    r"|\x9b[0-?]*[ -/]*[@-~]"
    r"|\x9d[^\x07\x1b\x9c]*(?:\x07|\x9c)?"
    r"|\x1b[@-Z\\-_]?"
)
_SPACE = re.compile(r"\s+")


def inert(text: str, *, one_line: bool = False) -> str:
    """`text` with escape sequences, control characters (but tab and line feed) and
    bidi controls removed; `one_line` also folds line breaks and runs of white space."""
    if text.isprintable() and not one_line:
        return text
    cleaned = _ACTIVE.sub("", _ESCAPE.sub("", text.replace("\r\n", "\n").replace("\r", "\n")))
    return _SPACE.sub(" ", cleaned).strip() if one_line else cleaned


def inert_data(value: Any) -> Any:
    """`value` (JSON-like: dicts, lists, strings) with every string, key or value, inert."""
    if isinstance(value, str):
        return inert(value)
    if isinstance(value, dict):
        return {inert_data(k): inert_data(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [inert_data(v) for v in value]
    return value


class InertWriter:
    """A text stream whose writes are made inert (everything else is the stream's own)."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(inert(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def inert_output() -> Iterator[None]:
    """While inside, what is printed on stdout and stderr is inert (the CLI's output)."""
    out, err = sys.stdout, sys.stderr
    if out is not None:
        sys.stdout = InertWriter(out)
    if err is not None:
        sys.stderr = InertWriter(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err


def goal_problem(goal: str, language: str) -> str | None:
    """Why a goal cannot be planned or run (one line in `language`), or None."""
    if len(goal) > MAX_GOAL_CHARS:
        from app.core.i18n import tr

        return tr("planner.long_goal", language, n=MAX_GOAL_CHARS)
    return None
