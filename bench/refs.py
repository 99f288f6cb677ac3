"""How fast Bible references are found: `.venv/bin/python -m bench.refs`.

Parses a mixed es/en/pt corpus of short texts (single references, lists, ranges,
prose, and texts with no reference or only times of day) several times and prints
the median references per second. The baseline is a bare `\\d+:\\d+` scan over the
same texts, the least any reference finder must do, to show the cost of the rest.
"""

from __future__ import annotations

import re
import statistics
import time
from collections.abc import Callable

from app.sources.bible_books import book_table
from app.sources.references import parse_references

TARGET_REFS_PER_SECOND = 20_000
REPETITIONS = 7
ROUNDS = 40

CORPUS: tuple[str, ...] = (
    # Spanish
    "Juan 3:16",
    "Lee Sal 37:10, 11, 29 y comenta.",
    "Según Mateo 24:14, el mensaje llegará a todas partes.",
    "Jer 1:6; 2:13",
    "Lectura semanal: Jeremías 1-3",
    "(Lea 1 Cor 13:4, 5.)",
    "Primera de Corintios 15:26",
    "Ap 21:3, 4",
    "La reunión empieza a las 7:30 el jueves.",
    "Job 14:14, 15 y Ecl 9:5, 10",
    "Judas 3",
    "Hechos 20:35",
    # English
    "John 17:3",
    "(Read Romans 5:12.)",
    "Ps 83:18",
    "Psalm 23",
    "Isa 2:4; 11:6-9",
    "2 Tim. 3:1-5",
    "Gen 1:26-2:3",
    "We meet at 10:15 am in the hall.",
    "Jude 3 and 3 John 4",
    "1st John 4:8",
    "Prov 3:5, 6",
    "Nothing to see here.",
    # Portuguese
    "João 3:16",
    "Veja Salmo 83:18.",
    "Gên 1:1",
    "1 Coríntios 13:4-7",
    "Atos 20:35",
    "Mt 6:9, 10; 28:19, 20",
    "Jó 14:14",
    "conforme Mateus 24:14, as boas novas",
    "A reunião é às 19:30.",
    "Apo 21:4",
    "Tiago 1:5",
    "Lamentações 3:22",
)

_BASELINE = re.compile(r"\d+:\d+")


def _time(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def main() -> None:
    book_table.cache_clear()
    load_s = _time(book_table)
    refs_per_round = sum(len(parse_references(text)) for text in CORPUS)

    def parse_all() -> None:
        for _ in range(ROUNDS):
            for text in CORPUS:
                parse_references(text)

    def baseline() -> None:
        for _ in range(ROUNDS):
            for text in CORPUS:
                _BASELINE.findall(text)

    parse_s = statistics.median(_time(parse_all) for _ in range(REPETITIONS))
    base_s = statistics.median(_time(baseline) for _ in range(REPETITIONS))
    long_text = " ".join(CORPUS) * 20
    long_s = statistics.median(
        _time(lambda: parse_references(long_text)) for _ in range(REPETITIONS)
    )
    long_refs = len(parse_references(long_text))

    texts = ROUNDS * len(CORPUS)
    refs_rate = refs_per_round * ROUNDS / parse_s
    print(f"book table load (cold): {load_s * 1000:.1f} ms")
    print(f"corpus: {len(CORPUS)} short texts, {refs_per_round} references per round")
    print(f"short texts: {texts / parse_s:,.0f} texts/s, {refs_rate:,.0f} references/s "
          f"(median of {REPETITIONS}; target > {TARGET_REFS_PER_SECOND:,})")
    print(f"baseline \\d+:\\d+ scan: {texts / base_s:,.0f} texts/s; "
          f"parser costs {parse_s / base_s:.1f}x the baseline")
    print(f"one long text ({len(long_text):,} chars, {long_refs} references): "
          f"{long_refs / long_s:,.0f} references/s")
    print("PASS" if refs_rate > TARGET_REFS_PER_SECOND else "BELOW TARGET")


if __name__ == "__main__":
    main()
