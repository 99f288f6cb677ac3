"""Choose how the NLI model's own answer scores are read (models/nli/answer-calibration.json)
and measure them on dev.

Run: nice -n 5 .venv/bin/python -m bench.answer_head [--write] [--full]
     .venv/bin/python -m bench.answer_head --timing   # the 20-paragraph article budget

The shipped model (models/build_answers.py) scores each (question part, candidate
sentence) pair with its `answer` output; a softmax over the paragraph's sentences gives
each sentence's probability. Here, on dev only, with fixed seeds:
- the candidate form: each sentence alone, or after the sentence before it ("… prev »
  candidate"; the model was trained on both); the one with the better mean top-1 over
  the dev groups is chosen;
- the confidence: the app's logistic model over the top sentence's probability, its
  lead, its share of the question's words and the cue (app.study.answers
  .CONFIDENCE_FEATURES), fitted on the dev items, and the lowest "clear" threshold at
  which every dev group's clear answers are right >= 90% of the time.

Data (see models/nli/LICENSE.md for the QA sources and licences):
- dev: a fixed sample of each QA dev file (DEV_RECORDS per language; --full: every
  record, for EVAL.md's figures) and bench/data/answers' held-back items (ids that are
  multiples of 3). Training used the QA train files, bench/data/answer_train and
  bench/data/answers' other items (models/build_answers.py prepare), never these.
The held-out set (tests/data/heldout) is never read here; `python -m bench.heldout`
reports on it.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from app.nli.model import NLIModel, find_model_dir
from app.study import answers as answer_engine
from app.study.answer_calibration import (
    CALIBRATION_FILE,
    AnswerCalibration,
    sentence_probabilities,
)
from app.study.tuning import AnswerConfidence
from bench.qa_answers import LANGUAGES, QA, Row, choose_threshold, records, report
from bench.qa_answers import fit as fit_confidence

OWN_TRAIN = Path(__file__).with_name("data") / "answer_train"
DEV_RECORDS = 300
SEED = 29
# weights of the weighted word-overlap sum added to the model's answer score, tried on dev
LEXICAL = (0.0, 0.5, 1.0, 2.0, 4.0, 8.0)


@dataclass
class Item:
    """One question part over a paragraph's sentences and its gold sentence indexes."""

    question: str
    sentences: list[str]
    gold: list[int]
    language: str
    group: str  # "es"/"en"/"pt" for QA records, "own" for our paragraphs


