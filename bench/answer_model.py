"""Choose how the answer model's scores are read (models/nli/answer-calibration.json) and
measure them on dev.

Run: nice -n 5 .venv/bin/python -m bench.answer_model [--write] [--full] [--model-dir DIR]
     .venv/bin/python -m bench.answer_head --timing   # the 20-paragraph article budget

The answer model (answer.onnx, models/build_answers.py --branch-from) scores each
(question part, candidate sentence) pair; a softmax over the paragraph's sentences gives
each sentence's probability. Here, on dev only, with fixed seeds:
- the candidate form: each sentence alone, or after the sentence before it ("… prev »
  candidate"; the model was trained on both), with --context;
- how much the weighted word-overlap sum (`lexical`) and the answer head's own scores
  (`head`: answer-head.json over the NLI model's pair vectors, app/study/answer_head.py)
  add to the model's score: the grid LEXICAL x HEAD, the best mean top-1 over the dev
  groups (es, en, pt: QA dev; own: our study-style paragraphs) chosen;
- the confidence: the app's logistic model over the top sentence's probability, its
  lead, its share of the question's words and the cue (app.study.answers
  .CONFIDENCE_FEATURES), fitted on the dev items, and the lowest "clear" threshold at
  which every dev group's clear answers are right >= 90% of the time.

Data: dev is bench.answer_head's (a fixed sample of each QA dev file, DEV_RECORDS per
language, --full: every record; and bench/data/answers' held-back items, ids that are
multiples of 3). The answer model was trained on the QA train files and our training
paragraphs (models/build_answers.py prepare), never on these. The held-out set
(tests/data/heldout) is never read here; `python -m bench.heldout` reports on it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from pathlib import Path

import numpy as np

from app.nli.model import NLIModel, find_model_dir
from app.study import answers as answer_engine
from app.study.answer_calibration import (
    CALIBRATION_FILE,
    AnswerCalibration,
    sentence_probabilities,
)
from app.study.answer_head import load_head
from app.study.tuning import AnswerConfidence
from bench import answer_head as head_bench
from bench.answer_head import DEV_RECORDS, Item, build, extract, own_items, qa_items
from bench.qa_answers import LANGUAGES, Row, choose_threshold, report
from bench.qa_answers import fit as fit_confidence

LEXICAL = (0.0, 0.5, 1.0, 2.0, 4.0)
HEAD = (0.0, 0.5, 1.0, 2.0, 4.0, 8.0)


def dev_items(full: bool) -> list[Item]:
    items: list[Item] = []
    for lang in LANGUAGES:
        items += qa_items("dev", lang, 10**9 if full else DEV_RECORDS)
    return items + own_items("dev")


def raw_scores(model: NLIModel, items: list[Item], context: bool) -> list[list[float]]:
    """Each item's sentences' answer scores (the pairs app.study.answers.answer_pairs
    makes)."""
    pairs: list[tuple[str, str]] = []
    for item in items:
        plain = [answer_engine._plain(s) for s in item.sentences]
        question = answer_engine.hypothesis_of(item.question)
        pairs += [(question, model.answer_candidate(plain[i - 1] if context and i > 0
                                                    else None, s))
                  for i, s in enumerate(plain)]
    start = time.perf_counter()
    raw = model.answer_batch(pairs)
    print(f"  {len(pairs)} answer pairs in {time.perf_counter() - start:.0f} s", flush=True)
    return _split(items, raw)


def head_scores(model: NLIModel, items: list[Item]) -> list[list[float]] | None:
    """The answer head's raw scores per item's sentences (None: the folder has no head)."""
    head = load_head(model.folder)
    if head is None:
        return None
    vectors, probs = extract(f"dev-{len(items)}", items, model)
    table = build(items, vectors, probs)
    return _split(items, [float(x) for x in head.scores(table.x)])


def _split(items: list[Item], flat: list[float]) -> list[list[float]]:
    out, cursor = [], 0
    for item in items:
        out.append(flat[cursor : cursor + len(item.sentences)])
        cursor += len(item.sentences)
    return out


def probabilities(items: list[Item], raw: list[list[float]], heads: list[list[float]] | None,
                  lexical: float, head: float) -> list[list[float]]:
    """Each item's sentences' probabilities as app.study.answers.part_scores computes
    them: the answer scores plus `lexical` times the weighted word-overlap sum and `head`
    times the head's scores, softmaxed, introductions -inf."""
    weights = answer_engine.load_tuning().answers_model
    out = []
    for n, (item, scores) in enumerate(zip(items, raw, strict=True)):
        features = answer_engine.part_features(item.question, item.sentences, None,
                                               item.language)
        mix = answer_engine.mixed(scores, features, weights, lexical) if lexical else list(
            scores)
        if heads is not None and head:
            mix = [m + head * h for m, h in zip(mix, heads[n], strict=True)]
        out.append(sentence_probabilities(mix, [bool(f["intro"]) for f in features]))
    return out


