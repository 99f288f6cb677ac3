"""The NLI engine: the one place (premise, hypothesis) pairs are scored, for the
critique, the research passages, the paragraph answers and the comment checks.

It has two faces over the same model:

- async, an `Entailer` (`await entail_batch(pairs)`): `OnnxEntailer` runs the model in
  the NLI worker thread, `LexicalEntailer` scores by word overlap. `entail_pairs`
  scores with one and falls back to word overlap when it fails; `failure` says why
  in the run's language. The critique and the agents use this face.
- blocking, a `PairScorer` (the model itself, `entail_batch(pairs)`), for code that
  already runs in the NLI worker thread (`in_nli_thread`): the study helpers.
  `resolve_scorer` picks the model (or says why word overlap is used) and
  `score_pairs` falls back the same way.

Batching, sentence windows and the cache are the model's (app.nli.model); the worker
thread is app.nli.entailer's. The engine used is always reported, never silent.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar

import numpy as np

from app.core.i18n import tr
from app.nli.embedder import Embedder, default_embedder
from app.nli.entailer import OnnxEntailer, nli_executor
from app.nli.lexical import LexicalEntailer
from app.nli.model import NLIModel, NLIModelError, PairVector

if TYPE_CHECKING:
    from app.core.settings import Settings

log = logging.getLogger(__name__)

MODEL = "model"
WORD_OVERLAP = "word-overlap"

Scores = dict[str, float]
T = TypeVar("T")


class Entailer(Protocol):
    async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
        """Scores for each (premise, hypothesis): entailment, neutral, contradiction."""
        ...


class PairScorer(Protocol):
    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        """Blocking: entailment/neutral/contradiction probabilities per pair."""
        ...


def failure(exc: BaseException, language: str) -> str:
    """Why the model failed, in `language` (the run's): "NLIModelError: …"."""
    text = exc.in_language(language) if isinstance(exc, NLIModelError) else str(exc)
    return f"{type(exc).__name__}: {text}"


# -- the async face ---------------------------------------------------------------------


def engine_name(entailer: object) -> str:
    return WORD_OVERLAP if isinstance(entailer, LexicalEntailer) else MODEL


def default_entailer(settings: Settings | None = None,
                     language: str | None = None) -> Entailer:
    """The ONNX entailer when a model is installed, else the lexical one."""
    from app.nli.model import find_model_dir

    try:
        find_model_dir(settings, language)
    except Exception as exc:  # no model installed: still score, by word overlap
        log.info("NLI model unavailable (%s); using the lexical entailer", exc)
        return LexicalEntailer()
    entailer: Entailer = OnnxEntailer(settings=settings)
    return entailer


_SHARED: dict[str, Entailer] = {}


def shared_entailer(settings: Settings | None = None) -> Entailer:
    """The process-wide default entailer (found once), for callers a run gave none."""
    found = _SHARED.get("default")
    if found is None:
        found = _SHARED["default"] = default_entailer(settings)
    return found


async def run_entailer(entailer: Entailer, pairs: list[tuple[str, str]]) -> list[Scores]:
    """The model's entail_batch already runs in its worker thread; word overlap, which
    computes inline, is moved to a worker thread (unless a subclass scores otherwise)."""
    if isinstance(entailer, LexicalEntailer) and (
            type(entailer).entail_batch is LexicalEntailer.entail_batch):
        lexical = entailer
        return await asyncio.to_thread(lambda: [lexical.score(p, h) for p, h in pairs])
    return await entailer.entail_batch(pairs)


@dataclass
class Scored:
    """Scores of the pairs, the engine that gave them, and the failure that made it word
    overlap instead of the model (None when nothing failed)."""

    scores: list[Scores]
    engine: str
    error: Exception | None = None


async def entail_pairs(entailer: Entailer, pairs: list[tuple[str, str]], *,
                       fallback: Entailer | None = None) -> Scored:
    """Score the pairs with `entailer`; when it fails (a broken model must not lose the
    run), with `fallback` (word overlap by default)."""
    if not pairs:
        return Scored([], engine_name(entailer))
    try:
        scores = await run_entailer(entailer, pairs)
        if len(scores) != len(pairs):
            raise ValueError(f"the entailer returned {len(scores)} scores "
                             f"for {len(pairs)} pairs")
        return Scored(scores, engine_name(entailer))
    except Exception as exc:
        log.warning("entailer failed (%s); using the lexical entailer", exc)
        scores = await run_entailer(fallback or LexicalEntailer(), pairs)
        return Scored(scores, WORD_OVERLAP, exc)


# -- the blocking face ------------------------------------------------------------------


@dataclass
class Engine:
    """The scorer to use (None: word overlap only), its name and why it was chosen (in
    `language`, the reader's)."""

    scorer: PairScorer | None
    name: str
    note: str = ""
    language: str = "en"


def resolve_scorer(entailer: PairScorer | None, language: str = "en", *,
                   use_model: bool = True, why_not: str = "study.overlap_asked") -> Engine:
    """The given scorer, else the default local model, else word overlap (with the reason
    in `language`: the message `why_not` when the caller chose not to use the model)."""
    if not use_model:
        return Engine(None, WORD_OVERLAP, tr(why_not, language), language)
    if entailer is not None:
        return Engine(entailer, MODEL, language=language)
    try:
        from app.nli.model import default_model

        return Engine(default_model(language=language), MODEL, language=language)
    except Exception as exc:  # no model installed, or an unreadable one
        log.warning("NLI model unavailable; scoring by word overlap: %s", exc)
        error = exc.in_language(language) if isinstance(exc, NLIModelError) else exc
        return Engine(None, WORD_OVERLAP, tr("study.model_unavailable", language, error=error),
                      language)


def _fall_back(engine: Engine, exc: Exception) -> None:
    """Switch `engine` to word overlap after its model failed, with the reason."""
    log.warning("NLI model failed; scoring by word overlap", exc_info=exc)
    engine.scorer = None
    engine.name = WORD_OVERLAP
    engine.note = tr("study.model_failed", engine.language,
                     error=failure(exc, engine.language))


def score_pairs(engine: Engine, pairs: list[tuple[str, str]]) -> list[Scores] | None:
    """The model's scores for every pair, or None (and `engine` switched to word overlap
    with the reason) when there is no model or it fails."""
    if engine.scorer is None or not pairs:
        return None if engine.scorer is None else []
    try:
        scores = engine.scorer.entail_batch(pairs)
        if len(scores) != len(pairs):
            raise ValueError(f"{len(scores)} scores for {len(pairs)} pairs")
        return scores
    except Exception as exc:  # a broken model must not lose the answer: fall back, say so
        _fall_back(engine, exc)
        return None


def pair_model(engine: Engine) -> NLIModel | None:
    """The engine's model when it gives pair vectors (its `pooled` output), else None
    (word overlap, another scorer, or a model without that output)."""
    scorer = engine.scorer
    if isinstance(scorer, EntailerScorer):
        scorer = scorer.entailer.model()
    if not isinstance(scorer, NLIModel):
        return None
    try:
        return scorer if scorer.has_pooled else None
    except Exception as exc:  # an unloadable model: score_pairs says why
        log.warning("NLI model unavailable for pair vectors: %s", exc)
        return None


def represent_pairs(engine: Engine, model: NLIModel,
                    pairs: list[tuple[str, str]]) -> list[PairVector] | None:
    """Each pair's scores and pooled vector from `model` (`pair_model(engine)`), or None
    (and `engine` switched to word overlap with the reason) when it fails."""
    try:
        found = model.represent_batch(pairs)
        if len(found) != len(pairs):
            raise ValueError(f"{len(found)} vectors for {len(pairs)} pairs")
        return found
    except Exception as exc:  # a broken model must not lose the answer: fall back, say so
        _fall_back(engine, exc)
        return None


class EntailerScorer:
    """A blocking PairScorer over the session's `OnnxEntailer` (the same loaded model),
    for code that already runs in the NLI worker thread."""

    def __init__(self, entailer: OnnxEntailer) -> None:
        self.entailer = entailer

    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        model = self.entailer.model()
        model.load()
        return model.entail_batch(pairs)


def scorer_for(entailer: object) -> tuple[PairScorer | None, bool]:
    """(scorer, use_model) for the session's async entailer (`services["entailer"]`): its
    model when it is the ONNX one, word overlap when the session runs without a model,
    the default model when there is none."""
    if isinstance(entailer, OnnxEntailer):
        return EntailerScorer(entailer), True
    if isinstance(entailer, LexicalEntailer):
        return None, False
    return None, True


async def in_nli_thread(work: Callable[[], T]) -> T:
    """Run blocking model work in the NLI worker thread (never on the event loop)."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(nli_executor(), work)


# -- the embedding face -----------------------------------------------------------------


def shared_embedder(settings: Settings | None = None,
                    language: str | None = None) -> Embedder:
    """The process-wide sentence embedder (models/e5 or the setting embedder_model_dir);
    NLIModelError (worded in `language`) when none is installed. Loads on first use."""
    return default_embedder(settings, language)


async def embed_queries(embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
    """`embedder.embed_queries(texts)` in the NLI worker thread (never on the event loop)."""
    items = list(texts)
    return await in_nli_thread(lambda: embedder.embed_queries(items))


async def embed_passages(embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
    """`embedder.embed_passages(texts)` in the NLI worker thread (never on the event loop)."""
    items = list(texts)
    return await in_nli_thread(lambda: embedder.embed_passages(items))


__all__ = [
    "MODEL",
    "WORD_OVERLAP",
    "Embedder",
    "Engine",
    "Entailer",
    "EntailerScorer",
    "LexicalEntailer",
    "OnnxEntailer",
    "PairScorer",
    "PairVector",
    "Scored",
    "Scores",
    "default_entailer",
    "embed_passages",
    "embed_queries",
    "engine_name",
    "entail_pairs",
    "failure",
    "in_nli_thread",
    "pair_model",
    "represent_pairs",
    "resolve_scorer",
    "run_entailer",
    "score_pairs",
    "scorer_for",
    "shared_embedder",
    "shared_entailer",
]
