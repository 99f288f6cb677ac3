"""Our own DOCX writer (app/export/ooxml.py): a well-formed package, escaping, built-in
styles and lists, hyperlinks, determinism, and no python-docx or lxml at run time.
python-docx (a test dependency) reads every document back: that is the interop check."""

from __future__ import annotations

import io
import posixpath
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Callable
from pathlib import Path

import docx
import pytest
from docx.enum.text import WD_COLOR_INDEX

from app.core.models import Citation
from app.export import build_sheet, render
from app.export.citations import STYLES, CitationStyle
from app.export.docx import render_docx
from app.export.ooxml import Document, clean
from app.export.sheet import (
    SheetBullet,
    SheetNote,
    SheetQuestion,
    SheetScripture,
    SheetSection,
    StudySheet,
)
from tests.export.sample import WOL, findings

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = f"{WOL}/d/r1/lp-e/2026800"
ES = "https://wol.jw.org/es/wol"

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
CT = "{http://schemas.openxmlformats.org/package/2006/content-types}"
REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
HYPERLINK = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink"

NASTY = "<b>&amp; \"quoted\" 'single' & more</b>"
CONTROL = "bell\x07 nul\x00 esc\x1b vt\x0b ff\x0c del\x7f c1\x85 fffe\ufffe end"


def workbook() -> StudySheet:
    """A midweek-style sheet touching every block the writer draws."""
    return StudySheet(
        title="Vida y Ministerio — 5-11 de mayo", subtitle="Lectura: Jeremías 1, 2",
        language="es", kind="workbook", created="2026-05-05",
        disclaimer="Sin afiliación ¶ ★ “comillas” ação",
        sections=[
            SheetSection(
                heading="1. Tesoros (10 min)", number="1", kicker="TESOROS DE LA BIBLIA",
                text="Primera línea\nSegunda línea",
                citations=[Citation(url=f"{ES}/d/r4/lp-s/202026161", title="Parte 1")],
                questions=[SheetQuestion(
                    text="¿Por qué?", answer_space=True,
                    research=[SheetBullet(text="w24 1 — título: investigación",
                                          url=f"{ES}/d/r4/lp-s/2024001", title="w24")])],
                bullets=[SheetBullet(text="Video: Hola", url=f"{ES}/d/r4/lp-s/3", title="Hola"),
                         SheetBullet(text="sin enlace")],
                scriptures=[SheetScripture(
                    ref="Jer 1:1", text="Las palabras", read=True,
                    url=f"{ES}/b/r4/lp-s/nwtsty/24/1#study=discover&v=24:1:1",
                    notes=[SheetNote(headword="palabras", text="nota",
                                     url=f"{ES}/b/r4/lp-s/nwtsty/24/1#study=1&v=24:1:1")])]),
            SheetSection(heading="4. Empiece conversaciones (3 min) — su asignación",
                         number="4", highlight=True, comment_space=True, notes="mis notas",
                         citations=[Citation(url=f"{ES}/d/r4/lp-s/9", title="T9")]),
            SheetSection(heading="5. Otra", number="5", question="¿Qué?", comment="Creo que sí",
                         comment_check="respaldado por ¶1"),
        ],
        review_questions=["¿Primera?", "¿Segunda?"], songs=[1, 2])


def watchtower() -> StudySheet:
    return build_sheet(findings(), language="en")


