"""The study-sheet model, built from a run's findings (the renderers draw it).

A run's sheet is built once, by `sheet_for_run` (app/export) from the run's final
findings and what the `export.study_sheet` step chose; tests and tools call
`build_sheet` on findings directly. What each kind of finding holds is
its model in app/core/findings.py: the article, its paragraphs and review questions,
the workbook's week, parts, references and outline, and the scriptures are placed by
the builders below; every other kind is a section of its own (`kind_heading`).
"""

from __future__ import annotations

import datetime as dt
import re
from collections import OrderedDict
from collections.abc import Mapping
from typing import Literal, TypeVar

from pydantic import BaseModel, Field

from app.core import findings as kinds
from app.core.findings import FindingData, ScriptureData
from app.core.i18n import has_key, template, tr
from app.core.models import Citation, Comment, Finding, Language

D = TypeVar("D", bound=FindingData)

SheetKind = Literal["watchtower", "workbook", "week", "general"]


class SheetNote(BaseModel):
    headword: str = ""
    text: str
    url: str | None = None


class SheetScripture(BaseModel):
    ref: str
    text: str = ""
    url: str | None = None
    notes: list[SheetNote] = Field(default_factory=list)
    read: bool = False  # read aloud at the meeting
    # where the sheet already shows this scripture's text ("¶3", or the theme label):
    # renderers print the text once, at its first appearance
    repeat_of: str | None = None


class SheetSpan(BaseModel):
    """A run of a paragraph's text; `answer` marks the highlighted answer sentences."""

    text: str
    answer: bool = False


class SheetParagraph(BaseModel):
    """One paragraph of a study article inside its question's group."""

    number: int
    text: str
    url: str | None = None  # the paragraph's own element on the page
    spans: list[SheetSpan] = Field(default_factory=list)
    answer: list[str] = Field(default_factory=list)  # answer sentences, best first
    scriptures: list[SheetScripture] = Field(default_factory=list)
    footnotes: list[str] = Field(default_factory=list)


class SheetBox(BaseModel):
    title: str = ""
    paragraphs: list[str] = Field(default_factory=list)


class SheetBullet(BaseModel):
    text: str
    url: str | None = None
    title: str = ""


class SheetQuestion(BaseModel):
    """A question the audience answers (a workbook part's), with what the research says."""

    text: str
    answer_space: bool = False  # the page leaves a box for the answer: leave room here
    research: list[SheetBullet] = Field(default_factory=list)


class SheetSection(BaseModel):
    """One block of the sheet: a paragraph with its question, a part, a group of notes."""

    heading: str = ""
    number: str | None = None
    question: str | None = None
    text: str = ""
    bullets: list[SheetBullet] = Field(default_factory=list)
    scriptures: list[SheetScripture] = Field(default_factory=list)
    citations: list[Citation] = Field(default_factory=list)
    comment_space: bool = False  # leave room for the person's own comment
    notes: str = ""  # the person's own notes
    kicker: str = ""  # the meeting section a workbook part opens ("LIVING AS CHRISTIANS")
    questions: list[SheetQuestion] = Field(default_factory=list)  # workbook part questions
    highlight: bool = False  # the person's own assignment
    # A study article's question group: the subheading it opens (if any), the question's
    # printed numbers and "(a) … (b) …" parts, the paragraphs it covers, then the
    # captions and boxes that follow those paragraphs on the page.
    subheading: str = ""
    question_label: str = ""
    question_parts: list[str] = Field(default_factory=list)
    paragraphs: list[SheetParagraph] = Field(default_factory=list)
    captions: list[str] = Field(default_factory=list)
    boxes: list[SheetBox] = Field(default_factory=list)
    key: str = ""  # where the person's comment on this section is kept (comment_key)
    comment: str = ""  # the person's comment, typed in the app
    comment_check: str = ""  # what the local model said of it, in words
    # how sure the highlighted answer is, in words ("Answer: clear, in ¶4")
    answer_note: str = ""

    def all_scriptures(self) -> list[SheetScripture]:
        return [*self.scriptures, *(sc for p in self.paragraphs for sc in p.scriptures)]


