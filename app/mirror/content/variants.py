"""Which page shapes the mirror serves: the tidy forms, the real site's variants, or both.

The real wol.jw.org mixes shapes (docs SOURCES.md, "Real variants"): search hits that
link through `/wol/finder`, several study notes in one item, bare marginal references,
pronunciation marks, split publication links, older reference styles and so on. The
mirror serves them when asked, so tests prove something about the real site:

    PREPARO_MIRROR_VARIANTS=tidy    the tidy forms only (the default)
    PREPARO_MIRROR_VARIANTS=real    every variant, on every page
    PREPARO_MIRROR_VARIANTS=mixed   a seeded choice per page (or per item) between both

Variants change markup only, never what a page says: a parser that reads every shape
gets the same models in every mode.
"""

from __future__ import annotations

import os
from typing import Literal

from app.mirror.content._common import seed

Mode = Literal["tidy", "real", "mixed"]
MODES: tuple[Mode, ...] = ("tidy", "real", "mixed")
ENV = "PREPARO_MIRROR_VARIANTS"


def mode() -> Mode:
    """The mode the environment asks for; an unknown value is an error, not a silent tidy."""
    value = os.environ.get(ENV, "").strip().lower() or "tidy"
    if value not in MODES:
        raise ValueError(f"{ENV}={value!r}: use one of {', '.join(MODES)}")
    return value


def real(*parts: object) -> bool:
    """Serve the real site's variant for this page (or item)? `parts` seed the mixed choice."""
    current = mode()
    if current == "tidy":
        return False
    if current == "real":
        return True
    return seed("variant", *parts) % 2 == 0
