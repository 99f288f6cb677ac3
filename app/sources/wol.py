"""The client of wol.jw.org pages: the real URL shapes (docs SOURCES.md) built from
the base URL in the settings, and the pages parsed (in a worker thread) into the
parser models; a document of a kind without a dedicated parser is an `Article`.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from datetime import date
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, Field

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.core.links import bible_url, document_url
from app.sources.citation_items import CitationItem, citation_items
from app.sources.fetcher import Fetcher
from app.sources.languages import WolLanguage, wol_language
from app.sources.losses import record_loss
from app.sources.parsers import (
    ChapterPage,
    DailyText,
    MeetingsPage,
    PubDocument,
    TopicSubject,
    WatchtowerArticle,
    WorkbookWeek,
    parse_chapter,
    parse_daily,
    parse_meetings,
    parse_publication,
    parse_topic,
    parse_watchtower,
    parse_workbook,
)
from app.sources.parsers.limits import MarkupTooComplex

log = logging.getLogger(__name__)

Bible = Literal["nwtsty", "nwt"]
M = TypeVar("M", bound=BaseModel)


def _lang(language: str) -> WolLanguage:
    return wol_language(language)


def iso_week(day: date) -> tuple[int, int]:
    """ISO year and week of a day: the meetings page of that Monday-Sunday week."""
    iso = day.isocalendar()
    return iso.year, iso.week


class WolUrls:
    """The wol.jw.org URL shapes, on a configurable base."""

    def __init__(self, base: str) -> None:
        self.base = base.rstrip("/")

    def _prefix(self, language: str, route: str) -> str:
        w = _lang(language)
        return f"{self.base}{w.wol_prefix()}/{route}/{w.resource}/{w.lp}"

    def chapter(
        self,
        language: str,
        book: int,
        chapter: int,
        bible: Bible = "nwtsty",
        verses: tuple[int, int] | None = None,
    ) -> str:
        return bible_url(book, chapter, language, self.base, verses, bible)

    def document(self, language: str, docid: int) -> str:
        return document_url(docid, language, self.base)

    def daily_text(self, language: str, day: date) -> str:
        return f"{self._prefix(language, 'dt')}/{day.year}/{day.month}/{day.day}"

    def meetings(self, language: str, day: date) -> str:
        year, week = iso_week(day)
        return f"{self._prefix(language, 'meetings')}/{year}/{week}"

    def absolute(self, href: str) -> str:
        """A link found in a page (often site-relative) made absolute on this base."""
        if href.startswith(("http://", "https://")):
            return href
        return self.base + ("" if href.startswith("/") else "/") + href


_DOC_CLASS = re.compile(r"docClass-(\d{1,6})")


class Article(BaseModel):
    """A wol document of a kind without a dedicated parser: title and paragraphs."""

    docid: int
    doc_class: int | None = None
    title: str = ""
    paragraphs: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


Document = WorkbookWeek | WatchtowerArticle | TopicSubject | Article


def _article(docid: int, markup: str, language: str = "en") -> Article:
    from app.sources.parsers._html import text_of, tree_of

    tree = tree_of(markup, language)
    m = _DOC_CLASS.search(markup)
    art = Article(docid=docid, doc_class=int(m.group(1)) if m else None)
    art.title = text_of(tree.css_first("article h1") or tree.css_first("h1"))
    for node in tree.css("article p[data-pid], div.bodyTxt p"):
        text = text_of(node)
        if text and text not in art.paragraphs:
            art.paragraphs.append(text)
    if not art.title:
        art.warnings.append("no title (h1)")
    if not art.paragraphs:
        art.warnings.append("no paragraphs (p[data-pid])")
    return art


def document_kind(markup: str) -> Literal["workbook", "watchtower", "topic", "article"]:
    """Which parser fits a document: by docClass, then by the topic index's classes."""
    m = _DOC_CLASS.search(markup)
    doc_class = int(m.group(1)) if m else None
    if doc_class == 106 or "pub-mwb" in markup[:20000]:
        return "workbook"
    if doc_class == 40:
        return "watchtower"
    if re.search(r"<p[^>]*\bclass=\"[^\"]*\bst\b", markup) or "pub-rsg" in markup[:20000]:
        return "topic"  # an index subject, or a Research Guide topic (h1 title, no p.st)
    return "article"


# Which field must be non-empty for a parse to count as usable, per kind.
_ESSENTIAL: dict[str, Callable[[Any], bool]] = {
    "chapter": lambda p: bool(p.verses),
    "meetings": lambda p: bool(p.links),
    "workbook": lambda p: bool(p.parts),
    "watchtower": lambda p: bool(p.paragraphs),
    "daily": lambda p: bool(p.text or p.scripture),
    "topic": lambda p: bool(p.title and (p.subheadings or p.see_also)),
    "article": lambda p: bool(p.paragraphs),
    "publication": lambda p: bool(p.paragraphs),
}


