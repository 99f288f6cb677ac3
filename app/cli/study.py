"""`preparo answer` and `preparo check-comment`: the study helpers from the command line.

    preparo answer QUESTION PARAGRAPH [PARAGRAPH] [--language es|en|pt] [--json]
    preparo check-comment COMMENT --paragraph TEXT [--paragraph TEXT] [--scripture TEXT ...]
                          [--language es|en|pt] [--json]

With --json, one JSON object on stdout: for `answer` the paragraph(s) as
sentences, the answer sentences' indexes best first and every sentence's score;
for `check-comment` the verdict, its score and the sentence behind it. Both also
name the engine ("model", or "word-overlap" with the reason when the local NLI
model is missing or failed).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.core.i18n import tr
from app.core.models import LANGUAGES
from app.core.settings import load_settings

EXIT_USAGE = 2

# the message naming each engine in the last line of the output
ENGINE_LINE_KEYS = {"model": "cli.checked_by_model", "word-overlap": "cli.checked_by_overlap"}


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    answer = sub.add_parser(
        "answer", help="which sentences of a paragraph answer its question (es/en/pt)",
        description="Rank the sentences of a study paragraph (or two, for a '1, 2.' "
        "question) by how well they answer the question.")
    answer.add_argument("question", help="the paragraph's question, e.g. '3. ¿Por qué…?'")
    answer.add_argument("paragraph", nargs="+", help="the paragraph text (two for '1, 2.')")
    _common(answer)
    answer.set_defaults(handler=cmd_answer)
    check = sub.add_parser(
        "check-comment", help="is a comment supported by the paragraph, not in it, or "
        "contradicted by it?",
        description="Check a prepared comment against the paragraph(s) and the cited "
        "scriptures.")
    check.add_argument("comment", help="the comment you prepared")
    check.add_argument("--paragraph", action="append", required=True, metavar="TEXT",
                       help="the paragraph's text (repeat for a question over two paragraphs)")
    check.add_argument("--scripture", action="append", default=[], metavar="TEXT",
                       help="a cited scripture's text (repeat for several)")
    _common(check)
    check.set_defaults(handler=cmd_check_comment)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--language", choices=LANGUAGES, default=None,
                        help="language of the text (default: the settings' language)")
    parser.add_argument("--word-overlap", action="store_true",
                        help="do not use the NLI model: score by word overlap only")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _language(args: argparse.Namespace) -> str:
    return str(args.language or load_settings().language)


def _empty(name: str, language: str, *texts: str) -> int | None:
    """EXIT_USAGE (and the error line) when every text is blank; `name` is question,
    paragraph or comment."""
    if not any(t.strip() for t in texts):
        print(tr(f"cli.empty_{name}", language), file=sys.stderr)
        return EXIT_USAGE
    return None


def cmd_answer(args: argparse.Namespace) -> int:
    from app.service.study import answer_reason, find_answers

    language = _language(args)
    failed = (_empty("question", language, args.question)
              or _empty("paragraph", language, *args.paragraph))
    if failed:
        return failed
    ranking = find_answers(args.question, args.paragraph, language,
                           use_model=not args.word_overlap)
    if args.json:
        print(json.dumps(ranking.as_dict(), ensure_ascii=False))
        return 0
    # the answer sentences only when clear; else the note says to read all of the paragraph
    # (each sentence's score is in --json only)
    for n, index in enumerate(ranking.highlight, start=1):
        print(f"{n}. {ranking.sentences[index]}")
    if ranking.answer:  # how sure, in the sheet's words: "Answer: clear, in ¶1 (confidence 0.94)"
        where = ranking.paragraph_of[ranking.answer[0]] + 1
        sure = tr("cli.answer_confidence", language, confidence=ranking.confidence,
                  clear_at=ranking.clear_at)
        print(f"{tr('sheet.answer', language)}: "
              f"{answer_reason(where, language, clear=ranking.clear)} ({sure})")
    _engine_line(ranking.engine, ranking.note, language)
    return 0


def cmd_check_comment(args: argparse.Namespace) -> int:
    from app.service.study import check_comment, explain_comment

    language = _language(args)
    failed = (_empty("comment", language, args.comment)
              or _empty("paragraph", language, *args.paragraph))
    if failed:
        return failed
    check = check_comment(args.comment, args.paragraph, args.scripture, language,
                          use_model=not args.word_overlap)
    # the paragraphs as given are numbered from 1: "supported by ¶2" is the second one;
    # the reason says why, quoting the sentence or verse behind the verdict
    reason = explain_comment(check, language, range(1, len(args.paragraph) + 1))
    if args.json:
        record: dict[str, Any] = {**check.as_dict(), "reason": reason}
        print(json.dumps(record, ensure_ascii=False))
        return 0
    print(f"{reason} ({tr('cli.confidence', language, confidence=check.score)})")
    _engine_line(check.engine, check.note, language)
    return 0


def _engine_line(engine: str, note: str, language: str) -> None:
    key = ENGINE_LINE_KEYS.get(engine)
    line = tr(key, language) if key else engine
    print(f"({line}: {note})" if note else f"({line})")
