"""Local NLI: an ONNX 3-way model (entailment / neutral / contradiction) run with onnxruntime.

Sync: `NLIModel(folder).entail(premise, hypothesis)`, `entail_batch(pairs)`;
async (never blocks the loop): `OnnxEntailer().entail_batch(pairs)`. The model
folder is found by `find_model_dir(settings)`. The engine every caller scores
through, with its word-overlap fallback, is `app.nli.engine`.
"""

from app.nli.entailer import OnnxEntailer, nli_executor
from app.nli.model import (
    LABELS,
    MODEL_FILES,
    ModelConfig,
    NLIModel,
    NLIModelError,
    NLIModelNotFound,
    default_model,
    entail,
    entail_batch,
    find_model_dir,
    strongest,
)

__all__ = [
    "LABELS",
    "MODEL_FILES",
    "ModelConfig",
    "NLIModel",
    "NLIModelError",
    "NLIModelNotFound",
    "OnnxEntailer",
    "default_model",
    "entail",
    "entail_batch",
    "find_model_dir",
    "nli_executor",
    "strongest",
]
