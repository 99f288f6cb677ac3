"""A student assignment as the person names it (issue 31, item 2): the passage asked for
and the lesson's study point lead the outline (setting, opening, the scripture and how to
apply it, the timing for the part's minutes, the householder's likely replies, each from
its source), and a lesson that cannot be found is said plainly."""

from __future__ import annotations

import pytest

from app.core.findings import NothingFound, OutlineStep
from app.core.settings import Settings
from app.mirror import content
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, of_kind, run_agent

PLAN_A = "2026-06-10"  # part 4 starts conversations with lmd lesson 2 point 5 (3 min)


def steps_of(result: object) -> dict[str, list[OutlineStep]]:
    out: dict[str, list[OutlineStep]] = {}
    for f in of_kind(result, "outline_step"):  # type: ignore[arg-type]
        assert isinstance(f.data, OutlineStep)
        out.setdefault(f.data.key, []).append(f.data)
    return out


@pytest.mark.asyncio
async def test_the_passage_and_the_lesson_asked_for_lead_the_outline(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("meeting.student_part", {
        "assignment": "starting_conversations", "lesson": "3", "scripture": "Hechos 20:20",
        "date": PLAN_A}, context(hub, settings, "es"))
    assert_cited(result)
    steps = steps_of(result)
    assert list(steps)[:2] == ["setting", "opening"]
    # the passage the person was given, read as the mirror's chapter has it
    [scripture] = steps["scripture"]
    assert scripture.text.startswith("Hechos 20:20 — ")
    assert content.verse_text("es", 44, 20, 20) in scripture.text
    # one verse reads as it is read aloud, without its number in front ("— 20 Cómo…")
    assert scripture.text.startswith("Hechos 20:20 — " + content.verse_text("es", 44, 20, 20)[:12])
    # the lesson named (lmd 3), not the part's (lmd 2), with how to use the scripture
    [point] = steps["point"]
    assert "lmd lección 3" in point.text and "lección 2" not in point.text
    [apply] = steps["apply"]
    assert "Hechos 20:20" in apply.text and "lmd lección 3" in apply.text
    assert any("otra lección" in f.summary or "lmd lección 2" in f.summary
               for f in of_kind(result, "notice"))
    # the householder's likely replies, each with the publication's words and its link
    replies = [f for f in of_kind(result, "outline_step") if f.data.key == "replies"]
    assert len(replies) == 3
    assert any("No me interesa" in f.data.text for f in replies)
    assert all(f.citation and "#h=" in f.citation.url for f in replies)
    # the time plan divides the part's 3 minutes
    [time] = steps["time"]
    assert time.seconds == 180 and "3:00" in time.text
    assert sum(s.seconds or 0 for k, ss in steps.items() if k != "time" for s in ss) == 180


@pytest.mark.asyncio
async def test_a_lesson_that_cannot_be_found_is_said_plainly(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("meeting.student_part", {
        "assignment": "starting_conversations", "lesson": "lmd lección 99", "date": PLAN_A},
        context(hub, settings, "es"))
    [missing] = [f for f in of_kind(result, "nothing_found")
                 if isinstance(f.data, NothingFound) and "lección" in f.data.searched]
    assert "No se encontró la lección «lmd lección 99»" in missing.summary
    assert missing.data.searched == "lmd lección 99"  # type: ignore[union-attr]
    # the part's own lesson still guides the outline
    [point] = steps_of(result)["point"]
    assert "lmd lección 2" in point.text


@pytest.mark.asyncio
async def test_a_typed_assignment_not_in_the_workbook_uses_what_was_named(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("meeting.student_part", {
        "assignment": "explaining_beliefs", "lesson": "12", "scripture": "John 3:16",
        "date": PLAN_A}, context(hub, settings, "en"))
    steps = steps_of(result)
    assert not of_kind(result, "workbook_part")  # no part of the workbook is claimed
    assert content.verse_text("en", 43, 3, 16) in steps["scripture"][0].text
    assert "lmd lesson 12" in steps["point"][0].text
    assert "time" not in steps  # no minutes were given: no time plan invented
