"""PDF through Qt (QTextDocument + QPdfWriter); works headless.

QtGui is imported lazily here: this is the one place outside app/ui that uses Qt."""

from __future__ import annotations

import os
import threading
from typing import Any, Literal

from app.core.i18n import tr
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
    # No page size on the document: print_() lays it out on the writer's page in the
    # document's own units and scales to the writer's resolution, so points stay points.
    doc.print_(writer)
    buffer.close()
    del thread_loop
    return bytes(data.data())
