"""Fit the comment checker's calibrated decision (app/study/comments.py over the one
evidence model, app/study/evidence.py) and write it to app/study/tuning.json.

Run: nice -n 19 .venv/bin/python -m bench.comment_calibration [--write] [--model DIR]
                                                               [--json]

The data (never tests/data/heldout, never tests/data/claims):

- own: bench/data/comments, our labelled study comments; the "dev" split (item numbers
  not a multiple of 3) is fitted on, the "test" split is held back for the figures;
- train: bench/data/comment_train/*.json, study paragraphs with their cited verses and
  labelled comments written for training (all fitted on), and one sentence of each of
  its paragraphs said back (`echo_items`: supported);
- qa: comments generated from the QA paragraphs (/work/shared/data/qa, see its README for
  sources and licences), per language: supported = the answer sentence, asides dropped,
  cut at a comma when long, sometimes framed as the person's own ("Me ayuda saber
  que…"); contradicted = the answer sentence with one thing changed: a negation added or
  taken away at its verb, a quantity changed, a name swapped for another paragraph's (the
  wrong person) or two of its names swapped (roles reversed); unsupported = a sentence of
  another paragraph of the same article. The train files are fitted on, the dev files
  held back;
- nli: premise/hypothesis pairs of /work/shared/data/nli (InferBR pt, XNLI es, SICK en;
  see its README), the premise as a one-sentence paragraph; train rows fitted on,
  validation rows (another file or the rows after) held back.

The model's scores of each (premise, comment) pair are cached under
$PREPARO_FEATURE_CACHE, one file per model, so a change of code or data re-scores only
new pairs; the features (`evidence.features` through `comments.features_of`) are
recomputed each run. The classifier (the shipped multinomial logistic one) is fitted
on the fit data with study-style data weighted up (WEIGHTS) and the three verdicts
weighing the same; its L2 strength is the one with the best cross-validated accuracy
on the fit data (5 folds, a paragraph's comments in one fold). The figures printed are
that cross-validated accuracy and the accuracy and recall per class on every held-back
set, per language. `--write` saves the classifier as `comments_model` (and the one over
the lexical features as `comments_overlap`) in tuning.json.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import random
import re
from pathlib import Path
from typing import Any

import numpy as np

from app.core.paths import models_dir
from app.nli.engine import MODEL, WORD_OVERLAP
from app.study import comments as comment_engine
from app.study.tuning import TUNING_FILE, VERDICTS, CommentClassifier
from bench.answers import DATA, comment_items
from bench.qa_answers import LANGUAGES, records

CACHE = Path(os.environ.get("PREPARO_FEATURE_CACHE", "/tmp/preparo-answer-head"))
NLI = Path(os.environ.get("PREPARO_NLI_DATA", "/work/shared/data/nli"))
TRAIN = DATA / "comment_train"
SEED = 29
RECORDS = {"train": 12, "dev": 8}  # QA paragraphs per language (three comments each)
AROUND = 2  # a QA paragraph is cut to the answer sentence and this many either side
NLI_ROWS = {"train": 30, "dev": 30}  # NLI pairs per language (a third of each label)
L2_STEPS = (0.01, 0.03, 0.1, 0.3, 1.0)
# how much one comment of each kind of data weighs in the fit: our study-style comments
# most, the generated ones less, the general NLI pairs least
WEIGHTS = {"own": 3.0, "train": 3.0, "qa": 2.0, "nli": 1.0}

# a negation taken away (tried first), else one added before a common verb
_UNNEGATE = {
    "es": [(r"\bno\s+", "")],
    "en": [(r"\b(is|are|was|were|has|have|had|can|could|will|would) not\b", r"\1"),
           (r"\b(did|does|do) not\s+", "")],
    "pt": [(r"\bnão\s+", "")],
}
_NEGATE = {
    "es": (r"\b(es|son|fue|fueron|era|eran|está|están|tiene|tienen|puede|pueden|hay)\b",
           r"no \1"),
    "en": (r"\b(is|are|was|were|has|have|had|can|could|will|would)\b", r"\1 not"),
    "pt": (r"\b(é|são|foi|foram|era|eram|está|estão|tem|têm|pode|podem|há)\b", r"não \1"),
}
_FRAMES = {"es": "Me ayuda saber que", "en": "I like that", "pt": "Gosto de saber que"}
_NUMBER = re.compile(r"\b\d{1,4}\b")
_NAME = re.compile(r"(?<=\s)([A-ZÁÉÍÓÚÑÇ][a-záéíóúñçãõâêô]{3,})")
_ASIDE = re.compile(r"\s*\([^()]*\)")


def _short(sentence: str) -> str:
    text = _ASIDE.sub("", sentence).strip()
    words = text.split()
    if len(words) > 24:
        cut = [m.start() for m in re.finditer(",", text) if len(text[: m.start()].split()) >= 8]
        if cut:
            text = text[: cut[0]] + "."
    return text


def _negated(sentence: str, language: str) -> str | None:
    for pattern, repl in [*_UNNEGATE[language], _NEGATE[language]]:
        changed = re.sub(pattern, repl, sentence, count=1)
        if changed != sentence:
            return changed
    return None


def _renumbered(sentence: str) -> str | None:
    match = _NUMBER.search(sentence)
    if not match:
        return None
    n = int(match.group())
    other = n + 7 if n < 10 else n * 2 + 3
    return sentence[: match.start()] + str(other) + sentence[match.end():]


def _renamed(sentence: str, names: list[str], rng: random.Random) -> str | None:
    mine = _NAME.findall(sentence)
    choices = [n for n in names if n not in sentence]
    if not mine or not choices:
        return None
    return sentence.replace(mine[0], rng.choice(choices), 1)


def _swapped(sentence: str) -> str | None:
    """Two names of the sentence swapped: the roles reversed."""
    mine = list(dict.fromkeys(_NAME.findall(sentence)))
    if len(mine) < 2:
        return None
    a, b = mine[0], mine[1]
    return sentence.replace(a, "\0").replace(b, a).replace("\0", b)


def _framed(sentence: str, language: str) -> str:
    return f"{_FRAMES[language]} {sentence[:1].lower()}{sentence[1:]}"


def generated(split: str, language: str) -> list[dict[str, Any]]:
    """Comments made from a fixed sample of one QA file (see the module doc)."""
    found = [r for r in records(split, language) if r["title"] and len(r["sentences"]) > 2]
    rng = random.Random(f"{SEED}-{split}-{language}")
    by_title: dict[str, list[dict[str, Any]]] = {}
    for r in found:
        by_title.setdefault(r["title"], []).append(r)
    names = sorted({n for r in found for s in r["sentences"] for n in _NAME.findall(s)})
    rng.shuffle(found)
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for r in found:
        if len(out) >= 3 * RECORDS[split]:
            break
        whole = " ".join(r["sentences"])
        if whole in seen:
            continue
        seen.add(whole)
        at = r["answer"][0]
        answer = r["sentences"][at]
        paragraph = " ".join(r["sentences"][max(0, at - AROUND) : at + AROUND + 1])
        others = [s for o in by_title[r["title"]] if " ".join(o["sentences"]) != whole
                  for s in o["sentences"] if s not in whole and len(s.split()) >= 6]
        short = _short(answer)
        roll = rng.random()
        changed = None
        if roll < 0.25:
            changed = _swapped(short)
        elif roll < 0.5:
            changed = _renumbered(short) or _renamed(short, names, rng)
        changed = changed or _negated(short, language)
        if not others or changed is None:
            continue
        base = {"language": language, "paragraphs": [paragraph], "scriptures": [],
                "group": f"qa-{split}-{r['title']}"}
        supported = _framed(short, language) if rng.random() < 0.3 else short
        out.append({**base, "comment": supported, "verdict": "supported"})
        out.append({**base, "comment": changed, "verdict": "contradicted"})
        out.append({**base, "comment": rng.choice(others), "verdict": "unsupported"})
    return out


_NLI_FILES = {
    # language: (train file, dev file or "" for the rows after the train ones)
    "es": ("xnlivar-xnli-es-original.tsv", "xnlivar-xnli-es-var.tsv"),
    "en": ("sick-train-trial.tsv", "xnlivar-xnli-es2en-native.tsv"),
    "pt": ("inferbr-train.csv", "inferbr-val.csv"),
}
_NLI_LABEL = {"entailment": "supported", "neutral": "unsupported",
              "contradiction": "contradicted"}


def _nli_rows(name: str) -> list[tuple[str, str, str]]:
    """(premise, hypothesis, label name) of one NLI file, labels mapped (see its README)."""
    path = NLI / name
    out = []
    with path.open(encoding="utf-8", newline="") as f:
        if name.startswith("inferbr"):
            for row in csv.DictReader(f):
                label = {"0": "contradiction", "1": "entailment", "2": "neutral"}.get(
                    row["label"])
                if label:
                    out.append((row["premise"], row["hypothesis"], label))
        elif name.startswith("sick"):
            for row in csv.DictReader(f, delimiter="\t"):
                out.append((row["sentence_A"], row["sentence_B"],
                            row["entailment_label"].lower()))
        else:
            for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                label = {"0": "entailment", "1": "neutral", "2": "contradiction"}.get(
                    row.get("label", ""))
                if label and row.get("premise") and row.get("hypothesis"):
                    out.append((row["premise"], row["hypothesis"], label))
    return out


def nli_items(split: str, language: str) -> list[dict[str, Any]]:
    """A fixed, label-balanced sample of one language's NLI pairs as comments."""
    name = _NLI_FILES[language][0 if split == "train" else 1]
    rows = _nli_rows(name)
    rng = random.Random(f"{SEED}-nli-{split}-{language}")
    rng.shuffle(rows)
    per = NLI_ROWS[split] // 3
    out: list[dict[str, Any]] = []
    for label in _NLI_LABEL:
        chosen = [r for r in rows if r[2] == label and len(r[0].split()) >= 4][:per]
        out += [{"language": language, "paragraphs": [premise], "scriptures": [],
                 "comment": hypothesis, "verdict": _NLI_LABEL[label],
                 "group": f"nli-{split}-{premise}"} for premise, hypothesis, _ in chosen]
    return out


