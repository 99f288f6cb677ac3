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


def run_outcome_words(status: str) -> str:
    """How a preparation ended, as a sentence (its own words per status, so no
    language has to agree an adjective with a noun it never sees)."""
    words = {
        "running": QCoreApplication.translate("Labels", "The preparation is running."),
        "finished": QCoreApplication.translate("Labels", "The preparation is ready."),
        "finished_with_problems": QCoreApplication.translate(
            "Labels", "The preparation is ready, with problems."),
        "interrupted": QCoreApplication.translate("Labels",
                                                  "The preparation was interrupted."),
        "failed": QCoreApplication.translate("Labels", "The preparation failed."),
        "cancelled": QCoreApplication.translate("Labels", "The preparation was cancelled."),
    }
    return words.get(status, run_status_label(status))


def run_ended_words(status: str, seconds: float) -> str:
    """"Ready in 4.2 s." / "Cancelled after 1.0 s." for the status line."""
    words = {
        "finished": QCoreApplication.translate("Labels", "Ready in %1 s."),
        "finished_with_problems": QCoreApplication.translate(
            "Labels", "Ready in %1 s, with problems."),
        "failed": QCoreApplication.translate("Labels", "Failed after %1 s."),
        "cancelled": QCoreApplication.translate("Labels", "Cancelled after %1 s."),
    }
    text = words.get(status, QCoreApplication.translate("Labels", "Stopped after %1 s."))
    return text.replace("%1", f"{seconds:.1f}")


def engine_words(engine: str) -> str:
    """"Checked on this computer." or the word-matching fallback with its reason."""
    if engine.startswith("model"):
        return QCoreApplication.translate("MainWindow",
                                          "Checked on this computer by the checking model.")
    if engine.startswith("word-overlap"):
        reason = engine.partition("(")[2].rstrip(")")
        text = QCoreApplication.translate(
            "MainWindow", "Checked by matching words: the checking model was not used.")
        return f"{text} ({reason})" if reason else text
    return ""
