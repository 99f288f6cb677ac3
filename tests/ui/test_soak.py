"""Soak: paint the plan graph thousands of times and prepare Sunday several times in one
desktop process; the process must stay healthy and exit cleanly.

This is the test that would have caught PySide6 6.12.0 on Python 3.11: it dropped a
reference to `None` on every Qt call returning nothing, so painting the graph drained
`None` until the interpreter aborted ("none_dealloc"). The soak runs in a child
process so such a crash, at any moment including exit, shows as its exit code.

Bounded by default (about half a minute); PREPARO_SOAK_PAINTS / PREPARO_SOAK_RUNS
make it longer.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAINTS = int(os.environ.get("PREPARO_SOAK_PAINTS", "2000"))
RUNS = int(os.environ.get("PREPARO_SOAK_RUNS", "3"))
# `None` is immortal from Python 3.12 on: its reference count is a constant there.
NONE_IS_IMMORTAL = sys.version_info >= (3, 12)
# A binding that drops references drains `None` by about one per Qt call: over the
# soak (paints x calls per node) far more than this. Painting holds no new objects,
# so a healthy count barely moves there; runs keep results whose fields hold `None`,
# so there it may rise, but never fall by more than this.
NONE_DRIFT_LIMIT = 1000
# Memory growth allowed between the first and the last Prepare Sunday of the session.
RSS_GROWTH_LIMIT_MB = 150.0


@pytest.mark.slow
def test_long_session_stays_healthy_and_exits_cleanly(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PREPARO_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.soak", "--paints", str(PAINTS), "--runs", str(RUNS)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    tail = done.stderr[-3000:]
    assert done.returncode == 0, f"soak process exited {done.returncode}:\n{tail}"
    report = json.loads(done.stdout.strip().splitlines()[-1])

    runs = report["runs"]
    assert [r["status"] for r in runs] == ["finished"] * RUNS, report
    assert all(r["steps"] > 3 for r in runs), report
    paint = report["paint"]
    assert paint["node_paints"] >= 7 * PAINTS
    if NONE_IS_IMMORTAL:
        assert paint["none_before"] == paint["none_after"] == report["none_end"]
    else:
        assert abs(paint["none_after"] - paint["none_before"]) < NONE_DRIFT_LIMIT, paint
        drift = [r["none_refs"] - report["none_start"] for r in runs]
        assert all(d > -NONE_DRIFT_LIMIT for d in drift), drift
        assert report["none_end"] - report["none_start"] > -NONE_DRIFT_LIMIT, report
    growth = runs[-1]["rss_mb"] - runs[0]["rss_mb"]
    assert growth < RSS_GROWTH_LIMIT_MB, f"memory grew {growth:.0f} MB over {RUNS} runs"