def train_items(folder: Path = TRAIN, batches: set[int] | None = None
                ) -> list[dict[str, Any]]:
    """The labelled training comments of bench/data/comment_train (all its batches, or
    the ones named), with their paragraphs and the texts of their cited verses."""
    out: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        if batches is not None and data.get("batch") not in batches:
            continue
        paragraphs = {p["id"]: p for p in data.get("paragraphs", [])}
        for c in data.get("comments", []):
            source = paragraphs.get(c.get("paragraph", ""))
            if source is None or c.get("verdict") not in VERDICTS:
                continue
            verses = c.get("scriptures")
            if verses is None:
                verses = [sc["text"] for sc in source.get("scriptures", []) if sc.get("text")]
            out.append({"language": data["language"], "comment": c["comment"],
                        "paragraphs": [" ".join(p) for p in source["paragraphs"]],
                        "scriptures": list(verses), "verdict": c["verdict"],
                        "kind": c.get("kind", ""), "group": f"train-{source['id']}"})
    return out


def echo_items(folder: Path = TRAIN, batches: set[int] | None = None
               ) -> list[dict[str, Any]]:
    """One sentence of each training paragraph said back as a comment, its citation
    dropped, a third of them framed as the person's own ("Me ayuda saber que…"):
    supported. (The training comments are paraphrases and near-copies that contradict;
    without these a comment that repeats the paragraph would look like an edit.)"""
    out: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        if batches is not None and data.get("batch") not in batches:
            continue
        language = data["language"]
        rng = random.Random(f"{SEED}-echo-{path.name}")
        for record in data.get("paragraphs", []):
            sentences = [_ASIDE.sub("", s).strip() for p in record["paragraphs"] for s in p]
            sentences = [s for s in sentences if len(s.split()) >= 6]
            if not sentences:
                continue
            said = rng.choice(sentences)
            if rng.random() < 0.33:
                said = _framed(said, language)
            out.append({"language": language, "comment": said,
                        "paragraphs": [" ".join(p) for p in record["paragraphs"]],
                        "scriptures": [sc["text"] for sc in record.get("scriptures", [])
                                       if sc.get("text")],
                        "verdict": "supported", "kind": "echo",
                        "group": f"train-{record['id']}"})
    return out


