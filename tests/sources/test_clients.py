"""Every client and the SourceHub against the local mirror, over real sockets."""

from __future__ import annotations

import asyncio
import socket
import time
from dataclasses import replace
from datetime import date

import pytest

from app.core.errors import Offline, RetryableError, SourceChanged
from app.core.settings import Settings, load_settings
from app.mirror import content
from app.mirror.server import MIRROR_POLICY, MirrorServer
from app.sources.cache import Cache
from app.sources.fetcher import cache_key, notice_scope
from app.sources.http import USER_AGENT, HttpPolicy, HttpStatusError
from app.sources.hub import SourceHub, covers, week_range
from app.sources.parsers import TopicSubject, WatchtowerArticle, WorkbookWeek
from app.sources.pubmedia import watchtower_issues, workbook_issue
from app.sources.references import parse_reference
from app.sources.search_api import flatten_search
from app.sources.wol import Article

WEEK_DAY = date(2026, 6, 3)  # a Wednesday of ISO week 2026-23
WB_DOCID, WT_DOCID = content.week_docids(2026, 23)


def hub_for(settings: Settings | None = None, **kwargs: object) -> SourceHub:
    return SourceHub(settings or load_settings(), policy=MIRROR_POLICY, **kwargs)  # type: ignore[arg-type]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


# -- content through the hub ----------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
async def test_chapter_in_each_language(mirror_hub: SourceHub, mirror: MirrorServer, lang: str):
    page = await mirror_hub.chapter(lang, 43, 3)
    assert (page.book, page.chapter) == (43, 3)
    assert page.verse_text(16) == content.verse_text(lang, 43, 3, 16)
    assert page.study_notes and not page.warnings
    assert mirror.requests("/wol/b/")[0].user_agent == USER_AGENT


@pytest.mark.asyncio
async def test_cache_hit_avoids_a_second_request(mirror_hub: SourceHub, mirror: MirrorServer):
    first = await mirror_hub.chapter("en", 19, 23)
    second = await mirror_hub.chapter("en", 19, 23)
    assert first == second
    assert mirror.count("/wol/b/") == 1
    assert mirror_hub.fetcher.stats.cache_hits == 1


