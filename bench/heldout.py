"""The app's CURRENT answer selector and comment checker on the held-out study set.

Run: .venv/bin/python -m bench.heldout [--json] [--language es|en|pt] [--list-misses]

The set is tests/data/heldout/ (see its README.md): study paragraphs with
printed-style questions and labelled comments in es, en and pt, written for the
set and never tuned on. Nothing here fits or chooses anything: it reports.

Answers go through `app.service.study.find_answers` (what `preparo answer` calls);
comments through `app.service.study.check_comment` (what `preparo check-comment`
calls). Per language it prints:

- answers top-1: a question is right when, for each of its parts ("a) … b) …" or
  "…, and …?"), the part's top sentence is one of that part's gold sentences (a
  part the app does not find is wrong);
- the highlight: how often the app highlights a sentence at all (the sheet, the
  window and `preparo answer` highlight the top pick only when it is called clear:
  `AnswerRanking.highlight`), how often the ranking is called clear ("clear, in ¶N")
  rather than "read the whole paragraph", and how many of the clear ones are
  right (precision);
- how often an introduction ("In this article we will see…") is the top pick;
- the word-overlap baseline: each part's top sentence is the one that holds most
  of the part's content words (light stems, app.core.text.content_stems), the
  earlier on a tie; and chance: the expected top-1 of a sentence drawn at random
  for each part (the set's distractors share the question's words on purpose, so
  word overlap can fall below chance);
- comments: 3-way accuracy, recall per class (supported, unsupported,
  contradicted), for the app as it runs and for its word-overlap fallback
  (`--word-overlap`, no model);
- the engine that decided (model or word overlap, and the app's note why), the
  time taken, and the CPU it ran on (model name, avx2 and avx512_vnni flags).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.text import content_stems, split_sentences
from app.service.study import check_comment, find_answers
from app.study.answers import question_parts

HELDOUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "heldout"
LANGUAGES = ("es", "en", "pt")
VERDICTS = ("supported", "unsupported", "contradicted")


def load(kind: str, language: str) -> list[dict[str, Any]]:
    """The set's records of one kind ("answers" or "comments") in one language."""
    path = HELDOUT / f"{kind}_{language}.jsonl"
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def cpu_line(c: dict[str, Any]) -> str:
    """The CPU a report ran on (`cpu()`), as one printed line."""
    return (f"CPU: {c['model']} ({c['cores']} logical), avx2 {'yes' if c['avx2'] else 'no'}, "
            f"avx512_vnni {'yes' if c['avx512_vnni'] else 'no'}")


def cpu() -> dict[str, Any]:
    """The CPU's model name and whether it has the flags the int8 kernels use."""
    try:
        text = Path("/proc/cpuinfo").read_text("utf-8", errors="replace")
    except OSError as exc:
        return {"model": f"unknown ({exc})", "avx2": None, "avx512_vnni": None, "cores": None}
    model, flags, cores = "", set[str](), 0
    for line in text.splitlines():
        key, _, value = line.partition(":")
        key = key.strip()
        if key == "model name":
            model = model or value.strip()
            cores += 1
        elif key == "flags" and not flags:
            flags = set(value.split())
    return {"model": model or "unknown", "avx2": "avx2" in flags,
            "avx512_vnni": "avx512_vnni" in flags, "cores": cores}


def overlap_pick(part: str, sentences: Sequence[str], language: str) -> int:
    """The baseline: the sentence holding most of the part's content stems (first on ties)."""
    asked = set(content_stems(part, language))
    counts = [len(asked & set(content_stems(s, language))) for s in sentences]
    return max(range(len(sentences)), key=lambda i: (counts[i], -i))


@dataclass
class AnswerResult:
    id: str
    kind: str
    right: bool
    highlighted: bool
    clear: bool
    intro_top: bool
    baseline_right: bool
    chance: float  # the expected top-1 of a random pick per part
    engine: str
    note: str
    picks: list[int] = field(default_factory=list)
    gold: list[list[int]] = field(default_factory=list)


def run_answers(items: list[dict[str, Any]], language: str) -> list[AnswerResult]:
    out = []
    for item in items:
        sentences = split_sentences(item["paragraph"])
        if sentences != item["sentences"]:
            raise SystemExit(f"{item['id']}: the app splits the paragraph differently from "
                             f"the set's gold; fix the set (tests/study/test_heldout_set.py)")
        ranking = find_answers(item["question"], [item["paragraph"]], language)
        gold: list[list[int]] = item["gold"]
        picks = [part.answer[0] if part.answer else -1 for part in ranking.parts]
        right = len(picks) >= len(gold) and all(
            picks[k] in part_gold for k, part_gold in enumerate(gold))
        parts = question_parts(item["question"])
        baseline = [overlap_pick(text, sentences, language) for _, text in parts]
        baseline_right = len(baseline) >= len(gold) and all(
            baseline[k] in part_gold for k, part_gold in enumerate(gold))
        out.append(AnswerResult(
            id=item["id"], kind=item["kind"], right=right, highlighted=bool(ranking.highlight),
            clear=ranking.clear,
            intro_top=bool(ranking.answer) and ranking.answer[0] in item["intro"],
            baseline_right=baseline_right,
            chance=math.prod(len(g) / len(sentences) for g in gold),
            engine=ranking.engine, note=ranking.note,
            picks=picks, gold=gold))
    return out


@dataclass
class CommentResult:
    id: str
    gold: str
    kind: str
    verdict: str
    engine: str
    note: str


