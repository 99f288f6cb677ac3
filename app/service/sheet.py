"""The study sheet as the front ends show and export it: its model, the citation
styles, and the sheet of a run (built from every finding the run holds now)."""

from __future__ import annotations

from collections.abc import Mapping

from app.core.models import Comment, RunResult
from app.export import STYLES, safe_links, sheet_for_run
from app.export.citations import CitationStyle
from app.export.sheet import SheetParagraph, SheetScripture, SheetSection, StudySheet, label

__all__ = ["STYLES", "CitationStyle", "SheetParagraph", "SheetScripture", "SheetSection",
           "StudySheet", "export_stem", "label", "prepare_pdf_export", "sheet_for_run",
           "shown_sheet"]


def shown_sheet(result: RunResult, comments: Mapping[str, Comment] | None,
                bases: Mapping[str, str]) -> StudySheet:
    """The run's sheet as the window's reading view shows it: the one sheet
    (sheet_for_run) with its links through the one resolver and the link policy, as
    every export has them (canonical wol URLs on the public site; one that cannot be
    opened marked as such)."""
    return safe_links(sheet_for_run(result, comments), bases)


def export_stem(result: RunResult) -> str:
    """The file name a sheet is saved under, without extension: the publication and the
    meeting's date for a meeting ("Atalaya 2026-11-29", "Workbook 2026-11-26"), else the
    goal (and the day it was prepared), in the sheet's language; safe on every system."""
    import datetime as dt

    from app.core.i18n import tr
    from app.service.notebook import article_of

    ref = article_of(result)
    if ref is not None and ref.meeting_date:
        stem = f"{tr(f'export.name_{ref.publication}', result.plan.language)} {ref.meeting_date}"
    else:
        day = dt.datetime.fromtimestamp(result.started_at).date().isoformat() \
            if result.started_at > 0 else ""
        stem = f"{result.plan.goal.strip()[:60]} {day}".strip()
    safe = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in stem).strip()
    return safe or result.run_id


def prepare_pdf_export(language: str = "en") -> None:
    """Make Qt's application object on the calling (main) thread before a PDF export:
    the service renders in a worker thread. Imports Qt: call it only for a PDF. Its
    errors come in `language`."""
    from app.export.pdf import prepare_pdf_export as prepare

    prepare(language)
