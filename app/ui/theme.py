"""Colours that follow the system light/dark scheme (Fusion style, Qt >= 6.5)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

from app.core.models import StepStatus


@dataclass(frozen=True)
class StatusColours:
    fill: QColor
    border: QColor
    text: QColor


_LIGHT: dict[StepStatus, tuple[str, str, str]] = {
    StepStatus.PENDING: ("#eceff3", "#8a94a3", "#1d2430"),
    StepStatus.QUEUED: ("#e4e8f0", "#6f7b8d", "#1d2430"),
    StepStatus.RUNNING: ("#d6e6ff", "#1f6feb", "#0b1f44"),
    StepStatus.DONE: ("#d7f2dd", "#2e9a4b", "#0d3318"),
    StepStatus.FAILED: ("#fbdcdc", "#cf2f2f", "#4a0b0b"),
    StepStatus.SKIPPED: ("#fbefd0", "#b7860b", "#3d2c00"),
    StepStatus.CANCELLED: ("#e2e2e2", "#6b6b6b", "#2b2b2b"),
}
_DARK: dict[StepStatus, tuple[str, str, str]] = {
    StepStatus.PENDING: ("#2b313b", "#7b8596", "#e3e8ef"),
    StepStatus.QUEUED: ("#2e3541", "#8d98aa", "#e3e8ef"),
    StepStatus.RUNNING: ("#15325e", "#58a6ff", "#e6f0ff"),
    StepStatus.DONE: ("#17402a", "#3fb950", "#e0f6e6"),
    StepStatus.FAILED: ("#4d1a1d", "#f85149", "#ffe3e1"),
    StepStatus.SKIPPED: ("#453512", "#d29922", "#fbefd0"),
    StepStatus.CANCELLED: ("#333333", "#8b8b8b", "#e6e6e6"),
}

VERDICT_COLOURS_LIGHT = {"entails": "#2e7d32", "neutral": "#8a6d00", "contradicts": "#c62828"}
VERDICT_COLOURS_DARK = {"entails": "#56d364", "neutral": "#e3b341", "contradicts": "#ff7b72"}


def is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    if hints.colorScheme() == Qt.ColorScheme.Dark:
        return True
    if hints.colorScheme() == Qt.ColorScheme.Light:
        return False
    window = QGuiApplication.palette().window().color()
    return window.lightnessF() < 0.5


def status_colours(status: StepStatus) -> StatusColours:
    fill, border, text = (_DARK if is_dark() else _LIGHT)[status]
    return StatusColours(QColor(fill), QColor(border), QColor(text))


def verdict_colour(label: str) -> QColor:
    table = VERDICT_COLOURS_DARK if is_dark() else VERDICT_COLOURS_LIGHT
    return QColor(table.get(label, "#808080"))
