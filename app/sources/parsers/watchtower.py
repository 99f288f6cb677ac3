"""Watchtower study articles (docClass-40): paragraphs with their questions (grouped
"1-2." / "1, 2." and "(a) … (b) …"), read-aloud scriptures, subheadings, boxes, figure
captions, footnotes, songs and the focus line."""

from __future__ import annotations

import re
from collections.abc import Iterator

from app.sources.parsers._html import (
    Node,
    Tree,
    all_ints,
    attr,
    check_strict,
    classes,
    drop,
    first_int,
    norm,
    preceding_text,
    text_of,
    tree_of,
)
from app.sources.parsers.models import (
    ScriptureCitation,
    WatchtowerArticle,
    WatchtowerBox,
    WatchtowerFigure,
    WatchtowerParagraph,
)
from app.sources.parsers.workbook import document_docid

_READ_WORDS = r"(?:read|lee|lea|leia|leiam|leam)"
# "(Read Psalm 37:11.)", "(Lea Salmo 37:11; Juan 3:16.)": the word before the link …
_READ_BEFORE = re.compile(rf"\(\s*{_READ_WORDS}\b[^()]*$", re.IGNORECASE)
# … or inside it: <a class="b">Leia Salmo 37:11</a>
_READ_INSIDE = re.compile(rf"^\s*{_READ_WORDS}\b\s*:?\s*", re.IGNORECASE)
_QUESTION_NUMBERS = re.compile(r"^\s*(\d{1,3}(?:\s*[-–,]\s*\d{1,3})*)\s*\.\s*")
_PART = re.compile(r"(?:^|(?<=\s))\(?([a-e])\)\s+")
_REVIEW_SELECTORS = (".blockTeach li", "aside li", ".boxSupplement li")
_MAX_GROUP = 12  # a question covers at most this many paragraphs
_MAX_DEPTH = 64


def parse_watchtower(
    html: str | bytes, *, strict: bool = False, language: str = "en"
) -> WatchtowerArticle:
    tree = tree_of(html, language)
    art = WatchtowerArticle(docid=document_docid(tree))
    warnings = art.warnings

    context = tree.css_first("p.contextTtl")
    if context is not None:
        strong = context.css_first("strong")
        label = text_of(strong) if strong is not None else ""
        art.number = first_int(label) if label else first_int(text_of(context))
        rest = text_of(context)
        if label and rest.startswith(label):
            rest = rest[len(label):]
        elif art.number is not None:
            rest = re.sub(r"^\D*\d{1,9}", "", rest, count=1)
        art.dates = rest.strip(" •·|:-")
    else:
        warnings.append("no p.contextTtl (study article number and dates)")
    art.songs = [n for n in (first_int(text_of(p)) for p in tree.css("p.pubRefs"))
                 if n is not None]
    art.song = art.songs[0] if art.songs else None
    art.title = text_of(tree.css_first("article h1") or tree.css_first("h1"))
    if not art.title:
        warnings.append("no title (h1)")
    theme = tree.css_first("p.themeScrp")
    if theme is not None:
        art.theme_text = text_of(theme)
        refs = theme.css("a.b")
        art.theme_scripture = text_of(refs[-1]) if refs else ""
    else:
        warnings.append("no theme scripture (p.themeScrp)")

    footnotes = _footnote_texts(tree)
    body = tree.css_first("div.bodyTxt")
    art.focus = _focus(tree, body)
    if body is None:
        warnings.append("no div.bodyTxt")
        body = tree.body
    if body is not None:
        _read_body(art, body, footnotes)
    art.review_questions = _review_questions(tree)
    if not art.review_questions:
        warnings.append("no review questions box")
    check_strict(strict, bool(art.paragraphs), "Watchtower study article", "paragraphs", language)
    return art


