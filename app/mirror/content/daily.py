"""Daily text pages for any date: the day with the day before and after, like the site."""

from __future__ import annotations

import datetime as dt
import re
from functools import cache

import app.mirror.content.books as books
from app.mirror.content._common import bc_href, esc, page, pc_href, seed
from app.mirror.content.bible import verse_text
from app.mirror.content.texts import ARTICLES, DAILY_TITLE, MONTHS, SENTENCES, WEEKDAYS
from app.mirror.content.watchtower import CITED_CHAPTERS
from app.sources.epub import EpubChapter, build_epub
from app.sources.languages import wol_language

DAILY_DOCID = 1_102_000_000


def heading(lang: str, day: dt.date) -> str:
    weekday = WEEKDAYS[lang][day.weekday()]
    month = MONTHS[lang][day.month - 1]
    if lang == "en":
        return f"{weekday}, {month} {day.day}"
    if lang == "es":
        return f"{weekday} {day.day} de {month}"
    return f"{weekday}, {day.day} de {month}"


def daily_scripture(day: dt.date) -> tuple[int, int, int]:
    book, chapter = CITED_CHAPTERS[seed("dt", day.isoformat()) % len(CITED_CHAPTERS)]
    verse = 1 + seed("dtv", day.isoformat()) % books.verse_count(book, chapter)
    return book, chapter, verse


def source_line(day: dt.date) -> str:
    n = seed("src", day.isoformat())
    para = 1 + n % 15
    return f"w{(day.year - 1) % 100:02d}.{1 + n % 12:02d} {2 + n % 28} ¶{para}-{para + 1}"


def _tab(lang: str, day: dt.date) -> str:
    info = wol_language(lang)
    book, chapter, verse = daily_scripture(day)
    docid = DAILY_DOCID + day.toordinal() % 100_000
    topic = ARTICLES[lang][seed("dtopic", day.isoformat()) % len(ARTICLES[lang])][1]
    first = seed("dts", day.isoformat())
    sentences = " ".join(
        esc(SENTENCES[lang][(first + 7 * k) % len(SENTENCES[lang])].format(
            topic=topic, Topic=topic[:1].upper() + topic[1:]))
        for k in range(3)
    )
    ref = books.cite(lang, book, chapter, str(verse))
    return (
        f'<div class="tabContent" data-date="{day.isoformat()}T00:00:00.000Z">'
        f'<div class="todayItems"><div class="todayItem pub-es{day.year % 100} jwac '
        f'ml-{info.jw_code}"><header><h2>{esc(heading(lang, day))}</h2></header>'
        f'<p class="themeScrp"><em>{esc(verse_text(lang, book, chapter, verse))}</em>—'
        f'<a class="b" href="{bc_href(lang, docid, 1)}">{esc(ref)}</a>.</p>'
        f'<div class="bodyTxt"><div class="section"><p class="sb">{sentences} '
        f'<a href="{pc_href(lang, docid, 2)}">{esc(source_line(day))}</a>.</p></div></div>'
        "</div></div></div>"
    )


def daily_html(lang: str, year: int, month: int, day: int) -> str | None:
    try:
        today = dt.date(year, month, day)
    except ValueError:
        return None
    info = wol_language(lang)
    tabs = "\n".join(_tab(lang, today + dt.timedelta(days=k)) for k in (-1, 0, 1))
    body = (
        f'<div id="dailyText"><h1>{esc(DAILY_TITLE[lang])}</h1>'
        f'<div class="articlePositioner">\n{tabs}\n</div></div>'
    )
    canonical = f"/{info.iso}/wol/dt/{info.resource}/{info.lp}/{year}/{month}/{day}"
    return page(lang, DAILY_TITLE[lang], body, canonical=canonical)


# -- the year's book (GETPUBMEDIALINKS pub=esYY, no issue) ----------------------------

DAILY_PUB = re.compile(r"^es(\d{2})$")  # "es26": the daily text book of 2026


def daily_pub(year: int) -> str:
    return f"es{year % 100:02d}"


def daily_year(pub: str) -> int | None:
    """The year of a daily text symbol ("es26" -> 2026), None for another symbol."""
    m = DAILY_PUB.match(pub)
    return 2000 + int(m[1]) if m else None


@cache
def daily_epub(lang: str, year: int) -> bytes | None:
    """The year's daily text book as an EPUB: a front page, then one document per month
    holding each day as on the daily text page (`div.tabContent[data-date]` with the
    heading, the scripture and the comment with its source line)."""
    if lang not in DAILY_TITLE:
        return None
    title = f"{DAILY_TITLE[lang]} — {year}"
    chapters = [EpubChapter("front.xhtml", title, f"<h1>{esc(title)}</h1>")]
    for month in range(1, 13):
        day = dt.date(year, month, 1)
        tabs = []
        while day.month == month:
            tabs.append(_tab(lang, day))
            day += dt.timedelta(days=1)
        name = MONTHS[lang][month - 1].capitalize()
        body = f'<h1>{esc(name)}</h1>\n<div id="dailyText">' + "\n".join(tabs) + "</div>"
        chapters.append(EpubChapter(f"month-{month:02d}.xhtml", name, body))
    return build_epub(identifier=f"mirror-{daily_pub(year)}-{lang}", title=title,
                      language=lang, chapters=chapters)
