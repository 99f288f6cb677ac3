"""A week of the meeting workbook (docClass-106): reading, sections, numbered parts, songs.

Every part keeps its text (paragraphs in order), questions (with whether an answer box
follows), publication references (lesson, point, page, paragraphs), videos, the setting
of a student part ("DE CASA EN CASA") with its instructions, and scripture citations.
"""

from __future__ import annotations

import re

from app.sources.parsers._html import (
    Node,
    Tree,
    attr,
    check_strict,
    classes,
    duration_minutes,
    first_int,
    has_class,
    preceding_text,
    text_of,
    tree_of,
)
from app.sources.parsers.models import (
    PubRef,
    WorkbookPart,
    WorkbookQuestion,
    WorkbookSection,
    WorkbookVideo,
    WorkbookWeek,
)
from app.sources.parsers.pubrefs import fold, parse_pub_ref, pub_refs_in_text

SECTION_ICONS = {
    "dc-icon--gem": "treasures",
    "dc-icon--wheat": "ministry",
    "dc-icon--sheep": "living",
}
_PART = re.compile(r"^(\d{1,2})\.\s*(.+)$")
_DOCID = re.compile(r"docId-(\d{1,12})")
_DURATIONS = re.compile(r"\(\s*\d{1,3}\s*min[a-zA-Z]*\.?\s*\)")
_UPPER = "A-ZÁÉÍÓÚÑÇÃÕÂÊÔÀÜ"
# A setting in capitals at the start of a sentence: "DE CASA EN CASA." "PUBLIC WITNESSING."
_SETTING = re.compile(
    rf"(?:^|[.:]\s+)((?:[{_UPPER}]{{1,}}[\s-]+){{0,5}}[{_UPPER}]{{2,}})\.\s+"
)
_TRAILING_REF = re.compile(r"\s*\([^()]{1,120}\)\s*$")


def document_docid(tree: Tree) -> int | None:
    article = tree.css_first("article") or tree.css_first("[class*=docId-]")
    m = _DOCID.search(attr(article, "class"))
    return int(m.group(1)) if m else None


def parse_workbook(
    html: str | bytes, *, strict: bool = False, language: str = "en"
) -> WorkbookWeek:
    tree = tree_of(html, language)
    week = WorkbookWeek(docid=document_docid(tree))
    header = tree.css_first("header")
    week.dates = text_of((header or tree).css_first("h1"))
    # jw.org's own pages have the same body without the wol header: the reading is then
    # the h2 with a scripture link before the body
    reading = (header or tree).css_first("h2 a.b")
    week.bible_reading = text_of(reading) or (text_of(header.css_first("h2")) if header else "")
    if not week.dates:
        week.warnings.append("no week dates (header h1)")
    if not week.bible_reading:
        week.warnings.append("no weekly Bible reading (header h2 a.b)")

    body = tree.css_first("div.bodyTxt")
    if body is None:
        week.warnings.append("no div.bodyTxt")
        body = tree.body
    if body is not None:
        _walk(week, body)
    if not week.sections:
        week.warnings.append("no section headers (dc-icon--gem/wheat/sheep)")
    if not week.parts:
        week.warnings.append("no numbered parts (h3 starting with 'N. ')")
    check_strict(strict, bool(week.parts), "workbook", "numbered parts", language)
    return week


def _section_of(node: Node) -> str | None:
    for name in classes(node):
        if name in SECTION_ICONS:
            return SECTION_ICONS[name]
    return None


def _walk(week: WorkbookWeek, body: Node) -> None:
    section: str | None = None
    part: WorkbookPart | None = None
    for node in body.traverse(include_text=False):
        tag = node.tag
        if tag in ("div", "section", "h2"):
            key = _section_of(node)
            if key is not None and (not week.sections or week.sections[-1].key != key):
                heading = node if tag == "h2" else node.css_first("h2")
                week.sections.append(WorkbookSection(key=key, title=text_of(heading)))
                section = key
                part = None
        elif tag == "h3":
            text = text_of(node)
            inner = node.css_first("span.dc-icon--music")  # the closing song, real shape
            if has_class(node, "dc-icon--music") or inner is not None:
                number = first_int(_DURATIONS.sub(" ", text_of(inner) if inner else text))
                if number is not None:
                    week.songs.append(number)
                part = None
                continue
            m = _PART.match(text)
            if m:
                part = WorkbookPart(
                    number=int(m.group(1)),
                    title=_strip_duration(m.group(2)),
                    minutes=duration_minutes(text),
                    section=section,
                )
                week.parts.append(part)
            else:
                part = None
        elif part is None:
            continue
        elif tag == "p" or (tag == "li" and node.css_first("p") is None):
            _block(part, node)
    for part in week.parts:
        part.text = "\n".join(part.text.split("\n")[:200]).strip()
        if part.section in ("ministry", None):
            part.setting, part.instructions = _setting(part.text)


