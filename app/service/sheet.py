"""The study sheet as the front ends show and export it: its model, the citation
styles, and the sheet of a run (built from every finding the run holds now)."""

from __future__ import annotations

from app.export import STYLES, sheet_for_run
from app.export.citations import CitationStyle
from app.export.sheet import SheetParagraph, SheetScripture, SheetSection, StudySheet, label

__all__ = ["STYLES", "CitationStyle", "SheetParagraph", "SheetScripture", "SheetSection",
           "StudySheet", "label", "prepare_pdf_export", "sheet_for_run"]


def prepare_pdf_export(language: str = "en") -> None:
    """Make Qt's application object on the calling (main) thread before a PDF export:
    the service renders in a worker thread. Imports Qt: call it only for a PDF. Its
    errors come in `language`."""
    from app.export.pdf import prepare_pdf_export as prepare

    prepare(language)
