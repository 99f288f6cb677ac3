"""meeting.workbook and meeting.student_part prepare from the content: every part with its
text, questions and followed references; a student assignment with its lesson point and an
outline whose steps come from the workbook, the lesson and the verses."""

from __future__ import annotations

import pytest

from app.agents._outline import sentences
from app.core.errors import PreparoError
from app.core.settings import Settings
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, of_kind, run_agent

PLAN_A = "2026-06-10"  # talk, gems, reading, start (lmd 2.5), follow up (lmd 7.4), disciples
PLAN_B = "2026-06-03"  # … start (lmd 3.3), explaining beliefs (lmd 12.4), talk (th 14)


@pytest.mark.asyncio
async def test_workbook_gives_every_part_with_its_content(hub: SourceHub,
                                                          settings: Settings) -> None:
    result = await run_agent("meeting.workbook", {"date": PLAN_A}, context(hub, settings, "es"))
    assert_cited(result)
    parts = {p.data.number: p.data.model_dump() for p in of_kind(result, "workbook_part")}
    assert all(p["text"] for p in parts.values())
    assert parts[1]["part_kind"] == "treasures_talk" and len(parts[1]["scriptures"]) == 4
    gems = parts[2]
    research = gems["questions"][0]["research"][0]
    assert research["ref"] == "w21.04 12 párr. 5" and "fuente de agua viva" in research["text"]
    assert gems["questions"][1]["research"] == [] and all(
        q["answer_box"] for q in gems["questions"])
    assert parts[4]["setting"] == "DE CASA EN CASA"
    assert parts[4]["references"][0]["heading"] == "Use un tema de actualidad."
    living = parts[7]
    assert living["videos"][0]["title"] and len(living["questions"]) == 3
    assert [r["lesson"] for r in parts[8]["references"]] == [90, 91]
    refs = of_kind(result, "workbook_reference")
    assert {r.data.part for r in refs} == {2, 3, 4, 5, 6, 8} and len(refs) == 7
    assert all(r.citation and "/wol/d/" in r.citation.url for r in refs)


@pytest.mark.asyncio
async def test_starting_a_conversation_found_by_its_lesson(hub: SourceHub,
                                                           settings: Settings) -> None:
    result = await run_agent("meeting.student_part", {"lesson": "lmd lección 2", "date": PLAN_A},
                             context(hub, settings, "es"))
    assert_cited(result)
    [part] = of_kind(result, "workbook_part")
    assert part.data.number == 4 and part.data.assigned
    [lesson] = of_kind(result, "workbook_reference")
    assert lesson.data.point == 5 and "tema de actualidad" in lesson.excerpt
    steps = of_kind(result, "outline_step")
    keys = [s.data.key for s in steps]
    assert keys == ["setting", "opening", "scripture", "apply", "point", *["replies"] * 3, "time"]
    sources = part.data.instructions + " " + lesson.data.text
    opening = next(s for s in steps if s.data.key == "opening").data.text
    assert opening in sentences(sources)  # taken from the sources, not a stock sentence
    scripture = next(s for s in steps if s.data.key == "scripture").data.text
    verse = of_kind(result, "verse")[0]
    assert verse.data.text in scripture
    timed = [s.data.seconds for s in steps if s.data.key != "time" and s.data.seconds]
    assert sum(timed) == 3 * 60 and steps[-1].data.seconds == 180
    assert result.handoff.data["lesson"] == "lmd lección 2"


@pytest.mark.asyncio
async def test_bible_reading_passage_with_notes_and_th_lesson(hub: SourceHub,
                                                              settings: Settings) -> None:
    result = await run_agent("meeting.student_part",
                             {"assignment": "bible_reading", "date": PLAN_A},
                             context(hub, settings, "en"))
    [lesson] = of_kind(result, "workbook_reference")
    assert lesson.data.ref == "th lesson 5" and len(lesson.data.steps) == 3
    assert of_kind(result, "study_note")
    steps = {s.data.key: s.data.text for s in of_kind(result, "outline_step")}
    assert set(steps) == {"passage", "lesson", "time"}
    assert all(step in steps["lesson"] for step in lesson.data.steps)
    assert steps["time"].startswith("13 verses in 4 min")


@pytest.mark.asyncio
async def test_talk_by_number_and_beliefs_by_kind_in_portuguese(hub: SourceHub,
                                                                settings: Settings) -> None:
    ctx = context(hub, settings, "pt")
    talk = await run_agent("meeting.student_part", {"number": 6, "date": PLAN_B}, ctx)
    keys = [s.data.key for s in of_kind(talk, "outline_step")]
    assert keys == ["theme", "scripture", "point", "time"]
    assert talk.handoff.data["assignment"] == "talk"
    beliefs = await run_agent("meeting.student_part",
                              {"assignment": "explaining_beliefs", "date": PLAN_B}, ctx)
    [part] = of_kind(beliefs, "workbook_part")
    assert part.data.setting == "TESTEMUNHO INFORMAL"
    point = next(s for s in of_kind(beliefs, "outline_step") if s.data.key == "point")
    assert "Raciocine com um texto." in point.data.text


@pytest.mark.asyncio
async def test_a_lesson_other_than_the_workbook_s_and_an_unreachable_reference(
        hub: SourceHub, settings: Settings, mirror: MirrorServer) -> None:
    ctx = context(hub, settings, "en")
    other = await run_agent("meeting.student_part",
                            {"assignment": "starting_conversations", "lesson": "lmd lesson 9",
                             "date": PLAN_A}, ctx)
    assert any("lmd lesson 2 point 5" in n.summary for n in of_kind(other, "notice"))
    mirror.faults.status(r"/wol/pc/", 404)
    broken = await run_agent("meeting.student_part",
                             {"assignment": "following_up", "date": PLAN_A}, ctx)
    assert of_kind(broken, "workbook_part") and not of_kind(broken, "workbook_reference")
    assert any("lmd lesson 7 point 4" in n.summary for n in of_kind(broken, "notice"))
    with pytest.raises(PreparoError, match="which assignment"):
        await run_agent("meeting.student_part", {"date": PLAN_A}, ctx)


@pytest.mark.asyncio
async def test_a_bare_lesson_number_picks_the_part_with_that_lesson(
        hub: SourceHub, settings: Settings) -> None:
    ctx = context(hub, settings, "es")
    result = await run_agent("meeting.student_part", {"lesson": "7", "date": PLAN_A}, ctx)
    assert of_kind(result, "workbook_part")[0].data.number == 5
    assert not of_kind(result, "notice")
