"""`preparo mcp`: serve Preparo's tools to an assistant over stdio (Model Context Protocol)."""

from __future__ import annotations

import argparse
import logging
import sys

from app.core.i18n import tr
from app.core.logs import setup_logging
from app.core.settings import user_language


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "mcp", help="run the MCP server on stdio (for desktop assistants; see docs/MCP.md)")
    p.add_argument("--heartbeat", type=float, default=10.0, metavar="SECONDS",
                   help="progress heartbeat while a run has no events (default 10)")
    p.add_argument("--log-level", default="WARNING",
                   choices=("DEBUG", "INFO", "WARNING", "ERROR"),
                   help="log level of the messages written to stderr")
    p.set_defaults(handler=cmd_mcp)


def cmd_mcp(args: argparse.Namespace) -> int:
    if args.heartbeat <= 0:
        print(tr("cli.heartbeat_positive", user_language()), file=sys.stderr)
        return 2
    # stdout carries the protocol: logs go to stderr only.
    logging.basicConfig(stream=sys.stderr, level=args.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    setup_logging(language=user_language())  # and the whole story to the log file
    from app.mcp.server import main

    return main(heartbeat_s=args.heartbeat)
