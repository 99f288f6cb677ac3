"""The printed sheet keeps each question with its paragraph: a question (with the
heading above it) never ends a page while its paragraph starts the next one."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.export.markup import render_html
from app.export.pdf import (
    keep_questions_with_paragraphs,
    paginate,
    prepare_pdf_export,
    question_pages,
    render_pdf,
)
from app.export.sheet import SheetParagraph, SheetSection, StudySheet


def _sheet(language: str = "es") -> StudySheet:
    """A long study article: question groups of uneven length, so some questions fall
    at the foot of a page."""
    sections = []
    for n in range(1, 41):
        words = " ".join(f"Frase {n}.{i} sobre la confianza que crece poco a poco."
                         for i in range(3 + (n * 7) % 9))
        sections.append(SheetSection(
            heading=f"¶{n}", question=f"¿Qué enseña el párrafo {n}?", question_label=str(n),
            subheading="UNA PARTE NUEVA" if n % 10 == 0 else "",
            paragraphs=[SheetParagraph(number=n, text=words, spans=[])], key=f"wt:{n}"))
    return StudySheet(title="La confianza crece", language=language,  # type: ignore[arg-type]
                      kind="watchtower", sections=sections)


def _document(sheet: StudySheet, keep: bool) -> list[tuple[int, int]]:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    prepare_pdf_export("es")
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(18, 18, 18, 18), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    doc = QTextDocument()
    doc.setHtml(render_html(sheet, "inline", for_print=True))
    paginate(doc, writer)
    if keep:
        assert keep_questions_with_paragraphs(doc, "Pregunta") > 0
    pages = question_pages(doc, "Pregunta")
    buffer.close()
    return pages


def test_no_question_is_parted_from_its_paragraph() -> None:
    sheet = _sheet()
    before = _document(sheet, keep=False)
    assert len(before) == 40
    assert any(q != p for q, p in before)  # laid out naively, some are split
    after = _document(sheet, keep=True)
    assert len(after) == 40 and all(q == p for q, p in after)
    assert max(p for _q, p in after) >= 3  # a long sheet of several pages


def test_the_pdf_is_written_with_the_questions_kept() -> None:
    data = render_pdf(_sheet())
    assert data.startswith(b"%PDF") and len(data) > 1000


@pytest.mark.parametrize("language", ["en", "pt"])
def test_other_languages_name_their_questions(language: str) -> None:
    from app.core.i18n import template

    assert template("sheet.question", language) in render_html(
        _sheet(language), "inline", for_print=True)
