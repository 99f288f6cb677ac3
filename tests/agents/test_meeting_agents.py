"""meeting.week, meeting.workbook, meeting.watchtower_study, meeting.student_part,
meeting.public_talk_outline and study.daily_text against the mirror."""

from __future__ import annotations

import datetime as dt

import pytest

from app.core.errors import PreparoError, RetryableError, SourceChanged
from app.core.models import Handoff
from app.core.settings import Congregation, Settings, TalkEntry
from app.mirror import content
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from app.sources.references import parse_references
from tests.agents.agent_util import Queue, assert_cited, context, kinds, of_kind, run_agent

DAY = dt.date(2026, 3, 12)  # ISO week 11 of 2026
WB_DOCID, WT_DOCID = content.week_docids(2026, 11)


def upstream_week() -> dict[str, Handoff]:
    return {"week": Handoff(data={"workbook_docid": WB_DOCID, "watchtower_docid": WT_DOCID})}


# -- meeting.week ------------------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["es", "en", "pt"])
async def test_week_finds_both_documents(
    language: str, hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("meeting.week", {"date": DAY.isoformat()},
                             context(hub, settings, language))  # type: ignore[arg-type]
    assert_cited(result)
    [finding] = result.findings
    assert finding.kind == "meeting_week"
    assert finding.data.workbook_docid == WB_DOCID
    assert finding.data.watchtower_docid == WT_DOCID
    assert finding.data.week == 11
    assert finding.citation is not None and "/wol/meetings/" in finding.citation.url
    data = result.handoff.data
    assert (data["year"], data["week"], data["date"]) == (2026, 11, "2026-03-12")
    assert data["weekend_date"] == "2026-03-15" and data["midweek_date"] == "2026-03-11"


@pytest.mark.asyncio
async def test_week_uses_the_congregation_days_and_today_by_default(
    hub: SourceHub, settings: Settings
) -> None:
    cong = Congregation(name="Norte", midweek_day="thu", weekend_day="sat")
    settings = settings.model_copy(update={"congregations": [cong]})
    ctx = context(hub, settings, "es", congregation="Norte")
    result = await run_agent("meeting.week", {"date": DAY.isoformat()}, ctx)
    assert result.handoff.data["midweek_date"] == "2026-03-12"
    assert result.handoff.data["weekend_date"] == "2026-03-14"
    today = await run_agent("meeting.week", {}, ctx)
    assert today.handoff.data["date"] == dt.date.today().isoformat()


@pytest.mark.asyncio
async def test_week_falls_back_to_the_epub_files(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.changed_markup(r"/wol/meetings/")
    result = await run_agent("meeting.week", {"date": DAY.isoformat()},
                             context(hub, settings, "en"))
    assert result.handoff.data["source"] == "epub"
    assert result.handoff.data["workbook_docid"] == WB_DOCID
    assert result.handoff.data["watchtower_docid"] == WT_DOCID
    assert result.handoff.for_next  # says the EPUB was used
    assert mirror.count(r"\.epub") >= 2


@pytest.mark.asyncio
async def test_week_fails_clearly_when_every_route_fails(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.changed_markup(r"/wol/meetings/")
    mirror.faults.status(r"/cdn/", 404)
    with pytest.raises(SourceChanged):
        await run_agent("meeting.week", {"date": DAY.isoformat()}, context(hub, settings, "en"))


# -- meeting.workbook --------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_workbook_parts_times_and_scriptures_queued(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    queue = Queue()
    ctx = context(hub, settings, "pt", upstream=upstream_week(), queue=queue)
    result = await run_agent("meeting.workbook", {"date": DAY.isoformat()}, ctx)
    assert_cited(result)
    assert mirror.count(r"/wol/meetings/") == 0  # the docId came from upstream
    [week] = of_kind(result, "workbook_week")
    assert week.data.bible_reading and week.data.dates
    parts = of_kind(result, "workbook_part")
    assert [p.data.number for p in parts] == list(range(1, 9))
    assert all(p.data.minutes for p in parts)
    assert {p.data.section for p in parts} == {"treasures", "ministry", "living"}
    cited = [c for p in parts for c in p.data.citations]
    assert 1 <= len(queue.steps) <= 2
    assert all(agent == "verse.explain" and args["language"] == "pt"
               for _, agent, args in queue.steps)
    queued = {r for _, _, args in queue.steps for text in args["references"]
              for r in parse_references(text, "pt")}
    assert queued == {r for t in cited for r in parse_references(t, "pt")}
    assert result.handoff.data["verse_steps"] == [sid for sid, _, _ in queue.steps]


@pytest.mark.asyncio
async def test_workbook_by_date_explains_inline_when_it_may_not_enqueue(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("meeting.workbook", {"date": DAY.isoformat()},
                             context(hub, settings, "es"))
    assert result.handoff.data["verse_steps"] == []
    assert of_kind(result, "verse")
    assert of_kind(result, "notice")


@pytest.mark.asyncio
async def test_workbook_fault_on_the_document_reads_the_epub(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/wol/d/", 500)
    # The week comes from the workbook EPUB; the lessons its references lead to are
    # documents too, so each leaves a notice instead of its text.
    result = await run_agent("meeting.workbook", {"date": DAY.isoformat()},
                             context(hub, settings, "en", upstream=upstream_week()))
    assert len(of_kind(result, "workbook_part")) == 8
    assert mirror.count(r"\.epub") == 1 and mirror.count(r"/wol/meetings/") == 0
    assert not of_kind(result, "workbook_reference")
    failed = [n for n in of_kind(result, "notice") if "could not be followed" in n.summary]
    assert len(failed) == len({r for p in of_kind(result, "workbook_part")
                               for r in p.data.publications})


@pytest.mark.asyncio
async def test_workbook_fault_on_the_document_and_the_epub(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/wol/d/|\.epub|pub-media", 500)
    with pytest.raises(RetryableError):
        await run_agent("meeting.workbook", {"date": DAY.isoformat()},
                        context(hub, settings, "en", upstream=upstream_week()))


# -- meeting.watchtower_study ------------------------------------------------------------------


@pytest.mark.asyncio
async def test_watchtower_study_queues_grouped_verse_steps(
    hub: SourceHub, settings: Settings
) -> None:
    queue = Queue()
    ctx = context(hub, settings, "en", upstream=upstream_week(), queue=queue)
    result = await run_agent("meeting.watchtower_study", {"date": DAY.isoformat()}, ctx)
    assert_cited(result)
    assert kinds(result)[0] == "wt_article"
    article = await hub.wol.watchtower("en", WT_DOCID)
    paragraphs = of_kind(result, "wt_paragraph")
    assert [p.data.number for p in paragraphs] == [p.number for p in article.paragraphs]
    assert len(of_kind(result, "review_question")) == len(article.review_questions)
    assert 1 <= len(queue.steps) <= 6
    assert all(len(args["references"]) <= 30 for _, _, args in queue.steps)
    queued = {r for _, _, args in queue.steps for t in args["references"]
              for r in parse_references(t, "en")}
    cited = {r for p in article.paragraphs for t in p.scriptures for r in parse_references(t, "en")}
    cited |= set(parse_references(article.theme_scripture, "en"))
    assert {(r.book, r.chapter, r.verses) for r in cited} <= {
        (r.book, r.chapter, r.verses) for r in queued}
    data = result.handoff.data
    assert data["verse_steps"] == [sid for sid, _, _ in queue.steps]
    assert data["article"]["title"] == article.title and data["inline"] == []


@pytest.mark.asyncio
async def test_watchtower_study_explains_inline_what_the_guards_refuse(
    hub: SourceHub, settings: Settings
) -> None:
    queue = Queue(limit=1)
    ctx = context(hub, settings, "es", upstream=upstream_week(), queue=queue)
    result = await run_agent("meeting.watchtower_study", {}, ctx)
    assert len(queue.steps) == 1
    assert result.handoff.data["inline"]
    inline_verses = {f.data.ref for f in of_kind(result, "verse")}
    assert inline_verses
    assert any("budget" in line for line in result.handoff.for_next)


@pytest.mark.asyncio
async def test_watchtower_study_docid_argument_wins_and_bad_docids_fail(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    other = content.week_docids(2026, 12)[1]
    result = await run_agent("meeting.watchtower_study", {"docid": other},
                             context(hub, settings, "en", upstream=upstream_week()))
    assert result.handoff.data["watchtower_docid"] == other
    topic = content.TOPIC_DOCIDS[0]
    with pytest.raises(SourceChanged):
        await run_agent("meeting.watchtower_study", {"docid": topic}, context(hub, settings, "en"))
    mirror.faults.status(r"/wol/d/|\.epub|pub-media", 429, retry_after=0)
    with pytest.raises(RetryableError):
        await run_agent("meeting.watchtower_study", {}, context(hub, settings, "en",
                                                                 upstream=upstream_week()))


@pytest.mark.asyncio
async def test_watchtower_study_reads_the_epub_when_the_week_s_article_fails(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.changed_markup(r"/wol/d/")
    result = await run_agent("meeting.watchtower_study", {"date": DAY.isoformat()},
                             context(hub, settings, "en", upstream=upstream_week()))
    assert of_kind(result, "wt_paragraph")
    assert mirror.count(r"\.epub") == 1 and mirror.count(r"/wol/meetings/") == 0


# -- meeting.student_part ----------------------------------------------------------------------


@pytest.mark.asyncio
async def test_student_part_bible_reading_gets_its_verses(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("meeting.student_part",
                             {"assignment": "bible_reading", "date": DAY.isoformat()},
                             context(hub, settings, "en"))
    assert_cited(result)
    [part] = of_kind(result, "workbook_part")
    assert part.data.title == "Bible Reading" and part.data.minutes == 4
    wanted = {key for c in part.data.citations for r in parse_references(c, "en")
              for key in r.verse_keys()}
    verses = {f"{f.data.book}-{f.data.chapter}-{f.data.verse}"
              for f in of_kind(result, "verse")}
    assert wanted <= verses


@pytest.mark.asyncio
async def test_student_part_in_spanish_and_an_assignment_missing_this_week(
    hub: SourceHub, settings: Settings
) -> None:
    ctx = context(hub, settings, "es")
    plan_a = "2026-06-10"  # a week whose ministry parts are start, follow up, disciples
    start = await run_agent("meeting.student_part",
                            {"assignment": "starting_conversations", "date": plan_a}, ctx)
    assert of_kind(start, "workbook_part")[0].data.title == "Empiece conversaciones"
    with pytest.raises(PreparoError, match=r"explain|creencias"):
        await run_agent("meeting.student_part",
                        {"assignment": "explaining_beliefs", "date": plan_a}, ctx)
    with_topic = await run_agent("meeting.student_part",
                                 {"assignment": "explaining_beliefs", "topic": "paciencia",
                                  "date": plan_a}, ctx)
    assert kinds(with_topic)[0] == "notice" and of_kind(with_topic, "topic")


@pytest.mark.asyncio
async def test_student_part_when_the_workbook_cannot_be_read(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/wol/meetings/", 404)
    mirror.faults.status(r"/cdn/apis/pub-media/", 404)
    result = await run_agent("meeting.student_part",
                             {"assignment": "talk", "topic": "kindness"},
                             context(hub, settings, "en"))
    assert of_kind(result, "notice") and of_kind(result, "topic")
    assert result.handoff.data["part"] is None


# -- meeting.public_talk_outline ---------------------------------------------------------------


@pytest.mark.asyncio
async def test_public_talk_outline_from_the_congregation_schedule(
    hub: SourceHub, settings: Settings
) -> None:
    monday = DAY - dt.timedelta(days=DAY.weekday())
    talk = TalkEntry(week=monday.isoformat(), number=42, title="Patience in a hurried world",
                     speaker="J. Doe")
    cong = Congregation(name="Sur", talks=[talk])
    settings = settings.model_copy(update={"congregations": [cong]})
    result = await run_agent("meeting.public_talk_outline", {"date": DAY.isoformat()},
                             context(hub, settings, "en", congregation="Sur"))
    assert_cited(result)
    head = result.findings[0]
    assert head.kind == "talk" and head.data.number == 42 and head.data.speaker == "J. Doe"
    points = of_kind(result, "outline_point")
    assert points and all(p.data.point for p in points)
    assert any(p.data.scriptures for p in points)
    assert of_kind(result, "verse")


@pytest.mark.asyncio
async def test_public_talk_outline_needs_a_title(hub: SourceHub, settings: Settings) -> None:
    with pytest.raises(PreparoError, match="título"):
        await run_agent("meeting.public_talk_outline", {"date": DAY.isoformat()},
                        context(hub, settings, "es"))


@pytest.mark.asyncio
async def test_public_talk_outline_when_search_is_down(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/cdn/apis/search/", 500)
    with pytest.raises(RetryableError):
        await run_agent("meeting.public_talk_outline", {"title": "Kindness"},
                        context(hub, settings, "en"))


# -- study.daily_text --------------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["es", "en", "pt"])
async def test_daily_text_with_its_scripture(
    language: str, hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("study.daily_text", {"date": "2026-03-12"},
                             context(hub, settings, language))  # type: ignore[arg-type]
    assert_cited(result)
    head = result.findings[0]
    assert head.kind == "daily_text" and head.data.date == "2026-03-12"
    assert head.citation is not None and head.citation.url.endswith("/2026/3/12")
    assert head.data.scripture
    assert of_kind(result, "verse")


@pytest.mark.asyncio
async def test_daily_text_faults(hub: SourceHub, settings: Settings, mirror: MirrorServer) -> None:
    mirror.faults.changed_markup(r"/wol/dt/")
    with pytest.raises(SourceChanged):
        await run_agent("study.daily_text", {"date": "2026-01-01"}, context(hub, settings, "en"))
    mirror.faults.clear()
    mirror.faults.status(r"/wol/dt/", 500, times=1)
    result = await run_agent("study.daily_text", {"date": "2026-01-02"},
                             context(hub, settings, "en"))
    assert result.findings[0].kind == "daily_text"
