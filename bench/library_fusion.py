"""How the library's two rankings are fused, chosen on a dev query set of its own.

    nice -n 19 .venv/bin/python -m bench.library_fusion --library /tmp/year.sqlite3 [--choose]

Builds (once, kept at `--library`) the mirror's year of study Watchtowers and workbooks
(bench.library's ISSUES) in es, en and pt with paragraph vectors, then prints recall@5 on
the dev queries (bench/data/library_queries_dev.json: 60 written for this, on ten of
the year's composed articles, none of the measured set's) for words alone, meaning alone
and each fusion tried: reciprocal rank fusion with the meaning ranking weighted WEIGHTS
against the words' 1 (`app.library.search.fuse`); a score fusion of bm25 and cosine
each scaled 0..1 over its hits, the words' share SHARES; and the cosine fusion the
search ships (`app.library.search.fuse_scores`: both rankings' paragraphs scored by their
cosine to the query, plus a bonus of BONUSES when they carry the query's words).
`--choose` says which did best on dev; ties go to the plainest (the weight nearest 1,
the share nearest one half, the smallest bonus). The choice shipped is
app/library/search.py's WORDS_BONUS; the measured set (bench/data/library/queries.json)
is never read here: `python -m bench.library` measures on it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from app.core.settings import load_settings
from app.library.search import LibrarySearch, fuse, fuse_scores
from app.library.shelf import add_issue
from app.library.store import Library
from app.mirror.server import MIRROR_POLICY, running_mirror
from app.sources.hub import SourceHub
from bench.heldout import cpu, cpu_line
from bench.library import ISSUES, _embedder

DEV = Path(__file__).parent / "data" / "library_queries_dev.json"
WEIGHTS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
SHARES = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
BONUSES = (0.0, 0.005, 0.01, 0.02, 0.03, 0.05)
LANGUAGES = ("es", "en", "pt")
# (bm25 of the words ranking, cosines of the meaning ranking, cosines of the words
# ranking's paragraphs)
Found = tuple[dict[int, float], dict[int, float], dict[int, float]]
Ranker = Callable[[dict[int, float], dict[int, float]], list[int]]


async def build(path: Path, issues: Sequence[tuple[str, str]] = ISSUES) -> None:
    """The library of `issues` (default: the year's) at `path`, downloaded from a mirror
    started for it."""
    embedder, name = _embedder()
    with tempfile.TemporaryDirectory() as home, running_mirror() as mirror:
        os.environ.update(PREPARO_HOME=home, PREPARO_WOL_URL=mirror.wol_url,
                          PREPARO_CDN_URL=mirror.cdn_url)
        library = Library(path)
        try:
            async with SourceHub(load_settings(), policy=MIRROR_POLICY,
                                 use_cache=False) as hub:
                for language in LANGUAGES:
                    for pub, issue in issues:
                        await add_issue(hub, library, pub, issue, language, embedder=embedder,
                                        embedder_name=name)
        finally:
            library.close()


def _spread(scores: dict[int, float]) -> dict[int, float]:
    """Scores min-max scaled to 0..1 (all 1 when they are equal)."""
    if not scores:
        return {}
    low, high = min(scores.values()), max(scores.values())
    return {k: 1.0 if high == low else (v - low) / (high - low) for k, v in scores.items()}


def by_scores(share: float) -> Ranker:
    """Score fusion: `share` x the scaled bm25 (negated: lower is better) plus the rest x
    the scaled cosine; 0 where a ranking did not find the paragraph."""
    def rank(bm25: dict[int, float], cosines: dict[int, float]) -> list[int]:
        words, meaning = _spread({k: -v for k, v in bm25.items()}), _spread(cosines)
        order = {k: n for n, k in enumerate([*bm25, *cosines])}
        score = {k: share * words.get(k, 0.0) + (1 - share) * meaning.get(k, 0.0)
                 for k in order}
        return sorted(order, key=lambda k: (-score[k], order[k]))
    return rank


def by_cosine(bonus: float) -> Callable[[Found], list[int]]:
    """The shipped fusion: every paragraph found scored by its cosine, plus `bonus` when
    it carries the query's words."""
    def rank(found: Found) -> list[int]:
        bm25, cosines, extra = found
        return [k for k, _ in fuse_scores(extra | cosines, list(bm25), bonus)]
    return rank


def by_rrf(weight: float) -> Ranker:
    def rank(bm25: dict[int, float], cosines: dict[int, float]) -> list[int]:
        return [k for k, _ in fuse([list(bm25), list(cosines)], weights=(1.0, weight))]
    return rank


def words_only(bm25: dict[int, float], cosines: dict[int, float]) -> list[int]:
    return list(bm25)


def meaning_only(bm25: dict[int, float], cosines: dict[int, float]) -> list[int]:
    return list(cosines)


def recall(search: LibrarySearch, rankings: list[Found], queries: list[dict[str, Any]],
           ranker: Ranker | None = None, whole: Callable[[Found], list[int]] | None = None
           ) -> dict[str, float]:
    """recall@5 per language and overall of one way of ranking."""
    per: dict[str, list[bool]] = {}
    for q, found in zip(queries, rankings, strict=True):
        if whole is not None:
            top = whole(found)[:5]
        else:
            assert ranker is not None
            top = ranker(found[0], found[1])[:5]
        rows = search.library.found(top)
        per.setdefault(q["language"], []).append(any(
            rows[i].title == q["title"] and rows[i].number == q["paragraph"]
            for i in top if i in rows))
    out = {k: sum(v) / len(v) for k, v in per.items()}
    every = [x for v in per.values() for x in v]
    out["all"] = sum(every) / len(every)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=Path, required=True)
    parser.add_argument("--queries", type=Path, default=DEV)
    parser.add_argument("--choose", action="store_true")
    args = parser.parse_args()
    if not args.library.exists():
        asyncio.run(build(args.library))
    queries = json.loads(args.queries.read_text("utf-8"))["queries"]
    embedder, _ = _embedder()
    library = Library(args.library)
    search = LibrarySearch(library, embedder)
    # the two rankings as the search reads them (meaning in the query's language), and
    # the cosines of the words ranking's paragraphs
    rankings: list[Found] = []
    for q in queries:
        vector = embedder.embed_queries([q["query"]])[0]
        bm25 = dict(search.words_scored(q["query"], q["language"]))
        cosines = dict(search.meaning_scored(q["query"], q["language"], vector=vector))
        extra = search._cosines(vector, [k for k in bm25 if k not in cosines],
                                q["language"], q["language"])
        rankings.append((bm25, cosines, extra))
    print(cpu_line(cpu()))
    fused = {w: recall(search, rankings, queries, by_rrf(w)) for w in WEIGHTS}
    scored = {a: recall(search, rankings, queries, by_scores(a)) for a in SHARES}
    cosine = {b: recall(search, rankings, queries, whole=by_cosine(b)) for b in BONUSES}
    rows = [("words", recall(search, rankings, queries, words_only)),
            ("meaning", recall(search, rankings, queries, meaning_only)),
            *((f"rrf w={w}", r) for w, r in fused.items()),
            *((f"scores a={a}", r) for a, r in scored.items()),
            *((f"cosine b={b}", r) for b, r in cosine.items())]
    for name, r in rows:
        print(f"  recall@5 {name:12s} " + ", ".join(f"{k} {v:.3f}" for k, v in r.items())
              + f" (n={len(queries)})")
    if args.choose:
        weight = max(WEIGHTS, key=lambda w: (fused[w]["all"], -abs(w - 1.0)))
        share = max(SHARES, key=lambda a: (scored[a]["all"], -abs(a - 0.5)))
        bonus = max(BONUSES, key=lambda b: (cosine[b]["all"], -b))
        best = max(fused[weight]["all"], scored[share]["all"])
        if cosine[bonus]["all"] > best:
            print(f"  chosen on {args.queries.name}: cosine fusion, words bonus {bonus}")
        elif scored[share]["all"] > fused[weight]["all"]:
            print(f"  chosen on {args.queries.name}: score fusion, words share {share}")
        else:
            print(f"  chosen on {args.queries.name}: reciprocal rank fusion, meaning weight "
                  f"{weight}")
    library.close()


if __name__ == "__main__":
    main()
