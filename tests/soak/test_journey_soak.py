"""The fault soak of real journeys (bench/fault_soak.py) kept in the suite (issue 27):
20 runs of Prepare Sunday, the midweek meeting, research, a verse and a return visit
against the mirror with resets, 5xx, bodies cut short under a matching Content-Length,
empty 200s and slow pages. Every run ends complete or names what it lost; nothing is lost
in silence, a healthy rerun on the same cache is complete (no fault was cached), and the
notebook person's name is in no request. About 30 s; PREPARO_FAULT_SOAK_RUNS lengthens it
(`python -m bench.fault_soak` prints the same figures and the hostile pages' memory)."""

from __future__ import annotations

import asyncio
import os

import pytest

from bench.fault_soak import FAULT_KINDS, soak

RUNS = int(os.environ.get("PREPARO_FAULT_SOAK_RUNS", "20"))
SEED = int(os.environ.get("PREPARO_FAULT_SOAK_SEED", "27"))


@pytest.mark.soak
def test_journeys_under_faults_lose_nothing_in_silence() -> None:
    figures = asyncio.run(soak(RUNS, SEED, seconds=3600.0))
    assert figures.runs == RUNS
    assert figures.lost_silently == 0, figures.problems
    assert figures.complete + figures.named == figures.runs, figures.problems
    assert figures.incomplete_reruns == 0, figures.problems
    assert figures.name_leaks == 0
    assert set(figures.injected) == set(FAULT_KINDS)
    assert set(figures.hits) == set(FAULT_KINDS), figures.hits
    assert len(figures.by_journey) == 5
