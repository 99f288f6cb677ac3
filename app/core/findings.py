"""What a finding holds, one pydantic model per kind: the single place a kind is declared.

A `Finding` (app/core/models.py) is the envelope every kind shares (summary, excerpt,
citation, authority, verdict) and `Finding.data` is one of the models below, told apart
by `kind`. An agent builds the model (`Finding(summary=..., data=Verse(ref=...))`) and
the finding takes its kind from it; readers narrow with `isinstance(f.data, Verse)`.

The JSON of a finding keeps its old shape, `{"kind": ..., "data": {...}}`: the kind is
not repeated inside `data`, and a run.json written before these models (data as a
free dict) loads into them (`upgrade`); keys a model does not know are dropped.

A new kind: its model here (a `kind` Literal, its fields, `ITEM` when some fields name
the item on its page) and one line in `AnyFindingData`; its renderers, one per front
end that shows it: app/export/sheet.py draws any kind as a section of its own, headed
by "sheet.kind.<kind>" in resources/i18n (a builder there when it needs more), and the
UI names it in app/ui/titles.py; and the agent that makes it. The CLI and the MCP server
show every kind alike (summary, excerpt, link; `data` too when the model is `PUBLIC`).
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, get_args

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, model_validator

from app.core.language import Language


class FindingData(BaseModel):
    """The part of a finding that depends on its kind."""

    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    # the kind's name in JSON; each model narrows it to a Literal
    kind: str = Field(default="note", exclude=True)
    # the fields that name one item on a page (a verse, a paragraph, a part...): two
    # findings citing the same page are one item only when these agree too
    ITEM: ClassVar[tuple[str, ...]] = ()
    # publication content only (never personal data): `preparo run --json` and the MCP
    # server may show it
    PUBLIC: ClassVar[bool] = False
    # material for the person (False: a remark about the run, such as a notice)
    MATERIAL: ClassVar[bool] = True

    def identity(self) -> tuple[tuple[str, str], ...]:
        return tuple((name, repr(getattr(self, name))) for name in self.ITEM)

    def merged(self, other: FindingData) -> FindingData:
        """This item completed by another finding of the same item (two steps found
        it; app/orchestrator/consolidate.py keeps this one): by default as it is."""
        return self


class Other(FindingData):
    """A kind no model declares (an older run's, or a plugin's): its data kept as is."""

    model_config = ConfigDict(extra="allow")

    def identity(self) -> tuple[tuple[str, str], ...]:
        extra = self.model_extra or {}
        return tuple((k, repr(extra[k])) for k in _ITEM_NAMES if k in extra)


_ITEM_NAMES = ("ref", "number", "question", "title", "point", "visit_id", "date", "subject",
               "subheading", "headword", "n")


# -- scriptures ----------------------------------------------------------------------------

class ScriptureData(FindingData):
    """A kind about one scripture; the sheet gathers them by reference."""

    ITEM: ClassVar[tuple[str, ...]] = ("ref",)
    ref: str = ""  # the display string of one verse


class Verse(ScriptureData):
    kind: Literal["verse"] = Field(default="verse", exclude=True)
    book: int = 0
    chapter: int = 0
    verse: int = 0
    text: str = ""
    cited: str = ""  # the reference as asked ("John 3:16-18")
    jwlibrary: str = ""


class StudyNote(ScriptureData):
    kind: Literal["study_note"] = Field(default="study_note", exclude=True)
    ITEM = ("ref", "headword")
    headword: str = ""


class Footnote(ScriptureData):
    kind: Literal["footnote"] = Field(default="footnote", exclude=True)


class CrossReference(ScriptureData):
    kind: Literal["cross_reference"] = Field(default="cross_reference", exclude=True)
    refs: list[str] = Field(default_factory=list)



class ContextVerse(BaseModel):
    verse: int = 0
    text: str = ""
    target: bool = False  # the verse being explained


class VerseContext(FindingData):
    """The verses around an explained verse, in order (verse.explain)."""

    kind: Literal["verse_context"] = Field(default="verse_context", exclude=True)
    PUBLIC = True
    ITEM = ("ref",)
    ref: str = ""  # the verse explained
    passage: str = ""  # the verses shown ("John 3:14-18")
    verses: list[ContextVerse] = Field(default_factory=list)


class LinkedVerse(FindingData):
    """A cross-reference of an explained verse, resolved to its text."""

    kind: Literal["linked_verse"] = Field(default="linked_verse", exclude=True)
    PUBLIC = True
    ITEM = ("ref", "target")
    ref: str = ""  # the verse explained
    target: str = ""  # the verse it points to
    text: str = ""


class CommentPoint(FindingData):
    """A point a person could say in a comment, taken from the source that earns it."""

    kind: Literal["comment_point"] = Field(default="comment_point", exclude=True)
    PUBLIC = True
    ITEM = ("ref", "n")
    ref: str = ""
    n: int = 0
    point: str = ""
    source: str = ""  # the source's title (the link is the finding's citation)
    source_kind: str = ""  # "publication" | "study_note" | "cross_reference" | "context"

# -- the study article -----------------------------------------------------------------------

class Box(BaseModel):
    title: str = ""
    paragraphs: list[str] = Field(default_factory=list)
    after_paragraph: int = 0  # the paragraph it follows (0: before the first)


class Figure(BaseModel):
    caption: str = ""
    after_paragraph: int = 0


class WtArticle(FindingData):
    kind: Literal["wt_article"] = Field(default="wt_article", exclude=True)
    ITEM = ("number", "title")
    PUBLIC = True
    number: int | None = None
    title: str = ""
    theme_scripture: str = ""  # a display string
    theme_text: str = ""
    dates: str = ""
    song: int | None = None
    songs: list[int] = Field(default_factory=list)
    focus: str = ""
    boxes: list[Box] = Field(default_factory=list)
    figures: list[Figure] = Field(default_factory=list)
    docid: int | None = None


class WtParagraph(FindingData):
    """A paragraph of the study article with its question and the sentences answering it."""

    kind: Literal["wt_paragraph"] = Field(default="wt_paragraph", exclude=True)
    ITEM = ("number", "question")
    PUBLIC = True
    number: int = 0
    question: str = ""
    question_label: str = ""  # the question's printed numbers ("1-2")
    question_parts: list[str] = Field(default_factory=list)  # "(a) …", "(b) …"
    group: list[int] = Field(default_factory=list)  # the paragraphs the question covers
    first_of_group: bool = True
    text: str = ""
    scriptures: list[str] = Field(default_factory=list)  # display strings
    read: list[str] = Field(default_factory=list)  # those read aloud
    subheading: str = ""
    footnotes: list[str] = Field(default_factory=list)
    anchor: str = ""  # the element id the link opens
    answer: list[str] = Field(default_factory=list)  # answer sentences, best first
    answer_engine: str = ""
    answer_confidence: float | None = None
    answer_in: int | None = None  # the paragraph holding the group's answer


class ReviewQuestion(FindingData):
    kind: Literal["review_question"] = Field(default="review_question", exclude=True)
    ITEM = ("question",)
    PUBLIC = True
    question: str = ""


# -- the week and the midweek meeting ---------------------------------------------------------

class MeetingWeek(FindingData):
    kind: Literal["meeting_week"] = Field(default="meeting_week", exclude=True)
    ITEM = ("date",)
    workbook_docid: int | None = None
    watchtower_docid: int | None = None
    date: str = ""
    year: int | None = None
    week: int | None = None
    monday: str = ""
    midweek_date: str = ""
    weekend_date: str = ""
    source: str = ""


class WorkbookWeek(FindingData):
    kind: Literal["workbook_week"] = Field(default="workbook_week", exclude=True)
    dates: str = ""
    bible_reading: str = ""
    songs: list[int] = Field(default_factory=list)
    docid: int | None = None


class DocumentSummary(BaseModel):
    """What a publication reference led to (a lesson point, a lesson, a cited paragraph)."""

    ref: str = ""
    symbol: str = ""
    lesson: int | None = None
    point: int | None = None
    title: str = ""
    context: str = ""
    heading: str = ""
    text: str = ""
    url: str = ""
    questions: list[str] = Field(default_factory=list)
    steps: list[str] = Field(default_factory=list)
    theme_scripture: str = ""
    citations: list[str] = Field(default_factory=list)


class PartQuestion(BaseModel):
    text: str = ""
    answer_box: bool = False  # the page leaves a box for the answer
    citations: list[str] = Field(default_factory=list)
    research: list[DocumentSummary] = Field(default_factory=list)


class Video(BaseModel):
    title: str = ""
    link: str = ""


class WorkbookPart(FindingData):
    kind: Literal["workbook_part"] = Field(default="workbook_part", exclude=True)
    ITEM = ("number", "title")
    number: int = 0
    title: str = ""
    minutes: int | None = None
    section: str | None = None  # treasures | ministry | living
    section_title: str = ""  # the meeting section's heading, as printed
    part_kind: str = ""
    text: str = ""
    setting: str = ""
    instructions: str = ""
    questions: list[PartQuestion] = Field(default_factory=list)
    videos: list[Video] = Field(default_factory=list)
    citations: list[str] = Field(default_factory=list)
    scriptures: list[str] = Field(default_factory=list)
    pub_refs: list[dict[str, Any]] = Field(default_factory=list)
    references: list[DocumentSummary] = Field(default_factory=list)
    publications: list[str] = Field(default_factory=list)
    assigned: bool = False  # the person's own assignment

    def merged(self, other: FindingData) -> WorkbookPart:
        """This part completed by another finding of the same part (the workbook's and
        the person's own assignment's): this one's values win, the other's fill what
        this one left empty (the section's heading, the references...)."""
        if not isinstance(other, WorkbookPart):
            return self
        mine = self.model_dump(exclude={"kind"})
        theirs = other.model_dump(exclude={"kind"})
        return WorkbookPart.model_validate(
            {k: mine[k] if mine[k] not in ("", None, [], False) else theirs[k] for k in mine})


class WorkbookReference(DocumentSummary, FindingData):
    kind: Literal["workbook_reference"] = Field(default="workbook_reference", exclude=True)
    ITEM = ("ref", "point", "title")
    part: int = 0


class OutlineStep(FindingData):
    """A step of the person's own assignment's preparation (meeting.student_part)."""

    kind: Literal["outline_step"] = Field(default="outline_step", exclude=True)
    step: int = 0
    key: str = ""
    label: str = ""
    text: str = ""
    seconds: int | None = None


# -- talks --------------------------------------------------------------------------------

class Talk(FindingData):
    kind: Literal["talk"] = Field(default="talk", exclude=True)
    ITEM = ("title",)
    title: str = ""
    number: int | None = None
    speaker: str = ""
    week: str = ""
    # questions to listen for during the talk, each from its title or a scripture it cites
    listen_for: list[str] = Field(default_factory=list)


class OutlinePoint(FindingData):
    kind: Literal["outline_point"] = Field(default="outline_point", exclude=True)
    ITEM = ("point", "n")
    point: str = ""
    scriptures: list[str] = Field(default_factory=list)
    n: int = 0
    source: str = ""


# -- research -------------------------------------------------------------------------------

class Link(BaseModel):
    text: str = ""
    href: str = ""
    kind: str = ""  # "bible", "publication", "document" or "other"


class Topic(FindingData):
    """An entry of a topic index or Research Guide (the subject, its subheading)."""

    kind: Literal["topic"] = Field(default="topic", exclude=True)
    ITEM = ("subject", "subheading")
    subject: str = ""
    subheading: str = ""
    entry: str = ""
    symbol: str = ""
    links: list[Link] = Field(default_factory=list)
    see_also: list[str] = Field(default_factory=list)
    scriptures: list[str] = Field(default_factory=list)


class SearchHit(FindingData):
    kind: Literal["search_hit"] = Field(default="search_hit", exclude=True)
    ITEM = ("title",)
    title: str = ""
    group: str = ""
    docid: int | None = None
    score: float | None = None
    unresolved: str = ""  # why the hit's link cannot be opened (app/core/links.py)


class TalkingPoints(BaseModel):
    """What to say: an opening question, a scripture, a publication passage."""

    opening_question: str = ""
    follow_up: str = ""
    scripture: str = ""
    scripture_text: str = ""
    scripture_url: str = ""
    publication: str = ""
    publication_url: str = ""
    thought: str = ""
    passage: str = ""


class Answer(TalkingPoints, FindingData):
    """An answer: a ranked passage, an article found, or a reply to an objection (each
    fills the fields it has). A fact-check's answer is a `ClaimCheck`."""

    kind: Literal["answer"] = Field(default="answer", exclude=True)
    ITEM = ("title",)
    title: str = ""
    rank: int | None = None
    score: float | None = None
    lexical: float | None = None
    model: float | None = None
    symbol: str = ""
    entry: str = ""
    source: str = ""
    group: str = ""
    docid: int | None = None
    unresolved: str = ""  # why the article's link cannot be opened (app/core/links.py)
    engine: str = ""
    objection: str = ""  # ministry.conversation


class Presentation(TalkingPoints, FindingData):
    kind: Literal["presentation"] = Field(default="presentation", exclude=True)
    question_to_leave: str = ""
    audience: str = ""
    audience_kind: str = ""
    engine: str = ""
    # the article for this audience the opening, scripture, explanation and question to
    # leave come from (ministry.presentation)
    explanation: str = ""
    audience_source: str = ""
    audience_url: str = ""


class LifeTopic(FindingData):
    """Material for a life topic: a passage or an index entry (`source_kind`)."""

    kind: Literal["life_topic"] = Field(default="life_topic", exclude=True)
    ITEM = ("title", "subject", "subheading")
    source_kind: str = ""
    title: str = ""
    rank: int | None = None
    score: float | None = None
    lexical: float | None = None
    model: float | None = None
    symbol: str = ""
    entry: str = ""
    source: str = ""
    engine: str = ""
    subject: str = ""
    subheading: str = ""
    links: list[Link] = Field(default_factory=list)
    scriptures: list[str] = Field(default_factory=list)


class CareNote(FindingData):
    """A word of care on a sensitive topic (always first)."""

    kind: Literal["care_note"] = Field(default="care_note", exclude=True)
    sensitive: bool = True
    level: str = ""
    theme: str = ""


class Apocrypha(FindingData):
    """Is a saying in the Bible: where it was found, if anywhere.

    `verdict` follows the evidence rule: "in_bible" only with the matched verses cited
    (`where`, and the finding's citation opens them); "bible_says_otherwise" only with
    the verse on its subject that contradicts it cited; "not_in_bible" only when the
    whole Bible was searched and nothing close was found (`searched` says what was
    searched); "unclear" otherwise; "not_checked" when the Bible could not be read."""

    kind: Literal["apocrypha"] = Field(default="apocrypha", exclude=True)
    PUBLIC = True  # the verdict, the verses and what was searched go into --json and MCP
    found: bool = False
    where: str = ""
    found_in: str = Field(default="", alias="in")  # "bible", "publication" or ""
    score: float | None = None
    verdict: Literal["in_bible", "not_in_bible", "bible_says_otherwise", "unclear",
                     "not_checked", ""] = ""
    # how an "in_bible" saying matched: its words ("exact", "close") or a verse that
    # entails it ("meaning": in other words)
    match: Literal["exact", "close", "meaning", ""] = ""
    evidence: str = ""  # the verse's sentence that entails or contradicts the saying
    searched: str = ""


class ClaimEvidence(FindingData):
    kind: Literal["claim_evidence"] = Field(default="claim_evidence", exclude=True)
    ITEM = ("title",)
    source_kind: str = "passage"
    title: str = ""
    symbol: str = ""
    deciding: bool = False
    engine: str = ""


class ClaimEvidenceSentence(BaseModel):
    """A sentence that decided a claim: the text, the page it is on (a link the person can
    open), and whether it supports or contradicts the claim."""

    text: str = ""
    url: str = ""
    title: str = ""
    stance: Literal["supports", "contradicts"] = "supports"
    score: float = 0.0


class ClaimCheck(FindingData):
    """A fact-check's one answer: the verdict, the sentences that earned it (none when
    not established) and what was searched and read."""

    kind: Literal["claim_check"] = Field(default="claim_check", exclude=True)
    ITEM = ("claim",)
    PUBLIC = True
    claim: str = ""
    verdict: Literal["supported", "contradicted", "not_established"] = "not_established"
    verdict_text: str = ""
    evidence: list[ClaimEvidenceSentence] = Field(default_factory=list)
    searched: str = ""  # the words searched for
    read: list[str] = Field(default_factory=list)  # the pages read (titles)
    on_subject: int = 0  # sentences found about the claim's subject
    reported: int = 0  # sentences left out as reported speech or questions
    engine: str = ""

    @property
    def decided(self) -> bool:
        return self.verdict != "not_established"


class DailyText(FindingData):
    kind: Literal["daily_text"] = Field(default="daily_text", exclude=True)
    ITEM = ("date",)
    date: str = ""
    scripture: str = ""
    scripture_ref: str = ""
    heading: str = ""
    source: str = ""


class Revisit(FindingData):
    """A return visit from the private notebook (never leaves the machine)."""

    kind: Literal["revisit"] = Field(default="revisit", exclude=True)
    ITEM = ("visit_id",)
    visit_id: int | None = None
    person: str = ""
    next_question: str = ""
    topics: list[str] = Field(default_factory=list)
    address_note: str = ""
    last_visit: str | None = None
    literature: list[str] = Field(default_factory=list)


# -- Bible studies and what is new -----------------------------------------------------------

class LessonMedia(BaseModel):
    """A video or a picture a lesson names (a video's link opens it on jw.org)."""

    kind: Literal["video", "picture"] = "video"
    title: str = ""
    link: str = ""


class StudyLesson(FindingData):
    """A Bible course lesson the person conducts: which one, and the one after it."""

    kind: Literal["study_lesson"] = Field(default="study_lesson", exclude=True)
    ITEM = ("publication", "lesson")
    PUBLIC = True
    publication: str = ""  # the symbol ("lff")
    publication_title: str = ""
    lesson: int = 0
    title: str = ""
    next_lesson: int | None = None
    next_title: str = ""  # "" when the publication lists no next lesson
    docid: int | None = None


class LessonSection(FindingData):
    """One section of a lesson: its text, questions, scriptures (read ones apart) and media."""

    kind: Literal["lesson_section"] = Field(default="lesson_section", exclude=True)
    ITEM = ("lesson", "position")
    PUBLIC = True
    lesson: int = 0
    position: int = 0  # the section's place on the page (0: the lesson's opening)
    number: int | None = None  # the printed number of a numbered section
    heading: str = ""
    text: str = ""
    questions: list[str] = Field(default_factory=list)
    read: list[str] = Field(default_factory=list)  # display strings, read aloud
    cited: list[str] = Field(default_factory=list)  # display strings
    media: list[LessonMedia] = Field(default_factory=list)


class StudentNote(FindingData):
    """"For this student": built only from the person's private note (never leaves the
    machine, never public), with the study's progress."""

    kind: Literal["student_note"] = Field(default="student_note", exclude=True)
    ITEM = ("lesson",)
    lesson: int = 0
    student: str = ""
    note: str = ""
    text: str = ""
    last_done: int | None = None


class NewItem(FindingData):
    """Something added on the site lately: a publication, an article or a video."""

    kind: Literal["new_item"] = Field(default="new_item", exclude=True)
    ITEM = ("item_kind", "title", "symbol")
    PUBLIC = True
    item_kind: Literal["publication", "article", "video"] = "publication"
    title: str = ""
    symbol: str = ""  # "w", "mwb", "pub-jwb-101_1_VIDEO"...
    issue: str = ""  # YYYYMM for periodicals
    date: str = ""  # ISO date it was added
    link: str = ""
    this_week: bool = False  # it belongs to this week's meetings


# -- the run itself ---------------------------------------------------------------------------

class StudySheetData(FindingData):
    """What the `export.study_sheet` step chose: the sheet itself is built once, from
    the run's final findings, when it is shown or exported (app/export sheet_for_run)."""

    kind: Literal["study_sheet"] = Field(default="study_sheet", exclude=True)
    title: str | None = None  # the title asked for; None: the article's, week's or goal's
    goal: str = ""  # the goal the steps before it served (the title when nothing else)
    language: Language | None = None
    findings: int = 0  # how many findings it had to assemble when it ran

    @model_validator(mode="before")
    @classmethod
    def _older(cls, value: Any) -> Any:
        """An older run's step kept the whole sheet it built: its title is what it chose."""
        if isinstance(value, dict) and isinstance(value.get("sheet"), dict):
            sheet = value["sheet"]
            value = {k: v for k, v in value.items()
                     if k not in ("sheet", "citations", "unexplained")}
            if isinstance(sheet.get("title"), str):
                value.setdefault("title", sheet["title"])
        return value


class Notice(FindingData):
    """Something the person should know: a refused follow-up, a stale copy..."""

    kind: Literal["notice"] = Field(default="notice", exclude=True)
    MATERIAL = False


class NothingFound(FindingData):
    """A search that found nothing: the summary says what was searched; `searched` is
    it, `where` the page or place looked in."""

    kind: Literal["nothing_found"] = Field(default="nothing_found", exclude=True)
    MATERIAL = False
    searched: str = ""
    where: str = ""


def _tag(value: Any) -> str:
    kind = value.get("kind") if isinstance(value, dict) else getattr(value, "kind", None)
    return kind if isinstance(kind, str) and kind in KINDS else "other"


AnyFindingData = Annotated[
    Annotated[Verse, Tag("verse")] | Annotated[StudyNote, Tag("study_note")]
    | Annotated[Footnote, Tag("footnote")] | Annotated[CrossReference, Tag("cross_reference")]
    | Annotated[VerseContext, Tag("verse_context")] | Annotated[LinkedVerse, Tag("linked_verse")]
    | Annotated[CommentPoint, Tag("comment_point")]
    | Annotated[WtArticle, Tag("wt_article")] | Annotated[WtParagraph, Tag("wt_paragraph")]
    | Annotated[ReviewQuestion, Tag("review_question")]
    | Annotated[MeetingWeek, Tag("meeting_week")]
    | Annotated[WorkbookWeek, Tag("workbook_week")]
    | Annotated[WorkbookPart, Tag("workbook_part")]
    | Annotated[WorkbookReference, Tag("workbook_reference")]
    | Annotated[OutlineStep, Tag("outline_step")] | Annotated[Talk, Tag("talk")]
    | Annotated[OutlinePoint, Tag("outline_point")] | Annotated[Topic, Tag("topic")]
    | Annotated[SearchHit, Tag("search_hit")] | Annotated[Answer, Tag("answer")]
    | Annotated[Presentation, Tag("presentation")] | Annotated[LifeTopic, Tag("life_topic")]
    | Annotated[CareNote, Tag("care_note")] | Annotated[Apocrypha, Tag("apocrypha")]
    | Annotated[ClaimEvidence, Tag("claim_evidence")]
    | Annotated[ClaimCheck, Tag("claim_check")]
    | Annotated[DailyText, Tag("daily_text")] | Annotated[Revisit, Tag("revisit")]
    | Annotated[StudyLesson, Tag("study_lesson")]
    | Annotated[LessonSection, Tag("lesson_section")]
    | Annotated[StudentNote, Tag("student_note")] | Annotated[NewItem, Tag("new_item")]
    | Annotated[StudySheetData, Tag("study_sheet")] | Annotated[Notice, Tag("notice")]
    | Annotated[NothingFound, Tag("nothing_found")] | Annotated[Other, Tag("other")],
    Discriminator(_tag),
]


def _declared() -> dict[str, type[FindingData]]:
    """Every kind the union declares, by its name (Other aside)."""
    union, _ = get_args(AnyFindingData)
    members = (get_args(member) for member in get_args(union))
    return {tag.tag: model for model, tag in members if model is not Other}


KINDS: dict[str, type[FindingData]] = _declared()


def upgrade(kind: object, data: object) -> object:
    """A finding's data as its model reads it: an older run's free dict gets the kind
    it was stored beside; a model passes through."""
    if isinstance(data, FindingData):
        return data
    fields = dict(data) if isinstance(data, dict) else {}
    fields["kind"] = kind if isinstance(kind, str) and kind else "note"
    return fields
