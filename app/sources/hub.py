"""SourceHub: the one door to content that agents use (`ctx.sources`).

    async with SourceHub(load_settings()) as hub:
        page = await hub.chapter("es", 43, 3)
        passage = await hub.verses("en", parse_reference("John 3:16-18"))
        week = await hub.workbook_week("pt", date(2026, 6, 3))
        article = await hub.watchtower_study("en", date(2026, 6, 7))
        hits = await hub.search("es", "bondad", kind="publications")
        for message in hub.notice_messages(): ...

One hub holds one HTTP client (per-host rate limits, retries), one cache and
the notices of everything it served from a saved copy. Everything is fetched
on request only. Errors are `Offline`, `RetryableError`, `SourceChanged`
(a page lost the structure the parsers expect) and `HttpStatusError`
(e.g. 404), all with messages in the person's language.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel, Field

from app.core.errors import Offline, PreparoError
from app.core.i18n import tr
from app.core.settings import Settings, load_settings
from app.core.text import fold
from app.core.urls import content_host
from app.sources.cache import Cache, CacheStats
from app.sources.citation_items import CitationItem
from app.sources.epub import epub_watchtower_articles, epub_workbook_weeks
from app.sources.fetcher import Fetcher, Notice
from app.sources.http import HttpPolicy, HttpStats, PoliteHttp
from app.sources.losses import Loss, keep, recovered
from app.sources.parsers import (
    ChapterPage,
    DailyText,
    MeetingsPage,
    PubDocument,
    PubParagraph,
    PubRef,
    TopicSubject,
    Verse,
    WatchtowerArticle,
    WorkbookWeek,
    parse_daily,
)
from app.sources.pubmedia import PubMediaClient, watchtower_issues, workbook_issue
from app.sources.references import BibleRef
from app.sources.search_api import SearchClient, SearchHit, SearchKind
from app.sources.shelf import kept_chapter, kept_daily_markup, shelf_epub
from app.sources.wol import Bible, Document, WolClient, iso_week

DayLike = date | datetime | str
T = TypeVar("T")

MAX_PASSAGE_CHAPTERS = 12  # a passage of more chapters is a reading plan, not a lookup


# -- passages -------------------------------------------------------------------------


class PassageVerse(BaseModel):
    chapter: int
    verse: int
    text: str


class PassageNote(BaseModel):
    chapter: int
    verse: int | None
    headword: str = ""
    text: str


class PassageMarginal(BaseModel):
    chapter: int
    verse: int | None
    refs: list[str] = Field(default_factory=list)
    src: str = ""


class Passage(BaseModel):
    """Exactly the verses of a reference, with their study notes, footnotes and
    marginal references."""

    book: int
    chapter: int
    chapter_end: int | None = None
    display: str
    wol_url: str
    jwlibrary_url: str
    verses: list[PassageVerse] = Field(default_factory=list)
    study_notes: list[PassageNote] = Field(default_factory=list)
    footnotes: list[PassageNote] = Field(default_factory=list)
    marginal_refs: list[PassageMarginal] = Field(default_factory=list)
    missing: list[int] = Field(default_factory=list)  # requested verses not on the page
    warnings: list[str] = Field(default_factory=list)

    @property
    def text(self) -> str:
        """The verses as one text, each led by its number."""
        return " ".join(f"{v.verse} {v.text}" for v in self.verses)


def _passage(
    ref: BibleRef, pages: list[ChapterPage], display: str, url: str, jwlib: str
) -> Passage:
    passage = Passage(
        book=ref.book,
        chapter=ref.chapter,
        chapter_end=ref.chapter_end,
        display=display,
        wol_url=url,
        jwlibrary_url=jwlib,
    )
    wanted = set(ref.verses)

    def keep(verse: int | None) -> bool:
        return not wanted or verse in wanted

    for number, page in zip(_chapters(ref), pages, strict=True):
        passage.warnings.extend(page.warnings)
        found = {v.verse for v in page.verses}
        passage.missing.extend(v for v in sorted(wanted) if v not in found)
        passage.verses.extend(
            PassageVerse(chapter=number, verse=v.verse, text=v.text)
            for v in page.verses
            if keep(v.verse)
        )
        passage.study_notes.extend(
            PassageNote(chapter=number, verse=n.verse, headword=n.headword, text=n.text)
            for n in page.study_notes
            if keep(n.verse)
        )
        passage.footnotes.extend(
            PassageNote(chapter=number, verse=f.verse, text=f.text)
            for f in page.footnotes
            if keep(f.verse)
        )
        passage.marginal_refs.extend(
            PassageMarginal(chapter=number, verse=m.verse, refs=m.refs, src=m.src)
            for m in page.marginal_refs
            if keep(m.verse)
        )
    return passage


def _chapters(ref: BibleRef) -> list[int]:
    return list(range(ref.chapter, (ref.chapter_end or ref.chapter) + 1))


# -- publication references ----------------------------------------------------------------


class ResolvedDocument(BaseModel):
    """A document a reference leads to, with the paragraphs the reference names."""

    docid: int | None = None
    url: str
    publication: str = ""
    context: str = ""  # "LECCIÓN 2"
    title: str = ""
    theme_scripture: str = ""
    selected: list[PubParagraph] = Field(default_factory=list)  # the cited point/paragraphs
    paragraphs: list[PubParagraph] = Field(default_factory=list)  # the whole document


class ResolvedRef(BaseModel):
    """A workbook publication reference followed through the site's citation link."""

    ref: PubRef
    documents: list[ResolvedDocument] = Field(default_factory=list)

    @property
    def text(self) -> str:
        return " ".join(p.text for d in self.documents for p in d.selected)


