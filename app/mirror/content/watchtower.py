"""Watchtower study articles (docClass-40) for any ISO week."""

from __future__ import annotations

from app.mirror.content import books
from app.mirror.content._common import esc, monday, scripture, seed, week_dates, week_docids
from app.mirror.content.bible import verse_text
from app.mirror.content.texts import (
    ARTICLES,
    CAPTION,
    FOCUS,
    QUESTIONS,
    READ,
    REVIEW_HEADING,
    REVIEW_QUESTIONS,
    SENTENCES,
    SONG,
    STUDY_ARTICLE,
    SUBHEADINGS,
)
from app.sources.languages import wol_language

# Chapters the articles cite (every one is served by the mirror).
CITED_CHAPTERS: tuple[tuple[int, int], ...] = (
    (19, 37), (43, 3), (40, 24), (45, 5), (20, 3), (24, 1), (24, 2), (24, 3), (23, 41),
    (58, 11), (59, 1), (50, 4),
)
THEMES: tuple[tuple[int, int, int], ...] = (
    (19, 37, 11), (43, 3, 16), (40, 24, 13), (45, 5, 8), (20, 3, 5), (24, 1, 8),
)
# Question groups: paragraphs (1, 2), (5, 6), (9, 10) and (13, 14) share one question.
_PAIRS = (1, 5, 9, 13)
_SUBHEADING_BEFORE = (4, 8, 12, 16)


def article_meta(lang: str, year: int, week: int) -> tuple[str, str]:
    """(title, topic) of the week's study article."""
    return ARTICLES[lang][(year * 53 + week) % len(ARTICLES[lang])]


def paragraph_count(year: int, week: int) -> int:
    return 16 + (year + week) % 4


def theme_of(year: int, week: int) -> tuple[int, int, int]:
    return THEMES[(year + week) % len(THEMES)]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def watchtower_article(lang: str, year: int, week: int) -> str | None:
    """The `<article>` of one study article (also used inside the Watchtower EPUB)."""
    if monday(year, week) is None:
        return None
    info = wol_language(lang)
    docid = week_docids(year, week)[1]
    title, topic = article_meta(lang, year, week)
    song = 1 + seed("wsong", year, week) % 151
    tb, tc, tv = theme_of(year, week)
    pid = 0
    link_n = 0

    def next_pid() -> int:
        nonlocal pid
        pid += 1
        return pid

    def cite(book: int, chapter: int, verses: str, *, full: bool = False) -> str:
        nonlocal link_n
        link_n += 1
        return scripture(lang, docid, link_n, book, chapter, verses, full=full)

    def ref(k: int, i: int) -> tuple[int, int, str]:
        book, chapter = CITED_CHAPTERS[seed("c", year, week, i, k) % len(CITED_CHAPTERS)]
        count = books.verse_count(book, chapter)
        verse = 1 + seed("v", year, week, i, k) % (count - 1)
        verses = f"{verse}, {verse + 1}" if (i + k) % 3 == 0 else str(verse)
        return book, chapter, verses

    fill = {"topic": topic, "Topic": _cap(topic)}
    out = [
        f'<article id="article" class="article document pub-w docClass-40 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">',
        "<header>",
        f'<p class="contextTtl" id="p{next_pid()}" data-pid="{pid}"><strong>'
        f"{STUDY_ARTICLE[lang]} {week}</strong><br>"
        f"{esc(week_dates(lang, year, week, with_year=True).upper())}</p>",
        f'<p class="pubRefs" id="p{next_pid()}" data-pid="{pid}">{SONG[lang].upper()} {song}</p>',
        f'<h1 id="p{next_pid()}" data-pid="{pid}">{esc(title)}</h1>',
        f'<p class="themeScrp" id="p{next_pid()}" data-pid="{pid}">'
        f"“{esc(verse_text(lang, tb, tc, tv).rstrip('.'))}.”—{cite(tb, tc, str(tv))}.</p>",
        "</header>",
        f'<div class="boxSupplement"><p class="boxTtl">{FOCUS[lang]}</p>'
        f'<p id="p{next_pid()}" data-pid="{pid}">'
        f"{esc(SENTENCES[lang][0].format(**fill))}</p></div>",
        '<div class="bodyTxt">',
    ]
    total = paragraph_count(year, week)
    question_pid = 0
    for i in range(1, total + 1):
        if i in _SUBHEADING_BEFORE:
            heading = SUBHEADINGS[lang][_SUBHEADING_BEFORE.index(i)]
            out.append(f'<h2 id="p{next_pid()}" data-pid="{pid}">{esc(heading)}</h2>')
        if i == 7:
            out.append(
                f'<figure><figcaption><p class="figcaption" id="p{next_pid()}" '
                f'data-pid="{pid}">{esc(CAPTION[lang])}</p></figcaption></figure>'
            )
        paired = i in _PAIRS and i < total
        if i in _PAIRS or (i - 1) not in _PAIRS or i - 1 == total:
            numbers = f"{i}-{i + 1}." if paired else f"{i}."
            question = QUESTIONS[lang][seed("q", year, week, i) % len(QUESTIONS[lang])]
            question_pid = next_pid()
            out.append(
                f'<p class="qu" id="p{question_pid}" data-pid="{question_pid}">'
                f"<strong>{numbers}</strong> {esc(question.format(**fill))}</p>"
            )
        first_sentence = seed("s", year, week, i)
        sentences = [
            SENTENCES[lang][(first_sentence + 5 * k) % len(SENTENCES[lang])].format(**fill)
            for k in range(3)
        ]
        body = " ".join(esc(s) for s in sentences[:2])
        if i % 4 == 1:  # a scripture to be read aloud
            b, c, v = ref(0, i)
            read = f"(<em>{READ[lang]}</em> {cite(b, c, v, full=True)}"
            if i % 8 == 5:
                b2, c2, v2 = ref(1, i)
                read += f"; {cite(b2, c2, v2, full=True)}"
            body += f" {read}.)"
        else:
            b, c, v = ref(0, i)
            cited = cite(b, c, v)
            if i % 3 == 0:
                b2, c2, v2 = ref(1, i)
                cited += f"; {cite(b2, c2, v2)}"
            body += f" ({cited})"
        body += f" {esc(sentences[2])}"
        p = next_pid()
        out.append(
            f'<p class="p{p}" id="p{p}" data-pid="{p}" data-rel-pid="[{question_pid}]">'
            f'<span class="parNum" data-pnum="{i}">{i}</span> {body}</p>'
        )
    out.append("</div>")
    items = "".join(
        f'<li><p id="p{next_pid()}" data-pid="{pid}">{esc(q.format(**fill))}</p></li>'
        for q in REVIEW_QUESTIONS[lang]
    )
    out.append(
        '<div class="blockTeach"><aside><div class="boxContent">'
        f'<h2>{REVIEW_HEADING[lang]}</h2><ul class="noMarker">{items}</ul></div></aside></div>'
    )
    out.append("</article>")
    return "\n".join(out)
