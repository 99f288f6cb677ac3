"""The Bible and the daily text book as library publications, against the mirror: the
Bible's download refused once (429), cut short and resumed; its verses looked up with
no network (the explainer's and reading lists' verse text); the year's daily text read
offline from the library."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from app.core.errors import PreparoError, RetryableError
from app.core.settings import load_settings
from app.library.shelf import add_issue
from app.library.store import Library
from app.mirror.content.bible import verse_text
from app.mirror.content.bible_epub import bible_epub
from app.mirror.server import MIRROR_POLICY, MirrorServer
from app.sources.download import part_path
from app.sources.hub import SourceHub
from app.sources.references import BibleRef
from app.sources.shelf import shelf_file


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library(tmp_path / "library.sqlite3")


@pytest.mark.asyncio
async def test_the_bible_downloads_through_a_refusal_and_a_cut_and_resumes(
    mirror: MirrorServer, mirror_hub: SourceHub, library: Library
) -> None:
    mirror.faults.status(r"/files/nwt/", 429, times=1, retry_after=1)
    with pytest.raises(RetryableError):  # refused: nothing kept, nothing indexed
        await add_issue(mirror_hub, library, "nwt", "", "es")
    part = part_path(shelf_file("nwt", "", "es"))
    assert not library.holds("nwt", "", "es")
    mirror.faults.add(pattern=r"/files/nwt/", truncate=True, times=1)
    with pytest.raises(RetryableError):
        await add_issue(mirror_hub, library, "nwt", "", "es")
    assert part.stat().st_size > 0  # the half that came before the cut is kept
    assert not library.holds("nwt", "", "es")

    added = await add_issue(mirror_hub, library, "nwt", "", "es")

    assert shelf_file("nwt", "", "es").read_bytes() == bible_epub("es")
    statuses = [r.status for r in mirror.log.records() if "/files/nwt/" in r.path]
    assert statuses[-1] == 206  # the last request asked only for the rest
    assert added.verses > 31_000 and added.paragraphs == 0 and added.vectors == 0
    john = library.chapter_verses("es", 43, 3)
    assert john is not None and john[15].verse == 16
    assert john[15].text == verse_text("es", 43, 3, 16)
    assert library.chapter_verses("en", 43, 3) is None  # no English Bible kept
    found = library.search_verses("amó Dios al mundo", "es", limit=5)
    assert (43, 3, 16) in [(v.book, v.chapter, v.verse) for v in found]


@pytest.mark.asyncio
async def test_verses_come_from_the_library_with_no_network(
    mirror: MirrorServer, library: Library
) -> None:
    async with SourceHub(load_settings(), policy=MIRROR_POLICY) as hub:
        await add_issue(hub, library, "nwt", "", "en")
    offline = load_settings().model_copy(update={"offline": True})
    before = len(mirror.log.records())
    async with SourceHub(offline, policy=MIRROR_POLICY, use_cache=False) as hub:
        passage = await hub.verses("en", BibleRef(43, 3, verses=(16, 17)))
        plain = await hub.chapter("en", 19, 23, "nwt")
        with pytest.raises(PreparoError):  # no Spanish Bible kept: the site, which is off
            await hub.chapter("es", 43, 3)
    assert [v.verse for v in passage.verses] == [16, 17]
    assert passage.verses[0].text == verse_text("en", 43, 3, 16)
    assert "study notes need wol.jw.org" in " ".join(passage.warnings)
    assert len(plain.verses) == 6 and not plain.warnings
    assert len(mirror.log.records()) == before  # nothing asked of the site


@pytest.mark.asyncio
async def test_the_plain_bible_is_read_from_the_library_first_online(
    mirror: MirrorServer, library: Library
) -> None:
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, use_cache=False) as hub:
        await add_issue(hub, library, "nwt", "", "pt")
        before = mirror.count("/wol/b/")
        page = await hub.chapter("pt", 43, 3, "nwt")
        study = await hub.chapter("pt", 43, 3, "nwtsty")  # study notes: from the site
    assert page.verse_text(16) == verse_text("pt", 43, 3, 16)
    assert mirror.count("/wol/b/") == before + 1
    assert study.study_notes and not study.warnings


@pytest.mark.asyncio
async def test_the_daily_text_comes_from_the_library_with_no_network(
    mirror: MirrorServer, library: Library
) -> None:
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, use_cache=False) as hub:
        online = await hub.daily_text("es", date(2026, 11, 27))
        added = await add_issue(hub, library, "es26", "", "es")
    assert added.days == 365 and added.title.startswith("Examinando las Escrituras")
    kept = library.daily("es", "2026-11-27")
    assert kept is not None and kept.text == online.text and kept.source == online.source
    offline = load_settings().model_copy(update={"offline": True})
    before = len(mirror.log.records())
    async with SourceHub(offline, policy=MIRROR_POLICY, use_cache=False) as hub:
        day = await hub.daily_text("es", date(2026, 11, 27))
        with pytest.raises(PreparoError):  # 2027's book is not kept
            await hub.daily_text("es", date(2027, 1, 2))
    assert (day.date, day.text, day.scripture_ref) == (
        "2026-11-27", online.text, online.scripture_ref)
    assert len(mirror.log.records()) == before


def test_a_replaced_bible_leaves_no_verse_words_behind(library: Library) -> None:
    from app.library.models import LibraryVerse, Publication

    bible = Publication(pub="nwt", issue="", language="en")
    library.put_bible(bible, [LibraryVerse(book=1, chapter=1, verse=1, text="light and dark")])
    library.put_bible(bible, [LibraryVerse(book=1, chapter=1, verse=1, text="water")])
    assert library.search_verses("light", "en") == []
    assert [v.text for v in library.search_verses("water", "en")] == ["water"]
    library.remove("nwt", "", "en")
    assert library.chapter_verses("en", 1, 1) is None
