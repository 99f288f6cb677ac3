"""The meeting steps of the rules planner: the dates of the week's meetings for a
congregation, the Sunday (Watchtower study and the scheduled public talk), the
midweek meeting (workbook), a public talk's outline and a student part.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from app.core.settings import Congregation
from app.orchestrator.planner.builder import StepBuilder, day_text, say
from app.orchestrator.planner.dates import (
    DateHit,
    day_in_week,
    upcoming,
    week_monday,
    weekday_index,
)
from app.orchestrator.planner.extract import free_number, guess_assignment, lesson_of, topic_of
from app.orchestrator.planner.reading import Reading


def meeting_kind(hit: DateHit | None, cong: Congregation | None) -> str | None:
    if hit is None or hit.weekday is None:
        return None
    if cong is not None:
        if hit.weekday == weekday_index(cong.weekend_day):
            return "weekend"
        if hit.weekday == weekday_index(cong.midweek_day):
            return "midweek"
        return None
    return "weekend" if hit.weekday >= 5 else "midweek"


def next_meeting(cong: Congregation | None, today: dt.date) -> str:
    mid = weekday_index(cong.midweek_day) if cong else 2
    end = weekday_index(cong.weekend_day) if cong else 6
    return "midweek" if upcoming(today, mid) < upcoming(today, end) else "sunday"


# -- dates of meetings ----------------------------------------------------------------
def weekend_date(cong: Congregation | None, today: dt.date,
                 hit: DateHit | None) -> dt.date:
    wd = weekday_index(cong.weekend_day) if cong else 6
    if hit is not None and hit.weekday is not None and meeting_kind(hit, cong) == "weekend":
        return hit.date
    return day_in_week(hit.date if hit else today, wd)


def midweek_date(cong: Congregation | None, today: dt.date,
                 hit: DateHit | None) -> dt.date:
    wd = weekday_index(cong.midweek_day) if cong else 2
    if hit is not None and hit.weekday is not None and meeting_kind(hit, cong) == "midweek":
        return hit.date
    if hit is not None:
        return day_in_week(hit.date, wd)
    day = day_in_week(today, wd)
    return day if day >= today else day + dt.timedelta(days=7)


# -- steps ----------------------------------------------------------------------------
def sunday_steps(b: StepBuilder, day: dt.date, cong: Congregation | None) -> str:
    lang = b.language
    week = b.add("meeting.week", {"date": day.isoformat()},
                 say("why_week", lang, date=day_text(day, lang)))
    study = b.add("meeting.watchtower_study", {"date": day.isoformat()},
                  say("why_watchtower", lang), [week], content=True)
    _scheduled_talk(b, day, cong)
    return study


def _scheduled_talk(b: StepBuilder, day: dt.date, cong: Congregation | None) -> None:
    """The whole Sunday: the public talk the congregation scheduled for the week."""
    talk = cong.talk_for_week(week_monday(day).isoformat()) if cong else None
    if talk is None or not (talk.number or talk.title):
        return
    if any(s.agent == "meeting.public_talk_outline" for s in b.steps):
        return
    args: dict[str, Any] = {"date": day.isoformat()}
    if talk.number:
        args["number"] = talk.number
    if talk.title:
        args["title"] = talk.title[:200]
    what = f"#{talk.number} {talk.title}".strip() if talk.number else talk.title
    b.add("meeting.public_talk_outline", args, say("why_talk", b.language, what=what),
          content=True)


def midweek_steps(b: StepBuilder, day: dt.date) -> str:
    lang = b.language
    week = b.add("meeting.week", {"date": day.isoformat()},
                 say("why_week", lang, date=day_text(day, lang)))
    return b.add("meeting.workbook", {"date": day.isoformat()}, say("why_workbook", lang),
                 [week], content=True)


def week_steps(b: StepBuilder, day: dt.date, cong: Congregation | None) -> None:
    """The whole week on one sheet: the midweek meeting, the weekend meeting (with the
    scheduled public talk) and the daily text of each day, Monday to Sunday."""
    lang = b.language
    monday = week_monday(day)
    midweek = day_in_week(monday, weekday_index(cong.midweek_day) if cong else 2)
    weekend = day_in_week(monday, weekday_index(cong.weekend_day) if cong else 6)
    week = b.add("meeting.week", {"date": monday.isoformat()},
                 say("why_week", lang, date=day_text(monday, lang)))
    b.add("meeting.workbook", {"date": midweek.isoformat()}, say("why_workbook", lang),
          [week], content=True)
    b.add("meeting.watchtower_study", {"date": weekend.isoformat()},
          say("why_watchtower", lang), [week], content=True)
    _scheduled_talk(b, weekend, cong)
    for n in range(7):
        one = monday + dt.timedelta(days=n)
        b.add("study.daily_text", {"date": one.isoformat()},
              say("why_daily", lang, date=day_text(one, lang)), content=True)


def public_talk_steps(b: StepBuilder, r: Reading, cong: Congregation | None,
                      today: dt.date) -> None:
    lang = r.language
    day = weekend_date(cong, today, r.date)
    number = free_number(r, 1, 250)
    title = r.quote
    if number is None and title is None:
        title = topic_of(r) or None
    args: dict[str, Any] = {"date": day.isoformat()}
    if number is None and title is None and cong is not None:
        talk = cong.talk_for_week(week_monday(day).isoformat())
        if talk is not None:
            number = talk.number
            title = talk.title or None
            r.notes.append(say("talk_from_schedule", lang, name=cong.name))
    if number is not None:
        args["number"] = number
    if title:
        args["title"] = title[:200]
    what = f"#{number}" if number is not None else (title or day_text(day, lang))
    b.add("meeting.public_talk_outline", args, say("why_talk", lang, what=what), content=True)


def student_part_steps(b: StepBuilder, r: Reading, cong: Congregation | None,
                       today: dt.date) -> None:
    lang = r.language
    assignment = None
    for key in r.scores.scores:
        if key.startswith("assign_"):
            assignment = key.removeprefix("assign_")
            break
    if assignment is None:
        assignment = guess_assignment(r)
    if assignment is None:
        assignment = "starting_conversations"
        r.notes.append(say("assignment_assumed", lang))
    # A part of the midweek meeting the plan prepares (the whole week's) is of that week.
    workbook = next((s for s in b.steps if s.agent == "meeting.workbook"), None)
    day = (dt.date.fromisoformat(str(workbook.args["date"])) if workbook is not None
           else midweek_date(cong, today, r.date))
    args: dict[str, Any] = {"assignment": assignment, "date": day.isoformat()}
    lesson = lesson_of(r)
    if lesson:
        args["lesson"] = lesson
    if r.references:  # "... con Hechos 20:20": the passage to use in the part
        args["scripture"] = ", ".join(dict.fromkeys(ref.display(lang) for ref in r.references))

    b.add("meeting.student_part", args,
          say("why_student", lang, what=say(f"assignment_{assignment}", lang)), content=True)
