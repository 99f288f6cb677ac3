"""A body must be whole for its kind before it counts: a page cut short under a matching
Content-Length, an empty 200, JSON that does not parse or a truncated EPUB is retried,
never cached, and named in the run's problems when the retries fail (issue 27)."""

from __future__ import annotations

import io
import zipfile
from datetime import date
from typing import Any

import pytest
from pydantic import BaseModel

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry
from app.core.errors import PreparoError, RetryableError
from app.core.models import Finding, Handoff, Plan, Step
from app.core.settings import load_settings
from app.mirror.server import MIRROR_POLICY, MirrorServer
from app.orchestrator.executor import Executor, ExecutorConfig
from app.sources.cache import Cache
from app.sources.hub import SourceHub
from app.sources.validity import body_problem

CHAPTER = "/en/wol/b/r1/lp-e/nwtsty/43/3"
WEEK_DAY = date(2026, 6, 3)


def _sqlite_put(cache: Cache, key: str, kind: str, body: bytes, ctype: str) -> None:
    """Store an entry the way a cache written before bodies were checked holds it."""
    conn = cache._conn  # simulating an old file
    conn.execute(
        "INSERT OR REPLACE INTO entries (key, kind, url, content_type, fetched_at, expires_at,"
        " last_used, size, body) VALUES (?, ?, ?, ?, 0, 1e12, 0, ?, ?)",
        (key, kind, key, ctype, len(body), body))
    conn.commit()


# -- the checks themselves ----------------------------------------------------------------


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/epub+zip")
        archive.writestr("OEBPS/a.xhtml", "<html><body>" + "words " * 2000 + "</body></html>")
    return buffer.getvalue()


@pytest.mark.parametrize(("kind", "body", "ctype", "problem"), [
    ("chapter", b"", "text/html", "empty"),
    ("chapter", b'<html><body><article id="article"><p>half', "text/html", "no_end"),
    ("chapter", b"<html><body><p>a 200 error page</p></body></html>", "text/html",
     "no_container"),
    ("chapter", b'<html><article id="article"><p>x</p></article></html>', "text/html", None),
    ("daily", b'<html><div class="tabContent">x</div></html>\n', "text/html", None),
    ("search", b'{"results": [{"title": "a"', "application/json", "bad_json"),
    ("search", b'{"results": []}', "application/json", None),
    ("document", b'{"items": [', "application/json", "bad_json"),  # a citation answer
    ("epub", _zip()[:-40], "application/epub+zip", "bad_zip"),
    ("epub", _zip()[:300] + bytes(50) + _zip()[350:], "application/epub+zip", "bad_zip"),
    ("epub", _zip(), "application/epub+zip", None),
])
def test_what_counts_as_whole(kind: str, body: bytes, ctype: str, problem: str | None) -> None:
    assert body_problem(kind, body, ctype) == problem


# -- through the hub ------------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("fault", ["cut", "empty"])
async def test_a_page_cut_short_or_empty_is_fetched_again(
    mirror_hub: SourceHub, mirror: MirrorServer, fault: str
) -> None:
    whole = await mirror_hub.chapter("en", 43, 4)  # how many verses a whole page has
    getattr(mirror.faults, fault)("/wol/b/.*/43/3", times=1)
    page = await mirror_hub.chapter("en", 43, 3)
    reference = await SourceHub(load_settings(), policy=MIRROR_POLICY, use_cache=False
                                ).chapter("en", 43, 3)
    assert whole.verses and len(page.verses) == len(reference.verses)
    assert mirror.count(r"/wol/b/.*/43/3$") == 3  # the faulted try, the retry, the reference


