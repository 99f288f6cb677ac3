"""The asynchronous entailment interface the critique uses.

Inference runs in a thread executor, never on the asyncio/Qt loop; by default
one shared worker thread, since onnxruntime already spreads one run over the
cores it was given.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from app.nli.model import NLIModel, Scores, default_model, lower_thread_priority

if TYPE_CHECKING:
    from app.core.settings import Settings

_executor_lock = threading.Lock()
_executor: ThreadPoolExecutor | None = None


def nli_executor() -> ThreadPoolExecutor:
    """The process-wide single worker thread for NLI inference, at a lower priority
    than the UI thread (see app.nli.model.BACKGROUND_NICE)."""
    global _executor
    with _executor_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="preparo-nli",
                                           initializer=lower_thread_priority)
        return _executor


class OnnxEntailer:
    """`await entail_batch(pairs)` -> [{entailment, neutral, contradiction}, ...] off the loop.

    The model is found (settings.nli_model_dir, then the shipped models/nli) and
    loaded on the first call, inside the worker thread; errors such as a missing
    model folder surface from that `await` as `NLIModelError`.
    """

    def __init__(
        self,
        model: NLIModel | Path | str | None = None,
        *,
        settings: Settings | None = None,
        executor: Executor | None = None,
    ) -> None:
        self._model = model if isinstance(model, NLIModel) else None
        self._folder = Path(model) if isinstance(model, str | Path) else None
        self._settings = settings
        self._executor = executor
        self._lock = threading.Lock()

    def model(self) -> NLIModel:
        """The model, resolved and created on first use (blocking: call it off the loop)."""
        with self._lock:
            if self._model is None:
                if self._folder is not None:
                    self._model = NLIModel(self._folder)
                else:
                    self._model = default_model(self._settings)
            return self._model

    def _run(self, pairs: list[tuple[str, str]]) -> list[Scores]:
        model = self.model()
        model.load()
        return model.entail_batch(pairs)

    async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
        if not pairs:
            return []
        loop = asyncio.get_running_loop()
        executor = self._executor or nli_executor()
        return await loop.run_in_executor(executor, self._run, list(pairs))

    async def entail(self, premise: str, hypothesis: str) -> dict[str, float]:
        return (await self.entail_batch([(premise, hypothesis)]))[0]

    async def warm_up(self) -> None:
        """Load the model in the worker thread ahead of the first real request."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._executor or nli_executor(), lambda: self.model().load())

