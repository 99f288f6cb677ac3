"""Meeting workbook weeks (docClass-106) for any ISO week."""

from __future__ import annotations

from app.mirror.content import books
from app.mirror.content._common import (
    esc,
    monday,
    pc_href,
    pick,
    scripture,
    seed,
    week_dates,
    week_docids,
)
from app.mirror.content.texts import (
    AND_PRAYER,
    CLOSING,
    LIVING_TITLES,
    OPENING,
    PART_NAMES,
    SECTIONS,
    SONG,
    TALK_TITLES,
    WB_LINES,
)
from app.sources.languages import wol_language

# Weekly Bible reading blocks: (book, first chapter, last chapter).
READINGS: tuple[tuple[int, int, int], ...] = (
    (24, 1, 3), (24, 4, 5), (24, 6, 8), (19, 37, 38), (40, 24, 25), (43, 3, 4),
    (45, 5, 6), (20, 3, 4), (23, 40, 41), (42, 10, 11),
)


def weekly_reading(year: int, week: int) -> tuple[int, int, int]:
    return READINGS[(year * 53 + week) % len(READINGS)]


def reading_title(lang: str, year: int, week: int) -> str:
    book, first, last = weekly_reading(year, week)
    name = books.BOOK_NAMES[lang][book - 1][0]
    return f"{name} {first}-{last}".upper() if last != first else f"{name} {first}".upper()


def minutes(lang: str, n: int) -> str:
    if lang == "pt":
        return f"({n} min)"
    return f"({n} min.)" if n == 1 else f"({n} mins.)"


def songs(year: int, week: int) -> tuple[int, int, int]:
    return tuple(1 + seed("song", year, week, k) % 151 for k in range(3))  # type: ignore[return-value]


def _verse(book: int, chapter: int, *parts: object) -> int:
    return 1 + seed(book, chapter, *parts) % max(books.verse_count(book, chapter) - 1, 1)


def workbook_article(lang: str, year: int, week: int) -> str | None:
    """The `<article>` of one workbook week (also used inside the workbook EPUB)."""
    if monday(year, week) is None:
        return None
    info = wol_language(lang)
    docid = week_docids(year, week)[0]
    book, first, last = weekly_reading(year, week)
    mid = min(first + 1, last)
    s_open, s_mid, s_close = songs(year, week)
    lines = WB_LINES[lang]
    names = PART_NAMES[lang]
    song, prayer = SONG[lang], AND_PRAYER[lang]
    n = 0

    def cite(chapter: int, verses: str) -> str:
        nonlocal n
        n += 1
        return scripture(lang, docid, n, book, chapter, verses)

    def pub(symbol: str) -> str:
        nonlocal n
        n += 1
        return f'<a href="{pc_href(lang, docid, n)}">{esc(symbol)}</a>'

    v1 = _verse(book, first, "t", year, week)
    v2 = _verse(book, mid, "g", year, week)
    reading_end = min(12, books.verse_count(book, last))
    reading_link = (
        f'<a href="/{info.iso}/wol/bc/{info.resource}/{info.lp}/{docid}/0/0" class="b">'
        f"{esc(reading_title(lang, year, week))}</a>"
    )
    pid = iter(range(1, 1000))
    parts = [
        f'<header><h1 id="p1" data-pid="{next(pid)}">'
        f"{esc(week_dates(lang, year, week).upper())}</h1>"
        f'<h2 id="p2" data-pid="{next(pid)}">{reading_link}</h2></header>',
        '<div class="bodyTxt">',
        f'<div class="dc-icon--music"><h3 class="dc-icon--music" data-pid="{next(pid)}">'
        f"{song} {s_open} {OPENING[lang]} {minutes(lang, 1)}</h3></div>",
        f'<div class="dc-icon--gem du-color--teal-700"><h2 data-pid="{next(pid)}">'
        f"{esc(SECTIONS[lang][0])}</h2></div>",
        f'<h3 data-pid="{next(pid)}">1. {esc(pick(TALK_TITLES[lang], year, week))}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 10)}</p><ul>'
        f'<li><p data-pid="{next(pid)}">{esc(lines[0])} ({cite(first, f"{v1}, {v1 + 1}")})</p></li>'
        f'<li><p data-pid="{next(pid)}">{esc(lines[1])} ({pub(f"w{year % 100 - 1:02d}.11 5 ¶8")})'
        "</p></li></ul></div>",
        f'<h3 data-pid="{next(pid)}">2. {esc(names[0])}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 10)}</p><ul>'
        f'<li><p data-pid="{next(pid)}">{cite(mid, str(v2))}—{esc(lines[2])} '
        f'({pub("it-1 541")})</p></li>'
        f'<li><p data-pid="{next(pid)}">{esc(lines[3])}</p></li></ul></div>',
        f'<h3 data-pid="{next(pid)}">3. {esc(names[1])}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 4)} {cite(last, f"1-{reading_end}")} '
        f'({pub("th study 5")})</p></div>',
        f'<div class="dc-icon--wheat du-color--gold-700"><h2 data-pid="{next(pid)}">'
        f"{esc(SECTIONS[lang][1])}</h2></div>",
        f'<h3 data-pid="{next(pid)}">4. {esc(names[2])}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 3)} {esc(lines[4])} '
        f'({pub("lmd lesson 1 point 3")})</p></div>',
        f'<h3 data-pid="{next(pid)}">5. {esc(names[3])}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 4)} {esc(lines[5])} '
        f'({pub("lmd lesson 7 point 4")})</p></div>',
        f'<h3 data-pid="{next(pid)}">6. {esc(names[4])}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 5)} {esc(lines[6])} '
        f'({pub("lff lesson 12")})</p></div>',
        f'<div class="dc-icon--sheep du-color--maroon-600"><h2 data-pid="{next(pid)}">'
        f"{esc(SECTIONS[lang][2])}</h2></div>",
        f'<h3 class="dc-icon--music" data-pid="{next(pid)}">{song} {s_mid}</h3>',
        f'<h3 data-pid="{next(pid)}">7. {esc(pick(LIVING_TITLES[lang], "l", year, week))}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 15)} {esc(lines[7])}</p></div>',
        f'<h3 data-pid="{next(pid)}">8. {esc(names[5])}</h3>',
        f'<div><p data-pid="{next(pid)}">{minutes(lang, 30)} '
        f'{pub(f"lfb story {1 + week % 40}")}</p></div>',
        f'<h3 class="dc-icon--music" data-pid="{next(pid)}">{CLOSING[lang]} {minutes(lang, 3)} | '
        f"{song} {s_close} {prayer}</h3>",
        "</div>",
    ]
    return (
        f'<article id="article" class="article document pub-mwb docClass-106 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">\n' + "\n".join(parts) + "\n</article>"
    )