def own_items(split: str) -> list[dict[str, Any]]:
    return [{**i, "group": f"own-{i['paragraph']}"} for i in comment_items()
            if i["split"] == split]


def _scorer(model: Path) -> Any:
    from app.nli import NLIModel

    scorer = NLIModel(model, threads=2)
    scorer.load()
    return scorer


def _fingerprint(model: Path) -> str:
    stat = (model / "model.onnx").stat()
    return hashlib.sha256(f"{model.resolve()}:{stat.st_size}:{stat.st_mtime_ns}"
                          .encode()).hexdigest()[:12]


class PairCache:
    """The model's scores of (premise, hypothesis) pairs, kept on disk per model, so a
    change of features or data re-scores only the pairs it has not seen."""

    def __init__(self, model: Path) -> None:
        self.model = model
        self.path = CACHE / f"comments29-pairs-{_fingerprint(model)}.json"
        self.scores: dict[str, dict[str, float]] = (
            json.loads(self.path.read_text("utf-8")) if self.path.is_file() else {})
        self.scorer: Any = None
        self.new = 0

    @staticmethod
    def key(pair: tuple[str, str]) -> str:
        return hashlib.sha1("\0".join(pair).encode()).hexdigest()

    def score(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
        missing = list(dict.fromkeys(p for p in pairs if self.key(p) not in self.scores))
        if missing:
            if self.scorer is None:
                self.scorer = _scorer(self.model)
            for k in range(0, len(missing), 32):
                chunk = missing[k : k + 32]
                for pair, scored in zip(chunk, self.scorer.entail_batch(chunk), strict=True):
                    self.scores[self.key(pair)] = {n: round(float(v), 5)
                                                   for n, v in scored.items()}
            self.new += len(missing)
        return [self.scores[self.key(p)] for p in pairs]

    def save(self) -> None:
        if self.new:
            from app.core.atomic import write_text_atomic

            CACHE.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.path, json.dumps(self.scores), durable=False)
            self.new = 0


