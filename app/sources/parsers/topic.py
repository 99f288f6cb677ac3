"""Topic index subject pages (Watch Tower Publications Index): subject, see-also, entries."""

from __future__ import annotations

import re

from app.sources.parsers._html import Node, attr, check_strict, text_of, tree_of
from app.sources.parsers.models import TopicEntry, TopicLink, TopicSubheading, TopicSubject

_SEE_ALSO = re.compile(
    r"^\(?\s*(?:see also|see|véase también|véase|veja também|veja)\s*:?\s*", re.IGNORECASE
)


def parse_topic(
    html: str | bytes, *, strict: bool = False, language: str = "en"
) -> TopicSubject:
    tree = tree_of(html, language)
    subject = TopicSubject()
    root = tree.css_first("div.bodyTxt") or tree.css_first("article") or tree.body
    if root is None:
        subject.warnings.append("empty page")
        check_strict(strict, False, "topic index", "p.st subject title", language)
        return subject
    current: TopicSubheading | None = None
    for node in root.css("p.st, p.sa, p.su, p.sv"):
        kind = next((c for c in attr(node, "class").split() if c in ("st", "sa", "su", "sv")), "")
        text = text_of(node)
        if kind == "st":
            if not subject.title:
                subject.title = text
        elif kind == "sa":
            subject.see_also.extend(_see_also(text))
        elif kind == "su":
            entry = _entry(node)
            current = TopicSubheading(title=entry.text.rstrip(":"))
            if entry.links:
                current.entries.append(entry)
            subject.subheadings.append(current)
        else:
            if current is None:
                current = TopicSubheading(title="")
                subject.subheadings.append(current)
            current.entries.append(_entry(node))
    if not subject.title:
        subject.warnings.append("no subject title (p.st)")
    if not subject.subheadings:
        subject.warnings.append("no subheadings or entries (p.su / p.sv)")
    check_strict(strict, bool(subject.title), "topic index", "p.st subject title", language)
    return subject


def _see_also(text: str) -> list[str]:
    inner = _SEE_ALSO.sub("", text).rstrip(").").strip()
    return [t.strip() for t in inner.split(";") if t.strip()]


def _entry(node: Node) -> TopicEntry:
    links: list[TopicLink] = []
    for anchor in node.css("a[href]"):
        href = attr(anchor, "href")
        kind = "bible" if "/bc/" in href else "publication" if "/pc/" in href else "other"
        links.append(TopicLink(text=text_of(anchor), href=href, kind=kind))
    text = text_of(node)
    if links:
        # The entry's own words come before the first reference link.
        first = text_of(node.css_first("a[href]"))
        cut = text.find(first) if first else -1
        if cut > 0:
            text = text[:cut]
    return TopicEntry(text=text.rstrip(" :;,"), links=links)
