"""Meeting workbook weeks (docClass-106) for any ISO week, from the authored plans.

Each week shows one plan of workbook_weeks.py under its own dates: the talk's points,
Spiritual Gems questions with research references, the Bible reading with its th
lesson, student parts with their settings and lmd lessons, Living as Christians with a
video and questions followed by answer boxes, and the Congregation Bible Study.
"""

from __future__ import annotations

import re

from app.mirror.content import books
from app.mirror.content._common import (
    esc,
    monday,
    pc_href,
    seed,
    week_dates,
    week_docids,
    workbook_issue,
)
from app.mirror.content.lessons import pub_label, with_scriptures
from app.mirror.content.texts import AND_PRAYER, CLOSING, OPENING, SECTIONS, SONG
from app.mirror.content.workbook_weeks import PART_TITLES, Part, plan_for
from app.sources.languages import wol_language

_MARKER = re.compile(r"\[\[(pc|v):([^\]]+)\]\]")
_SECTION_OF = {"talk": 0, "gems": 0, "reading": 0, "starting": 1, "following": 1,
               "disciples": 1, "beliefs": 1, "talk_student": 1, "living": 2, "cbs": 2}
_SECTION_CLASS = ("dc-icon--gem du-color--teal-700", "dc-icon--wheat du-color--gold-700",
                  "dc-icon--sheep du-color--maroon-600")


def weekly_reading(year: int, week: int) -> tuple[int, int, int]:
    return plan_for("en", year, week).reading


def reading_title(lang: str, year: int, week: int) -> str:
    book, first, last = weekly_reading(year, week)
    name = books.BOOK_NAMES[lang][book - 1][0]
    return f"{name} {first}-{last}".upper() if last != first else f"{name} {first}".upper()


def minutes(lang: str, n: int) -> str:
    """The site's duration forms: "(10 min.)", "(10 mins.)", "(10 min)"."""
    if lang == "pt":
        return f"({n} min)"
    return f"({n} min.)" if lang == "en" or n == 1 else f"({n} mins.)"


def songs(year: int, week: int) -> tuple[int, int, int]:
    return tuple(1 + seed("song", year, week, k) % 151 for k in range(3))  # type: ignore[return-value]


class _Writer:
    """Renders one week, numbering its citation links as the site does (docid/n)."""

    def __init__(self, lang: str, docid: int, issue: str) -> None:
        self.lang = lang
        self.docid = docid
        self.issue = issue
        self.counter = [0]
        self.links: dict[int, str] = {}  # n -> [[pc:...]] spec
        self.pid = 0
        self.videos = 0

    def next_pid(self) -> int:
        self.pid += 1
        return self.pid

    def inline(self, text: str) -> str:
        out: list[str] = []
        last = 0
        for m in _MARKER.finditer(text):
            out.append(with_scriptures(self.lang, self.docid, text[last:m.start()], self.counter))
            kind, spec = m.group(1), m.group(2)
            if kind == "pc":
                self.counter[0] += 1
                n = self.counter[0]
                self.links[n] = spec
                out.append(f'<a href="{pc_href(self.lang, self.docid, n)}">'
                           f"{esc(pub_label(self.lang, spec))}</a>")
            else:
                self.videos += 1
                code = wol_language(self.lang).jw_code
                lank = f"pub-mwbv_{self.issue}_{self.videos}_VIDEO"
                out.append(
                    f'<a href="https://www.jw.org/finder?wtlocale={code}&amp;lank={lank}" '
                    f'data-video="webpubvid:///?pub=mwbv&amp;issue={self.issue}&amp;'
                    f'track={self.videos}"><em>{esc(spec)}</em></a>')
            last = m.end()
        out.append(with_scriptures(self.lang, self.docid, text[last:], self.counter))
        return "".join(out)

    def question(self, text: str) -> str:
        pid = self.next_pid()
        return (f'<p id="p{pid}" data-pid="{pid}">{self.inline(text)}</p>'
                f'<div class="gen-field"><textarea id="tt{pid}" class="du-height--autoSize" '
                f'rows="1" data-pid="{pid}"></textarea></div>')

    def part(self, number: int, part: Part) -> str:
        lang = self.lang
        title = part.title or PART_TITLES[part.kind][lang]
        rows = [f'<h3 data-pid="{self.next_pid()}">{number}. {esc(title)}</h3>', "<div>"]
        duration = minutes(lang, part.minutes)
        blocks = list(part.blocks)
        if not part.inline_minutes:
            rows.append(f'<p data-pid="{self.next_pid()}">{duration}</p>')
        for index, (kind, value) in enumerate(blocks):
            lead = f"{duration} " if part.inline_minutes and index == 0 else ""
            if kind == "p":
                rows.append(f'<p data-pid="{self.next_pid()}">{lead}{self.inline(str(value))}</p>')
            elif kind == "ul":
                items = "".join(f'<li><p data-pid="{self.next_pid()}">{self.inline(t)}</p></li>'
                                for t in value)  # type: ignore[attr-defined]
                rows.append(f"<ul>{items}</ul>")
            elif part.kind == "gems":  # questions in a list, each with an answer box
                rows.append(f"<li>{self.question(str(value))}</li>")
            else:  # "q": a question with an answer box
                rows.append(self.question(str(value)))
        rows.append("</div>")
        if part.kind == "gems":
            first = next(i for i, r in enumerate(rows) if r.startswith("<li>"))
            rows.insert(first, "<ul>")
            rows.insert(len(rows) - 1, "</ul>")
        return "".join(rows)


