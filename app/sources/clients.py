"""Typed clients of wol.jw.org, the jw-cdn search API and the publication API.

`Fetcher` joins the polite HTTP client and the cache: a fresh cache entry is
served without a request; an offline setting or an unreachable host serves
the stale entry with a notice, or raises `Offline`. Concurrent requests for
the same URL share one network request.

The clients build the real URL shapes (docs SOURCES.md) from the base URLs in
the settings and return the parser models. Parsing runs in a worker thread.
"""

from __future__ import annotations

import asyncio
import html as html_lib
import logging
import re
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Literal, TypeVar
from urllib.parse import urlencode, urlsplit

from pydantic import BaseModel, Field

from app.core import privacy
from app.core.errors import Offline, RetryableError, SourceChanged
from app.core.i18n import tr
from app.core.jsonfile import loads as bounded_json
from app.core.links import docid_of
from app.core.urls import page_link_allowed
from app.sources.cache import Cache
from app.sources.http import (
    HttpStatusError,
    PoliteHttp,
    RedirectRefused,
    ResponseTooLarge,
    SourceTooSlow,
)
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

SearchKind = Literal["all", "publications", "bible", "indexes"]
SEARCH_KINDS: tuple[SearchKind, ...] = ("all", "publications", "bible", "indexes")
Bible = Literal["nwtsty", "nwt"]

NoticeKind = Literal["stale", "offline_cache", "fallback", "cache_repaired"]
HeadersFactory = Callable[[], Awaitable[Mapping[str, str]]]
M = TypeVar("M", bound=BaseModel)


# -- fetching with the cache ------------------------------------------------------


@dataclass(frozen=True)
class Notice:
    """Something a person should know about where content came from."""

    kind: NoticeKind
    url: str
    message: str


@dataclass(frozen=True)
class Fetched:
    url: str
    body: bytes
    content_type: str = ""
    from_cache: bool = False
    stale: bool = False
    fetched_at: float = 0.0

    def text(self) -> str:
        return self.body.decode("utf-8", "replace")

    def json(self) -> Any:
        return bounded_json(self.body.decode("utf-8", "replace"))


@dataclass
class FetchStats:
    cache_hits: int = 0
    network: int = 0
    stale_served: int = 0
    shared: int = 0  # callers that joined a request already under way


def cache_key(url: str, params: Mapping[str, str] | None = None) -> str:
    if not params:
        return url
    return f"{url}?{urlencode(sorted(params.items()))}"


_step_notices: ContextVar[list[Notice] | None] = ContextVar("preparo_step_notices",
                                                             default=None)


@contextmanager
def notice_scope() -> Iterator[list[Notice]]:
    """Collect the notices raised by the code run inside (one step of a run, with the
    tasks it starts): concurrent steps each get their own list."""
    bucket: list[Notice] = []
    token = _step_notices.set(bucket)
    try:
        yield bucket
    finally:
        _step_notices.reset(token)


def _to_scope(notice: Notice) -> None:
    bucket = _step_notices.get()
    if bucket is not None and notice not in bucket:
        bucket.append(notice)


