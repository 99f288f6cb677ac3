"""Parse a ~200 KB Bible chapter page: our selectolax parser vs BeautifulSoup.

Run: .venv/bin/python -m bench.parse [--size BYTES] [--reps N]
Both sides do the same extraction: verse texts (cross-reference, footnote and
number markers stripped, parts joined) and study notes (verse, headword, text).
Prints the median time per parse and the speed-up (target: >= 5x).
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
from collections.abc import Callable

from app.mirror.content import chapter_page
from app.sources.parsers import parse_chapter

_VERSE_ID = re.compile(r"^v(\d+)-(\d+)-(\d+)-(\d+)$")
_WS = re.compile(r"\s+")


def ours(html: str) -> tuple[int, int]:
    page = parse_chapter(html)
    return len(page.verses), len(page.study_notes)


def make_bs4(features: str) -> Callable[[str], tuple[int, int]]:
    from bs4 import BeautifulSoup

    def run(html: str) -> tuple[int, int]:
        soup = BeautifulSoup(html, features)
        for marker in soup.select("span.v a.b, span.v a.fn, span.v a.vl, span.v a.cl"):
            marker.decompose()
        verses: dict[int, list[str]] = {}
        for span in soup.select("span.v"):
            m = _VERSE_ID.match(str(span.get("id", "")))
            if m:
                verses.setdefault(int(m.group(3)), []).append(
                    _WS.sub(" ", span.get_text()).strip()
                )
        texts = {v: " ".join(parts) for v, parts in verses.items()}
        notes = []
        for section in soup.select("#studyDiscover div.section"):
            verse = int(str(section.get("data-key", "0-0-0")).split("-")[-1])
            for item in section.select("li.studyNote"):
                strong = item.find("strong")
                head = strong.get_text().rstrip(":") if strong else ""
                notes.append((verse, head, _WS.sub(" ", item.get_text()).strip()))
        return len(texts), len(notes)

    return run


def median_ms(fn: Callable[[str], tuple[int, int]], html: str, reps: int) -> float:
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        fn(html)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--size", type=int, default=200_000)
    ap.add_argument("--reps", type=int, default=9)
    args = ap.parse_args()
    html = chapter_page("en", 19, 37, size_hint=args.size) or ""
    expected = ours(html)
    print(f"page: {len(html.encode('utf-8')) / 1000:.0f} KB, verses={expected[0]}, "
          f"study notes={expected[1]}, reps={args.reps}")
    contenders: list[tuple[str, Callable[[str], tuple[int, int]]]] = [
        ("selectolax (ours)", ours),
        ("bs4 html.parser", make_bs4("html.parser")),
    ]
    try:
        import lxml  # noqa: F401

        contenders.append(("bs4 lxml", make_bs4("lxml")))
    except ImportError:
        print("lxml not installed: skipping the bs4+lxml baseline")
    results = {}
    for name, fn in contenders:
        got = fn(html)
        if got != expected:
            print(f"{name}: extraction mismatch {got} != {expected}")
            return 1
        results[name] = median_ms(fn, html, args.reps)
    base = results["selectolax (ours)"]
    for name, ms in results.items():
        ratio = ms / base
        print(f"{name:20s} median {ms:8.2f} ms   ratio vs ours {ratio:5.1f}x")
    ok = min(ms for name, ms in results.items() if name != "selectolax (ours)") / base >= 5
    print("target >= 5x faster than every baseline:", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
