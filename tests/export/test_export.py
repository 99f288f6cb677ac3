from __future__ import annotations

import shutil
import subprocess
import zipfile
from pathlib import Path

import docx
import pytest

from app.core.models import Finding
from app.export import ExportError, build_sheet, export_run, export_sheet, format_for, render
from app.export.markup import render_html, render_markdown
from tests.export.sample import findings, run_result

JOHN = "https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16"


def test_sheet_model_from_watchtower_findings() -> None:
    sheet = build_sheet(findings(), language="en")
    assert sheet.kind == "watchtower"
    assert sheet.title == "Keep Building Trust"
    assert "#40" in sheet.subtitle
    assert sheet.songs == [31, 129] and sheet.focus == "How steady trust grows."
    # the theme verse was explained twice; its text is there once
    assert sheet.theme_scripture and sheet.theme_scripture.text == (
        "A sample line about rolling your way onto God.")
    groups = [s for s in sheet.sections if s.paragraphs]
    # the "1-2." question opens one group holding both paragraphs, comment space once
    assert [s.question_label for s in groups] == ["1-2", "3"]
    assert [s.heading for s in groups] == ["Paragraphs 1-2", "Paragraph 3"]
    assert [[p.number for p in s.paragraphs] for s in groups] == [[1, 2], [3]]
    assert groups[0].question == "Why can trust grow over time?" and groups[0].comment_space
    assert groups[1].question_parts == ["What helps us when we feel anxious?", "Why?"]
    assert [s.subheading for s in groups] == ["", "WHAT HELPS US"]
    # links open each paragraph's own element
    assert [p.url.rsplit("#", 1)[1] for s in groups for p in s.paragraphs if p.url] == [
        "p8", "p9", "p12"]
    john = groups[0].paragraphs[0].scriptures[0]
    assert john.read and john.text.startswith("A sample line about love") and john.url == JOHN
    assert john.notes[0].headword == "world"
    assert groups[0].paragraphs[0].footnotes == ["A sample footnote."]
    # "Psalm 37:10, 11" is gathered from the two verses it covers
    psalm, theme_again = groups[1].paragraphs[0].scriptures
    assert "little while" in psalm.text and "meek" in psalm.text and not psalm.read
    assert theme_again.repeat_of == "Theme scripture"
    assert [(b.title, b.paragraphs) for b in groups[0].boxes] == [
        ("TRY THIS", ["Write down one promise a day."])]
    assert groups[1].captions == ["A sister keeps a promise journal."]
    # a clear answer is marked inside the text; an unclear one (¶3, "read all of ¶3")
    # and one whose answer lies in another paragraph (¶2, "mainly in ¶1") never are
    first = groups[0].paragraphs[0]
    assert [sp.text for sp in first.spans if sp.answer] == [
        "Trust grows when promises are kept."]
    assert groups[0].answer_note == "Answer: clear, in ¶1"
    for unclear in (groups[0].paragraphs[1], groups[1].paragraphs[0]):
        assert "".join(sp.text for sp in unclear.spans) == unclear.text
        assert not any(sp.answer for sp in unclear.spans) and unclear.answer == []
    assert groups[1].answer_note == "Answer: unclear, read all of ¶3"
    assert sheet.review_questions == ["How can we keep building trust?"]
    assert any(s.heading == "Topic index" for s in sheet.sections)
    assert "Not affiliated" in sheet.disclaimer


def test_answer_spans_ignore_sentences_not_in_the_text() -> None:
    from app.export.sheet import answer_spans

    spans = answer_spans("One. Two. Three.", ["Two.", "Not here.", "Two."])
    assert [(sp.text, sp.answer) for sp in spans] == [("One. ", False), ("Two.", True),
                                                     (" Three.", False)]
    assert [sp.text for sp in answer_spans("Plain.", [])] == ["Plain."]
    spaced = answer_spans("One.  Two\u00a0words. End.", ["Two words."])
    assert [sp.text for sp in spaced if sp.answer] == ["Two\u00a0words."]


def test_paragraphs_without_group_data_share_their_question() -> None:
    old = []  # as an older run.json holds them: data without these keys
    for f in findings():
        saved = f.model_dump(mode="json")
        if f.kind == "wt_paragraph":
            for key in ("group", "question_label", "question_parts", "answer"):
                saved["data"].pop(key)
        old.append(Finding.model_validate(saved))
    groups = [s for s in build_sheet(old, language="en").sections if s.paragraphs]
    assert [[p.number for p in s.paragraphs] for s in groups] == [[1, 2], [3]]
    assert groups[0].question_label == "1-2"


def test_spanish_labels() -> None:
    sheet = build_sheet(findings(), language="es")
    assert sheet.sections[0].heading == "Párrafos 1-2"
    assert "Sin afiliación" in sheet.disclaimer


@pytest.mark.parametrize("style", ["inline", "footnote", "bibliography"])
def test_markdown_styles_keep_clickable_citations(style: str) -> None:
    md = render_markdown(build_sheet(findings(), language="en"), style)  # type: ignore[arg-type]
    assert md.startswith("# Keep Building Trust\n")
    assert "**Question 1-2:** Why can trust grow over time?" in md
    assert md.count("Why can trust grow over time?") == 1
    assert "A sample line about love shown to the world." in md
    assert f"<{JOHN}>" in md
    if style == "inline":
        assert f"[John 3:16](<{JOHN}>)" in md
    elif style == "footnote":
        assert "John 3:16**" not in md.split("[^")[0] or "[^" in md
        assert f"]: [John 3:16](<{JOHN}>)" in md
    else:
        assert "## Sources" in md and f"[John 3:16](<{JOHN}>)" in md
    assert "Not affiliated with" in md


