from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

from app.core.settings import Settings
from app.nli import NLIModel, NLIModelNotFound, OnnxEntailer


@pytest.mark.asyncio
async def test_async_batch_runs_off_the_loop_thread(shipped_model: NLIModel) -> None:
    loop_thread = threading.get_ident()
    seen: list[int] = []
    real = shipped_model.entail_batch

    class Spy(NLIModel):
        def entail_batch(self, pairs):  # type: ignore[no-untyped-def]
            seen.append(threading.get_ident())
            return real(pairs)

    spy = Spy.__new__(Spy)
    spy.__dict__.update(shipped_model.__dict__)
    entailer = OnnxEntailer(spy)
    pairs = [
        ("A man is playing a guitar.", "A man is playing an instrument."),
        ("Un perro duerme en el sofá.", "El perro está corriendo por el campo."),
    ]
    results = await entailer.entail_batch(pairs)
    assert seen and all(ident != loop_thread for ident in seen)
    assert results == shipped_model.entail_batch(pairs)
    assert await entailer.entail_batch([]) == []


@pytest.mark.asyncio
async def test_loop_stays_responsive_during_inference(shipped_model: NLIModel) -> None:
    entailer = OnnxEntailer(shipped_model)
    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0.001)

    task = asyncio.create_task(ticker())
    pairs = [(f"The brothers met on day {i} to study.", "The brothers studied.") for i in range(64)]
    await entailer.entail_batch(pairs)
    task.cancel()
    assert ticks > 5  # the ticker ran while the batch was computed in the worker


@pytest.mark.asyncio
async def test_entailer_finds_the_model_from_settings(model_copy: Path) -> None:
    entailer = OnnxEntailer(settings=Settings(nli_model_dir=str(model_copy)))
    scores = await entailer.entail("The sun is shining.", "It is dark night.")
    assert set(scores) == {"entailment", "neutral", "contradiction"}
    assert entailer.model().folder == model_copy


@pytest.mark.asyncio
async def test_entailer_reports_a_missing_model(tmp_path: Path) -> None:
    entailer = OnnxEntailer(tmp_path / "nowhere")
    with pytest.raises(NLIModelNotFound):
        await entailer.entail_batch([("a", "b")])
