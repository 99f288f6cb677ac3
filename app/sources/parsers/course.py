"""A Bible course's pages: the publication's table of contents and one lesson.

Table of contents (`/wol/publication/{r}/{lp}/{symbol}`): cards `li.card a[href]` whose
`.cardLine1` names the lesson ("Lesson 1") and `.cardLine2` its title; a plain list of
links ("1 Title") is read too.

A lesson (a document, docClass-13): `p.contextTtl` holds its number ("LESSON 01"), `h1`
its title; `div.bodyTxt` reads in order: opening paragraphs, then sections opened by
`h3` ("1. Heading", numbered) or `h2` (SOME PEOPLE SAY, SUMMARY, REVIEW...). In a section:
paragraphs (scripture links `a.b` are cited), "READ ... and discuss:" lines (a leading
`strong` READ / LEA / LEIA, any case: their scriptures are read), questions (`p.qu`, or on
the real pages a list item's paragraph ending with "?"), videos (links with `data-video`
or jw.org's `lank=`) and pictures (`figure`, its caption or else its image's alt text).
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from app.core.text import fold
from app.sources.parsers._html import Node, attr, first_int, has_class, text_of, tree_of

READ_WORDS = frozenset({"read", "lea", "leia", "leer", "ler"})
_NUMBERED = re.compile(r"^\s*(\d{1,3})\s*[.)]\s*(.+)$")
_DOCID = re.compile(r"/wol/d/r\d+/lp-[a-z]+/(\d{1,12})")


class ContentsEntry(BaseModel):
    number: int
    title: str
    href: str
    docid: int | None = None


class CourseContents(BaseModel):
    title: str = ""
    lessons: list[ContentsEntry] = Field(default_factory=list)

    def lesson(self, number: int) -> ContentsEntry | None:
        return next((e for e in self.lessons if e.number == number), None)


class CourseMedia(BaseModel):
    kind: str  # "video" or "picture"
    title: str
    link: str = ""


class CourseSection(BaseModel):
    number: int | None = None  # the printed number of a DIG DEEPER section
    heading: str = ""  # "" for the lesson's opening
    paragraphs: list[str] = Field(default_factory=list)
    read: list[str] = Field(default_factory=list)  # scripture link texts read aloud
    cited: list[str] = Field(default_factory=list)  # scripture link texts cited
    questions: list[str] = Field(default_factory=list)
    media: list[CourseMedia] = Field(default_factory=list)
    anchor: str = ""  # the heading's element id

    def empty(self) -> bool:
        return not (self.paragraphs or self.read or self.cited or self.questions or self.media)


class CourseLesson(BaseModel):
    number: int | None = None
    title: str = ""
    sections: list[CourseSection] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


def parse_contents(html: str | bytes, language: str = "en") -> CourseContents:
    tree = tree_of(html, language)
    contents = CourseContents(title=text_of(tree.css_first("article h1") or tree.css_first("h1")))
    for link in tree.css("article a[href]"):
        href = attr(link, "href")
        found = _DOCID.search(href)
        if found is None:
            continue
        label = text_of(link.css_first(".cardLine1"))
        title = text_of(link.css_first(".cardLine2"))
        if not title:  # a plain link: "1 Title" or "1. Title"
            whole = text_of(link, " ")
            m = re.match(r"^\D{0,20}?(\d{1,3})\W+(.+)$", whole)
            label, title = (m.group(1), m.group(2)) if m else ("", whole)
        number = first_int(label)
        if number is None or any(e.number == number for e in contents.lessons):
            continue
        contents.lessons.append(ContentsEntry(number=number, title=title, href=href,
                                              docid=int(found.group(1))))
    return contents


def _is_read_line(node: Node) -> bool:
    lead = node.css_first("strong")
    return lead is not None and fold(text_of(lead)).split()[:1] != [] and \
        fold(text_of(lead)).split()[0] in READ_WORDS


def _video(link: Node) -> bool:
    return bool(attr(link, "data-video")) or "lank=" in attr(link, "href")


def _inside(node: Node, tag: str) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.tag == tag:
            return True
        parent = parent.parent
    return False


def _listed_question(node: Node) -> bool:
    """A question of the real pages' lists: a paragraph of a list item ending with "?"."""
    return _inside(node, "li") and text_of(node).rstrip().endswith("?")


def _read_paragraph(node: Node, section: CourseSection) -> None:
    links = [a for a in node.css("a") if has_class(a, "b")]
    refs = [text_of(a) for a in links if text_of(a)]
    videos = [a for a in node.css("a[href]") if _video(a)]
    for video in videos:
        section.media.append(CourseMedia(kind="video", title=text_of(video),
                                         link=attr(video, "href")))
    if _is_read_line(node):
        section.read.extend(r for r in refs if r not in section.read)
        return
    section.cited.extend(r for r in refs if r not in section.cited)
    if videos:  # "WATCH the VIDEO. <title>": the line is the video, not a paragraph
        return
    text = text_of(node, "")
    if text:
        section.paragraphs.append(text)


def parse_lesson(html: str | bytes, language: str = "en") -> CourseLesson:
    tree = tree_of(html, language)
    lesson = CourseLesson(title=text_of(tree.css_first("article h1") or tree.css_first("h1")))
    lesson.number = first_int(text_of(tree.css_first("p.contextTtl")))
    body = tree.css_first("div.bodyTxt")
    if body is None:
        lesson.warnings.append("no body (div.bodyTxt)")
        return lesson
    current = CourseSection()
    sections = [current]
    for node in body.traverse():
        tag = node.tag
        if tag in ("h2", "h3"):
            heading = text_of(node, " ")
            m = _NUMBERED.match(heading) if tag == "h3" else None
            current = CourseSection(number=int(m.group(1)) if m else None,
                                    heading=(m.group(2) if m else heading).rstrip(" :"),
                                    anchor=attr(node, "id"))
            sections.append(current)
        elif tag == "figure":
            caption = text_of(node.css_first("figcaption"), " ")
            image = node.css_first("img")
            title = caption or attr(image, "alt")
            if title:
                current.media.append(CourseMedia(kind="picture", title=title))
        elif tag == "p" and not _inside(node, "figure"):
            if has_class(node, "qu") or _listed_question(node):
                question = text_of(node, "")
                if question:
                    current.questions.append(question)
            else:
                _read_paragraph(node, current)
    lesson.sections = [s for s in sections if not s.empty()]
    if not lesson.title:
        lesson.warnings.append("no title (h1)")
    if not lesson.sections:
        lesson.warnings.append("no sections")
    return lesson