class Fetcher:
    """Cache first, then the network; stale copies when the network fails."""

    def __init__(
        self,
        http: PoliteHttp,
        cache: Cache | None,
        *,
        offline: bool = False,
        language: str = "en",
        notices: list[Notice] | None = None,
    ) -> None:
        self.http = http
        self.cache = cache
        self.offline = offline
        self.language = language
        self.notices: list[Notice] = notices if notices is not None else []
        self.stats = FetchStats()
        self._inflight: dict[str, asyncio.Future[Fetched]] = {}

    def add_notice(self, kind: NoticeKind, url: str, message: str) -> None:
        """Record a notice once for the session (the same kind and URL are not
        repeated) and once for the step running now (see `notice_scope`)."""
        notice = Notice(kind, url, message)
        if notice not in self.notices:
            self.notices.append(notice)
        _to_scope(notice)

    async def get(
        self,
        url: str,
        *,
        kind: str,
        params: Mapping[str, str] | None = None,
        headers: HeadersFactory | None = None,
        use_cache: bool = True,
    ) -> Fetched:
        key = cache_key(url, params)
        privacy.guard_outbound(key, self.language)  # names never reach a URL or cache key
        running = self._inflight.get(key)
        if running is not None:
            self.stats.shared += 1
            try:
                shared = await asyncio.shield(running)
            except asyncio.CancelledError:
                task = asyncio.current_task()
                if task is not None and task.cancelling():
                    raise  # this caller is being cancelled
                # The leader was cancelled (its own step timed out or was stopped), not
                # this caller: fetch it afresh rather than pass on a cancellation.
                return await self.get(url, kind=kind, params=params, headers=headers,
                                      use_cache=use_cache)
            except _LOST as exc:
                record_loss(key, str(exc) or type(exc).__name__)
                raise
            if shared.stale:  # the leader's notice concerns this step as well
                for notice in [n for n in self.notices if n.url == key]:
                    _to_scope(notice)
            return shared
        future: asyncio.Future[Fetched] = asyncio.get_running_loop().create_future()
        self._inflight[key] = future
        try:
            result = await self._get(key, url, kind, params, headers, use_cache)
        except BaseException as exc:
            if isinstance(exc, asyncio.CancelledError):
                future.cancel()
            else:
                future.set_exception(exc)
                future.exception()  # mark retrieved: nobody else may be waiting
            raise
        finally:
            self._inflight.pop(key, None)
        future.set_result(result)
        return result

    async def _get(
        self,
        key: str,
        url: str,
        kind: str,
        params: Mapping[str, str] | None,
        headers: HeadersFactory | None,
        use_cache: bool,
    ) -> Fetched:
        cache = self.cache if use_cache else None
        entry = await cache.get(key) if cache is not None else None
        self._report_repairs()
        if entry is not None and entry.fresh():
            self.stats.cache_hits += 1
            return Fetched(key, entry.body, entry.content_type, True, False, entry.fetched_at)
        host = urlsplit(url).hostname or url
        if self.offline:
            if entry is not None:
                self.stats.stale_served += 1
                self.add_notice(
                    "offline_cache",
                    key,
                    tr("served_offline", self.language, url=key, date=_day(entry.fetched_at)),
                )
                return Fetched(key, entry.body, entry.content_type, True, True, entry.fetched_at)
            raise Offline(tr("offline_mode", self.language, url=key, host=host))
        try:
            extra = await headers() if headers is not None else None
            self.stats.network += 1
            response = await self.http.get(url, params=params, headers=extra, kind=kind)
        except (Offline, RetryableError) as exc:
            if entry is None:
                record_loss(key, str(exc) or type(exc).__name__)
                raise
            self.stats.stale_served += 1
            self.add_notice(
                "stale",
                key,
                tr("served_stale", self.language, url=key, date=_day(entry.fetched_at), host=host),
            )
            return Fetched(key, entry.body, entry.content_type, True, True, entry.fetched_at)
        except _LOST as exc:
            record_loss(key, str(exc) or type(exc).__name__)
            raise
        if cache is not None:
            await cache.put(key, kind, url, response.content, response.content_type)
            self._report_repairs()
        return Fetched(key, response.content, response.content_type, False, False, time.time())

    def _report_repairs(self) -> None:
        """One line for the person when the cache file was damaged and set aside."""
        if self.cache is None:
            return
        for moved in self.cache.take_repairs():
            self.add_notice("cache_repaired", moved,
                            tr("cache_rebuilt", self.language, path=moved))

    async def remember(self, url: str, kind: str, fetched: Fetched) -> None:
        """Cache a body fetched past the cache once it proved usable."""
        if self.cache is not None and not fetched.from_cache:
            await self.cache.put(cache_key(url), kind, url, fetched.body, fetched.content_type)
            self._report_repairs()

    async def forget(self, url: str, params: Mapping[str, str] | None = None) -> None:
        """Drop a cached body (a page that turned out to be unusable)."""
        if self.cache is not None:
            await self.cache.delete(cache_key(url, params))


