"""The shipped NLI model: single-pair latency, batched throughput and memory.

Run: .venv/bin/python -m bench.nli [--model-dir DIR] [--threads N] [--reps 200] [--json]

Prints, in one run:
- the median (and p90) time of one pair through `NLIModel.entail` (cache off);
- pairs per second at batch 32, and the same pairs one by one as the baseline
  (the speed-up of batching);
- the process's RSS before loading the model, its RSS and peak RSS (VmHWM) with
  the model loaded and after the batched run, and the ratio of the two.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
from pathlib import Path

from app.core.settings import load_settings
from app.nli.model import NLIModel, default_threads, find_model_dir

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model-dir", type=Path, default=None)
    parser.add_argument("--threads", type=int, default=default_threads())
    parser.add_argument("--reps", type=int, default=200, help="single-pair timings")
    parser.add_argument("--pairs", type=int, default=512, help="pairs for the throughput run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    folder = args.model_dir or find_model_dir(load_settings())
    before = memory_kib()
    t0 = time.perf_counter()
    model = NLIModel(folder, threads=args.threads, cache_size=0, batch_size=32)
    model.load()
    load_s = time.perf_counter() - t0
    loaded = memory_kib()

    probe = ("El hermano leyó Juan 3:16 en la reunión.", "El hermano leyó un versículo.")
    model.entail(*probe)
    single = []
    for _ in range(args.reps):
        t = time.perf_counter()
        model.entail(*probe)
        single.append(time.perf_counter() - t)
    single.sort()

    pairs = sample_pairs(args.pairs)
    model.entail_batch(pairs[:32])  # warm the batch shapes
    t = time.perf_counter()
    for start in range(0, len(pairs), 32):
        model.entail_batch(pairs[start : start + 32])
    batched_s = time.perf_counter() - t
    baseline = pairs[: min(len(pairs), 128)]
    t = time.perf_counter()
    for pair in baseline:
        model.entail(*pair)
    one_by_one_s = time.perf_counter() - t
    after = memory_kib()

    figures = {
        "model": model.config.name,
        "folder": str(folder),
        "threads": args.threads,
        "load_s": round(load_s, 3),
        "single_ms_median": round(statistics.median(single) * 1000, 2),
        "single_ms_p90": round(single[int(len(single) * 0.9) - 1] * 1000, 2),
        "batch32_pairs_per_s": round(len(pairs) / batched_s, 1),
        "one_by_one_pairs_per_s": round(len(baseline) / one_by_one_s, 1),
        "batching_speedup": round((len(pairs) / batched_s) / (len(baseline) / one_by_one_s), 2),
        "rss_before_mib": round(before["rss"] / 1024, 1),
        "rss_loaded_mib": round(loaded["rss"] / 1024, 1),
        "peak_rss_mib": round(after["peak"] / 1024, 1),
        "peak_over_before": round(after["peak"] / max(1, before["rss"]), 2),
        "model_added_mib": round((after["peak"] - before["rss"]) / 1024, 1),
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"NLI model {figures['model']} ({folder}), {args.threads} threads")
    print(f"  load (tokenizer + session)    {figures['load_s']:.2f} s")
    print(f"  one pair                      {figures['single_ms_median']:.1f} ms median, "
          f"{figures['single_ms_p90']:.1f} ms p90 ({args.reps} runs)")
    print(f"  batch 32                      {figures['batch32_pairs_per_s']:.0f} pairs/s "
          f"({len(pairs)} pairs)")
    print(f"  one by one (baseline)         {figures['one_by_one_pairs_per_s']:.0f} pairs/s "
          f"-> batching x{figures['batching_speedup']:.2f}")
    print(f"  RSS before loading            {figures['rss_before_mib']:.0f} MiB")
    print(f"  RSS with the model loaded     {figures['rss_loaded_mib']:.0f} MiB")
    print(f"  peak RSS (after batches)      {figures['peak_rss_mib']:.0f} MiB "
          f"(x{figures['peak_over_before']:.2f} of before, +{figures['model_added_mib']:.0f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
