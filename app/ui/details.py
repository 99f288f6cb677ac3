"""The step details pane: args, timings, handoff and errors of one step, as plain text."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from app.core.errors import plain_error
from app.core.models import Step, StepResult
from app.ui.i18n import window_language
from app.ui.labels import status_label
from app.ui.titles import agent_label, step_title

DATA_CHARS = 4000


def _json(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, indent=2, default=str)
    return text if len(text) <= DATA_CHARS else text[:DATA_CHARS] + "\n…"


def _clock(stamp: float | None) -> str:
    if not stamp:
        return "—"
    return dt.datetime.fromtimestamp(stamp).strftime("%H:%M:%S")


class StepDetails(QPlainTextEdit):
    """Read-only; text from pages and agents is never interpreted as HTML."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepDetails")
        self.setReadOnly(True)
        self.setTabChangesFocus(True)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._shown: tuple[Step, StepResult | None] | None = None
        self.advanced = False  # ids, raw arguments and handoff data
        self.retranslate()

    def set_advanced(self, advanced: bool) -> None:
        self.advanced = advanced
        if self._shown is not None:
            self.show_step(*self._shown)

    def show_step(self, step: Step, result: StepResult | None) -> None:
        self._shown = (step, result)
        self.setPlainText(self._render(step, result))

    def clear_step(self) -> None:
        self._shown = None
        self.clear()

    @property
    def step_id(self) -> str | None:
        return self._shown[0].id if self._shown else None

    def _render(self, step: Step, result: StepResult | None) -> str:
        status = result.status if result else step.status
        lines = [step_title(step, result),
                 f"{agent_label(step.agent)}  ·  {status_label(status)}"]
        if self.advanced:
            lines.append(f"{step.id}  ·  {step.agent}")
        if step.rationale:
            lines += ["", self.tr("Why: %1").replace("%1", step.rationale)]
        if result is not None and result.error:
            # the kind of failure in one plain line (the window's language); the error
            # itself only in the Advanced view (and the log)
            plain = plain_error(result.error_kind, window_language())
            lines += ["", self.tr("What went wrong"), plain or result.error]
            if plain and self.advanced:
                lines.append(result.error)
        if result is not None and result.handoff is not None and result.handoff.did:
            lines += ["", self.tr("What it did")]
            lines += [f"  • {item}" for item in result.handoff.did]
        if result is not None:
            lines += [
                "",
                self.tr("%n answer(s) and source(s)", "", len(result.findings)),
                self.tr("started %1 · finished %2 · %3 ms · %4 attempt(s)")
                .replace("%1", _clock(result.started_at))
                .replace("%2", _clock(result.finished_at))
                .replace("%3", f"{result.elapsed_ms:.0f}")
                .replace("%4", str(result.attempts)),
            ]
        if self.advanced:
            lines += self._advanced_lines(step, result)
        return "\n".join(lines)

    def _advanced_lines(self, step: Step, result: StepResult | None) -> list[str]:
        lines = ["", self.tr("Arguments"), _json(step.args)]
        if step.depends_on:
            lines += ["", self.tr("Depends on: %1").replace("%1", ", ".join(step.depends_on))]
        if step.after:
            lines += ["", self.tr("Runs after: %1").replace("%1", ", ".join(step.after))]
        if step.parent:
            lines += ["", self.tr("Added by: %1").replace("%1", step.parent)]
        handoff = result.handoff if result is not None else None
        if handoff is not None:
            for title, items in ((self.tr("for the next steps"), handoff.for_next),
                                 (self.tr("goals"), handoff.goals)):
                if items:
                    lines += ["", f"{title}:"]
                    lines += [f"  • {item}" for item in items]
            if handoff.data:
                lines += ["", self.tr("data:"), _json(handoff.data)]
        return lines

    def retranslate(self) -> None:
        self.setPlaceholderText(self.tr("Click a step in the graph to see its details."))
        if self._shown is not None:
            self.show_step(*self._shown)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
