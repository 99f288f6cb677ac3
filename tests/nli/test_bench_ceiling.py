"""bench.nli's compute ceiling: the encoder's linear layers found in the shipped model
and timed as bare int8 products."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import nli as bench_nli

pytest.importorskip("onnx")


def test_the_linear_layers_of_the_shipped_encoder(shipped_dir: Path) -> None:
    shapes = bench_nli.linear_shapes(shipped_dir)
    # 12 layers: query, key, value and attention output (384x384), the feed-forward pair
    assert shapes[(384, 384)] == 48
    assert shapes[(384, 1536)] == 12 and shapes[(1536, 384)] == 12
    assert shapes[(384, 3)] == 1  # the classifier head


def test_the_ceiling_is_measured(shipped_dir: Path) -> None:
    c = bench_nli.gemm_ceiling(shipped_dir, threads=1, reps=1, tokens_batch=64, tokens_one=8)
    assert c["linear_layers"] == 73
    assert c["macs_per_token_m"] == pytest.approx(21.2, abs=0.1)
    assert c["batch32_pairs_s"] > 0 and c["one_ms"] > 0 and c["gmacs"] > 0
