"""PySide6.QtCore as PyInstaller's own hook collects it, less the plugins and Qt catalogs
that installer/layout.py prunes (filtered before binary dependency analysis)."""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

from installer.layout import prune_qt_hook_result

hiddenimports, binaries, datas = prune_qt_hook_result(*add_qt6_dependencies(__file__))
