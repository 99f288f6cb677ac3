"""When the library has nothing close to a query: the margins of `is_close`, chosen on a
dev query set of their own.

    nice -n 10 .venv/bin/python -m bench.library_relevance [--library PATH] [--choose]

Builds (once, kept at `--library`; a temporary one without it) the library the dev set
names (bench/data/library_relevance_dev.json: the mirror's September 2026 study
Watchtower in es, en and pt) with paragraph vectors, then searches it as `preparo
library search` does (hybrid, meaning in the query's language) for each query: the
unrelated ones should come back with nothing close, the related ones with hits. Prints,
for each pair of margins tried (LIFTS x LEADS, app.library.search.is_close), the share
of unrelated queries left silent and of related ones that kept a hit. `--choose` picks
the pair that keeps the most related queries among those leaving at least SILENT of the
unrelated ones silent (ties: the most kept were their words not counted, so by meaning
alone, then the smaller margins, which keep more); the choice shipped is
app/library/search.py's LIFT and LEAD.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from app.core.settings import load_settings
from app.library.models import LibraryHit
from app.library.search import LEAD, LIFT, LibrarySearch, is_close
from app.library.shelf import add_issue
from app.library.store import Library
from app.mirror.server import MIRROR_POLICY, running_mirror
from app.sources.hub import SourceHub
from bench.heldout import cpu, cpu_line
from bench.library import _embedder

DEV = Path(__file__).parent / "data" / "library_relevance_dev.json"
LIFTS = (0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.10)
LEADS = (0.01, 0.015, 0.02, 0.03, 0.05, 1.0)  # 1.0: no lead counts
SILENT = 0.95  # the share of unrelated queries that must come back silent
LANGUAGES = ("es", "en", "pt")


async def build(path: Path, issues: list[tuple[str, str]]) -> None:
    """The dev set's library at `path`, downloaded from a mirror started for it."""
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


def rates(found: list[tuple[dict[str, Any], list[LibraryHit]]], lift: float,
          lead: float) -> dict[str, float]:
    """The shares of unrelated queries left silent and of related ones keeping a hit."""
    silent = [not any(is_close(h, lift, lead) for h in hits)
              for q, hits in found if not q["related"]]
    kept = [any(is_close(h, lift, lead) for h in hits) for q, hits in found if q["related"]]
    by_meaning = [any(is_close(h.model_copy(update={"found_by": ["meaning"]}), lift, lead)
                      for h in hits) for q, hits in found if q["related"]]
    return {"unrelated_silent": sum(silent) / len(silent),
            "related_kept": sum(kept) / len(kept),
            "related_kept_by_meaning": sum(by_meaning) / len(by_meaning),
            "n_unrelated": len(silent), "n_related": len(kept)}


def choose(table: dict[tuple[float, float], dict[str, float]]) -> tuple[float, float]:
    quiet = [k for k, r in table.items() if r["unrelated_silent"] >= SILENT] or list(table)
    return max(quiet, key=lambda k: (table[k]["related_kept"],
                                     table[k]["related_kept_by_meaning"],
                                     table[k]["unrelated_silent"], -k[0], -k[1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=Path)
    parser.add_argument("--queries", type=Path, default=DEV)
    parser.add_argument("--choose", action="store_true")
    args = parser.parse_args()
    data = json.loads(args.queries.read_text("utf-8"))
    with tempfile.TemporaryDirectory() as folder:
        path = args.library or Path(folder) / "library.sqlite3"
        if not path.exists():
            asyncio.run(build(path, [(pub, issue) for pub, issue in data["library"]]))
        embedder, _ = _embedder()
        library = Library(path)
        search = LibrarySearch(library, embedder)
        found = [(q, search.search(q["query"], q["language"], limit=10,
                                   meaning_language=q["language"]))
                 for q in data["queries"]]
        library.close()
    print(cpu_line(cpu()))
    table = {(lift, lead): rates(found, lift, lead) for lift in LIFTS for lead in LEADS}
    for (lift, lead), r in table.items():
        shown = "none" if lead >= 1 else f"{lead}"
        print(f"  lift {lift:.3f} lead {shown:5s}: unrelated silent "
              f"{r['unrelated_silent']:.3f} (n={r['n_unrelated']}), related kept "
              f"{r['related_kept']:.3f} (n={r['n_related']}; by meaning alone "
              f"{r['related_kept_by_meaning']:.3f})")
    shipped = rates(found, LIFT, LEAD)
    print(f"  shipped (lift {LIFT}, lead {LEAD}): unrelated silent "
          f"{shipped['unrelated_silent']:.3f}, related kept {shipped['related_kept']:.3f}")
    if args.choose:
        lift, lead = choose(table)
        print(f"  chosen on {args.queries.name}: lift {lift}, lead {lead} (unrelated silent "
              f"{table[(lift, lead)]['unrelated_silent']:.3f}, related kept "
              f"{table[(lift, lead)]['related_kept']:.3f})")


if __name__ == "__main__":
    main()