# Errors that leave a request without content, besides Offline and RetryableError (a
# 404 or 401 is an answer: the callers that probe, or refresh a token, expect them).
_LOST: tuple[type[Exception], ...] = (Offline, RetryableError, ResponseTooLarge,
                                      RedirectRefused, SourceTooSlow)


def _day(stamp: float) -> str:
    return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M")


# -- wol.jw.org ---------------------------------------------------------------------


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
        url = f"{self._prefix(language, 'b')}/{bible}/{book}/{chapter}"
        if verses is not None:
            first, last = verses
            v = f"{book}:{chapter}:{first}"
            if last != first:
                v += f"-{book}:{chapter}:{last}"
            url += f"#study=discover&v={v}"
        return url

    def document(self, language: str, docid: int) -> str:
        return f"{self._prefix(language, 'd')}/{docid}"

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
_TAG = re.compile(r"<[^>]+>")


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


class CitationItem(BaseModel):
    """One item of a publication citation answer (`/wol/pc/...`): where it leads."""

    docid: int | None = None
    title: str = ""
    reference: str = ""  # "lmd lección 2 punto 5"
    url: str = ""  # absolute /wol/d/ link, with the #h= anchor of the cited paragraph
    pid: int | None = None  # the anchor's paragraph id
    text: str = ""  # the cited text, plain


_ANCHOR = re.compile(r"#h=(\d{1,6})")


def citation_items(data: Any, absolute: Callable[[str], str]) -> list[CitationItem]:
    """The items of a publication citation answer; odd entries are skipped."""
    raw = data.get("items") if isinstance(data, dict) else None
    items: list[CitationItem] = []
    for entry in raw if isinstance(raw, list) else []:
        if not isinstance(entry, dict):
            continue
        url = entry.get("url") if isinstance(entry.get("url"), str) else ""
        did = entry.get("did")
        anchor = _ANCHOR.search(url or "")
        items.append(CitationItem(
            docid=did if isinstance(did, int) else docid_of(url),
            title=_plain(entry.get("title")),
            reference=_plain(entry.get("reference")),
            url=absolute(url) if url else "",
            pid=int(anchor.group(1)) if anchor else None,
            text=_plain(entry.get("content")),
        ))
    return [i for i in items if i.docid is not None or i.text]


class WolClient:
    """Pages of wol.jw.org, parsed."""

    def __init__(self, fetcher: Fetcher, base_url: str) -> None:
        self.fetcher = fetcher
        self.urls = WolUrls(base_url)

    @property
    def language(self) -> str:
        return self.fetcher.language

    async def _parsed(self, url: str, kind: str, parse: Callable[..., M]) -> M:
        """Fetch and parse (`parse(markup, language=...)`: a page it cannot read is reported
        in the client's language); a copy without the essential structure (a garbled answer, a
        stale cached page) is dropped and fetched once more from the host before the
        page counts as changed."""
        try:
            try:
                return await self._parse_once(url, kind, parse)
            except MarkupTooComplex:
                raise
            except SourceChanged as first:
                log.info("%s unusable (%s); fetching it once more", url, first)
                return await self._parse_once(url, kind, parse, use_cache=False)
        except SourceChanged as exc:  # the page is there, but not its content
            record_loss(url, str(exc) or type(exc).__name__)
            raise

    async def _parse_once(
        self, url: str, kind: str, parse: Callable[..., M], *, use_cache: bool = True
    ) -> M:
        fetched = await self.fetcher.get(url, kind=kind, use_cache=use_cache)
        try:
            page = await asyncio.to_thread(parse, fetched.text(), language=self.language)
        except SourceChanged:
            await self.fetcher.forget(url)
            raise
        if not _ESSENTIAL[kind if kind in _ESSENTIAL else "article"](page):
            # Keep the unusable copy out of the cache so the next try fetches again.
            await self.fetcher.forget(url)
            detail = "; ".join(getattr(page, "warnings", [])[:3]) or kind
            raise SourceChanged(tr("source_changed", self.language, url=url, detail=detail))
        if not use_cache:
            await self.fetcher.remember(url, kind, fetched)
        return page

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


