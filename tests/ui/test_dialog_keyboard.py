"""Dialogs work from the keyboard in every UI language: Return does the dialog's job,
each Alt+letter is used once, and no label shows a literal "&"."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabWidget, QWidget

from app.core.models import Plan, RunResult, Step, StepStatus
from app.core.settings import Settings
from app.ui.export_dialog import ExportDialog
from app.ui.i18n import UiLanguage
from app.ui.settings_dialog import SettingsDialog


def _mnemonic(text: str) -> str | None:
    """The Alt+letter of a label text ("&&" is a literal ampersand, not a mnemonic)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            return text[i + 1].lower()
        i += 1
    return None


def _keyed_widgets(root: QWidget) -> list[QWidget]:
    """Buttons and labels of `root` whose text carries a mnemonic, outside hidden tabs."""
    hidden_pages: list[QWidget] = []
    for tabs in root.findChildren(QTabWidget):
        hidden_pages += [tabs.widget(i) for i in range(tabs.count())
                         if i != tabs.currentIndex()]
    found: list[QWidget] = []
    for widget in root.findChildren(QAbstractButton) + root.findChildren(QLabel):
        if any(page is widget or page.isAncestorOf(widget) for page in hidden_pages):
            continue
        if _mnemonic(widget.text()):
            found.append(widget)
    return found


def _assert_keyboard_clean(root: QWidget, where: str) -> None:
    keys: dict[str, str] = {}
    for widget in _keyed_widgets(root):
        text = widget.text()
        key = _mnemonic(text)
        assert key is not None
        if isinstance(widget, QLabel):
            # a label without a buddy draws its "&" as a character
            assert widget.buddy() is not None, f"{where}: {text!r} shows a literal '&'"
        assert key not in keys, f"{where}: Alt+{key} is both {keys[key]!r} and {text!r}"
        keys[key] = text


@pytest.fixture
def ui_language(qapp: QApplication) -> Iterator[UiLanguage]:
    language = UiLanguage(qapp)
    yield language
    language.switch("en")


def _result() -> RunResult:
    step = Step(id="a", agent="test.noop", status=StepStatus.DONE)
    return RunResult(run_id="r1", plan=Plan(goal="Explain John 3:16", language="en",
                                            planner="fake", steps=[step]),
                     status="finished")


@pytest.mark.asyncio  # the settings dialog starts an async cache-size query
@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_export_and_settings_dialogs_have_unique_mnemonics(
        qtbot: Any, ui_language: UiLanguage, service: Any, language: str) -> None:
    assert ui_language.switch(language)  # type: ignore[arg-type]
    export = ExportDialog(service, _result())
    qtbot.addWidget(export)
    export.show()
    _assert_keyboard_clean(export, f"export dialog ({language})")
    settings = SettingsDialog(Settings())
    qtbot.addWidget(settings)
    settings.show()
    for index in range(settings.tabs.count()):
        settings.tabs.setCurrentIndex(index)
        _assert_keyboard_clean(settings, f"settings tab {index} ({language})")


async def _until(condition: Callable[[], object], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


@pytest.mark.asyncio
async def test_return_in_the_export_dialog_exports_and_never_browses(
        qtbot: Any, service: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    browsed: list[object] = []
    monkeypatch.setattr("app.ui.export_dialog.save_file_name",
                        lambda *a, **k: browsed.append(a) or "")
    # a window stays open behind the dialog, as in the app: closing the last window
    # would quit the application and stop the loop
    owner = QWidget()
    qtbot.addWidget(owner)
    owner.show()
    dialog = ExportDialog(service, _result(), owner)
    dialog.show()
    dialog.activateWindow()
    target = tmp_path / "sheet.md"
    dialog.path.setText(str(target))
    dialog.path.setFocus()
    # press Return from the loop, not from inside this task's step: the export slot
    # starts a task of its own
    asyncio.get_running_loop().call_soon(qtbot.keyClick, dialog.path, Qt.Key.Key_Return)
    await _until(lambda: dialog.written is not None)
    assert browsed == []
    assert dialog.written == target and target.exists()


def test_file_dialogs_speak_the_window_language(qtbot: Any, ui_language: UiLanguage) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QFileDialog

    from app.ui.file_dialogs import labelled_save_dialog

    assert ui_language.switch("es")
    dialog = labelled_save_dialog(None, "Guardar", "/tmp/x.md")
    qtbot.addWidget(dialog)
    labels = QFileDialog.DialogLabel
    assert dialog.labelText(labels.LookIn) == "Ver en:"
    assert dialog.labelText(labels.FileType) == "Ficheros de tipo:"
    # a word Qt's own Spanish catalog lacks comes from ours
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder") == "Carpeta"
    assert ui_language.switch("pt")
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder") == "Pasta"
