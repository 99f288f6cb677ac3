"""Watchtower study articles (docClass-40): paragraphs, their questions and cited scriptures."""

from __future__ import annotations

import re

from app.sources.parsers._html import (
    Node,
    Tree,
    all_ints,
    attr,
    check_strict,
    drop,
    first_int,
    norm,
    preceding_text,
    text_of,
    tree_of,
)
from app.sources.parsers.models import ScriptureCitation, WatchtowerArticle, WatchtowerParagraph
from app.sources.parsers.workbook import document_docid

# "(Read Psalm 37:11.)", "(Lea Salmo 37:11.)", "(Leia Salmo 37:11.)"
_READ = re.compile(r"\(\s*(?:read|lee|lea|leia|leiam)\b[^()]*$", re.IGNORECASE)
_QUESTION_NUMBERS = re.compile(r"^\s*\d{1,3}(?:\s*[-–,]\s*\d{1,3})*\s*\.\s*")
_REVIEW_SELECTORS = (".blockTeach li", "aside li", ".boxSupplement li")


def parse_watchtower(html: str | bytes, *, strict: bool = False) -> WatchtowerArticle:
    tree = tree_of(html)
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
    art.song = first_int(text_of(tree.css_first("p.pubRefs")))
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

    body = tree.css_first("div.bodyTxt")
    if body is None:
        warnings.append("no div.bodyTxt")
        body = tree.body
    if body is not None:
        _read_body(art, body)
    art.review_questions = _review_questions(tree)
    if not art.review_questions:
        warnings.append("no review questions box")
    check_strict(strict, bool(art.paragraphs), "Watchtower study article", "paragraphs")
    return art


def _read_body(art: WatchtowerArticle, body: Node) -> None:
    questions: dict[int, str] = {}
    last_question: tuple[int | None, str] = (None, "")
    for node in body.css("p.qu, p[data-rel-pid]"):
        if "qu" in attr(node, "class").split():
            text = _QUESTION_NUMBERS.sub("", text_of(node), count=1)
            pid = first_int(attr(node, "data-pid"))
            if pid is not None:
                questions[pid] = text
            last_question = (pid, text)
            continue
        paragraph = _read_paragraph(node, len(art.paragraphs) + 1, art.warnings)
        rel = all_ints(attr(node, "data-rel-pid"))
        linked = next((q for q in rel if q in questions), None)
        if linked is not None:
            paragraph.question_pid = linked
            paragraph.question = questions[linked]
        else:
            paragraph.question_pid, paragraph.question = last_question
            art.warnings.append(
                f"paragraph {paragraph.number}: question found by position, not data-rel-pid"
            )
        art.paragraphs.append(paragraph)
    if not art.paragraphs:
        art.warnings.append("no paragraphs (p[data-rel-pid] with span.parNum)")
    if not questions:
        art.warnings.append("no questions (p.qu)")


def _read_paragraph(node: Node, fallback: int, warnings: list[str]) -> WatchtowerParagraph:
    marker = node.css_first("span.parNum")
    number = first_int(attr(marker, "data-pnum")) or first_int(text_of(marker))
    if number is None:
        number = fallback
        warnings.append(f"paragraph without span.parNum[data-pnum]; numbered {fallback}")
    citations: list[ScriptureCitation] = []
    for anchor in node.css("a.b"):
        ref = text_of(anchor).rstrip(".")
        if ref:
            read = bool(_READ.search(preceding_text(anchor, 80)))
            citations.append(ScriptureCitation(text=ref, read=read, href=attr(anchor, "href")))
    drop(node.css("span.parNum"))
    return WatchtowerParagraph(
        number=number,
        text=norm(text_of(node)),
        scriptures=[c.text for c in citations],
        read_scriptures=[c.text for c in citations if c.read],
        citations=citations,
    )


def _review_questions(tree: Tree) -> list[str]:
    for selector in _REVIEW_SELECTORS:
        items = [text_of(li) for li in tree.css(selector)]
        items = [t for t in items if t]
        if items:
            return list(dict.fromkeys(items))
    return []
