"""Prepare Sunday asks once for the week's public talk when the congregation's schedule
has none: number or title, and the speaker. The answer (an empty one too: "I don't
know") is remembered in the schedule (app.service.talks), so the question is not asked
again that week. Opened without blocking the loop."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.core.errors import error_kind, said
from app.core.language import Language
from app.service import PreparoService
from app.service.talks import remember_talk, save_talk, week_talk
from app.ui.i18n import window_language

log = logging.getLogger(__name__)


class TalkDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("talkDialog")
        self.setWindowTitle(self.tr("This week's public talk"))
        intro = QLabel(self.tr("The congregation's schedule has no public talk for this week. "
                               "Which talk is it? (You are asked once; leave it empty if you "
                               "don't know.)"))
        intro.setWordWrap(True)
        self.talk = QLineEdit()
        self.talk.setObjectName("talkNumberOrTitle")
        self.talk.setPlaceholderText(self.tr("Number or title, e.g. 12"))
        self.speaker = QLineEdit()
        self.speaker.setObjectName("talkSpeaker")
        form = QFormLayout()
        form.addRow(self.tr("&Talk:"), self.talk)
        form.addRow(self.tr("&Speaker:"), self.speaker)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)


async def ask_week_talk(parent: QWidget, service: PreparoService, language: Language,
                        congregation: str | None, today: dt.date | None = None) -> str:
    """Ask for the week's talk when the schedule has none, and remember the answer
    (OK, even empty; Cancel asks again next time). Returns a problem to show, or ""."""
    if week_talk(service, congregation, today) is not None:
        return ""
    dialog = TalkDialog(parent)
    done: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def finished(code: int) -> None:
        if not done.done():
            done.set_result(code)

    dialog.finished.connect(finished)
    dialog.open()
    code = await done
    if code != QDialog.DialogCode.Accepted:
        return ""
    # the session at once (this plan takes the talk), the settings file off the loop
    entry = remember_talk(service, dialog.talk.text(), dialog.speaker.text(),
                          congregation=congregation, today=today, language=language,
                          save=False)
    kept = service.settings.congregation(congregation)
    name = kept.name if kept is not None else (congregation or "")
    try:
        await asyncio.get_running_loop().run_in_executor(
            None, save_talk, name, kept.language if kept is not None else language, entry)
    except OSError as exc:
        log.warning("the public talk could not be saved: %s", exc, exc_info=exc)
        return QCoreApplication.translate("TalkDialog", "The public talk could not be saved: %1"
                                          ).replace("%1", said(error_kind(exc), "", "",
                                                               window_language()))
    return ""
