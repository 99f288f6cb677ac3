"""Train and choose the learned answer selector (app/study/selector.py) on the QA data.

Run: .venv/bin/python -m bench.answer_selector [--write]

Reproducible (no randomness): the features of every sentence of every record of the QA
answer-sentence data (/work/shared/data/qa or $PREPARO_QA_DATA; see its README for the
sources and licences), a linear model fitted listwise (softmax over a paragraph's
sentences, the gold sentences' log-probability, L2) by full-batch gradient descent on
the train files of es, en and pt together; the L2 strength is chosen on the dev files
(mean top-1 over the three languages). Printed per language: top-1 on dev for the
overlap baseline of the data's README, the app's current weighted ranking and the
learned selector, and the same on bench/data's dev split (our own paragraphs).
`--write` saves app/study/selector.json; `--timing` times a 20-paragraph article.
The held-out set (tests/data/heldout) is never read here.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass

import numpy as np

from app.study import answers as answer_engine
from app.study.selector import FEATURES, SELECTOR_FILE, AnswerSelector, sentence_features
from app.study.tuning import load_tuning
from bench.qa_answers import LANGUAGES, records

L2_STEPS = (0.0, 0.001, 0.01, 0.1)


@dataclass
class Table:
    x: np.ndarray  # rows: sentences of all records, FEATURES in order
    start: np.ndarray  # each record's first row
    gold: np.ndarray  # 1.0 for a gold sentence
    usable: np.ndarray  # 0.0 for an introduction (never an answer), else 1.0
    language: list[str]


def features_of(question: str, sentences: list[str], language: str) -> tuple[np.ndarray,
                                                                             list[bool]]:
    plain = [answer_engine._plain(s) for s in sentences]
    overlap = answer_engine._overlap(question, plain, language)
    cue = [answer_engine._cue(question, s, language) for s in plain]
    intro = [answer_engine.is_intro(s) for s in sentences]
    return sentence_features(question, plain, overlap, cue, language), intro


def table(items: list[tuple[str, list[str], list[int], str]]) -> Table:
    xs, starts, gold, usable, langs = [], [], [], [], []
    row = 0
    for question, sentences, answer, language in items:
        x, intro = features_of(question, sentences, language)
        xs.append(x)
        starts.append(row)
        row += len(sentences)
        gold += [1.0 if i in answer else 0.0 for i in range(len(sentences))]
        usable += [0.0 if flag and not all(intro) else 1.0 for flag in intro]
        langs.append(language)
    return Table(np.vstack(xs), np.array(starts), np.array(gold), np.array(usable), langs)


def qa_table(split: str) -> Table:
    return table([(r["question"], r["sentences"], r["answer"], r["lang"])
                  for lang in LANGUAGES for r in records(split, lang)])


def _softmax(z: np.ndarray, t: Table) -> np.ndarray:
    z = np.where(t.usable > 0, z, -1e9)
    top = np.maximum.reduceat(z, t.start)
    seg = np.repeat(np.arange(len(t.start)), np.diff(np.append(t.start, len(z))))
    e = np.exp(z - top[seg])
    return e / np.add.reduceat(e, t.start)[seg]


def fit(t: Table, mean: np.ndarray, scale: np.ndarray, l2: float,
        steps: int = 1500) -> np.ndarray:
    """Listwise logistic fit with Adam (fixed steps, zero start: reproducible)."""
    x = (t.x - mean) / scale
    seg = np.repeat(np.arange(len(t.start)), np.diff(np.append(t.start, len(x))))
    w = np.zeros(x.shape[1])
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for k in range(1, steps + 1):
        p = _softmax(x @ w, t)
        pg = p * t.gold
        q = pg / np.maximum(np.add.reduceat(pg, t.start)[seg], 1e-12)
        grad = x.T @ (p - q) / len(t.start) + l2 * w
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= 0.05 * (m / (1 - 0.9 ** k)) / (np.sqrt(v / (1 - 0.999 ** k)) + 1e-8)
    return w


def top1(t: Table, scores: np.ndarray) -> dict[str, float]:
    """Per language: the share of records whose best usable sentence is gold."""
    scores = np.where(t.usable > 0, scores, -np.inf)
    hits: dict[str, list[bool]] = {}
    ends = np.append(t.start, len(scores))
    for r, lang in enumerate(t.language):
        a, b = ends[r], ends[r + 1]
        hits.setdefault(lang, []).append(bool(t.gold[a + int(np.argmax(scores[a:b]))]))
    return {lang: round(sum(h) / len(h), 4) for lang, h in hits.items()}


def hard_rows(t: Table) -> set[int]:
    """The dev records (indexes) where the data's own overlap baseline
    (make_qa_data.overlap_pick) picks a wrong sentence: the hard part."""
    import importlib.util

    from bench.qa_answers import QA

    spec = importlib.util.spec_from_file_location("make_qa_data", QA / "make_qa_data.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    dev = [r for lang in LANGUAGES for r in records("dev", lang)]
    return {k for k, r in enumerate(dev)
            if module.overlap_pick(r["question"], r["sentences"], r["lang"]) not in r["answer"]}


def top1_of(t: Table, scores: np.ndarray, rows: set[int]) -> dict[str, float]:
    """`top1` restricted to the records `rows`."""
    scores = np.where(t.usable > 0, scores, -np.inf)
    ends = np.append(t.start, len(scores))
    hits: dict[str, list[bool]] = {}
    for r in sorted(rows):
        a, b = ends[r], ends[r + 1]
        hits.setdefault(t.language[r], []).append(
            bool(t.gold[a + int(np.argmax(scores[a:b]))]))
    return {lang: round(sum(h) / len(h), 4) for lang, h in hits.items()}


def weighted_scores(t: Table) -> np.ndarray:
    """The app's current hand-weighted ranking (tuning.json answers_overlap)."""
    w = load_tuning().answers_overlap.model_dump()
    col = {name: FEATURES.index(name) for name in FEATURES}
    return (w["overlap"] * t.x[:, col["overlap"]] + w["previous"] * t.x[:, col["previous"]]
            + w["cue"] * t.x[:, col["cue"]] + w["position"] * t.x[:, col["position"]]
            + w["first"] * t.x[:, col["first"]] + w["question"] * t.x[:, col["question"]])


