"""Markdown and HTML renderers (Jinja2 templates)."""

from __future__ import annotations

from app.export.citations import CitationBook, CitationStyle
from app.export.sheet import StudySheet, labels
from app.export.templates import environment, html_cite, md_cite


def render_markdown(sheet: StudySheet, style: CitationStyle = "inline") -> str:
    book = CitationBook(style)
    template = environment("md").get_template("sheet.md.j2")
    text = template.render(sheet=sheet, style=style, book=book, cite=md_cite(book, sheet.language),
                           labels=labels(sheet.language))
    return _tidy_blank_lines(text)


def render_html(sheet: StudySheet, style: CitationStyle = "inline", *,
                for_print: bool = False) -> str:
    book = CitationBook(style)
    template = environment("html").get_template("sheet.html.j2")
    return template.render(sheet=sheet, style=style, book=book,
                           cite=html_cite(book, sheet.language),
                           labels=labels(sheet.language), for_print=for_print)


def _tidy_blank_lines(text: str) -> str:
    out: list[str] = []
    for line in text.splitlines():
        if not line.strip() and out and not out[-1].strip():
            continue
        out.append(line.rstrip())
    return "\n".join(out).strip() + "\n"
