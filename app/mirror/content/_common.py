"""Shared pieces of the synthetic pages: escaping, determinism, URLs, docIds, dates."""

from __future__ import annotations

import datetime as dt
import html
import zlib

import app.mirror.content.books as books
from app.mirror.content.texts import MONTHS, SITE_TITLE
from app.sources.languages import WolLanguage, wol_language

# docId scheme: kind * 100_000_000 + year * 1000 + ISO week.
WORKBOOK_KIND = 2
WATCHTOWER_KIND = 4
_KIND_SCALE = 100_000_000
TOPIC_DOCIDS: tuple[int, ...] = (1_200_000_001, 1_200_000_002)
LANGS: tuple[str, ...] = ("en", "es", "pt")


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def seed(*parts: object) -> int:
    return zlib.crc32("|".join(str(p) for p in parts).encode("utf-8"))


def lang_of(lang: str) -> WolLanguage | None:
    try:
        return wol_language(lang)
    except ValueError:
        return None


def monday(year: int, week: int) -> dt.date | None:
    """Monday of an ISO week, or None when the week does not exist."""
    try:
        return dt.date.fromisocalendar(year, week, 1)
    except ValueError:
        return None


def week_docids(year: int, week: int) -> tuple[int, int]:
    """The (workbook, Watchtower study article) docIds the mirror uses for an ISO week."""
    base = year * 1000 + week
    return WORKBOOK_KIND * _KIND_SCALE + base, WATCHTOWER_KIND * _KIND_SCALE + base


def docid_week(docid: int) -> tuple[str, int, int] | None:
    """Inverse of week_docids: ("mwb" | "w", year, week), or None for other docIds."""
    kind, rest = divmod(docid, _KIND_SCALE)
    year, week = divmod(rest, 1000)
    if kind not in (WORKBOOK_KIND, WATCHTOWER_KIND) or monday(year, week) is None:
        return None
    return ("mwb" if kind == WORKBOOK_KIND else "w"), year, week


def workbook_issue(year: int, week: int) -> str:
    """The workbook issue (YYYYMM, odd month of a two-month pair) holding a week."""
    day = monday(year, week) or dt.date(year, 1, 1)
    month = day.month if day.month % 2 == 1 else day.month - 1
    return f"{day.year}{month:02d}"


def watchtower_issue(year: int, week: int) -> str:
    """The study edition (YYYYMM) whose articles are studied in a week: two months earlier."""
    day = monday(year, week) or dt.date(year, 1, 1)
    month = day.month - 2
    year_of_issue = day.year
    if month < 1:
        month += 12
        year_of_issue -= 1
    return f"{year_of_issue}{month:02d}"


def week_dates(lang: str, year: int, week: int, *, with_year: bool = False) -> str:
    """ "June 3-9" / "3-9 de junio" style dates of an ISO week (upper-cased by callers)."""
    start = monday(year, week) or dt.date(year, 1, 1)
    end = start + dt.timedelta(days=6)
    months = MONTHS[lang]
    m1, m2 = months[start.month - 1], months[end.month - 1]
    if lang == "en":
        text = (f"{m1} {start.day}-{end.day}" if start.month == end.month
                else f"{m1} {start.day}–{m2} {end.day}")
        return f"{text}, {end.year}" if with_year else text
    join = "de"
    text = (f"{start.day}-{end.day} {join} {m1}" if start.month == end.month
            else f"{start.day} {join} {m1}–{end.day} {join} {m2}")
    return f"{text} {join} {end.year}" if with_year else text


def bible_href(lang: str, book: int, chapter: int, verse: int | None = None) -> str:
    info = wol_language(lang)
    href = f"/{info.iso}/wol/b/{info.resource}/{info.lp}/nwtsty/{book}/{chapter}"
    if verse is not None:
        href += f"#study=discover&amp;v={book}:{chapter}:{verse}"
    return href


def bc_href(lang: str, docid: int, n: int) -> str:
    info = wol_language(lang)
    return f"/{info.iso}/wol/bc/{info.resource}/{info.lp}/{docid}/{n}/0"


def pc_href(lang: str, docid: int, n: int) -> str:
    info = wol_language(lang)
    return f"/{info.iso}/wol/pc/{info.resource}/{info.lp}/{docid}/{n}/0"


def doc_href(lang: str, docid: int) -> str:
    info = wol_language(lang)
    return f"/{info.iso}/wol/d/{info.resource}/{info.lp}/{docid}"


def scripture(
    lang: str, docid: int, n: int, book: int, chapter: int, verses: str, *, full: bool = False
) -> str:
    """An `a.b` scripture citation link."""
    text = books.cite(lang, book, chapter, verses, full=full)
    return f'<a href="{bc_href(lang, docid, n)}" class="b" data-bid="{n}-1">{esc(text)}</a>'


def page(lang: str, title: str, body: str, *, canonical: str = "", body_class: str = "") -> str:
    """A whole wol-like HTML document around body markup."""
    info = wol_language(lang)
    link = f'<link rel="canonical" href="https://wol.jw.org{canonical}">' if canonical else ""
    return (
        f'<!DOCTYPE html>\n<html lang="{info.iso}" class="ml-{info.jw_code} dir-ltr">'
        f'<head><meta charset="utf-8"><title>{esc(title)} — {esc(SITE_TITLE[lang])}</title>'
        f"{link}</head>\n<body class=\"{body_class}\">"
        f'<input type="hidden" id="langSym" value="{info.jw_code}">\n'
        f'<div id="regionMain"><div id="content">\n{body}\n</div></div>\n</body></html>\n'
    )
