"""The apocrypha check's Bible matcher: `.venv/bin/python -m bench.apocrypha`.

Builds each language's Bible index from the mirror's Bible EPUB (as the check does
after downloading it) and matches the dev phrases of tests/agents/test_bible_match.py
(real verses quoted, paraphrased and in an older translation's wording, made-up and
famous non-biblical sayings; the set the thresholds were chosen on). Prints, per
language, the time to read the EPUB and index it, the median and slowest match, and how
each kind of phrase was judged. The figure that must stay 0: sayings judged "not in the
Bible" that are (or paraphrase) real verses, and non-biblical sayings judged "in the
Bible".
"""

from __future__ import annotations

import statistics
import time
from collections import Counter

from app.agents._bible_match import BibleIndex, Verdict
from app.mirror.content.bible_epub import bible_epub
from app.sources.bible_epub import epub_bible_verses
from tests.agents import test_bible_match as dev


def _phrases() -> list[tuple[str, str, str]]:
    """(language, kind, saying) of every dev phrase: kind real | paraphrase | wording |
    absent | near (wording: a verse in an older translation's words)."""
    out = []
    for name, kind in (("test_real_phrases_are_found_exactly", "real"),
                       ("test_paraphrased_phrases_are_found_closely", "paraphrase"),
                       ("test_older_wording_is_found", "wording"),
                       ("test_made_up_and_famous_sayings_are_not_found", "absent"),
                       ("test_near_misses_are_unclear_never_absent", "near")):
        marks = getattr(dev, name).pytestmark
        params = next(m for m in marks if m.name == "parametrize").args[1]
        out.extend((p[0], kind, p[1]) for p in params)
    return out


def main() -> int:
    phrases = _phrases()
    wrong = 0
    for lang in ("en", "es", "pt"):
        start = time.perf_counter()
        data = bible_epub(lang)
        assert data is not None
        built = time.perf_counter()
        index = BibleIndex(epub_bible_verses(data, lang), lang)
        indexed = time.perf_counter()
        judged: Counter[tuple[str, Verdict]] = Counter()
        times = []
        for p_lang, kind, saying in phrases:
            if p_lang != lang:
                continue
            t = time.perf_counter()
            verdict = index.match(saying).verdict
            times.append(time.perf_counter() - t)
            judged[(kind, verdict)] += 1
            if (kind in ("real", "paraphrase", "wording", "near")
                    and verdict is Verdict.NONE) or (
                    kind == "absent" and verdict in (Verdict.EXACT, Verdict.CLOSE)):
                wrong += 1
        print(f"{lang}: EPUB built {built - start:.2f} s, read and indexed "
              f"{indexed - built:.2f} s ({len(index.verses)} verses); match median "
              f"{statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms")
        for (kind, verdict), n in sorted(judged.items()):
            print(f"    {kind:10} -> {verdict.value:8} {n}")
    print(f"confident wrong verdicts: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
