"""The library's size, speed and search quality, against the mirror.

    nice -n 5 .venv/bin/python -m bench.library [--languages es,en,pt] [--words-only]
                                                [--library PATH]

Downloads and indexes a year of study Watchtowers (12 issues) and workbooks (6) per
language from the mirror's pub-media API (about 1.5-2.5 MB per EPUB, pictures
included), with paragraph vectors, into a fresh library; reports per language the
index time (download, read, store, embed) and the size on disk (database and kept
EPUBs). Then runs the query set written before the search
(bench/data/library/queries.json: 60 queries in es/en/pt, each with the study paragraph
it should find) and prints recall@5 for words alone (FTS5), meaning alone (vectors)
and the two fused, the fused search as the agents run it ("agents": only the hits that
earned their place, the doubtful ones read by the NLI model, app/agents/_library.py), the
cross-language queries, and the query time (p50/p95, after one warm-up query; the
agents' time includes embedding the query). `--words-only` skips the embedder (no
meaning, no fusion).

Then, per language, the Bible (`nwt`, ~31,000 verses) and the year's daily text book
(`es27`) are added: their index time and size on disk. Verses are kept words-only (no
vectors); with the embedder, its rate on verses and on 5-verse passages is measured and
the time a meaning index of the whole Bible would take is projected from it.

`--library PATH` reuses a year's library already built there (bench.library_fusion
builds the same one): no indexing, so no index times and no whole books; its database's
size is reported, the EPUBs having stayed in the home of the run that built it.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import functools
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.core.settings import load_settings
from app.library.search import LibrarySearch, Mode
from app.library.shelf import add_issue
from app.library.store import Library
from app.library.vectors import Embedder
from app.mirror.server import MIRROR_POLICY, running_mirror
from app.sources.hub import SourceHub
from app.sources.shelf import shelf_dir
from bench.heldout import cpu

QUERIES = Path(__file__).parent / "data" / "library" / "queries.json"
YEAR = 2027  # the mirror's first year of distinct study articles (one composed per week)
ISSUES = [("w", f"{YEAR}{m:02d}") for m in range(1, 13)] + [
    ("mwb", f"{YEAR}{m:02d}") for m in range(1, 13, 2)]
MODES: tuple[Mode, ...] = ("words", "meaning", "hybrid")
AGENTS = "agents"  # the agents' library search (app/agents/_library.py), NLI reading included


def _embedder() -> tuple[Embedder, str]:
    from app.nli.embedder import default_embedder

    embedder = default_embedder(load_settings())
    return embedder, embedder.name


def _correct(hit: Any, expected_title: str, number: int) -> bool:
    return bool(hit.title == expected_title and hit.number == number)


async def _index(library: Library, language: str, embedder: Embedder | None,
                 name: str) -> float:
    started = time.perf_counter()
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, use_cache=False) as hub:
        for pub, issue in ISSUES:
            await add_issue(hub, library, pub, issue, language, embedder=embedder,
                            embedder_name=name)
    return time.perf_counter() - started


@functools.cache
def _aside() -> concurrent.futures.ThreadPoolExecutor:
    """One thread with loops of its own, for async work the bench needs inside its own."""
    return concurrent.futures.ThreadPoolExecutor(1)


@functools.cache
def _nli() -> Any:
    from app.nli.model import NLIModel, find_model_dir

    return NLIModel(find_model_dir())


def _search(search: LibrarySearch, mode: str, query: str, language: str,
            limit: int) -> list[Any]:
    if mode == AGENTS:
        from app.agents import _meaning
        from app.agents._library import hybrid_hits

        assert search.embedder is not None
        vector = search.embedder.embed_queries([query])[0]
        # the bench may run inside an event loop: the expansion gets a loop of its own
        subjects = _aside().submit(asyncio.run, _meaning.expand(
            search.embedder, language, query,  # type: ignore[arg-type]
            named=True)).result().subjects
        return hybrid_hits(search, language, query, vector, limit,  # type: ignore[arg-type]
                           subjects, lambda pairs: [float(s["entailment"])
                                                    for s in _nli().entail_batch(pairs)])
    return search.search(query, language, limit=limit, mode=mode,  # type: ignore[arg-type]
                         meaning_language=language)


def _recall(search: LibrarySearch, data: dict[str, Any], modes: tuple[str, ...],
            ) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for mode in modes:
        per_language: dict[str, list[bool]] = {}
        misses = []
        for q in data["queries"]:
            title = data["articles"][q["article"]][q["language"]]
            hits = _search(search, mode, q["query"], q["language"], 5)
            ok = any(_correct(h, title, q["paragraph"]) for h in hits)
            per_language.setdefault(q["language"], []).append(ok)
            if not ok:
                misses.append(f'{q["language"]}: {q["query"]}')
        total = [x for v in per_language.values() for x in v]
        out[mode] = {"recall@5": sum(total) / len(total), "n": len(total),
                     "per_language": {k: sum(v) / len(v) for k, v in per_language.items()},
                     "misses": misses}
    return out


def _across(search: LibrarySearch, data: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for q in data.get("across", []):
        title = data["articles"][q["article"]][q["in"]]
        hits = search.search(q["query"], q["language"], limit=5, mode="meaning",
                             meaning_language=q["in"])
        rows.append({"query": q["query"], "from": q["language"], "in": q["in"],
                     "found": any(_correct(h, title, q["paragraph"]) for h in hits)})
    return rows


def _timing(search: LibrarySearch, data: dict[str, Any], mode: str) -> dict[str, float]:
    def one(query: str, language: str) -> None:
        if mode == AGENTS:  # in the person's language, as the agents search
            _search(search, mode, query, language, 10)
        else:  # meaning over every language's paragraphs
            search.search(query, language, limit=10, mode=mode)  # type: ignore[arg-type]

    first = data["queries"][0]
    one(first["query"], first["language"])  # warm: vectors restored
    times = []
    for q in data["queries"]:
        started = time.perf_counter()
        one(q["query"], q["language"])
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return {"p50_ms": statistics.median(times),
            "p95_ms": times[min(len(times) - 1, round(0.95 * len(times)) - 1)],
            "max_ms": times[-1]}


def _projection(library: Library, language: str, embedder: Embedder,
                row: dict[str, Any]) -> dict[str, float]:
    """A text is embedded once, and even a year of distinct articles repeats its headings,
    questions and part names. Measured: the embedder's rate on 96 of the paragraphs;
    projected: the year's index time if every paragraph were distinct."""
    sample = sorted(library.texts(language), key=len, reverse=True)[::2][:96]
    started = time.perf_counter()
    embedder.embed_passages(sample)
    rate = len(sample) / (time.perf_counter() - started)
    return {"passages_per_second": round(rate, 1),
            "all_distinct_index_seconds": round(row["index_seconds"]
                                                + (row["paragraphs"] - row["distinct_texts"])
                                                / rate, 1)}


