"""Answer highlighting and comment checking against the hand-labelled sets in bench/data/.

Run: .venv/bin/python -m bench.answers [--engine model|word-overlap|both] [--json]
     .venv/bin/python -m bench.answers --tune [--write]   # re-tune on the dev split

Also: the highlighted answer's confidence (a logistic model over the ranking; see
app.study.answers.answer_confidence, calibrated on the QA data by
`python -m bench.qa_answers --calibrate`): how many answers it calls clear and how
many of those, and of the others, are right.

Prints, per engine and language, on the development split (the weights were tuned
on it) and on the held-out split (never tuned on): answer top-1 accuracy (each part
of an "a) … b) …" question counts once: is the first sentence ranked for that part
one of its gold sentences?) and comment 3-way accuracy (supported / unsupported /
contradicted), plus the pairs the model scored and the time it took; comments are
checked one at a time, as the app does, for the median time of one check and the
pairs scored per comment. `--split dev` prints the dev figures alone (to choose
features without seeing the held-out ones); `--tune` re-tunes the answer weights (the
comment classifier is fitted by `python -m bench.comment_calibration --write`).

The split: items whose number is a multiple of 3 (es03, en06, …) are held out; a
comment goes with its paragraph.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from app.nli.engine import MODEL, WORD_OVERLAP, resolve_scorer, score_pairs
from app.study import answers as answer_engine
from app.study import comments as comment_engine
from app.study.evidence import Features
from app.study.tuning import (
    TUNING_FILE,
    VERDICTS,
    AnswerConfidence,
    AnswerWeights,
    CommentClassifier,
    Tuning,
    load_tuning,
)

DATA = Path(__file__).with_name("data")
LANGUAGES = ("es", "en", "pt")


def split_of(item_id: str) -> str:
    return "test" if int(item_id[2:]) % 3 == 0 else "dev"


def answer_items() -> list[dict[str, Any]]:
    out = []
    for lang in LANGUAGES:
        for item in json.loads((DATA / "answers" / f"{lang}.json").read_text("utf-8")):
            out.append({**item, "language": lang, "split": split_of(item["id"])})
    return out


def comment_items() -> list[dict[str, Any]]:
    paragraphs = {item["id"]: item for item in answer_items()}
    out = []
    for lang in LANGUAGES:
        for n, item in enumerate(
            json.loads((DATA / "comments" / f"{lang}.json").read_text("utf-8")), start=1
        ):
            source = paragraphs[item["paragraph"]]
            out.append({**item, "id": f"{lang}c{n:02d}", "language": lang,
                        "split": source["split"],
                        "paragraphs": [" ".join(p) for p in source["paragraphs"]],
                        "sentences": [s for p in source["paragraphs"] for s in p]})
    return out


@dataclass
class AnswerCase:
    language: str
    split: str
    gold: list[list[int]]
    features: list[list[answer_engine.Features]]  # per detected part


def answer_cases(engine_name: str) -> tuple[list[AnswerCase], int, float]:
    """Every labelled question with its sentences' features; pairs scored and seconds."""
    items = answer_items()
    engine = resolve_scorer(None, use_model=engine_name == MODEL)
    if engine.name != engine_name:
        raise SystemExit(f"engine {engine_name} unavailable: {engine.note}")
    jobs = [answer_engine.prepare(it["question"], [" ".join(p) for p in it["paragraphs"]])
            for it in items]
    pairs = [pair for job in jobs for pair in answer_engine.pairs_of(job)]
    start = time.perf_counter()
    scored = score_pairs(engine, pairs)
    seconds = time.perf_counter() - start
    cases, cursor = [], 0
    for item, job in zip(items, jobs, strict=True):
        features = []
        for part in job.parts:
            entail = None
            if scored is not None:
                entail = [s["entailment"] for s in scored[cursor : cursor + len(job.sentences)]]
            cursor += len(job.sentences)
            features.append(answer_engine.part_features(
                part.text, job.sentences, entail, item["language"]))
        cases.append(AnswerCase(item["language"], item["split"], item["gold"], features))
    return cases, (len(pairs) if scored is not None else 0), seconds


def answer_hits(case: AnswerCase, weights: AnswerWeights) -> tuple[int, int]:
    parts = [answer_engine.QuestionPart("", "", scores=answer_engine.combine(f, weights))
             for f in case.features]
    answer_engine.separate_parts(parts, weights)
    hits = 0
    for k, gold in enumerate(case.gold):
        if k < len(parts):
            hits += bool(parts[k].answer) and parts[k].answer[0] in gold
    return hits, len(case.gold)


