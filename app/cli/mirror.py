"""`preparo mirror`: serve the local mirror of wol.jw.org and the jw-cdn APIs.

It prints the two base URLs to export so the app, the CLI and benchmarks in
other shells use the mirror instead of the real sites, then serves until
Ctrl-C. Faults can be switched at run time through /__mirror/faults.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from app.core.i18n import tr
from app.core.settings import user_language
from app.service.mirror import CONTROL_PREFIX, Fault, MirrorServer


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "mirror",
        help="serve a local mirror of wol.jw.org and jw-cdn (synthetic pages) on 127.0.0.1",
        description=(
            "Serve the project's synthetic pages at the real wol.jw.org and jw-cdn URL "
            "paths on 127.0.0.1, for tests, benchmarks and offline demos."
        ),
    )
    parser.add_argument("--port", type=int, default=8765, help="port (0: any free port)")
    parser.add_argument(
        "--latency-ms", type=int, default=0, help="add this latency to every content request"
    )
    parser.add_argument("--verbose", action="store_true", help="log every request to stderr")
    parser.set_defaults(handler=cmd_mirror)


def cmd_mirror(args: argparse.Namespace) -> int:
    language = user_language()
    if not 0 <= args.port <= 65535 or args.latency_ms < 0:
        print(tr("cli.mirror_bad_args", language), file=sys.stderr)
        return 2
    try:
        server = MirrorServer(args.port, verbose=args.verbose)
    except OSError as exc:
        print(tr("cli.mirror_cannot_listen", language, address=f"127.0.0.1:{args.port}", error=exc),
              file=sys.stderr)
        return 1
    if args.latency_ms:
        server.faults.add(Fault(pattern=".*", latency_ms=args.latency_ms))
    for name, value in server.env.items():
        print(f"export {name}={value}")
    sys.stdout.flush()
    print(tr("cli.mirror_serving", language, url=server.base_url,
             faults=f"{server.base_url}{CONTROL_PREFIX}/faults"), file=sys.stderr)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print(tr("cli.mirror_stopped", language), file=sys.stderr)
    finally:
        server.stop()
    return 0
