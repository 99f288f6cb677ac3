"""The Watchtower study in every format: question and comment box before the paragraphs
they cover, the grouping shown, read-aloud marks, subheadings, boxes, captions, songs,
focus, footnotes, each verse's text once, links to each paragraph's own element and the
highlighted answers."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import unicodedata
import zipfile
from pathlib import Path

import docx
import pytest
from docx.enum.text import WD_COLOR_INDEX

from app.export import build_sheet, render
from app.export.markup import render_html, render_markdown
from tests.export.sample import WOL, findings

THEME_TEXT = "A sample line about rolling your way onto God."
ARTICLE = f"{WOL}/d/r1/lp-e/2026800"


def sheet():  # type: ignore[no-untyped-def]
    return build_sheet(findings(), language="en")


def _order(text: str, *parts: str) -> None:
    """Each part is in text, in this order."""
    at = -1
    for part in parts:
        found = text.find(part, at + 1)
        assert found > at, (part, text[max(at, 0):at + 400])
        at = found


def test_markdown() -> None:
    md = render_markdown(sheet())
    _order(md, "**Song 31** · **Focus:** How steady trust grows.",
           "### Paragraphs 1-2", "**Question 1-2:** Why can trust grow over time?",
           "*(Answer: clear, in ¶1)*",
           "**My comment:**", f"**[¶1](<{ARTICLE}#p8>)**",
           "**Trust grows when promises are kept.**",
           "- **READ** · **[John 3:16]", "A sample footnote.", f"[¶2](<{ARTICLE}#p9>)",
           "> **TRY THIS**", "> Write down one promise a day.",
           "## WHAT HELPS US", "### Paragraph 3", "- a) What helps us when we feel anxious?",
           "- b) Why?", "*(Answer: unclear, read all of ¶3)*",
           "**My comment:**", f"[¶3](<{ARTICLE}#p12>)",
           "*(text above, at Theme scripture)*",
           "*Picture: A sister keeps a promise journal.*", "**Song 129**")
    assert md.count(THEME_TEXT) == 1
    assert md.count("Why can trust grow over time?") == 1
    # ¶3's answer is unclear: its text is plain, never bold
    assert "Sample paragraph 3 text about steady trust." in md
    assert "**Sample paragraph 3" not in md and "**Paragraph 3 ends here.**" not in md
    assert "- **[Psalm 37:10, 11]" in md and "READ** · **[Psalm 37:10" not in md
    assert "The highlighted sentences answer the question." in md
    # a group's note is the paragraph holding its answer, not its other paragraph's
    assert "mainly in" not in md


def test_html() -> None:
    html = render_html(sheet())
    _order(html, "<h3>Paragraphs 1-2</h3>", "Question 1-2:",
           '<p class="answernote"><i>(Answer: clear, in ¶1)</i></p>',
           '<div class="comment">',
           f'<a href="{ARTICLE}#p8">¶1</a>', "<mark>Trust grows when promises are kept.</mark>",
           '<span class="read"', "READ</span>", "John 3:16", f'href="{ARTICLE}#p9"',
           "TRY THIS", '<h2 class="subheading">WHAT HELPS US</h2>', "<h3>Paragraph 3</h3>",
           "<br>a) What helps us", "<br>b) Why?", "(Answer: unclear, read all",
           '<div class="comment">',
           "Sample paragraph 3 text about steady trust.", "Picture: A sister keeps", "Song 129")
    assert html.count(THEME_TEXT) == 1
    # an unclear answer ("read all of ¶3") is never highlighted: one <mark>, ¶1's
    assert html.count("<mark>") == 1


def test_answer_markup_is_escaped() -> None:
    f = findings()
    f[1].data.text = "Calm <b>x</b> words. Next."
    f[1].data.answer = ["Calm <b>x</b> words."]
    html = render_html(build_sheet(f, language="en"))
    assert "<mark>Calm &lt;b&gt;x&lt;/b&gt; words.</mark>" in html
    md = render_markdown(build_sheet(f, language="en"))
    assert "**Calm \\<b\\>x\\</b\\> words.**" in md


def test_docx() -> None:
    document = docx.Document(io.BytesIO(render(sheet(), "docx")))
    paragraphs = [p for p in document.paragraphs]
    text = "\n".join(p.text for p in paragraphs)
    _order(text, "Song 31", "Focus: How steady trust grows.", "Paragraphs 1-2",
           "Question 1-2: Why can trust grow over time?", "(Answer: clear, in ¶1)",
           "My comment:", "¶1 Sample paragraph 1",
           "READ · John 3:16", "Footnote: A sample footnote.", "¶2", "WHAT HELPS US",
           "Paragraph 3", "a) What helps us when we feel anxious?", "b) Why?",
           "(Answer: unclear, read all of ¶3)", "¶3",
           "Psalm 37:5 (text above, at Theme scripture)",
           "Picture: A sister keeps a promise journal.", "Song 129")
    assert text.count(THEME_TEXT) == 1
    highlighted = [r.text for p in paragraphs for r in p.runs
                   if r.font.highlight_color == WD_COLOR_INDEX.YELLOW]
    # only the clear answer: ¶3's is unclear ("read all of ¶3") and never highlighted
    assert highlighted == ["Trust grows when promises are kept."]
    box = document.tables[1].cell(0, 0).text
    assert box.startswith("TRY THIS") and "Write down one promise a day." in box
    with zipfile.ZipFile(io.BytesIO(render(sheet(), "docx"))) as z:
        rels = z.read("word/_rels/document.xml.rels").decode()
    for anchor in ("p8", "p9", "p12"):
        assert f"{ARTICLE}#{anchor}" in rels


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")
def test_pdf(tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    out.write_bytes(render(sheet(), "pdf"))
    raw = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True,
                         check=True).stdout
    text = " ".join(unicodedata.normalize("NFKC", raw).split())
    _order(text, "Song 31", "Paragraphs 1-2", "Question 1-2: Why can trust grow",
           "(Answer: clear, in ¶1)", "My comment:", "¶1 Sample paragraph 1",
           "READ · John 3:16", "A sample footnote.",
           "TRY THIS", "WHAT HELPS US", "Paragraph 3", "a) What helps us", "b) Why?",
           "(text above, at Theme scripture)", "Picture: A sister keeps", "Song 129")
    assert text.count(THEME_TEXT) == 1
    data = out.read_bytes()
    for anchor in ("p8", "p9", "p12"):
        assert f"/URI ({ARTICLE}#{anchor})".encode() in data
    # the answer's highlight is drawn: a filled rectangle in the highlight colour
    pages = re.findall(rb"stream\r?\n(.*?)endstream", data, re.S)
    assert pages  # content streams exist (compressed); the colour check is on the HTML
    html = render_html(sheet(), for_print=True)
    assert '<span style="background-color: #fff176;">Trust grows when promises' in html