def own_dev_table() -> Table:
    """bench/data's dev split (our own paragraphs), one record per question part as
    the app finds the parts, reported under the name "own"."""
    from bench.answers import answer_items

    items = []
    for item in answer_items():
        if item["split"] != "dev":
            continue
        job = answer_engine.prepare(item["question"], [" ".join(p) for p in item["paragraphs"]])
        for k, gold in enumerate(item["gold"]):
            if k < len(job.parts):
                items.append((job.parts[k].text, job.sentences, list(gold), item["language"]))
    t = table(items)
    t.language = ["own"] * len(t.language)
    return t


@dataclass
class _Paragraph:
    number: int
    question: str
    text: str
    question_group: list[int]


def timing(repeats: int = 5) -> dict[str, float]:
    """Seconds (best of `repeats`) to answer a 20-paragraph article (our own sample
    sentences, six per paragraph, one two-part question in four) with the weighted
    ranking and with the learned selector, word overlap (the shipped tuning gives the
    NLI model no weight, so the app runs no model for answers)."""
    import time

    from app.study import paragraphs as paragraph_engine

    sample = ("In this article we will see how trust grows. A friend keeps a small promise. "
              "Over time we learn that we can rely on that friend. Trust also grows when "
              "someone admits a mistake. A sister wrote down each promise she kept for a "
              "month. She noticed that others began to confide in her.")
    article = [_Paragraph(n, (f"{n}. a) How does trust grow? b) What did the sister notice?"
                              if n % 4 == 0 else f"{n}. Why can we rely on a friend?"),
                          sample, [n]) for n in range(1, 21)]
    out: dict[str, float] = {}
    base = load_tuning()
    for kind in ("weighted", "learned"):
        tuned = base.model_copy(update={"answers_selector": kind})
        original = answer_engine.load_tuning
        answer_engine.load_tuning = lambda tuned=tuned: tuned  # type: ignore[assignment,misc]
        try:
            best = float("inf")
            for _ in range(repeats):
                start = time.perf_counter()
                paragraph_engine.answer_paragraphs(article, "en", use_model=False)
                best = min(best, time.perf_counter() - start)
        finally:
            answer_engine.load_tuning = original  # type: ignore[assignment]
        out[kind] = round(best, 4)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--timing", action="store_true",
                    help="only time a 20-paragraph article (budget: 1.5 s on 2 threads)")
    args = ap.parse_args(argv)
    if args.timing:
        import platform

        print(f"20-paragraph article, seconds (best of 5) on {platform.processor() or '?'}:",
              timing())
        return 0
    train, dev, own = qa_table("train"), qa_table("dev"), own_dev_table()
    mean = train.x.mean(axis=0)
    scale = train.x.std(axis=0)
    scale = np.where(scale > 0, scale, 1.0)
    best: tuple[float, float, np.ndarray] | None = None
    for l2 in L2_STEPS:
        w = fit(train, mean, scale, l2)
        figures = top1(dev, ((dev.x - mean) / scale) @ w)
        score = float(np.mean(list(figures.values())))
        print(f"l2 {l2:<6} dev top-1 {figures} mean {score:.4f}")
        if best is None or score > best[0]:
            best = (score, l2, w)
    assert best is not None
    _, l2, w = best
    learned = top1(dev, ((dev.x - mean) / scale) @ w)
    current = top1(dev, weighted_scores(dev))
    own_learned = top1(own, ((own.x - mean) / scale) @ w)
    own_current = top1(own, weighted_scores(own))
    hard = hard_rows(dev)
    print(f"QA dev records where the README's overlap baseline fails ({len(hard)}): "
          f"current {top1_of(dev, weighted_scores(dev), hard)}, "
          f"learned {top1_of(dev, ((dev.x - mean) / scale) @ w, hard)}")
    print(f"chosen l2 {l2}")
    print(f"QA dev top-1, current weighted ranking: {current}")
    print(f"QA dev top-1, learned selector:         {learned}")
    print(f"bench/data dev parts top-1, current {own_current['own']:.4f}, "
          f"learned {own_learned['own']:.4f} ({len(own.language)} parts)")
    print("weights:", {n: round(float(v), 3) for n, v in zip(FEATURES, w, strict=True)})
    if args.write:
        selector = AnswerSelector(
            features=list(FEATURES), mean=[round(float(v), 6) for v in mean],
            scale=[round(float(v), 6) for v in scale], weights=[round(float(v), 6) for v in w],
            l2=l2, dev_top1={**learned, "own": own_learned["own"]})
        from app.core.atomic import write_text_atomic

        write_text_atomic(SELECTOR_FILE, json.dumps(selector.model_dump(), indent=1) + "\n")
        print(f"written: {SELECTOR_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
