"""DOCX: headings, paragraphs, real hyperlinks, comment boxes.

Written with our own small OOXML writer (app/export/ooxml.py, standard library only);
python-docx is a test dependency that reads the result back.
"""

from __future__ import annotations

import datetime as dt

from app.core.urls import UNRESOLVED, link_allowed
from app.export.citations import CitationBook, CitationStyle, unresolved_words
from app.export.ooxml import GRAY_25, YELLOW, Document, Paragraph
from app.export.sheet import SheetScripture, SheetSection, StudySheet, labels

_READ_COLOUR = "8A3B00"
_DISCLAIMER_COLOUR = "555555"


def _created(sheet: StudySheet) -> dt.datetime | None:
    """The sheet's date as the document's creation time (midnight UTC): the same sheet
    gives the same bytes."""
    try:
        day = dt.date.fromisoformat(sheet.created)
    except ValueError:
        return None
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC)


class _Writer:
    def __init__(self, sheet: StudySheet, style: CitationStyle) -> None:
        self.sheet = sheet
        self.book = CitationBook(style)
        self.labels = labels(sheet.language)
        self.doc = Document(language=sheet.language, normal_size=10.5)

    def cite(self, p: Paragraph, label: str, url: str | None, title: str = "",
             bold: bool = False) -> None:
        if url == UNRESOLVED:  # shown as such: no href
            p.add(label, bold=bold)
            p.add(f" ({unresolved_words(self.sheet.language)})", italic=True)
        elif not url or not link_allowed(url):
            p.add(label, bold=bold)
        elif self.book.style == "inline":
            p.link(label, url)
        else:
            p.add(label, bold=bold)
            note = self.book.number(url, title or label)
            p.add(f"[{note.number}]", superscript=True)

    def comment_box(self, s: SheetSection | None = None) -> None:
        """The person's comment with its check, or an empty box to write in."""
        p = self.doc.paragraph().add(self.labels["comment"] + ":", bold=True)
        if s is not None and s.comment:
            p.add(" " + s.comment)
            if s.comment_check:
                p.add(f" ({s.comment_check})", italic=True)
            return
        self.doc.box().paragraph("\n\n\n")

    def scripture(self, sc: SheetScripture) -> None:
        """A scripture: read-aloud mark, linked reference, its text once (else where it
        stands above), and its study notes."""
        doc, lab = self.doc, self.labels
        item = doc.paragraph(style="ListBullet")
        if sc.read:
            item.add(lab["read"].upper() + " · ", bold=True, color=_READ_COLOUR)
        self.cite(item, sc.ref, sc.url, bold=True)
        if sc.repeat_of:
            item.add(f" ({lab['see']} {sc.repeat_of})", italic=True)
            return
        if sc.text:
            item.add(": " + sc.text)
        for n in sc.notes:
            np = doc.paragraph(style="ListBullet2")
            np.add(n.headword + " ", italic=True)
            np.add(n.text + " (")
            self.cite(np, lab["study_note"], n.url, f"{sc.ref} — {n.headword}")
            np.add(")")

    def notes(self, s: SheetSection) -> None:
        if s.notes:
            self.doc.paragraph().add(self.labels["my_notes"] + ": ", bold=True).add(s.notes)

    def question_group(self, s: SheetSection) -> None:
        """A study article's question, comment box, then the paragraphs it covers."""
        doc, lab = self.doc, self.labels
        if s.subheading:
            doc.heading(s.subheading, 2)
        doc.heading(s.heading, 3)
        if s.question:
            lines = [f"{'abcdefgh'[i]}) {part}" for i, part in enumerate(s.question_parts)]
            doc.paragraph().add(f"{lab['question']} {s.question_label}: " + (
                "\n".join(["", *lines]) if lines else s.question), bold=True, highlight=GRAY_25)
            if s.answer_note:
                doc.paragraph().add(f"({s.answer_note})", italic=True)
        if s.comment_space or s.comment:
            self.comment_box(s)
        for para in s.paragraphs:
            p = doc.paragraph()
            self.cite(p, f"¶{para.number}", para.url, bold=True)
            p.add(" ")
            for span in para.spans:
                p.add(span.text, highlight=YELLOW if span.answer else None)
            for sc in para.scriptures:
                self.scripture(sc)
            for note in para.footnotes:
                doc.paragraph().add(f"* {lab['footnote']}: ", italic=True).add(note, size=9)
        for caption in s.captions:
            doc.paragraph().add(f"{lab['picture']}: {caption}", italic=True)
        for b in s.boxes:
            box = doc.box()
            box.paragraph().add(b.title, bold=True)
            for text in b.paragraphs:
                box.paragraph(text)
        self.notes(s)

    def part(self, s: SheetSection) -> None:
        """A workbook part or a group of findings."""
        doc, lab = self.doc, self.labels
        if s.kicker:
            doc.paragraph().add(s.kicker, bold=True)
        doc.heading(("★ " if s.highlight else "") + s.heading, 2,
                    highlight=YELLOW if s.highlight else None)
        if s.question:
            doc.paragraph().add(f"{lab['question']}: {s.question}", bold=True,
                                highlight=GRAY_25)
        if s.text or s.citations:
            p = doc.paragraph(s.text)
            for c in s.citations:
                p.add(" (")
                self.cite(p, lab["source"] if s.text else (c.title or c.url), c.url, c.title)
                p.add(")")
        for asked in s.questions:
            doc.paragraph().add(f"{lab['question']}: {asked.text}", bold=True)
            for r in asked.research:
                self.cite(doc.paragraph(style="IntenseQuote"), r.text, r.url, r.title)
            if asked.answer_space:
                doc.box().paragraph(f"{lab['answer']}:\n")
        for b in s.bullets:
            self.cite(doc.paragraph(style="ListBullet"), b.text, b.url, b.title)
        for sc in s.scriptures:
            self.scripture(sc)
        if s.comment_space or s.comment:
            self.comment_box(s)
        self.notes(s)

    def build(self) -> bytes:
        sheet, lab, doc = self.sheet, self.labels, self.doc
        doc.heading(sheet.title, 0)
        if sheet.subtitle:
            doc.paragraph().add(sheet.subtitle, italic=True)
        if sheet.coverage:  # the parts of the goal that found nothing
            doc.paragraph().add(sheet.coverage, bold=True)
        if sheet.theme_scripture:
            p = doc.paragraph(style="IntenseQuote").add(f"{lab['theme']}: ", bold=True)
            self.cite(p, sheet.theme_scripture.ref, sheet.theme_scripture.url, bold=True)
            if sheet.theme_scripture.text:
                p.add(" " + sheet.theme_scripture.text)
        if sheet.songs or sheet.focus:
            p = doc.paragraph()
            if sheet.songs:
                p.add(f"{lab['song']} {sheet.songs[0]}", bold=True)
            if sheet.focus:
                p.add(" · " if sheet.songs else "")
                p.add(f"{lab['focus']}: ", bold=True).add(sheet.focus)
        if sheet.has_answers():
            doc.paragraph().add(lab["answer_hint"], italic=True)
        for s in sheet.sections:
            if s.paragraphs:
                self.question_group(s)
            else:
                self.part(s)
        if sheet.review_questions:
            doc.heading(lab["review"], 2)
            for q in sheet.review_questions:
                doc.paragraph(q, style="ListNumber")
        if len(sheet.songs) > 1:
            doc.paragraph().add(f"{lab['song']} {sheet.songs[-1]}", bold=True)
        if self.book.style != "inline" and self.book.notes:
            doc.heading(lab["notes"] if self.book.style == "footnote" else lab["sources"], 2)
            for entry in self.book.notes:
                doc.paragraph(f"[{entry.number}] ").link(entry.title, entry.url)
        doc.paragraph().add(sheet.disclaimer, italic=True, size=8.5,
                            color=_DISCLAIMER_COLOUR)
        return doc.to_bytes(title=sheet.title, created=_created(sheet))


def render_docx(sheet: StudySheet, style: CitationStyle = "inline") -> bytes:
    return _Writer(sheet, style).build()
