"""Entry point: `preparo` with no arguments starts the desktop app; otherwise the CLI."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def _start_desktop(argv: list[str]) -> int:
    # onnxruntime first: on Windows, loading Qt's MSVC runtime before onnxruntime's
    # DLLs can fail with "DLL initialization routine failed".
    import onnxruntime  # noqa: F401

    from app.ui.application import run_app

    return run_app(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return _start_desktop(args)
    if args[0] == "--selftest":
        import onnxruntime  # noqa: F401

        from app.ui.selftest import selftest

        return selftest(args[1:])
    from app.cli import main as cli_main

    return cli_main(args)


if __name__ == "__main__":
    sys.exit(main())