# -- search API ------------------------------------------------------------------------


class SearchHit(BaseModel):
    title: str
    snippet: str = ""
    wol_url: str = ""
    kind: str = ""  # the API's subtype or group label
    group: str = ""


def _plain(value: Any) -> str:
    if not isinstance(value, str):
        return ""
    return " ".join(html_lib.unescape(_TAG.sub("", value)).split())


def _hit_link(links: dict[str, Any]) -> str:
    """The hit's wol link; a verse hit may carry only a jw.org link (`bible=...`), which
    the link resolver (app.core.links) reads as well."""
    for key in ("wol", "jw.org", "jworg", "jw"):
        value = links.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def flatten_search(data: Any) -> list[SearchHit]:
    """Hits of a search answer, groups (`type: "group"`) flattened in order."""
    hits: list[SearchHit] = []

    def walk(items: Any, group: str) -> None:
        if not isinstance(items, list):
            return
        for item in items:
            if not isinstance(item, dict):
                continue
            if item.get("type") == "group" or (
                isinstance(item.get("results"), list) and "links" not in item
            ):
                walk(item.get("results"), _plain(item.get("label")) or group)
                continue
            links = item.get("links")
            wol = _hit_link(links) if isinstance(links, dict) else ""
            title = _plain(item.get("title"))
            if not title and not wol:
                continue
            hits.append(
                SearchHit(
                    title=title,
                    snippet=_plain(item.get("snippet") or item.get("context")),
                    wol_url=wol,
                    kind=str(item.get("subtype") or item.get("type") or ""),
                    group=group,
                )
            )

    if isinstance(data, dict):
        walk(data.get("results"), "")
    else:
        walk(data, "")
    return hits


class SearchClient:
    """The jw-cdn search API, with its bearer token (refreshed once on 401).

    Hits keep only links the link policy allows (app/core/urls.py): jw.org pages,
    site-relative paths and pages of the configured wol base (`link_hosts`)."""

    def __init__(self, fetcher: Fetcher, cdn_url: str, link_hosts: tuple[str, ...] = ()) -> None:
        self.fetcher = fetcher
        self.base = cdn_url.rstrip("/")
        self.link_hosts = link_hosts
        self._token: str | None = None
        self._token_lock = asyncio.Lock()
        self.token_fetches = 0

    async def _fetch_token(self) -> str:
        url = f"{self.base}/tokens/jworg.jwt"
        fetched = await self.fetcher.get(url, kind="token", use_cache=False)
        try:
            token = fetched.json()
        except ValueError:
            token = fetched.text().strip()
        if not isinstance(token, str) or not token.strip() or " " in token.strip():
            raise SourceChanged(
                tr("source_changed", self.fetcher.language, url=url, detail="token")
            )
        self.token_fetches += 1
        return token.strip()

    async def token(self, *, refresh: bool = False, stale: str | None = None) -> str:
        async with self._token_lock:
            if self._token is None or (refresh and self._token == stale):
                self._token = await self._fetch_token()
            return self._token

    async def search(
        self, language: str, query: str, kind: SearchKind = "all", limit: int = 10
    ) -> list[SearchHit]:
        if kind not in SEARCH_KINDS:
            raise ValueError(f"unknown search kind {kind!r} (use {', '.join(SEARCH_KINDS)})")
        query = " ".join(query.split())
        if not query:
            return []
        url = f"{self.base}/apis/search/results/{_lang(language).jw_code}/{kind}"
        params = {"q": query}
        used: list[str] = []

        async def auth() -> Mapping[str, str]:
            token = await self.token()
            used.append(token)
            return {"Authorization": f"Bearer {token}"}

        try:
            fetched = await self.fetcher.get(url, kind="search", params=params, headers=auth)
        except HttpStatusError as exc:
            if exc.status != 401:
                raise
            await self.token(refresh=True, stale=used[-1] if used else None)
            fetched = await self.fetcher.get(url, kind="search", params=params, headers=auth)
        try:
            data = fetched.json()
        except ValueError:
            await self.fetcher.forget(url, params)
            raise SourceChanged(
                tr("source_changed", self.fetcher.language, url=url, detail="JSON")
            ) from None
        hits = flatten_search(data)[: max(0, limit)]
        for hit in hits:
            if hit.wol_url and not page_link_allowed(hit.wol_url, self.link_hosts):
                hit.wol_url = ""
        return hits


