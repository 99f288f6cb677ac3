"""A Bible course's lessons from wol.jw.org: the publication's table of contents finds a
lesson's document; the lesson page gives its sections (parsers/course.py).

Fetched through the hub's fetcher (cache, politeness, the privacy guard), only when a
person asks for a lesson; nothing personal is ever part of these URLs.
"""

from __future__ import annotations

from app.sources.fetcher import Fetcher
from app.sources.languages import wol_language
from app.sources.parsers.course import CourseContents, CourseLesson, parse_contents, parse_lesson
from app.sources.wol import parsed_page


def contents_url(base: str, language: str, symbol: str) -> str:
    """`/{iso}/wol/publication/{r}/{lp}/{symbol}`: a publication's table of contents."""
    w = wol_language(language)
    return f"{base.rstrip('/')}{w.wol_prefix()}/publication/{w.resource}/{w.lp}/{symbol}"


async def course_contents(fetcher: Fetcher, base: str, language: str,
                          symbol: str) -> CourseContents:
    """The lessons a publication's table of contents lists (number, title, document)."""
    return await parsed_page(fetcher, contents_url(base, language, symbol), "document",
                             parse_contents, lambda page: bool(page.lessons), language)


async def course_lesson(fetcher: Fetcher, url: str, language: str) -> CourseLesson:
    """One lesson's page, parsed; a page without sections counts as changed."""
    return await parsed_page(fetcher, url, "document", parse_lesson,
                             lambda page: bool(page.sections), language)