def _overlap_pick() -> Any:
    spec = importlib.util.spec_from_file_location("make_qa_data", QA / "make_qa_data.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.overlap_pick


def qa_items(split: str, language: str, limit: int) -> list[Item]:
    """A fixed sample of a QA file (`limit` records, seeded)."""
    chosen = list(records(split, language))
    random.Random(f"{SEED}-{split}-{language}").shuffle(chosen)
    return [Item(r["question"], r["sentences"], list(r["answer"]), language, language)
            for r in chosen[:limit] if len(r["sentences"]) > 1]


def own_items(split: str) -> list[Item]:
    """Our study-style paragraphs, one item per question part (as the app finds them):
    train = bench/data/answer_train + bench/data/answers' dev items; dev = the rest of
    bench/data/answers."""
    from bench.answers import answer_items

    raw: list[dict[str, Any]] = []
    for item in answer_items():
        if (item["split"] == "dev") == (split == "train"):
            raw.append(item)
    if split == "train":
        for lang in LANGUAGES:
            path = OWN_TRAIN / f"{lang}.json"
            if path.is_file():
                raw += [{**it, "language": lang} for it in json.loads(path.read_text("utf-8"))]
    out = []
    for item in raw:
        job = answer_engine.prepare(item["question"], [" ".join(p) for p in item["paragraphs"]])
        for k, gold in enumerate(item["gold"]):
            if k < len(job.parts):
                out.append(Item(job.parts[k].text, job.sentences, list(gold),
                                item["language"], "own"))
    return out


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
    print(f"  {len(pairs)} pairs in {time.perf_counter() - start:.0f} s", flush=True)
    out, cursor = [], 0
    for item in items:
        out.append(raw[cursor : cursor + len(item.sentences)])
        cursor += len(item.sentences)
    return out


def probabilities(items: list[Item], raw: list[list[float]], lexical: float
                  ) -> list[list[float]]:
    """Each item's sentences' probabilities as the app computes them: the answer scores
    mixed with the weighted word-overlap sum (`lexical`), softmaxed, introductions -inf."""
    weights = answer_engine.load_tuning().answers_model
    out = []
    for item, scores in zip(items, raw, strict=True):
        features = answer_engine.part_features(item.question, item.sentences, None,
                                               item.language)
        if lexical:
            scores = answer_engine.mixed(scores, features, weights, lexical)
        out.append(sentence_probabilities(scores, [bool(f["intro"]) for f in features]))
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
    for item, p in zip(items, probs, strict=True):
        part = answer_engine.QuestionPart("", item.question, scores=list(p))
        part.answer = answer_engine.select(part.scores, answer_engine.load_tuning()
                                           .answers_model)
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


def overlap_baseline(items: list[Item]) -> dict[str, float]:
    """The QA data's own overlap baseline (its README) on the same records."""
    pick = _overlap_pick()
    hits: dict[str, list[bool]] = {}
    for item in items:
        hits.setdefault(item.group, []).append(
            pick(item.question, item.sentences, item.language) in item.gold)
    return {g: round(sum(h) / len(h), 4) for g, h in sorted(hits.items())}


def dev_items(full: bool) -> list[Item]:
    items: list[Item] = []
    for lang in LANGUAGES:
        items += qa_items("dev", lang, 10**9 if full else DEV_RECORDS)
    return items + own_items("dev")


@dataclass
class _Paragraph:
    number: int
    question: str
    text: str
    question_group: list[int]


# A study article of our own: 20 paragraphs of six sentences, one two-part question in
# four (the shape of a Watchtower study article), no two sentences alike (no cache hit).
_SAMPLE = ("In article {n} we will see how trust grows among friends. A friend keeps a "
           "small promise about {n} things. After {n} weeks we learn that we can rely on "
           "that friend. Trust also grows when someone admits mistake number {n}. A sister "
           "wrote down each promise she kept for {n} days. She noticed that {n} others "
           "began to confide in her.")


def timing(repeats: int = 5) -> dict[str, float]:
    """Seconds to answer a 20-paragraph article with the shipped tuning and model, after
    the model is loaded, on 2 threads, the pair cache emptied before each run: the best
    and the median of `repeats`."""
    from app.nli.model import default_model
    from app.study import paragraphs as paragraph_engine

    article = [_Paragraph(n, (f"{n}. a) How does trust grow? b) What did the sister notice?"
                              if n % 4 == 0 else f"{n}. Why can we rely on a friend?"),
                          _SAMPLE.format(n=n), [n]) for n in range(1, 21)]
    model = default_model()
    model.threads = 2
    model.load()
    times = []
    answers: dict[int, Any] = {}
    for _ in range(repeats):
        model.clear_cache()
        start = time.perf_counter()
        answers = paragraph_engine.answer_paragraphs(article, "en", model)
        times.append(time.perf_counter() - start)
    engines = sorted({a.engine for a in answers.values()})
    print(f"engines: {engines}; pairs per run: {model.stats['pairs'] // repeats}")
    return {"best": round(min(times), 3), "median": round(float(np.median(times)), 3)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="save the chosen calibration")
    ap.add_argument("--full", action="store_true",
                    help="every QA dev record (EVAL.md's figures), not a sample")
    ap.add_argument("--context", choices=("both", "no", "yes"), default="both",
                    help="the candidate forms tried (default both)")
    ap.add_argument("--model-dir", type=Path, default=None,
                    help="the model folder (default: the app's, models/nli)")
    ap.add_argument("--timing", action="store_true",
                    help="only time a 20-paragraph article (budget: 1.5 s on 2 threads)")
    args = ap.parse_args(argv)
    if args.timing:
        import platform

        print(f"20-paragraph article, seconds on {platform.machine()}:", timing())
        return 0
    folder = args.model_dir or find_model_dir()
    model = NLIModel(folder, threads=2, cache_size=200_000)
    if not model.has_answer:
        raise SystemExit(f"{model.folder / 'model.onnx'} has no answer output")
    items = dev_items(args.full)
    print(f"dev: {len(items)} question parts; overlap baseline (QA README's): "
          f"{overlap_baseline(items)}", flush=True)
    best: tuple[float, bool, float, list[list[float]], dict[str, float]] | None = None
    forms = {"both": (False, True), "no": (False,), "yes": (True,)}[args.context]
    for context in forms:
        raw = raw_scores(model, items, context)
        for lexical in LEXICAL:
            probs = probabilities(items, raw, lexical)
            figures = top1(items, probs)
            score = float(np.mean(list(figures.values())))
            print(f"context {context}, lexical {lexical}: dev top-1 {figures} mean {score:.4f}",
                  flush=True)
            if best is None or score > best[0]:
                best = (score, context, lexical, probs, figures)
    assert best is not None
    _, context, lexical, probs, figures = best
    print(f"chosen: context {context}, lexical {lexical}, dev top-1 {figures}")
    sure = calibrate(items, probs)
    print(f"confidence: {sure.model_dump()}")
    if args.write:
        from app.core.atomic import write_text_atomic

        chosen = AnswerCalibration(context=context, lexical=lexical, confidence=sure,
                                   dev_top1=figures)
        target = folder / CALIBRATION_FILE
        write_text_atomic(target, json.dumps(chosen.model_dump(), indent=1) + "\n")
        print(f"written: {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