@pytest.mark.asyncio
async def test_a_page_that_stays_cut_is_never_cached(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    fault = mirror.faults.cut("/wol/b/")
    with pytest.raises(RetryableError, match="cut short"):
        await mirror_hub.chapter("en", 43, 3)
    assert mirror_hub.cache is not None
    assert await mirror_hub.cache.get(mirror.wol_url + CHAPTER) is None
    mirror.faults.remove(fault.id)
    page = await mirror_hub.chapter("en", 43, 3)  # the network is healthy again
    assert len(page.verses) > 10


@pytest.mark.asyncio
async def test_a_cut_copy_cached_before_the_checks_is_dropped(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    assert mirror_hub.cache is not None
    reference = await mirror_hub.chapter("en", 43, 3)
    key = mirror.wol_url + CHAPTER
    entry = await mirror_hub.cache.get(key)
    assert entry is not None
    _sqlite_put(mirror_hub.cache, key, "chapter", entry.body[: len(entry.body) // 2],
                entry.content_type)
    page = await mirror_hub.chapter("en", 43, 3)
    assert len(page.verses) == len(reference.verses)
    assert mirror.count(r"/wol/b/.*/43/3$") == 2  # the cut copy was not served


@pytest.mark.asyncio
@pytest.mark.parametrize("fault", ["cut", "empty"])
async def test_search_json_cut_short_is_fetched_again(
    mirror_hub: SourceHub, mirror: MirrorServer, fault: str
) -> None:
    getattr(mirror.faults, fault)("/apis/search/", times=1)
    hits = await mirror_hub.search("en", "love", kind="publications")
    assert hits and mirror.count("/apis/search/") == 2


@pytest.mark.asyncio
async def test_a_truncated_epub_is_fetched_again_and_never_cached(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    mirror.faults.cut(r"\.epub$", times=1)
    week = await mirror_hub.workbook_week_epub("en", WEEK_DAY)
    assert week.parts and mirror.count(r"\.epub$") == 2
    mirror.faults.cut(r"\.epub$")
    assert mirror_hub.cache is not None
    await mirror_hub.cache.clear()
    with pytest.raises(RetryableError, match="damaged or cut short"):
        await mirror_hub.workbook_week_epub("en", WEEK_DAY)
    assert (await mirror_hub.cache.stats()).by_kind.get("epub") is None


# -- through a run ----------------------------------------------------------------------------


class _Chapters(BaseModel):
    chapters: list[int]


async def _read_chapters(args: _Chapters, ctx: AgentContext) -> AgentResult:
    """Like the real agents: a chapter that cannot be read is skipped, the rest kept."""
    findings = []
    for chapter in args.chapters:
        try:
            page = await ctx.sources.chapter("en", 43, chapter)
        except PreparoError:
            continue
        findings.append(Finding(summary=f"John {chapter}", excerpt=page.verses[0].text))
    return AgentResult(findings=findings, handoff=Handoff())


def _registry() -> Registry:
    registry = Registry()
    registry.add(AgentSpec(name="test.chapters", description="reads chapters",
                                args_model=_Chapters, run=_read_chapters))
    return registry


async def _run(hub: SourceHub, chapters: list[int]) -> Any:
    executor = Executor(_registry(), sources=hub, config=ExecutorConfig(step_timeout_s=20))
    return await executor.run(Plan(goal="g", language="es", steps=[
        Step(id="read", agent="test.chapters", args={"chapters": chapters})]))


@pytest.mark.asyncio
async def test_content_lost_after_the_retries_is_named_in_the_run_problems(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    mirror.faults.cut("/wol/b/.*/43/4$")
    result = await _run(mirror_hub, [3, 4, 5])
    assert [f.summary for f in result.findings] == ["John 3", "John 5"]
    assert result.status == "finished_with_problems"
    assert len(result.problems) == 1
    problem = result.problems[0]
    assert problem.startswith("read: no se pudo leer y falta en los resultados:")
    assert "/43/4" in problem and "cut short" in problem


@pytest.mark.asyncio
async def test_a_run_that_recovers_from_a_cut_page_is_simply_finished(
    mirror_hub: SourceHub, mirror: MirrorServer
) -> None:
    mirror.faults.cut("/wol/b/.*/43/4$", times=2)
    result = await _run(mirror_hub, [3, 4, 5])
    assert [f.summary for f in result.findings] == ["John 3", "John 4", "John 5"]
    assert result.status == "finished" and result.problems == []

