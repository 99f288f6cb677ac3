from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import numpy as np
import pytest

from app.core.settings import Settings, save_settings
from app.nli import (
    LABELS,
    NLIModel,
    NLIModelError,
    NLIModelNotFound,
    find_model_dir,
    strongest,
)

E, N, C = LABELS

# Obvious pairs, written for these tests (not taken from any data set).
OBVIOUS = [
    ("en", "A man is playing a guitar on the stage.", "A man is playing an instrument.", E),
    ("en", "The woman is slicing an onion in the kitchen.", "Nobody is slicing an onion.", C),
    ("en", "The dog is sleeping on the sofa.", "No dog is sleeping on the sofa.", C),
    ("en", "Two girls are walking along the beach.", "Two girls are on the beach.", E),
    ("es", "Una mujer está leyendo un libro en el jardín.", "Una mujer está leyendo.", E),
    ("es", "El niño está durmiendo en su cama.", "Ningún niño está durmiendo.", C),
    ("es", "Los hermanos se reúnen en el Salón del Reino el domingo.",
     "Los hermanos se reúnen el domingo.", E),
    ("es", "El hombre está cocinando arroz.", "Nadie está cocinando.", C),
    ("pt", "Um homem está andando de bicicleta na rua.", "Um homem está andando de bicicleta.", E),
    ("pt", "A menina está cantando no palco.", "A menina está dormindo em casa.", C),
    ("pt", "Os alunos estão estudando na biblioteca.", "Os alunos estão na biblioteca.", E),
    ("pt", "O gato está bebendo leite.", "Nenhum gato está bebendo leite.", C),
]
NEUTRAL = [
    ("en", "A man is walking down the street.", "The man is going to visit his mother."),
    ("es", "Un hombre camina por la calle.", "El hombre va a visitar a su madre."),
    ("pt", "Um homem está andando pela rua.", "O homem vai visitar a mãe dele."),
]


def test_committed_files_and_labels(shipped_dir: Path) -> None:
    labels = json.loads((shipped_dir / "labels.json").read_text("utf-8"))
    assert labels["labels"] == ["entailment", "neutral", "contradiction"]
    # rows are quantised independently, so onnxruntime may fuse everything
    assert labels["onnxruntime_optimization"] == "all"
    assert labels["max_length"] >= 64
    assert "non-commercial" in labels["licence"]
    total = sum((shipped_dir / n).stat().st_size for n in ("model.onnx", "tokenizer.json"))
    assert total < 50_000_000  # 73 MB before the es/en/pt vocabulary cut
    assert (shipped_dir / "LICENSE.md").is_file()


def test_sha256_matches_eval_report(shipped_dir: Path) -> None:
    report = (shipped_dir / "EVAL.md").read_text("utf-8")
    match = re.search(r"model\.onnx SHA-256: `([0-9a-f]{64})`", report)
    assert match, "EVAL.md must state the SHA-256 of model.onnx"
    digest = hashlib.sha256((shipped_dir / "model.onnx").read_bytes()).hexdigest()
    assert digest == match.group(1)


@pytest.mark.parametrize(("lang", "premise", "hypothesis", "gold"), OBVIOUS)
def test_obvious_pairs(
    shipped_model: NLIModel, lang: str, premise: str, hypothesis: str, gold: str
) -> None:
    scores = shipped_model.entail(premise, hypothesis)
    assert set(scores) == set(LABELS)
    assert sum(scores.values()) == pytest.approx(1.0, abs=1e-4)
    assert max(scores, key=lambda k: scores[k]) == gold, (lang, scores)


def test_neutral_pairs_are_not_entailed(shipped_model: NLIModel) -> None:
    for lang, premise, hypothesis in NEUTRAL:
        scores = shipped_model.entail(premise, hypothesis)
        assert scores[E] < 0.5, (lang, scores)


# Measured on the shipped model (AVX2, onnxruntime 1.32): a pair's probabilities alone
# and inside batches of 8 or 32 differ by at most 1.2e-7. Activations are quantised per
# row and integer products are exact, so only float sums in the fp32 parts (attention,
# layer norms) may be ordered differently; a per-tensor activation scale moves them ~0.1.
BATCH_TOLERANCE = 1e-6

NEIGHBOURS = [
    ("Short.", "Tiny."),
    (" ".join(f"Sentence {i} of a long premise about the garden and the roads." for i in range(6)),
     "The roads were repaired."),
    ("Los ancianos visitaron a la familia el sábado por la tarde.", "Nadie visitó a la familia."),
    ("A congregação cantou o cântico final depois da oração.", "A congregação cantou."),
]