class StudySheet(BaseModel):
    title: str
    subtitle: str = ""  # meeting and week
    language: Language = "en"
    kind: SheetKind = "general"
    created: str = Field(default_factory=lambda: dt.date.today().isoformat())
    theme_scripture: SheetScripture | None = None
    songs: list[int] = Field(default_factory=list)  # a study article's opening, closing song
    focus: str = ""  # a study article's focus line
    sections: list[SheetSection] = Field(default_factory=list)
    review_questions: list[str] = Field(default_factory=list)
    disclaimer: str = ""
    # which parts of the goal found nothing (app/core/coverage.py); empty when all did
    coverage: str = ""

    def has_answers(self) -> bool:
        return any(p.answer for s in self.sections for p in s.paragraphs)

    def citations(self) -> list[Citation]:
        """Every distinct citation of the sheet, in order of first appearance."""
        seen: OrderedDict[str, Citation] = OrderedDict()
        if self.theme_scripture and self.theme_scripture.url:
            seen.setdefault(self.theme_scripture.url, Citation(
                url=self.theme_scripture.url, title=self.theme_scripture.ref, kind="bible"))
        for section in self.sections:
            for c in section.citations:
                seen.setdefault(c.url, c)
            for b in [*section.bullets, *(r for q in section.questions for r in q.research)]:
                if b.url:
                    seen.setdefault(b.url, Citation(url=b.url, title=b.title or b.text[:60]))
            for p in section.paragraphs:
                if p.url:
                    seen.setdefault(p.url, Citation(url=p.url, title=f"¶{p.number}",
                                                    kind="watchtower"))
            for s in section.all_scriptures():
                if s.url:
                    seen.setdefault(s.url, Citation(url=s.url, title=s.ref, kind="bible"))
                for n in s.notes:
                    if n.url:
                        seen.setdefault(n.url, Citation(url=n.url, title=f"{s.ref} — {n.headword}",
                                                        kind="study_note"))
        return list(seen.values())

    def unexplained(self) -> list[str]:
        """The scriptures the sheet names without their text, each once."""
        missing = []
        if self.theme_scripture is not None and not self.theme_scripture.text:
            missing.append(self.theme_scripture.ref)
        for section in self.sections:
            missing.extend(s.ref for s in section.all_scriptures() if not s.text)
        return list(dict.fromkeys(missing))



SHEET_LABELS = (
    'sheet', 'wt', 'mwb', 'para', 'verses', 'findings', 'reading', 'question', 'comment',
    'review', 'sources', 'source', 'study_note', 'theme', 'notes', 'my_notes', 'mine', 'video',
    'answer', 'paras', 'read', 'song', 'focus', 'footnote', 'picture', 'see', 'supported',
    'supported_text', 'unsupported', 'contradicted', 'contradicted_text', 'answer_hint',
)


def labels(language: Language) -> dict[str, str]:
    """Every label of the sheet in `language`, for templates."""
    return {key: template(f"sheet.{key}", language) for key in SHEET_LABELS}

# kinds the sheet never shows, and those the article and workbook builders place
_SKIPPED: tuple[type[FindingData], ...] = (kinds.StudySheetData, kinds.MeetingWeek)
_PLACED: tuple[type[FindingData], ...] = (
    kinds.WtArticle, kinds.WtParagraph, kinds.ReviewQuestion, kinds.WorkbookWeek,
    kinds.WorkbookPart, *_SKIPPED, ScriptureData)
_PLACED_IN_WORKBOOK: tuple[type[FindingData], ...] = (kinds.WorkbookReference,
                                                      kinds.OutlineStep)
_PLACED_IN_LESSON: tuple[type[FindingData], ...] = (kinds.StudyLesson, kinds.LessonSection,
                                                    kinds.StudentNote)
_PLACED_ALWAYS: tuple[type[FindingData], ...] = (kinds.NewItem,)


def of_kind(findings: list[Finding], model: type[D]) -> list[tuple[Finding, D]]:
    """The findings whose data is a `model`, each with its data typed."""
    return [(f, f.data) for f in findings if isinstance(f.data, model)]


def kind_heading(kind: str, language: Language) -> str:
    """The heading of a section of findings of one kind (Findings when it has none)."""
    key = f"sheet.kind.{kind}"
    return tr(key, language) if has_key(key) else label("findings", language)


def label(key: str, language: Language, **params: object) -> str:
    return tr(f"sheet.{key}", language, **params)


