from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.core.paths import models_dir
from app.nli import NLIModel

SHIPPED = models_dir() / "nli"


@pytest.fixture(scope="session")
def shipped_dir() -> Path:
    return SHIPPED


@pytest.fixture(scope="session")
def shipped_model() -> NLIModel:
    """One loaded copy of the committed model for the whole test session."""
    model = NLIModel(SHIPPED, threads=2)
    model.load()
    return model


@pytest.fixture
def model_copy(tmp_path: Path) -> Path:
    """The committed model files copied into a temporary folder (for swaps and breakage);
    word_embeddings.bin too: model.onnx reads its word table from it (external data)."""
    folder = tmp_path / "nli-copy"
    folder.mkdir()
    for name in ("model.onnx", "tokenizer.json", "labels.json", "word_embeddings.bin"):
        shutil.copyfile(SHIPPED / name, folder / name)
    return folder
