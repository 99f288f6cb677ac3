"""The shipped answer model (models/build_answers.py --branch-from): model.onnx gives one
more output, `answer_hidden` (its hidden states after one layer), and answer.onnx turns
them into one score per (question, candidate sentence) pair, read by
`NLIModel.answer_batch`. The NLI outputs do not depend on it; a folder without the
answer model still entails as before and says so when asked for answer scores."""

from __future__ import annotations

import json
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


def _session(path: Path) -> ort.InferenceSession:
    return ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])


def test_the_shipped_models_outputs(shipped_dir: Path) -> None:
    labels = json.loads((shipped_dir / "labels.json").read_text("utf-8"))
    branch = labels["answer_model"]
    assert [o.name for o in _session(shipped_dir / "model.onnx").get_outputs()] == [
        "logits", "pooled", branch["hidden"]]
    answer = _session(shipped_dir / branch["file"])
    assert sorted(i.name for i in answer.get_inputs()) == sorted(
        [branch["hidden"], "attention_mask"])
    assert [o.name for o in answer.get_outputs()] == [branch["output"]]


def test_answer_scores_are_the_two_graphs_and_cached(shipped_model: NLIModel,
                                                     shipped_dir: Path) -> None:
    pairs = [(QUESTION, s) for s in SENTENCES]
    scores = shipped_model.answer_batch(pairs)
    assert len(scores) == 3 and all(isinstance(s, float) for s in scores)
    # the prayer answers the question better than the king's question or the wall
    assert int(np.argmax(scores)) == 1
    branch = json.loads((shipped_dir / "labels.json").read_text("utf-8"))["answer_model"]
    enc = shipped_model._tokenizer.encode(QUESTION, SENTENCES[1])
    ids = np.array([enc.ids], dtype=np.int64)
    mask = np.ones((1, len(enc.ids)), dtype=np.int64)
    (hidden,) = _session(shipped_dir / "model.onnx").run(
        [branch["hidden"]], {"input_ids": ids, "attention_mask": mask})
    (raw,) = _session(shipped_dir / branch["file"]).run(
        [branch["output"]], {branch["hidden"]: hidden, "attention_mask": mask})
    assert float(raw[0]) == pytest.approx(scores[1], abs=1e-4)
    hits = shipped_model.stats["cache_hits"]
    assert shipped_model.answer_batch(pairs[1:2]) == [scores[1]]
    assert shipped_model.stats["cache_hits"] == hits + 1


def test_answers_do_not_move_the_nli_verdicts(shipped_model: NLIModel,
                                              model_copy: Path) -> None:
    """The same pairs give the same NLI probabilities with and without the answer
    model beside it (and before and after answers were asked for)."""
    pairs = [("The dog is sleeping on the sofa.", "No dog is sleeping on the sofa."),
             ("Nehemías oró antes de hablar con el rey.", "Nehemías oró.")]
    (model_copy / "answer.onnx").unlink()
    bare = NLIModel(model_copy, threads=2, cache_size=0)
    before = bare.entail_batch(pairs)
    assert not bare.has_answer
    fresh = NLIModel(shipped_model.folder, threads=2, cache_size=0)
    fresh.answer_batch([(QUESTION, s) for s in SENTENCES])
    after = fresh.entail_batch(pairs)
    for a, b in zip(before, after, strict=True):
        assert a == pytest.approx(b, abs=1e-6)


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


def _without_hidden(src: Path, dst: Path) -> None:
    model = onnx.load(str(src), load_external_data=False)
    kept = [o for o in model.graph.output if o.name != "answer_hidden"]
    del model.graph.output[:]
    model.graph.output.extend(kept)
    onnx.save(model, str(dst))


@pytest.mark.parametrize("damage", ["no hidden output", "no answer file"])
def test_a_model_without_its_answer_model_says_so(model_copy: Path, damage: str) -> None:
    if damage == "no hidden output":
        _without_hidden(model_copy / "model.onnx", model_copy / "model.onnx")
    else:
        (model_copy / "answer.onnx").unlink()
    model = NLIModel(model_copy, threads=1)
    assert model.entail("The dog is sleeping on the sofa.",
                        "No dog is sleeping on the sofa.")["contradiction"] > 0.5
    assert not model.has_answer
    with pytest.raises(NLIModelError, match="answer"):
        model.answer_batch([(QUESTION, SENTENCES[1])])


def test_an_answer_file_that_is_not_a_model_is_a_clear_error(model_copy: Path) -> None:
    (model_copy / "answer.onnx").write_bytes(b"not a model")
    model = NLIModel(model_copy, threads=1)
    assert model.has_answer
    with pytest.raises(NLIModelError):
        model.answer_batch([(QUESTION, SENTENCES[1])])
