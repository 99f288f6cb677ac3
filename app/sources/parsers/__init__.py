"""Parsers for the wol.jw.org page shapes (see docs on SOURCES).

Each parser takes the page markup (str or bytes) and returns a pydantic model
with a `warnings` list. Parsers never raise on odd markup; with `strict=True`
they raise `app.core.errors.SourceChanged` when the essential structure of the
page is missing.

    parse_chapter(html) -> ChapterPage
    parse_meetings(html) -> MeetingsPage
    parse_workbook(html) -> WorkbookWeek
    parse_watchtower(html) -> WatchtowerArticle
    parse_daily(html, date=None) -> DailyText
    parse_topic(html) -> TopicSubject
    parse_publication(html) -> PubDocument (lmd/th/lfb lessons, articles a reference cites)
    parse(kind, html, strict=False) -> one of the above, by kind name
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from app.sources.parsers.chapter import parse_chapter
from app.sources.parsers.daily import parse_daily
from app.sources.parsers.meetings import parse_meetings
from app.sources.parsers.models import (
    ChapterPage,
    DailyText,
    Footnote,
    MarginalRef,
    MeetingLink,
    MeetingsPage,
    PubDocument,
    PubParagraph,
    PubRef,
    ScriptureCitation,
    StudyNote,
    TopicEntry,
    TopicLink,
    TopicSubheading,
    TopicSubject,
    Verse,
    WatchtowerArticle,
    WatchtowerParagraph,
    WorkbookPart,
    WorkbookQuestion,
    WorkbookSection,
    WorkbookVideo,
    WorkbookWeek,
)
from app.sources.parsers.publication import parse_publication
from app.sources.parsers.topic import parse_topic
from app.sources.parsers.watchtower import parse_watchtower
from app.sources.parsers.workbook import parse_workbook

PARSERS: dict[str, Callable[..., Any]] = {
    "chapter": parse_chapter,
    "meetings": parse_meetings,
    "workbook": parse_workbook,
    "watchtower": parse_watchtower,
    "daily": parse_daily,
    "topic": parse_topic,
    "publication": parse_publication,
}
KINDS: tuple[str, ...] = tuple(PARSERS)


def parse(kind: str, html: str | bytes, *, strict: bool = False,
          language: str = "en") -> BaseModel:
    """Parse a page of the given kind (one of KINDS); its problems worded in `language`."""
    try:
        parser = PARSERS[kind]
    except KeyError:
        raise ValueError(f"unknown page kind {kind!r} (use one of {', '.join(KINDS)})") from None
    result: BaseModel = parser(html, strict=strict, language=language)
    return result


__all__ = [
    "KINDS",
    "PARSERS",
    "ChapterPage",
    "DailyText",
    "Footnote",
    "MarginalRef",
    "MeetingLink",
    "MeetingsPage",
    "PubDocument",
    "PubParagraph",
    "PubRef",
    "ScriptureCitation",
    "StudyNote",
    "TopicEntry",
    "TopicLink",
    "TopicSubheading",
    "TopicSubject",
    "Verse",
    "WatchtowerArticle",
    "WatchtowerParagraph",
    "WorkbookPart",
    "WorkbookQuestion",
    "WorkbookSection",
    "WorkbookVideo",
    "WorkbookWeek",
    "parse",
    "parse_chapter",
    "parse_daily",
    "parse_meetings",
    "parse_publication",
    "parse_topic",
    "parse_watchtower",
    "parse_workbook",
]
