"""`preparo parse FILE --kind ...`: run a page parser on a saved page (debugging aid)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.core.settings import user_language
from app.service.pages import MAX_PAGE_BYTES, PAGE_KINDS, parse_page


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "parse", help="parse a saved wol.jw.org page and print what was found"
    )
    p.add_argument("file", help="path of the saved HTML page (or '-' for stdin)")
    p.add_argument("--kind", required=True, choices=PAGE_KINDS, help="the kind of page")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--strict", action="store_true",
                   help="fail when the page lacks the structure the parser expects")
    p.set_defaults(handler=cmd_parse)


def cmd_parse(args: argparse.Namespace) -> int:
    language = user_language()
    try:
        if args.file == "-":
            data = sys.stdin.buffer.read(MAX_PAGE_BYTES + 1)
        else:
            with Path(args.file).open("rb") as handle:
                data = handle.read(MAX_PAGE_BYTES + 1)
    except OSError as exc:
        print(tr("cli.read_failed", language, path=args.file, error=exc.strerror or exc),
              file=sys.stderr)
        return 2
    if len(data) > MAX_PAGE_BYTES:
        print(tr("cli.parse_too_large", language, path=args.file,
                 megabytes=MAX_PAGE_BYTES // (1024 * 1024)), file=sys.stderr)
        return 2
    try:
        result = parse_page(args.kind, data, strict=args.strict, language=language)
    except SourceChanged as exc:
        print(str(exc), file=sys.stderr)
        return 1
    payload = result.model_dump(mode="json")
    if args.json:
        print(json.dumps(payload, ensure_ascii=False, indent=2))
    else:
        print(_summary(args.kind, payload))
    for warning in payload.get("warnings", []):
        print(tr("cli.warning", language, problem=warning), file=sys.stderr)
    return 0


def _summary(kind: str, data: dict[str, object]) -> str:
    lines = [f"{kind}:"]
    for key, value in data.items():
        if key == "warnings":
            continue
        if isinstance(value, list):
            lines.append(f"  {key}: {len(value)}")
            for item in value[:3]:
                lines.append(f"    - {json.dumps(item, ensure_ascii=False)[:160]}")
        else:
            lines.append(f"  {key}: {value}")
    return "\n".join(lines)