def top1(items: list[Item], probs: list[list[float]]) -> dict[str, float]:
    hits: dict[str, list[bool]] = {}
    for item, p in zip(items, probs, strict=True):
        hits.setdefault(item.group, []).append(int(np.argmax(p)) in item.gold)
    return {g: round(sum(h) / len(h), 4) for g, h in sorted(hits.items())}


def confidence_rows(items: list[Item], probs: list[list[float]]) -> list[Row]:
    """Per item, the app's confidence features of its top sentence and whether it is
    gold (as app.study.answers.rank_answers computes them, one part per item)."""
    out = []
    weights = answer_engine.load_tuning().answers_model
    for item, p in zip(items, probs, strict=True):
        part = answer_engine.QuestionPart("", item.question, scores=list(p))
        part.answer = answer_engine.select(part.scores, weights)
        features = answer_engine.part_features(item.question, item.sentences, None,
                                               item.language)
        x = answer_engine.confidence_features(part, features)
        out.append(Row(item.group, "dev", x, bool(part.answer) and part.answer[0] in item.gold))
    return out


def calibrate(items: list[Item], probs: list[list[float]]) -> AnswerConfidence:
    """The logistic confidence fitted on the dev items, then the lowest "clear"
    threshold at which every dev group's clear answers are right >= 90% of the time."""
    rows = confidence_rows(items, probs)
    weights, bias = fit_confidence(rows)
    sure = AnswerConfidence(weights=weights, bias=bias)
    sure = sure.model_copy(update={"clear": choose_threshold(rows, sure)})
    for group, r in report(rows, sure).items():
        print(f"  clear on dev {group}: {r['clear']} of {r['records']} "
              f"({r['clear_share']:.1%}), precision {r['clear_precision']}")
    return sure


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="save the chosen calibration")
    ap.add_argument("--full", action="store_true",
                    help="every QA dev record (EVAL.md's figures), not a sample")
    ap.add_argument("--context", choices=("both", "no", "yes"), default="no",
                    help="the candidate forms tried (default: each sentence alone)")
    ap.add_argument("--model-dir", type=Path, default=None,
                    help="the model folder (default: the app's, models/nli)")
    args = ap.parse_args(argv)
    folder = args.model_dir or find_model_dir()
    model = NLIModel(folder, threads=2, cache_size=200_000)
    if not model.has_answer:
        raise SystemExit(f"{model.folder} has no answer model (labels.json answer_model)")
    items = dev_items(args.full)
    print(f"dev: {len(items)} question parts; overlap baseline (QA README's): "
          f"{head_bench.overlap_baseline(items)}", flush=True)
    heads = head_scores(model, items)
    if heads is not None:
        alone = probabilities(items, [[0.0] * len(h) for h in heads], heads, 0.0, 1.0)
        print(f"answer head alone: dev top-1 {top1(items, alone)}", flush=True)
    best: tuple[float, bool, float, float, list[list[float]], dict[str, float]] | None = None
    forms = {"both": (False, True), "no": (False,), "yes": (True,)}[args.context]
    for context in forms:
        raw = raw_scores(model, items, context)
        for lexical, head in itertools.product(LEXICAL, HEAD if heads is not None else (0.0,)):
            probs = probabilities(items, raw, heads, lexical, head)
            figures = top1(items, probs)
            score = float(np.mean(list(figures.values())))
            print(f"context {context}, lexical {lexical}, head {head}: dev top-1 {figures} "
                  f"mean {score:.4f}", flush=True)
            if best is None or score > best[0]:
                best = (score, context, lexical, head, probs, figures)
    assert best is not None
    _, context, lexical, head, probs, figures = best
    print(f"chosen: context {context}, lexical {lexical}, head {head}, dev top-1 {figures}")
    sure = calibrate(items, probs)
    print(f"confidence: {sure.model_dump()}")
    if args.write:
        from app.core.atomic import write_text_atomic

        chosen = AnswerCalibration(context=context, lexical=lexical, head=head,
                                   confidence=sure, dev_top1=figures)
        target = folder / CALIBRATION_FILE
        write_text_atomic(target, json.dumps(chosen.model_dump(), indent=1) + "\n")
        print(f"written: {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
