"""When the agents' library search offers a paragraph, and the NLI floors it uses for a
paragraph found by meaning alone, chosen on dev queries and reported on held-out ones.

    nice -n 10 .venv/bin/python -m bench.library_agents --year-library /tmp/year.sqlite3
        [--library /tmp/w202609.sqlite3] [--choose]

The agents' library search (app/agents/_library.py) keeps a paragraph that carries the
query's words or (in a search of the person's language) is clearly near it by meaning
(`sure`). Any other is read by the NLI model: against "this text is about <the
person's words>", kept at ABOUT_FLOOR; and against "this text is about <subject>" for
each of the query's nearest subjects (its first name, in the paragraph's language),
kept at SUBJECT_FLOOR. Each query is asked two ways: as the agents ask it of a library holding the
person's language ("same"), and of a library holding only one other language ("across":
the meaning search of that language's paragraphs, once per other language), where
e5-small's cosine says least.

Dev (`--choose` picks the floors here, never on held-out): bench/data/
library_relevance_dev.json on w 202609 (built at `--library` when missing), and on the
year's library its unrelated queries with the fusion's dev queries as related ones.
Held-out (reported only): bench/data/library_agents_test.json's unrelated queries
(written before any floor was tried) and the measured queries of bench/data/library/
queries.json as related ones, on the year's library (bench.library_fusion builds it).

For each pair of floors (about, subject; `never`: not by that reading): the share of
unrelated queries offered a paragraph, of related ones offered one, and (held-out) of
related ones whose expected paragraph is among the first five offered. `before`: every
passage (a paragraph, not a heading or a question) within the topic search's floor and
margin offered, without `sure` or the NLI reading. Also: how long one search takes with
its NLI reading, both tries (median and p95; the NLI model on its default threads).
`--choose` (dev only: the held-out queries are not even asked): among the floors
offering a paragraph to at most OFFERED of the dev unrelated queries (pooled over both
libraries and both ways), those keeping the most related ones, the smallest.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.agents import _meaning
from app.agents._library import (
    ABOUT_FLOOR,
    ABOUT_READ,
    PASSAGES,
    SUBJECT_FLOOR,
    Reading,
    candidates,
    convinced,
    doubtful,
    readings,
    sure,
)
from app.core.models import Language
from app.core.settings import load_settings
from app.library.models import LibraryHit
from app.library.search import LibrarySearch
from app.library.store import Library
from app.nli.embedder import Embedder, default_embedder
from app.nli.model import NLIModel, find_model_dir
from bench.heldout import cpu, cpu_line
from bench.library_fusion import build

DATA = Path(__file__).parent / "data"
DEV = DATA / "library_relevance_dev.json"
FUSION_DEV = DATA / "library_queries_dev.json"
TEST = DATA / "library_agents_test.json"
MEASURED = DATA / "library" / "queries.json"
FLOORS = (0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.01)  # 1.01: never by the NLI
Floors = tuple[float, float]  # (ABOUT_FLOOR, SUBJECT_FLOOR)
GRID: tuple[Floors, ...] = tuple((a, n) for a in FLOORS for n in FLOORS)
SHIPPED: Floors = (ABOUT_FLOOR, SUBJECT_FLOOR)
OFFERED = 0.05
LANGUAGES: tuple[Language, ...] = ("es", "en", "pt")


@dataclass
class Step:
    """One search of the agents' path: each candidate hit, whether it is `sure`, and its
    NLI reading when it was doubtful (None: not read)."""

    hits: list[LibraryHit]
    sure: list[bool]
    read: list[Reading | None]

    def offered(self, floors: Floors) -> list[LibraryHit]:
        return [h for h, s, r in zip(self.hits, self.sure, self.read, strict=True)
                if s or convinced(r, *floors)]


@dataclass
class Asked:
    query: dict[str, Any]
    way: str  # "same" or "across"
    steps: list[Step]  # the agents' tries in order: the next only when one offers nothing
    related: bool
    seconds: float = 0.0  # the search and the NLI reading, every try (embedding not counted)

    def offered(self, floors: Floors) -> list[LibraryHit]:
        for step in self.steps:
            kept = step.offered(floors)
            if kept:
                return kept
        return []

    def before(self) -> list[LibraryHit]:
        """What the rule before offered: the first try's hits that found any."""
        return next((step.hits for step in self.steps if step.hits), [])


