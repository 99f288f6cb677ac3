"""Loads the app's Qt catalog (resources/translations/preparo_xx.qm) and Qt's own
(qtbase_xx.qm), and swaps them at run time; widgets retranslate on LanguageChange."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.core.models import LANGUAGES, Language
from app.core.paths import resources_dir

log = logging.getLogger(__name__)


def system_language() -> Language:
    """The system locale's language when the app speaks it, else English."""
    code = QLocale.system().name().split("_")[0].lower()
    for language in LANGUAGES:
        if language == code:
            return language
    return "en"


def window_language() -> Language:
    """The language the window speaks now (UiLanguage.switch sets the default locale):
    what a message for the person is said in, whatever the content language."""
    code = QLocale().name().split("_")[0].lower()
    return next((language for language in LANGUAGES if language == code), "en")


def translations_dir() -> Path:
    return resources_dir() / "translations"


class UiLanguage:
    """The UI language of one QApplication."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._translators: list[QTranslator] = []
        self.language: Language | None = None

    def switch(self, language: Language) -> bool:
        """Install the catalogs for `language`; False if the app's own catalog is missing."""
        for old in self._translators:
            self._app.removeTranslator(old)
        self._translators = []
        ours = QTranslator(self._app)
        found = ours.load(str(translations_dir() / f"preparo_{language}.qm"))
        if found:
            self._app.installTranslator(ours)
            self._translators.append(ours)
        else:
            log.warning("no UI catalog for %s in %s", language, translations_dir())
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator(self._app)
        # Qt ships qtbase_pt_BR, not qtbase_pt: load by locale, which tries pt_BR, pt, ...
        qt_locale = QLocale("pt_BR") if language == "pt" else QLocale(language)
        if language != "en" and qtbase.load(qt_locale, "qtbase", "_", qt_dir):
            self._app.installTranslator(qtbase)
            self._translators.append(qtbase)
        QLocale.setDefault(QLocale(language))
        self.language = language
        return found
