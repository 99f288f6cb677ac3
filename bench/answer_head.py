"""Train and choose the answer head (models/nli/answer-head.json) over the NLI model's
pair vectors.

Run: nice -n 5 .venv/bin/python -m bench.answer_head [--write]
     .venv/bin/python -m bench.answer_head --timing   # the 20-paragraph article budget

Reproducible (fixed seeds, fixed steps): every (sentence, question part) pair goes
through the shipped model once (`NLIModel.represent_batch`: its 3 probabilities and
its mean-pooled encoder vector, the head's input), cached under $PREPARO_FEATURE_CACHE
(default /tmp/preparo-answer-head). With the lexical and positional features of
app/study/selector.py, each sentence gets a score from a small head (linear or one
hidden layer, `app.study.answer_head`) and a softmax over the paragraph's sentences;
the gold sentences' log-probability (L2) is maximised with Adam.

Data (see models/nli/LICENSE.md for the QA sources and licences):
- train: a sample of the QA train files per language (every record where the data's
  own overlap baseline fails, the hard part, then easy ones up to TRAIN_RECORDS) plus
  our own study-style training paragraphs (bench/data/answer_train/*.json) and the
  dev items of bench/data/answers (ids not multiples of 3);
- dev, where the head and its size are chosen: a fixed sample of each QA dev file
  (DEV_RECORDS) and bench/data/answers' held-back items (ids that are multiples of 3).
The held-out set (tests/data/heldout) is never read here; `python -m bench.heldout`
reports on it.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from app.nli.model import NLIModel, find_model_dir
from app.study import answers as answer_engine
from app.study.answer_head import HEAD_FILE, AnswerHead, head_inputs
from app.study.answers import lexical_table
from app.study.tuning import AnswerConfidence
from bench.qa_answers import LANGUAGES, QA, Row, choose_threshold, records, report
from bench.qa_answers import fit as fit_confidence

CACHE = Path(os.environ.get("PREPARO_FEATURE_CACHE", "/tmp/preparo-answer-head"))
OWN_TRAIN = Path(__file__).with_name("data") / "answer_train"
TRAIN_RECORDS = 1200
DEV_RECORDS = 300
SEED = 29
# (hidden units, L2) tried; 0 hidden units is a linear head. One ReLU layer of 16 or 32
# units (L2 0.001-0.01) was tried too and did worse on dev (mean top-1 0.67-0.69 against
# 0.78-0.81 for linear heads; see models/nli/EVAL.md), so only linear heads are fitted.
CHOICES = ((0, 0.01), (0, 0.1), (0, 0.3), (0, 1.0), (0, 3.0))


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
    """A fixed sample of a QA file; for train, the hard records (overlap fails) first."""
    found = records(split, language)
    rng = random.Random(f"{SEED}-{split}-{language}")
    if split == "train":
        pick = _overlap_pick()
        hard = [r for r in found if pick(r["question"], r["sentences"], language)
                not in r["answer"]]
        easy = [r for r in found if r not in hard]
        rng.shuffle(hard)
        rng.shuffle(easy)
        chosen = hard[: limit // 2]
        chosen += easy[: limit - len(chosen)]
    else:
        chosen = list(found)
        rng.shuffle(chosen)
        chosen = chosen[:limit]
    return [Item(r["question"], r["sentences"], list(r["answer"]), language, language)
            for r in chosen if len(r["sentences"]) > 1]


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


def pairs_of(item: Item) -> list[tuple[str, str]]:
    hypothesis = answer_engine.hypothesis_of(item.question)
    return [(answer_engine._plain(s), hypothesis) for s in item.sentences]


def extract(name: str, items: list[Item], model: NLIModel) -> tuple[np.ndarray, np.ndarray]:
    """(vectors, probabilities) of every pair of `items`, cached by content."""
    pairs = [p for item in items for p in pairs_of(item)]
    digest = hashlib.sha256(json.dumps(pairs).encode()).hexdigest()[:16]
    path = CACHE / f"{name}-{digest}.npz"
    if path.is_file():
        cached = np.load(path)
        return cached["vectors"].astype(np.float32), cached["probs"]
    CACHE.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    vectors = np.zeros((len(pairs), 384), dtype=np.float32)
    probs = np.zeros((len(pairs), 3), dtype=np.float32)
    for a in range(0, len(pairs), 256):
        out = model.represent_batch(pairs[a : a + 256])
        for k, found in enumerate(out):
            vectors[a + k] = found.vector
            probs[a + k] = [found.scores["entailment"], found.scores["neutral"],
                            found.scores["contradiction"]]
    seconds = time.perf_counter() - start
    print(f"{name}: {len(pairs)} pairs in {seconds:.0f} s ({len(pairs) / seconds:.0f}/s)",
          flush=True)
    np.savez(path, vectors=vectors.astype(np.float16), probs=probs)
    return vectors, probs


@dataclass
class Table:
    x: np.ndarray  # one row per sentence: head_inputs
    start: np.ndarray  # each item's first row
    gold: np.ndarray
    usable: np.ndarray  # 0 for an introduction (never an answer)
    group: list[str]


def build(items: list[Item], vectors: np.ndarray, probs: np.ndarray) -> Table:
    rows, starts, gold, usable = [], [], [], []
    cursor = 0
    for item in items:
        n = len(item.sentences)
        lexical, intro = lexical_table(item.question, item.sentences, item.language)
        rows.append(head_inputs(vectors[cursor : cursor + n], probs[cursor : cursor + n],
                                lexical))
        starts.append(cursor)
        gold += [1.0 if i in item.gold else 0.0 for i in range(n)]
        usable += [0.0 if flag and not all(intro) else 1.0 for flag in intro]
        cursor += n
    return Table(np.vstack(rows), np.array(starts), np.array(gold), np.array(usable),
                 [item.group for item in items])


def _segments(t: Table) -> np.ndarray:
    return np.repeat(np.arange(len(t.start)), np.diff(np.append(t.start, len(t.x))))


def _softmax(z: np.ndarray, t: Table, seg: np.ndarray) -> np.ndarray:
    z = np.where(t.usable > 0, z, -1e9)
    top = np.maximum.reduceat(z, t.start)
    e = np.exp(z - top[seg])
    return np.asarray(e / np.add.reduceat(e, t.start)[seg])


def fit(t: Table, mean: np.ndarray, scale: np.ndarray, hidden: int, l2: float,
        steps: int = 600, rate: float = 0.01) -> AnswerHead:
    """Listwise fit with Adam from a seeded start; items weighted so our own study
    paragraphs count as much as each QA language."""
    x = ((t.x - mean) / scale).astype(np.float64)
    seg = _segments(t)
    groups = sorted(set(t.group))
    share = {g: 1.0 / (len(groups) * t.group.count(g)) for g in groups}
    weight = np.array([share[g] for g in t.group])
    rng = np.random.default_rng(SEED)
    d = x.shape[1]
    params: dict[str, np.ndarray] = {}
    if hidden:
        params["w1"] = rng.normal(0, 1 / np.sqrt(d), (d, hidden))
        params["b1"] = np.zeros(hidden)
        params["w2"] = rng.normal(0, 1 / np.sqrt(hidden), hidden)
    else:
        params["w2"] = np.zeros(d)
    m = {k: np.zeros_like(v) for k, v in params.items()}
    v = {k: np.zeros_like(p) for k, p in params.items()}
    for k in range(1, steps + 1):
        h = np.maximum(0, x @ params["w1"] + params["b1"]) if hidden else x
        z = h @ params["w2"]
        p = _softmax(z, t, seg)
        pg = p * t.gold
        q = pg / np.maximum(np.add.reduceat(pg, t.start)[seg], 1e-12)
        dz = (p - q) * weight[seg]
        grads = {"w2": h.T @ dz + l2 * params["w2"]}
        if hidden:
            dh = np.outer(dz, params["w2"]) * (h > 0)
            grads["w1"] = x.T @ dh + l2 * params["w1"]
            grads["b1"] = dh.sum(axis=0)
        for name, g in grads.items():
            m[name] = 0.9 * m[name] + 0.1 * g
            v[name] = 0.999 * v[name] + 0.001 * g * g
            params[name] -= rate * (m[name] / (1 - 0.9 ** k)) / (
                np.sqrt(v[name] / (1 - 0.999 ** k)) + 1e-8)
    return AnswerHead(
        mean=[round(float(a), 6) for a in mean], scale=[round(float(a), 6) for a in scale],
        w1=[[round(float(a), 6) for a in row] for row in params["w1"]] if hidden else [],
        b1=[round(float(a), 6) for a in params["b1"]] if hidden else [],
        w2=[round(float(a), 6) for a in params["w2"]])


def top1(t: Table, scores: np.ndarray) -> dict[str, float]:
    scores = np.where(t.usable > 0, scores, -np.inf)
    ends = np.append(t.start, len(scores))
    hits: dict[str, list[bool]] = {}
    for r, group in enumerate(t.group):
        a, b = ends[r], ends[r + 1]
        hits.setdefault(group, []).append(bool(t.gold[a + int(np.argmax(scores[a:b]))]))
    return {g: round(sum(h) / len(h), 4) for g, h in sorted(hits.items())}


# where the lexical features start in a head_inputs row (vector, 3 probabilities)
LEXICAL = 384 + 3


def confidence_rows(t: Table, head: AnswerHead) -> list[Row]:
    """Per item, the app's confidence features of the head's top sentence
    (app.study.answers.CONFIDENCE_FEATURES: its probability, its lead over the next,
    its share of the question's words, the cue) and whether it is gold."""
    scores = np.where(t.usable > 0, head.scores(t.x), -np.inf)
    ends = np.append(t.start, len(scores))
    out = []
    for r, group in enumerate(t.group):
        a, b = ends[r], ends[r + 1]
        z = scores[a:b]
        p = np.exp(z - z.max())
        p = p / p.sum()
        best = int(np.argmax(p))
        others = np.delete(p, best)
        lead = float(p[best] - (others.max() if len(others) else 0.0))
        x = [float(p[best]), lead, float(t.x[a + best, LEXICAL]),
             float(t.x[a + best, LEXICAL + 9])]
        out.append(Row(group, "dev", x, bool(t.gold[a + best])))
    return out


def calibrate(dev: Table, head: AnswerHead) -> AnswerConfidence:
    """The logistic confidence fitted on the dev items, then the lowest "clear"
    threshold at which every dev group's clear answers are right >= 90% of the time."""
    rows = confidence_rows(dev, head)
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


def data(model: NLIModel) -> tuple[Table, Table, list[Item]]:
    train_items: list[Item] = []
    dev_items: list[Item] = []
    vec_t: list[np.ndarray] = []
    prob_t: list[np.ndarray] = []
    vec_d: list[np.ndarray] = []
    prob_d: list[np.ndarray] = []
    for lang in LANGUAGES:
        for split, limit, items, vecs, probs in (
                ("train", TRAIN_RECORDS, train_items, vec_t, prob_t),
                ("dev", DEV_RECORDS, dev_items, vec_d, prob_d)):
            found = qa_items(split, lang, limit)
            vec, prob = extract(f"qa-{split}-{lang}", found, model)
            items += found
            vecs.append(vec)
            probs.append(prob)
    for split, items, vecs, probs in (("train", train_items, vec_t, prob_t),
                                      ("dev", dev_items, vec_d, prob_d)):
        found = own_items(split)
        vec, prob = extract(f"own-{split}", found, model)
        items += found
        vecs.append(vec)
        probs.append(prob)
    train = build(train_items, np.vstack(vec_t), np.vstack(prob_t))
    dev = build(dev_items, np.vstack(vec_d), np.vstack(prob_d))
    return train, dev, dev_items


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
    ap.add_argument("--write", action="store_true", help="save the chosen head")
    ap.add_argument("--timing", action="store_true",
                    help="only time a 20-paragraph article (budget: 1.5 s on 2 threads)")
    args = ap.parse_args(argv)
    if args.timing:
        import platform

        print(f"20-paragraph article, seconds on {platform.machine()}:", timing())
        return 0
    model = NLIModel(find_model_dir(), threads=2)
    train, dev, dev_items = data(model)
    mean = train.x.mean(axis=0)
    scale = train.x.std(axis=0)
    scale = np.where(scale > 0, scale, 1.0)
    counts = {g: train.group.count(g) for g in sorted(set(train.group))}
    print(f"train: {len(train.start)} parts {counts}; dev: {len(dev.start)} parts")
    print(f"dev overlap baseline (QA README's): {overlap_baseline(dev_items)}")
    best: tuple[float, AnswerHead, dict[str, float]] | None = None
    for hidden, l2 in CHOICES:
        head = fit(train, mean, scale, hidden, l2)
        figures = top1(dev, head.scores(dev.x))
        score = float(np.mean(list(figures.values())))
        print(f"hidden {hidden:2} l2 {l2:<6} dev top-1 {figures} mean {score:.4f}", flush=True)
        if best is None or score > best[0]:
            best = (score, head, figures)
    assert best is not None
    _, head, figures = best
    print(f"chosen: hidden {len(head.b1)}, dev top-1 {figures}")
    sure = calibrate(dev, head)
    print(f"confidence: {sure.model_dump()}")
    if args.write:
        from app.core.atomic import write_text_atomic

        chosen = head.model_copy(update={"dev_top1": figures, "confidence": sure})
        target = find_model_dir() / HEAD_FILE
        write_text_atomic(target, json.dumps(chosen.model_dump()) + "\n")
        print(f"written: {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
