"""Typed results of the wol.jw.org page parsers.

Every model carries `warnings`: what the parser noticed was odd or missing.
Parsers fill in what they could find instead of raising (unless asked to be
strict), so a changed page degrades into warnings rather than a crash.
"""

from __future__ import annotations

from pydantic import BaseModel, Field


class Verse(BaseModel):
    verse: int
    text: str  # without pronunciation marks, for search and matching
    marked: str = ""  # the text as printed, when it has pronunciation marks (Ni·co·deʹmus)


class StudyNote(BaseModel):
    verse: int | None
    headword: str
    text: str


class Footnote(BaseModel):
    verse: int | None
    text: str


class MarginalRef(BaseModel):
    verse: int | None
    refs: list[str] = Field(default_factory=list)
    src: str = ""


class ChapterPage(BaseModel):
    book: int | None = None
    chapter: int | None = None
    title: str = ""
    verses: list[Verse] = Field(default_factory=list)
    study_notes: list[StudyNote] = Field(default_factory=list)
    footnotes: list[Footnote] = Field(default_factory=list)
    marginal_refs: list[MarginalRef] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)

    def verse_text(self, verse: int) -> str | None:
        for v in self.verses:
            if v.verse == verse:
                return v.text
        return None


class MeetingLink(BaseModel):
    pub: str  # "mwb" or "w"
    docid: int
    href: str = ""
    title: str = ""


class MeetingsPage(BaseModel):
    year: int | None = None
    week: int | None = None
    workbook_docid: int | None = None
    watchtower_docid: int | None = None
    links: list[MeetingLink] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


class WorkbookSection(BaseModel):
    key: str  # treasures | ministry | living
    title: str


class PubRef(BaseModel):
    """A publication reference of the workbook: "lmd lección 2 punto 5", "w21.04 12 ¶5"."""

    symbol: str  # lmd, th, lfb, w21.04, it-2, jr ...
    lesson: int | None = None
    lessons: list[int] = Field(default_factory=list)  # "lfb lessons 90, 91" -> [90, 91]
    point: int | None = None
    page: int | None = None
    paragraphs: list[int] = Field(default_factory=list)
    chapter: int | None = None
    appendix: str = ""  # "lmd apéndice A punto 6" -> "A"
    box_page: int | None = None  # "... y recuadro de la pág. 137" -> 137
    issue_day: int | None = None  # older Watchtower styles: "w10 15/1 9" -> 15 (January 15)
    text: str
    href: str = ""  # the site's publication citation link (/wol/pc/...), when linked


class WorkbookVideo(BaseModel):
    title: str
    link: str = ""


class WorkbookQuestion(BaseModel):
    text: str
    answer_box: bool = False  # the page leaves a box for the answer after it
    citations: list[str] = Field(default_factory=list)
    pub_refs: list[PubRef] = Field(default_factory=list)


class WorkbookPart(BaseModel):
    number: int
    title: str
    minutes: int | None = None
    section: str | None = None  # treasures | ministry | living
    text: str = ""  # the part's text, paragraphs in order, one per line
    setting: str = ""  # student parts: "DE CASA EN CASA", "INFORMAL WITNESSING" ...
    instructions: str = ""  # student parts: what to do, after the setting
    questions: list[WorkbookQuestion] = Field(default_factory=list)
    pub_refs: list[PubRef] = Field(default_factory=list)
    videos: list[WorkbookVideo] = Field(default_factory=list)
    citations: list[str] = Field(default_factory=list)
    citation_links: list[str] = Field(default_factory=list)  # the a.b hrefs, in order
    pub_citations: list[str] = Field(default_factory=list)  # /pc/ hrefs, in order


class WorkbookWeek(BaseModel):
    docid: int | None = None
    dates: str = ""
    bible_reading: str = ""
    sections: list[WorkbookSection] = Field(default_factory=list)
    parts: list[WorkbookPart] = Field(default_factory=list)
    songs: list[int] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