def comment_key(section: SheetSection) -> str:
    """Where a section's comment is kept: a study article's question group by its first
    paragraph ("wt:5"), a workbook part by its number ("part:3"); "" when the section
    takes no comment."""
    if section.paragraphs:
        return f"wt:{section.paragraphs[0].number}"
    if section.number and (section.comment_space or section.questions):
        return f"part:{section.number}"
    return ""


def comment_check_words(comment: Comment, language: Language) -> str:
    """"supported by ¶4", "not found in the paragraph", "contradicts ¶3" (no numbers)."""
    if comment.verdict == "supported":
        return label("supported", language, n=comment.paragraph) \
            if comment.paragraph else label("supported_text", language)
    if comment.verdict == "contradicted":
        return label("contradicted", language, n=comment.paragraph) \
            if comment.paragraph else label("contradicted_text", language)
    if comment.verdict == "unsupported":
        return label("unsupported", language)
    return ""


def _attach_comments(sheet: StudySheet, comments: Mapping[str, Comment]) -> None:
    for section in sheet.sections:
        section.key = comment_key(section)
        found = comments.get(section.key) if section.key else None
        if found is not None and found.text.strip():
            section.comment = found.text.strip()
            section.comment_check = comment_check_words(found, sheet.language)


def build_sheet(findings: list[Finding], *, language: Language, title: str | None = None,
                goal: str = "", comments: Mapping[str, Comment] | None = None) -> StudySheet:
    """Assemble a sheet: a Watchtower article's paragraphs with their questions and
    scriptures when present, else the workbook week, else findings grouped by kind."""
    scriptures = _scripture_index(findings)
    article = next(iter(of_kind(findings, kinds.WtArticle)), None)
    week = next(iter(of_kind(findings, kinds.WorkbookWeek)), None)
    lesson = next(iter(of_kind(findings, kinds.StudyLesson)), None)
    sheet = StudySheet(title=title or goal or label("sheet", language), language=language,
                       disclaimer=tr("non_affiliation", language))
    used: set[str] = set()
    if article is not None and (week is not None or of_kind(findings, kinds.WorkbookPart)):
        _week(sheet, article, week, findings, scriptures, used, title)
    elif article is not None:
        _watchtower(sheet, article, findings, scriptures, used, title)
    elif week is not None or of_kind(findings, kinds.WorkbookPart):
        _workbook(sheet, week, findings, scriptures, used, title)
    elif lesson is not None:
        _study_lesson(sheet, lesson, findings, scriptures, used, title)
    if of_kind(findings, kinds.NewItem):
        _whats_new(sheet, findings)
    if sheet.kind != "week":  # the week places the talk in its weekend meeting
        talk = _talk_sections(findings, scriptures, used, language)
        if talk and sheet.kind == "watchtower":  # the talk, then the study
            talk.append(SheetSection(heading=label("wt", language)))
        at = len(sheet.sections) if sheet.kind == "workbook" else 0
        sheet.sections[at:at] = talk
    _general(sheet, findings, scriptures, used)
    _attach_comments(sheet, comments or {})
    return sheet


def _norm(ref: str) -> str:
    return re.sub(r"\s+", " ", ref).strip().casefold()


def _scripture_index(findings: list[Finding]) -> dict[str, SheetScripture]:
    index: dict[str, SheetScripture] = {}
    for f in findings:
        data = f.data
        if not isinstance(data, ScriptureData):
            continue
        ref = data.ref or f.summary
        entry = index.setdefault(_norm(ref), SheetScripture(ref=ref))
        url = f.citation.url if f.citation else None
        if isinstance(data, kinds.Verse):
            # several steps may explain the same verse: keep its text once
            text = data.text or f.excerpt
            if text and text not in entry.text:
                entry.text = f"{entry.text} {text}".strip()
            entry.url = entry.url or url
        elif isinstance(data, kinds.StudyNote):
            note = SheetNote(headword=data.headword, text=f.excerpt, url=url)
            if note not in entry.notes:
                entry.notes.append(note)
    return index