async def parsed_page(fetcher: Fetcher, url: str, kind: str, parse: Callable[..., M],
                      usable: Callable[[M], bool], language: str | None = None) -> M:
    """Fetch and parse (`parse(markup, language=...)`, in `language`, else the fetcher's;
    a page it cannot read is reported in it). A copy without the essential structure
    (`usable` false: a garbled answer, a stale cached page) is dropped and fetched once
    more from the host before the page counts as changed, and the loss is recorded."""
    lang = language or fetcher.language
    try:
        try:
            return await _parse_once(fetcher, url, kind, parse, usable, lang)
        except MarkupTooComplex:
            raise
        except SourceChanged as first:
            log.info("%s unusable (%s); fetching it once more", url, first)
            return await _parse_once(fetcher, url, kind, parse, usable, lang, use_cache=False)
    except SourceChanged as exc:  # the page is there, but not its content
        record_loss(url, str(exc) or type(exc).__name__)
        raise


async def _parse_once(fetcher: Fetcher, url: str, kind: str, parse: Callable[..., M],
                      usable: Callable[[M], bool], language: str, *,
                      use_cache: bool = True) -> M:
    fetched = await fetcher.get(url, kind=kind, use_cache=use_cache)
    try:
        page = await asyncio.to_thread(parse, fetched.text(), language=language)
    except SourceChanged:
        await fetcher.forget(url)
        raise
    if not usable(page):
        # Keep the unusable copy out of the cache so the next try fetches again.
        await fetcher.forget(url)
        detail = "; ".join(getattr(page, "warnings", [])[:3]) or kind
        raise SourceChanged(tr("source_changed", language, url=url, detail=detail))
    if not use_cache:
        await fetcher.remember(url, kind, fetched)
    return page


class WolClient:
    """Pages of wol.jw.org, parsed."""

    def __init__(self, fetcher: Fetcher, base_url: str) -> None:
        self.fetcher = fetcher
        self.urls = WolUrls(base_url)

    @property
    def language(self) -> str:
        return self.fetcher.language

    async def _parsed(self, url: str, kind: str, parse: Callable[..., M]) -> M:
        return await parsed_page(self.fetcher, url, kind, parse,
                                 _ESSENTIAL[kind if kind in _ESSENTIAL else "article"])

    async def chapter(
        self, language: str, book: int, chapter: int, bible: Bible = "nwtsty"
    ) -> ChapterPage:
        if not 1 <= book <= 66 or chapter < 1:
            raise ValueError(f"no Bible chapter {book}:{chapter}")
        url = self.urls.chapter(language, book, chapter, bible)
        return await self._parsed(url, "chapter", parse_chapter)

    async def meetings(self, language: str, day: date) -> MeetingsPage:
        return await self._parsed(self.urls.meetings(language, day), "meetings", parse_meetings)

    async def workbook(self, language: str, docid: int) -> WorkbookWeek:
        return await self._parsed(self.urls.document(language, docid), "workbook", parse_workbook)

    async def watchtower(self, language: str, docid: int) -> WatchtowerArticle:
        url = self.urls.document(language, docid)
        return await self._parsed(url, "watchtower", parse_watchtower)

    async def topic(self, language: str, docid: int) -> TopicSubject:
        return await self._parsed(self.urls.document(language, docid), "topic", parse_topic)

    async def daily_text(self, language: str, day: date) -> DailyText:
        url = self.urls.daily_text(language, day)
        wanted = day.isoformat()
        text = await self._parsed(
            url, "daily", lambda h, language: parse_daily(h, date=wanted, language=language))
        return text

    async def citation(self, href: str) -> list[CitationItem]:
        """Where a publication citation link of a page (`/wol/pc/...`) leads, and its text."""
        url = self.urls.absolute(href)
        fetched = await self.fetcher.get(url, kind="document")
        try:
            items = citation_items(fetched.json(), self.urls.absolute)
        except ValueError:
            items = []
        if not items:
            await self.fetcher.forget(url)
            raise SourceChanged(tr("source_changed", self.language, url=url, detail="items"))
        return items

    async def publication(self, language: str, docid: int) -> PubDocument:
        """A teaching document (lesson, article) with its numbered points and paragraphs."""
        url = self.urls.document(language, docid)
        return await self._parsed(url, "publication", parse_publication)

    async def document(self, language: str, docid: int) -> Document:
        """Any document, parsed by the parser its markup calls for."""
        url = self.urls.document(language, docid)
        try:
            fetched = await self.fetcher.get(url, kind="document")
        except SourceChanged:  # a page without its container: once more, then it counts
            try:
                fetched = await self.fetcher.get(url, kind="document", use_cache=False)
            except SourceChanged as exc:
                record_loss(url, str(exc))
                raise
        kind = document_kind(fetched.text())
        if kind == "workbook":
            return await self._parsed(url, kind, parse_workbook)
        if kind == "watchtower":
            return await self._parsed(url, kind, parse_watchtower)
        if kind == "topic":
            return await self._parsed(url, kind, parse_topic)
        return await self._parsed(url, kind, lambda h, language: _article(docid, h, language))
