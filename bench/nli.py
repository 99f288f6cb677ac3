"""The NLI model in one run: speed against a plain onnxruntime session, accuracy, Sunday work.

Run: .venv/bin/python -m bench.nli [--model-dir DIR] [--threads 2] [--reps 7]
     [--data ../shared/data/nli] [--skip accuracy,sunday] [--json]

Prints, in one run (every timing a median of --reps repetitions):
- speed (timed in blocks of calls, see medians_in_blocks): ms for one pair and
  pairs/s at batch 32, through the app's runtime
  (`NLIModel`, tokenising included, cache off) and through a plain
  `onnxruntime.InferenceSession` on the same model.onnx with its default options
  and the same thread count (inputs tokenised beforehand), and their ratio;
- ceiling: the encoder's linear layers alone as bare onnxruntime int8 products
  (DynamicQuantizeMatMul) on the same token counts: the speed no model of this
  encoder's size can beat on this CPU (needs the onnx package; --skip ceiling);
- memory: RSS before loading, with the model, peak after the batches;
- accuracy on the held-out validation splits that models/build_nli.py defines
  (needs the data folder; skipped when it is missing);
- Prepare Sunday against the local mirror: the pairs the model scores in one run
  (the critique of the findings plus the answers of every Watchtower paragraph),
  the windows their premises were cut into (what the runtime ran before it
  selected windows), the rows it really ran, and the time it took.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from app.core.findings import WtParagraph
from app.core.settings import Settings, load_settings
from app.nli.model import LABELS, NLIModel, default_threads, find_model_dir

REPO = Path(__file__).resolve().parents[1]
# ../shared next to the checkout (a git worktree sits one folder deeper)
DATA_CANDIDATES = [up / "shared" / "data" / "nli" for up in REPO.parents[:2]]

SUBJECTS = {
    "en": ["The brothers", "The congregation", "A young sister", "The elders", "The family"],
    "es": ["Los hermanos", "La congregación", "Una hermana joven", "Los ancianos", "La familia"],
    "pt": ["Os irmãos", "A congregação", "Uma irmã jovem", "Os anciãos", "A família"],
}
ACTIONS = {
    "en": ("met on Thursday evening to study the Bible chapter by chapter and "
           "prepared comments for the Watchtower study",
           "studied the Bible together"),
    "es": ("se reunieron el jueves por la noche para estudiar la Biblia capítulo por "
           "capítulo y prepararon comentarios para el estudio de La Atalaya",
           "estudiaron la Biblia juntos"),
    "pt": ("se reuniram na quinta-feira à noite para estudar a Bíblia capítulo por "
           "capítulo e prepararam comentários para o estudo de A Sentinela",
           "estudaram a Bíblia juntos"),
}
PROBE = ("El hermano leyó Juan 3:16 en la reunión.", "El hermano leyó un versículo.")


def sample_pairs(n: int) -> list[tuple[str, str]]:
    """n distinct finding-like pairs in es/en/pt (distinct so the cache never answers)."""
    out: list[tuple[str, str]] = []
    i = 0
    while len(out) < n:
        for lang, subjects in SUBJECTS.items():
            premise_tail, claim = ACTIONS[lang]
            subject = subjects[i % len(subjects)]
            out.append((f"{subject} {premise_tail} ({i}).", f"{subject} {claim}."))
        i += 1
    return out[:n]


def memory_kib() -> dict[str, int]:
    """Current and peak resident set size of this process, in KiB."""
    status: dict[str, int] = {}
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                status[key] = int(value.split()[0])
    except OSError:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        peak_kib = peak // 1024 if sys.platform == "darwin" else peak
        status = {"VmRSS": peak_kib, "VmHWM": peak_kib}
    return {"rss": status.get("VmRSS", 0), "peak": status.get("VmHWM", 0)}


def medians_in_blocks(runs: list[Callable[[], object]], reps: int, rounds: int = 3,
                      settle_s: float = 0.3) -> list[float]:
    """Median wall time of each of `runs`, timed in blocks: `reps` calls of one run,
    a pause, `reps` calls of the next, and so on for `rounds` rounds. Blocks rather
    than alternate calls because a plain onnxruntime session's threads keep spinning
    for a while after its run, and would take the cores from whatever runs next."""
    for run in runs:
        run()
    times: list[list[float]] = [[] for _ in runs]
    for _ in range(rounds):
        for run, spent in zip(runs, times, strict=True):
            time.sleep(settle_s)
            for _ in range(reps):
                t = time.perf_counter()
                run()
                spent.append(time.perf_counter() - t)
    return [statistics.median(spent) for spent in times]


# ----------------------------------------------------------------------------- speed


def plain_session(folder: Path, threads: int) -> Any:
    """onnxruntime as it comes: default session options, only the thread count set."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    return ort.InferenceSession(
        str(folder / "model.onnx"), sess_options=options, providers=["CPUExecutionProvider"]
    )


