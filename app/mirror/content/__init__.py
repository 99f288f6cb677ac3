"""Synthetic content of the local mirror, in the real page structures (see SOURCES.md).

Pure functions, deterministic; the only file read is the public-domain Bible text
(resources/bible, read once). Languages are the ui codes en, es, pt (`lang`) or, for
the jw-cdn APIs, the JW codes E, S, T (`lang_code`). Every sentence is written for the
project except the verse texts: a public-domain translation (en: World English Bible,
es: Reina-Valera 1909; never NWT text), and for pt, which has none, written texts of the
cited verses and sentences generated from short phrases elsewhere.

Pages (None when the thing does not exist):
    chapter_page(lang, book, chapter, *, size_hint=None) -> str | None
        `/wol/b/...` study-edition chapter with study pane; size_hint (bytes)
        grows the chapter (more verses) for benchmarks.
    meetings_page(lang, year, week) -> str | None     `/wol/meetings/.../{year}/{week}`
    document_page(lang, docid) -> str | None          `/wol/d/.../{docid}`: workbook
        weeks, study articles, the two topic index subjects (TOPIC_DOCIDS), the
        teaching documents the workbook cites (lmd/th/lfb lessons, research articles),
        and the question-and-answer articles, index subjects, Research Guide entries
        and talk titles of articles.py
    publication_page(lang, symbol) -> str | None   `/wol/publication/.../{symbol}`: the Bible
        course's (lff) table of contents; its lessons are documents (course.py)
    publication_citation(lang, docid, n) -> dict | None   `/wol/pc/.../{docid}/{n}/0`:
        {"items": [{did, title, reference, url (a /wol/d/ link, #h=pid), content}]}
    daily_text_page(lang, year, month, day) -> str | None   `/wol/dt/...`
    whats_new_page(lang, today) -> str | None         jw.org's "What's New" (whats_new.py)
    changed_markup(html) -> str                       the fault-mode variant of a page

docId scheme:
    week_docids(year, week) -> (workbook_docid, watchtower_docid)
    docid_week(docid) -> ("mwb" | "w", year, week) | None
    workbook_issue(year, week) / watchtower_issue(year, week) -> "YYYYMM"

APIs:
    search_results(lang_code, kind, query, wol_base="https://wol.jw.org") -> dict
        kind: all | publications | bible (every verse of the language) | indexes; groups
        of items with links.wol
    search_page(lang, query, wol_base) -> str          `/{iso}/wol/s/{r}/{lp}?q=` (finder links)

Variants: PREPARO_MIRROR_VARIANTS=tidy|real|mixed (app.mirror.content.variants) serves the
real site's page shapes beside the tidy ones; see SOURCES.md "Real variants".
    pub_media_links(pub, issue, lang_code, base_url) -> dict | None
        GETPUBMEDIALINKS (EPUB) for pub mwb | w; file URLs are
        {base_url}/files/{pub}/{issue}/{pub}_{lang_code}_{issue}.epub; for pub nwt (the
        whole Bible, no issue) {base_url}/files/nwt/nwt_{lang_code}.epub
    epub_file(pub, issue, lang_code) -> bytes | None
    epub_for_path(path) -> bytes | None               bytes for such a file URL path
    issue_weeks(pub, issue) -> list[(year, week)]

Helpers for tests: verse_text(lang, book, chapter, verse), verse_count(book, chapter),
LANGS, TOPIC_DOCIDS.
"""

from __future__ import annotations

import datetime as dt

from app.mirror.content._common import (
    LANGS,
    TOPIC_DOCIDS,
    docid_week,
    lang_of,
    page,
    watchtower_issue,
    week_docids,
    workbook_issue,
)
from app.mirror.content.apis import (
    SEARCH_KINDS,
    epub_file,
    epub_for_path,
    issue_weeks,
    pub_media_links,
    search_page,
    search_results,
)
from app.mirror.content.articles import extra_document
from app.mirror.content.articles import publication_citation as article_citation
from app.mirror.content.bible import chapter_html, verse_text
from app.mirror.content.books import verse_count
from app.mirror.content.course import course_contents, lesson_article
from app.mirror.content.daily import daily_html
from app.mirror.content.faults import changed_markup
from app.mirror.content.lessons import citation_items, docid_lesson, render_lesson
from app.mirror.content.meetings import meetings_html
from app.mirror.content.topics import topic_article, topic_title
from app.mirror.content.watchtower import article_meta, watchtower_article
from app.mirror.content.whats_new import PATHS as WHATS_NEW_PATHS
from app.mirror.content.whats_new import whats_new_html
from app.mirror.content.workbook import workbook_article, workbook_link