# -- publication files (GETPUBMEDIALINKS + EPUB) ------------------------------------------


class PubFile(BaseModel):
    pub: str
    issue: str
    language: str
    url: str
    title: str = ""
    size: int | None = None
    checksum: str = ""


def workbook_issue(day: date) -> str:
    """The workbook issue (YYYYMM) of a day: the odd month of its two-month pair."""
    month = day.month if day.month % 2 == 1 else day.month - 1
    return f"{day.year}{month:02d}"


def months_before(day: date, months: int) -> str:
    index = day.year * 12 + (day.month - 1) - months
    return f"{index // 12}{index % 12 + 1:02d}"


def watchtower_issues(day: date) -> list[str]:
    """Study edition issues (YYYYMM) that may hold the article of a week, likeliest first.

    An issue is studied about two months after its date; a week at the edge of
    a month may belong to the issue before or after.
    """
    return [months_before(day, 2), months_before(day, 3), months_before(day, 1)]


def _epub_files(data: Any, jw_code: str) -> list[dict[str, Any]]:
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, dict):
        return []
    per_language = files.get(jw_code)
    if not isinstance(per_language, dict):
        return []
    entries = per_language.get("EPUB")
    return [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []


class PubMediaClient:
    """Official publication links (GETPUBMEDIALINKS) and EPUB downloads."""

    def __init__(self, fetcher: Fetcher, cdn_url: str) -> None:
        self.fetcher = fetcher
        self.base = cdn_url.rstrip("/")

    async def epub_link(self, language: str, pub: str, issue: str) -> PubFile:
        code = _lang(language).jw_code
        url = f"{self.base}/apis/pub-media/GETPUBMEDIALINKS"
        params = {
            "output": "json",
            "pub": pub,
            "issue": issue,
            "langwritten": code,
            "fileformat": "EPUB",
        }
        fetched = await self.fetcher.get(url, kind="pubmedia", params=params)
        try:
            entries = _epub_files(fetched.json(), code)
        except ValueError:
            entries = []
        for entry in entries:
            file = entry.get("file")
            if isinstance(file, dict) and isinstance(file.get("url"), str):
                size = entry.get("filesize")
                return PubFile(
                    pub=pub,
                    issue=issue,
                    language=language,
                    url=file["url"],
                    title=str(entry.get("title") or ""),
                    size=size if isinstance(size, int) else None,
                    checksum=str(file.get("checksum") or ""),
                )
        await self.fetcher.forget(url, params)
        raise SourceChanged(
            tr("source_changed", self.fetcher.language, url=cache_key(url, params),
               detail=f"files.{code}.EPUB[].file.url")
        )

    async def epub(self, language: str, pub: str, issue: str) -> bytes:
        """The EPUB file of an issue (cached as bytes for 60 days)."""
        link = await self.epub_link(language, pub, issue)
        fetched = await self.fetcher.get(link.url, kind="epub")
        if not fetched.body.startswith(b"PK"):
            await self.fetcher.forget(link.url)
            raise SourceChanged(
                tr("source_changed", self.fetcher.language, url=link.url, detail="not a zip")
            )
        return fetched.body