def padded_feed(model: NLIModel, session: Any, pairs: list[tuple[str, str]]) -> dict[str, Any]:
    encodings = [model.segments(p, h)[0] for p, h in pairs]
    width = max(len(e.ids) for e in encodings)
    pad = model.config.pad_id if model.config.pad_id is not None else 0
    ids = np.full((len(encodings), width), pad, dtype=np.int64)
    mask = np.zeros((len(encodings), width), dtype=np.int64)
    for row, enc in enumerate(encodings):
        ids[row, : len(enc.ids)] = enc.ids
        mask[row, : len(enc.ids)] = 1
    arrays = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
    feed = {}
    for spec in session.get_inputs():
        dtype = np.int32 if "int32" in spec.type else np.int64
        feed[spec.name] = arrays[spec.name].astype(dtype)
    return feed


def speed(model: NLIModel, folder: Path, threads: int, reps: int) -> dict[str, float]:
    batch = sample_pairs(32)
    session = plain_session(folder, threads)
    one_feed, batch_feed = padded_feed(model, session, [PROBE]), padded_feed(model, session, batch)
    ours_one, plain_one = medians_in_blocks(
        [lambda: model.entail(*PROBE), lambda: session.run(None, one_feed)], reps * 4
    )
    ours_batch, plain_batch = medians_in_blocks(
        [lambda: model.entail_batch(batch), lambda: session.run(None, batch_feed)], reps
    )
    return {
        "ours_one_ms": round(ours_one * 1000, 2),
        "ours_batch32_pairs_s": round(32 / ours_batch, 1),
        "plain_one_ms": round(plain_one * 1000, 2),
        "plain_batch32_pairs_s": round(32 / plain_batch, 1),
        "one_ratio": round(ours_one / plain_one, 2),
        "batch32_ratio": round(plain_batch / ours_batch, 2),
    }


# ----------------------------------------------------------------------------- ceiling


def linear_chain(folder: Path) -> list[tuple[int, int]]:
    """(K, N) of every matrix product with a constant weight in model.onnx, in the
    graph's order: the encoder's linear layers (and its classifier head)."""
    import onnx

    model = onnx.load(str(folder / "model.onnx"))
    shapes = {i.name: tuple(i.dims) for i in model.graph.initializer}
    chain: list[tuple[int, int]] = []
    for node in model.graph.node:
        if node.op_type in ("MatMul", "MatMulInteger", "MatMulIntegerToFloat",
                            "DynamicQuantizeMatMul", "MatMulNBits"):
            dims = shapes.get(node.input[1])
            if node.op_type == "MatMulNBits":
                attrs = {a.name: a.i for a in node.attribute}
                dims = (attrs["K"], attrs["N"])
            if dims is not None and len(dims) == 2:
                chain.append((int(dims[0]), int(dims[1])))
    return chain


def linear_shapes(folder: Path) -> dict[tuple[int, int], int]:
    """How many linear layers of each (K, N) the model has."""
    found: dict[tuple[int, int], int] = {}
    for key in linear_chain(folder):
        found[key] = found.get(key, 0) + 1
    return found


