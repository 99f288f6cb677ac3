"""Command-line front end over app.service (headless; no Qt here).

Each command group lives in its own module exposing `register(subparsers)`;
the module's parsers call `set_defaults(handler=...)` with a function
`handler(args: argparse.Namespace) -> int`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Modules that contribute subcommands, in help order.
COMMAND_MODULES: tuple[str, ...] = (
    "app.cli_core",
    "app.cli_nli",
    "app.cli_refs",
    "app.cli_parse",
    "app.cli_mcp",
    "app.cli_mirror",
    "app.cli_study",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="preparo",
        description="Prepare meetings and personal study with sources from wol.jw.org.",
    )
    parser.add_argument("--selftest", action="store_true", help="run the self-test and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    try:
        return int(handler(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
