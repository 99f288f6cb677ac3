"""The midweek sheet built from meeting.workbook and meeting.student_part findings (mirror):
each part in order with its content, questions with room for the answers and the research
text, scriptures attached to their part, lessons, and the person's assignment highlighted."""

from __future__ import annotations

import io

import docx
import pytest

from app.core.settings import Settings
from app.export import build_sheet
from app.export.docx import render_docx
from app.export.markup import render_html, render_markdown
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, run_agent

PLAN_A = "2026-06-10"


@pytest.mark.asyncio
async def test_midweek_sheet_with_the_person_s_assignment(hub: SourceHub,
                                                          settings: Settings) -> None:
    ctx = context(hub, settings, "en")
    week = await run_agent("meeting.workbook", {"date": PLAN_A}, ctx)
    mine = await run_agent("meeting.student_part",
                           {"assignment": "starting_conversations", "date": PLAN_A}, ctx)
    sheet = build_sheet([*week.findings, *mine.findings], language="en")
    assert sheet.kind == "workbook" and sheet.subtitle.endswith("JEREMIAH 1-3")
    parts = [s for s in sheet.sections if s.number]
    assert [s.number for s in parts] == [str(n) for n in range(1, 9)]
    assert [s.kicker for s in parts if s.kicker] == [
        "TREASURES FROM GOD'S WORD", "APPLY YOURSELF TO THE FIELD MINISTRY",
        "LIVING AS CHRISTIANS"]
    talk, gems, reading, start = parts[:4]
    assert [sc.ref for sc in talk.scriptures] == [
        "Jeremiah 1:6", "Jeremiah 1:7, 8", "Jeremiah 1:9", "Jeremiah 1:18, 19"]
    assert all(sc.text for sc in talk.scriptures)  # the verses, attached to their part
    assert [q.answer_space for q in gems.questions] == [True, True]
    assert "living water" in gems.questions[0].research[0].text
    assert not any("w21.04" in b.text for b in gems.bullets)  # shown once, under its question
    assert gems.text == ""  # both paragraphs are the questions, not repeated as text
    assert any("th lesson 5" in b.text for b in reading.bullets)
    assert start.highlight and start.comment_space and "your assignment" in start.heading
    assert not any(s.highlight for s in parts if s is not start)
    outline = [b.text for b in start.bullets if b.text.split(".")[0].isdigit()]
    assert len(outline) == 9 and "Time plan" in outline[-1]
    assert all("likely replies" in o for o in outline[-4:-1])
    living, cbs = parts[6], parts[7]
    assert len(living.questions) == 3 and living.bullets[0].text.startswith("Video:")
    assert [q.answer_space for q in cbs.questions] == [True] * 4
    leftovers = [s for s in sheet.sections if not s.number and s.scriptures]
    assert all(sc.ref.startswith("John 4") for s in leftovers for sc in s.scriptures)

    md = render_markdown(sheet)
    assert "## ★ 4. Starting a Conversation (3 min) — your assignment" in md
    assert md.count("**Answer:**") == 2 + 3 + 4
    html = render_html(sheet)
    assert html.count('class="answer"') == 9 and 'class="mine"' in html
    document = docx.Document(io.BytesIO(render_docx(sheet)))
    assert any(p.text.startswith("★ 4.") for p in document.paragraphs)


@pytest.mark.asyncio
async def test_assignment_alone_makes_a_sheet_of_its_part(hub: SourceHub,
                                                         settings: Settings) -> None:
    result = await run_agent("meeting.student_part",
                             {"assignment": "bible_reading", "date": PLAN_A},
                             context(hub, settings, "pt"))
    sheet = build_sheet(result.findings, language="pt")
    [part] = [s for s in sheet.sections if s.number]
    assert part.highlight and part.scriptures[0].ref.startswith("Jeremias 2:1-13")
    assert len(part.scriptures[0].text.split(". ")) >= 13  # the thirteen verses read
    assert any(b.text.startswith("3. Plano de tempo") for b in part.bullets)
