"""Teaching documents the workbook cites (lmd, th, lfb lessons; research articles).

    parse_publication(html) -> PubDocument: context line, title, key scripture and the
    paragraphs in order, each with its pid, its number (span.parNum) when numbered, its
    bold lead, and its kind (heading, how-to bullet, question, paragraph).
"""

from __future__ import annotations

import re

from app.sources.parsers._html import (
    Node,
    attr,
    check_strict,
    first_int,
    has_class,
    text_of,
    tree_of,
)
from app.sources.parsers.models import PubDocument, PubParagraph
from app.sources.parsers.workbook import document_docid

_PUB = re.compile(r"\bpub-([a-z0-9-]{1,12})")


def parse_publication(
    html: str | bytes, *, strict: bool = False, language: str = "en"
) -> PubDocument:
    tree = tree_of(html, language)
    doc = PubDocument(docid=document_docid(tree))
    article = tree.css_first("article") or tree.body
    m = _PUB.search(attr(article, "class"))
    doc.publication = m.group(1) if m else ""
    doc.context = text_of(tree.css_first("p.contextTtl"))
    doc.title = text_of(tree.css_first("article h1") or tree.css_first("h1"))
    doc.theme_scripture = text_of(tree.css_first("p.themeScrp"))
    found = tree.css_first("div.bodyTxt")
    if found is None:
        doc.warnings.append("no div.bodyTxt")
    body = found or article
    if body is not None:
        for node in body.css("h2, h3, p"):
            if has_class(node, "contextTtl") or has_class(node, "themeScrp"):
                continue
            _add(doc, node)
    if not doc.title:
        doc.warnings.append("no title (h1)")
    if not doc.paragraphs:
        doc.warnings.append("no paragraphs (div.bodyTxt p)")
    elif not any(p.number is not None for p in doc.paragraphs):
        doc.warnings.append("no numbered points or paragraphs (span.parNum)")
    check_strict(strict, bool(doc.paragraphs) and found is not None, "publication",
                 "div.bodyTxt paragraphs", language)
    return doc


def _add(doc: PubDocument, node: Node) -> None:
    number_node = node.css_first("span.parNum")
    number = first_int(attr(number_node, "data-pnum") or text_of(number_node)) \
        if number_node is not None else None
    strong = node.css_first("strong")
    heading = text_of(strong) if strong is not None else ""
    text = text_of(node)
    if number_node is not None:
        label = text_of(number_node)
        if label and text.startswith(label):
            text = text[len(label):].strip()
    if not text:
        return
    if node.tag in ("h2", "h3"):
        kind = "heading"
    elif has_class(node, "qu") or text.endswith("?"):
        kind = "question"
    elif _in_box(node):
        kind = "howto"
    else:
        kind = "paragraph"
    doc.paragraphs.append(PubParagraph(
        pid=first_int(attr(node, "data-pid")),
        number=number,
        heading=heading,
        text=text,
        kind=kind,
        citations=[text_of(a) for a in node.css("a.b") if text_of(a)],
    ))


def _in_box(node: Node) -> bool:
    current = node.parent
    while current is not None:
        if has_class(current, "boxContent") and current.css_first("li") is not None:
            return current.tag != "body"
        if has_class(current, "bodyTxt"):
            return False
        current = current.parent
    return False
