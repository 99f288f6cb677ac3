"""A hostile page costs at most 300 MB of peak memory above a normal read (issue 27): a
gzip bomb, JSON that inflates to millions of objects, a page of a million tiny elements.
Each read runs in a fresh process and reports its own peak resident size (bench/hostile.py
prints the whole table)."""

from __future__ import annotations

import sys

import pytest

from bench.hostile import BUDGET_MB, measure


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/status")
def test_hostile_pages_stay_within_the_memory_budget() -> None:
    readings = measure(("gzip_bomb", "json_flood", "many_elements", "huge_page"))
    normal, hostile = readings[0], readings[1:]
    assert normal.outcome == "read"
    for reading in hostile:
        assert reading.outcome in ("ResponseTooLarge", "MarkupTooComplex"), reading
        assert reading.above_normal_mb < BUDGET_MB, reading
        assert reading.seconds < 20, reading


def test_markup_of_too_many_elements_is_refused_before_parsing() -> None:
    from app.sources.parsers import parse_chapter
    from app.sources.parsers.limits import MAX_ELEMENTS, MarkupTooComplex

    flat = '<html><article id="article">' + "<p>x</p>" * (MAX_ELEMENTS + 1) + "</article></html>"
    with pytest.raises(MarkupTooComplex, match="elements"):
        parse_chapter(flat)
    fine = '<html><article id="article">' + "<p>x</p>" * 1000 + "</article></html>"
    assert parse_chapter(fine) is not None
