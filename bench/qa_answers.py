"""Answer ranking and its "clear" confidence on the QA answer-sentence data.

Run: .venv/bin/python -m bench.qa_answers [--json]
     .venv/bin/python -m bench.qa_answers --calibrate [--write]

The data: /work/shared/data/qa (or $PREPARO_QA_DATA), train_*/dev_*.jsonl.gz, one
question, its paragraph as sentences and the answer sentence indices per record (see
its README for the sources and licences). The app's ranking (app.study.answers, with
the shipped tuning, word overlap: the model has no weight) ranks each record's
sentences as given; a record is a hit when the top sentence is an answer sentence.

Prints per language and split: top-1, the share the confidence calls clear and the
precision of those. `--calibrate` fits the confidence's logistic model
(app.study.answers.CONFIDENCE_FEATURES) on the train files, then chooses the "clear"
threshold on the dev files: the lowest at which the clear answers are right at least
90% of the time in every language, and on the dev split of bench/data as well.
`--write` stores both in tuning.json (answer_confidence_overlap and _model). The
held-out set (tests/data/heldout) is never read here.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from app.study import answers as answer_engine
from app.study.selector import AnswerSelector, load_selector
from app.study.tuning import TUNING_FILE, AnswerConfidence, AnswerWeights, load_tuning

QA = Path(os.environ.get("PREPARO_QA_DATA", "/work/shared/data/qa"))
LANGUAGES = ("es", "en", "pt")
PRECISION = 0.9


@dataclass
class Row:
    language: str
    split: str
    x: list[float]  # the confidence features of the top sentence
    hit: bool  # the top sentence is an answer sentence


def records(split: str, language: str) -> list[dict[str, Any]]:
    path = QA / f"{split}_{language}.jsonl.gz"
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


SELECTOR: AnswerSelector | None = None  # the learned selector, with --selector learned


def row_of(record: dict[str, Any], split: str, weights: AnswerWeights) -> Row:
    sentences: list[str] = record["sentences"]
    features = answer_engine.part_features(record["question"], sentences, None, record["lang"])
    scores = answer_engine.part_scores(record["question"], sentences, features, weights,
                                       record["lang"], SELECTOR)
    part = answer_engine.QuestionPart("", record["question"], scores=scores)
    part.answer = answer_engine.select(part.scores, weights)
    x = answer_engine.confidence_features(part, features)
    hit = bool(part.answer) and part.answer[0] in record["answer"]
    return Row(record["lang"], split, x, hit)


def qa_rows(split: str, weights: AnswerWeights) -> list[Row]:
    return [row_of(r, split, weights) for lang in LANGUAGES for r in records(split, lang)]


def own_dev_rows(weights: AnswerWeights) -> list[Row]:
    """The dev split of bench/data (our own labelled paragraphs), word overlap."""
    from bench.answers import answer_cases, confidence_rows

    cases, _, _ = answer_cases("word-overlap")
    return [Row("own", "dev", x, hit) for case, x, hit in confidence_rows(cases, weights)
            if case.split == "dev"]


def fit(rows: list[Row], l2: float = 0.01) -> tuple[list[float], float]:
    """Logistic regression: is the top sentence an answer sentence?"""
    x = np.array([r.x for r in rows], dtype=np.float64)
    y = np.array([float(r.hit) for r in rows])
    w = np.zeros(x.shape[1])
    b = 0.0
    for _ in range(6000):
        p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
        grad = p - y
        w -= 0.5 * (x.T @ grad / len(y) + l2 * w)
        b -= 0.5 * float(grad.mean())
    return [round(float(v), 4) for v in w], round(b, 4)


def groups(rows: list[Row]) -> dict[str, list[Row]]:
    out: dict[str, list[Row]] = {}
    for r in rows:
        out.setdefault(r.language, []).append(r)
    return out


def precision_at(rows: list[Row], c: AnswerConfidence, t: float) -> tuple[int, int]:
    clear = [r.hit for r in rows if answer_engine.answer_confidence(r.x, c) >= t]
    return sum(clear), len(clear)


def choose_threshold(dev: list[Row], c: AnswerConfidence) -> float:
    """The lowest threshold (steps of 0.01) at which every dev group's clear answers
    are right at least PRECISION of the time (a group with no clear answer passes)."""
    by = groups(dev)
    for step in range(50, 100):
        t = step / 100
        ok = True
        for rows in by.values():
            right, n = precision_at(rows, c, t)
            if n and right / n < PRECISION:
                ok = False
                break
        if ok:
            return t
    return 0.99


def report(rows: list[Row], c: AnswerConfidence) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for name, mine in groups(rows).items():
        right, n = precision_at(mine, c, c.clear)
        out[name] = {
            "records": len(mine),
            "top1": round(sum(r.hit for r in mine) / len(mine), 3),
            "clear": n, "clear_share": round(n / len(mine), 3),
            "clear_precision": round(right / n, 3) if n else None,
        }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calibrate", action="store_true")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--selector", choices=("weighted", "learned"), default="weighted",
                    help="the ranking to measure and calibrate (default: weighted)")
    args = ap.parse_args(argv)
    global SELECTOR
    tuning = load_tuning()
    weights = tuning.answers_overlap
    sure = tuning.answer_confidence_overlap
    if args.selector == "learned":
        SELECTOR = load_selector()
        sure = tuning.answer_confidence_learned
    dev = qa_rows("dev", weights)
    own = own_dev_rows(weights) if SELECTOR is None else []
    if args.calibrate:
        w, b = fit(qa_rows("train", weights))
        sure = AnswerConfidence(weights=w, bias=b)
        sure = sure.model_copy(update={"clear": choose_threshold(dev + own, sure)})
    result = {"confidence": sure.model_dump(), "dev": report(dev + own, sure)}
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
    else:
        print(f"confidence: {sure.model_dump()}")
        for name, r in result["dev"].items():
            prec = "-" if r["clear_precision"] is None else f"{r['clear_precision']:.3f}"
            print(f"dev {name:3}: {r['records']:5} records, top-1 {r['top1']:.3f}, "
                  f"clear {r['clear']} ({r['clear_share']:.1%}), clear precision {prec}")
    if args.calibrate and args.write:
        data = json.loads(TUNING_FILE.read_text("utf-8"))
        if SELECTOR is not None:
            data["answer_confidence_learned"] = sure.model_dump()
        else:
            data["answer_confidence_overlap"] = sure.model_dump()
            data["answer_confidence_model"] = sure.model_dump()
        from app.core.atomic import write_text_atomic

        write_text_atomic(TUNING_FILE, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        print(f"written: {TUNING_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
