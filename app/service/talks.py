"""The week's public talk for Prepare Sunday: taken from the congregation's schedule, or
asked once and remembered there (the CLI prompts or takes `--talk`; the window opens a
small dialog). An empty answer is remembered too, so the person is not asked again that
week; the talk's speaker stays in the settings file and on the sheet, never in a request.

    entry = week_talk(service, None, today)          # None: not set for this week
    entry = remember_talk(service, "12", "J. Pérez", today=today, language="es")
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from app.core.i18n import tr
from app.core.language import Language
from app.core.settings import (
    Congregation,
    Settings,
    TalkEntry,
    read_settings_file,
    save_settings,
    settings_path,
)

if TYPE_CHECKING:
    from app.service import PreparoService

_NUMBERED = re.compile(r"^(?:no\.?|n\.?º?|#)?\s*(\d{1,3})\b\s*[.:)\-–—]?\s*(.*)$", re.IGNORECASE)
MAX_TITLE = 200


def week_monday(day: dt.date | None) -> dt.date:
    day = day or dt.date.today()
    return day - dt.timedelta(days=day.weekday())


def week_talk(service: PreparoService, congregation: str | None,
              today: dt.date | None = None) -> TalkEntry | None:
    """The week's entry of the congregation's talk schedule (None when there is none;
    an entry without number or title is a question answered with nothing)."""
    cong = service.settings.congregation(congregation)
    return cong.talk_for_week(week_monday(today).isoformat()) if cong else None


def parse_talk(answer: str) -> tuple[int | None, str]:
    """"12", "#12", "12. A Family That Lasts" or a title alone -> (number, title)."""
    text = " ".join(answer.split())
    m = _NUMBERED.match(text)
    if m and 1 <= int(m.group(1)) <= 999:
        return int(m.group(1)), m.group(2).strip()[:MAX_TITLE]
    return None, text[:MAX_TITLE]


def _with_talk(settings: Settings, name: str, language: Language, entry: TalkEntry) -> Settings:
    congregations = list(settings.congregations)
    at = next((i for i, c in enumerate(congregations) if c.name == name), None)
    cong = congregations[at] if at is not None else Congregation(name=name, language=language)
    talks = [t for t in cong.talks if t.week != entry.week] + [entry]
    talks.sort(key=lambda t: t.week)
    updated = cong.model_copy(update={"talks": talks})
    if at is None:
        congregations.append(updated)
    else:
        congregations[at] = updated
    current = settings.current_congregation or name
    return settings.model_copy(update={"congregations": congregations,
                                       "current_congregation": current})


def remember_talk(service: PreparoService, answer: str, speaker: str = "", *,
                  congregation: str | None = None, today: dt.date | None = None,
                  language: Language | None = None, save: bool = True) -> TalkEntry:
    """Put the person's answer in the congregation's talk schedule for the week (the
    session's settings and, with `save`, the settings file: environment overrides stay
    out of it). With no congregation yet, one is made in the person's language."""
    lang = language or service.settings.language
    number, title = parse_talk(answer)
    entry = TalkEntry(week=week_monday(today).isoformat(), number=number, title=title,
                      speaker=" ".join(speaker.split())[:MAX_TITLE])
    cong = service.settings.congregation(congregation)
    name = cong.name if cong else (congregation or tr("talks.my_congregation", lang))
    # the session first: a settings file that cannot be written still leaves this plan
    # with the talk (the caller says the file was not saved)
    service.use_settings(_with_talk(service.settings, name, lang, entry))
    if save:
        save_talk(name, lang, entry)
    return entry


def save_talk(congregation: str, language: Language, entry: TalkEntry) -> None:
    """Write the week's talk into the settings file (blocking file I/O: a window calls
    it off its loop). Raises OSError when the file cannot be written."""
    stored = read_settings_file(settings_path())
    save_settings(_with_talk(stored, congregation, language, entry))
