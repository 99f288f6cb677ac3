"""Long premises: which windows the runtime scores, and that the verdict survives."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from app.nli import LABELS, NLIModel
from app.nli.model import content_stems, decisive, window_rounds

E = LABELS[0]

FILLER = " ".join(
    f"On day {i} the committee discussed the budget of the town library and the roads."
    for i in range(30)
)


def test_content_stems_skip_short_and_function_words() -> None:
    assert content_stems("The brothers were studying with their families") == {
        "broth", "study", "famil"}
    assert content_stems("Los hermanos estudiaron para la reunión 2026") == {
        "herma", "estud", "reuni"}
    assert content_stems("a la de the of") == set()


def test_window_rounds() -> None:
    assert window_rounds([]) == ([], [])
    assert window_rounds([0, 0]) == ([0, 1], [])  # two windows: both at once
    assert window_rounds([0, 0, 0]) == ([0, 1, 2], [])  # nothing shared: score all
    # most shared first (the earliest among equals), then the other sharing ones
    assert window_rounds([0, 2, 1, 0, 2]) == ([1], [2, 4])
    assert window_rounds([1, 0, 0, 0]) == ([0], [])


def test_decisive_entailment() -> None:
    assert decisive(np.array([0.95, 0.03, 0.02]))
    assert not decisive(np.array([0.6, 0.3, 0.1]))
    assert not decisive(np.array([0.05, 0.05, 0.9]))


def test_unrelated_windows_are_skipped(shipped_dir: Path) -> None:
    model = NLIModel(shipped_dir, threads=2, cache_size=0)
    premise = FILLER + " A young boy is playing the violin in the concert hall."
    hypothesis = "A boy is playing an instrument."
    scores = model.entail(premise, hypothesis)
    assert max(scores, key=lambda k: scores[k]) == E
    windows, rows = model.stats["windows"], model.stats["rows"]
    assert windows > 5
    assert rows <= 2, (windows, rows)  # only windows holding "playing" were run


def test_without_shared_words_every_window_is_scored(shipped_dir: Path) -> None:
    model = NLIModel(shipped_dir, threads=2, cache_size=0)
    model.entail(FILLER, "Nobody sang.")
    assert model.stats["windows"] > 5
    assert model.stats["rows"] == model.stats["windows"]


def test_windows_of_many_pairs_run_together(shipped_dir: Path) -> None:
    model = NLIModel(shipped_dir, threads=2, cache_size=0)
    pairs = [(FILLER + f" Sister {name} is reading the Bible aloud.", f"{name} is reading.")
             for name in ("Ana", "Maria", "Julia")]
    together = model.entail_batch(pairs)
    for pair, scores in zip(pairs, together, strict=True):
        alone = NLIModel(shipped_dir, threads=2, cache_size=0).entail(*pair)
        assert max(abs(scores[k] - alone[k]) for k in LABELS) <= 1e-5