def test_markdown_escapes_page_text() -> None:
    f = findings()
    f[1].data.text = "A *star* and [link](http://evil) <b>x</b>"
    f[1].data.answer = []
    md = render_markdown(build_sheet(f, language="en"))
    assert "\\*star\\*" in md and "\\[link\\]" in md and "\\<b\\>" in md


def test_html_escapes_and_links() -> None:
    f = findings()
    f[1].data.text = "<script>alert(1)</script>"
    f[1].data.answer = ["<script>alert(1)</script>"]
    html = render_html(build_sheet(f, language="en"), "footnote")
    assert "<script>alert" not in html and "&lt;script&gt;" in html
    assert f'href="{JOHN.replace("&", "&amp;")}"' in html
    assert '<div class="comment">My comment:</div>' in html


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")
@pytest.mark.parametrize("page_size", ["A4", "Letter"])
def test_pdf_reads_back(tmp_path: Path, page_size: str) -> None:
    out = tmp_path / "sheet.pdf"
    out.write_bytes(render(build_sheet(findings(), language="en"), "pdf",
                           page_size=page_size))  # type: ignore[arg-type]
    text = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True,
                          text=True, check=True).stdout
    assert "Keep Building Trust" in text
    assert "Why can trust grow over time?" in text
    assert "A sample line about love shown to the world." in text
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    expected = "595 x 842 pts (A4)" if page_size == "A4" else "612 x 792 pts (letter)"
    assert expected in info
    raw = out.read_bytes()
    assert b"/URI (https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3" in raw


def test_docx_reads_back_with_hyperlinks(tmp_path: Path) -> None:
    out = export_run(run_result(), tmp_path / "sheet.docx", style="bibliography")
    document = docx.Document(str(out))
    text = "\n".join(p.text for p in document.paragraphs)
    assert "Keep Building Trust" in text
    assert "Question 1-2: Why can trust grow over time?" in text
    assert "A sample line about love shown to the world." in text
    with zipfile.ZipFile(out) as z:
        rels = z.read("word/_rels/document.xml.rels").decode()
    assert "https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&amp;v=43:3:16" in rels
    assert len(document.tables) == 3  # a comment box under each new question, and the box


def test_never_overwrites_without_asking(tmp_path: Path) -> None:
    target = tmp_path / "mine.md"
    target.write_text("my notes")
    with pytest.raises(ExportError, match="already exists"):
        export_run(run_result(), target)
    assert target.read_text() == "my notes"
    export_run(run_result(), target, overwrite=True)
    assert target.read_text().startswith("# Keep Building Trust")


def test_unknown_extension_and_full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ExportError, match=r"use \.md, \.html, \.pdf or \.docx"):
        format_for("x.txt")
    import os

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    target = tmp_path / "s.html"
    target.write_text("old")
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(ExportError, match="No space left on device"):
        export_sheet(build_sheet(findings(), language="en"), target, overwrite=True)
    assert target.read_text() == "old"


def test_user_template_overrides(tmp_path: Path, isolated_home: Path) -> None:
    from app.export.templates import environment, user_templates_dir

    environment.cache_clear()
    folder = Path(user_templates_dir())
    folder.mkdir(parents=True)
    (folder / "sheet.md.j2").write_text("CUSTOM {{ sheet.title }}\n")
    try:
        assert render_markdown(build_sheet(findings(), language="en")) == \
            "CUSTOM Keep Building Trust\n"
    finally:
        environment.cache_clear()


@pytest.mark.asyncio
async def test_service_export_runs_off_the_loop(tmp_path: Path) -> None:
    import threading

    from app.core.settings import Settings
    from app.export import markup
    from app.service import PreparoService

    seen: list[str] = []
    original = markup.render_markdown

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(threading.current_thread().name)
        return original(*args, **kwargs)

    markup.render_markdown = spy  # type: ignore[assignment]
    try:
        service = PreparoService(Settings())
        out = await service.export(run_result(), tmp_path / "s.md")
    finally:
        markup.render_markdown = original  # type: ignore[assignment]
    assert out.read_text().startswith("# Keep Building Trust")
    assert seen and seen[0] != threading.main_thread().name


def test_pdf_without_any_qt_application_in_the_process(tmp_path: Path) -> None:
    """The CLI has no QApplication: the renderer makes its own offscreen one."""
    import os
    import sys

    out = tmp_path / "cli.pdf"
    code = ("from tests.export.sample import findings\n"
            "from app.export import build_sheet, render\n"
            "from PySide6.QtGui import QGuiApplication\n"
            "assert QGuiApplication.instance() is None\n"
            f"open({str(out)!r}, 'wb').write(render(build_sheet(findings(), language='pt'),"
            " 'pdf'))\n")
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.pop("DISPLAY", None)
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], cwd=root, env=env, check=True, timeout=60)
    assert out.read_bytes().startswith(b"%PDF")


def test_pdf_from_a_worker_thread_without_qt_explains_in_the_sheets_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import threading

    from PySide6.QtGui import QGuiApplication

    from app.core.settings import Settings, save_settings
    from app.export.pdf import PdfThreadError, prepare_pdf_export

    save_settings(Settings(language="en"))  # the sheet's language wins over the settings'
    monkeypatch.setattr(QGuiApplication, "instance", staticmethod(lambda: None))
    raised: list[BaseException] = []

    def worker() -> None:
        try:
            prepare_pdf_export("es")
        except PdfThreadError as exc:
            raised.append(exc)

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert len(raised) == 1 and "hilo principal" in str(raised[0])
