"""Dates written in goals (es/en/pt): "next Sunday", "este domingo", "amanhã",
"29/11", "29 de noviembre", "November 29, 2026", "2026-11-29", "next week"...

`find_date` returns the first date expression of a goal with the tokens it used.
Weeks run Monday to Sunday (the meeting week).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from app.orchestrator.planner.text import Token

WEEKDAYS: dict[str, int] = {
    "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
    "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4, "saturday": 5,
    "sat": 5, "sunday": 6, "sun": 6,
    "lunes": 0, "martes": 1, "miercoles": 2, "jueves": 3, "viernes": 4, "sabado": 5,
    "domingo": 6,
    "segunda": 0, "terca": 1, "quarta": 2, "quinta": 3, "sexta": 4,
}
WEEKDAY_CODES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")

MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "january jan enero ene janeiro",
        "february feb febrero fevereiro fev",
        "march mar marzo marco",
        "april apr abril abr",
        "may mayo maio",
        "june jun junio junho",
        "july jul julio julho",
        "august aug agosto ago",
        "september sep sept septiembre setiembre setembro set",
        "october oct octubre outubro out",
        "november nov noviembre novembro",
        "december dec diciembre dic dezembro dez",
    ),
    start=1,
):
    for _name in _names.split():
        MONTHS[_name] = _number

_TODAY = {"today", "hoy", "hoje", "tonight", "esta noche", "hoje a noite"}
_TOMORROW = {"tomorrow", "manana", "amanha"}
_YESTERDAY = {"yesterday", "ayer", "ontem"}
_NEXT = {"next", "proximo", "proxima", "siguiente", "seguinte", "coming", "upcoming"}
_NEXT_AFTER = {"que viene", "que vem", "que entra"}
_THIS = {"this", "este", "esta", "neste", "nesta", "esse", "essa", "deste", "desta", "these"}
_LAST = {"last", "past", "pasado", "pasada", "passado", "passada", "anterior", "previous"}
_WEEK = {"week", "semana"}
_WEEKEND = {"weekend", "finde"}
_WEEKEND_PHRASES = (("fin", "de", "semana"), ("fim", "de", "semana"))
_AFTER_TOMORROW = (("pasado", "manana"), ("depois", "de", "amanha"),
                   ("day", "after", "tomorrow"))

# Every word above, for the planner's typo-tolerant index.
DATE_WORDS: frozenset[str] = frozenset(
    [*WEEKDAYS, *MONTHS, *(w for p in _TODAY | _NEXT_AFTER for w in p.split()), *_TOMORROW,
     *_YESTERDAY, *_NEXT, *_THIS, *_LAST, *_WEEK, *_WEEKEND, "fin", "fim", "feira", "pasado",
     "depois", "after"]
)
# Words too short or too common to accept with a typo.
_EXACT_ONLY = {"mon", "tue", "wed", "thu", "fri", "sat", "sun", "mar", "may", "set", "out",
               "ago", "dic", "dez", "jun", "jul", "abr", "ene", "fev", "feb", "apr", "aug",
               "sep", "oct", "nov", "dec", "jan", "esta", "este", "esse", "essa", "next",
               "last", "this", "these", "past", "marco", "mayo", "maio", "sexta", "quinta",
               "segunda", "terca", "quarta"}

_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_SLASH = re.compile(r"(?<![\d:])(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?(?![\d:])")


@dataclass
class DateHit:
    date: dt.date
    kind: str  # "day", "weekday", "weekend", "week"
    weekday: int | None = None  # the weekday named, when one was
    tokens: set[int] = field(default_factory=set)
    explicit: bool = True


def weekday_index(code: str) -> int:
    return WEEKDAY_CODES.index(code)


def week_monday(day: dt.date) -> dt.date:
    return day - dt.timedelta(days=day.weekday())


def day_in_week(day: dt.date, weekday: int) -> dt.date:
    """The given weekday of the Monday-Sunday week holding `day`."""
    return week_monday(day) + dt.timedelta(days=weekday)


def upcoming(day: dt.date, weekday: int, *, strictly: bool = False) -> dt.date:
    ahead = (weekday - day.weekday()) % 7
    if ahead == 0 and strictly:
        ahead = 7
    return day + dt.timedelta(days=ahead)


def _is(candidates: dict[str, int], words: set[str] | dict[str, int], token: Token) -> str | None:
    """The word of `words` the token stands for (exact for short or ambiguous words)."""
    if token.norm in words:
        return token.norm
    for word, dist in candidates.items():
        if word in words and (dist == 0 or (len(word) >= 6 and word not in _EXACT_ONLY)):
            return word
    return None


def _safe_date(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def _year_for(today: dt.date, month: int, day: int) -> int:
    """A date without a year is the next one on or after about two months ago."""
    candidate = _safe_date(today.year, month, day)
    if candidate is not None and candidate < today - dt.timedelta(days=60):
        return today.year + 1
    return today.year


def _tokens_in(tokens: list[Token], start: int, end: int) -> set[int]:
    return {t.index for t in tokens if t.start < end and t.end > start}


def find_date(text: str, tokens: list[Token], candidates: list[dict[str, int]],
              today: dt.date, language: str, weekend_day: int = 6,
              skip: set[int] | None = None) -> DateHit | None:
    """The first date expression of `text`, or None."""
    skip = skip or set()
    m = _ISO.search(text)
    if m:
        day = _safe_date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if day:
            return DateHit(day, "day", tokens=_tokens_in(tokens, m.start(), m.end()))
    for m in _SLASH.finditer(text):
        first, second = int(m.group(1)), int(m.group(2))
        day_n, month_n = (second, first) if language == "en" and first <= 12 else (first, second)
        if month_n > 12:
            day_n, month_n = month_n, day_n
        year = int(m.group(3)) if m.group(3) else _year_for(today, month_n, day_n)
        if year < 100:
            year += 2000
        day = _safe_date(year, month_n, day_n)
        if day:
            return DateHit(day, "day", tokens=_tokens_in(tokens, m.start(), m.end()))
    norms = [t.norm for t in tokens]
    n = len(tokens)

    def word(i: int, words: set[str] | dict[str, int]) -> str | None:
        if i < 0 or i >= n or i in skip:
            return None
        return _is(candidates[i], words, tokens[i])

    for i in range(n):
        if i in skip:
            continue
        # "29 de noviembre (de 2026)", "29 November 2026", "November 29(, 2026)"
        if norms[i].isdigit() and 1 <= int(norms[i]) <= 31:
            j = i + 1
            if j < n and norms[j] in ("de", "of"):
                j += 1
            month = word(j, MONTHS)
            if month:
                used = set(range(i, j + 1))
                year_i = j + 1
                if year_i < n and norms[year_i] == "de":
                    year_i += 1
                year_found = _year_token(norms, year_i)
                if year_found:
                    used.update(range(j + 1, year_i + 1))
                y = year_found or _year_for(today, MONTHS[month], int(norms[i]))
                found = _safe_date(y, MONTHS[month], int(norms[i]))
                if found:
                    return DateHit(found, "day", tokens=used)
        month = word(i, MONTHS)
        if month and i + 1 < n and norms[i + 1].rstrip("stndrh").isdigit():
            number = int(re.sub(r"\D", "", norms[i + 1]) or 0)
            if 1 <= number <= 31 and month not in ("mar", "may", "set", "out", "ago"):
                year_found = _year_token(norms, i + 2)
                used = {i, i + 1} | ({i + 2} if year_found else set())
                y = year_found or _year_for(today, MONTHS[month], number)
                found = _safe_date(y, MONTHS[month], number)
                if found:
                    return DateHit(found, "day", tokens=used)
        for phrase in _AFTER_TOMORROW:
            if tuple(norms[i:i + len(phrase)]) == phrase:
                return DateHit(today + dt.timedelta(days=2), "day",
                               tokens=set(range(i, i + len(phrase))))
        if word(i, _TODAY):
            return DateHit(today, "day", tokens={i})
        if word(i, _TOMORROW):
            # "mañana por la mañana": the first one is the day.
            return DateHit(today + dt.timedelta(days=1), "day", tokens={i})
        if word(i, _YESTERDAY):
            return DateHit(today - dt.timedelta(days=1), "day", tokens={i})
        weekday_word = word(i, WEEKDAYS)
        if weekday_word:
            wd = WEEKDAYS[weekday_word]
            used = {i}
            if i + 1 < n and norms[i + 1] == "feira":
                used.add(i + 1)
            mode = _modifier(norms, i, used)
            if mode == "next":
                day = upcoming(today, wd, strictly=True)
            elif mode == "this":
                day = day_in_week(today, wd)
            elif mode == "last":
                day = upcoming(today, wd, strictly=True) - dt.timedelta(days=7)
            elif mode == "next_week":
                day = day_in_week(today + dt.timedelta(days=7), wd)
            else:
                day = upcoming(today, wd)
            return DateHit(day, "weekday", weekday=wd, tokens=used, explicit=True)
        weekend = word(i, _WEEKEND)
        span = 1
        for phrase in _WEEKEND_PHRASES:
            if tuple(norms[i:i + 3]) == phrase:
                weekend, span = "weekend", 3
        if weekend:
            used = set(range(i, i + span))
            mode = _modifier(norms, i, used, end=i + span - 1)
            base = today + dt.timedelta(days=7) if mode in ("next", "next_week") else (
                today - dt.timedelta(days=7) if mode == "last" else today)
            return DateHit(day_in_week(base, weekend_day), "weekend", weekday=weekend_day,
                           tokens=used)
        if word(i, _WEEK):
            used = {i}
            mode = _modifier(norms, i, used)
            if mode in ("next", "next_week"):
                return DateHit(today + dt.timedelta(days=7), "week", tokens=used)
            if mode == "last":
                return DateHit(today - dt.timedelta(days=7), "week", tokens=used)
            if mode == "this":
                return DateHit(today, "week", tokens=used)
    return None


def _year_token(norms: list[str], i: int) -> int | None:
    if i < len(norms) and norms[i].isdigit() and len(norms[i]) == 4:
        return int(norms[i])
    return None


def _modifier(norms: list[str], i: int, used: set[int], end: int | None = None) -> str | None:
    """How a weekday/week word at i is qualified: next, this, last, next_week or None."""
    end = i if end is None else end
    before = norms[i - 1] if i >= 1 else ""
    after = " ".join(norms[end + 1:end + 3])
    after1 = norms[end + 1] if end + 1 < len(norms) else ""
    if after in _NEXT_AFTER:
        used.update({end + 1, end + 2})
        return "next"
    if after1 in _LAST:
        used.add(end + 1)
        return "last"
    if after1 in _NEXT and after1 != "coming":
        used.add(end + 1)
        return "next"
    if before in _NEXT:
        used.add(i - 1)
        return "next"
    if before in _LAST:
        used.add(i - 1)
        return "last"
    if before in _THIS:
        used.add(i - 1)
        return "this"
    # "el domingo de la semana que viene", "sunday next week"
    rest = norms[end + 1:end + 6]
    if "week" in rest or "semana" in rest:
        k = end + 1 + rest.index("week" if "week" in rest else "semana")
        window = " ".join(norms[k - 1:k + 3])
        if any(w in window.split() for w in _NEXT) or "que viene" in window \
                or "que vem" in window:
            used.update(range(end + 1, k + 3))
            return "next_week"
    return None
