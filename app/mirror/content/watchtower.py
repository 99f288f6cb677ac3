"""Watchtower study articles (docClass-40) for any ISO week, in the real page's structure.

The text comes from the written articles of study_articles.py; each week serves one of
them. Two page layouts seen on the real site alternate by week (`layout`):
"classic" (a bare paragraph number) and "notes" (a `div.gen-field` answer box after each
question and `<strong><sup>N</sup></strong>` inside `span.parNum`). On every page some
"Read" words sit outside the scripture link and some inside it, and question numbers
come as "1-2." and "5, 6.". Every element of the article gets the next `pN` id, as on
the real site, so a paragraph's anchor is its own id, not its paragraph number.
"""

from __future__ import annotations

from typing import Literal

import app.mirror.content.books as books
from app.mirror.content._common import bc_href, esc, monday, seed, week_dates, week_docids
from app.mirror.content.bible import verse_text
from app.mirror.content.study_articles import (
    TOKEN,
    Box,
    Cite,
    Figure,
    Paragraph,
    Question,
    StudyArticle,
    Subheading,
    parse_cite,
    study_articles,
)
from app.mirror.content.texts import FOCUS, READ, REVIEW_HEADING, SONG, STUDY_ARTICLE
from app.mirror.content.wt_generated import generated_article
from app.sources.languages import wol_language

Layout = Literal["classic", "notes"]

# Chapters other mirror pages (daily text, topics, search) draw scriptures from.
CITED_CHAPTERS: tuple[tuple[int, int], ...] = (
    (19, 37), (43, 3), (40, 24), (45, 5), (20, 3), (24, 1), (24, 2), (24, 3), (23, 41),
    (58, 11), (59, 1), (50, 4),
)


# From this year on, each week has its own composed article (wt_generated.py), so a year
# of issues is a year of distinct text; the two written articles keep the weeks below (and
# every week before that year, which the tests and goldens pin).
DISTINCT_FROM = 2027
WRITTEN_WEEKS = frozenset((14, 15))


def article_of(lang: str, year: int, week: int) -> StudyArticle:
    """The article the mirror serves in a week: written, or composed for the week."""
    if year >= DISTINCT_FROM and week not in WRITTEN_WEEKS:
        return generated_article(lang, year, week)
    options = study_articles(lang)
    return options[(year * 53 + week) % len(options)]


def article_meta(lang: str, year: int, week: int) -> tuple[str, str]:
    """(title, topic) of the week's study article."""
    art = article_of(lang, year, week)
    return art.title, art.topic


def layout_of(year: int, week: int) -> Layout:
    return "notes" if seed("wt-layout", year, week) % 2 else "classic"


class _Page:
    """Writes one article's markup, numbering every element and every citation link."""

    def __init__(self, lang: str, docid: int, layout: Layout) -> None:
        self.lang = lang
        self.docid = docid
        self.layout = layout
        self.pid = 0
        self.links = 0
        self.reads = 0
        self.footnotes = 0
        info = wol_language(lang)
        self.prefix = f"/{info.iso}/wol"
        self.rlp = f"{info.resource}/{info.lp}"

    def next_pid(self) -> int:
        self.pid += 1
        return self.pid

    def ids(self) -> str:
        pid = self.next_pid()
        return f'id="p{pid}" data-pid="{pid}"'

    def link(self, cite: Cite, inner_prefix: str = "", *, full: bool = False) -> str:
        self.links += 1
        n = self.links
        text = books.cite(self.lang, cite.book, cite.chapter, cite.verses, full=full)
        return (f'<a href="{bc_href(self.lang, self.docid, n)}" class="b" data-bid="{n}-1">'
                f"{inner_prefix}{esc(text)}</a>")

    def read(self, specs: str) -> str:
        """'(Read James 5:7, 8.)': the word outside the link, or (every other time) inside."""
        cites = [parse_cite(s) for s in specs.split(";")]
        self.reads += 1
        word = READ[self.lang]
        if self.reads % 2:
            links = "; ".join(self.link(c, full=True) for c in cites)
            return f"(<em>{word}</em> {links}.)"
        first = self.link(cites[0], f"{word} ", full=True)
        rest = "".join(f"; {self.link(c, full=True)}" for c in cites[1:])
        return f"({first}{rest}.)"

    def footnote_marker(self) -> str:
        self.footnotes += 1
        k = self.footnotes
        return (f'<a class="fn" data-fnid="{k}" href="{self.prefix}/fn/{self.rlp}/'
                f'{self.docid}/{k}">*</a>')

    def inline(self, text: str) -> str:
        out: list[str] = []
        last = 0
        for m in TOKEN.finditer(text):
            out.append(esc(text[last:m.start()]))
            if m.group(1) == "read":
                out.append(self.read(m.group(2)))
            elif m.group(1) == "c":
                out.append("; ".join(self.link(parse_cite(s)) for s in m.group(2).split(";")))
            else:
                out.append(self.footnote_marker())
            last = m.end()
        out.append(esc(text[last:]))
        return "".join(out)

    def question(self, q: Question) -> tuple[str, int]:
        pid = self.next_pid()
        markup = (f'<p class="qu" id="p{pid}" data-pid="{pid}">'
                  f"<strong>{esc(q.label)}.</strong> {esc(q.text)}</p>")
        if self.layout == "notes":
            markup += (f'\n<div class="gen-field" id="gf{pid}">'
                       '<textarea class="gen-field-input"></textarea></div>')
        return markup, pid

    def paragraph(self, p: Paragraph, question_pid: int) -> str:
        pid = self.next_pid()
        number = (f"<strong><sup>{p.number}</sup></strong>" if self.layout == "notes"
                  else str(p.number))
        return (f'<p class="p{pid}" id="p{pid}" data-pid="{pid}" data-rel-pid="[{question_pid}]">'
                f'<span class="parNum" data-pnum="{p.number}">{number}</span> '
                f"{self.inline(p.text)}</p>")

    def box(self, b: Box) -> str:
        texts = "".join(f"<p {self.ids()}>{self.inline(t)}</p>" for t in b.paragraphs)
        return (f'<div class="boxSupplement"><div class="boxContent">'
                f'<p class="boxTtl" {self.ids()}><strong>{esc(b.title)}</strong></p>'
                f"{texts}</div></div>")

    def figure(self, f: Figure) -> str:
        return (f'<figure><figcaption class="figcaption"><p {self.ids()}>'
                f"{esc(f.caption)}</p></figcaption></figure>")