@pytest.mark.asyncio
async def test_concurrent_requests_for_one_page_share_one_fetch(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    mirror.faults.latency("/wol/b/", 150)
    pages = await asyncio.gather(*(mirror_hub.chapter("es", 1, 1) for _ in range(6)))
    assert len({p.title for p in pages}) == 1
    assert mirror.count("/wol/b/") == 1
    assert mirror_hub.fetcher.stats.shared == 5


@pytest.mark.asyncio
async def test_verses_gives_exactly_those_verses_with_their_notes(mirror_hub: SourceHub):
    ref = parse_reference("John 3:16-18", "en")
    passage = await mirror_hub.verses("en", ref)
    assert [v.verse for v in passage.verses] == [16, 17, 18]
    assert passage.verses[0].text == content.verse_text("en", 43, 3, 16)
    assert passage.text.startswith("16 " + content.verse_text("en", 43, 3, 16))
    for group in (passage.study_notes, passage.footnotes, passage.marginal_refs):
        assert all(item.verse in (16, 17, 18) for item in group)
    page = await mirror_hub.chapter("en", 43, 3)
    expected_notes = [n for n in page.study_notes if n.verse in (16, 17, 18)]
    assert len(passage.study_notes) == len(expected_notes)
    assert passage.wol_url.endswith(
        "/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16-43:3:18"
    )
    assert passage.jwlibrary_url.startswith("jwlibrary:///finder?bible=43003016-43003018")
    assert passage.display == "John 3:16-18" and passage.missing == []


@pytest.mark.asyncio
async def test_verses_of_several_chapters_and_missing_verses(
    mirror_hub: SourceHub, monkeypatch: pytest.MonkeyPatch
):
    reading = await mirror_hub.verses("es", parse_reference("Jer 1-3", "es"))
    assert sorted({v.chapter for v in reading.verses}) == [1, 2, 3]
    assert len(reading.verses) == sum(content.verse_count(24, c) for c in (1, 2, 3))
    # a page that lacks verses the reference asks for (the in-process mirror serves a short
    # Psalm 119): the passage says which verses are missing instead of failing
    from app.mirror.content import books

    real = books.verse_count
    monkeypatch.setattr(books, "verse_count",
                        lambda b, c: 160 if (b, c) == (19, 119) else real(b, c))
    ps = await mirror_hub.verses("es", parse_reference("Sal 119:160, 170", "es"))
    assert [v.verse for v in ps.verses] == [160] and ps.missing == [170]


@pytest.mark.asyncio
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
async def test_meetings_workbook_and_watchtower_from_html(
    mirror_hub: SourceHub, mirror: MirrorServer, lang: str
):
    week = await mirror_hub.meetings_week(lang, WEEK_DAY)
    assert (week.year, week.week) == (2026, 23)
    assert (week.workbook_docid, week.watchtower_docid) == (WB_DOCID, WT_DOCID)
    workbook = await mirror_hub.workbook_week(lang, WEEK_DAY)
    assert workbook.docid == WB_DOCID and workbook.parts and covers(workbook.dates, WEEK_DAY)
    study = await mirror_hub.watchtower_study(lang, date(2026, 6, 7))
    assert study.docid == WT_DOCID and study.paragraphs and study.title
    assert mirror.count("/files/") == 0  # the EPUB route was not needed
    assert mirror.count("/wol/meetings/") == 1  # the meetings page came from the cache


@pytest.mark.asyncio
async def test_document_picks_the_parser_by_kind(mirror_hub: SourceHub):
    assert isinstance(await mirror_hub.document("en", WB_DOCID), WorkbookWeek)
    assert isinstance(await mirror_hub.document("en", WT_DOCID), WatchtowerArticle)
    topic_id = content.TOPIC_DOCIDS[0]
    assert isinstance(await mirror_hub.document("pt", topic_id), TopicSubject)
    topic = await mirror_hub.topic("es", topic_id)
    assert topic.title and topic.subheadings


@pytest.mark.asyncio
async def test_unknown_document_is_a_404(mirror_hub: SourceHub):
    with pytest.raises(HttpStatusError) as info:
        await mirror_hub.document("en", 999)
    assert info.value.status == 404


@pytest.mark.asyncio
async def test_a_generic_article_falls_back_to_title_and_paragraphs(mirror: MirrorServer):
    from app.sources.wol import _article, document_kind

    markup = (
        '<article id="article" class="docClass-13 docId-5"><h1>A title</h1>'
        '<p data-pid="1">First paragraph.</p><p data-pid="2">Second one.</p></article>'
    )
    assert document_kind(markup) == "article"
    art = _article(5, markup)
    assert isinstance(art, Article)
    assert (art.title, art.paragraphs, art.doc_class) == (
        "A title", ["First paragraph.", "Second one."], 13
    )


@pytest.mark.asyncio
async def test_daily_text(mirror_hub: SourceHub):
    text = await mirror_hub.daily_text("pt", "2026-06-07")
    assert text.date == "2026-06-07" and text.scripture and text.text and text.source
    assert mirror_hub.wol_url_daily_text("pt", date(2026, 6, 7)).endswith(
        "/pt/wol/dt/r5/lp-t/2026/6/7"
    )


# -- publications (EPUB) ----------------------------------------------------------------------


@pytest.mark.asyncio
async def test_epub_routes_and_epub_cache(mirror_hub: SourceHub, mirror: MirrorServer):
    workbook = await mirror_hub.workbook_week_epub("es", WEEK_DAY)
    assert covers(workbook.dates, WEEK_DAY) and workbook.parts
    again = await mirror_hub.workbook_week_epub("es", date(2026, 6, 10))
    assert covers(again.dates, date(2026, 6, 10))
    assert mirror.count(r"\.epub") == 1  # the second week came from the cached EPUB
    study = await mirror_hub.watchtower_study_epub("en", date(2026, 6, 7))
    assert covers(study.dates, date(2026, 6, 7)) and study.paragraphs
    assert "issue=202604" in mirror.requests("GETPUBMEDIALINKS")[-1].path
    data = await mirror_hub.epub("pt", "mwb", "202605")
    assert data.startswith(b"PK")


@pytest.mark.asyncio
async def test_workbook_falls_back_to_epub_when_pages_fail(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    mirror.faults.status("/wol/d/", 500)
    week = await mirror_hub.workbook_week("pt", WEEK_DAY)
    assert week.parts and covers(week.dates, WEEK_DAY)
    assert mirror.count(r"\.epub") == 1
    assert [n.kind for n in mirror_hub.notices] == ["fallback"]
    assert "EPUB" in mirror_hub.notice_messages()[0]


@pytest.mark.asyncio
async def test_watchtower_falls_back_to_epub_on_changed_markup(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    mirror.faults.changed_markup("/wol/d/")
    article = await mirror_hub.watchtower_study("es", date(2026, 6, 7))
    assert article.paragraphs and covers(article.dates, date(2026, 6, 7))


@pytest.mark.asyncio
async def test_both_routes_failing_gives_the_page_error(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    mirror.faults.changed_markup("/wol/")
    mirror.faults.status("GETPUBMEDIALINKS", 404)
    with pytest.raises(SourceChanged):
        await mirror_hub.workbook_week("en", WEEK_DAY)


def test_issue_arithmetic() -> None:
    assert workbook_issue(date(2026, 6, 1)) == "202605"
    assert workbook_issue(date(2026, 1, 5)) == "202601"
    assert watchtower_issues(date(2026, 6, 1)) == ["202604", "202603", "202605"]
    assert watchtower_issues(date(2026, 2, 2))[0] == "202512"


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("JUNE 1-7", date(2026, 6, 1), date(2026, 6, 7)),
        ("1-7 DE JUNIO DE 2026", date(2026, 6, 1), date(2026, 6, 7)),
        ("29 DE JUNIO–5 DE JULIO", date(2026, 6, 29), date(2026, 7, 5)),
        ("June 29–July 5, 2026", date(2026, 6, 29), date(2026, 7, 5)),
        ("29 DE DEZEMBRO DE 2025–4 DE JANEIRO DE 2026", date(2025, 12, 29), date(2026, 1, 4)),
        ("30 de marzo–5 de abril", date(2026, 3, 30), date(2026, 4, 5)),
    ],
)
def test_week_range_reads_dates_headings(text: str, start: date, end: date) -> None:
    assert week_range(text, date(2026, 5, 1)) == (start, end)


def test_week_range_rejects_what_is_not_a_week() -> None:
    assert week_range("ARTÍCULO DE ESTUDIO 10", date(2026, 1, 1)) is None
    assert week_range("", date(2026, 1, 1)) is None


# -- search ---------------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_search_with_token_groups_and_cache(mirror_hub: SourceHub, mirror: MirrorServer):
    hits = await mirror_hub.search("es", "bondad")
    assert hits and all(h.title and h.wol_url.startswith(mirror.wol_url) for h in hits)
    assert all("<" not in h.snippet for h in hits)
    assert {h.group for h in hits} <= {"Publications", "Bible", "Indexes"}
    assert mirror.count("jworg.jwt") == 1
    again = await mirror_hub.search("es", "  bondad ")
    assert again == hits and mirror.count("/apis/search/") == 1
    limited = await mirror_hub.search("es", "bondad", kind="publications", limit=1)
    assert len(limited) == 1
    assert mirror.count("jworg.jwt") == 1  # the token is reused
    assert await mirror_hub.search("es", "   ") == []
    with pytest.raises(ValueError):
        await mirror_hub.search("es", "x", kind="everything")  # type: ignore[arg-type]


@pytest.mark.asyncio
async def test_search_refreshes_the_token_once_on_401(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    await mirror_hub.search("en", "kindness")
    mirror.expire_tokens()
    hits = await mirror_hub.search("en", "patience", kind="indexes")
    assert hits
    assert mirror.count("jworg.jwt") == 2
    statuses = [r.status for r in mirror.requests("/apis/search/")]
    assert statuses == [200, 401, 200]


@pytest.mark.asyncio
async def test_search_gives_up_when_the_fresh_token_is_refused(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    mirror.faults.status("/apis/search/", 401)
    with pytest.raises(HttpStatusError) as info:
        await mirror_hub.search("en", "kindness")
    assert info.value.status == 401
    assert mirror.count("jworg.jwt") == 2 and mirror.count("/apis/search/") == 2


def test_flatten_search_handles_nesting_and_junk() -> None:
    data = {
        "results": [
            {"type": "group", "label": "Bible", "results": [
                {"type": "item", "title": "<em>A</em> &amp; B", "snippet": "x <b>y</b>",
                 "links": {"wol": "https://wol.jw.org/en/wol/b/1"}},
                {"type": "group", "label": "Inner", "results": [
                    {"type": "item", "title": "C", "links": {"wol": "https://w/c"}}]},
            ]},
            {"type": "item", "title": "", "links": {}},
            "junk",
            {"type": "item", "title": "D", "links": "not a dict"},
        ]
    }
    hits = flatten_search(data)
    assert [(h.title, h.group) for h in hits] == [("A & B", "Bible"), ("C", "Inner"), ("D", "")]
    assert hits[0].snippet == "x y" and hits[2].wol_url == ""
    assert flatten_search(None) == [] and flatten_search({"results": "x"}) == []


# -- faults -------------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_latency_is_waited_out(mirror_hub: SourceHub, mirror: MirrorServer):
    mirror.faults.latency("/wol/dt/", 300)
    started = time.perf_counter()
    text = await mirror_hub.daily_text("en", date(2026, 1, 1))
    assert text.text and time.perf_counter() - started >= 0.3


@pytest.mark.asyncio
async def test_latency_beyond_the_timeout_is_retried(mirror: MirrorServer):
    policy = replace(MIRROR_POLICY, timeout=0.2)
    async with SourceHub(load_settings(), policy=policy) as hub:
        slow = mirror.faults.latency("/wol/dt/", 500, times=1)
        text = await hub.daily_text("en", date(2026, 1, 2))
    assert text.text and slow.hits == 1 and hub.http.stats.retries == 1
    for _ in range(50):  # the slow request is logged once its handler wakes up
        if mirror.count("/wol/dt/") == 2:
            break
        await asyncio.sleep(0.05)
    assert mirror.count("/wol/dt/") == 2


@pytest.mark.asyncio
async def test_429_with_retry_after_is_honoured(mirror_hub: SourceHub, mirror: MirrorServer):
    mirror.faults.status("/wol/b/", 429, retry_after=1, times=1)
    started = time.perf_counter()
    page = await mirror_hub.chapter("en", 1, 1)
    assert page.verses and time.perf_counter() - started >= 1.0
    assert [r.status for r in mirror.requests("/wol/b/")] == [429, 200]


@pytest.mark.asyncio
async def test_500_then_success(mirror_hub: SourceHub, mirror: MirrorServer):
    mirror.faults.status("/wol/meetings/", 500, times=2)
    week = await mirror_hub.meetings_week("es", WEEK_DAY)
    assert week.workbook_docid == WB_DOCID
    assert [r.status for r in mirror.requests("/wol/meetings/")] == [500, 500, 200]
    assert mirror_hub.http.stats.retries == 2


@pytest.mark.asyncio
async def test_500_forever_is_a_retryable_error_in_the_persons_language(mirror: MirrorServer):
    mirror.faults.status("/wol/b/", 503)
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, language="es") as hub:
        with pytest.raises(RetryableError) as info:
            await hub.chapter("en", 1, 2)
    assert "intentos" in str(info.value)
    assert mirror.count("/wol/b/") == MIRROR_POLICY.max_attempts


@pytest.mark.asyncio
async def test_truncated_body_is_retried(mirror_hub: SourceHub, mirror: MirrorServer):
    mirror.faults.truncate("/wol/b/", times=1)
    page = await mirror_hub.chapter("pt", 40, 5)
    assert page.verses and not page.warnings
    assert mirror.count("/wol/b/") == 2
    cached = await mirror_hub.cache.get(mirror_hub.wol_url_chapter("pt", 40, 5))  # type: ignore[union-attr]
    assert cached is not None and b"</html>" in cached.body  # the complete body was kept


@pytest.mark.asyncio
async def test_always_truncated_is_an_error_and_nothing_is_cached(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    mirror.faults.truncate("/wol/b/")
    with pytest.raises(RetryableError):
        await mirror_hub.chapter("pt", 40, 6)
    assert (await mirror_hub.cache.stats()).entries == 0  # type: ignore[union-attr]


@pytest.mark.asyncio
async def test_changed_markup_is_source_changed_and_not_cached(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    fault = mirror.faults.changed_markup("/wol/b/")
    with pytest.raises(SourceChanged) as info:
        await mirror_hub.chapter("en", 43, 3)
    assert "/wol/b/r1/lp-e/nwtsty/43/3" in str(info.value)
    assert "no longer has the expected structure" in str(info.value)
    mirror.faults.remove(fault.id)
    page = await mirror_hub.chapter("en", 43, 3)  # fetched again, not the bad copy
    assert page.verses and mirror.count("/wol/b/") == 3  # two tries, then the good one


@pytest.mark.asyncio
async def test_changed_markup_message_in_spanish(mirror: MirrorServer):
    mirror.faults.changed_markup("/wol/meetings/")
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, language="es") as hub:
        with pytest.raises(SourceChanged) as info:
            await hub.meetings_week("es", WEEK_DAY)
    assert "ya no tiene la estructura esperada" in str(info.value)


# -- offline ---------------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_offline_setting_never_touches_the_network(mirror: MirrorServer):
    settings = load_settings()
    async with hub_for(settings) as online:
        await online.chapter("en", 43, 3)
    before = mirror.count()
    offline = settings.model_copy(update={"offline": True})
    async with hub_for(offline, language="es") as hub:
        page = await hub.chapter("en", 43, 3)  # fresh in the cache: no notice needed
        assert page.verses and hub.notices == []
        key = hub.wol_url_chapter("en", 43, 3)
        await hub.cache.expire(key)  # type: ignore[union-attr]
        stale = await hub.chapter("en", 43, 3)
        assert stale == page
        assert [n.kind for n in hub.notices] == ["offline_cache"]
        assert "Modo sin conexión" in hub.notice_messages()[0]
        with pytest.raises(Offline) as info:
            await hub.chapter("en", 43, 4)
        assert "modo sin conexión" in str(info.value)
        with pytest.raises(Offline):
            await hub.search("en", "kindness")
    assert mirror.count() == before


@pytest.mark.asyncio
async def test_unreachable_host_serves_the_stale_copy_with_a_notice(mirror: MirrorServer):
    async with hub_for() as online:
        await online.daily_text("en", date(2026, 3, 1))
        key = online.wol_url_daily_text("en", date(2026, 3, 1))
        await online.cache.expire(key)  # type: ignore[union-attr]
    dead = f"http://127.0.0.1:{free_port()}"
    settings = Settings(wol_url=dead, cdn_url=dead + "/cdn")
    fast = replace(MIRROR_POLICY, max_attempts=2)
    async with SourceHub(settings, policy=fast, language="pt") as hub:
        # The stale copy is keyed by the mirror's URL; point a hub at the dead port
        # with that cache entry copied under the dead URL.
        entry = await hub.cache.get(key)  # type: ignore[union-attr]
        assert entry is not None
        dead_key = key.replace(mirror.wol_url, dead)
        await hub.cache.put(dead_key, "daily", dead_key, entry.body, ttl=-1)  # type: ignore[union-attr]
        text = await hub.daily_text("en", date(2026, 3, 1))
        assert text.text
        assert [n.kind for n in hub.notices] == ["stale"]
        assert "cópia salva" in hub.notice_messages()[0]
        with pytest.raises(Offline) as info:
            await hub.daily_text("en", date(2026, 3, 2))
        # the person never sees the loopback address of the test server
        assert "Não é possível acessar wol.jw.org" in str(info.value)
        assert "127.0.0.1" not in str(info.value)


@pytest.mark.asyncio
async def test_server_errors_also_fall_back_to_the_stale_copy(
    mirror_hub: SourceHub, mirror: MirrorServer
):
    await mirror_hub.topic("en", content.TOPIC_DOCIDS[1])
    await mirror_hub.cache.expire(mirror_hub.wol_url_document("en", content.TOPIC_DOCIDS[1]))  # type: ignore[union-attr]
    mirror.faults.status("/wol/d/", 503)
    with notice_scope() as raised:
        topic = await mirror_hub.topic("en", content.TOPIC_DOCIDS[1])
    assert topic.title and [n.kind for n in raised] == ["stale"]
    assert [n.kind for n in mirror_hub.notices] == ["stale"]


@pytest.mark.asyncio
async def test_offline_can_be_switched_at_run_time(mirror_hub: SourceHub, mirror: MirrorServer):
    mirror_hub.offline = True
    with pytest.raises(Offline):
        await mirror_hub.chapter("en", 2, 1)
    mirror_hub.offline = False
    assert (await mirror_hub.chapter("en", 2, 1)).verses
    status = await mirror_hub.status()
    assert status.network_fetches == 1 and status.cache is not None and status.cache.entries == 1


# -- politeness -----------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_token_bucket_paces_real_requests(mirror: MirrorServer):
    policy = replace(MIRROR_POLICY, rate=20.0, burst=2)
    async with SourceHub(load_settings(), policy=policy, use_cache=False) as hub:
        started = time.perf_counter()
        started_wall = time.time()
        await asyncio.gather(*(hub.chapter("en", 19, c) for c in range(1, 13)))
        elapsed = time.perf_counter() - started
    # 12 requests, 2 at once, then 20 per second: at least 10 / 20 = 0.5 s.
    assert elapsed >= 0.5
    stamps = sorted(r.time for r in mirror.requests("/wol/b/"))
    assert len(stamps) == 12
    # The server sees the last one arrive no sooner than the pace allows (measured from
    # the client's start: a busy machine can delay the server's stamps, never advance
    # them).
    assert stamps[-1] - started_wall >= 0.45


@pytest.mark.asyncio
async def test_default_policy_is_polite_on_the_mirror_too(mirror: MirrorServer):
    async with SourceHub(load_settings(), use_cache=False) as hub:
        bucket = hub.http.bucket(mirror.wol_url.removeprefix("http://"))
        assert (bucket.rate, bucket.burst) == (2.0, 5)
        assert hub.http.policy == HttpPolicy()


@pytest.mark.asyncio
async def test_hub_defaults_from_settings(mirror: MirrorServer):
    settings = load_settings()
    assert settings.wol_url == mirror.wol_url and settings.cdn_url == mirror.cdn_url
    async with SourceHub(settings) as hub:
        assert hub.cache is not None and hub.cache.max_bytes == settings.cache_max_mb * 1024 * 1024
        assert hub.describe()["wol_url"] == mirror.wol_url
        assert hub.meeting_week_of("2026-06-03") == (2026, 23)
        assert hub.wol_url_meetings("es", WEEK_DAY).endswith("/es/wol/meetings/r4/lp-s/2026/23")
        href = "/es/wol/bc/r4/lp-s/1/2"
        assert hub.wol_url_absolute(href) == mirror.wol_url + href
        jude = hub.wol_url_verses("en", parse_reference("Jude 3", "en"))
        assert jude.endswith("/65/1#study=discover&v=65:1:3")


def test_cache_key_orders_parameters() -> None:
    assert cache_key("http://x/a", {"b": "2", "a": "1"}) == "http://x/a?a=1&b=2"
    assert cache_key("http://x/a") == "http://x/a"


@pytest.mark.asyncio
async def test_hub_accepts_an_explicit_cache(tmp_path: object, mirror: MirrorServer):
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    cache = Cache(tmp_path / "own.sqlite3", max_bytes=10_000_000)
    async with SourceHub(load_settings(), policy=MIRROR_POLICY, cache=cache) as hub:
        await hub.chapter("en", 50, 1)
    again = Cache(tmp_path / "own.sqlite3")
    assert again.stats_sync().entries == 1


@pytest.mark.asyncio
async def test_a_citation_that_is_not_json_in_the_persons_language(mirror: MirrorServer):
    from app.sources.citations import publication_citation

    async with SourceHub(load_settings(), policy=MIRROR_POLICY, language="pt") as hub:
        with pytest.raises(SourceChanged, match="não é JSON"):
            await publication_citation(hub, "/pt/wol/b/r5/lp-t/nwtsty/1/1")
