"""Translated names for statuses, verdicts and languages shown in several widgets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.core.models import StepStatus


def status_label(status: StepStatus | str) -> str:
    labels = {
        StepStatus.PENDING: QCoreApplication.translate("Labels", "pending"),
        StepStatus.QUEUED: QCoreApplication.translate("Labels", "queued"),
        StepStatus.RUNNING: QCoreApplication.translate("Labels", "running"),
        StepStatus.DONE: QCoreApplication.translate("Labels", "done"),
        StepStatus.FAILED: QCoreApplication.translate("Labels", "failed"),
        StepStatus.SKIPPED: QCoreApplication.translate("Labels", "skipped"),
        StepStatus.CANCELLED: QCoreApplication.translate("Labels", "cancelled"),
    }
    try:
        return labels[StepStatus(status)]
    except ValueError:
        return str(status)


def run_status_label(status: str) -> str:
    labels = {
        "running": QCoreApplication.translate("Labels", "running"),
        "finished": QCoreApplication.translate("Labels", "finished"),
        "finished_with_problems": QCoreApplication.translate("Labels",
                                                             "finished with problems"),
        "interrupted": QCoreApplication.translate("Labels", "interrupted"),
        "failed": QCoreApplication.translate("Labels", "failed"),
        "cancelled": QCoreApplication.translate("Labels", "cancelled"),
        "unreadable": QCoreApplication.translate("Labels", "unreadable"),
    }
    return labels.get(status, status)


def verdict_label(label: str) -> str:
    labels = {
        "entails": QCoreApplication.translate("Labels", "supported"),
        "neutral": QCoreApplication.translate("Labels", "unclear"),
        "contradicts": QCoreApplication.translate("Labels", "contradicted"),
    }
    return labels.get(label, label)


def run_verdict_label(label: str) -> str:
    labels = {
        "strong": QCoreApplication.translate("Labels", "strong evidence"),
        "mixed": QCoreApplication.translate("Labels", "mixed evidence"),
        "weak": QCoreApplication.translate("Labels", "weak evidence"),
        "none": QCoreApplication.translate("Labels", "not checked"),
    }
    return labels.get(label, label)


LANGUAGE_NAMES = {"es": "Español", "en": "English", "pt": "Português"}

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def weekday_label(day: str) -> str:
    labels = {
        "mon": QCoreApplication.translate("Labels", "Monday"),
        "tue": QCoreApplication.translate("Labels", "Tuesday"),
        "wed": QCoreApplication.translate("Labels", "Wednesday"),
        "thu": QCoreApplication.translate("Labels", "Thursday"),
        "fri": QCoreApplication.translate("Labels", "Friday"),
        "sat": QCoreApplication.translate("Labels", "Saturday"),
        "sun": QCoreApplication.translate("Labels", "Sunday"),
    }
    return labels.get(day, day)


def engine_words(engine: str) -> str:
    """"Checked by the local NLI model." or the word-overlap fallback with its reason."""
    if engine.startswith("model"):
        return QCoreApplication.translate("MainWindow", "Checked by the local NLI model.")
    if engine.startswith("word-overlap"):
        reason = engine.partition("(")[2].rstrip(")")
        text = QCoreApplication.translate(
            "MainWindow", "Checked by word overlap: the NLI model was not used.")
        return f"{text} ({reason})" if reason else text
    return ""
