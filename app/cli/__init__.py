"""Command-line front end over app.service (headless; no Qt here).

Each command group is a module of this package exposing `register(subparsers)`;
its parsers call `set_defaults(handler=cmd_<command>)`, a function
`cmd_<command>(args: argparse.Namespace) -> int` returning the exit code:

- 0: done (a run that finished, or finished with problems: the work asked for is there)
- 1: the work failed (a failed run, an error while doing it)
- 2: the command line or its input is wrong (nothing was done)
- 130: interrupted (Ctrl+C); a run says how to resume it

An error reaches the person as one line on stderr; the log file has the rest
(`--debug` prints the traceback too).
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
import traceback
from collections.abc import Sequence

from app.core.atomic import disk_full
from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.inert import inert_output
from app.core.logs import setup_logging
from app.core.settings import load_settings, settings_notice, user_language

log = logging.getLogger(__name__)

# Modules that contribute subcommands, in help order.
COMMAND_MODULES: tuple[str, ...] = (
    "app.cli.core",
    "app.cli.nli",
    "app.cli.refs",
    "app.cli.parse",
    "app.cli.mcp",
    "app.cli.mirror",
    "app.cli.study",
    "app.cli.library",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="preparo",
        description="Prepare meetings and personal study with sources from wol.jw.org.",
    )
    parser.add_argument("--selftest", action="store_true", help="run the self-test and exit")
    parser.add_argument("--debug", action="store_true",
                        help="print the full traceback of an unexpected error")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    with inert_output():  # stored text never drives the terminal (app/core/inert.py)
        return _main(argv)


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    log_file = setup_logging(language=user_language())
    settings = load_settings()  # a damaged settings file is told, never silently reset
    if notice := settings_notice(settings, settings.language):
        print(f"preparo: {notice}", file=sys.stderr)
    try:
        return int(handler(args) or 0)
    except KeyboardInterrupt:
        print(tr("cli.interrupted", user_language()), file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away: app/__main__.py ends quietly
        raise
    except PreparoError as exc:  # an error a person can act on: its one line
        log.info("command %s failed: %s", args.command, exc, exc_info=True)
        print(f"preparo: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug: one line here, everything in the log
        log.exception("command %s crashed", args.command)
        if disk_full(exc):  # not a bug: a writer the disk refused, in one line
            print("preparo: " + tr("cli.disk_full", user_language()), file=sys.stderr)
            return 1
        if args.debug:
            traceback.print_exc()
        print("preparo: " + tr("cli.unexpected_error", user_language(),
                               error=f"{type(exc).__name__}: {exc}", log=str(log_file or "-")),
              file=sys.stderr)
        return 1
