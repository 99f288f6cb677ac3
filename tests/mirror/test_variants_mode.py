"""The mirror's variant setting: tidy by default, real everywhere, or a seeded mix."""

from __future__ import annotations

import pytest

from app.mirror import content
from app.mirror.content import variants


def test_default_is_tidy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(variants.ENV, raising=False)
    assert variants.mode() == "tidy" and not variants.real("anything")


def test_unknown_mode_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(variants.ENV, "messy")
    with pytest.raises(ValueError, match="tidy, real, mixed"):
        variants.mode()


def test_mixed_serves_both_shapes_deterministically(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(variants.ENV, "mixed")
    running = {book: "According to" in (content.chapter_page("en", book, 1) or "")
               for book in (40, 41, 42, 43)}
    assert set(running.values()) == {True, False}, running
    again = {book: "According to" in (content.chapter_page("en", book, 1) or "")
             for book in (40, 41, 42, 43)}
    assert again == running
