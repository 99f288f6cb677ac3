"""The study sheet as the front ends show and export it: its model, the citation
styles, and the sheet of a run (built from every finding the run holds now)."""

from __future__ import annotations

from collections.abc import Mapping

from app.core.models import Comment, RunResult
from app.export import STYLES, safe_links, sheet_for_run
from app.export.citations import CitationStyle
from app.export.sheet import SheetParagraph, SheetScripture, SheetSection, StudySheet, label

__all__ = ["STYLES", "CitationStyle", "SheetParagraph", "SheetScripture", "SheetSection",
           "StudySheet", "label", "prepare_pdf_export", "sheet_for_run", "shown_sheet"]


def shown_sheet(result: RunResult, comments: Mapping[str, Comment] | None,
                bases: Mapping[str, str]) -> StudySheet:
    """The run's sheet as the window's reading view shows it: the one sheet
    (sheet_for_run) with its links through the one resolver and the link policy, as
    every export has them (canonical wol URLs on the public site; one that cannot be
    opened marked as such)."""
    return safe_links(sheet_for_run(result, comments), bases)


def prepare_pdf_export(language: str = "en") -> None:
    """Make Qt's application object on the calling (main) thread before a PDF export:
    the service renders in a worker thread. Imports Qt: call it only for a PDF. Its
    errors come in `language`."""
    from app.export.pdf import prepare_pdf_export as prepare

    prepare(language)