def _lookup(ref: str, scriptures: dict[str, SheetScripture], used: set[str]) -> SheetScripture:
    """The explained scripture for `ref` (a display string), or a bare entry."""
    key = _norm(ref.removeprefix("read ").removeprefix("lee ").removeprefix("leia "))
    found = scriptures.get(key)
    if found is None:
        # a range or list cited in the paragraph: gather the verses it covers
        parts = sorted((s for k, s in scriptures.items() if k.startswith(key.split(":")[0] + ":")
                        and _covers(key, k)), key=lambda s: _verse_number(s.ref))
        if parts:
            used.update(_norm(p.ref) for p in parts)
            notes: list[SheetNote] = []
            for note in (n for p in parts for n in p.notes):
                if note not in notes:
                    notes.append(note)
            return SheetScripture(ref=ref, text=" ".join(p.text for p in parts if p.text),
                                  url=parts[0].url, notes=notes)
        return SheetScripture(ref=ref)
    used.add(key)
    return found.model_copy(update={"ref": ref}) if found.ref != ref else found


def _verse_number(ref: str) -> int:
    found = re.search(r":(\d+)\s*$", ref)
    return int(found.group(1)) if found else 0


def _covers(cited: str, verse_key: str) -> bool:
    """Does a cited range/list like 'john 3:16-18' cover 'john 3:17'?"""
    m = re.match(r"^(.*\d+):(.+)$", cited)
    v = re.match(r"^(.*\d+):(\d+)$", verse_key)
    if not m or not v or m.group(1) != v.group(1):
        return False
    wanted = int(v.group(2))
    for piece in m.group(2).split(","):
        piece = piece.strip()
        if "-" in piece:
            lo, _, hi = piece.partition("-")
            if lo.strip().isdigit() and hi.strip().isdigit() and \
                    int(lo) <= wanted <= int(hi):
                return True
        elif piece.isdigit() and int(piece) == wanted:
            return True
    return False


Paragraph = tuple[Finding, kinds.WtParagraph]


def _watchtower(sheet: StudySheet, article: tuple[Finding, kinds.WtArticle],
                findings: list[Finding], scriptures: dict[str, SheetScripture],
                used: set[str], title: str | None) -> None:
    lang = sheet.language
    finding, data = article
    sheet.kind = "watchtower"
    sheet.title = title or data.title or finding.summary
    parts = [label("wt", lang)]
    if data.number:
        parts.append(f"#{data.number}")
    if data.dates:
        parts.append(data.dates)
    sheet.subtitle = " · ".join(parts)
    sheet.songs = data.songs or ([data.song] if data.song is not None else [])
    sheet.focus = data.focus
    shown: dict[str, str] = {}  # scripture -> where the sheet first shows its text
    theme = data.theme_scripture
    if theme:
        sheet.theme_scripture = _lookup(theme, scriptures, used)
        shown[_norm(theme)] = label("theme", lang)
    paragraphs = sorted(of_kind(findings, kinds.WtParagraph), key=lambda p: p[1].number)
    subheading = ""
    for group in _question_groups(paragraphs):
        first = group[0][1]
        question = first.question
        numbers = [str(p.number or "") for _, p in group]
        printed = first.question_label
        number = printed or (f"{numbers[0]}-{numbers[-1]}" if len(group) > 1 else numbers[0])
        heading_label = label("paras" if len(group) > 1 else "para", lang)
        section = SheetSection(
            heading=f"{heading_label} {number}".strip(),
            number=number or None,
            question=question or None,
            question_label=number,
            question_parts=list(first.question_parts),
            comment_space=bool(question),
            paragraphs=[_paragraph(p, scriptures, used, shown) for p in group],
            answer_note=_answer_note(group, lang),
        )
        opens = first.subheading
        if opens and opens != subheading:
            section.subheading = subheading = opens
        sheet.sections.append(section)
    _place_boxes_and_captions(sheet, data)
    sheet.review_questions = [q.question or f.summary
                              for f, q in of_kind(findings, kinds.ReviewQuestion)]


# The public talk, placed by _talk_sections in every layout.
_WEEKEND_KINDS: tuple[type[FindingData], ...] = (kinds.Talk, kinds.OutlinePoint)


