"""Meeting workbook weeks (docClass-106) for any ISO week, from the authored plans.

Each week shows one plan of workbook_weeks.py under its own dates: the talk's points,
Spiritual Gems questions with research references, the Bible reading with its th
lesson, student parts with their settings and lmd lessons, Living as Christians with a
video and questions followed by answer boxes, and the Congregation Bible Study.
"""

from __future__ import annotations

import re
from dataclasses import replace

import app.mirror.content.books as books
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
from app.mirror.content.variants import real
from app.mirror.content.workbook_generated import plan_for
from app.mirror.content.workbook_weeks import PART_TITLES, Part
from app.sources.languages import wol_language

_MARKER = re.compile(r"\[\[(pc|v):([^\]]+)\]\]")
_SECTION_OF = {"talk": 0, "gems": 0, "reading": 0, "starting": 1, "following": 1,
               "disciples": 1, "beliefs": 1, "talk_student": 1, "living": 2, "cbs": 2}
_SECTION_CLASS = ("dc-icon--gem du-color--teal-700", "dc-icon--wheat du-color--gold-700",
                  "dc-icon--sheep du-color--maroon-600")
# The words that introduce a video; the real site links them and puts the title in an em.
_PLAY = re.compile(r"(Play the VIDEO|Ponga el VIDEO|Mostre o VÍDEO)\s*$")
_INSTRUCTION = re.compile(r":\s*$")
_BOX_SPLIT = re.compile(r" (?:and|y|e) (?:box|recuadro|quadro)\b")
# The Congregation Bible Study of older weeks: a book chapter with a box (both modes).
OLDER_CBS = "[[pc:bt:17:8-12:137]]"
OLDER_LMD = ("[[pc:lmd:10:3]]", "[[pc:lmdapp:A:6]]")
# Weeks before this year use the older markup (section icons on the h2, older references).
OLDER_YEARS = 2021


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

    def __init__(self, lang: str, docid: int, issue: str, shaped: bool = False,
                 older: bool = False) -> None:
        self.lang = lang
        self.docid = docid
        self.issue = issue
        self.shaped = shaped  # the real site's variants (app.mirror.content.variants)
        self.older = older  # the older years' reference styles
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
                out.append(self.pub_link(spec))
            else:
                self.videos += 1
                code = wol_language(self.lang).jw_code
                lank = f"pub-mwbv_{self.issue}_{self.videos}_VIDEO"
                attrs = (f'href="https://www.jw.org/finder?wtlocale={code}&amp;lank={lank}" '
                         f'data-video="webpubvid:///?pub=mwbv&amp;issue={self.issue}&amp;'
                         f'track={self.videos}"')
                play = _PLAY.search(out[-1]) if self.shaped and out else None
                if play is not None:  # real: "Ponga el VIDEO" is the link, the title an em
                    out[-1] = out[-1][:play.start()]
                    out.append(f"<a {attrs}>{play.group(1)}</a> <em>{esc(spec)}</em>")
                else:
                    out.append(f"<a {attrs}><em>{esc(spec)}</em></a>")
            last = m.end()
        out.append(with_scriptures(self.lang, self.docid, text[last:], self.counter))
        return "".join(out)

    def pub_link(self, spec: str) -> str:
        """A publication citation link; real weeks split a list of lessons over two links
        (`lfb lecciones 90, ` + `91`): the first leads to the whole reference, the second
        to its tail, as on the site."""
        self.counter[0] += 1
        n = self.counter[0]
        self.links[n] = spec
        label = pub_label(self.lang, spec)
        if self.older:
            label = older_label(self.lang, spec, label)
        head, sep, tail = label.rpartition(", ")
        tail_spec = f"lfb:{spec.split(':')[1].split(',')[-1]}"
        if spec.startswith("bt:"):  # "bt cap. 17 párrs. 8-12" + "y recuadro de la pág. 137"
            cut = _BOX_SPLIT.search(label)
            head, sep, tail = (label[:cut.start()], " ", label[cut.start() + 1:]) if cut else \
                (label, "", "")
            tail_spec = spec
        if not (self.shaped and sep and spec.startswith(("lfb:", "bt:"))):
            return f'<a href="{pc_href(self.lang, self.docid, n)}">{esc(label)}</a>'
        self.counter[0] += 1
        self.links[n + 1] = tail_spec
        return (f'<a href="{pc_href(self.lang, self.docid, n)}">{esc(head + sep)}</a>'
                f'<a href="{pc_href(self.lang, self.docid, n + 1)}">{esc(tail)}</a>')

    def box(self, pid: int) -> str:
        return (f'<div class="gen-field"><textarea id="tt{pid}" class="du-height--autoSize" '
                f'rows="1" data-pid="{pid}"></textarea></div>')

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
                pid = self.next_pid()
                rows.append(f'<p data-pid="{pid}">{lead}{self.inline(str(value))}</p>')
                if self.shaped and _INSTRUCTION.search(str(value)):
                    rows.append(self.box(pid))  # real: a note box after an instruction line
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
    shaped = real("workbook", lang, year, week)
    older = shaped and year < OLDER_YEARS
    w = _Writer(lang, docid, workbook_issue(year, week), shaped, older)
    s_open, s_mid, s_close = songs(year, week)
    song, prayer = SONG[lang], AND_PRAYER[lang]
    reading_link = (
        f'<a href="/{info.iso}/wol/bc/{info.resource}/{info.lp}/{docid}/0/0" class="b">'
        f"{esc(reading_title(lang, year, week))}</a>"
    )
    heading = (f'<h1 id="p1" data-pid="{w.next_pid()}">'
               f"{esc(week_dates(lang, year, week).upper())}</h1>"
               f'<h2 id="p2" data-pid="{w.next_pid()}">{reading_link}</h2>')
    # jw.org's own pages (real, odd weeks): the same body without the wol header
    body_only = shaped and week % 2 == 1
    rows = [
        heading if body_only else f"<header>{heading}</header>",
        '<div class="bodyTxt">',
        f'<div class="dc-icon--music"><h3 class="dc-icon--music" data-pid="{w.next_pid()}">'
        f"{song} {s_open} {OPENING[lang]} {minutes(lang, 1)}</h3></div>",
    ]
    section = -1
    for number, part in enumerate(plan.parts, start=1):
        if part.kind == "cbs" and year < OLDER_YEARS:
            part = replace(part, blocks=(("p", OLDER_CBS),))
        elif year < OLDER_YEARS:  # older weeks cite an appendix of lmd (both modes)
            part = replace(part, blocks=tuple(
                (kind, value.replace(*OLDER_LMD) if isinstance(value, str) else value)
                for kind, value in part.blocks))
        wanted = _SECTION_OF[part.kind]
        if wanted != section:
            section = wanted
            if older:  # older years: the icon class on the h2 itself
                rows.append(f'<h2 class="{_SECTION_CLASS[section]}" data-pid="{w.next_pid()}">'
                            f"{esc(SECTIONS[lang][section])}</h2>")
            else:
                rows.append(f'<div class="{_SECTION_CLASS[section]}"><h2 '
                            f'data-pid="{w.next_pid()}">{esc(SECTIONS[lang][section])}</h2></div>')
            if section == 2:
                rows.append(f'<h3 class="dc-icon--music" data-pid="{w.next_pid()}">'
                            f"{song} {s_mid}</h3>")
        rows.append(w.part(number, part))
    if shaped:  # real: the song's class on an inner span of the last h3
        rows.append(f'<h3 data-pid="{w.next_pid()}">{CLOSING[lang]} {minutes(lang, 3)} | '
                    f'<span class="dc-icon--music">{song} {s_close} {prayer}</span></h3>')
    else:
        rows.append(f'<h3 class="dc-icon--music" data-pid="{w.next_pid()}">{CLOSING[lang]} '
                    f"{minutes(lang, 3)} | {song} {s_close} {prayer}</h3>")
    rows.append("</div>")
    article = (
        f'<article id="article" class="article document pub-mwb docClass-106 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">\n' + "\n".join(rows) + "\n</article>"
    )
    return article, w.links


def older_label(lang: str, spec: str, label: str) -> str:
    """The older years' style of a reference: a Watchtower of the 15th ("w21 15/4 12 párr.
    5", in English "w21 4/15 12 par. 5"); others as today."""
    parts = spec.split(":")
    if parts[0] != "w":
        return label
    year, month = parts[1].split(".")
    issue = f"{int(month)}/15" if lang == "en" else f"15/{int(month)}"
    para = {"en": "par.", "es": "párr.", "pt": "par."}[lang]
    return f"w{year} {issue} {parts[2]} {para} {parts[3]}"


def workbook_article(lang: str, year: int, week: int) -> str | None:
    """The `<article>` of one workbook week (also used inside the workbook EPUB)."""
    rendered = render_week(lang, year, week)
    return rendered[0] if rendered else None


def workbook_link(lang: str, year: int, week: int, n: int) -> str | None:
    """The reference (a [[pc:...]] spec) behind the week's n-th citation link."""
    rendered = render_week(lang, year, week)
    return rendered[1].get(n) if rendered else None
