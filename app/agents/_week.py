"""The week's meeting documents (the workbook week and the Watchtower study article,
from the meetings page or the EPUB files), the congregation's meeting days and
scheduled talk, and the day's text.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from dataclasses import dataclass, field

from app.agents._common import hub_of
from app.agents._urls import document_url
from app.agents.base import AgentContext
from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.models import Language
from app.core.settings import TalkEntry
from app.sources.parsers.models import (
    DailyText,
    WatchtowerArticle,
    WorkbookWeek,
)


@dataclass
class WeekDocs:
    year: int
    week: int
    workbook_docid: int | None
    watchtower_docid: int | None
    url: str
    source: str  # "meetings" or "epub"
    problems: list[str] = field(default_factory=list)
    workbook: WorkbookWeek | None = None
    watchtower: WatchtowerArticle | None = None


async def find_week(ctx: AgentContext, lang: Language, day: dt.date) -> WeekDocs:
    """The week's workbook and study article: the meetings page, else the EPUB files."""
    hub = hub_of(ctx)
    iso = day.isocalendar()
    url = hub.wol_url_meetings(lang, day)
    try:
        page = await hub.meetings_week(lang, day)
    except PreparoError as exc:
        return await _week_from_epub(ctx, lang, day, url, exc)
    docs = WeekDocs(page.year or iso.year, page.week or iso.week, page.workbook_docid,
                    page.watchtower_docid, url, "meetings")
    for what, value in (("workbook", docs.workbook_docid), ("watchtower", docs.watchtower_docid)):
        if value is None:
            docs.problems.append(tr("content.no_docs", lang, date=day.isoformat(),
                                     what=tr(f"content.{what}", lang)))
    if docs.workbook_docid is None and docs.watchtower_docid is None:
        return await _week_from_epub(ctx, lang, day, url,
                                     PreparoError("; ".join(docs.problems)))
    return docs


async def _week_from_epub(
    ctx: AgentContext, lang: Language, day: dt.date, url: str, error: PreparoError
) -> WeekDocs:
    """The week's documents from the publication files; the page's error if they fail too."""
    hub = hub_of(ctx)
    iso = day.isocalendar()
    wb: WorkbookWeek | BaseException
    wt: WatchtowerArticle | BaseException
    wb, wt = await asyncio.gather(
        hub.workbook_week_epub(lang, day), hub.watchtower_study_epub(lang, day),
        return_exceptions=True,
    )
    for result in (wb, wt):
        if isinstance(result, asyncio.CancelledError):
            raise result
    if isinstance(wb, BaseException) and isinstance(wt, BaseException):
        raise error
    docs = WeekDocs(iso.year, iso.week, None, None, url, "epub",
                    [tr("content.from_epub", lang, error=error)])
    if not isinstance(wb, BaseException):
        docs.workbook = wb
        docs.workbook_docid = wb.docid
    if not isinstance(wt, BaseException):
        docs.watchtower = wt
        docs.watchtower_docid = wt.docid
    return docs


def _upstream_int(ctx: AgentContext, key: str) -> int | None:
    for value in ctx.upstream_data(key):
        if isinstance(value, int) and value > 0:
            return value
    return None


@dataclass
class LoadedWorkbook:
    week: WorkbookWeek
    url: str
    problems: list[str] = field(default_factory=list)


async def load_workbook(ctx: AgentContext, lang: Language, day: dt.date) -> LoadedWorkbook:
    """The workbook week: by the docId an upstream meeting.week found, else by the date
    (meetings page, falling back to the workbook EPUB)."""
    hub = hub_of(ctx)
    docid = _upstream_int(ctx, "workbook_docid")
    if docid is not None:
        week = await hub.workbook_by_docid(lang, day, docid)
        return LoadedWorkbook(week, document_url(ctx, lang, week.docid or docid))
    week = await hub.workbook_week(lang, day)
    url = document_url(ctx, lang, week.docid) if week.docid else hub.wol_url_meetings(lang, day)
    return LoadedWorkbook(week, url)


@dataclass
class LoadedArticle:
    article: WatchtowerArticle
    url: str
    problems: list[str] = field(default_factory=list)


async def load_watchtower(
    ctx: AgentContext, lang: Language, day: dt.date, docid: int | None
) -> LoadedArticle:
    """The study article: the given docId, else the one an upstream meeting.week found,
    else the week's (meetings page, falling back to the study edition EPUB)."""
    hub = hub_of(ctx)
    if docid is not None:  # asked for by the person: that article or an error
        article = await hub.wol.watchtower(lang, docid)
        article.docid = article.docid or docid
        return LoadedArticle(article, document_url(ctx, lang, article.docid))
    docid = _upstream_int(ctx, "watchtower_docid")
    if docid is not None:  # the week's article: the study edition EPUB if its page fails
        article = await hub.watchtower_by_docid(lang, day, docid)
        if article.docid is None:
            article.docid = docid
        return LoadedArticle(article, document_url(ctx, lang, article.docid))
    article = await hub.watchtower_study(lang, day)
    url = (document_url(ctx, lang, article.docid) if article.docid
           else hub.wol_url_meetings(lang, day))
    return LoadedArticle(article, url)


_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def congregation_days(ctx: AgentContext, monday: dt.date) -> tuple[dt.date, dt.date]:
    """The midweek and weekend meeting dates of the week (the congregation's days)."""
    cong = ctx.settings.congregation(ctx.congregation)
    midweek_day = cong.midweek_day if cong else "wed"
    weekend_day = cong.weekend_day if cong else "sun"
    return (monday + dt.timedelta(days=_WEEKDAYS.index(midweek_day)),
            monday + dt.timedelta(days=_WEEKDAYS.index(weekend_day)))


def talk_for_week(ctx: AgentContext, monday: dt.date) -> TalkEntry | None:
    cong = ctx.settings.congregation(ctx.congregation)
    return cong.talk_for_week(monday.isoformat()) if cong else None


# -- daily text ------------------------------------------------------------------------------------


@dataclass
class LoadedDaily:
    text: DailyText
    url: str
    problems: list[str] = field(default_factory=list)


async def daily_text(ctx: AgentContext, lang: Language, day: dt.date) -> LoadedDaily:
    hub = hub_of(ctx)
    text = await hub.daily_text(lang, day)
    return LoadedDaily(text, hub.wol_url_daily_text(lang, day))
