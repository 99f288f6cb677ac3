from __future__ import annotations

import pytest

from app.core.paths import models_dir
from app.nli import NLIModel


@pytest.fixture(scope="session")
def shipped_model() -> NLIModel:
    """One loaded copy of the committed NLI model for the whole session."""
    model = NLIModel(models_dir() / "nli", threads=2)
    model.load()
    return model
