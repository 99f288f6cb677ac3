"""The study sheet as a person reads it: each question, the paragraphs it covers with
the answer highlighted, the scriptures (hover or click for their text and study
notes), and a comment box under each question that the local model checks as the
person types, with a personal note beside it. The person can highlight sentences of
their own (select, then Ctrl+M). What they write is kept in the notebook, per article
and paragraph (app/service/notebook.py): preparing the article again shows it in
place, marked when the paragraph's text changed since. One click exports or prints;
the export says where it went."""

from __future__ import annotations

import asyncio
import html
import logging
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.core.models import Comment, Language
from app.core.urls import UNRESOLVED
from app.service.library import LibraryReading, ReadingParagraph
from app.service.notebook import NotebookPages
from app.service.sheet import (
    SheetParagraph,
    SheetScripture,
    SheetSection,
    StudySheet,
    label,
)

log = logging.getLogger(__name__)

CHECK_DELAY_MS = 700  # a pause in typing before the comment is checked
# Parts (the header, each question with its paragraphs, the end) laid out per turn of
# the event loop when a sheet is shown: word-wrapped rich text costs about a millisecond
# a label to lay out, and a sheet has ~80 of them.
PLACED_PER_TURN = 1
ANSWER_BG = "#fff176"
ANSWER_FG = "#1d1b00"
OWN_BG = "#b3e5fc"  # the person's own highlights: another colour than the answers'
OWN_FG = "#0b2a3a"
FOUND_BG = "#ffe082"  # the library paragraph a hit or a citation led to
FOUND_FG = "#2b1d00"

# check(comment, paragraphs, scriptures, paragraph numbers, language) -> Comment, off the
# UI thread
CommentChecker = Callable[[str, list[str], list[str], list[int], Language],
                          Awaitable[Comment]]


async def model_checker(text: str, paragraphs: list[str], scriptures: list[str],
                        numbers: list[int], language: Language) -> Comment:
    """The local NLI model's check (the word-overlap engine when the model is missing),
    in the NLI worker thread."""
    from app.service.study import check_comment_async, explain_comment

    found = await check_comment_async(text, paragraphs, scriptures, language)
    index = found.paragraph
    number = numbers[index] if index is not None and 0 <= index < len(numbers) else None
    verdict = found.verdict if found.verdict in ("supported", "unsupported",
                                                 "contradicted") else ""
    engine = f"{found.engine} ({found.note})" if found.note else found.engine
    return Comment(text=text, verdict=verdict, evidence=found.evidence,
                   paragraph=number, engine=engine,
                   reason=explain_comment(found, language, numbers))


def _scripture_html(sc: SheetScripture) -> str:
    """A scripture's text and study notes, escaped (page text is never markup)."""
    parts = [f"<p><b>{html.escape(sc.ref)}</b></p>"]
    if sc.text:
        parts.append(f"<p>{html.escape(sc.text)}</p>")
    for note in sc.notes:
        parts.append(f"<p><i>{html.escape(note.headword)}</i> {html.escape(note.text)}</p>")
    return "".join(parts)


