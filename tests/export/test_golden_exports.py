"""Prepare Sunday and a midweek run against the local mirror export exactly as the golden
files under tests/export/golden/ say (see tests/export/golden_runs.py to regenerate them
after a change that is meant to change the exports)."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from app.core.findings import FindingData
from app.core.models import RunResult
from tests.export.golden_runs import PLANS, exports, golden_path, run_all


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, RunResult],
                                                              dict[str, str]]:
    return run_all(tmp_path_factory.mktemp("home"))


def _difference(want: bytes, got: bytes) -> str:
    try:
        lines = difflib.unified_diff(want.decode("utf-8").splitlines(),
                                     got.decode("utf-8").splitlines(), "golden", "now",
                                     lineterm="", n=1)
        return "\n".join(list(lines)[:40])
    except UnicodeDecodeError:  # a docx: name the first byte that differs
        at = next((i for i, (a, b) in enumerate(zip(want, got, strict=False)) if a != b),
                  min(len(want), len(got)))
        return f"{len(want)} bytes golden, {len(got)} now; first difference at byte {at}"


@pytest.mark.parametrize("name", list(PLANS))
def test_exports_match_the_golden_files(
        runs: tuple[dict[str, RunResult], dict[str, str]], name: str) -> None:
    results, bases = runs
    assert results[name].status == "finished"
    for suffix, data in exports(results[name], bases).items():
        golden: Path = golden_path(name, suffix)
        want = golden.read_bytes()
        assert data == want, f"{golden.name} changed:\n{_difference(want, data)}"


OLDER = Path(__file__).parent / "golden" / "older"
OLDER_MIRROR = "http://127.0.0.1:38107"  # where those runs found their mirror


@pytest.mark.parametrize("name", list(PLANS))
def test_older_runs_load_and_export_the_same(name: str) -> None:
    """run.json files written before findings were typed (the same runs, saved by commit
    fdacd48: kind + free data dicts) load into the models and export byte for byte as
    they did then (golden/older/: the golden files of that time, before the mirror gave
    some verses a second study note)."""
    import gzip

    from app.core.urls import mirror_bases

    saved = gzip.decompress((OLDER / f"{name}.run.json.gz").read_bytes())
    result = RunResult.model_validate_json(saved)
    assert all(isinstance(f.data, FindingData) for f in result.findings)
    for suffix, data in exports(result, mirror_bases(OLDER_MIRROR)).items():
        golden = OLDER / f"{name}.{suffix}"
        assert data == golden.read_bytes(), \
            f"{golden.name} changed:\n{_difference(golden.read_bytes(), data)}"