def _week(sheet: StudySheet, article: tuple[Finding, kinds.WtArticle],
          week: tuple[Finding, kinds.WorkbookWeek] | None, findings: list[Finding],
          scriptures: dict[str, SheetScripture], used: set[str], title: str | None) -> None:
    """The whole week on one sheet: the midweek meeting (every part, the person's own
    highlighted), the weekend meeting (the public talk, then the Watchtower study with
    its review questions) and the daily texts, day by day."""
    lang = sheet.language
    midweek = StudySheet(title="", language=lang)
    _workbook(midweek, week, findings, scriptures, used, None)
    weekend = StudySheet(title="", language=lang)
    _watchtower(weekend, article, findings, scriptures, used, None)
    sheet.kind = "week"
    meeting_week = next(iter(of_kind(findings, kinds.MeetingWeek)), None)
    span = (f"{meeting_week[1].monday} – {_sunday(meeting_week[1].monday)}"
            if meeting_week and meeting_week[1].monday else (week[1].dates if week else ""))
    sheet.title = title or f"{label('week', lang)} {span}".strip()
    sheet.subtitle = span if title else ""
    mid_day = meeting_week[1].midweek_date if meeting_week else ""
    end_day = meeting_week[1].weekend_date if meeting_week else ""
    sheet.sections.append(SheetSection(
        heading=" — ".join(x for x in (label("week_midweek", lang), mid_day) if x),
        text=midweek.subtitle))
    sheet.sections.extend(midweek.sections)
    sheet.sections.append(SheetSection(
        heading=" — ".join(x for x in (label("week_weekend", lang), end_day) if x)))
    sheet.sections.extend(_talk_sections(findings, scriptures, used, lang))
    lead = [x for x in (weekend.subtitle, weekend.focus and f"{label('focus', lang)}: "
                        f"{weekend.focus}") if x]
    if weekend.songs:
        lead.insert(0, f"{label('song', lang)} {weekend.songs[0]}")
    sheet.sections.append(SheetSection(
        heading=weekend.title, text=" · ".join(lead),
        scriptures=[weekend.theme_scripture] if weekend.theme_scripture else []))
    sheet.sections.extend(weekend.sections)
    if weekend.review_questions:
        sheet.sections.append(SheetSection(
            heading=label("review", lang),
            bullets=[SheetBullet(text=q) for q in weekend.review_questions]))
    daily = sorted(of_kind(findings, kinds.DailyText), key=lambda d: d[1].date)
    if daily:
        sheet.sections.append(SheetSection(heading=label("daily_texts", lang), bullets=[
            SheetBullet(text=_bullet_text(f), url=f.citation.url if f.citation else None,
                        title=(f.citation.title if f.citation else "") or f.summary)
            for f, _ in daily]))


def _sunday(monday: str) -> str:
    try:
        return (dt.date.fromisoformat(monday) + dt.timedelta(days=6)).isoformat()
    except ValueError:
        return ""


def _talk_sections(findings: list[Finding], scriptures: dict[str, SheetScripture],
                   used: set[str], lang: Language) -> list[SheetSection]:
    """The public talk: its number, title and speaker; its main points, each linked to
    the publication it comes from, with the text of every scripture they cite; and the
    questions to listen for, with room for the answers."""
    talks = of_kind(findings, kinds.Talk)
    points = sorted(of_kind(findings, kinds.OutlinePoint), key=lambda p: p[1].n)
    if not talks and not points:
        return []
    out: list[SheetSection] = []
    questions: list[str] = []
    for f, talk in talks[:1]:
        speaker = f.excerpt if talk.speaker else ""
        out.append(SheetSection(heading=f.summary, text=speaker,
                                citations=[f.citation] if f.citation else []))
        questions = list(talk.listen_for)
    if points:
        cited = list(dict.fromkeys(r for _, p in points for r in p.scriptures))
        out.append(SheetSection(
            heading=label("talk_points", lang),
            bullets=[SheetBullet(text=f"{p.n}. {f.excerpt}",
                                 url=f.citation.url if f.citation else None,
                                 title=(f.citation.title if f.citation else "") or f.summary)
                     for f, p in points],
            scriptures=[_lookup(r, scriptures, used) for r in cited]))
    if questions:
        out.append(SheetSection(heading=label("talk_listen", lang), questions=[
            SheetQuestion(text=q, answer_space=True) for q in questions]))
    return out


def _answer_note(group: list[Paragraph], language: Language) -> str:
    """The verdict of the paragraph that holds the group's answer, in words:
    "Answer: clear, in ¶4"."""
    holding = [f for f, p in group if f.verdict is not None and f.verdict.reason
               and p.answer_in in (None, p.number)]
    if not holding or holding[0].verdict is None:
        return ""
    return f"{label('answer', language)}: {holding[0].verdict.reason}"


