"""The UI event loop does not wait: heavy first-time work happens in warm-up, off the
loop; many events cost at most one redraw per frame."""

from __future__ import annotations

from typing import Any

import pytest

from app.ui.main_window import MainWindow

pytestmark = pytest.mark.asyncio


async def test_warm_up_loads_the_nli_model_off_the_loop(window: MainWindow,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The tokenizer's load holds the interpreter lock for hundreds of ms: it happens at
    warm-up (the window idle), not in the middle of the first Prepare Sunday."""
    import threading

    from app.nli import model as nli_model

    monkeypatch.setattr(nli_model, "_default_models", {})
    loaded_in: list[int] = []
    original = nli_model.NLIModel.load

    def load(self: Any) -> None:
        loaded_in.append(threading.get_ident())
        original(self)

    monkeypatch.setattr(nli_model.NLIModel, "load", load)
    window.controller.warm_up()
    await window.controller._warmed()
    assert nli_model.default_model(window.service.settings).loaded
    assert loaded_in and threading.get_ident() not in loaded_in
