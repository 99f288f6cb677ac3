"""Entry point: `preparo` with no arguments starts the desktop app; otherwise the CLI."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

# What a process killed by SIGPIPE reports (128 + 13): what `head` expects of a writer.
EXIT_BROKEN_PIPE = 141


def _load_onnxruntime_first() -> None:
    """On Windows, loading Qt's MSVC runtime before onnxruntime's DLLs can fail with
    "DLL initialization routine failed": there, onnxruntime is loaded before Qt (at a
    cost to start-up). Elsewhere it loads later, off the UI thread, when first needed."""
    if sys.platform == "win32":
        import onnxruntime  # noqa: F401


def _start_desktop(argv: list[str]) -> int:
    _load_onnxruntime_first()
    from app.ui.application import run_app

    return run_app(argv)


def _run_cli(args: list[str]) -> int:
    from app.cli import main as cli_main

    try:
        code = cli_main(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (`preparo runs | head -1`): stop quietly. Point stdout
        # at /dev/null so the interpreter's last flush does not fail a second time.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return EXIT_BROKEN_PIPE
    return code


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return _start_desktop(args)
    if args[0] == "--selftest":
        _load_onnxruntime_first()
        from app.ui.selftest import selftest

        return selftest(args[1:])
    return _run_cli(args)


if __name__ == "__main__":
    sys.exit(main())
