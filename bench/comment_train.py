"""The app's comment checker on the comment-check TRAINING data (bench/data/comment_train).

Run: nice -n 19 .venv/bin/python -m bench.comment_train [--json] [--language es|en|pt]
     [--list-misses] [--no-model]

Each labelled comment goes through `app.service.study.check_comment` (what `preparo
check-comment` calls) with its paragraph and its cited verses' texts. Per language it
prints the 3-way accuracy, the recall of each class, the accuracy per contradiction
kind (wrong person, reversed cause, "never" against "sometimes", …) and per supported
kind (a retelling of the paragraph, or a cited verse's idea), the confusion, the time
and the CPU.

This is training data: a checker fitted or calibrated on it will score well here, so
read these figures as a baseline before fitting (or as a training figure after it),
never as a test result. Test figures come from `bench.heldout`. Nothing here reads
the held-out set.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from app.service.study import check_comment
from bench.heldout import CommentResult, comment_summary, cpu, cpu_line, fmt

FOLDER = Path(__file__).with_name("data") / "comment_train"
LANGUAGES = ("es", "en", "pt")


def records(language: str) -> list[dict[str, Any]]:
    """The language's labelled comments, each with its paragraph texts (one string a
    paragraph) and the batch it came from."""
    out = []
    for path in sorted(FOLDER.glob(f"{language}_*.json")):
        data = json.loads(path.read_text("utf-8"))
        paragraphs = {p["id"]: p for p in data["paragraphs"]}
        for rec in data["comments"]:
            para = paragraphs[rec["paragraph"]]
            out.append({**rec, "batch": data["batch"],
                        "texts": [" ".join(p) for p in para["paragraphs"]]})
    return out


def run(items: list[dict[str, Any]], language: str, *, use_model: bool) -> list[CommentResult]:
    out = []
    for item in items:
        check = check_comment(item["comment"], item["texts"], item["scriptures"], language,
                              use_model=use_model)
        out.append(CommentResult(item["id"], item["verdict"], item["kind"], check.verdict,
                                 check.engine, check.note))
    return out


def kind_accuracy(results: list[CommentResult], verdict: str) -> dict[str, Any]:
    kinds = sorted({r.kind for r in results if r.gold == verdict})
    return {k: {"hits": sum(r.verdict == r.gold for r in results if r.kind == k),
                "total": sum(r.kind == k for r in results)} for k in kinds}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.comment_train", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--language", choices=LANGUAGES, action="append",
                        help="only these languages (repeatable; default: all three)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--list-misses", action="store_true",
                        help="also list the comments the checker gets wrong")
    parser.add_argument("--no-model", action="store_true",
                        help="the word-overlap fallback only (no NLI model)")
    args = parser.parse_args(argv)
    report: dict[str, Any] = {"cpu": cpu(), "languages": {}}
    misses: list[str] = []
    for language in tuple(args.language or LANGUAGES):
        items = records(language)
        start = time.perf_counter()
        results = run(items, language, use_model=not args.no_model)
        seconds = time.perf_counter() - start
        summary = comment_summary(results)
        for verdict in ("supported", "contradicted"):
            for kind, cell in kind_accuracy(results, verdict).items():
                cell["rate"] = round(cell["hits"] / cell["total"], 3)
                summary.setdefault("kinds", {})[kind] = cell
        report["languages"][language] = {
            **summary, "comments": len(items), "seconds": round(seconds, 2),
            "ms_per_comment": round(1000 * seconds / len(items), 1) if items else None}
        text = {i["id"]: i["comment"] for i in items}
        misses += [f"{r.id} [{r.kind}] {r.gold} -> {r.verdict}: {text[r.id]}"
                   for r in results if r.verdict != r.gold]
    if args.json:
        if args.list_misses:
            report["misses"] = misses
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return 0
    print(cpu_line(report["cpu"]))
    for language, r in report["languages"].items():
        print(f"== {language}: {r['comments']} comments, {r['seconds']} s "
              f"({r['ms_per_comment']} ms each), engines {r['engines']}")
        print(f"accuracy {fmt(r['accuracy'])}; recall "
              + ", ".join(f"{v} {fmt(cell)}" for v, cell in r["recall"].items()))
        print("by kind: " + ", ".join(f"{k} {fmt(cell)}" for k, cell in r["kinds"].items()))
        print("confusion (gold: predicted): " + "; ".join(
            f"{g}: {p}" for g, p in r["confusion"].items()))
        for note in r["notes"]:
            print(f"note: {note}")
    if args.list_misses:
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