def _question_groups(paragraphs: list[Paragraph]) -> list[list[Paragraph]]:
    """Paragraphs grouped under their question: by the question's group when the finding
    carries it ("1-2." covers ¶1 and ¶2), else consecutive paragraphs sharing a question."""
    groups: list[list[Paragraph]] = []
    for finding, p in paragraphs:
        if groups:
            last = groups[-1][-1][1]
            same = (last.question_label, last.question) == (p.question_label, p.question)
            covered = p.number in last.group
            if same and (covered or not p.group):
                groups[-1].append((finding, p))
                continue
        groups.append([(finding, p)])
    return groups


def _paragraph(paragraph: Paragraph, scriptures: dict[str, SheetScripture], used: set[str],
               shown: dict[str, str]) -> SheetParagraph:
    finding, p = paragraph
    number = p.number
    text = p.text or finding.excerpt
    read = {_norm(r) for r in p.read}
    answer = [a for a in p.answer if a.strip()] if _clear_here(paragraph) else []
    cited: list[SheetScripture] = []
    for ref in p.scriptures:
        entry = _lookup(ref, scriptures, used)
        key = _norm(ref)
        entry = entry.model_copy(update={"read": key in read, "repeat_of": shown.get(key)})
        shown.setdefault(key, f"¶{number}")
        cited.append(entry)
    return SheetParagraph(
        number=number, text=text, url=finding.citation.url if finding.citation else None,
        spans=answer_spans(text, answer), answer=answer, scriptures=cited,
        footnotes=list(p.footnotes))


def _clear_here(paragraph: Paragraph) -> bool:
    """Is the paragraph's answer to be highlighted: called clear ("clear, in ¶4") and
    lying in this paragraph? An unclear answer is never highlighted: the note says to
    read the whole paragraph instead."""
    finding, p = paragraph
    clear = finding.verdict is not None and finding.verdict.label == "entails"
    return clear and p.answer_in in (None, p.number)


def answer_spans(text: str, answer: list[str]) -> list[SheetSpan]:
    """The text cut into runs, the answer sentences (found in the text) marked."""
    marks: list[tuple[int, int]] = []
    for sentence in answer:
        words = sentence.split()
        if not words:
            continue
        # the sentence as the engine split it; spacing may differ from the page text
        found = re.search(r"\s+".join(re.escape(w) for w in words), text)
        if found is not None:
            marks.append(found.span())
    spans: list[SheetSpan] = []
    pos = 0
    for start, end in sorted(marks):
        start = max(start, pos)
        if end <= start:
            continue
        if start > pos:
            spans.append(SheetSpan(text=text[pos:start]))
        spans.append(SheetSpan(text=text[start:end], answer=True))
        pos = end
    if pos < len(text) or not spans:
        spans.append(SheetSpan(text=text[pos:]))
    return spans


def _place_boxes_and_captions(sheet: StudySheet, data: kinds.WtArticle) -> None:
    """Each box and figure caption goes after the group holding the paragraph it follows."""
    groups = [s for s in sheet.sections if s.paragraphs]
    if not groups:
        return

    def group_after(after: object) -> SheetSection:
        n = after if isinstance(after, int) else 0
        return next((g for g in groups if g.paragraphs[-1].number >= n), groups[-1])

    for box in data.boxes:
        group_after(box.after_paragraph).boxes.append(SheetBox(
            title=box.title, paragraphs=list(box.paragraphs)))
    for figure in data.figures:
        if figure.caption:
            group_after(figure.after_paragraph).captions.append(figure.caption)