def _parts(data: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        assert z.testzip() is None
        return {name: z.read(name) for name in z.namelist()}


def _rels_of(part: str) -> str:
    folder, name = posixpath.split(part)
    return posixpath.join(folder, "_rels", name + ".rels")


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("make", [watchtower, workbook])
def test_the_package_is_well_formed(make: Callable[[], StudySheet],
                                    style: CitationStyle) -> None:
    """Every part parses, has a content type and is reached from the package
    relationships; every internal target exists; every r:id of the document is one of
    its relationships; the hyperlinks are external and point where the sheet links."""
    sheet = make()
    parts = _parts(render_docx(sheet, style))
    assert next(iter(parts)) == "[Content_Types].xml"
    trees = {name: ET.fromstring(data) for name, data in parts.items()}  # all parse

    types = trees["[Content_Types].xml"]
    defaults = {d.get("Extension"): d.get("ContentType") for d in types.iter(f"{CT}Default")}
    overrides = {o.get("PartName"): o.get("ContentType") for o in types.iter(f"{CT}Override")}
    for name in overrides:
        assert name.lstrip("/") in parts, name
    for name in parts:
        if name != "[Content_Types].xml":
            assert f"/{name}" in overrides or name.rsplit(".", 1)[-1] in defaults, name
    assert overrides["/word/document.xml"] == \
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"

    reached: set[str] = set()
    external: dict[str, str] = {}  # document relationship id -> URL
    for rels_name in [n for n in parts if n.endswith(".rels")]:
        source = "" if rels_name == "_rels/.rels" else \
            rels_name.replace("_rels/", "").removesuffix(".rels")
        ids = [r.get("Id") for r in trees[rels_name].iter(f"{REL}Relationship")]
        assert len(ids) == len(set(ids)), rels_name
        for rel in trees[rels_name].iter(f"{REL}Relationship"):
            target = rel.get("Target") or ""
            if rel.get("TargetMode") == "External":
                assert rel.get("Type") == HYPERLINK and source == "word/document.xml"
                external[rel.get("Id") or ""] = target
                continue
            part = posixpath.normpath(posixpath.join(posixpath.dirname(source), target))
            assert part in parts, (rels_name, target)
            reached.add(part)
            if rel.get("Type", "").endswith("/hyperlink"):
                pytest.fail(f"internal hyperlink {target}")
    assert reached == {n for n in parts if not n.endswith(".rels") and n != "[Content_Types].xml"}
    for name in parts:
        if name.endswith(".rels"):
            assert name == "_rels/.rels" or \
                name.replace("_rels/", "").removesuffix(".rels") in parts

    body = trees["word/document.xml"]
    used = {e.get(f"{R}id") for e in body.iter() if e.get(f"{R}id")}
    assert used == set(external)
    linked = {external[h.get(f"{R}id") or ""] for h in body.iter(f"{W}hyperlink")}
    wanted = {c.url for c in sheet.citations()}
    assert linked == wanted  # inline: every citation; else the list of notes or sources
    assert all(u.startswith("https://wol.jw.org/") for u in linked)

    # the styles the paragraphs and tables name, and the lists' numbering, exist
    styles = {s.get(f"{W}styleId") for s in trees["word/styles.xml"].iter(f"{W}style")}
    named = {e.get(f"{W}val") for tag in ("pStyle", "tblStyle", "rStyle")
             for e in body.iter(f"{W}{tag}")}
    assert named <= styles
    nums = {n.get(f"{W}numId") for n in trees["word/numbering.xml"].iter(f"{W}num")}
    listed = {n.get(f"{W}val") for n in trees["word/styles.xml"].iter(f"{W}numId")}
    assert listed and listed <= nums


def test_python_docx_reads_styles_formats_and_links() -> None:
    document = docx.Document(io.BytesIO(render_docx(workbook(), "inline")))
    paragraphs = document.paragraphs
    by_style: dict[str, list[str]] = {}
    for p in paragraphs:
        by_style.setdefault(p.style.name, []).append(p.text)
    assert by_style["Title"] == ["Vida y Ministerio — 5-11 de mayo"]
    assert "★ 4. Empiece conversaciones (3 min) — su asignación" in by_style["Heading 2"]
    assert by_style["List Number"] == ["¿Primera?", "¿Segunda?"]
    assert any(t.startswith("LEA · Jer 1:1: Las palabras") for t in by_style["List Bullet"])
    assert by_style["List Bullet 2"] == ["palabras nota (nota de estudio)"]
    assert by_style["Intense Quote"] == ["w24 1 — título: investigación"]
    for name in ("Title", "Heading 1", "Heading 2", "Heading 3", "List Bullet",
                 "List Bullet 2", "List Number", "Intense Quote", "Table Grid"):
        assert document.styles[name].builtin, name
    assert document.styles["Normal"].font.size.pt == 10.5
    assert document.core_properties.title == "Vida y Ministerio — 5-11 de mayo"
    assert document.core_properties.language == "es-ES"

    heading = next(p for p in paragraphs if p.text.startswith("★ 4."))
    assert [r.font.highlight_color for r in heading.runs] == [WD_COLOR_INDEX.YELLOW]
    question = next(p for p in paragraphs if p.text == "Pregunta: ¿Qué?")
    assert question.runs[0].bold and \
        question.runs[0].font.highlight_color == WD_COLOR_INDEX.GRAY_25
    read = next(p for p in paragraphs if p.text.startswith("LEA ·"))
    assert str(read.runs[0].font.color.rgb) == "8A3B00" and read.runs[0].bold
    part = next(p for p in paragraphs if p.text.startswith("Primera línea"))
    assert part.text.startswith("Primera línea\nSegunda línea (")  # a w:br
    [link] = part.hyperlinks
    assert (link.text, link.address) == ("fuente", f"{ES}/d/r4/lp-s/202026161")
    foot = paragraphs[-1]
    assert foot.text == "Sin afiliación ¶ ★ “comillas” ação"
    assert foot.runs[0].italic and foot.runs[0].font.size.pt == 8.5

    assert [t.style.name for t in document.tables] == ["Table Grid"] * 2
    assert document.tables[0].cell(0, 0).text == "Respuesta:\n"
    assert document.tables[1].cell(0, 0).text == "\n\n\n"  # room to write a comment
    box = docx.Document(io.BytesIO(render_docx(watchtower()))).tables[1].cell(0, 0)
    assert [(r.text, r.bold) for r in box.paragraphs[0].runs] == [("TRY THIS", True)]
    assert box.text == "TRY THIS\nWrite down one promise a day."


def test_citation_marks_and_the_sources_list() -> None:
    document = docx.Document(io.BytesIO(render_docx(watchtower(), "footnote")))
    marks = [r.text for p in document.paragraphs for r in p.runs if r.font.superscript]
    assert marks[:3] == ["[1]", "[2]", "[3]"]
    notes = [p for p in document.paragraphs if p.text.startswith("[1] ")]
    assert notes and notes[0].hyperlinks[0].address.startswith(f"{WOL}/b/r1/lp-e/nwtsty/19/37")
    assert any(p.style.name == "Heading 2" and p.text == "Notes" for p in document.paragraphs)


def test_text_is_escaped_and_control_characters_dropped() -> None:
    sheet = StudySheet(
        title=f"T {NASTY} {CONTROL}", language="pt", created="2026-01-02",
        disclaimer="ação ¶ ★ “aspas” — Jeová",
        sections=[SheetSection(heading=NASTY, text=f"{NASTY}\n{CONTROL}",
                               citations=[Citation(url=f"{WOL}/d/r1/lp-e/1?a=1&b=2",
                                                   title=NASTY)]),
                  SheetSection(heading="x", bullets=[SheetBullet(text="\ttab\r\nCRLF\rCR")])])
    data = render_docx(sheet, "bibliography")
    for name, raw in _parts(data).items():
        ET.fromstring(raw)  # well-formed
        assert b"\x07" not in raw and b"\x00" not in raw and b"\x1b" not in raw, name
    assert b"&lt;b&gt;&amp;amp; &quot;quoted&quot;" in _parts(data)["word/document.xml"]
    assert clean(CONTROL) == "bell nul esc vt ff del c1 fffe end"
    document = docx.Document(io.BytesIO(data))
    text = [p.text for p in document.paragraphs]
    assert text[:3] == [f"T {NASTY} {clean(CONTROL)}", NASTY,
                        f"{NASTY}\n{clean(CONTROL)} (fonte[1])"]
    assert "\ttab\nCRLF\nCR" in text
    assert text[-1] == "ação ¶ ★ “aspas” — Jeová"
    assert document.core_properties.title == f"T {NASTY} {clean(CONTROL)}"
    [source] = [p for p in document.paragraphs if p.hyperlinks]
    assert (source.hyperlinks[0].text, source.hyperlinks[0].address) == \
        (NASTY, f"{WOL}/d/r1/lp-e/1?a=1&b=2")


def test_link_targets_are_escaped() -> None:
    """The writer escapes what it is given (the link policy refuses such URLs earlier)."""
    url = "https://example.org/?a=1&b=<\"2\">'\x01"
    doc = Document()
    doc.paragraph("see ").link("<here>", url)
    data = doc.to_bytes(title="t")
    rels = _parts(data)["word/_rels/document.xml.rels"]
    ET.fromstring(rels)
    [link] = docx.Document(io.BytesIO(data)).paragraphs[0].hyperlinks
    assert (link.text, link.address) == ("<here>", url.removesuffix("\x01"))


def test_the_same_sheet_gives_the_same_bytes() -> None:
    for make in (watchtower, workbook):
        sheet = make()
        first = render_docx(sheet, "bibliography")
        assert render_docx(sheet, "bibliography") == first
        assert render_docx(make(), "bibliography") == first  # built again, same day
        assert render(make(), "docx") == render(make(), "docx")
        with zipfile.ZipFile(io.BytesIO(first)) as z:
            assert {i.date_time for i in z.infolist()} == {(1980, 1, 1, 0, 0, 0)}
    created = docx.Document(io.BytesIO(render_docx(workbook()))).core_properties.created
    assert created is not None and created.isoformat().startswith("2026-05-05T00:00:00")


def test_adjacent_boxes_stay_apart() -> None:
    """Two tables with nothing between them would join into one in Word."""
    doc = Document()
    doc.box().paragraph("one")
    doc.box().paragraph("two")
    body = ET.fromstring(_parts(doc.to_bytes(title="t"))["word/document.xml"]).find(f"{W}body")
    assert body is not None
    assert [child.tag.removeprefix(W) for child in body] == ["tbl", "p", "tbl", "p", "sectPr"]
    assert [t.cell(0, 0).text for t in docx.Document(io.BytesIO(doc.to_bytes())).tables] == \
        ["one", "two"]


def test_unknown_styles_are_refused() -> None:
    doc = Document()
    with pytest.raises(ValueError, match="unknown paragraph style"):
        doc.paragraph("x", style="Heading 2")  # ids, not names
    with pytest.raises(ValueError, match="unknown table style"):
        doc.box("ListBullet")
    with pytest.raises(ValueError, match="heading level"):
        doc.heading("x", 4)


def test_the_app_writes_docx_without_python_docx_or_lxml() -> None:
    code = textwrap.dedent("""
        import sys
        import app.export.docx
        from app.export import build_sheet, render
        from tests.export.sample import findings
        data = render(build_sheet(findings(), language="en"), "docx", "bibliography")
        assert data[:2] == b"PK", data[:10]
        loaded = sorted(m for m in sys.modules
                        if m.split(".")[0] in {"docx", "lxml", "bs4", "soupsieve"})
        print(loaded)
        sys.exit(1 if loaded else 0)
    """)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_bundle_leaves_python_docx_and_lxml_out() -> None:
    from installer import layout

    assert {"docx", "lxml", "bs4", "soupsieve"} <= set(layout.excluded_modules())