def select_paragraphs(doc: PubDocument, ref: PubRef, item: CitationItem) -> list[PubParagraph]:
    """The paragraphs a reference names: its point, its paragraphs, the citation's anchor,
    or (a whole lesson) every paragraph that is not a heading."""
    if ref.point is not None and (point := doc.numbered(ref.point)) is not None:
        return [point]
    if ref.paragraphs:
        found = [p for n in ref.paragraphs if (p := doc.numbered(n)) is not None]
        if found:
            return found
    if item.pid is not None and (anchored := doc.by_pid(item.pid)) is not None:
        return [anchored]
    if ref.point is None and not ref.paragraphs:
        return [p for p in doc.paragraphs if p.kind != "heading"]
    return [PubParagraph(text=item.text)] if item.text else []


# -- weeks of publications ------------------------------------------------------------------

_MONTHS: dict[str, int] = {}
for _names in (
    "january february march april may june july august september october november december",
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro",
):
    for _i, _name in enumerate(_names.split(), start=1):
        _MONTHS[_name] = _i
_MONTHS["setiembre"] = 9
_TOKEN = re.compile(r"[a-z]+|\d{1,4}")


def week_range(text: str, near: date) -> tuple[date, date] | None:
    """The first and last day of a dates heading ("JUNE 1-7", "29 DE JUNIO–5 DE JULIO",
    "1-7 DE JUNHO DE 2026"), in the year nearest `near` unless the text names one."""
    months: list[tuple[int, int]] = []  # (position, month)
    days: list[tuple[int, int]] = []
    year: int | None = None
    for pos, token in enumerate(_TOKEN.findall(fold(text))):
        if token.isdigit():
            value = int(token)
            if len(token) == 4:
                year = value
            elif 1 <= value <= 31:
                days.append((pos, value))
        elif token in _MONTHS or (len(token) >= 3 and token[:3] in _PREFIXES):
            months.append((pos, _MONTHS.get(token) or _PREFIXES[token[:3]]))
    if not months or not days:
        return None
    month_first = months[0][0] < days[0][0]

    def month_of(pos: int) -> int:
        if month_first:
            before = [m for p, m in months if p < pos]
            return before[-1] if before else months[0][1]
        after = [m for p, m in months if p > pos]
        return after[0] if after else months[-1][1]

    (p1, d1), (p2, d2) = days[0], days[-1]
    m1, m2 = month_of(p1), month_of(p2)
    years = [year] if year is not None else [near.year - 1, near.year, near.year + 1]
    best: tuple[date, date] | None = None
    for end_year in years:
        start_year = end_year - 1 if m1 > m2 else end_year
        try:
            start, end = date(start_year, m1, d1), date(end_year, m2, d2)
        except ValueError:
            continue
        if end < start or (end - start).days > 14:
            continue
        if best is None or abs((start - near).days) < abs((best[0] - near).days):
            best = (start, end)
    return best