def _workbook(sheet: StudySheet, week: tuple[Finding, kinds.WorkbookWeek] | None,
              findings: list[Finding], scriptures: dict[str, SheetScripture], used: set[str],
              title: str | None) -> None:
    """The midweek meeting: each part in order with its text, its questions (room for the
    answers the page asks for, the research reference's text under each), its videos,
    the lessons it names, its scriptures, and the person's own assignment highlighted
    with its preparation outline."""
    lang = sheet.language
    sheet.kind = "workbook"
    parts = _workbook_parts(findings)
    if week is not None:
        sheet.title = title or f"{label('mwb', lang)} — {week[1].dates or week[0].summary}"
        reading = week[1].bible_reading
        sheet.subtitle = f"{label('reading', lang)}: {reading}" if reading else ""
    else:
        sheet.title = title or next((f.summary for f, _ in parts), label("mwb", lang))
    references: dict[int, list[tuple[Finding, kinds.WorkbookReference]]] = {}
    for f, reference in of_kind(findings, kinds.WorkbookReference):
        references.setdefault(reference.part, []).append((f, reference))
    outline = of_kind(findings, kinds.OutlineStep)
    section_key = None
    for part, data in parts:
        number = data.number
        mine = data.assigned
        minutes = data.minutes
        heading = f"{number}. {data.title or part.summary}"
        if minutes:
            heading += f" ({minutes} min)"
        if mine:
            heading += f" — {label('mine', lang)}"
        asked = {q.text for q in data.questions}
        text = "\n".join(line for line in (data.text or part.excerpt).split("\n")
                         if line not in asked)
        section = SheetSection(
            heading=heading, number=str(number) or None, highlight=mine, text=text,
            citations=[part.citation] if part.citation else [],
            scriptures=[_lookup(r, scriptures, used) for r in data.scriptures],
        )
        if data.section != section_key:
            section_key = data.section
            section.kicker = data.section_title
        section.questions = [_question(q) for q in data.questions]
        research_refs = {r.ref for q in data.questions for r in q.research}
        for video in data.videos:
            section.bullets.append(SheetBullet(text=f"{label('video', lang)}: {video.title}",
                                               url=video.link or None, title=video.title))
        for ref, reference in references.get(number, []):
            if reference.ref in research_refs:
                continue
            named = " — ".join(x for x in (reference.ref, reference.title) if x)
            section.bullets.append(SheetBullet(
                text=f"{named}: {ref.excerpt}" if named else ref.excerpt,
                url=ref.citation.url if ref.citation else None, title=ref.summary))
        if mine:
            for step, o in outline:
                seconds = o.seconds
                timing = f" ({int(seconds) // 60}:{int(seconds) % 60:02d})" \
                    if seconds and o.key != "time" else ""
                section.bullets.append(SheetBullet(
                    text=f"{o.step}. {o.label}{timing}: {o.text}",
                    url=step.citation.url if step.citation else None,
                    title=o.label))
        if data.part_kind == "cbs":  # the audience answers the lessons' questions
            section.questions.extend(SheetQuestion(text=q, answer_space=True)
                                     for _, reference in references.get(number, [])
                                     for q in reference.questions)
        section.comment_space = mine
        sheet.sections.append(section)


def _study_lesson(sheet: StudySheet, lesson: tuple[Finding, kinds.StudyLesson],
                  findings: list[Finding], scriptures: dict[str, SheetScripture],
                  used: set[str], title: str | None) -> None:
    """A Bible study lesson: the note for the student first, then each section with its
    text, its questions (room to answer), its scriptures (those to read first) and its
    videos and pictures, then the next lesson."""
    head, data = lesson
    lang = sheet.language
    sheet.title = title or head.summary
    sheet.subtitle = data.publication_title
    for f, note in of_kind(findings, kinds.StudentNote):
        sheet.sections.append(SheetSection(heading=f.summary, text=note.text or f.excerpt))
    shown: dict[str, str] = {}
    for f, section in sorted(of_kind(findings, kinds.LessonSection),
                             key=lambda pair: pair[1].position):
        cited: list[SheetScripture] = []
        for ref, read in [*((r, True) for r in section.read),
                          *((r, False) for r in section.cited)]:
            key = _norm(ref)
            entry = _lookup(ref, scriptures, used).model_copy(
                update={"read": read, "repeat_of": shown.get(key)})
            shown.setdefault(key, section.heading)
            cited.append(entry)
        sheet.sections.append(SheetSection(
            heading=section.heading,
            text=section.text,
            questions=[SheetQuestion(text=q, answer_space=True) for q in section.questions],
            scriptures=cited,
            bullets=[SheetBullet(
                text=f"{label('video' if m.kind == 'video' else 'picture', lang)}: {m.title}",
                url=m.link or None, title=m.title) for m in section.media],
            citations=[f.citation] if f.citation else []))
    if data.next_lesson is not None and data.next_title:
        sheet.sections.append(SheetSection(
            heading=label("next_lesson", lang, n=data.next_lesson, title=data.next_title)))