def answer_accuracy(cases: Iterable[AnswerCase], weights: AnswerWeights) -> tuple[int, int]:
    hits = total = 0
    for case in cases:
        h, t = answer_hits(case, weights)
        hits, total = hits + h, total + t
    return hits, total


def confidence_rows(cases: Iterable[AnswerCase],
                    weights: AnswerWeights) -> list[tuple[AnswerCase, list[float], bool]]:
    """Each labelled question part: its confidence features and whether its top
    sentence is gold."""
    rows = []
    for case in cases:
        parts = [answer_engine.QuestionPart("", "", scores=answer_engine.combine(f, weights))
                 for f in case.features]
        answer_engine.separate_parts(parts, weights)
        for k, gold in enumerate(case.gold):
            if k < len(parts):
                x = answer_engine.confidence_features(parts[k], case.features[k])
                rows.append((case, x, bool(parts[k].answer) and parts[k].answer[0] in gold))
    return rows


def confidence_report(rows: list[tuple[AnswerCase, list[float], bool]],
                      c: AnswerConfidence) -> dict[str, dict[str, Any]]:
    """Per split: how many answers are called clear and how many of those (and of the
    others) are right."""
    out: dict[str, dict[str, Any]] = {}
    for split in ("dev", "test"):
        mine = [(answer_engine.answer_confidence(x, c) >= c.clear, hit)
                for case, x, hit in rows if case.split == split]
        clear = [hit for is_clear, hit in mine if is_clear]
        unsure = [hit for is_clear, hit in mine if not is_clear]
        out[split] = {
            "answers": len(mine), "clear": len(clear), "clear_right": sum(clear),
            "unsure": len(unsure), "unsure_right": sum(unsure)}
    return out


WEIGHT_STEPS = (-0.5, -0.25, 0.0, 0.25, 0.5, 1.0)
# Where a sentence stands may only nudge the ranking: our own paragraphs should not
# teach it that answers are never first.
PLACE_STEPS = (-0.2, -0.1, -0.05, 0.0, 0.05, 0.1)


def tune_answers(cases: list[AnswerCase], base: AnswerWeights, with_model: bool) -> AnswerWeights:
    """Coordinate ascent on the dev split: each weight in turn takes the value of
    WEIGHT_STEPS that answers most dev questions (ties keep the current value).

    With the model, the weights that use it are kept only when they answer more dev
    questions than the best weights without it: a model that merely ties costs time in
    every Prepare Sunday and is not shown to help (the app then skips it and says so)."""
    dev = [c for c in cases if c.split == "dev"]
    if with_model:
        plain = _ascend(dev, base, with_model=False)
        weighted = _ascend(dev, base, with_model=True)
        if answer_accuracy(dev, weighted)[0] > answer_accuracy(dev, plain)[0]:
            return weighted
        return plain
    return _ascend(dev, base, with_model=False)


def _ascend(dev: list[AnswerCase], base: AnswerWeights, with_model: bool) -> AnswerWeights:
    best = base.model_copy(update={"overlap": 1.0})
    if not with_model:
        best = best.model_copy(update={"model": 0.0})
    best_hits, _ = answer_accuracy(dev, best)
    names = [n for n in answer_engine.FEATURES if n != "overlap" and (with_model or n != "model")]
    for _ in range(4):
        changed = False
        for name in names:
            for value in (PLACE_STEPS if name in ("position", "first") else WEIGHT_STEPS):
                trial = best.model_copy(update={name: value})
                hits, _ = answer_accuracy(dev, trial)
                if hits > best_hits:
                    best, best_hits, changed = trial, hits, True
        if not changed:
            break
    return best


@dataclass
class CommentCase:
    language: str
    split: str
    gold: str
    features: Features
    paragraph: str = ""  # the labelled paragraph's id (cross-validation keeps it whole)
    pairs: int = 0  # pairs the model scored for this comment
    seconds: float = 0.0  # the check's time: scoring its pairs and summing them up


def comment_cases(engine_name: str) -> tuple[list[CommentCase], int, float]:
    """Every labelled comment with its features, checked one at a time as the app does
    (so each case's `seconds` is one check's time); pairs scored and seconds in all."""
    items = comment_items()
    engine = resolve_scorer(None, use_model=engine_name == MODEL)
    if engine.name != engine_name:
        raise SystemExit(f"engine {engine_name} unavailable: {engine.note}")
    cases = []
    for item in items:
        start = time.perf_counter()
        job = comment_engine.prepare(item["comment"], item["paragraphs"],
                                     item.get("scriptures", []), item["language"])
        pairs = comment_engine.pairs_of(job)
        scored = score_pairs(engine, pairs)
        features = comment_engine.features_of(job, scored)
        seconds = time.perf_counter() - start
        cases.append(CommentCase(item["language"], item["split"], item["verdict"], features,
                                 item["paragraph"], len(pairs) if scored is not None else 0,
                                 seconds))
    return cases, sum(c.pairs for c in cases), sum(c.seconds for c in cases)


