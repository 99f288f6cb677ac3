"""Settings: LLM provider and key (OS keyring), content URLs, offline mode, cache, NLI model."""

from __future__ import annotations

import asyncio
import logging

import shiboken6
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot

from app.core.settings import LLMSettings, Settings
from app.service.keys import (
    CacheStats,
    KeyStoreUnavailable,
    cache_clear,
    cache_stats,
    lookup_api_key,
    set_api_key,
)
from app.ui.file_dialogs import existing_folder
from app.ui.i18n import window_language

log = logging.getLogger(__name__)

PROVIDERS = ("none", "openai", "ollama", "anthropic")
MB = 1024 * 1024


class SettingsDialog(QDialog):
    """Edits a copy of the settings; `result_settings()` after OK. The API key goes
    straight to the OS keyring when saved, never into the settings file."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings.model_copy(deep=True)

        # LLM
        self.provider = QComboBox()
        self.provider.setObjectName("llmProvider")
        names = {"none": self.tr("None (rules planner only)"), "openai": "OpenAI-compatible",
                 "ollama": "Ollama", "anthropic": "Anthropic"}
        for p in PROVIDERS:
            self.provider.addItem(names[p], p)
        self.provider.setCurrentIndex(max(0, self.provider.findData(settings.llm.provider)))
        self.model = QLineEdit(settings.llm.model)
        self.llm_url = QLineEdit(settings.llm.base_url)
        self.llm_url.setPlaceholderText(self.tr("default for the provider"))
        self.api_key = QLineEdit()
        self.api_key.setObjectName("apiKey")
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key.setPlaceholderText(self.tr("leave empty to keep the stored key"))
        self.key_status = QLabel()
        self.key_status.setObjectName("keyStatus")
        self.key_status.setWordWrap(True)
        llm = QWidget()
        llm_form = QFormLayout(llm)
        llm_form.addRow(self.tr("&Provider:"), self.provider)
        llm_form.addRow(self.tr("&Model:"), self.model)
        llm_form.addRow(self.tr("Server &URL:"), self.llm_url)
        llm_form.addRow(self.tr("API &key:"), self.api_key)
        llm_form.addRow("", self.key_status)

        # content
        self.wol_url = QLineEdit(settings.wol_url)
        self.wol_url.setObjectName("wolUrl")
        self.cdn_url = QLineEdit(settings.cdn_url)
        self.offline = QCheckBox(self.tr("&Offline: use only what is cached"))
        self.offline.setObjectName("offline")
        self.offline.setChecked(settings.offline)
        self.nli_dir = QLineEdit(settings.nli_model_dir)
        self.nli_dir.setPlaceholderText(self.tr("the bundled model"))
        browse = QPushButton(self.tr("&Browse…"))
        browse.setAutoDefault(False)
        browse.clicked.connect(self._browse_nli)
        nli_row = QHBoxLayout()
        nli_row.addWidget(self.nli_dir, 1)
        nli_row.addWidget(browse)
        content = QWidget()
        content_form = QFormLayout(content)
        content_form.addRow(self.tr("&wol.jw.org address:"), self.wol_url)
        content_form.addRow(self.tr("&CDN address:"), self.cdn_url)
        content_form.addRow("", self.offline)
        nli_label = QLabel(self.tr("Checking &model folder:"))
        nli_label.setBuddy(self.nli_dir)  # a layout field gets no buddy from QFormLayout
        content_form.addRow(nli_label, nli_row)

        # cache
        self.cache_mb = QSpinBox()
        self.cache_mb.setRange(1, 100_000)
        self.cache_mb.setSuffix(" MB")
        self.cache_mb.setValue(settings.cache_max_mb)
        self.cache_usage = QLabel()
        self.cache_usage.setObjectName("cacheUsage")
        self.clear_cache = QPushButton(self.tr("C&lear cache"))
        self.clear_cache.setObjectName("clearCache")
        self.clear_cache.clicked.connect(self._clear_cache)
        cache = QWidget()
        cache_form = QFormLayout(cache)
        cache_form.addRow(self.tr("Maximum &size:"), self.cache_mb)
        cache_form.addRow(self.tr("In use:"), self.cache_usage)
        cache_form.addRow("", self.clear_cache)

        self.tabs = QTabWidget()
        self.tabs.addTab(content, self.tr("Content"))
        self.tabs.addTab(llm, self.tr("Language model"))
        self.tabs.addTab(cache, self.tr("Cache"))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                                  | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.key_checked = 0  # keyring answers shown (tests wait on it)
        self.provider.currentIndexChanged.connect(lambda _i: self._show_key_status())
        self._show_key_status()
        self.resize(560, 360)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh_cache_usage()

    # -- API key ---------------------------------------------------------------
    @asyncSlot()
    async def _show_key_status(self) -> None:
        """Whether a key is stored: the OS keyring is asked off the UI thread (it may
        wait on a locked or slow keyring service)."""
        if not shiboken6.isValid(self):
            return  # closed before this began
        provider = str(self.provider.currentData())
        needs_key = provider in ("openai", "anthropic")
        self.api_key.setEnabled(needs_key)
        if not needs_key:
            self.key_status.setText(self.tr("This provider needs no API key."))
            return
        self.key_status.setText(self.tr("Looking for a stored key…"))
        found = await asyncio.get_running_loop().run_in_executor(
            None, lookup_api_key, provider)
        if not shiboken6.isValid(self) or self.provider.currentData() != provider:
            return  # closed, or another provider chosen meanwhile
        if found.problem:
            self.key_status.setText(self.tr(
                "The OS keyring is not available, so a key cannot be stored here. "
                "Set the environment variable PREPARO_LLM_API_KEY instead."))
        elif found.key:
            self.key_status.setText(self.tr("A key is set (%1).").replace("%1", found.source))
        else:
            self.key_status.setText(self.tr("No key is stored yet."))
        self.key_checked += 1

    def accept(self) -> None:
        provider = str(self.provider.currentData())
        key = self.api_key.text().strip()
        if key:
            self.store_key(provider, key)
            return
        super().accept()

    @asyncSlot(str, str)
    async def store_key(self, provider: str, key: str) -> None:
        """Put the key in the OS keyring off the UI thread, then close (OK); a keyring
        that refuses is said in the window's language and the dialog stays open."""
        self.buttons.setEnabled(False)
        try:
            await asyncio.get_running_loop().run_in_executor(
                None, set_api_key, provider, key, window_language())
        except KeyStoreUnavailable as exc:
            if shiboken6.isValid(self):
                self.buttons.setEnabled(True)
                self.error.setText(str(exc))
                self.tabs.setCurrentIndex(1)
            return
        if shiboken6.isValid(self):
            self.buttons.setEnabled(True)
            self.api_key.clear()
            QDialog.accept(self)

    # -- result ----------------------------------------------------------------
    def result_settings(self) -> Settings:
        llm = LLMSettings.model_validate({
            **self._settings.llm.model_dump(),
            "provider": self.provider.currentData(),
            "model": self.model.text().strip(),
            "base_url": self.llm_url.text().strip(),
        })
        return self._settings.model_copy(update={
            "llm": llm,
            "wol_url": self.wol_url.text().strip().rstrip("/") or self._settings.wol_url,
            "cdn_url": self.cdn_url.text().strip().rstrip("/") or self._settings.cdn_url,
            "offline": self.offline.isChecked(),
            "nli_model_dir": self.nli_dir.text().strip(),
            "cache_max_mb": self.cache_mb.value(),
        })

    # -- folders and cache ----------------------------------------------------------
    def _browse_nli(self) -> None:
        folder = existing_folder(self, self.tr("Checking model folder"), self.nli_dir.text())
        if folder:
            self.nli_dir.setText(folder)

    def _show_stats(self, stats: CacheStats) -> None:
        self.cache_usage.setText(self.tr("%1 MB in %n page(s)", "", stats.entries)
                                 .replace("%1", f"{stats.bytes / MB:.1f}"))

    @asyncSlot()
    async def refresh_cache_usage(self) -> None:
        if not shiboken6.isValid(self):  # closed before the slot ran
            return
        loop = asyncio.get_running_loop()
        try:
            stats = await loop.run_in_executor(None, cache_stats, self.cache_mb.value())
        except Exception as exc:  # a locked or damaged cache file only means "unknown"
            log.info("cache stats unavailable: %s", exc)
            if shiboken6.isValid(self):
                self.cache_usage.setText(self.tr("unknown"))
            return
        if shiboken6.isValid(self):
            self._show_stats(stats)

    @asyncSlot()
    async def _clear_cache(self) -> None:
        if not shiboken6.isValid(self):
            return
        loop = asyncio.get_running_loop()
        self.clear_cache.setEnabled(False)
        try:
            stats = await loop.run_in_executor(None, cache_clear, self.cache_mb.value())
        except Exception as exc:
            log.warning("cache could not be cleared: %s", exc)
            if shiboken6.isValid(self):
                self.cache_usage.setText(self.tr("The cache could not be cleared."))
                self.clear_cache.setEnabled(True)
            return
        if shiboken6.isValid(self):
            self.clear_cache.setEnabled(True)
            self._show_stats(stats)