class ScriptureCitation(BaseModel):
    text: str
    read: bool = False
    href: str = ""


class WatchtowerParagraph(BaseModel):
    number: int
    question: str = ""
    text: str
    scriptures: list[str] = Field(default_factory=list)
    read_scriptures: list[str] = Field(default_factory=list)
    citations: list[ScriptureCitation] = Field(default_factory=list)
    question_pid: int | None = None
    # the question's printed numbers ("1-2", "5, 6", "8") and the paragraphs it covers
    question_label: str = ""
    question_group: list[int] = Field(default_factory=list)
    # "(a) … (b) …" questions split into their parts (empty for a one-part question)
    question_parts: list[str] = Field(default_factory=list)
    anchor: str = ""  # the paragraph element's own id on the page ("p8"), for links
    subheading: str = ""  # the subheading of the part of the article it is in
    footnotes: list[str] = Field(default_factory=list)  # texts of the footnotes it marks


class WatchtowerBox(BaseModel):
    title: str = ""
    paragraphs: list[str] = Field(default_factory=list)
    after_paragraph: int = 0  # the number of the paragraph it follows (0: before the first)


class WatchtowerFigure(BaseModel):
    caption: str
    after_paragraph: int = 0


class WatchtowerArticle(BaseModel):
    docid: int | None = None
    number: int | None = None
    dates: str = ""
    title: str = ""
    theme_scripture: str = ""
    theme_text: str = ""
    song: int | None = None
    songs: list[int] = Field(default_factory=list)  # opening and closing songs
    focus: str = ""  # the article's focus (topic) line
    paragraphs: list[WatchtowerParagraph] = Field(default_factory=list)
    boxes: list[WatchtowerBox] = Field(default_factory=list)
    figures: list[WatchtowerFigure] = Field(default_factory=list)
    review_questions: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


class DailyText(BaseModel):
    date: str = ""  # YYYY-MM-DD
    heading: str = ""
    scripture: str = ""  # the day's scripture, text and reference
    scripture_ref: str = ""
    text: str = ""  # the comment, without the source line
    source: str = ""  # e.g. "w24.03 9 ¶6-7"
    warnings: list[str] = Field(default_factory=list)


class TopicLink(BaseModel):
    text: str
    href: str
    kind: str  # "bible" (/bc/), "publication" (/pc/) or "other"


class TopicEntry(BaseModel):
    text: str
    links: list[TopicLink] = Field(default_factory=list)


class TopicSubheading(BaseModel):
    title: str
    entries: list[TopicEntry] = Field(default_factory=list)
    section: str = ""  # the centered heading above it, when the subject is divided


class TopicSubject(BaseModel):
    title: str = ""
    see_also: list[str] = Field(default_factory=list)
    subheadings: list[TopicSubheading] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


class PubParagraph(BaseModel):
    pid: int | None = None
    number: int | None = None  # the point or paragraph number (span.parNum)
    heading: str = ""  # a point's bold lead ("Use a current topic.")
    text: str
    kind: str = "paragraph"  # paragraph | heading | howto | question | scripture
    citations: list[str] = Field(default_factory=list)


class PubDocument(BaseModel):
    """A teaching document a workbook reference leads to: an lmd/th/lfb lesson, an article."""

    docid: int | None = None
    publication: str = ""  # from the article's pub-XXX class: lmd, th, lfb, w, it ...
    context: str = ""  # "LECCIÓN 2", "STUDY ARTICLE 15"
    title: str = ""
    theme_scripture: str = ""
    paragraphs: list[PubParagraph] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)

    def numbered(self, number: int) -> PubParagraph | None:
        return next((p for p in self.paragraphs if p.number == number), None)

    def by_pid(self, pid: int) -> PubParagraph | None:
        return next((p for p in self.paragraphs if p.pid == pid), None)
