"""The shipped model's second output, `pooled`: the mean-pooled pair vector its head
reads, added by models/build_nli.py's `add_pooled_output` without changing the logits."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from app.nli import NLIModel, NLIModelError

REPO = Path(__file__).resolve().parents[2]
PAIRS = [
    ("Nehemías hizo una oración breve y silenciosa antes de responder.",
     "¿Cómo mostró Nehemías que confiaba en Jehová?"),
    ("The dog is sleeping on the sofa.", "No dog is sleeping on the sofa."),
    ("Os alunos estão estudando na biblioteca.", "Os alunos estão na biblioteca."),
]


def build_nli() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_nli", REPO / "models" / "build_nli.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_nli", module)
    spec.loader.exec_module(module)
    return module


def _without_pooled(src: Path, dst: Path) -> None:
    model = onnx.load(str(src))
    graph = model.graph
    kept = [o for o in graph.output if o.name != "pooled"]
    del graph.output[:]
    graph.output.extend(kept)
    nodes = [n for n in graph.node if "pooled" not in n.output]
    del graph.node[:]
    graph.node.extend(nodes)
    onnx.save(model, str(dst))


def _run(path: Path, feeds: list[dict[str, np.ndarray]]) -> list[list[np.ndarray]]:
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    return [[np.asarray(a) for a in session.run(None, feed)] for feed in feeds]


def test_the_pooled_output_leaves_the_logits_unchanged(shipped_model: NLIModel,
                                                       shipped_dir: Path,
                                                       tmp_path: Path) -> None:
    plain = tmp_path / "plain.onnx"
    _without_pooled(shipped_dir / "model.onnx", plain)
    feeds = []
    for premise, hypothesis in PAIRS:
        enc = shipped_model._tokenizer.encode(premise, hypothesis)
        feeds.append({"input_ids": np.array([enc.ids], dtype=np.int64),
                      "attention_mask": np.ones((1, len(enc.ids)), dtype=np.int64)})
    before = _run(plain, feeds)
    # the build stage, run again on the plain graph, gives back the shipped outputs
    rebuilt = tmp_path / "rebuilt.onnx"
    assert build_nli().add_pooled_output(plain, rebuilt) is True
    after = _run(rebuilt, feeds)
    shipped = _run(shipped_dir / "model.onnx", feeds)
    for old, new, ours in zip(before, after, shipped, strict=True):
        assert len(old) == 1 and len(new) == 2
        np.testing.assert_array_equal(old[0], new[0])  # logits: bit for bit
        np.testing.assert_array_equal(new[0], ours[0])
        assert new[1].shape == (1, 384)
    # the stage is idempotent
    assert build_nli().add_pooled_output(rebuilt, tmp_path / "again.onnx") is False


def test_pair_vectors_come_with_the_same_scores(shipped_model: NLIModel) -> None:
    assert shipped_model.has_pooled
    found = shipped_model.represent_batch(PAIRS)
    scores = shipped_model.entail_batch(PAIRS)
    assert len(found) == len(PAIRS)
    for pair, expected in zip(found, scores, strict=True):
        assert pair.vector.shape == (384,)
        assert pair.vector.dtype == np.float32
        for label, value in expected.items():
            assert pair.scores[label] == pytest.approx(value, abs=1e-5)
    # different pairs, different vectors; the same pair again comes from the cache
    assert not np.allclose(found[0].vector, found[1].vector)
    hits = shipped_model.stats["cache_hits"]
    again = shipped_model.represent_batch(PAIRS[:1])
    assert shipped_model.stats["cache_hits"] == hits + 1
    np.testing.assert_array_equal(again[0].vector, found[0].vector)


def test_a_model_without_pooled_output_says_so(model_copy: Path) -> None:
    _without_pooled(model_copy / "model.onnx", model_copy / "model.onnx")
    model = NLIModel(model_copy, threads=1)
    assert model.entail(*PAIRS[1])["contradiction"] > 0.5
    assert not model.has_pooled
    with pytest.raises(NLIModelError, match="pooled"):
        model.represent_batch(PAIRS[:1])