def _search_figures(search: LibrarySearch, data: Any, words_only: bool) -> dict[str, Any]:
    """recall@5 and query times per mode (the words alone when there are no vectors) and,
    with vectors, the cross-language finds."""
    modes: tuple[str, ...] = ("words",) if words_only else (*MODES, AGENTS)
    figures: dict[str, Any] = {"recall": _recall(search, data, modes),
                               "timing": {mode: _timing(search, data, mode) for mode in modes}}
    if not words_only:
        figures["across"] = _across(search, data)
    return figures


async def _whole_books(library: Library, language: str, embedder: Embedder | None
                       ) -> dict[str, Any]:
    """The Bible and the year's daily text book in a language: index time and size."""
    row: dict[str, Any] = {}
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, use_cache=False) as hub:
        for pub in ("nwt", f"es{YEAR % 100:02d}"):
            db_before = library.size_bytes()
            started = time.perf_counter()
            kept = await add_issue(hub, library, pub, "", language)
            row[pub] = {"index_seconds": round(time.perf_counter() - started, 1),
                        "database_bytes": library.size_bytes() - db_before,
                        "epub_bytes": kept.size, "verses": kept.verses, "days": kept.days}
    if embedder is not None:
        verses = [v.text for c in range(1, 9) for v in library.chapter_verses(language, 40, c)
                  or []][:160]
        started = time.perf_counter()
        embedder.embed_passages(verses)
        verse_rate = len(verses) / (time.perf_counter() - started)
        passages = [" ".join(verses[i:i + 5]) for i in range(0, len(verses), 5)]
        started = time.perf_counter()
        embedder.embed_passages(passages)
        passage_rate = len(passages) / (time.perf_counter() - started)
        count = row["nwt"]["verses"]
        row["meaning_projection"] = {
            "verses_per_second": round(verse_rate, 1),
            "passages_per_second": round(passage_rate, 1),
            "every_verse_seconds": round(count / verse_rate),
            "five_verse_passages_seconds": round(count / 5 / passage_rate),
            "every_verse_vector_bytes": count * (384 + 40),  # int8 row + scale, row overhead
        }
    return row


def _folder_bytes(folder: Path, pattern: str) -> int:
    return sum(f.stat().st_size for f in folder.glob(pattern))


def reuse(path: Path, languages: list[str], words_only: bool) -> dict[str, Any]:
    """The quality and speed figures on a year's library built before (no indexing)."""
    data = json.loads(QUERIES.read_text("utf-8"))
    embedder, name = (None, "") if words_only else _embedder()
    report: dict[str, Any] = {"cpu": cpu(), "threads": os.environ.get("OMP_NUM_THREADS", ""),
                              "embedder": name or "none", "issues_per_language": len(ISSUES),
                              "languages": {}, "reused": str(path)}
    with Library(path) as library:
        for language in languages:
            report["languages"][language] = {
                "distinct_texts": len(library.texts(language)),
                "paragraphs": sum(p.paragraphs for p in library.publications()
                                  if p.language == language)}
        report["database_bytes"] = library.size_bytes()
        report.update(_search_figures(LibrarySearch(library, embedder), data, words_only))
    report["whole_books"] = {}
    return report


