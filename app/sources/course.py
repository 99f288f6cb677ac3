"""A Bible course's lessons from wol.jw.org: the publication's table of contents finds a
lesson's document; the lesson page gives its sections (parsers/course.py).

Fetched through the hub's fetcher (cache, politeness, the privacy guard), only when a
person asks for a lesson; nothing personal is ever part of these URLs.
"""

from __future__ import annotations

import asyncio

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.sources.fetcher import Fetcher
from app.sources.languages import wol_language
from app.sources.losses import record_loss
from app.sources.parsers.course import CourseContents, CourseLesson, parse_contents, parse_lesson


def contents_url(base: str, language: str, symbol: str) -> str:
    """`/{iso}/wol/publication/{r}/{lp}/{symbol}`: a publication's table of contents."""
    w = wol_language(language)
    return f"{base.rstrip('/')}{w.wol_prefix()}/publication/{w.resource}/{w.lp}/{symbol}"


async def course_contents(fetcher: Fetcher, base: str, language: str,
                          symbol: str) -> CourseContents:
    """The lessons a publication's table of contents lists (number, title, document)."""
    url = contents_url(base, language, symbol)
    fetched = await fetcher.get(url, kind="document")
    contents = await asyncio.to_thread(parse_contents, fetched.text(), language)
    if not contents.lessons:
        await fetcher.forget(url)
        record_loss(url, "no lessons")
        raise SourceChanged(tr("source_changed", language, url=url, detail="lessons"))
    return contents


async def course_lesson(fetcher: Fetcher, url: str, language: str) -> CourseLesson:
    """One lesson's page, parsed; a page without sections counts as changed."""
    fetched = await fetcher.get(url, kind="document")
    lesson = await asyncio.to_thread(parse_lesson, fetched.text(), language)
    if not lesson.sections:
        await fetcher.forget(url)
        detail = "; ".join(lesson.warnings) or "sections"
        record_loss(url, detail)
        raise SourceChanged(tr("source_changed", language, url=url, detail=detail))
    return lesson
