"""Study sheets: the model (sheet.py) and its renderers (Markdown, HTML, PDF, DOCX)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from app.core.atomic import write_bytes_atomic
from app.core.coverage import coverage, coverage_text
from app.core.findings import StudySheetData
from app.core.i18n import tr
from app.core.inert import inert, inert_data
from app.core.models import Comment, RunResult
from app.core.settings import load_settings
from app.core.urls import mirror_bases, safe_link
from app.export.citations import STYLES, CitationStyle
from app.export.errors import ExportError
from app.export.sheet import StudySheet, build_sheet

Format = Literal["md", "html", "pdf", "docx"]
FORMATS: dict[str, Format] = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html",
                              ".pdf": "pdf", ".docx": "docx"}

__all__ = ["FORMATS", "STYLES", "ExportError", "StudySheet", "build_sheet", "export_run",
           "export_sheet", "format_for", "render"]


def format_for(path: str | Path, language: str = "en") -> Format:
    """The format a file name's suffix asks for (an error in `language` when none)."""
    suffix = Path(path).suffix.lower()
    try:
        return FORMATS[suffix]
    except KeyError:
        raise ExportError(tr("export.unknown_suffix", language,
                             name=repr(Path(path).name))) from None


def safe_links(sheet: StudySheet, bases: Mapping[str, str] | None = None) -> StudySheet:
    """The sheet with every link passed through the one resolver and the link policy
    (app/core/urls.py safe_link): canonical wol URLs in the sheet's language, on the
    public site; a link that cannot be opened becomes UNRESOLVED, which the renderers
    show as such (its label kept, no href). Every text is made inert
    (app/core/inert.py: no terminal escapes, controls or bidi overrides)."""
    if bases is None:
        bases = mirror_bases(load_settings().wol_url)

    def clean(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: (safe_link(v, bases, language=sheet.language) or ""
                        if k == "url" and isinstance(v, str) else clean(v))
                    for k, v in value.items()}
        if isinstance(value, list):
            return [clean(v) for v in value]
        return inert(value) if isinstance(value, str) else value  # no bidi or controls

    return StudySheet.model_validate(clean(sheet.model_dump()))


def render(sheet: StudySheet, fmt: Format, style: CitationStyle = "inline",
           page_size: Literal["A4", "Letter"] = "A4",
           link_bases: Mapping[str, str] | None = None) -> bytes:
    """The sheet in a format; every link goes through the link policy first."""
    if style not in STYLES:
        raise ExportError(tr("export.unknown_style", sheet.language, style=repr(style),
                             styles=", ".join(STYLES)))
    sheet = safe_links(sheet, link_bases)
    if fmt == "md":
        from app.export.markup import render_markdown

        return render_markdown(sheet, style).encode("utf-8")
    if fmt == "html":
        from app.export.markup import render_html

        return render_html(sheet, style).encode("utf-8")
    if fmt == "pdf":
        from app.export.pdf import render_pdf

        return render_pdf(sheet, style, page_size)
    if fmt == "docx":
        from app.export.docx import render_docx

        return render_docx(sheet, style)
    raise ExportError(tr("export.unknown_format", sheet.language, format=repr(fmt)))


def sheet_for_run(result: RunResult,
                  comments: Mapping[str, Comment] | None = None) -> StudySheet:
    """The study sheet of a run, the only place it is built: from every finding the run
    holds now (a replan or a resume may have added some after `export.study_sheet`
    ran), with what that step chose (its title, goal and language). The CLI's and the
    service's exports and the window's reading view all show this sheet."""
    chosen = next((f.data for f in result.findings if isinstance(f.data, StudySheetData)),
                  None)
    findings = [f for f in result.findings if not isinstance(f.data, StudySheetData)]
    sheet = build_sheet(findings, language=(chosen and chosen.language) or result.plan.language,
                        title=chosen.title if chosen else None,
                        goal=(chosen and chosen.goal) or result.plan.goal, comments=comments)
    parts = coverage(result, sheet.language)
    if parts and not all(p.covered for p in parts):  # said on the sheet, never filled in
        sheet.coverage = coverage_text(result, parts, sheet.language)
    # the window shows it as it is: no controls or bidi overrides (app/core/inert.py)
    return StudySheet.model_validate(inert_data(sheet.model_dump()))


def export_sheet(sheet: StudySheet, path: str | Path, *, style: CitationStyle = "inline",
                 fmt: Format | None = None, overwrite: bool = False,
                 page_size: Literal["A4", "Letter"] = "A4",
                 link_bases: Mapping[str, str] | None = None) -> Path:
    """Render and write atomically. An existing file is kept unless `overwrite`.
    `link_bases`: the configured mirror and the public site it stands for (by default
    from the settings file; see app/core/urls.py)."""
    target = Path(path).expanduser()
    fmt = fmt or format_for(target, sheet.language)
    if target.exists() and not overwrite:
        raise ExportError(tr("export.exists", sheet.language, path=target))
    data = render(sheet, fmt, style, page_size, link_bases)
    try:
        write_bytes_atomic(target, data)
    except OSError as exc:
        raise ExportError(tr("export.write_failed", sheet.language, path=target,
                             error=exc.strerror or exc)) from exc
    return target


def export_run(result: RunResult, path: str | Path, *, style: CitationStyle = "inline",
               overwrite: bool = False, fmt: Format | None = None,
               page_size: Literal["A4", "Letter"] = "A4",
               link_bases: Mapping[str, str] | None = None,
               comments: Mapping[str, Comment] | None = None) -> Path:
    return export_sheet(sheet_for_run(result, comments), path, style=style, fmt=fmt,
                        overwrite=overwrite, page_size=page_size, link_bases=link_bases)