def _blocks(body: Node) -> Iterator[Node]:
    """The body's questions, paragraphs, subheadings, boxes and figures in page order
    (boxes and figures whole: what is inside them is not the article's flow)."""
    stack: list[tuple[Node, int]] = [(child, 0) for child in reversed(list(body.iter()))]
    while stack:
        node, depth = stack.pop()
        tag = node.tag or ""
        names = classes(node)
        if (tag == "p" and ("qu" in names or "data-rel-pid" in node.attributes
                            or node.css_first("span.parNum") is not None)) \
                or tag in ("h2", "h3", "figure") or "boxSupplement" in names:
            yield node
        elif "gen-field" in names or "blockTeach" in names or tag in ("aside", "textarea"):
            continue
        elif depth < _MAX_DEPTH:
            stack.extend((child, depth + 1) for child in reversed(list(node.iter())))


def _read_body(art: WatchtowerArticle, body: Node, footnotes: dict[str, str]) -> None:
    questions: dict[int, tuple[str, str]] = {}  # pid -> (label, text)
    last_question: tuple[int | None, str, str] = (None, "", "")
    subheading = ""
    for node in _blocks(body):
        tag, names = node.tag or "", classes(node)
        if tag in ("h2", "h3"):
            subheading = text_of(node)
            continue
        if tag == "figure":
            caption = text_of(node.css_first("figcaption"))
            if caption:
                art.figures.append(WatchtowerFigure(caption=caption,
                                                    after_paragraph=_last_number(art)))
            continue
        if "boxSupplement" in names:
            box = _box(node, _last_number(art))
            if box.title or box.paragraphs:
                art.boxes.append(box)
            continue
        if "qu" in names:
            label, text = _question_label(text_of(node))
            pid = first_int(attr(node, "data-pid")) or first_int(attr(node, "id"))
            if pid is not None:
                questions[pid] = (label, text)
            last_question = (pid, label, text)
            continue
        paragraph = _read_paragraph(node, _last_number(art) + 1, art.warnings, footnotes)
        paragraph.subheading = subheading
        rel = all_ints(attr(node, "data-rel-pid"))
        linked = next((q for q in rel if q in questions), None)
        if linked is not None:
            paragraph.question_pid = linked
            paragraph.question_label, paragraph.question = questions[linked]
        else:
            paragraph.question_pid, paragraph.question_label, paragraph.question = last_question
            art.warnings.append(
                f"paragraph {paragraph.number}: question found by position, not data-rel-pid"
            )
        paragraph.question_parts = _question_parts(paragraph.question)
        art.paragraphs.append(paragraph)
    _set_groups(art)
    if not art.paragraphs:
        art.warnings.append("no paragraphs (p[data-rel-pid] with span.parNum)")
    if not questions:
        art.warnings.append("no questions (p.qu)")


def _last_number(art: WatchtowerArticle) -> int:
    return art.paragraphs[-1].number if art.paragraphs else 0


def _question_label(text: str) -> tuple[str, str]:
    """("1-2", "What …?") out of "1-2. What …?"."""
    m = _QUESTION_NUMBERS.match(text)
    if m is None:
        return "", text
    label = re.sub(r"\s*,\s*", ", ", re.sub(r"\s*[-–]\s*", "-", m.group(1)))
    return label, text[m.end():].strip()


def _question_parts(question: str) -> list[str]:
    """["What …?", "How …?"] out of "(a) What …? (b) How …?" (or "a) … b) …")."""
    marks = list(_PART.finditer(question))
    if len(marks) < 2 or marks[0].start() != 0 or marks[0].group(1) != "a":
        return []
    ends = [m.start() for m in marks[1:]] + [len(question)]
    return [question[m.end():end].strip() for m, end in zip(marks, ends, strict=True)]


def _label_numbers(label: str) -> list[int]:
    out: list[int] = []
    for piece in label.split(","):
        numbers = all_ints(piece)
        if len(numbers) == 2 and 0 <= numbers[1] - numbers[0] < _MAX_GROUP:
            out.extend(range(numbers[0], numbers[1] + 1))
        elif numbers:
            out.append(numbers[0])
    return out[:_MAX_GROUP]


