"""The languages Preparo speaks: a type every layer may import (no I/O, no imports of
its own), so that models, settings and translations do not import one another."""

from __future__ import annotations

from typing import Literal

Language = Literal["es", "en", "pt"]
LANGUAGES: tuple[Language, ...] = ("es", "en", "pt")