async def run(languages: list[str], words_only: bool) -> dict[str, Any]:
    data = json.loads(QUERIES.read_text("utf-8"))
    embedder, name = (None, "") if words_only else _embedder()
    report: dict[str, Any] = {"cpu": cpu(), "threads": os.environ.get("OMP_NUM_THREADS", ""),
                              "embedder": name or "none", "issues_per_language": len(ISSUES),
                              "languages": {}}
    with tempfile.TemporaryDirectory() as home, running_mirror() as mirror:
        os.environ.update(PREPARO_HOME=home, PREPARO_WOL_URL=mirror.wol_url,
                          PREPARO_CDN_URL=mirror.cdn_url)
        library = Library()
        for language in languages:
            db_before = library.size_bytes()
            files_before = _folder_bytes(shelf_dir(), f"*_{language}_*.epub")
            seconds = await _index(library, language, embedder, name)
            report["languages"][language] = {
                "index_seconds": round(seconds, 1),
                "distinct_texts": len(library.texts(language)),
                "epub_bytes": _folder_bytes(shelf_dir(), f"*_{language}_*.epub") - files_before,
                "database_bytes": library.size_bytes() - db_before,
                "paragraphs": sum(p.paragraphs for p in library.publications()
                                  if p.language == language),
            }
        year_bytes = library.size_bytes() + _folder_bytes(shelf_dir(), "*.epub")
        report["year_bytes"] = year_bytes
        if embedder is not None:
            report["projection"] = _projection(library, languages[0], embedder,
                                               report["languages"][languages[0]])
        report.update(_search_figures(LibrarySearch(library, embedder), data, words_only))
        report["whole_books"] = {language: await _whole_books(library, language, embedder)
                                 for language in languages}
        report["total_bytes"] = library.size_bytes() + _folder_bytes(shelf_dir(), "*.epub")
        library.close()
    return report


def _print(report: dict[str, Any]) -> None:
    c = report["cpu"]
    print(f"CPU: {c.get('model', '?')} ({c.get('cores', '?')} cores), embedder "
          f"{report['embedder']}; {report['issues_per_language']} EPUBs per language")
    if "reused" in report:
        print(f"  reused {report['reused']} (not indexed here): database "
              f"{report['database_bytes'] / 1e6:.1f} MB; " + ", ".join(
                  f"{k} {v['paragraphs']} paragraphs ({v['distinct_texts']} distinct texts)"
                  for k, v in report["languages"].items()))
    for language, row in ({} if "reused" in report else report["languages"]).items():
        print(f"  {language}: indexed in {row['index_seconds']} s, {row['paragraphs']} "
              f"paragraphs ({row['distinct_texts']} distinct texts), "
              f"{row['epub_bytes'] / 1e6:.1f} MB EPUBs + "
              f"{row['database_bytes'] / 1e6:.1f} MB database")
    if "year_bytes" in report:
        print(f"  library for the year on disk: {report['year_bytes'] / 1e6:.1f} MB")
    if "projection" in report:
        p = report["projection"]
        print(f"  embedder {p['passages_per_second']} passages/s; a year of distinct "
              f"paragraphs would take {p['all_distinct_index_seconds']} s to index")
    for mode, row in report["recall"].items():
        langs = ", ".join(f"{k} {v:.2f}" for k, v in row["per_language"].items())
        print(f"  recall@5 {mode:8s} {row['recall@5']:.3f} (n={row['n']}; {langs})")
    for mode, row in report["timing"].items():
        print(f"  query {mode:8s} p50 {row['p50_ms']:.1f} ms, p95 {row['p95_ms']:.1f} ms")
    for language, books in report["whole_books"].items():
        for pub in (p for p in books if p != "meaning_projection"):
            b = books[pub]
            what = f"{b['verses']} verses" if b["verses"] else f"{b['days']} days"
            print(f"  {language} {pub}: {what} indexed (words only) in {b['index_seconds']} s, "
                  f"{b['epub_bytes'] / 1e6:.1f} MB EPUB + {b['database_bytes'] / 1e6:.1f} MB "
                  "database")
        if "meaning_projection" in books:
            m = books["meaning_projection"]
            print(f"  {language} Bible by meaning (not built): {m['verses_per_second']} verses/s"
                  f" -> every verse {m['every_verse_seconds']} s; 5-verse passages "
                  f"{m['passages_per_second']}/s -> {m['five_verse_passages_seconds']} s")
    if "total_bytes" in report:
        print(f"  library with the Bibles and daily texts: "
              f"{report['total_bytes'] / 1e6:.1f} MB")
    for row in report.get("across", []):
        print(f"  across {row['from']}->{row['in']}: {'found' if row['found'] else 'missed'}"
              f" ({row['query']})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", default="es,en,pt")
    parser.add_argument("--words-only", action="store_true")
    parser.add_argument("--json", type=Path, help="also write the report here")
    parser.add_argument("--library", type=Path,
                        help="reuse the year's library built at this path (no indexing)")
    args = parser.parse_args()
    languages = args.languages.split(",")
    report = (reuse(args.library, languages, args.words_only) if args.library
              else asyncio.run(run(languages, args.words_only)))
    _print(report)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False), "utf-8")


if __name__ == "__main__":
    main()
