"""`preparo library add|import|list|search|updates`: the person's library from a script."""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
from pathlib import Path

from app.core.i18n import tr
from app.core.models import LANGUAGES
from app.core.settings import load_settings
from app.service.library import (
    Publication,
    add_issues,
    answer_library,
    check_updates,
    import_epub,
    is_whole_book,
    library_size,
    meaning_available,
    nothing_close_message,
    publications,
    search_bible,
)

_ISSUE = re.compile(r"^\d{6}$")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("library", help="publications kept on this computer: add, list, search")
    verbs = p.add_subparsers(dest="library_command", metavar="VERB", required=True)
    add = verbs.add_parser("add", help="download issues of a publication (EPUB) and index them")
    add.add_argument("pub", help="publication symbol: w (study Watchtower), mwb (workbook), "
                     "nwt (the Bible), es26 (the daily text book of 2026)...")
    add.add_argument("issues", nargs="*", metavar="ISSUE",
                     help="issue as YYYYMM, e.g. 202609 (none for nwt and esYY)")
    add.add_argument("--language", choices=LANGUAGES, default=None)
    add.set_defaults(handler=cmd_add)
    imp = verbs.add_parser("import", help="add an EPUB file you already have")
    imp.add_argument("file", type=Path)
    imp.add_argument("--language", choices=LANGUAGES, default=None)
    imp.set_defaults(handler=cmd_import)
    lst = verbs.add_parser("list", help="what the library holds and its size")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(handler=cmd_list)
    search = verbs.add_parser("search", help="search the library's paragraphs")
    search.add_argument("query")
    search.add_argument("--language", choices=LANGUAGES, default=None,
                        help="the query's language (default: the settings' language)")
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--mode", choices=("hybrid", "words", "meaning"), default="hybrid")
    search.add_argument("--across", action="store_true",
                        help="search by meaning in every language, not only --language")
    search.add_argument("--bible", action="store_true",
                        help="search the verses of the kept Bible (nwt) by words")
    search.add_argument("--json", action="store_true")
    search.set_defaults(handler=cmd_search)
    upd = verbs.add_parser("updates", help="which kept issues have changed on the site")
    upd.add_argument("--json", action="store_true")
    upd.set_defaults(handler=cmd_updates)


def _progress(step: str, done: int, total: int | None) -> None:
    shown = f"{done}/{total}" if total else str(done)
    print(f"\r{step}: {shown}", end="", file=sys.stderr, flush=True)


def cmd_add(args: argparse.Namespace) -> int:
    settings = load_settings()
    language = args.language or settings.language
    issues = args.issues
    if is_whole_book(args.pub):  # the Bible, a year's daily text book: no issues
        if issues:
            print("preparo: " + tr("library.no_issues", language, pub=args.pub),
                  file=sys.stderr)
            return 2
        issues = [""]
    elif not issues:
        print("preparo: " + tr("library.needs_issues", language, pub=args.pub),
              file=sys.stderr)
        return 2
    bad = [i for i in issues if i and not _ISSUE.match(i)]
    if bad:
        print("preparo: " + tr("library.bad_issue", language, issue=bad[0]), file=sys.stderr)
        return 2
    added = asyncio.run(add_issues(args.pub, issues, language, settings=settings,
                                   progress=_progress if sys.stderr.isatty() else None))
    for publication in added:
        print(_line(publication))
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    language = args.language or load_settings().language
    if not args.file.is_file():
        print("preparo: " + tr("library.no_file", language, path=str(args.file)),
              file=sys.stderr)
        return 2
    print(_line(asyncio.run(import_epub(args.file, language))))
    return 0


def _line(p: Publication) -> str:
    if p.verses:
        count = f"{p.verses} verses"
    elif p.days:
        count = f"{p.days} days"
    else:
        count = f"{p.documents} documents\t{p.paragraphs} paragraphs"
    return f"{p.pub}\t{p.issue or '-'}\t{p.language}\t{p.title}\t{count}\t{p.size} bytes"


def cmd_list(args: argparse.Namespace) -> int:
    kept = publications()
    size = library_size()
    if args.json:
        print(json.dumps({"publications": [p.model_dump() for p in kept], "bytes": size},
                         ensure_ascii=False))
        return 0
    for publication in kept:
        print(_line(publication))
    print(tr("library.total", load_settings().language, count=len(kept),
             megabytes=f"{size / 1e6:.1f}"))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    settings = load_settings()
    language = args.language or settings.language
    if args.bible:
        verses = search_bible(args.query, language, limit=args.limit)
        if args.json:
            print(json.dumps({"hits": [v.model_dump() for v in verses]}, ensure_ascii=False))
            return 0
        if not verses:
            print(tr("library.no_hits", language, query=args.query))
        for v in verses:
            print(f"{v.reference}\t{v.text}\n  {v.url}")
        return 0
    found = answer_library(args.query, language, limit=args.limit, mode=args.mode,
                           across=args.across)
    meaning = args.mode != "words" and meaning_available()
    if args.json:
        print(json.dumps({"hits": [h.model_dump() for h in found.hits], "meaning": meaning,
                          "nothing_close": found.nothing_close,
                          "searched": found.searched.model_dump()}, ensure_ascii=False))
        return 0
    if args.mode != "words" and not meaning:
        print(tr("library.words_only", language), file=sys.stderr)
    if found.nothing_close:
        print(nothing_close_message(args.query, found.searched, language))
    for hit in found.hits:
        print(f"{hit.score:.4f}\t{hit.title}\t{hit.url}\n\t{hit.text[:160]}")
    return 0


def cmd_updates(args: argparse.Namespace) -> int:
    changed = asyncio.run(check_updates(load_settings()))
    if args.json:
        print(json.dumps({"updates": [p.model_dump() for p in changed]}, ensure_ascii=False))
        return 0
    for publication in changed:
        print(_line(publication))
    return 0