def _set_groups(art: WatchtowerArticle) -> None:
    """Each paragraph's question group: the paragraphs sharing its question, in order."""
    by_question: dict[object, list[int]] = {}
    for p in art.paragraphs:
        key = p.question_pid if p.question_pid is not None else (p.question_label, p.question)
        by_question.setdefault(key, []).append(p.number)
    for p in art.paragraphs:
        key = p.question_pid if p.question_pid is not None else (p.question_label, p.question)
        printed = _label_numbers(p.question_label)
        p.question_group = printed if p.number in printed else by_question[key]


def _read_paragraph(node: Node, fallback: int, warnings: list[str],
                    footnotes: dict[str, str]) -> WatchtowerParagraph:
    marker = node.css_first("span.parNum")
    number = first_int(attr(marker, "data-pnum")) or first_int(text_of(marker))
    if number is None:
        number = fallback
        warnings.append(f"paragraph without span.parNum[data-pnum]; numbered {fallback}")
    citations: list[ScriptureCitation] = []
    for anchor in node.css("a.b"):
        ref = text_of(anchor).rstrip(".")
        inside = _READ_INSIDE.match(ref)
        if inside:
            ref = ref[inside.end():]
        if ref:
            read = bool(inside) or bool(_READ_BEFORE.search(preceding_text(anchor, 80)))
            citations.append(ScriptureCitation(text=ref, read=read, href=attr(anchor, "href")))
    notes = [footnotes[key] for key in (attr(a, "data-fnid") for a in node.css("a.fn"))
             if key in footnotes]
    pid = attr(node, "id") or (f"p{attr(node, 'data-pid')}" if attr(node, "data-pid") else "")
    drop(node.css("span.parNum"))
    drop(node.css("a.fn"))
    return WatchtowerParagraph(
        number=number,
        text=norm(text_of(node)),
        scriptures=[c.text for c in citations],
        read_scriptures=[c.text for c in citations if c.read],
        citations=citations,
        anchor=pid,
        footnotes=list(dict.fromkeys(notes)),
    )


def _footnote_texts(tree: Tree) -> dict[str, str]:
    """Footnote id -> text, from the footnote elements (not the `a.fn` markers)."""
    out: dict[str, str] = {}
    for node in tree.css("[data-fnid]"):
        if node.tag == "a":
            continue
        text = norm(text_of(node).lstrip("*").strip())
        key = attr(node, "data-fnid")
        if key and text:
            out.setdefault(key, text)
    return out


def _box(node: Node, after: int) -> WatchtowerBox:
    title_node = node.css_first(".boxTtl") or node.css_first("h2, h3, h4")
    title = text_of(title_node)
    texts = [text_of(p) for p in node.css("p") if not (title_node and p == title_node)]
    return WatchtowerBox(title=title, paragraphs=[t for t in texts if t and t != title],
                         after_paragraph=after)


def _focus(tree: Tree, body: Node | None) -> str:
    """The focus line: the box before the body (title "FOCUS" and one line of text)."""
    for box in tree.css("div.boxSupplement"):
        if body is not None and _inside(box, body):
            continue
        texts = [text_of(p) for p in box.css("p") if "boxTtl" not in classes(p)]
        text = " ".join(t for t in texts if t)
        if text:
            return text
        break
    return ""


def _inside(node: Node, ancestor: Node) -> bool:
    current = node.parent
    depth = 0
    while current is not None and depth < 10_000:
        if current == ancestor:
            return True
        current = current.parent
        depth += 1
    return False


def _review_questions(tree: Tree) -> list[str]:
    for selector in _REVIEW_SELECTORS:
        items = [text_of(li) for li in tree.css(selector)]
        items = [t for t in items if t]
        if items:
            return list(dict.fromkeys(items))
    return []