def run_comments(items: list[dict[str, Any]], paragraphs: dict[str, str], language: str,
                 *, use_model: bool) -> list[CommentResult]:
    out = []
    for item in items:
        check = check_comment(item["comment"], [paragraphs[item["paragraph"]]],
                              item.get("scriptures", []), language, use_model=use_model)
        out.append(CommentResult(item["id"], item["verdict"], item["kind"], check.verdict,
                                 check.engine, check.note))
    return out


def share(hits: int, total: int) -> dict[str, Any]:
    return {"hits": hits, "total": total, "rate": round(hits / total, 3) if total else None}


def answer_summary(results: list[AnswerResult]) -> dict[str, Any]:
    clear = [r for r in results if r.clear]
    kinds = sorted({r.kind for r in results})
    return {
        "top1": share(sum(r.right for r in results), len(results)),
        "top1_by_kind": {k: share(sum(r.right for r in results if r.kind == k),
                                  sum(r.kind == k for r in results)) for k in kinds},
        "highlighted": share(sum(r.highlighted for r in results), len(results)),
        "highlight_shown": share(len(clear), len(results)),
        "highlight_precision": share(sum(r.right for r in clear), len(clear)),
        "intro_top": share(sum(r.intro_top for r in results), len(results)),
        "overlap_baseline_top1": share(sum(r.baseline_right for r in results), len(results)),
        "chance_top1": round(sum(r.chance for r in results) / len(results), 3)
        if results else None,
        "engines": dict(Counter(r.engine for r in results)),
        "notes": sorted({r.note for r in results if r.note}),
    }


def comment_summary(results: list[CommentResult]) -> dict[str, Any]:
    return {
        "accuracy": share(sum(r.verdict == r.gold for r in results), len(results)),
        "recall": {v: share(sum(r.verdict == v for r in results if r.gold == v),
                            sum(r.gold == v for r in results)) for v in VERDICTS},
        "contradiction_kinds": {
            k: share(sum(r.verdict == r.gold for r in results if r.kind == k),
                     sum(r.kind == k for r in results))
            for k in sorted({r.kind for r in results if r.gold == "contradicted"})},
        "confusion": {g: dict(Counter(r.verdict for r in results if r.gold == g))
                      for g in VERDICTS},
        "engines": dict(Counter(r.engine for r in results)),
        "notes": sorted({r.note for r in results if r.note}),
    }


def fmt(cell: dict[str, Any]) -> str:
    if not cell["total"]:
        return "-"
    return f"{cell['rate']:.2f} ({cell['hits']}/{cell['total']})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.heldout", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--language", choices=LANGUAGES, action="append",
                        help="only these languages (repeatable; default: all three)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--list-misses", action="store_true",
                        help="also list the questions and comments the app gets wrong")
    args = parser.parse_args(argv)
    languages = tuple(args.language or LANGUAGES)
    report: dict[str, Any] = {"cpu": cpu(), "languages": {}}
    misses: list[str] = []
    for language in languages:
        answers = load("answers", language)
        comments = load("comments", language)
        paragraphs = {item["id"]: item["paragraph"] for item in answers}
        start = time.perf_counter()
        a_results = run_answers(answers, language)
        a_seconds = time.perf_counter() - start
        start = time.perf_counter()
        c_results = run_comments(comments, paragraphs, language, use_model=True)
        c_seconds = time.perf_counter() - start
        c_overlap = run_comments(comments, paragraphs, language, use_model=False)
        report["languages"][language] = {
            "answers": {**answer_summary(a_results), "seconds": round(a_seconds, 2)},
            "comments": {**comment_summary(c_results), "seconds": round(c_seconds, 2)},
            "comments_overlap_baseline": comment_summary(c_overlap),
        }
        misses += [f"answer  {r.id} [{r.kind}] picked {r.picks}, gold {r.gold}"
                   for r in a_results if not r.right]
        misses += [f"comment {r.id} [{r.kind}] {r.gold} -> {r.verdict}"
                   for r in c_results if r.verdict != r.gold]
    if args.json:
        if args.list_misses:
            report["misses"] = misses
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return 0
    print(cpu_line(report["cpu"]))
    for language, r in report["languages"].items():
        a, cm, cb = r["answers"], r["comments"], r["comments_overlap_baseline"]
        print(f"== {language}")
        print(f"answers  top-1 {fmt(a['top1'])}; word-overlap baseline "
              f"{fmt(a['overlap_baseline_top1'])}; chance {a['chance_top1']:.2f}; by kind: "
              + ", ".join(f"{k} {fmt(v)}" for k, v in a["top1_by_kind"].items()))
        print(f"         any highlight {fmt(a['highlighted'])}; called clear "
              f"{fmt(a['highlight_shown'])}, precision "
              f"{fmt(a['highlight_precision'])}; introduction picked "
              f"{fmt(a['intro_top'])}; engine {a['engines']} in {a['seconds']:.1f} s")
        for note in a["notes"]:
            print(f"         note: {note}")
        for label, s in (("comments", cm), ("  overlap", cb)):
            recall = ", ".join(f"{v} {fmt(x)}" for v, x in s["recall"].items())
            print(f"{label} 3-way {fmt(s['accuracy'])}; recall: {recall}; engine {s['engines']}")
        print("         contradictions caught by kind: " + ", ".join(
            f"{k} {fmt(v)}" for k, v in cm["contradiction_kinds"].items()))
        print(f"         confusion (gold -> verdicts): {cm['confusion']}")
        for note in cm["notes"]:
            print(f"         note: {note}")
    if args.list_misses:
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
