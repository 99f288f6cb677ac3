"""The apocrypha check's Bible matcher: `.venv/bin/python -m bench.apocrypha`.

Builds each language's Bible index from the mirror's Bible EPUB (as the check does
after downloading it) and matches the dev phrases of tests/agents/test_bible_match.py
(real verses quoted, paraphrased and in an older translation's wording, made-up and
famous non-biblical sayings; the set the thresholds were chosen on). Prints, per
language, the time to read the EPUB and index it, the median and slowest match, and how
each kind of phrase was judged. The figure that must stay 0: sayings judged "not in the
Bible" that are (or paraphrase) real verses, and non-biblical sayings judged "in the
Bible".

With `--evidence`, the whole check's Bible verdict is timed and judged as the agent gives
it: after the matcher, the evidence step (the nearest verses by words, ranked by meaning
with the e5 embedder, read by the NLI model: app.agents.apologetics_apocrypha) on the dev
phrases and on the sayings of the agent tests (tests/agents/test_research_agents.py:
paraphrases, misquotes, non-Bible sayings). Prints the time of the evidence step (median,
slowest) and of its meaning ranking alone, and the verdicts; the figure that must stay 0:
non-Bible sayings found "in the Bible" and real verses (or paraphrases) called "likely not
in the Bible" or "the Bible says otherwise".

    nice -n 19 .venv/bin/python -m bench.apocrypha --evidence
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections import Counter
from typing import Any

import numpy as np

from app.agents import _meaning
from app.agents import apologetics_apocrypha as check
from app.agents._bible_match import BibleIndex, Verdict
from app.agents.base import AgentContext
from app.core.settings import Settings
from app.mirror.content.bible_epub import bible_epub
from app.sources.bible_epub import epub_bible_verses
from tests.agents import test_bible_match as dev


def _phrases() -> list[tuple[str, str, str]]:
    """(language, kind, saying) of every dev phrase: kind real | paraphrase | wording |
    absent | near (wording: a verse in an older translation's words)."""
    out: list[tuple[str, str, str]] = []
    for name, kind in (("test_real_phrases_are_found_exactly", "real"),
                       ("test_paraphrased_phrases_are_found_closely", "paraphrase"),
                       ("test_older_wording_is_found", "wording"),
                       ("test_made_up_and_famous_sayings_are_not_found", "absent"),
                       ("test_near_misses_are_unclear_never_absent", "near")):
        marks = getattr(dev, name).pytestmark
        params = next(m for m in marks if m.name == "parametrize").args[1]
        out.extend((p[0], kind, p[1]) for p in params)
    return out


# (language, kind, saying) of the agent tests' evidence cases: "other" (in other words),
# "misquote" (the Bible says otherwise), "absent" (never in the Bible)
_AGENT_CASES = (
    ("en", "other", "The truth will set you free"),
    ("es", "real", "Jesús lloró"),
    ("en", "misquote", "The truth will make you slaves"),
    ("en", "misquote", "God is not love"),
    ("es", "misquote", "Dios no es amor"),
    ("es", "misquote", "Jesús no lloró"),
    ("es", "absent", "Dios ayuda a los que se ayudan a sí mismos"),
    ("pt", "absent", "Deus ajuda quem se ajuda"),
    ("en", "absent", "This too shall pass"),
)
_FOUND = {"real", "paraphrase", "wording", "other"}


async def _evidence(indexes: dict[str, BibleIndex]) -> int:
    settings = Settings()
    meaning_times: list[float] = []
    similarity = _meaning.similarity

    async def timed(*args: Any) -> np.ndarray:
        t = time.perf_counter()
        try:
            return await similarity(*args)
        finally:
            meaning_times.append(time.perf_counter() - t)

    _meaning.similarity = timed  # type: ignore[assignment]  # timed, same answers
    cases = [*_phrases(), *_AGENT_CASES]
    wrong = 0
    times: list[float] = []
    judged: Counter[tuple[str, str]] = Counter()
    for lang, kind, saying in cases:
        index = indexes[lang]
        ctx = AgentContext(run_id="bench", step_id="bench", language=lang,  # type: ignore[arg-type]
                           settings=settings)
        t = time.perf_counter()
        match = index.match(saying)
        read = None
        if match.verdict is not Verdict.EXACT:
            read = await check._weigh_bible(ctx, index, lang, saying, match,  # type: ignore[arg-type]
                                        "http://bench")
        times.append(time.perf_counter() - t)
        data = check._bible_finding(match, lang, saying, "http://bench",  # type: ignore[arg-type]
                                    "http://bench", read).data
        verdict = getattr(data, "verdict", "")
        shown = f"{verdict}/{getattr(data, 'match', '')}".rstrip("/")
        judged[(kind, shown)] += 1
        bad = (kind in _FOUND and verdict in ("not_in_bible", "bible_says_otherwise")) or (
            kind == "absent" and verdict == "in_bible")
        wrong += bad
        if bad or kind in ("other", "misquote"):
            print(f"    [{lang}] {kind:10} {saying!r} -> {shown} "
                  f"{getattr(data, 'where', '')}{'  <- WRONG' if bad else ''}")
    _meaning.similarity = similarity
    print(f"check (matcher + evidence step), {len(times)} sayings: median "
          f"{statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms; "
          f"meaning ranking {len(meaning_times)} calls, median "
          f"{statistics.median(meaning_times) * 1000:.0f} ms, max "
          f"{max(meaning_times) * 1000:.0f} ms")
    for (kind, shown), n in sorted(judged.items()):
        print(f"    {kind:10} -> {shown:24} {n}")
    print(f"wrong verdicts of the whole check: {wrong}")
    return wrong


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--evidence", action="store_true",
                        help="also time and judge the evidence step of the whole check")
    args = parser.parse_args(argv)
    try:
        from bench.heldout import cpu, cpu_line

        print(cpu_line(cpu()) + " (timings on a shared machine are pessimistic)")
    except ImportError:
        pass
    indexes: dict[str, BibleIndex] = {}
    phrases = _phrases()
    wrong = 0
    for lang in ("en", "es", "pt"):
        start = time.perf_counter()
        data = bible_epub(lang)
        assert data is not None
        built = time.perf_counter()
        index = indexes[lang] = BibleIndex(epub_bible_verses(data, lang), lang)
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
    if args.evidence:
        wrong += asyncio.run(_evidence(indexes))
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