def comment_accuracy(cases: Iterable[CommentCase], c: CommentClassifier) -> tuple[int, int]:
    hits = total = 0
    for case in cases:
        p = c.probabilities(case.features.values)
        hits += max(VERDICTS, key=lambda v, p=p: p[v]) == case.gold  # type: ignore[misc]
        total += 1
    return hits, total


def _fit_logistic(x: np.ndarray, y: np.ndarray, l2: float, steps: int = 3000,
                  rate: float = 0.5) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Multinomial logistic regression (L2 on the weights, full-batch gradient descent
    on standardised features): mean, scale, weights, bias."""
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale < 1e-6] = 1.0
    z = (x - mean) / scale
    w = np.zeros((len(VERDICTS), x.shape[1]))
    b = np.zeros(len(VERDICTS))
    onehot = np.eye(len(VERDICTS))[y]
    for _ in range(steps):
        logits = z @ w.T + b
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        grad = (p - onehot) / len(y)
        w -= rate * (grad.T @ z + l2 * w)
        b -= rate * grad.sum(axis=0)
    return mean, scale, w, b


L2_STEPS = (0.02, 0.05, 0.1, 0.2, 0.5, 1.0)


def cross_validate(x: np.ndarray, y: np.ndarray, groups: list[str], l2: float,
                   folds: int = 5, repeats: int = 4, seed: int = 0) -> float:
    """Accuracy of the fit on held-back folds of the dev split: a paragraph's comments
    stay in one fold; the folds are drawn `repeats` times (seeded)."""
    rng = np.random.default_rng(seed)
    names = sorted(set(groups))
    right = 0
    for _ in range(repeats):
        fold_of = {g: k % folds for k, g in enumerate(rng.permutation(names))}
        chosen = np.array([fold_of[g] for g in groups])
        for k in range(folds):
            test = chosen == k
            mean, scale, w, b = _fit_logistic(x[~test], y[~test], l2, steps=1500)
            predicted = (((x[test] - mean) / scale) @ w.T + b).argmax(axis=1)
            right += int((predicted == y[test]).sum())
    return right / (repeats * len(y))


def fit_comments(cases: list[CommentCase], with_model: bool,
                 l2_steps: Iterable[float] = L2_STEPS) -> CommentClassifier:
    """The regularised multinomial logistic classifier, fitted on the dev split, with
    the L2 strength that cross-validates best there (grouped by paragraph; ties go to
    the stronger regularisation)."""
    names = [n for n in comment_engine.FEATURES
             if with_model or n in comment_engine.LEXICAL_FEATURES]
    dev = [c for c in cases if c.split == "dev"]
    x = np.array([[c.features.values[n] for n in names] for c in dev], dtype=np.float64)
    y = np.array([VERDICTS.index(c.gold) for c in dev])
    groups = [c.paragraph for c in dev]
    scored = [(cross_validate(x, y, groups, l2), l2) for l2 in l2_steps]
    accuracy, l2 = max(scored, key=lambda t: (round(t[0], 6), t[1]))
    mean, scale, w, b = _fit_logistic(x, y, l2)
    return CommentClassifier(features=names, mean=[round(float(v), 6) for v in mean],
                             scale=[round(float(v), 6) for v in scale],
                             weights=[[round(float(v), 4) for v in row] for row in w],
                             bias=[round(float(v), 4) for v in b],
                             l2=l2, cv_accuracy=round(accuracy, 4))


def check_times(cases: list[CommentCase]) -> dict[str, float]:
    """One check's time (median, 90th and 95th percentile, seconds) and pairs per
    comment."""
    seconds = sorted(c.seconds for c in cases)
    pairs = [c.pairs for c in cases]
    if not seconds:
        return {"median_seconds": 0.0, "p90_seconds": 0.0, "p95_seconds": 0.0,
                "pairs_per_comment": 0.0}
    return {"median_seconds": round(float(np.median(seconds)), 4),
            "p90_seconds": round(float(np.percentile(seconds, 90)), 4),
            "p95_seconds": round(float(np.percentile(seconds, 95)), 4),
            "pairs_per_comment": round(sum(pairs) / len(pairs), 2),
            "max_pairs": max(pairs)}


def per_language(rows: list[Any], score: Any) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for split in ("dev", "test"):
        for lang in (*LANGUAGES, "all"):
            chosen = [r for r in rows if r.split == split and lang in (r.language, "all")]
            hits, total = score(chosen)
            out.setdefault(split, {})[lang] = {
                "hits": hits, "total": total,
                "accuracy": round(hits / total, 3) if total else None}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.answers", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", choices=(MODEL, WORD_OVERLAP, "both"), default="both")
    parser.add_argument("--tune", action="store_true", help="tune on the dev split")
    parser.add_argument("--write", action="store_true",
                        help=f"with --tune: save the tuned values to {TUNING_FILE}")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--split", choices=("dev", "test", "both"), default="both",
                        help="which split's figures to print (choose features on dev "
                             "without seeing the held-out figures)")
    args = parser.parse_args(argv)
    engines = (MODEL, WORD_OVERLAP) if args.engine == "both" else (args.engine,)
    tuning = load_tuning()
    tuned: dict[str, Any] = tuning.model_dump()
    report: dict[str, Any] = {}
    for engine in engines:
        a_cases, a_pairs, a_seconds = answer_cases(engine)
        c_cases, c_pairs, c_seconds = comment_cases(engine)
        a_key = "answers_model" if engine == MODEL else "answers_overlap"
        c_key = "comments_model" if engine == MODEL else "comments_overlap"
        s_key = "answer_confidence_model" if engine == MODEL else "answer_confidence_overlap"
        weights: AnswerWeights = getattr(tuning, a_key)
        classifier: CommentClassifier = getattr(tuning, c_key)
        sure: AnswerConfidence = getattr(tuning, s_key)
        if args.tune:
            weights = tune_answers(a_cases, AnswerWeights(), engine == MODEL)
            # the confidence is calibrated on the QA data (bench.qa_answers --calibrate),
            # not refitted here on the 79 dev parts; re-run that after a re-tune. The
            # comment classifier is fitted by bench.comment_calibration (our dev comments,
            # the training comments, generated QA comments and NLI pairs), not here.
            tuned[a_key] = weights.model_dump()
        report[engine] = {
            "answers": per_language(a_cases, lambda rows, w=weights: answer_accuracy(rows, w)),
            "comments": per_language(
                c_cases, lambda rows, c=classifier: comment_accuracy(rows, c)),
            "answer_pairs": a_pairs, "answer_seconds": round(a_seconds, 2),
            "comment_pairs": c_pairs, "comment_seconds": round(c_seconds, 2),
            "comment_checks": check_times(c_cases),
            "weights": weights.model_dump(), "classifier": classifier.model_dump(),
            "confidence": confidence_report(confidence_rows(a_cases, weights), sure),
            "confidence_model": sure.model_dump(),
        }
    if args.tune and args.write:
        TUNING_FILE.write_text(json.dumps(Tuning.model_validate(tuned).model_dump(), indent=1)
                               + "\n", "utf-8")
    shown = ("dev", "test") if args.split == "both" else (args.split,)
    if args.split != "both":
        for r in report.values():
            for what in ("answers", "comments", "confidence"):
                r[what] = {k: v for k, v in r[what].items() if k in shown}
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return 0
    for engine, r in report.items():
        print(f"== engine: {engine}")
        for what in ("answers", "comments"):
            for split in shown:
                cells = "  ".join(
                    f"{lang} {v['accuracy']:.2f} ({v['hits']}/{v['total']})"
                    for lang, v in r[what][split].items() if v["total"])
                label = "top-1" if what == "answers" else "3-way"
                print(f"{what:8} {label} {split:4}: {cells}")
        for split, c in r["confidence"].items():
            def share(right: int, n: int) -> str:
                return f"{right}/{n} right ({right / n:.0%})" if n else "none"
            print(f"answer confidence {split:4}: called clear {c['clear']} of {c['answers']}, "
                  f"{share(c['clear_right'], c['clear'])}; not clear {c['unsure']}, "
                  f"{share(c['unsure_right'], c['unsure'])}")
        if engine == MODEL:
            for what in ("answer", "comment"):
                pairs, secs = r[f"{what}_pairs"], r[f"{what}_seconds"]
                rate = pairs / secs if secs else 0.0
                print(f"{what} pairs scored: {pairs} in {secs:.1f} s ({rate:.0f} pairs/s)")
            t = r["comment_checks"]
            print(f"comment check: median {t['median_seconds'] * 1000:.0f} ms, "
                  f"p90 {t['p90_seconds'] * 1000:.0f} ms, p95 {t['p95_seconds'] * 1000:.0f} ms, "
                  f"{t['pairs_per_comment']:.1f} pairs "
                  f"per comment (at most {t['max_pairs']})")
        c = r["classifier"]
        if c.get("cv_accuracy") is not None:
            print(f"comment classifier: L2 {c['l2']}, cross-validated dev accuracy "
                  f"{c['cv_accuracy']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