def test_a_pairs_scores_do_not_depend_on_its_batch() -> None:
    from tests.nli.conftest import SHIPPED

    pairs = [(p, h) for _, p, h, _ in OBVIOUS]
    alone = {}
    for pair in pairs:
        single = NLIModel(SHIPPED, threads=2, cache_size=0)
        alone[pair] = single.entail(*pair)
    worst = 0.0
    for batch_size in (8, 32):
        model = NLIModel(SHIPPED, threads=2, cache_size=0, batch_size=batch_size)
        for neighbours in (NEIGHBOURS, NEIGHBOURS[::-1] * 3, NEIGHBOURS[1:2] * 9):
            # different neighbours, order and padding widths around the same pairs
            mixed = [*neighbours[:2], *pairs, *neighbours[2:]]
            scores = dict(zip(mixed, model.entail_batch(mixed), strict=True))
            for pair in pairs:
                for name in LABELS:
                    worst = max(worst, abs(scores[pair][name] - alone[pair][name]))
    assert worst <= BATCH_TOLERANCE, worst


def test_cache_hits_skip_inference() -> None:
    from tests.nli.conftest import SHIPPED

    model = NLIModel(SHIPPED, threads=2, cache_size=8)
    first = model.entail("The sun is shining.", "It is a sunny day.")
    rows = model.stats["rows"]
    second = model.entail("The sun is shining.", "It is a sunny day.")
    assert second == first
    assert model.stats["rows"] == rows
    assert model.stats["cache_hits"] == 1
    # the same pair twice in one batch is computed once
    model.entail_batch([("A", "B"), ("A", "B")])
    assert model.stats["rows"] == rows + 1
    # eviction: a size-8 cache keeps only the last 8 distinct pairs
    model.entail_batch([(f"Sentence number {i}.", "A sentence.") for i in range(10)])
    model.entail("The sun is shining.", "It is a sunny day.")
    assert model.stats["cache_hits"] == 1


def test_long_premise_is_windowed_and_strongest_kept(shipped_model: NLIModel) -> None:
    filler = " ".join(
        f"On day {i} the committee discussed the budget of the town library and the roads."
        for i in range(30)
    )
    premise = filler + " A young boy is playing the violin in the concert hall."
    hypothesis = "A boy is playing an instrument."
    windows = shipped_model.segments(premise, hypothesis)
    assert len(windows) > 2
    assert all(len(w.ids) <= shipped_model.max_length for w in windows)
    tok_hyp = shipped_model.segments("x", hypothesis)[0]
    assert all(w.ids[-len(tok_hyp.ids) + 2 :] == tok_hyp.ids[2:] for w in windows)
    scores = shipped_model.entail(premise, hypothesis)
    assert max(scores, key=lambda k: scores[k]) == E
    # the supporting sentence at the start works as well as at the end
    scores = shipped_model.entail(
        "A young boy is playing the violin in the concert hall. " + filler, hypothesis
    )
    assert max(scores, key=lambda k: scores[k]) == E


def test_overlong_hypothesis_still_fits(shipped_model: NLIModel) -> None:
    long_text = "The brothers studied the Bible together every evening. " * 40
    windows = shipped_model.segments(long_text, long_text)
    assert windows
    assert all(len(w.ids) <= shipped_model.max_length for w in windows)


def test_strongest_rule() -> None:
    neutral_then_entail = np.array([[0.1, 0.8, 0.1], [0.7, 0.2, 0.1], [0.6, 0.3, 0.1]])
    assert strongest(neutral_then_entail).tolist() == pytest.approx([0.7, 0.2, 0.1])
    contradiction = np.array([[0.1, 0.8, 0.1], [0.1, 0.2, 0.7], [0.3, 0.1, 0.6]])
    assert strongest(contradiction).tolist() == pytest.approx([0.1, 0.2, 0.7])
    entail_beats_contradiction = np.array([[0.05, 0.05, 0.9], [0.5, 0.3, 0.2]])
    assert strongest(entail_beats_contradiction).tolist() == pytest.approx([0.5, 0.3, 0.2])
    all_neutral = np.array([[0.1, 0.8, 0.1], [0.3, 0.6, 0.1]])
    assert strongest(all_neutral).tolist() == pytest.approx([0.3, 0.6, 0.1])


def test_swapped_label_order_is_honoured(model_copy: Path, shipped_model: NLIModel) -> None:
    labels = json.loads((model_copy / "labels.json").read_text("utf-8"))
    labels["labels"] = ["CONTRADICTION", "Neutral", "entailment"]
    (model_copy / "labels.json").write_text(json.dumps(labels), "utf-8")
    swapped = NLIModel(model_copy, threads=1)
    pair = OBVIOUS[0][1:3]
    a, b = swapped.entail(*pair), shipped_model.entail(*pair)
    assert a[E] == pytest.approx(b[C], abs=1e-5)
    assert a[C] == pytest.approx(b[E], abs=1e-5)
    assert a[N] == pytest.approx(b[N], abs=1e-5)


