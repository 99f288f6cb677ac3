"""The local NLI model for the front ends: `preparo nli` and the self-test.

Inside a run the critique and the study helpers use it through the orchestrator; this
module opens it directly, for one pair or a file of pairs."""

from __future__ import annotations

from pathlib import Path

from app.core.settings import Settings, load_settings
from app.nli.embedder import Embedder
from app.nli.engine import embed_passages, embed_queries
from app.nli.entailer import OnnxEntailer
from app.nli.model import LABELS, NLIModel, NLIModelError, Scores, find_model_dir

__all__ = ["LABELS", "Embedder", "NLIModel", "NLIModelError", "OnnxEntailer", "Scores",
           "embed_passages", "embed_queries", "model_folder", "open_model"]


def model_folder(settings: Settings | None = None, language: str | None = None) -> Path:
    """The folder of the NLI model the settings name (else the shipped one); raises
    NLIModelError (in `language`, else the settings') when none is installed."""
    return find_model_dir(settings if settings is not None else load_settings(), language)


def open_model(folder: Path | None = None, *, language: str = "en") -> NLIModel:
    """The model in `folder`, or the one the settings name; its errors in `language`."""
    if folder is None:
        folder = model_folder(language=language)
    return NLIModel(folder, language=language)
