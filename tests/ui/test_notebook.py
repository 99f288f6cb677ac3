"""The notebook in the window: what the person writes on an article is kept with the
article, not the run. A week: prepare on Monday and comment, prepare again on
Thursday (a new run; one paragraph's text changed meanwhile), and the comments,
notes and highlights are in place, the changed one marked."""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.core.models import RunResult
from app.core.notebook import NotebookStore
from app.service.notebook import NotebookPages, NotebookService
from app.ui.main_window import MainWindow
from app.ui.notebook_dialog import NotebookDialog
from tests.export.sample import run_result

MONDAY = dt.datetime(2026, 11, 23, 19, 0).timestamp()
THURSDAY = dt.datetime(2026, 11, 26, 20, 0).timestamp()


async def until(condition: Callable[[], object], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


def prepared(run_id: str, started: float, changed_text: str | None = None) -> RunResult:
    """The sample study article prepared in a run of its own; `changed_text` replaces
    ¶3's words (the site corrected the article between two preparations)."""
    result = run_result().model_copy(update={"run_id": run_id, "started_at": started},
                                     deep=True)
    if changed_text is not None:
        for finding in result.findings:
            data = finding.data
            if getattr(data, "number", None) == 3 and finding.kind == "wt_paragraph":
                finding.data = data.model_copy(update={"text": changed_text})
                finding.excerpt = changed_text
    return result


async def show(window: MainWindow, result: RunResult) -> None:
    window.service.store.save(result)
    await window.controller.open_run(result.run_id)
    await until(lambda: window.reading.run_id == result.run_id and window.reading.complete)


@pytest.mark.asyncio
async def test_comments_notes_and_highlights_survive_a_second_preparation(
        window: MainWindow, qtbot: Any) -> None:
    monday = prepared("run-monday", MONDAY)
    await show(window, monday)
    reading = window.reading
    qtbot.keyClicks(reading.boxes["wt:1"].editor, "Trust grows as promises are kept.")
    qtbot.keyClicks(reading.boxes["wt:3"].editor, "Prayer helps when we are anxious.")
    reading.boxes["wt:1"].note_button.click()
    qtbot.keyClicks(reading.boxes["wt:1"].note, "Ask Ana about her promise journal.")
    # the person's own highlight: select words of ¶2, Ctrl+M
    shown, _paragraph = reading.paragraph_labels[2]
    start = shown.text().index("Paragraph 2 ends here.")
    words = "Paragraph 2 ends here."
    plain = shown.text()
    shown.setSelection(len(_plain(plain[:start])), len(words))
    assert reading.highlight_selection()
    assert "#b3e5fc" in shown.text()
    await until(lambda: _kept(window, monday).get("wt:3") is not None
                and _kept(window, monday)["wt:3"].comment.text.startswith("Prayer")
                and _kept(window, monday).get("wt:1") is not None
                and _kept(window, monday)["wt:1"].note.startswith("Ask Ana"), 8)

    # Thursday: a new run of the same article; the site changed ¶3's words
    window.service._notebook = None  # as after a restart: read from the file
    thursday = prepared("run-thursday", THURSDAY,
                        changed_text="Sample paragraph 3 now says something else entirely.")
    await show(window, thursday)
    boxes = window.reading.boxes
    assert boxes["wt:1"].editor.toPlainText() == "Trust grows as promises are kept."
    assert boxes["wt:1"].note_text() == "Ask Ana about her promise journal."
    assert boxes["wt:1"].note.isVisible()
    assert boxes["wt:3"].editor.toPlainText() == "Prayer helps when we are anxious."
    assert not boxes["wt:1"].changed_mark.isVisible()
    assert boxes["wt:3"].changed_mark.isVisible()  # written against other words
    assert "changed" in boxes["wt:3"].changed_mark.text()
    shown, _p = window.reading.paragraph_labels[2]
    assert "#b3e5fc" in shown.text()  # the own highlight is back, in its colour


def _plain(markup: str) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(markup)
    return doc.toPlainText()


def _kept(window: MainWindow, result: RunResult) -> dict[str, Any]:
    from app.service.notebook import article_of

    ref = article_of(result)
    assert ref is not None
    book = NotebookStore(window.service.notebook.store.path).load()
    article = book.articles.get(ref.key)
    return dict(article.entries) if article else {}


@pytest.mark.asyncio
async def test_a_moved_paragraph_takes_its_comment_along(tmp_path: Path) -> None:
    """A paragraph added before the commented one: the comment follows its words."""
    service = NotebookService(NotebookStore(tmp_path / "notebook.json"))
    monday = prepared("m", MONDAY)
    pages = NotebookPages(highlights={"p:3": ["Paragraph 3 ends here."]})
    assert service.keep(monday, pages)
    thursday = prepared("t", THURSDAY)
    for finding in thursday.findings:  # ¶3's words are now ¶2's
        data = finding.data
        if finding.kind == "wt_paragraph" and getattr(data, "number", 0) in (2, 3):
            other = 3 if data.number == 2 else 2  # type: ignore[union-attr]
            finding.data = data.model_copy(update={"number": other})
    shown = NotebookService(NotebookStore(tmp_path / "notebook.json")).comments_for(
        thursday, {})
    assert shown.highlights == {"p:2": ["Paragraph 3 ends here."]}
    assert not shown.changed


@pytest.mark.asyncio
async def test_history_search_export_and_import_of_the_notebook(
        window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    monday = prepared("run-monday", MONDAY)
    window.service.keep_sheet(monday, NotebookPages(notes={"wt:1": "Ánimo a Ana"}))
    weeks = window.service.notebook.weeks()
    assert [w.week for w in weeks] == ["2026-11-23"]
    assert [a.title for a in weeks[0].articles] == ["Keep Building Trust"]

    window.show_notebook()
    dialog = window.dialog
    assert isinstance(dialog, NotebookDialog)
    await until(lambda: dialog.filled)
    top = dialog.tree.topLevelItem(0)
    assert top is not None and "2026" in top.text(0) and "run-" not in top.text(0)
    article = top.child(0)
    assert article is not None and article.text(0) == "Keep Building Trust"
    qtbot.keyClicks(dialog.search, "animo")  # no accent, no capital: still found
    await until(lambda: dialog.filled >= 2 and dialog.tree.topLevelItemCount() == 1
                and "Ánimo" in dialog.tree.topLevelItem(0).text(1))
    hit = dialog.tree.topLevelItem(0)
    assert hit is not None and "Ánimo a Ana" in hit.text(1)
    dialog.search.clear()

    target = tmp_path / "mine.preparo-notebook.json"
    assert window.service.notebook.export_to(target) == target
    other = NotebookService(NotebookStore(tmp_path / "other" / "notebook.json"))
    assert other.import_from(target) == 1
    assert other.search("ana")[0].text == "Ánimo a Ana"
    bad = tmp_path / "not.json"
    bad.write_text("[1, 2]", "utf-8")
    with pytest.raises(ValueError, match="not a Preparo notebook"):
        other.import_from(bad)
    dialog.reject()
    await until(lambda: window.dialog is None)


@pytest.mark.asyncio
async def test_the_notebook_dialog_reads_and_writes_off_the_ui_thread(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    notebook = window.service.notebook
    window.service.keep_sheet(prepared("run-monday", MONDAY),
                              NotebookPages(notes={"wt:1": "Ánimo a Ana"}))
    calls: dict[str, threading.Thread] = {}
    for name in ("weeks", "search", "export_to", "import_from"):
        real = getattr(notebook, name)

        def spy(*args: Any, _real: Any = real, _name: str = name) -> Any:
            calls[_name] = threading.current_thread()
            return _real(*args)

        monkeypatch.setattr(notebook, name, spy)
    window.show_notebook()
    dialog = window.dialog
    assert isinstance(dialog, NotebookDialog)
    await until(lambda: dialog.filled)
    dialog.search.setText("ana")
    await until(lambda: dialog.filled >= 2)
    target = tmp_path / "copy.preparo-notebook.json"
    await dialog.export_to(target)
    assert target.is_file() and "saved" in dialog.message.text()
    await dialog.import_from(target)
    assert "imported" in dialog.message.text()
    assert sorted(calls) == ["export_to", "import_from", "search", "weeks"]
    assert threading.main_thread() not in calls.values()
    # a file that is not a notebook: said in the dialog, the buttons usable again
    bad = tmp_path / "not.json"
    bad.write_text("[1, 2]", "utf-8")
    await dialog.import_from(bad)
    assert "not a Preparo notebook" in dialog.message.text()
    assert dialog.import_button.isEnabled() and dialog.export_button.isEnabled()
    dialog.reject()
    await until(lambda: window.dialog is None)


@pytest.mark.asyncio
async def test_a_damaged_notebook_keeps_what_it_can_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "notebook.json"
    service = NotebookService(NotebookStore(path))
    service.keep(prepared("m", MONDAY), NotebookPages(notes={"wt:1": "First note"}))
    data = path.read_text("utf-8")
    path.write_text(data + data[:40], "utf-8")  # a stray tail: not JSON any more
    store = NotebookStore(path)
    again = NotebookService(store)
    assert again.search("first")[0].text == "First note"
    assert "damaged" in store.notice
    assert list(tmp_path.glob("notebook.json.broken-*"))
    again.keep(prepared("m", MONDAY), NotebookPages(notes={"wt:1": "Second note"}))
    assert NotebookService(NotebookStore(path)).search("second")  # written whole again
    newer = tmp_path / "newer.json"
    newer.write_text('{"schema": 99, "articles": {}}', "utf-8")
    newer_store = NotebookStore(newer)
    NotebookService(newer_store).book()
    assert newer_store.read_only
    with pytest.raises(PermissionError):
        newer_store.save(NotebookService(newer_store).book())
    assert newer.read_text("utf-8") == '{"schema": 99, "articles": {}}'


@pytest.mark.asyncio
async def test_the_notebook_dialog_opens_from_the_file_menu(window: MainWindow) -> None:
    assert window.notebook_action in window.file_menu.actions()
    assert window.notebook_action.shortcut().toString() == "Ctrl+Shift+N"
    window.notebook_action.trigger()
    assert isinstance(window.dialog, NotebookDialog)
    window.dialog.reject()
    await until(lambda: window.dialog is None)


def test_a_mirror_address_is_never_kept_in_the_notebook() -> None:
    from app.service.notebook import article_of

    result = prepared("m", MONDAY)
    public = article_of(result)
    assert public is not None and public.url.startswith("https://wol.jw.org/")
    for finding in result.findings:
        if finding.citation is not None:
            finding.citation = finding.citation.model_copy(update={
                "url": finding.citation.url.replace("https://wol.jw.org",
                                                    "http://127.0.0.1:8765")})
    ref = article_of(result)
    assert ref is not None and ref.url == "" and ref.key == public.key  # the same article