def _block(part: WorkbookPart, node: Node) -> None:
    """One paragraph of a part: its text, links, question and answer box."""
    raw = text_of(node)
    if part.minutes is None:
        part.minutes = duration_minutes(raw)
    text = _strip_duration(raw) if raw.startswith("(") else raw
    if not text:
        return
    part.text = f"{part.text}\n{text}" if part.text else text
    citations: list[str] = []
    refs: list[PubRef] = []
    for anchor, label in _joined_links(node):
        href = attr(anchor, "href")
        if has_class(anchor, "b") or "/bc/" in href:
            if label:
                citations.append(label)
                part.citations.append(label)
                part.citation_links.append(href)
        elif "/pc/" in href:
            part.pub_citations.append(href)
            ref = parse_pub_ref(label, href)
            if ref is not None:
                refs.append(ref)
        elif _is_video(anchor, href):
            part.videos.append(WorkbookVideo(title=_video_title(anchor, label), link=href))
    linked = {fold(r.text) for r in [*part.pub_refs, *refs]}
    refs.extend(r for r in pub_refs_in_text(text) if fold(r.text) not in linked)
    part.pub_refs.extend(refs)
    box = _answer_box_follows(node)
    if _is_instruction(text):  # "Lea 1 Pedro 3:15. Luego pregunte:" introduces questions
        return
    if box or _is_question(text):
        part.questions.append(WorkbookQuestion(text=text, answer_box=box, citations=citations,
                                               pub_refs=refs))


_CONTINUES = re.compile(r"^(?:\d|(?:y|e|and|&)\s)", re.IGNORECASE)


def _joined_links(node: Node) -> list[tuple[Node, str]]:
    """The links of a paragraph with their texts; a publication reference split over two
    adjacent links (`lfb lecciones 90, ` + `91`, `bt cap. 17 párrs. 8-12` + `y recuadro de
    la pág. 137`) is read as one, under the first link."""
    out: list[tuple[Node, str]] = []
    for anchor in node.css("a"):
        label = text_of(anchor)
        href = attr(anchor, "href")
        if out and "/pc/" in href and "/pc/" in attr(out[-1][0], "href") and \
                _CONTINUES.match(label) and _adjacent(out[-1][0], anchor):
            first, text = out[-1]
            out[-1] = (first, f"{text.rstrip()} {label}".strip())
            continue
        out.append((anchor, label))
    return out


def _adjacent(first: Node, second: Node) -> bool:
    """Only spaces or punctuation between two links."""
    between = ""
    sibling = first.next
    while sibling is not None and sibling != second and len(between) < 8:
        if sibling.tag != "-text":
            return False
        between += sibling.text(deep=True) or ""
        sibling = sibling.next
    return sibling is not None and sibling == second and not between.strip(" ,;\u00a0")


def _video_title(anchor: Node, label: str) -> str:
    """The video's title: the link text, or on the real site the `em` after a link that
    only says "Ponga el VIDEO"."""
    if "video" not in fold(label):
        return label
    sibling = anchor.next
    while sibling is not None and sibling.tag == "-text" and not (sibling.text() or "").strip():
        sibling = sibling.next
    if sibling is not None and sibling.tag == "em":
        return text_of(sibling) or label
    return label


_INSTRUCTION_END = re.compile(r":\s*$")


def _is_instruction(text: str) -> bool:
    """A line that introduces questions ("Luego pregunte:", "Then ask the audience:")."""
    return bool(_INSTRUCTION_END.search(text))


def _is_video(anchor: Node, href: str) -> bool:
    if attr(anchor, "data-video") or "lank=" in href or "/mediaitems/" in href:
        return True
    before = fold(preceding_text(anchor, 12))
    return before.rstrip().endswith(("video", "vídeo", "videos"))


def _is_question(text: str) -> bool:
    """A question: ends with "?" (before any trailing reference in parentheses)."""
    core = _TRAILING_REF.sub("", text).rstrip()
    return core.endswith("?")


def _answer_box_follows(node: Node) -> bool:
    if node.css_first("textarea") is not None:
        return True
    sibling = node.next
    while sibling is not None and sibling.tag == "-text":
        sibling = sibling.next
    if sibling is None:
        return False
    return sibling.tag == "textarea" or has_class(sibling, "gen-field") or \
        sibling.css_first("textarea") is not None


def _setting(text: str) -> tuple[str, str]:
    """("DE CASA EN CASA", "Empiece hablando de …") out of a student part's text; a part
    without a setting gives ("", its text without the trailing reference)."""
    for line in text.split("\n"):
        m = _SETTING.search(line)
        if m:
            rest = _TRAILING_REF.sub("", line[m.end():]).strip()
            return m.group(1).strip(), rest
    return "", _TRAILING_REF.sub("", text.replace("\n", " ")).strip()


def _strip_duration(title: str) -> str:
    return _DURATIONS.sub(" ", title).strip()