def watchtower_article(lang: str, year: int, week: int, *,
                       layout: Layout | None = None) -> str | None:
    """The `<article>` of one study article (also used inside the Watchtower EPUB)."""
    if monday(year, week) is None:
        return None
    info = wol_language(lang)
    docid = week_docids(year, week)[1]
    art = article_of(lang, year, week)
    page = _Page(lang, docid, layout or layout_of(year, week))
    theme = art.theme
    theme_text = " ".join(verse_text(lang, theme.book, theme.chapter, v)
                          for v in theme.verse_numbers()).rstrip(".")
    opening, closing = art.songs
    out = [
        f'<article id="article" class="article document pub-w docClass-40 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">',
        "<header>",
        f'<p class="contextTtl" {page.ids()}><strong>{STUDY_ARTICLE[lang]} {week}</strong>'
        f"<br/>{esc(week_dates(lang, year, week, with_year=True).upper())}</p>",
        f'<p class="pubRefs" {page.ids()}>{SONG[lang].upper()} {opening}</p>',
        f"<h1 {page.ids()}>{esc(art.title)}</h1>",
        f'<p class="themeScrp" {page.ids()}>“{esc(theme_text)}.”—{page.link(theme)}.</p>',
        "</header>",
        f'<div class="boxSupplement"><p class="boxTtl" {page.ids()}>{FOCUS[lang]}</p>'
        f"<p {page.ids()}>{esc(art.focus)}</p></div>",
        '<div class="bodyTxt">',
    ]
    question_pid = 0
    for block in art.blocks:
        if isinstance(block, Subheading):
            out.append(f"<h2 {page.ids()}>{esc(block.text)}</h2>")
        elif isinstance(block, Question):
            markup, question_pid = page.question(block)
            out.append(markup)
        elif isinstance(block, Paragraph):
            out.append(page.paragraph(block, question_pid))
        elif isinstance(block, Box):
            out.append(page.box(block))
        else:
            out.append(page.figure(block))
    out.append("</div>")
    items = "".join(f"<li><p {page.ids()}>{esc(q)}</p></li>" for q in art.review)
    out.append(
        '<div class="blockTeach"><aside><div class="boxContent">'
        f"<h2>{REVIEW_HEADING[lang]}</h2><ul class=\"noMarker\">{items}</ul></div></aside></div>"
    )
    out.append(f'<p class="pubRefs" {page.ids()}>{SONG[lang].upper()} {closing}</p>')
    notes = "".join(
        f'<div class="footnote" id="footnote{k}" data-fnid="{k}"><p {page.ids()}>'
        f"<strong>*</strong> {esc(text)}</p></div>"
        for k, text in enumerate(art.footnotes, start=1)
    )
    out.append(f'<div class="groupFootnote">{notes}</div>')
    out.append("</article>")
    return "\n".join(out)