def render_week(lang: str, year: int, week: int) -> tuple[str, dict[int, str]] | None:
    """The `<article>` of one workbook week and its publication links (n -> reference)."""
    if monday(year, week) is None:
        return None
    info = wol_language(lang)
    docid = week_docids(year, week)[0]
    plan = plan_for(lang, year, week)
    w = _Writer(lang, docid, workbook_issue(year, week))
    s_open, s_mid, s_close = songs(year, week)
    song, prayer = SONG[lang], AND_PRAYER[lang]
    reading_link = (
        f'<a href="/{info.iso}/wol/bc/{info.resource}/{info.lp}/{docid}/0/0" class="b">'
        f"{esc(reading_title(lang, year, week))}</a>"
    )
    rows = [
        f'<header><h1 id="p1" data-pid="{w.next_pid()}">'
        f"{esc(week_dates(lang, year, week).upper())}</h1>"
        f'<h2 id="p2" data-pid="{w.next_pid()}">{reading_link}</h2></header>',
        '<div class="bodyTxt">',
        f'<div class="dc-icon--music"><h3 class="dc-icon--music" data-pid="{w.next_pid()}">'
        f"{song} {s_open} {OPENING[lang]} {minutes(lang, 1)}</h3></div>",
    ]
    section = -1
    for number, part in enumerate(plan.parts, start=1):
        wanted = _SECTION_OF[part.kind]
        if wanted != section:
            section = wanted
            rows.append(f'<div class="{_SECTION_CLASS[section]}"><h2 data-pid="{w.next_pid()}">'
                        f"{esc(SECTIONS[lang][section])}</h2></div>")
            if section == 2:
                rows.append(f'<h3 class="dc-icon--music" data-pid="{w.next_pid()}">'
                            f"{song} {s_mid}</h3>")
        rows.append(w.part(number, part))
    rows.append(f'<h3 class="dc-icon--music" data-pid="{w.next_pid()}">{CLOSING[lang]} '
                f"{minutes(lang, 3)} | {song} {s_close} {prayer}</h3>")
    rows.append("</div>")
    article = (
        f'<article id="article" class="article document pub-mwb docClass-106 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">\n' + "\n".join(rows) + "\n</article>"
    )
    return article, w.links


def workbook_article(lang: str, year: int, week: int) -> str | None:
    """The `<article>` of one workbook week (also used inside the workbook EPUB)."""
    rendered = render_week(lang, year, week)
    return rendered[0] if rendered else None


def workbook_link(lang: str, year: int, week: int, n: int) -> str | None:
    """The reference (a [[pc:...]] spec) behind the week's n-th citation link."""
    rendered = render_week(lang, year, week)
    return rendered[1].get(n) if rendered else None