def test_a_different_onnx_model_drops_in(model_copy: Path) -> None:
    onnx = pytest.importorskip("onnx")
    from onnx import TensorProto, helper

    # logits = token count * [0, 0, 1] -> always "contradiction"; needs token_type_ids too
    graph = helper.make_graph(
        [
            helper.make_node("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
            helper.make_node("ReduceSum", ["maskf", "axes"], ["count"], keepdims=1),
            helper.make_node("Cast", ["token_type_ids"], ["typesf"], to=TensorProto.FLOAT),
            helper.make_node("ReduceSum", ["typesf", "axes"], ["tcount"], keepdims=1),
            helper.make_node("Add", ["count", "tcount"], ["total"]),
            helper.make_node("Cast", ["input_ids"], ["idsf"], to=TensorProto.FLOAT),
            helper.make_node("ReduceSum", ["idsf", "axes"], ["idsum"], keepdims=1),
            helper.make_node("Mul", ["idsum", "zero"], ["nothing"]),
            helper.make_node("Add", ["total", "nothing"], ["scale"]),
            helper.make_node("Mul", ["scale", "direction"], ["logits"]),
        ],
        "fake-nli",
        [
            helper.make_tensor_value_info(name, TensorProto.INT64, ["batch", "sequence"])
            for name in ("input_ids", "attention_mask", "token_type_ids")
        ],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", 3])],
        initializer=[
            helper.make_tensor("axes", TensorProto.INT64, [1], [1]),
            helper.make_tensor("zero", TensorProto.FLOAT, [], [0.0]),
            helper.make_tensor("direction", TensorProto.FLOAT, [1, 3], [0.0, 0.0, 1.0]),
        ],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save(model, str(model_copy / "model.onnx"))
    (model_copy / "labels.json").write_text(
        json.dumps({"labels": ["ENTAILMENT", "NEUTRAL", "CONTRADICTION"], "max_length": 64}),
        "utf-8",
    )
    fake = NLIModel(model_copy, threads=1)
    scores = fake.entail("Anything at all.", "Something else.")
    assert max(scores, key=lambda k: scores[k]) == C
    assert fake.max_length == 64


def test_find_model_dir_prefers_the_user_folder(model_copy: Path, shipped_dir: Path) -> None:
    assert find_model_dir(Settings(nli_model_dir=str(model_copy))) == model_copy
    assert find_model_dir(Settings()) == shipped_dir
    # an unusable user folder falls back to the shipped model
    (model_copy / "model.onnx").unlink()
    assert find_model_dir(Settings(nli_model_dir=str(model_copy))) == shipped_dir


def test_no_model_anywhere_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import app.core.paths

    monkeypatch.setattr(app.core.paths, "models_dir", lambda: tmp_path / "models")
    with pytest.raises(NLIModelNotFound) as info:
        find_model_dir(Settings(nli_model_dir=str(tmp_path / "mine")))
    message = str(info.value)
    assert str(tmp_path / "mine") in message and "nli_model_dir" in message


def test_broken_folders_are_reported(model_copy: Path) -> None:
    (model_copy / "labels.json").write_text('{"labels": ["yes", "no", "maybe"]}', "utf-8")
    with pytest.raises(NLIModelError, match="entailment, neutral and contradiction"):
        NLIModel(model_copy)
    (model_copy / "labels.json").write_text(
        '{"labels": ["entailment", "neutral", "contradiction"], '
        '"onnxruntime_optimization": "fastest"}',
        "utf-8",
    )
    with pytest.raises(NLIModelError, match="onnxruntime_optimization"):
        NLIModel(model_copy)
    (model_copy / "labels.json").write_text(
        '{"labels": ["entailment", "neutral", "contradiction"], "premise_window": 4}', "utf-8"
    )
    with pytest.raises(NLIModelError, match="premise_window"):
        NLIModel(model_copy)
    (model_copy / "labels.json").write_text("not json", "utf-8")
    with pytest.raises(NLIModelError, match="JSON"):
        NLIModel(model_copy)
    (model_copy / "tokenizer.json").unlink()
    with pytest.raises(NLIModelNotFound, match=r"tokenizer\.json"):
        NLIModel(model_copy)


def test_broken_onnx_file_is_reported(model_copy: Path) -> None:
    (model_copy / "model.onnx").write_bytes(b"not an onnx graph")
    model = NLIModel(model_copy)
    with pytest.raises(NLIModelError, match=r"model\.onnx"):
        model.entail("a", "b")


def test_folder_problems_in_the_language_asked_for(
    model_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import app.core.paths

    monkeypatch.setattr(app.core.paths, "models_dir", lambda: tmp_path / "models")
    with pytest.raises(NLIModelNotFound) as info:
        find_model_dir(Settings(language="es", nli_model_dir=str(tmp_path / "mine")))
    assert "No se encontró ningún modelo NLI" in str(info.value)
    assert "la carpeta no existe" in str(info.value)
    save_settings(Settings(language="en"))  # never re-read: the language is given
    with pytest.raises(NLIModelNotFound) as info:
        find_model_dir(Settings(nli_model_dir=str(tmp_path / "mine")), "es")
    assert "la carpeta no existe" in str(info.value)
    (model_copy / "labels.json").write_text('{"labels": ["yes", "no", "maybe"]}', "utf-8")
    with pytest.raises(NLIModelError, match="na ordem de saída do modelo") as broken:
        NLIModel(model_copy, language="pt")
    # the shared model's problem, worded again in another run's language
    assert "en el orden de salida del modelo" in broken.value.in_language("es")
    (model_copy / "tokenizer.json").unlink()
    with pytest.raises(NLIModelNotFound, match=r"faltam tokenizer\.json"):
        NLIModel(model_copy, language="pt")