def _whats_new(sheet: StudySheet, findings: list[Finding]) -> None:
    """What is new on the site: this week's meeting material first, then publications,
    articles and videos, each item's title, date and symbol with its link."""
    lang = sheet.language
    items = of_kind(findings, kinds.NewItem)
    groups: list[tuple[str, list[kinds.NewItem]]] = [
        (label("new.this_week", lang), [d for _, d in items if d.this_week])]
    for kind in ("publication", "article", "video"):
        groups.append((label(f"new.{kind}", lang),
                       [d for _, d in items if d.item_kind == kind and not d.this_week]))
    for heading, group in groups:
        if group:
            sheet.sections.append(SheetSection(heading=heading, bullets=[SheetBullet(
                text=" · ".join(p for p in (d.title, d.date, d.symbol) if p),
                url=d.link or None, title=d.title) for d in group]))


def _workbook_parts(findings: list[Finding]) -> list[tuple[Finding, kinds.WorkbookPart]]:
    """One finding per part number, in order. Two findings of one part (meeting.workbook
    and meeting.student_part) merge; the person's own assignment's data wins."""
    by_number: dict[int, tuple[Finding, kinds.WorkbookPart]] = {}
    for f, part in of_kind(findings, kinds.WorkbookPart):
        current = by_number.get(part.number)
        if current is None:
            by_number[part.number] = (f, part)
        elif current[1].assigned and not part.assigned:
            by_number[part.number] = (current[0], current[1].merged(part))
        else:
            by_number[part.number] = (f, part.merged(current[1]))
    return [by_number[n] for n in sorted(by_number)]


def _question(q: kinds.PartQuestion) -> SheetQuestion:
    return SheetQuestion(
        text=q.text,
        answer_space=q.answer_box,
        research=[SheetBullet(text=f"{r.ref} — {r.title}: {r.text}", url=r.url or None,
                              title=r.ref) for r in q.research],
    )


def _bullet_text(f: Finding) -> str:
    """A finding as one line of a section of its kind: what it is, then its excerpt (a
    search that found nothing says it in its summary alone)."""
    if f.excerpt and not isinstance(f.data, kinds.NothingFound):
        return f"{f.summary}: {f.excerpt}"
    return f.summary


def _general(sheet: StudySheet, findings: list[Finding], scriptures: dict[str, SheetScripture],
             used: set[str]) -> None:
    """Everything not placed yet: care notes first, then by kind, then leftover verses."""
    lang = sheet.language
    placed = _PLACED + _PLACED_ALWAYS + _WEEKEND_KINDS + (
        _PLACED_IN_WORKBOOK if sheet.kind in ("workbook", "week") else ()) + (
        (kinds.DailyText,) if sheet.kind == "week" else ()) + (
        _PLACED_IN_LESSON if of_kind(findings, kinds.StudyLesson) else ())
    groups: OrderedDict[str, list[Finding]] = OrderedDict()
    for f in sorted(findings, key=lambda f: not isinstance(f.data, kinds.CareNote)):
        if isinstance(f.data, placed):
            continue
        groups.setdefault(f.kind, []).append(f)
    leftover = [s for k, s in scriptures.items() if k not in used]
    studied = _verse_study_layout(findings, groups)
    if studied and leftover:  # a verse studied: the verse first, its points for a comment last
        sheet.sections.append(SheetSection(heading=label("verses", lang), scriptures=leftover))
    for kind, items in groups.items():
        heading = kind_heading(kind, lang)
        sheet.sections.append(SheetSection(
            heading=heading,
            bullets=[SheetBullet(
                text=_bullet_text(f),
                url=f.citation.url if f.citation else None,
                title=(f.citation.title if f.citation else "") or f.summary) for f in items]))
    if leftover and not studied:
        sheet.sections.append(SheetSection(heading=label("verses", lang), scriptures=leftover))


# The sections of a verse studied in depth (verse.explain), in the order one reads them.
_STUDY_ORDER = ("verse_context", "footnote", "linked_verse", "topic")


def _verse_study_layout(findings: list[Finding], groups: OrderedDict[str, list[Finding]]) -> bool:
    """When a verse was studied in depth (its context is there), order its sections:
    context, footnotes (shown only here), cross-references, index entries, everything
    else, then the points for a comment. False (nothing changed) otherwise."""
    if "verse_context" not in groups:
        return False
    footnotes = [f for f in findings if isinstance(f.data, kinds.Footnote)]
    if footnotes:
        groups["footnote"] = footnotes
    for kind in reversed(_STUDY_ORDER):
        if kind in groups:
            groups.move_to_end(kind, last=False)
    if "comment_point" in groups:
        groups.move_to_end("comment_point")
    return True
