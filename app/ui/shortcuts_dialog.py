"""Help > Keyboard shortcuts: each action's name and keys, read from the actions (so
the list cannot drift from what works), in the window's language."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)


def keys_of(action: QAction) -> str:
    """"Ctrl+R, F5" in the platform's own notation."""
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText)
                     for s in action.shortcuts() if not s.isEmpty())


class ShortcutsDialog(QDialog):
    def __init__(self, rows: list[tuple[str, str]], actions: list[QAction],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.tree = QTreeWidget()
        self.tree.setObjectName("shortcutList")
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels([self.tr("What it does"), self.tr("Keys")])
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for text, keys in rows:
            QTreeWidgetItem(self.tree, [text, QKeySequence(keys).toString(
                QKeySequence.SequenceFormat.NativeText)])
        for action in actions:
            keys = keys_of(action)
            if keys:
                QTreeWidgetItem(self.tree, [action.text().replace("&", "").rstrip("…"), keys])
        self.tree.resizeColumnToContents(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(560, 520)
