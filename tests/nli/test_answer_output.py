"""The shipped model's answer output (models/build_answers.py): one score per (question,
candidate sentence) pair, read by `NLIModel.answer_batch`; a model without it still
entails as before and says so when asked for answer scores."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from app.nli import NLIModel, NLIModelError

QUESTION = "¿Cómo mostró Nehemías que confiaba en Jehová?"
SENTENCES = [
    "El rey le hizo a Nehemías una pregunta difícil.",
    "Nehemías hizo una oración breve y silenciosa antes de responder.",
    "La muralla de Jerusalén estaba en ruinas.",
]


def _without_answer(src: Path, dst: Path) -> None:
    model = onnx.load(str(src), load_external_data=False)
    kept = [o for o in model.graph.output if o.name != "answer"]
    del model.graph.output[:]
    model.graph.output.extend(kept)
    onnx.save(model, str(dst))


def test_the_shipped_model_has_three_outputs(shipped_dir: Path) -> None:
    session = ort.InferenceSession(str(shipped_dir / "model.onnx"),
                                   providers=["CPUExecutionProvider"])
    assert [o.name for o in session.get_outputs()] == ["logits", "pooled", "answer"]


def test_answer_scores_are_the_graphs_and_cached(shipped_model: NLIModel,
                                                 shipped_dir: Path) -> None:
    pairs = [(QUESTION, s) for s in SENTENCES]
    scores = shipped_model.answer_batch(pairs)
    assert len(scores) == 3 and all(isinstance(s, float) for s in scores)
    # the prayer answers the question better than the king's question or the wall
    assert int(np.argmax(scores)) == 1
    session = ort.InferenceSession(str(shipped_dir / "model.onnx"),
                                   providers=["CPUExecutionProvider"])
    enc = shipped_model._tokenizer.encode(QUESTION, SENTENCES[1])
    (raw,) = session.run(["answer"], {
        "input_ids": np.array([enc.ids], dtype=np.int64),
        "attention_mask": np.ones((1, len(enc.ids)), dtype=np.int64)})
    assert float(raw[0]) == pytest.approx(scores[1], abs=1e-4)
    hits = shipped_model.stats["cache_hits"]
    assert shipped_model.answer_batch(pairs[1:2]) == [scores[1]]
    assert shipped_model.stats["cache_hits"] == hits + 1


def test_an_overlong_pair_is_cut_to_max_length(shipped_model: NLIModel) -> None:
    long = " ".join(["Nehemías oró en silencio delante del rey."] * 60)
    encoding = shipped_model._answer_encoding(QUESTION * 20, long)
    assert len(encoding.ids) <= shipped_model.max_length
    assert len(shipped_model.answer_batch([(QUESTION * 20, long)])) == 1


def test_a_candidate_with_context(shipped_model: NLIModel) -> None:
    assert shipped_model.answer_candidate(None, "B.") == "B."
    assert shipped_model.answer_candidate("A dijo algo.", "B.") == "A dijo algo. » B."
    many = " ".join(f"w{i}" for i in range(30))
    shown = shipped_model.answer_candidate(many, "B.")
    assert shown.startswith("… w10 ") and shown.endswith("w29 » B.")


def test_a_model_without_answer_output_says_so(model_copy: Path) -> None:
    _without_answer(model_copy / "model.onnx", model_copy / "model.onnx")
    model = NLIModel(model_copy, threads=1)
    assert model.entail("The dog is sleeping on the sofa.",
                        "No dog is sleeping on the sofa.")["contradiction"] > 0.5
    assert not model.has_answer
    with pytest.raises(NLIModelError, match="answer"):
        model.answer_batch([(QUESTION, SENTENCES[1])])
