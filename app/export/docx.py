"""DOCX with python-docx: headings, paragraphs, real hyperlinks, comment boxes."""

from __future__ import annotations

import io

from docx import Document
from docx.enum.text import WD_COLOR_INDEX
from docx.opc.constants import RELATIONSHIP_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor
from docx.text.paragraph import Paragraph

from app.core.urls import link_allowed
from app.export.citations import CitationBook, CitationStyle
from app.export.sheet import SheetScripture, SheetSection, StudySheet, labels

_LINK_COLOUR = "1A4F8B"


def _hyperlink(paragraph: Paragraph, text: str, url: str) -> None:
    part = paragraph.part
    rel_id = part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), rel_id)
    run = OxmlElement("w:r")
    props = OxmlElement("w:rPr")
    colour = OxmlElement("w:color")
    colour.set(qn("w:val"), _LINK_COLOUR)
    underline = OxmlElement("w:u")
    underline.set(qn("w:val"), "single")
    props.append(colour)
    props.append(underline)
    run.append(props)
    node = OxmlElement("w:t")
    node.text = text
    node.set(qn("xml:space"), "preserve")
    run.append(node)
    link.append(run)
    paragraph._p.append(link)


class _Writer:
    def __init__(self, sheet: StudySheet, style: CitationStyle) -> None:
        self.sheet = sheet
        self.book = CitationBook(style)
        self.labels = labels(sheet.language)
        self.doc = Document()
        normal = self.doc.styles["Normal"]
        normal.font.size = Pt(10.5)

    def cite(self, p: Paragraph, label: str, url: str | None, title: str = "",
             bold: bool = False) -> None:
        if not url or not link_allowed(url):
            p.add_run(label).bold = bold
        elif self.book.style == "inline":
            _hyperlink(p, label, url)
        else:
            p.add_run(label).bold = bold
            note = self.book.number(url, title or label)
            marker = p.add_run(f"[{note.number}]")
            marker.font.superscript = True

    def comment_box(self, s: SheetSection | None = None) -> None:
        """The person's comment with its check, or an empty box to write in."""
        p = self.doc.add_paragraph()
        p.add_run(self.labels["comment"] + ":").bold = True
        if s is not None and s.comment:
            p.add_run(" " + s.comment)
            if s.comment_check:
                p.add_run(f" ({s.comment_check})").italic = True
            return
        box = self.doc.add_table(rows=1, cols=1)
        box.style = "Table Grid"
        box.cell(0, 0).text = "\n\n\n"

    def scripture(self, sc: SheetScripture) -> None:
        """A scripture: read-aloud mark, linked reference, its text once (else where it
        stands above), and its study notes."""
        doc, lab = self.doc, self.labels
        item = doc.add_paragraph(style="List Bullet")
        if sc.read:
            mark = item.add_run(lab["read"].upper() + " · ")
            mark.bold = True
            mark.font.color.rgb = RGBColor(0x8A, 0x3B, 0x00)
        self.cite(item, sc.ref, sc.url, bold=True)
        if sc.repeat_of:
            item.add_run(f" ({lab['see']} {sc.repeat_of})").italic = True
            return
        if sc.text:
            item.add_run(": " + sc.text)
        for n in sc.notes:
            np = doc.add_paragraph(style="List Bullet 2")
            np.add_run(n.headword + " ").italic = True
            np.add_run(n.text + " (")
            self.cite(np, lab["study_note"], n.url, f"{sc.ref} — {n.headword}")
            np.add_run(")")

    def question_group(self, s: SheetSection) -> None:
        """A study article's question, comment box, then the paragraphs it covers."""
        doc, lab = self.doc, self.labels
        if s.subheading:
            doc.add_heading(s.subheading, level=2)
        doc.add_heading(s.heading, level=3)
        if s.question:
            p = doc.add_paragraph()
            lines = [f"{'abcdefgh'[i]}) {part}" for i, part in enumerate(s.question_parts)]
            run = p.add_run(f"{lab['question']} {s.question_label}: " + (
                "\n".join(["", *lines]) if lines else s.question))
            run.bold = True
            run.font.highlight_color = WD_COLOR_INDEX.GRAY_25
            if s.answer_note:
                doc.add_paragraph().add_run(f"({s.answer_note})").italic = True
        if s.comment_space or s.comment:
            self.comment_box(s)
        for para in s.paragraphs:
            p = doc.add_paragraph()
            self.cite(p, f"¶{para.number}", para.url, bold=True)
            p.add_run(" ")
            for span in para.spans:
                run = p.add_run(span.text)
                if span.answer:
                    run.font.highlight_color = WD_COLOR_INDEX.YELLOW
            for sc in para.scriptures:
                self.scripture(sc)
            for note in para.footnotes:
                fp = doc.add_paragraph()
                fp.add_run(f"* {lab['footnote']}: ").italic = True
                fp.add_run(note).font.size = Pt(9)
        for caption in s.captions:
            doc.add_paragraph().add_run(f"{lab['picture']}: {caption}").italic = True
        for b in s.boxes:
            table = doc.add_table(rows=1, cols=1)
            table.style = "Table Grid"
            cell = table.cell(0, 0)
            cell.paragraphs[0].add_run(b.title).bold = True
            for text in b.paragraphs:
                cell.add_paragraph(text)
        if s.notes:
            p = doc.add_paragraph()
            p.add_run(lab["my_notes"] + ": ").bold = True
            p.add_run(s.notes)

    def build(self) -> bytes:
        sheet, lab, doc = self.sheet, self.labels, self.doc
        doc.core_properties.title = sheet.title
        doc.add_heading(sheet.title, level=0)
        if sheet.subtitle:
            doc.add_paragraph().add_run(sheet.subtitle).italic = True
        if sheet.theme_scripture:
            p = doc.add_paragraph(style="Intense Quote")
            p.add_run(f"{lab['theme']}: ").bold = True
            self.cite(p, sheet.theme_scripture.ref, sheet.theme_scripture.url, bold=True)
            if sheet.theme_scripture.text:
                p.add_run(" " + sheet.theme_scripture.text)
        if sheet.songs or sheet.focus:
            p = doc.add_paragraph()
            if sheet.songs:
                p.add_run(f"{lab['song']} {sheet.songs[0]}").bold = True
            if sheet.focus:
                p.add_run(" · " if sheet.songs else "")
                p.add_run(f"{lab['focus']}: ").bold = True
                p.add_run(sheet.focus)
        if sheet.has_answers():
            doc.add_paragraph().add_run(lab["answer_hint"]).italic = True
        for s in sheet.sections:
            if s.paragraphs:
                self.question_group(s)
                continue
            if s.kicker:
                doc.add_paragraph().add_run(s.kicker).bold = True
            heading = doc.add_heading(("★ " if s.highlight else "") + s.heading, level=2)
            if s.highlight:
                for run in heading.runs:
                    run.font.highlight_color = WD_COLOR_INDEX.YELLOW
            if s.question:
                run = doc.add_paragraph().add_run(f"{lab['question']}: {s.question}")
                run.bold = True
                run.font.highlight_color = WD_COLOR_INDEX.GRAY_25
            if s.text or s.citations:
                p = doc.add_paragraph(s.text)
                for c in s.citations:
                    p.add_run(" (")
                    self.cite(p, lab["source"] if s.text else (c.title or c.url), c.url, c.title)
                    p.add_run(")")
            for asked in s.questions:
                question = doc.add_paragraph().add_run(f"{lab['question']}: {asked.text}")
                question.bold = True
                for r in asked.research:
                    self.cite(doc.add_paragraph(style="Intense Quote"), r.text, r.url, r.title)
                if asked.answer_space:
                    box = doc.add_table(rows=1, cols=1)
                    box.style = "Table Grid"
                    box.cell(0, 0).text = f"{lab['answer']}:\n"
            for b in s.bullets:
                self.cite(doc.add_paragraph(style="List Bullet"), b.text, b.url, b.title)
            for sc in s.scriptures:
                self.scripture(sc)
            if s.comment_space or s.comment:
                self.comment_box(s)
            if s.notes:
                p = doc.add_paragraph()
                p.add_run(lab["my_notes"] + ": ").bold = True
                p.add_run(s.notes)
        if sheet.review_questions:
            doc.add_heading(lab["review"], level=2)
            for q in sheet.review_questions:
                doc.add_paragraph(q, style="List Number")
        if len(sheet.songs) > 1:
            doc.add_paragraph().add_run(f"{lab['song']} {sheet.songs[-1]}").bold = True
        if self.book.style != "inline" and self.book.notes:
            doc.add_heading(lab["notes"] if self.book.style == "footnote" else lab["sources"],
                            level=2)
            for entry in self.book.notes:
                p = doc.add_paragraph()
                p.add_run(f"[{entry.number}] ")
                _hyperlink(p, entry.title, entry.url)
        foot = doc.add_paragraph().add_run(sheet.disclaimer)
        foot.italic = True
        foot.font.size = Pt(8.5)
        foot.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
        out = io.BytesIO()
        doc.save(out)
        return out.getvalue()


def render_docx(sheet: StudySheet, style: CitationStyle = "inline") -> bytes:
    return _Writer(sheet, style).build()
