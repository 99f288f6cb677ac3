"""Topic search against the mirror: lexical only vs by meaning (hit@k, no filler).

    .venv/bin/python -m bench.topic_search [--split dev|test|all] [--k 3] [--verbose]

Runs `find_passages` (app/agents/_passages.py: wol's search, the index and Research Guide
entries followed, ranked with the NLI model) for every query of
bench/data/topic_search.json twice: as the app searched before (words only) and with
`meaning=True` (the nearest subjects' names searched too, passages ranked and filtered
by the sentence embedder). For a query with expected articles, a hit is one of them
among the articles of the top k passages; for a query the mirror has nothing on, a hit
is no passage at all (filler is a miss). Choose thresholds on `--split dev` only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import tempfile
import time
from pathlib import Path
from typing import Any

from app.agents._passages import find_passages
from app.agents.base import AgentContext
from app.core.settings import Settings
from app.mirror.content.articles import ARTICLE_DOCIDS
from app.mirror.server import running_mirror
from app.nli.engine import default_entailer
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub

DATA = Path(__file__).parent / "data" / "topic_search.json"
_DOCID = re.compile(r"/(\d{9,10})(?:[#?]|$)")
_KEY_OF = {docid: key for key, docid in ARTICLE_DOCIDS.items()}


def article_key(url: str) -> str:
    m = _DOCID.search(url)
    return _KEY_OF.get(int(m.group(1)), "?") if m else "?"


def queries(split: str) -> list[dict[str, Any]]:
    data = json.loads(DATA.read_text("utf-8"))
    parts = ("dev", "test") if split == "all" else (split,)
    return [dict(q, split=part) for part in parts for q in data[part]]


def judged(expect: list[str], got: list[str], k: int) -> bool:
    if not expect:
        return not got
    return any(key in expect for key in got[:k])


async def _bench(base: str, cdn: str, split: str, k: int, verbose: bool, data: Path) -> int:
    settings = Settings(wol_url=base, cdn_url=cdn)
    entailer = default_entailer(settings)
    rows: list[dict[str, Any]] = []
    async with SourceHub(settings, policy=HttpPolicy(rate=1000, burst=1000),
                         use_cache=False) as hub:
        for q in queries(split):
            ctx = AgentContext(run_id="bench", step_id="s", language=q["lang"],
                               settings=settings, sources=hub,
                               services={"entailer": entailer}, data_dir=data)
            row = dict(q)
            for mode in ("lexical", "meaning"):
                start = time.perf_counter()
                found = await find_passages(ctx, q["lang"], q["query"], articles=4, top=6,
                                            meaning=mode == "meaning")
                row[f"{mode}_s"] = time.perf_counter() - start
                got = [article_key(p.url) for p in found.passages]
                row[mode] = got
                row[f"{mode}_hit"] = judged(q["expect"], got, k)
                row[f"{mode}_searched"] = found.searched
                row[f"{mode}_scores"] = [round(p.meaning, 3) if p.meaning is not None
                                         else round(p.score, 3) for p in found.passages]
            rows.append(row)
            if verbose:
                print(f"[{q['split']}/{q['lang']}] {q['query']!r} expect {q['expect']}: "
                      f"lexical {row['lexical'][:k]} {'ok' if row['lexical_hit'] else 'MISS'};"
                      f" meaning {row['meaning'][:k]} {row['meaning_scores'][:k]} "
                      f"{'ok' if row['meaning_hit'] else 'MISS'} "
                      f"(searched {row['meaning_searched']})", flush=True)
    for part in sorted({r["split"] for r in rows}):
        mine = [r for r in rows if r["split"] == part]
        about = [r for r in mine if r["expect"]]
        empty = [r for r in mine if not r["expect"]]
        for mode in ("lexical", "meaning"):
            hits = sum(r[f"{mode}_hit"] for r in about)
            clean = sum(r[f"{mode}_hit"] for r in empty)
            per_lang = ", ".join(
                f"{lang} {sum(r[f'{mode}_hit'] for r in about if r['lang'] == lang)}/"
                f"{sum(1 for r in about if r['lang'] == lang)}" for lang in ("en", "es", "pt"))
            seconds = sorted(r[f"{mode}_s"] for r in mine)[len(mine) // 2]
            print(f"{part:5} {mode:8} hit@{k} {hits}/{len(about)} ({per_lang}); "
                  f"no filler {clean}/{len(empty)}; median {seconds:.2f} s a query")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    parser.add_argument("--k", type=int, default=3)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    with running_mirror() as mirror, tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(_bench(mirror.wol_url, mirror.cdn_url, args.split, args.k,
                                  args.verbose, Path(tmp)))


if __name__ == "__main__":
    raise SystemExit(main())