def chapter_page(lang: str, book: int, chapter: int, *, size_hint: int | None = None) -> str | None:
    if lang_of(lang) is None:
        return None
    return chapter_html(lang, book, chapter, size_hint=size_hint)


def meetings_page(lang: str, year: int, week: int) -> str | None:
    if lang_of(lang) is None:
        return None
    return meetings_html(lang, year, week)


def document_page(lang: str, docid: int) -> str | None:
    if lang_of(lang) is None:
        return None
    article: str | None
    extra = extra_document(lang, docid)
    if extra is not None:
        title, article = extra
    elif (lesson_page := lesson_article(lang, docid)) is not None:
        title, article = lesson_page
    elif docid in TOPIC_DOCIDS:
        article = topic_article(lang, docid)
        title = topic_title(lang, docid)
    elif docid_lesson(docid) is not None:
        lesson = render_lesson(lang, docid)
        if lesson is None:
            return None
        article, title = lesson.article, lesson.title
    else:
        found = docid_week(docid)
        if found is None:
            return None
        pub, year, week = found
        if pub == "mwb":
            article = workbook_article(lang, year, week)
            title = f"{year}-W{week:02d}"
        else:
            article = watchtower_article(lang, year, week)
            title = article_meta(lang, year, week)[0]
    if article is None:
        return None
    info = lang_of(lang)
    assert info is not None
    canonical = f"/{info.iso}/wol/d/{info.resource}/{info.lp}/{docid}"
    return page(lang, title, article, canonical=canonical)


def publication_page(lang: str, symbol: str) -> str | None:
    """`/{iso}/wol/publication/{r}/{lp}/{symbol}`: a publication's table of contents (the
    Bible course, lff)."""
    info = lang_of(lang)
    found = course_contents(lang, symbol) if info is not None else None
    if info is None or found is None:
        return None
    title, article = found
    canonical = f"/{info.iso}/wol/publication/{info.resource}/{info.lp}/{symbol}"
    return page(lang, title, article, canonical=canonical)


def whats_new_page(lang: str, today: dt.date) -> str | None:
    """jw.org's "What's New" page (`/en/whats-new/`, `/es/novedades/`, `/pt/novidades/`),
    its items dated from `today`."""
    return whats_new_html(lang, today) if lang_of(lang) is not None else None


def publication_citation(lang: str, docid: int, n: int) -> dict[str, object] | None:
    """The answer of a publication citation link: from a workbook week, an index
    subject or a Research Guide entry."""
    if lang_of(lang) is None:
        return None
    found = docid_week(docid)
    if found is None:
        return article_citation(lang, docid, n)
    if found[0] != "mwb":
        return None
    spec = workbook_link(lang, found[1], found[2], n)
    if spec is None:
        return None
    items = citation_items(lang, spec)
    return {"items": items} if items else None


def daily_text_page(lang: str, year: int, month: int, day: int) -> str | None:
    if lang_of(lang) is None:
        return None
    return daily_html(lang, year, month, day)


__all__ = [
    "LANGS",
    "SEARCH_KINDS",
    "TOPIC_DOCIDS",
    "WHATS_NEW_PATHS",
    "changed_markup",
    "chapter_page",
    "daily_text_page",
    "docid_week",
    "document_page",
    "epub_file",
    "epub_for_path",
    "issue_weeks",
    "meetings_page",
    "pub_media_links",
    "publication_citation",
    "publication_page",
    "search_page",
    "search_results",
    "verse_count",
    "verse_text",
    "watchtower_issue",
    "week_docids",
    "whats_new_page",
    "workbook_issue",
]
