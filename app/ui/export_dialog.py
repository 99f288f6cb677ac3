"""Export a run as a study sheet: format, citation style, path; never overwrites unasked."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import cast

from PySide6.QtCore import QDir, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot
from shiboken6 import isValid

from app.core.errors import PreparoError, error_kind, said
from app.core.models import RunResult
from app.service import PreparoService
from app.service.sheet import CitationStyle, export_stem
from app.ui.file_dialogs import save_file_name
from app.ui.i18n import window_language
from app.ui.window_state import WindowState, save_state

log = logging.getLogger(__name__)

FORMATS = (("md", "Markdown (.md)"), ("html", "HTML (.html)"), ("pdf", "PDF (.pdf)"),
           ("docx", "Word (.docx)"))


def _default_folder() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found or QDir.homePath())


class ExportDialog(QDialog):
    """Exports through the service, which renders in a worker thread (PDF and DOCX
    rendering take a moment)."""

    def __init__(self, service: PreparoService, result: RunResult,
                 parent: QWidget | None = None, *, state: WindowState | None = None) -> None:
        super().__init__(parent)
        self.state = state  # the last folder and format, remembered after an export
        self.setWindowTitle(self.tr("Export study sheet"))
        self.service = service
        self.run_result = result
        self.written: Path | None = None
        self.confirm: QMessageBox | None = None

        self.format = QComboBox()
        self.format.setObjectName("exportFormat")
        for code, name in FORMATS:
            self.format.addItem(name, code)
        self.style_box = QComboBox()
        self.style_box.setObjectName("citationStyle")
        self.style_box.addItem(self.tr("Inline links"), "inline")
        self.style_box.addItem(self.tr("Footnotes"), "footnote")
        self.style_box.addItem(self.tr("Bibliography"), "bibliography")
        self.path = QLineEdit()
        self.path.setObjectName("exportPath")
        self.browse = QPushButton(self.tr("&Browse…"))
        self.browse.setObjectName("exportBrowse")
        # Return anywhere in the dialog exports; only a click (or Space) browses.
        self.browse.setAutoDefault(False)
        self.browse.clicked.connect(self._browse)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path, 1)
        path_row.addWidget(self.browse)
        # A row whose field is a layout gets no buddy from QFormLayout, so its "&"
        # would show literally: give the label its buddy ourselves.
        save_as = QLabel(self.tr("&Save as:"))
        save_as.setBuddy(self.path)
        form = QFormLayout()
        form.addRow(self.tr("&Format:"), self.format)
        form.addRow(self.tr("&Citations:"), self.style_box)
        form.addRow(save_as, path_row)
        self.message = QLabel()
        self.message.setObjectName("exportMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = QPushButton(self.tr("&Export"))
        self.export_button.setObjectName("exportButton")
        self.buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(self.start_export)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        # only once the button is inside the dialog does Qt keep it as the default
        self.export_button.setDefault(True)

        # named by the meeting and its date ("Atalaya 2026-11-29"), in the last folder
        # and format used
        self._stem = export_stem(result)
        folder = Path(state.export_folder) if state and state.export_folder else None
        if folder is None or not folder.is_dir():
            folder = _default_folder()
        last = self.format.findData(state.export_format) if state else -1
        if last >= 0:
            self.format.setCurrentIndex(last)
        self.path.setText(str(folder / f"{self._stem}.{self.fmt()}"))
        self.format.currentIndexChanged.connect(self._format_changed)
        self.resize(560, 200)

    def fmt(self) -> str:
        return str(self.format.currentData())

    def _format_changed(self) -> None:
        current = Path(self.path.text() or self._stem)
        self.path.setText(str(current.with_suffix("." + self.fmt())))

    def _browse(self) -> None:
        chosen = save_file_name(self, self.tr("Save study sheet"), self.path.text())
        if chosen:
            self.path.setText(str(Path(chosen).with_suffix("." + self.fmt())))

    def target(self) -> Path:
        return Path(self.path.text().strip()).expanduser().with_suffix("." + self.fmt())

    @asyncSlot()
    async def start_export(self) -> None:
        if not self.path.text().strip():
            self.message.setText(self.tr("Choose where to save the study sheet."))
            return
        target = self.target()
        # a stat can wait on a slow or network drive: not on the UI thread
        exists = await asyncio.get_running_loop().run_in_executor(None, target.exists)
        if not isValid(self):
            return
        if exists:
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Replace the file?"),
                              self.tr("%1 already exists. Replace it?").replace("%1", str(target)),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                              self)
            box.setDefaultButton(QMessageBox.StandardButton.No)
            box.finished.connect(lambda answer: self._confirmed(answer, target))
            self.confirm = box
            box.open()
            return
        self.export(target, overwrite=False)

    def _confirmed(self, answer: int, target: Path) -> None:
        self.confirm = None
        if answer == QMessageBox.StandardButton.Yes.value:
            self.export(target, overwrite=True)

    @asyncSlot(object, bool)
    async def export(self, target: Path, overwrite: bool) -> None:
        self.export_button.setEnabled(False)
        self.message.setText(self.tr("Exporting…"))
        style = cast(CitationStyle, self.style_box.currentData())
        try:
            self.written = await self.service.export(self.run_result, target, style=style,
                                                     overwrite=overwrite)
        except (PreparoError, OSError) as exc:  # one plain line; the details: the log
            log.warning("export to %s failed: %s", target, exc, exc_info=exc)
            if isValid(self):
                self.export_button.setEnabled(True)
                self.message.setText(said(error_kind(exc), str(exc),
                                          self.run_result.plan.language, window_language()))
            return
        if not isValid(self):
            return
        self.export_button.setEnabled(True)
        self.message.setText(self.tr("Saved %1").replace("%1", str(self.written)))
        if self.state is not None:
            self.state.export_folder = str(self.written.parent)
            self.state.export_format = self.fmt()
            # window.json, written off the UI thread (a refusal is logged there)
            await asyncio.get_running_loop().run_in_executor(None, save_state, self.state)
        if isValid(self):
            self.accept()
