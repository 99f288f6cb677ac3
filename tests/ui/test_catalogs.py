"""The window's catalogs: every text the code shows is in them, translated and finished
in Spanish and Portuguese, with Qt plural forms for every "%n" message in all three
languages, and the shipped .qm files are the .ts files compiled. After adding a text:
lupdate, scripts/translate_ui.py, lrelease (docs/UI.md)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.core.paths import resources_dir

ROOT = Path(__file__).resolve().parents[2]
FOLDER = resources_dir() / "translations"
TOOLS = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"%\d")


def _tool(name: str) -> str:
    found = TOOLS / name
    if not found.exists():
        pytest.skip(f"{name} is not installed beside this Python")
    return str(found)


def _fresh(language: str, tmp_path: Path) -> ET.Element:
    """The catalog as lupdate makes it from the code now (over the shipped one)."""
    copy = tmp_path / f"preparo_{language}.ts"
    shutil.copyfile(FOLDER / f"preparo_{language}.ts", copy)
    sources = sorted(str(p) for p in (ROOT / "app" / "ui").glob("*.py"))
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-source-language", "en",
                    "-target-language", language, "-ts", str(copy), "-no-obsolete"],
                   check=True, capture_output=True, timeout=120)
    return ET.parse(copy).getroot()


def _problems(root: ET.Element, *, only_plurals: bool) -> list[str]:
    problems: list[str] = []
    for context in root:
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            plural = message.get("numerus") == "yes"
            if only_plurals and not plural:
                continue
            where = f"{name}: {source}"
            if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                  "obsolete"):
                problems.append(f"unfinished {where}")
                continue
            texts = [f.text or "" for f in translation.findall("numerusform")] if plural \
                else [translation.text or ""]
            if plural and (len(texts) != 2 or not all("%n" in t for t in texts)):
                problems.append(f"plural forms {where}: {texts}")
            if not all(t.strip() for t in texts):
                problems.append(f"empty {where}")
            wanted = set(PLACEHOLDER.findall(source))
            if any(set(PLACEHOLDER.findall(t)) != wanted for t in texts):
                problems.append(f"placeholders {where}: {texts}")
    return problems


@pytest.mark.parametrize("language", ["es", "pt"])
def test_every_text_in_the_code_is_translated_and_finished(language: str,
                                                           tmp_path: Path) -> None:
    assert _problems(_fresh(language, tmp_path), only_plurals=False) == []


def test_english_has_the_plural_forms_of_every_counted_message(tmp_path: Path) -> None:
    root = _fresh("en", tmp_path)
    plurals = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert len(plurals) >= 5
    assert _problems(root, only_plurals=True) == []


@pytest.mark.parametrize("language", ["en", "es", "pt"])
def test_the_shipped_qm_is_the_catalog_compiled(language: str, tmp_path: Path) -> None:
    target = tmp_path / f"preparo_{language}.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(FOLDER / f"preparo_{language}.ts"),
                    "-qm", str(target)], check=True, capture_output=True, timeout=120)
    assert target.read_bytes() == (FOLDER / f"preparo_{language}.qm").read_bytes()


@pytest.mark.parametrize(("language", "one", "many"), [
    ("en", "Plan ready: 1 step.", "Plan ready: 4 steps."),
    ("es", "Plan listo: 1 paso.", "Plan listo: 4 pasos."),
    ("pt", "Plano pronto: 1 passo.", "Plano pronto: 4 passos."),
])
def test_counts_agree_with_their_number(qapp: object, language: str, one: str,
                                        many: str) -> None:
    translator = QTranslator()
    assert translator.load(str(FOLDER / f"preparo_{language}.qm"))
    source = "Plan ready: %n step(s). Review or edit it, then Run."
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", source, None, 1).startswith(one)
        assert QCoreApplication.translate("MainWindow", source, None, 4).startswith(many)
    finally:
        QCoreApplication.removeTranslator(translator)
