"""File dialogs in the window's language.

Qt's own file dialog leaves some labels in English even with Qt's catalog loaded
("Look in:", "Files of type:": it keeps its default label texts), and Qt's Spanish
catalog has no word for the "Folder" type. So the labels are set from the catalogs
here, and the missing Qt words are carried in the app's own catalog (the markers
below put them there; Qt's catalog is searched first, ours after it)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

# Qt words some of Qt's catalogs lack, found by lupdate through these markers.
QT_WORDS = (
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
)


_QT_CONTEXT = "QFileDialog"  # Qt's own words: looked up, never extracted into ours


def qt(text: str) -> str:
    """A word of Qt's file dialog, in the window's language (from Qt's catalog)."""
    return QCoreApplication.translate(_QT_CONTEXT, text)


def _translated(dialog: QFileDialog) -> QFileDialog:
    labels = QFileDialog.DialogLabel
    dialog.setLabelText(labels.LookIn, qt("Look in:"))
    dialog.setLabelText(labels.FileName, qt("File &name:"))
    dialog.setLabelText(labels.FileType, qt("Files of type:"))
    dialog.setLabelText(labels.Reject, qt("Cancel"))
    return dialog


def labelled_save_dialog(parent: QWidget | None, caption: str, start: str) -> QFileDialog:
    """The save dialog, labelled in the window's language (not shown yet)."""
    dialog = _translated(QFileDialog(parent, caption, start))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setOption(QFileDialog.Option.DontConfirmOverwrite, True)
    dialog.setLabelText(QFileDialog.DialogLabel.Accept, qt("&Save"))
    return dialog


def save_file_name(parent: QWidget | None, caption: str, start: str) -> str:
    """A path to save to ("" when cancelled); the caller asks before overwriting."""
    dialog = labelled_save_dialog(parent, caption, start)
    if dialog.exec() and dialog.selectedFiles():
        return dialog.selectedFiles()[0]
    return ""


def existing_folder(parent: QWidget | None, caption: str, start: str) -> str:
    """A folder ("" when cancelled)."""
    dialog = _translated(QFileDialog(parent, caption, start))
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    dialog.setLabelText(QFileDialog.DialogLabel.Accept, qt("&Choose"))
    if dialog.exec() and dialog.selectedFiles():
        return dialog.selectedFiles()[0]
    return ""
