from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

from app.core.settings import Settings
from app.nli import NLIModel, NLIModelNotFound, OnnxEntailer, zero_shot
from app.nli.zero_shot import guess_language


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


def test_zero_shot_ranks_labels(shipped_model: NLIModel) -> None:
    ranked = zero_shot(
        "The football team won the match two to one after extra time.",
        ["sports", "cooking", "banking"],
        model=shipped_model,
    )
    assert ranked[0][0] == "sports"
    assert sum(score for _, score in ranked) == pytest.approx(1.0)
    assert zero_shot("anything", [], model=shipped_model) == []
    with pytest.raises(ValueError):
        zero_shot("text", ["a"], template="no placeholder", model=shipped_model)


def test_zero_shot_uses_the_language_template(shipped_model: NLIModel) -> None:
    seen: list[tuple[str, str]] = []
    real = shipped_model.entail_batch

    def spy(pairs):  # type: ignore[no-untyped-def]
        seen.extend(pairs)
        return real(pairs)

    shipped_model.entail_batch = spy  # type: ignore[method-assign]
    try:
        zero_shot("Prepara mi reunión del domingo", ["reunión"], model=shipped_model)
        zero_shot("Prepare minha reunião de domingo", ["reunião"], model=shipped_model)
        zero_shot("x", ["y"], "It is {}.", model=shipped_model)
    finally:
        del shipped_model.entail_batch
    assert [h for _, h in seen] == [
        "Este texto trata sobre reunión.",
        "Este texto é sobre reunião.",
        "It is y.",
    ]


def test_guess_language() -> None:
    assert guess_language("Prepara mi reunión del domingo") == "es"
    assert guess_language("Prepare minha reunião de domingo com a família") == "pt"
    assert guess_language("Research the Trinity for a return visit") == "en"
    assert guess_language("12345") == "en"
