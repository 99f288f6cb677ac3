"""ministry.bible_study against the mirror (issue 34): a lesson of the Bible course in
each language with its sections, questions, scriptures (read ones first, with their
text), videos and pictures, the next lesson; the student's note only in the "for this
student" paragraph, never in a request; the study's progress kept on this computer."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from urllib.parse import unquote

import pytest

from app.agents._studies import STUDIES_FILE, StudyBook
from app.core import privacy
from app.core.errors import PreparoError
from app.core.events import EventHub
from app.core.findings import LessonSection, NothingFound, StudentNote, StudyLesson, Verse
from app.core.models import StepStatus
from app.core.paths import data_dir
from app.core.settings import Settings
from app.export import render
from app.export.sheet import build_sheet
from app.mirror.server import MirrorServer
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.planner import RulesPlanner
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import RunStore
from app.sources.cache import Cache
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, of_kind, registry, run_agent

CASES = [
    ("es", "Disfrute de la vida para siempre", 1, "¿Por qué leer la Biblia hoy?",
     "Esperanza para un futuro mejor", "Salmo 119:105"),
    ("en", "Enjoy Life Forever", 2, "Hope for a Better Future",
     "Why You Can Trust the Bible", "Revelation 21:3"),
    ("pt", "Seja Feliz para Sempre", 3, "Por que você pode confiar na Bíblia",
     "Vamos conhecer a Deus", "Lucas 1:3"),
]


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "publication", "number", "title", "next_title", "read"),
                         CASES)
async def test_a_lesson_in_each_language(
    hub: SourceHub, settings: Settings, mirror: MirrorServer, lang: str, publication: str,
    number: int, title: str, next_title: str, read: str,
) -> None:
    result = await run_agent("ministry.bible_study",
                             {"publication": publication, "lesson": number},
                             context(hub, settings, lang))  # type: ignore[arg-type]
    head = result.findings[0]
    assert isinstance(head.data, StudyLesson)
    assert (head.data.publication, head.data.lesson, head.data.title) == ("lff", number, title)
    assert head.data.next_title == next_title and head.data.next_lesson == number + 1
    sections = [f.data for f in of_kind(result, "lesson_section")]
    assert all(isinstance(s, LessonSection) for s in sections)
    numbered = [s for s in sections if isinstance(s, LessonSection) and s.number]
    assert [s.number for s in numbered] == [1, 2]
    assert all(s.questions and s.questions[0].endswith("?") for s in numbered)
    kinds = {m.kind for s in numbered for m in s.media}
    assert kinds == {"video", "picture"}
    assert any("lank=" in m.link for s in numbered for m in s.media if m.kind == "video")
    assert numbered[0].read[0].startswith(read)
    verses = {f.data.ref: f.data.text for f in of_kind(result, "verse")
              if isinstance(f.data, Verse)}
    # every scripture of the lesson has its text; the read ones are looked up first
    assert verses[read]
    first_verse = next(f for f in result.findings if f.kind == "verse")
    assert isinstance(first_verse.data, Verse) and first_verse.data.ref == read
    assert not of_kind(result, "student_note")  # no note, no paragraph
    paths = [r.path for r in mirror.requests()]
    assert any("/wol/publication/" in p and p.endswith("/lff") for p in paths)


@pytest.mark.asyncio
async def test_the_note_is_never_in_a_request(hub: SourceHub, settings: Settings,
                                              mirror: MirrorServer) -> None:
    args = {"publication": "lff", "lesson": 1, "student": "Rosalba Quintero",
            "note": "tiene dos hijos pequeños y vive en la calle Olmo; trabaja por turnos"}
    ctx = context(hub, settings, "es")
    try:
        result = await run_agent("ministry.bible_study", args, ctx)
        notes = of_kind(result, "student_note")
        assert len(notes) == 1 and isinstance(notes[0].data, StudentNote)
        text = notes[0].data.text
        assert "Olmo" in text  # the paragraph quotes the note...
        assert "niños pequeños" in text  # ...and adapts to it (children)
        assert "tiempo" in text and "hasta la sección 1 " in text  # (little time: the pace)
        sent = " ".join(unquote(r.path) for r in mirror.requests()).casefold()
        for word in ("rosalba", "quintero", "olmo", "hijos", "turnos"):
            assert word not in sent, word
        assert privacy.find("Rosalba Quintero vive en la calle Olmo") is not None
    finally:
        privacy.forget_all()


@pytest.mark.asyncio
async def test_progress_is_kept_beside_the_notebook(hub: SourceHub, settings: Settings) -> None:
    ctx = context(hub, settings, "en")
    try:
        done = await run_agent("ministry.bible_study",
                               {"action": "done", "lesson": 2, "student": "Ana Lima"}, ctx)
        assert "lesson 3" in done.findings[0].summary
        book = StudyBook(data_dir() / STUDIES_FILE)
        study = book.find("ana lima", "lff")
        assert study is not None and study.last_done == 2
        # no lesson named: the one after the last done
        result = await run_agent("ministry.bible_study", {"student": "Ana Lima"}, ctx)
        head = result.findings[0].data
        assert isinstance(head, StudyLesson) and head.lesson == 3
        note = of_kind(result, "student_note")[0].data
        assert isinstance(note, StudentNote) and note.last_done == 2
    finally:
        privacy.forget_all()


@pytest.mark.asyncio
async def test_a_lesson_not_there_is_nothing_found(hub: SourceHub, settings: Settings) -> None:
    missing = await run_agent("ministry.bible_study", {"lesson": 9},
                              context(hub, settings, "en"))
    assert [f.kind for f in missing.findings] == ["nothing_found"]
    assert isinstance(missing.findings[0].data, NothingFound)
    assert "Lesson 9" in missing.findings[0].summary
    older = await run_agent("ministry.bible_study", {"publication": "bh", "lesson": 3},
                            context(hub, settings, "es"))
    assert [f.kind for f in older.findings] == ["nothing_found"]
    assert "Capítulo 3" in older.findings[0].summary
    last = await run_agent("ministry.bible_study", {"lesson": 4}, context(hub, settings, "pt"))
    assert of_kind(last, "nothing_found")  # the table of contents lists no lesson 5
    with pytest.raises(PreparoError, match="lff"):
        await run_agent("ministry.bible_study", {"publication": "Atalaya"},
                        context(hub, settings, "es"))


@pytest.mark.asyncio
async def test_the_sheet_of_a_lesson(hub: SourceHub, settings: Settings) -> None:
    ctx = context(hub, settings, "en")
    try:
        result = await run_agent("ministry.bible_study",
                                 {"lesson": 2, "student": "Ana Lima",
                                  "note": "she has small children"}, ctx)
    finally:
        privacy.forget_all()
    sheet = build_sheet(result.findings, language="en")
    assert sheet.title.startswith("Lesson 2: Hope for a Better Future")
    headings = [s.heading for s in sheet.sections]
    assert headings[0] == "For this student (Ana Lima)"
    assert headings[-1] == "Next lesson: 3. Why You Can Trust the Bible"
    first = next(s for s in sheet.sections if s.heading.startswith("1. "))
    assert first.questions and first.questions[0].answer_space
    assert first.scriptures[0].read and first.scriptures[0].text
    assert any(b.text.startswith("Video: ") for b in first.bullets)
    assert not any(s.heading == "Scriptures" for s in sheet.sections)  # all placed
    assert render(sheet, "docx")
    html = render(sheet, "html").decode("utf-8")
    assert '<span class="read">READ</span> · <b><a href' in html
    md = render(sheet, "md").decode("utf-8")
    assert "- **READ** · **[Revelation 21:3, 4]" in md
    assert "A World Without Tears" in md and "Revelation 21:4" in md
    assert "she has small children" in md and "Next lesson: 3." in md


@pytest.mark.asyncio
async def test_a_planned_study_run_keeps_the_student_on_this_computer(
        settings: Settings, mirror: MirrorServer, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    goal = ("Prepara la lección 3 de Disfrute de la vida para siempre con Rosalba Quintero "
            "(su esposo murió hace poco; vive en la calle Olmo)")
    privacy.forget_all()
    plan = RulesPlanner(registry()).plan_sync(goal, "es")
    assert [s.agent for s in plan.steps] == ["ministry.bible_study"]
    policy = HttpPolicy(rate=1000, burst=1000, backoff_base=0.01, backoff_max=0.05)
    cache = Cache(tmp_path / "cache.sqlite3")
    hub = SourceHub(settings, policy=policy, cache=cache)
    try:
        orchestrator = Orchestrator(
            registry(), settings=settings.model_copy(update={"step_retries": 0}),
            events=EventHub(), store=RunStore(tmp_path / "runs"), sources=hub,
            services={"entailer": LexicalEntailer()})
        with caplog.at_level(logging.DEBUG):
            result = await orchestrator.run(plan)
    finally:
        await hub.aclose()
        privacy.forget_all()
    done = result.result_for(plan.steps[0].id)
    assert done is not None and done.status == StepStatus.DONE
    note = next(f for f in done.findings if f.kind == "student_note")
    assert "consuelo" in note.excerpt  # the note (grief) shapes the paragraph
    words = ("Rosalba", "Quintero", "Olmo", "esposo", "muri")
    for record in mirror.requests():
        assert not any(w in unquote(record.path) for w in words), record.path
    keys = [row[0] for row in sqlite3.connect(cache.path).execute("SELECT key FROM entries")]
    assert keys and not any(w in unquote(k) for k in keys for w in words)
    trace = (tmp_path / "runs" / result.run_id / "trace.jsonl").read_text("utf-8")
    assert trace.strip() and not any(w in trace for w in words), trace[:2000]
    assert not any(w in caplog.text for w in words)