def gemm_ceiling(folder: Path, threads: int, reps: int, tokens_batch: int,
                 tokens_one: int) -> dict[str, Any]:
    """The fastest the encoder's linear layers alone can run on this CPU: one graph of
    onnxruntime DynamicQuantizeMatMul nodes (u8 x s8, the fastest int8 product
    onnxruntime has here), one per linear layer of the model, in its order (a layer
    whose input width does not follow from the one before starts from a fresh input
    of its own), run over as many rows as the batch has tokens. Everything else the
    model does (attention, GELU, layer norms) comes on top, so the model cannot beat
    these figures on this machine."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(0)
    chain = linear_chain(folder)
    nodes, weights, inputs = [], [], []
    previous: tuple[str, int] | None = None
    for i, (k, n) in enumerate(chain):
        if previous is None or previous[1] != k:
            name = f"x{i}"
            inputs.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, [None, k]))
            previous = (name, k)
        weights += [numpy_helper.from_array(rng.integers(-127, 127, (k, n), dtype=np.int8),
                                            f"w{i}"),
                    numpy_helper.from_array(np.full((n,), 0.01, np.float32), f"s{i}")]
        nodes.append(helper.make_node("DynamicQuantizeMatMul", [previous[0], f"w{i}", f"s{i}"],
                                      [f"y{i}"], domain="com.microsoft"))
        previous = (f"y{i}", n)
    assert previous is not None
    graph = helper.make_graph(
        nodes, "linear_layers", inputs,
        [helper.make_tensor_value_info(previous[0], TensorProto.FLOAT, [None, None])], weights)
    proto = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17),
                                                    helper.make_opsetid("com.microsoft", 1)])
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    session = ort.InferenceSession(proto.SerializeToString(), options,
                                   providers=["CPUExecutionProvider"])

    def feed(rows: int) -> dict[str, np.ndarray]:
        return {i.name: rng.standard_normal((rows, i.shape[1])).astype(np.float32)
                for i in session.get_inputs()}

    batch, one = feed(tokens_batch), feed(tokens_one)
    t_batch, t_one = medians_in_blocks([lambda: session.run(None, batch),
                                        lambda: session.run(None, one)], reps)
    macs = sum(k * n for k, n in chain)
    return {
        "linear_layers": len(chain),
        "macs_per_token_m": round(macs / 1e6, 1),
        "tokens_batch32": tokens_batch,
        "tokens_one": tokens_one,
        "gmacs": round(macs * tokens_batch / t_batch / 1e9, 1),
        "batch32_pairs_s": round(32 / t_batch, 1),
        "one_ms": round(t_one * 1000, 2),
    }


# ----------------------------------------------------------------------------- accuracy


def validation_splits(data: Path) -> dict[str, list[Any]]:
    """The held-out splits of models/build_nli.py (the same seed, the same pairs)."""
    path = REPO / "models" / "build_nli.py"
    spec = importlib.util.spec_from_file_location("build_nli", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_nli"] = module
    spec.loader.exec_module(module)
    _, valid = module.load_data(data, 13)
    return dict(valid)


def accuracy(model: NLIModel, data: Path) -> dict[str, dict[str, float]]:
    """Accuracy per split, and the windows its premises were cut into against those run."""
    out = {}
    for name, pairs in sorted(validation_splits(data).items()):
        before = dict(model.stats)
        scores = model.entail_batch([(p.premise, p.hypothesis) for p in pairs])
        guesses = [int(np.argmax([s[label] for label in LABELS])) for s in scores]
        correct = sum(g == p.label for g, p in zip(guesses, pairs, strict=True))
        out[name] = {"pairs": len(pairs), "accuracy": round(correct / len(pairs), 3),
                     "windows_cut": model.stats["windows"] - before["windows"],
                     "rows_run": model.stats["rows"] - before["rows"]}
    return out


# ----------------------------------------------------------------------------- Prepare Sunday


async def sunday_pairs(model: NLIModel, language: str) -> dict[str, float]:
    """Run Prepare Sunday against the mirror, then score what the app scores after it."""
    from app.agents.registry import Registry
    from app.mirror.server import running_mirror
    from app.nli.entailer import OnnxEntailer
    from app.orchestrator.critique import Critique
    from app.orchestrator.executor import Executor, ExecutorConfig
    from app.sources.cache import Cache
    from app.sources.hub import SourceHub
    from bench.sunday import sunday_plan

    with tempfile.TemporaryDirectory(prefix="preparo-bench-nli-") as home:
        os.environ["PREPARO_HOME"] = home
        with running_mirror() as mirror:
            settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url)
            registry = Registry()
            registry.load_builtins()
            async with SourceHub(settings, cache=Cache(Path(home) / "c.sqlite3")) as hub:
                result = await Executor(registry, settings=settings, sources=hub,
                                        config=ExecutorConfig(retries=0)).run(
                    sunday_plan(language))
    result.findings = [f for r in result.steps for f in r.findings]
    before = dict(model.stats)
    t0 = time.perf_counter()
    await Critique(OnnxEntailer(model)).run(result)
    critique_pairs = model.stats["pairs"] - before["pairs"]
    answer_pairs = 0
    paragraphs = [f.data for f in result.findings if isinstance(f.data, WtParagraph)]
    if importlib.util.find_spec("app.study") is not None and paragraphs:
        from app.study.answers import rank_answers

        mark = model.stats["pairs"]
        rank_answers([(p.question, [p.text]) for p in paragraphs],
                     language, model)
        answer_pairs = model.stats["pairs"] - mark
    elapsed = time.perf_counter() - t0
    return {
        "paragraphs": len(paragraphs),
        "critique_pairs": critique_pairs,
        "answer_pairs": answer_pairs,
        "windows_cut": model.stats["windows"] - before["windows"],
        "rows_run": model.stats["rows"] - before["rows"],
        "scoring_s": round(elapsed, 2),
    }


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--model-dir", type=Path, default=None)
    parser.add_argument("--threads", type=int, default=min(2, default_threads()))
    parser.add_argument("--reps", type=int, default=7, help="repetitions per timing")
    parser.add_argument("--data", type=Path, default=None, help="default: ../shared/data/nli")
    parser.add_argument("--language", choices=("es", "en", "pt"), default="es")
    parser.add_argument("--skip", default="", help="comma-separated: ceiling, accuracy, sunday")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    skip = {s.strip() for s in args.skip.split(",") if s.strip()}

    folder = args.model_dir or find_model_dir(load_settings())
    before = memory_kib()
    model = NLIModel(folder, threads=args.threads, cache_size=0, batch_size=32)
    t0 = time.perf_counter()
    model.load()
    figures: dict[str, Any] = {
        "model": model.config.name,
        "folder": str(folder),
        "model_mb": round((folder / "model.onnx").stat().st_size / 1e6, 1),
        "threads": args.threads,
        "reps": args.reps,
        "load_s": round(time.perf_counter() - t0, 2),
    }
    figures["speed"] = speed(model, folder, args.threads, args.reps)
    if "ceiling" not in skip:
        if importlib.util.find_spec("onnx") is None:
            figures["ceiling"] = "skipped: needs the onnx package (pip install onnx)"
        else:
            session = plain_session(folder, args.threads)
            width = padded_feed(model, session, sample_pairs(32))["input_ids"].shape
            one = padded_feed(model, session, [PROBE])["input_ids"].shape
            figures["ceiling"] = gemm_ceiling(folder, args.threads, args.reps,
                                              width[0] * width[1], one[1])
    after = memory_kib()
    figures["memory_mib"] = {
        "before": round(before["rss"] / 1024),
        "loaded_peak": round(after["peak"] / 1024),
        "added": round((after["peak"] - before["rss"]) / 1024),
    }
    if "accuracy" not in skip:
        data = args.data or next((d for d in DATA_CANDIDATES if d.is_dir()), None)
        if data is not None and data.is_dir():
            figures["accuracy"] = accuracy(model, data)
        else:
            figures["accuracy"] = f"skipped: no data folder {args.data or DATA_CANDIDATES[0]}"
    if "sunday" not in skip:
        figures["sunday"] = asyncio.run(sunday_pairs(model, args.language))
    if args.json:
        print(json.dumps(figures))
        return 0
    s = figures["speed"]
    print(f"NLI model {figures['model']} ({folder}, model.onnx {figures['model_mb']} MB), "
          f"{args.threads} threads, medians of {args.reps} repetitions")
    print(f"  one pair     ours {s['ours_one_ms']:6.2f} ms    plain session "
          f"{s['plain_one_ms']:6.2f} ms   (ours/plain x{s['one_ratio']})")
    print(f"  batch 32     ours {s['ours_batch32_pairs_s']:6.0f} pairs/s plain session "
          f"{s['plain_batch32_pairs_s']:6.0f} pairs/s (ours/plain x{s['batch32_ratio']})")
    c = figures.get("ceiling")
    if isinstance(c, dict):
        print(f"  ceiling      the {c['linear_layers']} linear layers alone "
              f"({c['macs_per_token_m']}M multiply-adds a token) as bare int8 products: "
              f"{c['batch32_pairs_s']:.0f} pairs/s at batch 32 ({c['tokens_batch32']} tokens, "
              f"{c['gmacs']} GMAC/s), {c['one_ms']:.2f} ms for one pair ({c['tokens_one']} "
              "tokens)")
    elif c:
        print(f"  ceiling      {c}")
    m = figures["memory_mib"]
    print(f"  memory       {m['before']} MiB before loading, peak {m['loaded_peak']} MiB "
          f"(+{m['added']} MiB)")
    acc = figures.get("accuracy")
    if isinstance(acc, dict):
        print("  accuracy     " + ", ".join(
            f"{name} {v['accuracy']:.3f} ({v['pairs']})" for name, v in acc.items()))
        print("  windows      " + ", ".join(
            f"{name} {v['windows_cut']} cut, {v['rows_run']} run" for name, v in acc.items()))
    elif acc:
        print(f"  accuracy     {acc}")
    sun = figures.get("sunday")
    if sun:
        print(f"  Sunday       {sun['critique_pairs']} critique + {sun['answer_pairs']} answer "
              f"pairs ({sun['paragraphs']} paragraphs): premises cut into "
              f"{sun['windows_cut']} windows, {sun['rows_run']} run, {sun['scoring_s']:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