def features(name: str, items: list[dict[str, Any]], cache: PairCache
             ) -> tuple[list[dict[str, float]], list[dict[str, float]]]:
    """Each comment's features with the model and without it (the words alone)."""
    jobs = [comment_engine.prepare(item["comment"], item["paragraphs"],
                                   item.get("scriptures", []), item["language"])
            for item in items]
    scored = cache.score([pair for job in jobs for pair in comment_engine.pairs_of(job)])
    with_model, lexical, cursor = [], [], 0
    for job in jobs:
        size = len(comment_engine.pairs_of(job))
        with_model.append(comment_engine.features_of(job, scored[cursor : cursor + size])
                          .values)
        lexical.append(comment_engine.features_of(job, None, WORD_OVERLAP).values)
        cursor += size
    if cache.new:
        print(f"{name}: {len(items)} comments, {cache.new} pairs scored", flush=True)
    cache.save()
    return with_model, lexical


def fit(x: np.ndarray, y: np.ndarray, weight: np.ndarray, l2: float, steps: int = 2000,
        rate: float = 0.5) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Weighted multinomial logistic regression (L2 on the weights, full-batch gradient
    descent on standardised features): mean, scale, weights, bias."""
    mean = np.average(x, axis=0, weights=weight)
    scale = np.sqrt(np.average((x - mean) ** 2, axis=0, weights=weight))
    scale[scale < 1e-6] = 1.0
    z = (x - mean) / scale
    w = np.zeros((len(VERDICTS), x.shape[1]))
    b = np.zeros(len(VERDICTS))
    onehot = np.eye(len(VERDICTS))[y]
    share = weight / weight.sum()
    for _ in range(steps):
        logits = z @ w.T + b
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        grad = (p - onehot) * share[:, None]
        w -= rate * (grad.T @ z + l2 * w)
        b -= rate * grad.sum(axis=0)
    return mean, scale, w, b


def classifier_of(names: list[str], fitted: tuple[np.ndarray, ...], l2: float,
                  cv: float | None) -> CommentClassifier:
    mean, scale, w, b = fitted
    return CommentClassifier(features=names, mean=[round(float(v), 6) for v in mean],
                             scale=[round(float(v), 6) for v in scale],
                             weights=[[round(float(v), 4) for v in row] for row in w],
                             bias=[round(float(v), 4) for v in b], l2=l2,
                             cv_accuracy=None if cv is None else round(cv, 4))


def cross_validate(x: np.ndarray, y: np.ndarray, weight: np.ndarray, groups: list[str],
                   l2: float, folds: int = 5) -> tuple[float, np.ndarray]:
    """Weighted accuracy on held-back folds (a group in one fold) and each row's
    held-back prediction."""
    rng = np.random.default_rng(SEED)
    names = sorted(set(groups))
    fold_of = {g: k % folds for k, g in enumerate(rng.permutation(names))}
    chosen = np.array([fold_of[g] for g in groups])
    predicted = np.zeros(len(y), dtype=int)
    for k in range(folds):
        test = chosen == k
        mean, scale, w, b = fit(x[~test], y[~test], weight[~test], l2, steps=1000)
        predicted[test] = (((x[test] - mean) / scale) @ w.T + b).argmax(axis=1)
    return float(np.average(predicted == y, weights=weight)), predicted


def scores(picks: list[str], gold: list[str]) -> dict[str, Any]:
    pairs = list(zip(picks, gold, strict=True))
    return {"n": len(gold), "accuracy": round(float(np.mean([p == g for p, g in pairs])), 3),
            "recall": {v: round(float(np.mean([p == g for p, g in pairs if g == v])), 3)
                       for v in VERDICTS if v in gold}}


def picks_of(values: list[dict[str, float]], c: CommentClassifier) -> list[str]:
    out: list[str] = []
    for x in values:
        p = c.probabilities(x)
        out.append(max(VERDICTS, key=lambda v, p=p: p[v]))  # type: ignore[misc]
    return out


def datasets(train_dir: Path, batches: set[int] | None = None
             ) -> tuple[dict[str, list[dict[str, Any]]], dict[str, list[dict[str, Any]]]]:
    """The fit data and the held-back data, by name."""
    fit_on: dict[str, list[dict[str, Any]]] = {"own-dev": own_items("dev")}
    judge: dict[str, list[dict[str, Any]]] = {"own-test": own_items("test")}
    trained = train_items(train_dir, batches)
    echoed = echo_items(train_dir, batches)
    for lang in LANGUAGES:
        mine = [i for i in trained if i["language"] == lang]
        if mine:
            fit_on[f"train-{lang}"] = mine
            fit_on[f"echo-{lang}"] = [i for i in echoed if i["language"] == lang]
        fit_on[f"qa-train-{lang}"] = generated("train", lang)
        judge[f"qa-dev-{lang}"] = generated("dev", lang)
        fit_on[f"nli-train-{lang}"] = nli_items("train", lang)
        judge[f"nli-dev-{lang}"] = nli_items("dev", lang)
    return fit_on, judge


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.comment_calibration",
                                 description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help=f"save the fit in {TUNING_FILE}")
    ap.add_argument("--model", type=Path, default=models_dir() / "nli",
                    help="the NLI model folder to score with (default: the shipped one)")
    ap.add_argument("--train", type=Path, default=TRAIN,
                    help="the folder of labelled training comments")
    ap.add_argument("--batches", default="",
                    help="only these batches of the training comments (\"1,2\"; default all)")
    ap.add_argument("--drop", default="", help="features the model's classifier leaves out "
                    "(\"coverage,subject\")")
    ap.add_argument("--sets", default="", help="only the data sets whose names start so "
                    "(\"own\", \"own,train-es\"): a quick comparison of two models")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    batches = {int(b) for b in args.batches.split(",") if b.strip()} or None
    fit_on, judge = datasets(args.train, batches)
    if args.sets:  # a quick comparison on some of the data (say so when reporting it)
        wanted = tuple(args.sets.split(","))
        fit_on = {k: v for k, v in fit_on.items() if k.startswith(wanted)}
        judge = {k: v for k, v in judge.items() if k.startswith(wanted)}
    report_batches = sorted(batches) if batches else "all"
    cache = PairCache(args.model)
    values = {name: features(name, items, cache)
              for name, items in {**fit_on, **judge}.items()}
    report: dict[str, Any] = {"model": str(args.model), "batches": report_batches, "fit_on": {
        k: len(v) for k, v in fit_on.items()}, "engines": {}}
    tuned: dict[str, CommentClassifier] = {}
    dropped = set(args.drop.split(","))
    for engine, column, names in (
            (MODEL, 0, [n for n in comment_engine.FEATURES if n not in dropped]),
            (WORD_OVERLAP, 1, list(comment_engine.LEXICAL_FEATURES))):
        rows = [(v, item) for k, items in fit_on.items()
                for v, item in zip(values[k][column], items, strict=True)]
        x = np.array([[v[n] for n in names] for v, _ in rows])
        y = np.array([VERDICTS.index(item["verdict"]) for _, item in rows])
        weight = np.array([WEIGHTS[item["group"].split("-")[0]] for _, item in rows])
        # each verdict weighs the same in all (every class must be recalled)
        for label in range(len(VERDICTS)):
            weight[y == label] *= weight.sum() / (len(VERDICTS) * weight[y == label].sum())
        groups = [item["group"] for _, item in rows]
        tried = {l2: cross_validate(x, y, weight, groups, l2) for l2 in L2_STEPS}
        l2 = max(tried, key=lambda k: (round(tried[k][0], 4), k))
        cv, held_back = tried[l2]
        chosen = classifier_of(names, fit(x, y, weight, l2), l2, cv)
        tuned[engine] = chosen
        cv_by: dict[str, Any] = {}
        start = 0
        for k, items in fit_on.items():
            end = start + len(items)
            cv_by[k] = scores([VERDICTS[int(i)] for i in held_back[start:end]],
                              [i["verdict"] for i in items])
            start = end
        held = {k: scores(picks_of(values[k][column], chosen), [i["verdict"] for i in items])
                for k, items in judge.items()}
        # the training comments' kinds (wrong person, reversed cause…), cross-validated
        kinds: dict[str, list[tuple[str, str]]] = {}
        for (_, item), guess in zip(rows, held_back, strict=True):
            if item.get("kind"):
                kinds.setdefault(item["kind"], []).append((VERDICTS[int(guess)],
                                                           item["verdict"]))
        by_kind = {k: scores([g for g, _ in v], [t for _, t in v])["accuracy"]
                   for k, v in sorted(kinds.items())}
        report["engines"][engine] = {
            "l2": l2, "cv_accuracy": round(cv, 3),
            "cv_by_l2": {str(k): round(v[0], 3) for k, v in tried.items()},
            "cross_validated": cv_by, "held_back": held, "train_kinds": by_kind}
        if not args.json:
            print(f"== {engine}: L2 {l2}, cross-validated weighted accuracy {cv:.3f} "
                  f"(by L2: {report['engines'][engine]['cv_by_l2']})")
            for heading, table in (("cross-validated", cv_by), ("held back", held)):
                for k, r in table.items():
                    recall = " ".join(f"{v[:5]} {x:.2f}" for v, x in r["recall"].items())
                    print(f"  {heading:15} {k:14} n={r['n']:4} acc {r['accuracy']:.3f}  "
                          f"recall: {recall}")
            print("  cross-validated training comments by kind: "
                  + ", ".join(f"{k} {v:.2f}" for k, v in by_kind.items()))
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    if args.write:
        from app.core.atomic import write_text_atomic

        data = json.loads(TUNING_FILE.read_text("utf-8"))
        data["comments_model"] = tuned[MODEL].model_dump()
        data["comments_overlap"] = tuned[WORD_OVERLAP].model_dump()
        write_text_atomic(TUNING_FILE, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        print(f"written: {TUNING_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
