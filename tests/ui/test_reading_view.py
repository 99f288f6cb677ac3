"""The reading view: the sheet as a person reads it, with highlighted answers,
scriptures on click, and comment boxes checked as they type, saved and restored."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from app.core.models import Comment, Language
from app.export import build_sheet
from app.service.notebook import NotebookPages
from app.ui.main_window import MainWindow
from app.ui.reading_view import ReadingView, model_checker
from tests.export.sample import findings, run_result

pytestmark = pytest.mark.asyncio


async def until(condition: Callable[[], object], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


class FakeChecker:
    def __init__(self) -> None:
        self.calls: list[tuple[str, list[int]]] = []

    async def __call__(self, text: str, paragraphs: list[str], scriptures: list[str],
                       numbers: list[int], language: Language) -> Comment:
        self.calls.append((text, numbers))
        await asyncio.sleep(0.01)
        return Comment(text=text, verdict="supported", paragraph=numbers[0],
                       evidence=paragraphs[0].split(".")[0] + ".", engine="model")


def _labels(view: ReadingView) -> list[str]:
    return [label.text() for label in view.body.findChildren(QLabel)]


async def test_sheet_reads_like_a_page_and_comments_are_checked_and_saved(
        qtbot: Any) -> None:
    view = ReadingView()
    qtbot.addWidget(view)
    view.resize(700, 800)
    view.show()
    checker = FakeChecker()
    saved: list[dict[str, Comment]] = []

    async def save(pages: NotebookPages) -> None:
        saved.append(pages.comments)

    view.checker = checker
    view.save = save
    sheet = build_sheet(findings(), language="en")
    view.show_sheet(sheet, {"wt:3": Comment(text="Kept earlier.", verdict="unsupported")})
    assert set(view.boxes) == {"wt:1", "wt:3"}  # the boxes exist at once
    await until(lambda: view.complete)  # the texts come a few parts per turn
    texts = "\n".join(_labels(view))
    assert view.title.text() == sheet.title
    assert "Why can trust grow over time?" in texts
    # the answer sentence is highlighted inside its paragraph
    assert "background-color:#fff176" in texts and "Trust grows when promises are kept." \
        in texts
    # ¶3's answer is unclear ("read all of ¶3"): its paragraph has no highlight
    third = next(t for t in _labels(view) if "Sample paragraph 3 text" in t)
    assert "background-color" not in third
    assert sum(t.count("background-color:#fff176") for t in _labels(view)) == 1
    # how sure each highlighted answer is, under its question, in words
    notes = [label.text() for label in view.body.findChildren(QLabel, "answerNote")]
    assert notes == ["<i>(Answer: clear, in ¶1)</i>",
                     "<i>(Answer: unclear, read all of ¶3)</i>"]
    assert set(view.boxes) == {"wt:1", "wt:3"}
    assert view.boxes["wt:3"].editor.toPlainText() == "Kept earlier."  # restored
    assert "Not in the paragraph" in view.boxes["wt:3"].check.text()

    # a scripture opens its text in the pane below
    link = next(label for label in view.body.findChildren(QLabel)
                if "scripture:" in label.text() and "John 3:16" in label.text())
    href = link.text().split('href="', 1)[1].split('"', 1)[0]
    link.linkActivated.emit(href)
    assert view.scripture_pane.isVisible()
    assert "A sample line about love" in view.scripture_pane.toPlainText()

    box = view.boxes["wt:1"]
    qtbot.keyClicks(box.editor, "Trust grows as promises are kept.")
    assert "Checking" in box.check.text()
    await until(lambda: view.checks_done == 1, 5)
    assert len(checker.calls) == 1  # typing once more than a keystroke is one check
    assert checker.calls[0][1] == [1, 2]
    assert box.check.text().startswith("✔ Supported by ¶1:")
    assert saved and saved[-1]["wt:1"].text == "Trust grows as promises are kept."
    assert saved[-1]["wt:1"].verdict == "supported"
    assert saved[-1]["wt:3"].text == "Kept earlier."


async def test_the_local_model_checks_a_comment_once_loaded() -> None:
    # The figure (within a second) is measured quietly by bench.ui_stall; here only a
    # bound that a busy test machine cannot trip.
    sheet = build_sheet(findings(), language="en")
    group = next(s for s in sheet.sections if s.paragraphs)
    paragraphs = [p.text for p in group.paragraphs]
    numbers = [p.number for p in group.paragraphs]
    await model_checker("warm-up", paragraphs, [], numbers, "en")
    start = time.perf_counter()
    found = await model_checker("Trust grows when promises are kept.", paragraphs, [],
                                numbers, "en")
    assert time.perf_counter() - start < 5.0
    assert found.verdict == "supported" and found.paragraph in numbers
    assert found.engine in ("model", "word-overlap")


async def test_a_finished_run_opens_its_sheet_and_comments_survive_reopening(
        window: MainWindow, qtbot: Any) -> None:
    result = run_result()
    window.service.store.save(result)
    window.service.save_comments(result.run_id, {"wt:1": Comment(text="Mine.")})
    await window.controller.open_run(result.run_id)
    await until(lambda: window.reading.sheet is not None)
    assert window.right_tabs.currentWidget() is window.reading
    assert window.reading.boxes["wt:1"].editor.toPlainText() == "Mine."


async def test_showing_the_same_run_again_keeps_what_the_person_typed(qtbot: Any) -> None:
    view = ReadingView()
    qtbot.addWidget(view)
    view.show()
    sheet = build_sheet(findings(), language="en")
    view.show_sheet(sheet, {}, "run-1")
    view.boxes["wt:1"].editor.setPlainText("Half a thought")
    view.show_sheet(sheet, {"wt:3": Comment(text="Saved one.")}, "run-1")  # a re-render
    assert view.boxes["wt:1"].editor.toPlainText() == "Half a thought"
    assert view.boxes["wt:3"].editor.toPlainText() == "Saved one."
    view.show_sheet(sheet, {}, "run-2")  # another run starts empty
    assert view.boxes["wt:1"].editor.toPlainText() == ""


async def test_the_reading_view_shows_the_resolved_sheet(qtbot: Any) -> None:
    """The window's reading view shows the one sheet with its links through the
    resolver, as the exports have them: a mirror's finder link as the canonical public
    wol page, a link that cannot be opened marked as such with no href (before: shown
    as they were in the findings)."""
    from app.core.models import Citation, Finding
    from app.service.sheet import shown_sheet

    result = run_result()
    result.findings += [
        Finding(summary="A hit", excerpt="found", kind="research", citation=Citation(
            url="http://127.0.0.1:8123/wol/finder?wtlocale=E&docid=2026241")),
        Finding(summary="An issue", excerpt="odd", kind="research",
                citation=Citation(url="/wol/finder?pub=w&issue=202401")),
    ]
    sheet = shown_sheet(result, None, {"http://127.0.0.1:8123": "https://wol.jw.org"})
    view = ReadingView()
    qtbot.addWidget(view)
    view.show_sheet(sheet, {})
    await until(lambda: view.complete)
    texts = "\n".join(_labels(view))
    assert '<a href="https://wol.jw.org/en/wol/d/r1/lp-e/2026241">A hit: found</a>' in texts
    assert "An issue: odd <i>(link cannot be opened)</i>" in texts
    assert "/wol/finder" not in texts and "127.0.0.1" not in texts


@pytest.mark.parametrize(("language", "paragraph", "verdict", "expected", "wrong"), [
    ("es", 0, "contradicted", "✘ Contradice un texto citado:", "el un"),
    ("es", 2, "contradicted", "✘ Contradice el ¶2:", "el un"),
    ("es", 0, "supported", "✔ Lo apoya un texto citado:", "el un"),
    ("pt", 0, "contradicted", "✘ Contradiz um texto citado:", "o um"),
    ("pt", 3, "supported", "✔ Apoiado pelo ¶3:", "pelo um"),
    ("en", 0, "contradicted", "✘ Contradicts a cited scripture:", "the a"),
])
async def test_a_comment_verdict_reads_as_a_grammatical_sentence(
        qtbot: Any, qapp: Any, language: Language, paragraph: int, verdict: str,
        expected: str, wrong: str) -> None:
    """Paragraph and scripture get whole sentences of their own: "Contradice el un texto
    citado" was the article of "el ¶2" joined to "un texto citado"."""
    from app.export.sheet import SheetSection
    from app.ui.i18n import UiLanguage
    from app.ui.reading_view import CommentBox

    ui = UiLanguage(qapp)
    ui.switch(language)
    try:
        box = CommentBox("s1", SheetSection(question="¿?", text="Uno. Dos."), language)
        qtbot.addWidget(box)
        box.show_check(Comment(text="x", verdict=verdict, paragraph=paragraph or None,
                               evidence="Uno.", engine="model"))
        shown = box.check.text()
        assert shown.startswith(expected), shown
        assert wrong not in shown
    finally:
        ui.switch("en")