_PREFIXES: dict[str, int] = {}
for _name, _number in _MONTHS.items():
    _PREFIXES.setdefault(_name[:3], _number)


def covers(text: str, day: date) -> bool:
    found = week_range(text, day)
    return found is not None and found[0] <= day <= found[1]


def as_date(value: DayLike) -> date:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    return date.fromisoformat(value.strip()[:10])


def monday_of(day: date) -> date:
    return day - timedelta(days=day.weekday())


# -- the hub ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class HubStatus:
    offline: bool
    cache: CacheStats | None
    http: HttpStats
    cache_hits: int
    network_fetches: int
    stale_served: int


class SourceHub:
    """Typed, polite, cached access to wol.jw.org and the jw-cdn APIs."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        language: str | None = None,
        policy: HttpPolicy | None = None,
        cache: Cache | None = None,
        use_cache: bool = True,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.settings = settings or load_settings()
        self.language = language or self.settings.language
        self.notices: list[Notice] = []
        self.http = PoliteHttp(
            policy, language=self.language, transport=transport,
            content_hosts=(content_host(self.settings.wol_url),
                           content_host(self.settings.cdn_url)),
        )
        self._owns_cache = cache is None and use_cache
        if cache is None and use_cache:
            cache = Cache(max_bytes=self.settings.cache_max_mb * 1024 * 1024)
        self.cache = cache
        self.fetcher = Fetcher(
            self.http,
            cache,
            offline=self.settings.offline,
            language=self.language,
            notices=self.notices,
        )
        self.wol = WolClient(self.fetcher, self.settings.wol_url)
        self.search_api = SearchClient(self.fetcher, self.settings.cdn_url,
                                       (content_host(self.settings.wol_url),))
        self.pubs = PubMediaClient(self.fetcher, self.settings.cdn_url)

    # -- life cycle ----------------------------------------------------------------------

    async def __aenter__(self) -> SourceHub:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the HTTP client, and the cache if the hub opened it."""
        await self.http.aclose()
        if self.cache is not None and self._owns_cache:
            await asyncio.to_thread(self.cache.close)

    @property
    def offline(self) -> bool:
        return self.fetcher.offline

    @offline.setter
    def offline(self, value: bool) -> None:
        """Switch offline mode at run time (the status bar's toggle)."""
        self.fetcher.offline = value

    # -- notices and figures -------------------------------------------------------------

    def notice_messages(self) -> list[str]:
        return [n.message for n in self.notices]

    async def status(self) -> HubStatus:
        return HubStatus(
            offline=self.offline,
            cache=await self.cache.stats() if self.cache is not None else None,
            http=self.http.stats,
            cache_hits=self.fetcher.stats.cache_hits,
            network_fetches=self.fetcher.stats.network,
            stale_served=self.fetcher.stats.stale_served,
        )

    # -- links for citations -------------------------------------------------------------

    def wol_url_chapter(
        self,
        language: str,
        book: int,
        chapter: int,
        verses: tuple[int, int] | None = None,
        bible: Bible = "nwtsty",
    ) -> str:
        return self.wol.urls.chapter(language, book, chapter, bible, verses)

    def wol_url_verses(self, language: str, ref: BibleRef, bible: Bible = "nwtsty") -> str:
        return ref.wol_url(self.settings.wol_url, language, bible)

    def wol_url_document(self, language: str, docid: int) -> str:
        return self.wol.urls.document(language, docid)

    def wol_url_daily_text(self, language: str, day: DayLike) -> str:
        return self.wol.urls.daily_text(language, as_date(day))

    def wol_url_meetings(self, language: str, day: DayLike) -> str:
        return self.wol.urls.meetings(language, as_date(day))

    def wol_url_absolute(self, href: str) -> str:
        """A link found inside a page (`/es/wol/bc/...`) made absolute."""
        return self.wol.urls.absolute(href)

    # -- Bible ------------------------------------------------------------------------------

    async def chapter(
        self, language: str, book: int, chapter: int, bible: Bible = "nwtsty"
    ) -> ChapterPage:
        """A chapter's verses. When the library holds the Bible in the language, its text
        comes first for the plain Bible (`nwt`) and offline; the study edition's page
        (`nwtsty`, with study notes) comes from the site, and the library's text stands in
        (saying the notes need the site) when the site cannot be reached."""
        kept = await asyncio.to_thread(kept_chapter, language, book, chapter)
        if not kept:
            return await self.wol.chapter(language, book, chapter, bible)
        page = ChapterPage(book=book, chapter=chapter,
                           title=BibleRef(book, chapter).display(language),
                           verses=[Verse(verse=v, text=t) for v, t in kept])
        if bible == "nwt":
            return page
        if not self.offline:
            try:
                return await self.wol.chapter(language, book, chapter, bible)
            except PreparoError:
                pass
        note = tr("library.kept_verses", self.language, chapter=page.title)
        self.fetcher.add_notice("fallback", "", note)
        page.warnings.append(note)
        return page

    async def verses(self, language: str, ref: BibleRef, bible: Bible = "nwtsty") -> Passage:
        """The text of exactly the verses of `ref` with their study notes, footnotes and
        marginal references (a whole-chapter reference gives the whole chapter)."""
        chapters = _chapters(ref)
        if len(chapters) > MAX_PASSAGE_CHAPTERS:
            raise ValueError(
                f"{ref.display(language)}: at most {MAX_PASSAGE_CHAPTERS} chapters at a time"
            )
        pages = await asyncio.gather(
            *(self.chapter(language, ref.book, c, bible) for c in chapters)
        )
        return _passage(
            ref,
            list(pages),
            ref.display(language),
            ref.wol_url(self.settings.wol_url, language, bible),
            ref.jwlibrary_url(language),
        )

    # -- documents ---------------------------------------------------------------------------

    async def document(self, language: str, docid: int) -> Document:
        """A wol document parsed by its kind (workbook week, study article, topic, article)."""
        return await self.wol.document(language, docid)

    async def topic(self, language: str, docid: int) -> TopicSubject:
        """A subject page of the publications index."""
        return await self.wol.topic(language, docid)

    async def daily_text(self, language: str, day: DayLike) -> DailyText:
        """The day's text: from the library's daily text book of the year when kept
        (`es26`), else from the site."""
        when = as_date(day)
        markup = await asyncio.to_thread(kept_daily_markup, language, when)
        if markup is not None:
            kept = await asyncio.to_thread(
                parse_daily, markup, date=when.isoformat(), language=language)
            if kept.date == when.isoformat() and kept.text:
                return kept
        return await self.wol.daily_text(language, when)

    # -- meetings ------------------------------------------------------------------------------

    async def meetings_week(self, language: str, day: DayLike) -> MeetingsPage:
        """The meetings page of the Monday-Sunday (ISO) week holding `day`."""
        return await self.wol.meetings(language, as_date(day))

    async def workbook_week(self, language: str, day: DayLike) -> WorkbookWeek:
        """The midweek meeting workbook of the week holding `day`: from the library's
        copy of the issue, else from the wol pages, or from the workbook EPUB when the
        pages fail."""
        when = as_date(day)
        if (kept := await self.shelf_workbook_week(language, when)) is not None:
            return kept

        async def html() -> WorkbookWeek:
            week = await self.wol.meetings(language, when)
            if week.workbook_docid is None:
                raise self._not_found("mwb", when)
            return await self.wol.workbook(language, week.workbook_docid)

        return await self._with_fallback(html, lambda: self.workbook_week_epub(language, when))

    async def watchtower_study(self, language: str, day: DayLike) -> WatchtowerArticle:
        """The Watchtower study article of the week holding `day`: from the wol pages,
        or from the study edition EPUB (dated about two months before) when they fail.
        The library's copy of the issue comes first."""
        when = as_date(day)
        if (kept := await self.shelf_watchtower_study(language, when)) is not None:
            return kept

        async def html() -> WatchtowerArticle:
            week = await self.wol.meetings(language, when)
            if week.watchtower_docid is None:
                raise self._not_found("w", when)
            return await self.wol.watchtower(language, week.watchtower_docid)

        return await self._with_fallback(
            html, lambda: self.watchtower_study_epub(language, when)
        )

    async def workbook_by_docid(self, language: str, day: DayLike, docid: int) -> WorkbookWeek:
        """The workbook week whose docId is known (meeting.week found it), or the week of
        `day` from the workbook EPUB when that page fails (the meetings page is not
        fetched again). The library's copy of the issue comes first."""
        when = as_date(day)
        if (kept := await self.shelf_workbook_week(language, when)) is not None:
            return kept
        return await self._with_fallback(
            lambda: self.wol.workbook(language, docid),
            lambda: self.workbook_week_epub(language, when),
        )

    async def watchtower_by_docid(
        self, language: str, day: DayLike, docid: int
    ) -> WatchtowerArticle:
        """The study article whose docId is known (meeting.week found it), or the article
        of `day` from the study edition EPUB when that page fails (the meetings page is
        not fetched again). The library's copy of the issue comes first."""
        when = as_date(day)
        if (kept := await self.shelf_watchtower_study(language, when)) is not None:
            return kept
        return await self._with_fallback(
            lambda: self.wol.watchtower(language, docid),
            lambda: self.watchtower_study_epub(language, when),
        )

    async def shelf_workbook_week(self, language: str, day: date) -> WorkbookWeek | None:
        """The week of `day` from the library's workbook issue; None when not kept."""
        data = shelf_epub("mwb", workbook_issue(monday_of(day)), language)
        if data is None:
            return None
        weeks = await asyncio.to_thread(epub_workbook_weeks, data, self.language)
        return next((week for week in weeks if covers(week.dates, day)), None)

    async def shelf_watchtower_study(self, language: str, day: date) -> WatchtowerArticle | None:
        """The study article of `day` from the library's study issues; None when not kept."""
        for issue in watchtower_issues(monday_of(day)):
            data = shelf_epub("w", issue, language)
            if data is None:
                continue
            articles = await asyncio.to_thread(epub_watchtower_articles, data, self.language)
            for article in articles:
                if covers(article.dates, day):
                    return article
        return None

    async def workbook_week_epub(self, language: str, day: DayLike) -> WorkbookWeek:
        """The workbook week of `day` read from the issue's EPUB (odd month of the pair)."""
        when = as_date(day)
        data = await self.epub(language, "mwb", workbook_issue(monday_of(when)))
        weeks = await asyncio.to_thread(epub_workbook_weeks, data, self.language)
        for week in weeks:
            if covers(week.dates, when):
                return week
        raise self._not_found("mwb", when)

    async def watchtower_study_epub(self, language: str, day: DayLike) -> WatchtowerArticle:
        """The study article of `day` read from the study edition EPUB (trying the issue
        two months before first, then the neighbouring ones)."""
        when = as_date(day)
        read_any = False
        first_error: PreparoError | None = None
        losses: list[Loss] = []
        for issue in watchtower_issues(monday_of(when)):
            data: bytes | None = None
            offline: Offline | None = None
            with recovered() as lost:  # an issue that failed is no loss once one holds it
                try:
                    data = await self.epub(language, "w", issue)
                except Offline as exc:
                    offline = exc
                except PreparoError as exc:
                    first_error = first_error or exc
            losses.extend(lost)
            if offline is not None:  # the other issues cannot be reached either
                keep(losses)
                raise offline
            if data is None:
                continue
            read_any = True
            articles = await asyncio.to_thread(epub_watchtower_articles, data, self.language)
            for article in articles:
                if covers(article.dates, when):
                    return article
        keep(losses)
        if not read_any and first_error is not None:
            raise first_error
        raise self._not_found("w", when)

    def _not_found(self, pub: str, day: date) -> PreparoError:
        key = "what_workbook_week" if pub == "mwb" else "what_watchtower_study"
        what = tr(key, self.language)
        return PreparoError(
            tr("not_in_publication", self.language, what=what, date=day.isoformat())
        )

    async def _with_fallback(
        self, primary: Callable[[], Awaitable[T]], fallback: Callable[[], Awaitable[T]]
    ) -> T:
        """The wol page route, then the EPUB route; the first error if both fail. What the
        page route could not read is no loss when the EPUB route brings it."""
        first: PreparoError | None = None
        with recovered() as losses:
            try:
                found = await primary()
            except PreparoError as failed:
                first = failed
        if first is None:
            keep(losses)
            return found
        try:
            result = await fallback()
        except PreparoError:
            keep(losses)
            raise first from None
        self.fetcher.add_notice("fallback", "", tr("used_epub", self.language, reason=first))
        return result

    async def resolve_pub_ref(self, language: str, ref: PubRef) -> ResolvedRef:
        """Follow a workbook reference ("lmd lección 2 punto 5") through its citation link
        to the lesson or article, keeping the point or paragraphs it names. A reference
        without a link resolves to no documents."""
        resolved = ResolvedRef(ref=ref)
        if not ref.href:
            return resolved
        items = await self.wol.citation(ref.href)
        for item in items:
            if item.docid is None:
                resolved.documents.append(ResolvedDocument(
                    url=item.url, title=item.title,
                    selected=[PubParagraph(text=item.text)] if item.text else []))
                continue
            doc = await self.wol.publication(language, item.docid)
            resolved.documents.append(ResolvedDocument(
                docid=item.docid,
                url=item.url or self.wol.urls.document(language, item.docid),
                publication=doc.publication,
                context=doc.context,
                title=doc.title or item.title,
                theme_scripture=doc.theme_scripture,
                selected=select_paragraphs(doc, ref, item),
                paragraphs=doc.paragraphs,
            ))
        return resolved

    # -- search -------------------------------------------------------------------------------

    async def search(
        self, language: str, query: str, kind: SearchKind = "all", limit: int = 10
    ) -> list[SearchHit]:
        """Search hits with title, snippet (plain text) and wol link."""
        return await self.search_api.search(language, query, kind, limit)

    async def epub(self, language: str, pub: str, issue: str) -> bytes:
        """A publication file: the library's copy, else through the official links API
        (cached for 60 days)."""
        kept = shelf_epub(pub, issue, language)
        return kept if kept is not None else await self.pubs.epub(language, pub, issue)

    def meeting_week_of(self, day: DayLike) -> tuple[int, int]:
        """(ISO year, ISO week) of the meetings week holding `day`."""
        return iso_week(as_date(day))

    def describe(self) -> dict[str, Any]:
        return {
            "wol_url": self.settings.wol_url,
            "cdn_url": self.settings.cdn_url,
            "offline": self.offline,
            "language": self.language,
        }
