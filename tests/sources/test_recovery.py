"""A page that comes back garbled once is fetched again; the week's study article and
workbook fall back to the EPUB even when meeting.week already gave their docId."""

from __future__ import annotations

from datetime import date

import pytest

from app.core.errors import SourceChanged
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub, covers
from app.sources.parsers.limits import MAX_DEPTH, MarkupTooComplex, element_depth

WEEK_DAY = date(2026, 6, 3)


@pytest.mark.asyncio
async def test_one_garbled_answer_is_fetched_again(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    mirror.faults.changed_markup("/wol/b/", times=1)
    page = await mirror_hub.chapter("en", 43, 3)
    assert page.verses and mirror.count("/wol/b/") == 2
    again = await mirror_hub.chapter("en", 43, 3)  # the good copy was cached
    assert again.verses == page.verses and mirror.count("/wol/b/") == 2


@pytest.mark.asyncio
async def test_a_stale_unusable_cached_copy_is_replaced(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    url = mirror_hub.wol.urls.chapter("en", 43, 3)
    cache = mirror_hub.cache
    assert cache is not None
    await cache.put(url, "chapter", url, b"<html><body>a page of another shape</body></html>")
    page = await mirror_hub.chapter("en", 43, 3)
    assert page.verses and mirror.count("/wol/b/") == 1
    entry = await cache.get(url)
    assert entry is not None and b"another shape" not in entry.body


@pytest.mark.asyncio
async def test_a_page_garbled_twice_is_source_changed(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    mirror.faults.changed_markup("/wol/b/", times=2)
    with pytest.raises(SourceChanged):
        await mirror_hub.chapter("en", 43, 3)
    assert mirror.count("/wol/b/") == 2


@pytest.mark.asyncio
async def test_study_article_by_docid_falls_back_to_the_epub_without_the_meetings_page(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    day = date(2026, 6, 7)
    week = await mirror_hub.meetings_week("en", day)
    assert week.watchtower_docid is not None
    before = mirror.count("/meetings/")
    mirror.faults.changed_markup("/wol/d/")
    article = await mirror_hub.watchtower_by_docid("en", day, week.watchtower_docid)
    assert article.paragraphs and covers(article.dates, day)
    assert mirror.count("/meetings/") == before  # the meetings page was not fetched again
    assert mirror.count(r"\.epub") == 1
    assert [n.kind for n in mirror_hub.notices] == ["fallback"]


@pytest.mark.asyncio
async def test_workbook_by_docid_falls_back_to_the_epub(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    week = await mirror_hub.meetings_week("pt", WEEK_DAY)
    assert week.workbook_docid is not None
    mirror.faults.status("/wol/d/", 500)
    workbook = await mirror_hub.workbook_by_docid("pt", WEEK_DAY, week.workbook_docid)
    assert workbook.parts and covers(workbook.dates, WEEK_DAY)


def test_nesting_is_measured_in_linear_time_and_refused_before_parsing() -> None:
    from app.sources.parsers import parse_chapter

    deep = "<html><body>" + "<div>" * 400_000 + "x" + "</div>" * 400_000 + "</body></html>"
    assert len(deep) > 2_400_000
    assert element_depth(deep) == MAX_DEPTH + 1  # stopped counting early
    with pytest.raises(MarkupTooComplex):
        parse_chapter(deep)
    with pytest.raises(MarkupTooComplex):
        parse_chapter("<p>" + "x" * (9 * 1024 * 1024) + "</p>")
    shallow = "<div>" + "<p>unclosed paragraph " * 5000 + "</div>"
    assert element_depth(shallow) == 1


@pytest.mark.asyncio
async def test_a_reset_connection_is_retried(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    mirror.faults.reset("/wol/b/", times=2)
    page = await mirror_hub.chapter("en", 43, 3)
    assert page.verses and mirror.count("/wol/b/") == 3
