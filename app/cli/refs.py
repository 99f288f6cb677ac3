"""`preparo refs TEXT`: find the Bible references in a text and link them to wol."""

from __future__ import annotations

import argparse
import json

from app.core.models import LANGUAGES
from app.core.settings import load_settings
from app.service.study import find_references


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "refs", help="find Bible references in a text (es/en/pt) and print them with wol links"
    )
    p.add_argument("text", nargs="+", help="the text to read (several words are joined)")
    p.add_argument(
        "--language",
        choices=LANGUAGES,
        default=None,
        help="language of the text: breaks ties between languages and sets the output "
        "language (default: the settings' language)",
    )
    p.add_argument(
        "--json", action="store_true", help="print a JSON list, one object per reference"
    )
    p.set_defaults(handler=cmd_refs)


def cmd_refs(args: argparse.Namespace) -> int:
    settings = load_settings()
    language = args.language or settings.language
    refs = find_references(" ".join(args.text), args.language)
    if args.json:
        print(json.dumps([r.as_dict(language, settings.wol_url) for r in refs], ensure_ascii=False))
        return 0
    for ref in refs:
        print(f"{ref.display(language)}\t{ref.wol_url(settings.wol_url, language)}")
    return 0
