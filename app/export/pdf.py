"""PDF through Qt (QTextDocument + QPdfWriter); works headless.

QtGui is imported lazily here: this is the one place outside app/ui that uses Qt."""

from __future__ import annotations

import os
import threading
from typing import Any, Literal

from app.core.i18n import template, tr
from app.export.citations import CitationStyle
from app.export.errors import ExportError
from app.export.markup import render_html
from app.export.sheet import StudySheet

PageSize = Literal["A4", "Letter"]
_app_lock = threading.Lock()
_own_app: Any = None


class PdfThreadError(ExportError):
    """A PDF was asked for off the main thread before any Qt application existed."""


def prepare_pdf_export(language: str = "en") -> None:
    """Make sure a QGuiApplication exists (fonts need one), creating an offscreen one.

    Call it on the main thread before rendering PDFs from a worker thread: Qt's
    application object must live on the main thread. One made in a worker thread
    writes the PDF and then crashes the process at exit (segfault), as the CLI did.
    Refused off the main thread with a message in `language` (the sheet's)."""
    global _own_app
    # Same order as the desktop entry point: on Windows, loading Qt's runtime DLLs
    # before onnxruntime's can break a later NLI inference in this process.
    import onnxruntime  # noqa: F401
    from PySide6.QtGui import QGuiApplication

    with _app_lock:
        if QGuiApplication.instance() is not None:
            return
        if threading.current_thread() is not threading.main_thread():
            raise PdfThreadError(tr("export.pdf_thread", language))
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _own_app = QGuiApplication([])


def render_pdf(sheet: StudySheet, style: CitationStyle = "inline",
               page_size: PageSize = "A4") -> bytes:
    prepare_pdf_export(sheet.language)
    from PySide6.QtCore import QBuffer, QByteArray, QEventLoop, QIODevice, QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    html = render_html(sheet, style, for_print=True)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    size_id = QPageSize.PageSizeId.A4 if page_size == "A4" else QPageSize.PageSizeId.Letter
    writer.setPageLayout(QPageLayout(QPageSize(size_id), QPageLayout.Orientation.Portrait,
                                     QMarginsF(18, 18, 18, 18), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(sheet.title)
    writer.setCreator("Preparo")
    # A long document is laid out in timed steps; a worker thread Qt has not seen
    # before has no event dispatcher for that timer (Qt warns on stderr). Making an
    # event loop object gives the thread one; the layout itself stays synchronous.
    thread_loop = QEventLoop()
    doc = QTextDocument()
    doc.setHtml(html)
    paginate(doc, writer)
    keep_questions_with_paragraphs(doc, template("sheet.question", sheet.language))
    doc.print_(writer)
    buffer.close()
    del thread_loop
    return bytes(data.data())


# Blocks after a question that may stand between it and its paragraph: the answer's
# note, the person's comment (or the space left for one).
_BETWEEN = 4


def paginate(doc: Any, writer: Any) -> None:
    """Lay `doc` out on `writer`'s pages as QTextDocument.print_() would on its own (the
    writer as paint device, its page in device pixels, 2 cm margins), so the page of
    every block is known before printing and print_() keeps this layout."""
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QGuiApplication

    layout = doc.documentLayout()
    layout.setPaintDevice(writer)
    # print_()'s margins are in the screen's units (Qt's default DPI); the layout
    # scales them to the device
    screen = QGuiApplication.primaryScreen()
    source_dpi = round(screen.logicalDotsPerInchY()) if screen is not None else 100
    frame = doc.rootFrame().frameFormat()
    frame.setMargin(int((2 / 2.54) * source_dpi))
    doc.rootFrame().setFrameFormat(frame)
    doc.setPageSize(QSizeF(writer.width(), writer.height()))
    doc.pageCount()  # lay out the whole document now: a long one is otherwise laid out in
    # steps, and a block measured before its turn has no place yet


def question_pages(doc: Any, question: str) -> list[tuple[int, int]]:
    """For each question of a paginated `doc`: the page its group starts on (its
    heading, or itself) and the page of its paragraph's first line."""
    return [(_page(doc, start), _first_line_page(doc, end))
            for start, end in _question_groups(doc, question)]


def keep_questions_with_paragraphs(doc: Any, question: str) -> int:
    """Move a question (with the headings just above it) to the next page when its
    paragraph would start on another page: a page break before the group, never
    between a question and its paragraph. How many groups moved."""
    from PySide6.QtGui import QTextBlockFormat, QTextCursor, QTextFormat

    page_height = doc.pageSize().height()
    moved = 0
    for start, end in _question_groups(doc, question):
        top = doc.documentLayout().blockBoundingRect(start).top()
        if _page(doc, start) == _first_line_page(doc, end):
            continue
        if _line_bottom(doc, end) - top >= page_height * 0.8:
            continue  # too tall for any page: moving it would only leave a gap
        fmt = QTextBlockFormat()
        fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        QTextCursor(start).mergeBlockFormat(fmt)
        doc.pageCount()  # the blocks below moved: lay them out again before measuring
        moved += 1
    return moved


def _question_groups(doc: Any, question: str) -> list[tuple[Any, Any]]:
    """(first block of the group, the paragraph's block) for every question block."""
    groups: list[tuple[Any, Any]] = []
    block = doc.begin()
    while block.isValid():
        if block.text().startswith(question):
            start = block
            while start.previous().isValid() and start.previous().blockFormat().headingLevel():
                start = start.previous()
            end = block.next()
            for _ in range(_BETWEEN):
                if not end.isValid() or end.text().startswith("¶"):
                    break
                end = end.next()
            if not end.isValid() or not end.text().startswith("¶"):
                end = block.next() if block.next().isValid() else block
            groups.append((start, end))
        block = block.next()
    return groups


def _page(doc: Any, block: Any) -> int:
    return int(doc.documentLayout().blockBoundingRect(block).top() // doc.pageSize().height())


def _line_bottom(doc: Any, block: Any) -> float:
    rect = doc.documentLayout().blockBoundingRect(block)
    layout = block.layout()
    if layout is None or layout.lineCount() == 0:
        return float(rect.bottom())
    return float(rect.top() + layout.lineAt(0).rect().bottom())


def _first_line_page(doc: Any, block: Any) -> int:
    return int((_line_bottom(doc, block) - 0.5) // doc.pageSize().height())