def _step(hits: list[LibraryHit], lang: Language, query: str, subjects: Sequence[str],
          nli: NLIModel, *, nearness: bool) -> Step:
    pairs = doubtful(hits, lang, query, subjects, nearness=nearness)
    read = readings(pairs, [float(s["entailment"]) for s in nli.entail_batch(
        [(p.text, p.hypothesis) for p in pairs])]) if pairs else {}
    flags = [sure(h, lang, nearness=nearness) for h in hits]
    return Step(hits, flags, [read.get(h.text) if not f else None
                              for h, f in zip(hits, flags, strict=True)])


def ask(search: LibrarySearch, embedder: Embedder, nli: NLIModel,
        queries: list[dict[str, Any]], related: bool, *, limit: int = 10) -> list[Asked]:
    """Every query asked both ways (module doc), as the agents' path reads it."""
    out = []
    languages = {p.language for p in search.library.publications() if p.paragraphs}
    for q in queries:
        lang, text = q["language"], q["query"]
        vector = embedder.embed_queries([text])[0]
        subjects = asyncio.run(_meaning.expand(embedder, lang, text, named=True)).subjects
        if lang in languages:
            start = time.perf_counter()
            steps = [_step(candidates(search, lang, text, vector, limit, across=across), lang,
                           text, subjects, nli, nearness=not across)
                     for across in (False, True)]
            out.append(Asked(q, "same", steps, related, time.perf_counter() - start))
        for other in sorted(languages - {lang}):
            start = time.perf_counter()
            hits = search.search(text, None, limit=limit, mode="meaning",
                                 meaning_language=other, vector=vector,
                                 min_cosine=_meaning.FLOOR, margin=_meaning.MARGIN,
                                 kinds=PASSAGES)
            step = _step(hits, lang, text, subjects, nli, nearness=False)
            out.append(Asked(q, "across", [step], related, time.perf_counter() - start))
    return out


def rates(asked: Sequence[Asked], floor: Floors | None) -> dict[str, int]:
    """Counts at `floor` (None: the rule before): unrelated and related queries offered a
    paragraph, and related ones naming their paragraph found among the first five."""
    def offered(a: Asked) -> list[LibraryHit]:
        return a.before() if floor is None else a.offered(floor)

    unrelated = [a for a in asked if not a.related]
    related = [a for a in asked if a.related]
    named = [a for a in related if "article_title" in a.query]
    return {
        "unrelated_offered": sum(bool(offered(a)) for a in unrelated),
        "n_unrelated": len(unrelated),
        "related_offered": sum(bool(offered(a)) for a in related),
        "n_related": len(related),
        "named_at_5": sum(
            any(h.title == a.query["article_title"].get(h.language)
                and h.number == a.query["paragraph"] for h in offered(a)[:5])
            for a in named),
        "n_named": len(named),
    }


def line(r: dict[str, int]) -> str:
    def share(k: str, n: str) -> str:
        return f"{r[k] / r[n]:.3f} ({r[k]}/{r[n]})" if r[n] else "-"

    out = (f"unrelated offered {share('unrelated_offered', 'n_unrelated')}, "
           f"related offered {share('related_offered', 'n_related')}")
    if r["n_named"]:
        out += f", their paragraph in the first 5 {share('named_at_5', 'n_named')}"
    return out


def choose(asked: Sequence[Asked]) -> Floors:
    table = {f: rates(asked, f) for f in GRID}
    quiet = [f for f, r in table.items()
             if r["unrelated_offered"] <= OFFERED * r["n_unrelated"]] or [GRID[-1]]
    return max(quiet, key=lambda f: (table[f]["related_offered"], -f[0], -f[1]))


