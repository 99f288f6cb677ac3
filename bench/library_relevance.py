"""When the library has nothing close to a query: the margins of `is_close`, chosen on a
dev query set of their own.

    nice -n 10 .venv/bin/python -m bench.library_relevance [--library PATH]
        [--year-library /tmp/year.sqlite3] [--choose]

Builds (once, kept at `--library`; a temporary one without it) the library the dev set
names (bench/data/library_relevance_dev.json: the mirror's September 2026 study
Watchtower in es, en and pt) with paragraph vectors, then searches it as `preparo
library search` does (hybrid, meaning in the query's language) for each query: the
unrelated ones should come back with nothing close, the related ones with hits. Prints,
for each pair of margins tried (LIFTS x LEADS, app.library.search.is_close), the share
of unrelated queries left silent and of related ones that kept a hit.

`--year-library PATH`: the year's library bench.library_fusion builds (12 study
Watchtowers and 6 workbooks of 2027 in es, en and pt, thousands of paragraphs on many
subjects): the same unrelated queries are asked of it too, and the fusion's dev queries
(bench/data/library_queries_dev.json) are its related ones (kept: a close hit; also
shown: their paragraph among the first five close hits). A small library on two
subjects and a large one on many do not have the same spread of cosines: the margins
must hold on both.

`--choose` picks the pair that keeps the most related queries (pooled over the
libraries) among those leaving at least SILENT of the unrelated ones (pooled) silent;
ties: the most kept were their words not counted (by meaning alone), then the smaller
margins, which keep more. The choice shipped is app/library/search.py's LIFT and LEAD.
The agents' library search (app/agents/_library.py) has a rule of its own, measured by
bench.library_agents.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
from pathlib import Path
from typing import Any

from app.library.models import LibraryHit
from app.library.search import LEAD, LIFT, LibrarySearch, is_close
from app.library.store import Library
from bench.heldout import cpu, cpu_line
from bench.library import _embedder
from bench.library_fusion import build

DEV = Path(__file__).parent / "data" / "library_relevance_dev.json"
FUSION_DEV = Path(__file__).parent / "data" / "library_queries_dev.json"
LIFTS = (0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.10)
LEADS = (0.01, 0.015, 0.02, 0.03, 0.05, 1.0)  # 1.0: no lead counts
SILENT = 0.95  # the share of unrelated queries that must come back silent
LANGUAGES = ("es", "en", "pt")


Found = list[tuple[dict[str, Any], list[LibraryHit]]]


def rates(found: Found, lift: float, lead: float) -> dict[str, float]:
    """The shares of unrelated queries left silent and of related ones keeping a hit
    (and, for a query naming its paragraph, that paragraph among the first five kept)."""
    silent = [not any(is_close(h, lift, lead) for h in hits)
              for q, hits in found if not q["related"]]
    kept = [any(is_close(h, lift, lead) for h in hits) for q, hits in found if q["related"]]
    by_meaning = [any(is_close(h.model_copy(update={"found_by": ["meaning"]}), lift, lead)
                      for h in hits) for q, hits in found if q["related"]]
    named = [any(h.title == q["title"] and h.number == q["paragraph"]
                 for h in [h for h in hits if is_close(h, lift, lead)][:5])
             for q, hits in found if q["related"] and "title" in q]
    return {"unrelated_silent": sum(silent), "related_kept": sum(kept),
            "related_kept_by_meaning": sum(by_meaning), "named_at_5": sum(named),
            "n_unrelated": len(silent), "n_related": len(kept), "n_named": len(named)}


def shares(r: dict[str, float]) -> str:
    out = (f"unrelated silent {r['unrelated_silent'] / r['n_unrelated']:.3f} "
           f"(n={r['n_unrelated']}), related kept {r['related_kept'] / r['n_related']:.3f} "
           f"(n={r['n_related']}; by meaning alone "
           f"{r['related_kept_by_meaning'] / r['n_related']:.3f})")
    if r["n_named"]:
        out += f", their paragraph in the first 5 kept {r['named_at_5'] / r['n_named']:.3f}"
    return out


def pooled(rows: list[dict[str, float]]) -> dict[str, float]:
    return {k: sum(r[k] for r in rows) for k in rows[0]}


def _found(path: Path, queries: list[dict[str, Any]]) -> Found:
    """Each query's hits as `preparo library search` reads them."""
    embedder, _ = _embedder()
    library = Library(path)
    search = LibrarySearch(library, embedder)
    found = []
    for q in queries:
        vector = embedder.embed_queries([q["query"]])[0]
        found.append((q, search.search(q["query"], q["language"], limit=10,
                                       meaning_language=q["language"], vector=vector)))
    library.close()
    return found


def choose(table: dict[tuple[float, float], dict[str, float]]) -> tuple[float, float]:
    quiet = [k for k, r in table.items()
             if r["unrelated_silent"] >= SILENT * r["n_unrelated"]] or list(table)
    return max(quiet, key=lambda k: (table[k]["related_kept"],
                                     table[k]["related_kept_by_meaning"],
                                     table[k]["unrelated_silent"], -k[0], -k[1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=Path)
    parser.add_argument("--year-library", type=Path)
    parser.add_argument("--queries", type=Path, default=DEV)
    parser.add_argument("--choose", action="store_true")
    args = parser.parse_args()
    data = json.loads(args.queries.read_text("utf-8"))
    libraries: dict[str, Found] = {}
    with tempfile.TemporaryDirectory() as folder:
        path = args.library or Path(folder) / "library.sqlite3"
        if not path.exists():
            asyncio.run(build(path, [(pub, issue) for pub, issue in data["library"]]))
        name = " ".join(" ".join(i) for i in data["library"])
        libraries[name] = _found(path, data["queries"])
    if args.year_library:
        fusion = json.loads(FUSION_DEV.read_text("utf-8"))["queries"]
        libraries["year"] = _found(
            args.year_library, [q for q in data["queries"] if not q["related"]]
            + [{**q, "related": True} for q in fusion])
    print(cpu_line(cpu()))
    tables = {name: {(lift, lead): rates(found, lift, lead) for lift in LIFTS for lead in LEADS}
              for name, found in libraries.items()}
    table = {k: pooled([t[k] for t in tables.values()]) for k in next(iter(tables.values()))}
    for (lift, lead), r in table.items():
        shown = "none" if lead >= 1 else f"{lead}"
        print(f"  lift {lift:.3f} lead {shown:5s}: {shares(r)}")
        if len(tables) > 1:
            for name, t in tables.items():
                print(f"      {name}: {shares(t[(lift, lead)])}")
    for name, found in libraries.items():
        print(f"  shipped (lift {LIFT}, lead {LEAD}) on {name}: "
              f"{shares(rates(found, LIFT, LEAD))}")
    if args.choose:
        lift, lead = choose(table)
        print(f"  chosen on {args.queries.name}"
              + (f" and {FUSION_DEV.name}" if args.year_library else "")
              + f": lift {lift}, lead {lead} ({shares(table[(lift, lead)])})")


if __name__ == "__main__":
    main()
