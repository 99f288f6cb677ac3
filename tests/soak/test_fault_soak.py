"""The fault soak (bench/soak.py) kept in the suite: a short version by default (three
faulted runs covering every fault kind, one SIGKILL and resume, the hostile corpus),
well under a minute; PREPARO_SOAK_RUNS / PREPARO_SOAK_KILLS / PREPARO_SOAK_SECONDS make
it the long one (`python -m bench.soak` prints the same figures)."""

from __future__ import annotations

import asyncio
import os

import pytest

from bench.soak import FAULT_KINDS, soak

RUNS = int(os.environ.get("PREPARO_SOAK_RUNS", "3"))
KILLS = int(os.environ.get("PREPARO_SOAK_KILLS", "1"))
SECONDS = float(os.environ.get("PREPARO_SOAK_SECONDS", "45"))
PEAK_MB_LIMIT = 200.0  # the corpus holds a 256 MB gzip bomb and a 2.4 MB nest of divs


@pytest.mark.soak
def test_faults_kills_and_hostile_content() -> None:
    figures = asyncio.run(soak(RUNS, KILLS, SECONDS, seed=7))
    faults, kills, hostile = figures.faults, figures.kills, figures.hostile
    assert faults.runs >= 1 and faults.crashes == 0, faults.problems
    assert faults.findings_lost == 0 and faults.unfinished == 0, faults.problems
    if faults.runs >= 3:
        assert set(faults.by_kind) == set(FAULT_KINDS)
    assert faults.fault_hits > 0
    assert kills.kills >= 1 and kills.resumed_equal == kills.kills, kills.problems
    assert hostile.untyped == [] and hostile.export_clean
    assert hostile.items == hostile.parsed + hostile.typed_errors
    assert hostile.slowest_s < 10.0
    assert hostile.peak_mb < PEAK_MB_LIMIT