class CommentBox(QWidget):
    """The person's comment on one question and what the model said of it."""

    changed = Signal(str)  # the section key, after a pause in typing
    noteChanged = Signal(str)  # the section key, after a pause in typing a note

    def __init__(self, key: str, section: SheetSection, language: Language,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.language = language
        self.paragraphs = [p.text for p in section.paragraphs] or \
            ([section.text] if section.text else [])
        self.numbers = [p.number for p in section.paragraphs]
        self.scriptures = [sc.text for sc in section.all_scriptures() if sc.text]
        self.comment = Comment()
        self.editor = QPlainTextEdit()
        self.editor.setObjectName(f"comment_{key}")
        self.editor.setTabChangesFocus(True)
        self.editor.setFixedHeight(64)
        self.check = QLabel()
        self.check.setObjectName(f"check_{key}")
        self.check.setWordWrap(True)
        self.check.setTextFormat(Qt.TextFormat.PlainText)
        self.changed_mark = QLabel()  # the paragraph changed since the comment was written
        self.changed_mark.setObjectName(f"changed_{key}")
        self.changed_mark.setWordWrap(True)
        self.changed_mark.setStyleSheet("color: #9a6700;")
        self.changed_mark.setVisible(False)
        self.note_button = QPushButton()
        self.note_button.setObjectName(f"noteButton_{key}")
        self.note_button.setFlat(True)
        self.note_button.setCheckable(True)
        self.note = QPlainTextEdit()  # a personal note: kept, never checked or printed
        self.note.setObjectName(f"note_{key}")
        self.note.setTabChangesFocus(True)
        self.note.setFixedHeight(52)
        self.note.setVisible(False)
        self.note_button.toggled.connect(self._show_note)
        self.note_timer = QTimer(self)
        self.note_timer.setSingleShot(True)
        self.note_timer.setInterval(CHECK_DELAY_MS)
        self.note_timer.timeout.connect(lambda: self.noteChanged.emit(self.key))
        self.note.textChanged.connect(self.note_timer.start)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(CHECK_DELAY_MS)
        self.timer.timeout.connect(lambda: self.changed.emit(self.key))
        self.editor.textChanged.connect(self._typed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 6)
        layout.setSpacing(2)
        layout.addWidget(self.changed_mark)
        layout.addWidget(self.editor)
        layout.addWidget(self.check)
        layout.addWidget(self.note_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.note)
        self.retranslate()

    def text(self) -> str:
        return self.editor.toPlainText().strip()

    def note_text(self) -> str:
        return self.note.toPlainText().strip()

    def set_note(self, text: str) -> None:
        self.note.blockSignals(True)
        self.note.setPlainText(text)
        self.note.blockSignals(False)
        self.note_button.setChecked(bool(text))

    def _show_note(self, shown: bool) -> None:
        self.note.setVisible(shown or bool(self.note_text()))
        if shown:
            self.note.setFocus()

    def mark_changed(self, changed: bool) -> None:
        """Say the comment was written against other words of this paragraph."""
        self.changed_mark.setVisible(changed)

    def set_comment(self, comment: Comment) -> None:
        self.comment = comment
        self.editor.blockSignals(True)
        self.editor.setPlainText(comment.text)
        self.editor.blockSignals(False)
        self.show_check(comment)

    def _typed(self) -> None:
        self.check.setText(self.tr("Checking when you pause…") if self.text() else "")
        self.timer.start()

    def show_check(self, comment: Comment) -> None:
        """The verdict in words, with the sentence behind it."""
        self.comment = comment
        evidence = f" “{comment.evidence}”" if comment.evidence else ""
        # whole sentences for a paragraph and for a scripture: "el %1" cannot take both
        number = str(comment.paragraph or "")
        texts = {
            "supported": (self.tr("✔ Supported by ¶%1:").replace("%1", number)
                          if number else self.tr("✔ Supported by a cited scripture:"))
            + evidence,
            "unsupported": self.tr("? Not in the paragraph: it may be true, but the "
                                   "paragraph does not say it."),
            "contradicted": (self.tr("✘ Contradicts ¶%1:").replace("%1", number)
                             if number else self.tr("✘ Contradicts a cited scripture:"))
            + evidence,
        }
        text = texts.get(comment.verdict, "") if comment.text else ""
        if text and comment.reason:  # why, quoting the evidence (core i18n catalogs)
            text = f"{text[:1]} {comment.reason}"
        if text and comment.engine.startswith("word-overlap"):
            text += " " + self.tr("(checked by matching words: the checking model is not "
                                  "available)")
        self.check.setText(text)
        colours = {"supported": "#1a7f37", "contradicted": "#b42318"}
        self.check.setStyleSheet(f"color: {colours[comment.verdict]};"
                                 if comment.verdict in colours else "")

    def retranslate(self) -> None:
        self.editor.setPlaceholderText(self.tr("Your comment, in your own words…"))
        self.note.setPlaceholderText(self.tr("A personal note: only for you, never checked"))
        self.note_button.setText(self.tr("My note"))
        self.note_button.setToolTip(self.tr("Show or hide your personal note on this "
                                            "paragraph"))
        self.changed_mark.setText(self.tr("⚠ This paragraph changed since you wrote your "
                                          "comment: read it again."))
        if self.comment.text:
            self.show_check(self.comment)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ReadingView(QWidget):
    """Shows one StudySheet; comment boxes report their text through `checker` and
    `save`, links go through `open_link`."""

    exportRequested = Signal()
    printRequested = Signal()
    linkActivated = Signal(str)
    commentChecked = Signal(str)  # the engine that checked it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readingView")
        self.sheet: StudySheet | None = None
        self.document: LibraryReading | None = None  # a library document shown instead
        self.marked_label: QLabel | None = None  # its paragraph a hit led to
        self.run_id = ""  # the run whose sheet is shown
        self.boxes: dict[str, CommentBox] = {}
        self.checker: CommentChecker | None = None
        self.save: Callable[[NotebookPages], Awaitable[None]] | None = None
        self.highlights: dict[str, list[str]] = {}  # the person's own, by "p:N"
        self.paragraph_labels: dict[int, tuple[QLabel, SheetParagraph]] = {}
        self._scriptures: list[SheetScripture] = []
        self._pending: dict[str, int] = {}  # the latest check asked for, per box
        self._tasks: set[asyncio.Task[None]] = set()
        self.checks_done = 0
        self._unbuilt: list[Callable[[], None]] = []  # the parts waiting for their turn
        self._part = QVBoxLayout()  # the layout of the part being built
        self._placing = QTimer(self)
        self._placing.setSingleShot(True)
        self._placing.setInterval(0)
        self._placing.timeout.connect(self._place_some)

        self.title = QLabel()
        self.title.setObjectName("sheetTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.export_button = QPushButton()
        self.export_button.setObjectName("readingExport")
        self.export_button.clicked.connect(self.exportRequested)
        self.print_button = QPushButton()
        self.print_button.setObjectName("readingPrint")
        self.print_button.clicked.connect(self.printRequested)
        self.saved = QLabel()
        self.saved.setObjectName("savedTo")
        self.saved.setTextFormat(Qt.TextFormat.RichText)
        self.saved.setWordWrap(True)
        self.saved.linkActivated.connect(self._open_folder)
        self.saved.setVisible(False)
        self._saved_folder: Path | None = None

        self.body = QWidget()
        self.body.setObjectName("sheetBody")
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(12, 8, 12, 12)
        self.body_layout.setSpacing(6)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidget(self.body)
        self.scripture_pane = QTextBrowser()
        self.scripture_pane.setObjectName("scripturePane")
        self.scripture_pane.setOpenLinks(False)
        self.scripture_pane.setVisible(False)
        self.scripture_close = QPushButton("✕")  # Esc closes it too (keyPressEvent)
        self.scripture_close.setObjectName("scriptureClose")
        self.scripture_close.setFlat(True)
        self.scripture_close.setFixedWidth(28)
        self.scripture_close.clicked.connect(self.close_scripture)
        self.scripture_close.setVisible(False)
        self.highlight_action = QAction(self)
        self.highlight_action.setShortcut(QKeySequence("Ctrl+M"))
        self.highlight_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.highlight_action.triggered.connect(self.highlight_selection)
        self.addAction(self.highlight_action)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.scroller)
        split.addWidget(self.scripture_pane)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.export_button)
        top.addWidget(self.print_button)
        top.addWidget(self.scripture_close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.saved)
        layout.addWidget(split, 1)
        self.retranslate()

    # -- content ---------------------------------------------------------------------------
    def clear(self) -> None:
        self.sheet = None
        self.document = None
        self.marked_label = None
        self.run_id = ""
        self._placing.stop()
        self._unbuilt = []
        for box in self.boxes.values():
            if box.parent() is None:  # its part was never built
                box.deleteLater()
        self.boxes = {}
        self.highlights = {}
        self.paragraph_labels = {}
        self._scriptures = []
        self.title.setText("")
        self.saved.setVisible(False)
        self.close_scripture()
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def show_sheet(self, sheet: StudySheet, comments: dict[str, Comment],
                   run_id: str = "") -> None:
        """Show `sheet`; when it is the same run's again, what the person has typed so
        far is kept over the saved comments."""
        notes: dict[str, str] = dict(getattr(comments, "notes", {}))
        highlights: dict[str, list[str]] = dict(getattr(comments, "highlights", {}))
        changed: frozenset[str] = getattr(comments, "changed", frozenset())
        if run_id and run_id == self.run_id:
            pages = self.pages()
            comments = {**comments, **pages.comments}
            notes.update(pages.notes)
            highlights.update(pages.highlights)
        self.clear()
        self._sheet_actions(True)
        self.run_id = run_id
        self.sheet = sheet
        self.highlights = highlights
        self.title.setText(sheet.title)
        lang = sheet.language
        # the comment boxes exist at once (what the person typed is never only in a part
        # not yet built); the texts are built and laid out a few parts per turn
        self._unbuilt = [partial(self._add_header, sheet)]
        for section in sheet.sections:
            box = self._comment_box(section, lang, comments) if section.key else None
            if box is not None:
                box.set_note(notes.get(section.key, ""))
                box.mark_changed(section.key in changed and bool(
                    box.text() or box.note_text()))
            self._unbuilt.append(partial(self._add_section, section, lang, box))
            # each paragraph a part of its own: a part is what one turn lays out
            self._unbuilt.extend(partial(self._add_paragraph, p, lang)
                                 for p in section.paragraphs)
            self._unbuilt.append(partial(self._add_section_end, section, lang))
        self._unbuilt.append(partial(self._add_end, sheet))
        self._placing.start()

    def show_document(self, document: LibraryReading) -> None:
        """A document of the person's library, read offline from the library's text: its
        paragraphs, each ¶ a link to that paragraph on wol.jw.org, and the paragraph a
        hit or a citation led to highlighted and scrolled to once it is laid out. The
        run's sheet gives way (what was typed on it is saved first)."""
        if self.sheet is not None and self.save is not None:
            task = asyncio.ensure_future(self.save(self.pages()))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        self.clear()
        self._sheet_actions(False)  # export and print are the run's sheet's
        self.document = document
        self.title.setText(document.title)
        self._unbuilt = [partial(self._add_document_header, document)]
        self._unbuilt.extend(partial(self._add_document_paragraph, p, document)
                             for p in document.paragraphs)
        self._placing.start()

    def _sheet_actions(self, shown: bool) -> None:
        self.export_button.setVisible(shown)
        self.print_button.setVisible(shown)

    def _add_document_header(self, document: LibraryReading) -> None:
        marked = next((p for p in document.paragraphs if p.pid == document.marked), None)
        where = _anchor(marked.url if marked else document.url,
                        self.tr("Open on wol.jw.org"), document.language)
        note = self._add_label(f"{html.escape(self.tr('From your library, offline.'))} "
                               f"{where}", italic=True)
        note.setObjectName("documentSource")

    def _add_document_paragraph(self, p: ReadingParagraph, document: LibraryReading) -> None:
        if p.kind == "heading":
            self._add_heading(p.text)
            return
        text = html.escape(p.text)
        if p.pid == document.marked:
            text = f'<span style="background-color:{FOUND_BG}; color:{FOUND_FG};">{text}</span>'
        if p.kind == "question":  # it carries its own numbers: no ¶ mark
            shown = self._add_label(f"<i>{_anchor(p.url, '?', document.language)} {text}</i>")
        else:
            mark = f"¶{p.number}" if p.number is not None else "¶"
            shown = self._add_label(f"<b>{_anchor(p.url, mark, document.language)}</b> {text}")
        shown.setObjectName(f"libraryParagraph_{p.pid}")
        if p.pid == document.marked:
            self.marked_label = shown

    def _scroll_to_marked(self) -> None:
        """Bring the marked paragraph into view (its part laid out first)."""
        shown = self.marked_label
        if shown is None or self.document is None:
            return
        self.body_layout.activate()
        part = shown.parentWidget()
        laid = part.layout() if part is not None else None
        if laid is not None:
            laid.activate()
        self.scroller.ensureWidgetVisible(shown, 0, max(0, self.scroller.height() // 3))

    def _add_header(self, sheet: StudySheet) -> None:
        lang = sheet.language
        if sheet.subtitle:
            self._add_label(html.escape(sheet.subtitle), italic=True)
        if sheet.theme_scripture is not None:
            self._add_label(f"<b>{html.escape(label('theme', lang))}:</b> "
                            f"{self._scripture_link(sheet.theme_scripture)} "
                            f"{html.escape(sheet.theme_scripture.text)}")
        if sheet.focus:
            self._add_label(f"<b>{html.escape(label('focus', lang))}:</b> "
                            f"{html.escape(sheet.focus)}")
        if sheet.has_answers():
            self._add_label(html.escape(label("answer_hint", lang)), italic=True)

    def _add_end(self, sheet: StudySheet) -> None:
        if sheet.review_questions:
            self._add_heading(label("review", sheet.language))
            items = "".join(f"<li>{html.escape(q)}</li>" for q in sheet.review_questions)
            self._add_label(f"<ol>{items}</ol>")
        self._add_label(f"<small>{html.escape(sheet.disclaimer)}</small>")

    @property
    def complete(self) -> bool:
        """Every part of the sheet (or the library document) is shown (they are built a
        few per turn of the loop)."""
        return (self.sheet is not None or self.document is not None) and not self._unbuilt

    def _place_some(self) -> None:
        """Build and lay out the next few parts of the sheet (the header, a question
        with its comment box, a paragraph, the end); the rest on the next turn, so showing a long
        sheet never holds the window for long. Each part is a widget with a layout of
        its own, so a change inside it (a comment's check) lays out that part again,
        not the whole sheet (Qt invalidates every item of a layout it activates)."""
        batch, self._unbuilt = (self._unbuilt[:PLACED_PER_TURN],
                                self._unbuilt[PLACED_PER_TURN:])
        for build in batch:
            part = QWidget()
            self._part = QVBoxLayout(part)
            self._part.setContentsMargins(0, 0, 0, 0)
            self._part.setSpacing(self.body_layout.spacing())
            build()
            if self._part.count():
                self.body_layout.addWidget(part)
            else:
                part.deleteLater()
        if self._unbuilt:
            self._placing.start()
        elif batch:
            self.body_layout.addStretch(1)
            if self.marked_label is not None:  # after this turn's layout
                QTimer.singleShot(0, self._scroll_to_marked)

    def _place(self, widget: QWidget) -> None:
        self._part.addWidget(widget)

    def _comment_box(self, section: SheetSection, lang: Language,
                     comments: dict[str, Comment]) -> CommentBox:
        box = CommentBox(section.key, section, lang)
        found = comments.get(section.key)
        if found is not None:
            box.set_comment(found)
        box.changed.connect(self._comment_changed)
        box.noteChanged.connect(lambda _key: self._save_soon())
        self.boxes[section.key] = box
        return box

    def _add_section(self, section: SheetSection, lang: Language,
                     box: CommentBox | None) -> None:
        if section.subheading:
            self._add_heading(section.subheading, size=1.15)
        if section.kicker:
            self._add_label(f"<b>{html.escape(section.kicker)}</b>")
        heading = ("★ " if section.highlight else "") + section.heading
        if heading.strip():
            self._add_heading(heading)
        if section.question:
            parts = "".join(f"<br>{'abcdefgh'[i]}) {html.escape(part)}"
                            for i, part in enumerate(section.question_parts))
            text = parts if parts else " " + html.escape(section.question)
            number = f" {html.escape(section.question_label)}" if section.question_label else ""
            self._add_label(f"<b>{html.escape(label('question', lang))}{number}:</b>{text}")
            if section.answer_note:  # how sure the highlighted answer is, in words
                note = self._add_label(f"({html.escape(section.answer_note)})", italic=True)
                note.setObjectName("answerNote")
        for q in section.questions:
            self._add_label(f"<b>{html.escape(label('question', lang))}:</b> "
                            f"{html.escape(q.text)}")
        if box is not None:
            self._place(box)

    def _add_paragraph(self, p: SheetParagraph, lang: Language) -> None:
        label_ = self._add_label(self._paragraph_markup(p, lang))
        label_.setObjectName(f"paragraph_{p.number}")
        self.paragraph_labels[p.number] = (label_, p)
        refs = [self._scripture_link(sc) for sc in p.scriptures]
        if refs:
            self._add_label(f"<b>{html.escape(label('verses', lang))}:</b> "
                            + " · ".join(refs), indent=True)

    def _add_section_end(self, section: SheetSection, lang: Language) -> None:
        if not section.paragraphs and section.text:
            self._add_label(html.escape(section.text).replace("\n", "<br>"))
        for bullet in section.bullets:
            self._add_label("• " + _anchor(bullet.url, bullet.text, lang), indent=True)
        if not section.paragraphs and section.scriptures:
            self._add_label(f"<b>{html.escape(label('verses', lang))}:</b> " + " · ".join(
                self._scripture_link(sc) for sc in section.scriptures), indent=True)
        for caption in section.captions:
            self._add_label(f"<i>{html.escape(label('picture', lang))}: "
                            f"{html.escape(caption)}</i>")
        for printed in section.boxes:
            paragraphs = "".join(f"<p>{html.escape(t)}</p>" for t in printed.paragraphs)
            frame = self._add_label(f"<b>{html.escape(printed.title)}</b>{paragraphs}")
            frame.setFrameShape(QFrame.Shape.StyledPanel)

    def _paragraph_markup(self, p: SheetParagraph, lang: Language) -> str:
        spans = "".join(
            f'<span style="background-color:{ANSWER_BG}; color:{ANSWER_FG};">'
            f"{html.escape(sp.text)}</span>" if sp.answer else html.escape(sp.text)
            for sp in (p.spans or [])) or html.escape(p.text)
        for own in self.highlights.get(f"p:{p.number}", []):
            # drawn where it is one run of the text (not across an answer's span)
            escaped = html.escape(own)
            spans = spans.replace(escaped, f'<span style="background-color:{OWN_BG}; '
                                  f'color:{OWN_FG}; text-decoration:underline;">'
                                  f"{escaped}</span>", 1)
        anchor = _anchor(p.url, f"¶{p.number}", lang)
        return f"<b>{anchor}</b> {spans}"

    # -- the person's own highlights -----------------------------------------------------
    def highlight_selection(self) -> bool:
        """Highlight the text selected in a paragraph (again: take the highlight off)."""
        for number, (shown, paragraph) in self.paragraph_labels.items():
            chosen = " ".join(shown.selectedText().split())
            if not shown.hasSelectedText() or not chosen:
                continue
            text = " ".join(paragraph.text.split())
            if chosen not in text:  # the selection took the ¶ number: keep the words
                chosen = chosen.split(" ", 1)[1] if " " in chosen else ""
                if not chosen or chosen not in text:
                    return False
            key = f"p:{number}"
            own = self.highlights.setdefault(key, [])
            if chosen in own:
                own.remove(chosen)
            else:
                own.append(chosen)
            if not own:
                self.highlights.pop(key)
            shown.setText(self._paragraph_markup(
                paragraph, self.sheet.language if self.sheet is not None else "en"))
            self._save_soon()
            return True
        return False

    def _scripture_link(self, sc: SheetScripture) -> str:
        self._scriptures.append(sc)
        read = f"{html.escape(label('read', self.sheet.language if self.sheet else 'en'))} " \
            if sc.read else ""
        return f'{read}<a href="scripture:{len(self._scriptures) - 1}">{html.escape(sc.ref)}</a>'

    def _add_label(self, markup: str, *, italic: bool = False, indent: bool = False) -> QLabel:
        text = QLabel(f"<i>{markup}</i>" if italic else markup)
        text.setTextFormat(Qt.TextFormat.RichText)
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        text.setOpenExternalLinks(False)
        text.linkActivated.connect(self._link)
        text.linkHovered.connect(self._hover)
        if indent:
            text.setContentsMargins(18, 0, 0, 0)
        self._place(text)
        return text

    def _add_heading(self, text: str, size: float = 1.08) -> None:
        heading = QLabel(text)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setWordWrap(True)
        font = QFont(heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * size)
        heading.setFont(font)
        heading.setContentsMargins(0, 8, 0, 0)
        self._place(heading)

    def scripture(self, index: int) -> SheetScripture | None:
        return self._scriptures[index] if 0 <= index < len(self._scriptures) else None

    def _link(self, href: str) -> None:
        if href.startswith("scripture:"):
            found = self.scripture(int(href.split(":", 1)[1] or -1))
            if found is not None:
                self.scripture_pane.setHtml(_scripture_html(found))
                self.scripture_pane.setVisible(True)
                self.scripture_close.setVisible(True)
            return
        self.linkActivated.emit(href)

    def _hover(self, href: str) -> None:
        if href.startswith("scripture:"):
            found = self.scripture(int(href.split(":", 1)[1] or -1))
            if found is not None:
                QToolTip.showText(self.cursor().pos() + QPoint(12, 12),
                                  _scripture_html(found), self)

    def close_scripture(self) -> bool:
        """Close the scripture pane (its ✕, or Esc); False when it was not open."""
        was = self.scripture_pane.isVisible()
        self.scripture_pane.setVisible(False)
        self.scripture_close.setVisible(False)
        return was

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.close_scripture():
            event.accept()
            return
        super().keyPressEvent(event)

    # -- comments --------------------------------------------------------------------------
    def comments(self) -> dict[str, Comment]:
        return {key: box.comment.model_copy(update={"text": box.text()})
                for key, box in self.boxes.items() if box.text()}

    def pages(self) -> NotebookPages:
        """What the person wrote on this sheet: comments, notes, highlights."""
        return NotebookPages(
            comments=self.comments(),
            notes={key: box.note_text() for key, box in self.boxes.items() if box.note_text()},
            highlights={k: list(v) for k, v in self.highlights.items() if v})

    def _save_soon(self) -> None:
        task = asyncio.ensure_future(self._save())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _save(self, box: CommentBox | None = None) -> None:
        if self.save is None:
            return
        try:
            await self.save(self.pages())
        except OSError:
            log.exception("comments could not be saved")
            if box is not None:
                box.check.setText(self.tr("Your comment could not be saved (is the disk "
                                          "full?). It stays here while the app is open."))
            else:
                self.saved.setText(self.tr("Your notes could not be saved (is the disk "
                                           "full?). They stay here while the app is open."))
                self.saved.setVisible(True)

    def _comment_changed(self, key: str) -> None:
        task = asyncio.ensure_future(self._check(key))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _check(self, key: str) -> None:
        """Check the comment off the UI thread; a newer check of the same box wins."""
        box = self.boxes.get(key)
        if box is None:
            return
        ticket = self._pending.get(key, 0) + 1
        self._pending[key] = ticket
        text = box.text()
        comment = Comment(text=text)
        if text and self.checker is not None:
            try:
                comment = await self.checker(text, box.paragraphs, box.scriptures,
                                             box.numbers, box.language)
            except Exception:
                log.exception("the comment could not be checked")
                comment = Comment(text=text)
        if self._pending.get(key) != ticket or self.boxes.get(key) is not box:
            return
        box.show_check(comment.model_copy(update={"text": text}))
        self.checks_done += 1
        if comment.engine:
            self.commentChecked.emit(comment.engine)
        await self._save(box)

    # -- export ----------------------------------------------------------------------------
    def show_saved(self, path: Path) -> None:
        self._saved_folder = path.parent
        self.saved.setText(self.tr("Saved to %1 — <a href=\"folder\">Open folder</a>")
                           .replace("%1", html.escape(str(path))))
        self.saved.setVisible(True)

    def _open_folder(self, _href: str) -> None:
        if self._saved_folder is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._saved_folder)))

    def retranslate(self) -> None:
        self.export_button.setText(self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Save the sheet as Markdown, HTML, PDF or Word"))
        self.print_button.setText(self.tr("&Print…"))
        self.print_button.setToolTip(self.tr("Open the sheet as a PDF, ready to print"))
        self.highlight_action.setText(self.tr("Highlight the selected words (again: "
                                              "remove the highlight)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _anchor(url: str | None, text: str, lang: Language) -> str:
    """`text` as a link to `url` (the sheet's links went through the one resolver:
    app/service/sheet.py shown_sheet); a link that cannot be opened is shown as such,
    with no href."""
    if url == UNRESOLVED:
        return f"{html.escape(text)} <i>({html.escape(label('link_unresolved', lang))})</i>"
    if url:
        return f'<a href="{html.escape(url)}">{html.escape(text)}</a>'
    return html.escape(text)
