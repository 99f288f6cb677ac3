"""The shipped model keeps only the vocabulary Spanish, English and Portuguese use (issue 14:
a smaller bundle), and the build step that cuts it keeps every kept text's tokens and rows."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper
from tokenizers import Tokenizer

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "models" / "nli"


def build_nli() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_nli", REPO / "models" / "build_nli.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_nli", module)
    spec.loader.exec_module(module)
    return module


def embedding_rows(model_file: Path) -> np.ndarray:
    model = onnx.load(str(model_file))
    inits = {i.name: i for i in model.graph.initializer}
    gather = next(n for n in model.graph.node
                  if n.op_type == "Gather" and n.input[1] == "input_ids")
    return numpy_helper.to_array(inits[gather.input[0]])


def embedding_table_shape(model_file: Path) -> tuple[int, int]:
    """(rows, hidden) of the word table: a Gather's, or the shared 4-bit table's
    (GatherBlockQuantized over word_embeddings.bin, two codes a byte)."""
    model = onnx.load(str(model_file), load_external_data=False)
    inits = {i.name: i for i in model.graph.initializer}
    node = next(n for n in model.graph.node
                if n.op_type in ("Gather", "GatherBlockQuantized") and n.input[1] == "input_ids")
    rows, width = inits[node.input[0]].dims
    return rows, width * 2 if node.op_type == "GatherBlockQuantized" else width


def test_the_shipped_tokenizer_and_embedding_table_agree_and_are_cut() -> None:
    spec = json.loads((SHIPPED / "tokenizer.json").read_text("utf-8"))
    pieces = len(spec["model"]["vocab"])
    assert embedding_table_shape(SHIPPED / "model.onnx") == (pieces, 384)
    # 113,297 Latin-script pieces before the es/en/pt cut
    assert pieces < 60_000
    labels = json.loads((SHIPPED / "labels.json").read_text("utf-8"))
    assert str(pieces) in labels["vocabulary"]
    assert spec["added_tokens"][1]["content"] == "<pad>"
    assert labels["pad_id"] == spec["added_tokens"][1]["id"]


@pytest.mark.parametrize("text", [
    "Jehová es un Dios de amor; lea Juan 3:16 y 1 Juan 4:8 (párr. 12-13).",
    "Jesus taught his disciples to pray: “Let your Kingdom come.” Read Matthew 6:9, 10.",
    "Os anciãos pastoreiam a congregação com paciência, como diz 1 Pedro 5:2, 3.",
    "¿Qué aprendemos de Nabucodonosor, Ezequías y Rut en los capítulos XVIII a XX?",
    "In 1914, 2,500 brothers gathered; by 2024 they were 8.8 million.",
])
def test_meeting_text_needs_no_unknown_piece(text: str) -> None:
    tokenizer = Tokenizer.from_file(str(SHIPPED / "tokenizer.json"))
    encoding = tokenizer.encode(text)
    assert "<unk>" not in encoding.tokens, encoding.tokens


def toy_tokenizer() -> dict[str, object]:
    pieces = ["<s>", "<pad>", "</s>", "<unk>", "▁", "a", "b", "c", ".", "▁ab", "▁abc",
              "▁cab", "▁bbb", "ca", "▁ba", "!!", "▁c"]
    vocab = [[p, 0.0 if p.startswith("<") else -1.0 - 0.1 * k] for k, p in enumerate(pieces)]
    tok = {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [{"id": i, "content": p, "single_word": False, "lstrip": False,
                          "rstrip": False, "normalized": False, "special": True}
                         for i, p in enumerate(pieces[:4])],
        "normalizer": None,
        "pre_tokenizer": {"type": "Metaspace", "replacement": "▁", "prepend_scheme": "always",
                          "split": True},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": "<s>", "type_id": 0}},
                       {"Sequence": {"id": "A", "type_id": 0}},
                       {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "pair": [{"SpecialToken": {"id": "<s>", "type_id": 0}},
                     {"Sequence": {"id": "A", "type_id": 0}},
                     {"SpecialToken": {"id": "</s>", "type_id": 0}},
                     {"Sequence": {"id": "B", "type_id": 0}},
                     {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "special_tokens": {"<s>": {"id": "<s>", "ids": [0], "tokens": ["<s>"]},
                               "</s>": {"id": "</s>", "ids": [2], "tokens": ["</s>"]}},
        },
        "decoder": None,
        "model": {"type": "Unigram", "unk_id": 3, "vocab": vocab, "byte_fallback": False},
    }
    return tok


def toy_model(path: Path, rows: int) -> np.ndarray:
    table = (np.arange(rows * 4, dtype=np.uint8).reshape(rows, 4))
    graph = helper.make_graph(
        [helper.make_node("Gather", ["word", "input_ids"], ["out"])],
        "toy",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["b", "s"])],
        [helper.make_tensor_value_info("out", TensorProto.UINT8, ["b", "s", 4])],
        [numpy_helper.from_array(table, "word")],
    )
    onnx.save(helper.make_model(graph), str(path))
    return table


def test_pruning_keeps_the_rows_and_segmentation_of_the_corpus(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    nli = build_nli()
    spec = toy_tokenizer()
    (tmp_path / "tokenizer.json").write_text(json.dumps(spec), "utf-8")
    full = Tokenizer.from_file(str(tmp_path / "tokenizer.json"))
    pieces = [p for p, _ in spec["model"]["vocab"]]  # type: ignore[index]
    table = toy_model(tmp_path / "model.onnx", len(pieces))
    monkeypatch.setattr(nli, "word_list_forms", lambda: ["abc", "cab"])
    monkeypatch.setattr(nli, "number_forms", lambda: [])
    monkeypatch.setattr(nli, "project_words", lambda: [])
    train = [nli.Pair("ab.", "abc", 0, "toy", "en")]
    valid = {"toy": [nli.Pair("bbb", "ab", 0, "toy", "en")]}

    stats = nli.prune_to_languages(tmp_path, [tmp_path / "model.onnx"], train, valid)

    pruned = Tokenizer.from_file(str(tmp_path / "tokenizer.json"))
    kept = [p for p, _ in json.loads((tmp_path / "tokenizer.json").read_text("utf-8"))
            ["model"]["vocab"]]
    # used by the corpus, the specials, one-character and letterless pieces stay;
    # "▁bbb" (only in held-out text) and "▁ba" (unused) go
    assert "▁bbb" not in kept and "▁ba" not in kept
    assert {"▁abc", "▁cab", "▁ab", "!!", "a", "▁", "<unk>", "<pad>"} <= set(kept)
    assert stats == {"pieces": len(kept), "of": len(pieces), "valid_texts": 2,
                     "valid_changed": 1}
    # every text of the corpus: the same pieces, and each piece's row is its old row
    rows = embedding_rows(tmp_path / "model.onnx")
    assert rows.shape == (len(kept), 4)
    for text in ("abc cab", "ab.", "abc"):
        before, after = full.encode(text), pruned.encode(text)
        assert after.tokens == before.tokens
        np.testing.assert_array_equal(rows[after.ids], table[before.ids])
    # text outside it still segments, into shorter kept pieces, without <unk>
    assert pruned.encode("bbb").tokens == ["<s>", "▁", "b", "b", "b", "</s>"]
    # the post-processor's special ids follow the cut
    assert pruned.encode("abc").ids[0] == kept.index("<s>")
    assert pruned.encode("abc").ids[-1] == kept.index("</s>")
    # a second run keeps the same pieces and touches nothing
    again = nli.prune_to_languages(tmp_path, [tmp_path / "model.onnx"], train, valid)
    assert again["pieces"] == again["of"] == len(kept)
    assert embedding_rows(tmp_path / "model.onnx").shape == (len(kept), 4)
