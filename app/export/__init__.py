"""Study sheets: the model (sheet.py) and its renderers (Markdown, HTML, PDF, DOCX)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from app.core.atomic import write_bytes_atomic
from app.core.errors import PreparoError
from app.core.models import RunResult
from app.export.citations import STYLES, CitationStyle
from app.export.sheet import StudySheet, build_sheet

Format = Literal["md", "html", "pdf", "docx"]
FORMATS: dict[str, Format] = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html",
                              ".pdf": "pdf", ".docx": "docx"}

__all__ = ["FORMATS", "STYLES", "ExportError", "StudySheet", "build_sheet", "export_run",
           "export_sheet", "format_for", "render"]


class ExportError(PreparoError):
    pass


def format_for(path: str | Path) -> Format:
    suffix = Path(path).suffix.lower()
    try:
        return FORMATS[suffix]
    except KeyError:
        raise ExportError(
            f"Cannot tell the format from {Path(path).name!r}: use .md, .html, .pdf or .docx"
        ) from None


def render(sheet: StudySheet, fmt: Format, style: CitationStyle = "inline",
           page_size: Literal["A4", "Letter"] = "A4") -> bytes:
    if style not in STYLES:
        raise ExportError(f"Unknown citation style {style!r}: use {', '.join(STYLES)}")
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
    raise ExportError(f"Unknown format {fmt!r}")


def sheet_for_run(result: RunResult) -> StudySheet:
    """The study sheet of the run's final state: built from every finding the run holds
    now (a replan or a resume may have added some after `export.study_sheet` ran), with
    the title that step chose when it ran."""
    title: str | None = None
    for finding in result.findings:
        sheet = finding.data.get("sheet") if finding.kind == "study_sheet" else None
        if isinstance(sheet, dict) and isinstance(sheet.get("title"), str):
            title = sheet["title"]
            break
    findings = [f for f in result.findings if f.kind != "study_sheet"]
    return build_sheet(findings, language=result.plan.language, title=title,
                       goal=result.plan.goal)


def export_sheet(sheet: StudySheet, path: str | Path, *, style: CitationStyle = "inline",
                 fmt: Format | None = None, overwrite: bool = False,
                 page_size: Literal["A4", "Letter"] = "A4") -> Path:
    """Render and write atomically. An existing file is kept unless `overwrite`."""
    target = Path(path).expanduser()
    fmt = fmt or format_for(target)
    if target.exists() and not overwrite:
        raise ExportError(f"{target} already exists; choose another name or allow overwriting")
    data = render(sheet, fmt, style, page_size)
    try:
        write_bytes_atomic(target, data)
    except OSError as exc:
        raise ExportError(f"Could not write {target}: {exc.strerror or exc}") from exc
    return target


def export_run(result: RunResult, path: str | Path, *, style: CitationStyle = "inline",
               overwrite: bool = False, fmt: Format | None = None,
               page_size: Literal["A4", "Letter"] = "A4") -> Path:
    return export_sheet(sheet_for_run(result), path, style=style, fmt=fmt, overwrite=overwrite,
                        page_size=page_size)
