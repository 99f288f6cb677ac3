"""The export's error, in a module of its own: the renderers (pdf.py) raise it without
importing the package that imports them."""

from __future__ import annotations

from app.core.errors import PreparoError


class ExportError(PreparoError):
    """An export that cannot be done; the message says why, in the sheet's language."""