def _shown(floors: Floors) -> str:
    return " ".join("never" if f > 1 else f"{f:.2f}" for f in floors)


def report(name: str, asked: Sequence[Asked], grid: Sequence[Floors] = (SHIPPED,),
           show: bool = False) -> None:
    """Each way's figures: before, and at each pair of floors (about, subject) of `grid`."""
    print(f"  {name}:")
    for way in ("same", "across", "both"):
        part = [a for a in asked if way in ("both", a.way)]
        if not part:
            continue
        print(f"    {way:6s} before           : {line(rates(part, None))}")
        for floors in grid:
            mark = " <- shipped" if floors == SHIPPED else ""
            print(f"    {way:6s} floors {_shown(floors):11s}: {line(rates(part, floors))}{mark}")
        times = sorted(a.seconds * 1000 for a in part)
        print(f"    {way:6s} one search with its NLI reading (both tries): median "
              f"{statistics.median(times):.0f} ms, p95 "
              f"{times[min(len(times) - 1, int(0.95 * len(times)))]:.0f} ms")
    if show:
        for a in asked:
            if not a.related and a.offered(SHIPPED):
                hit = a.offered(SHIPPED)[0]
                print(f"    offered ({a.way}) to {a.query['language']} {a.query['query']!r}: "
                      f"{hit.language} {hit.found_by} {hit.text[:70]!r}")


def _measured() -> list[dict[str, Any]]:
    data = json.loads(MEASURED.read_text("utf-8"))
    titles = data["articles"]
    return [{**q, "article_title": titles[q["article"]]} for q in data["queries"]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=Path, help="w 202609's library (built if missing)")
    parser.add_argument("--year-library", type=Path, required=True)
    parser.add_argument("--choose", action="store_true")
    args = parser.parse_args()
    embedder = default_embedder(load_settings())
    nli = NLIModel(find_model_dir())
    dev = json.loads(DEV.read_text("utf-8"))
    fusion = json.loads(FUSION_DEV.read_text("utf-8"))["queries"]
    test = json.loads(TEST.read_text("utf-8"))["unrelated"]
    print(cpu_line(cpu()))
    print(f"  doubtful paragraphs read per search: {ABOUT_READ}; shipped floors (about, "
          f"subject): {_shown(SHIPPED)}")
    with tempfile.TemporaryDirectory() as folder:
        small = args.library or Path(folder) / "w202609.sqlite3"
        if not small.exists():
            asyncio.run(build(small, [(pub, issue) for pub, issue in dev["library"]]))
        small_lib, year_lib = Library(small), Library(args.year_library)
        try:
            small_search = LibrarySearch(small_lib, embedder)
            year_search = LibrarySearch(year_lib, embedder)
            dev_asked = {
                "dev, w 202609": [
                    *ask(small_search, embedder, nli,
                         [q for q in dev["queries"] if not q["related"]], False),
                    *ask(small_search, embedder, nli,
                         [q for q in dev["queries"] if q["related"]], True)],
                "dev, the year's library": [
                    *ask(year_search, embedder, nli,
                         [q for q in dev["queries"] if not q["related"]], False),
                    *ask(year_search, embedder, nli, fusion, True)],
            }
            held = [] if args.choose else [
                *ask(year_search, embedder, nli, test, False),
                *ask(year_search, embedder, nli, _measured(), True)]
        finally:
            small_lib.close()
            year_lib.close()
    for name, asked in dev_asked.items():
        report(name, asked)
    everything = [a for asked in dev_asked.values() for a in asked]
    report("dev, pooled", everything, GRID if args.choose else (SHIPPED,))
    if held:
        report("held-out, the year's library", held, show=True)
    if args.choose:
        floors = choose(everything)
        print(f"  chosen on dev: floors (about, subject) {_shown(floors)} "
              f"({line(rates(everything, floors))}; at most {OFFERED:.0%} unrelated offered)")


if __name__ == "__main__":
    main()
