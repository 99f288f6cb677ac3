"""Topic index subject pages (Watch Tower Publications Index): subject, see-also, entries."""

from __future__ import annotations

import re

from app.sources.parsers._html import Node, attr, check_strict, text_of, tree_of
from app.sources.parsers.models import TopicEntry, TopicLink, TopicSubheading, TopicSubject

_SEE_ALSO = re.compile(
    r"^\(?\s*(?:see also|see|véase también|véase|veja também|veja)\s*:?\s*", re.IGNORECASE
)


_EDITORIAL = re.compile(r"^\(\s*(?:note|nota)\b", re.IGNORECASE)
_KINDS = ("st", "sa", "su", "sv")


def parse_topic(
    html: str | bytes, *, strict: bool = False, language: str = "en"
) -> TopicSubject:
    """A subject of the Publications Index or a Research Guide topic.

    Index: `p.st` title, `p.sa` see-also, `p.su` subheadings, `p.sv` entries; real pages
    add editorial lines ("(Note centered heading below: ...)", skipped) and centered
    headings that divide the subject (kept as each subheading's `section`). Research
    Guide: the title in the h1 and article lines grouped under `h2` headings: each h2 is a
    group, each line under it (even a `p.su`) an entry."""
    tree = tree_of(html, language)
    subject = TopicSubject()
    root = tree.css_first("div.bodyTxt") or tree.css_first("article") or tree.body
    if root is None:
        subject.warnings.append("empty page")
        check_strict(strict, False, "topic index", "p.st subject title", language)
        return subject
    current: TopicSubheading | None = None
    section = ""
    grouped = False  # under an h2: every line is an entry
    for node in root.css("p, h2"):
        text = text_of(node)
        if node.tag == "h2":
            current = TopicSubheading(title=text.rstrip(":").strip(), section=section)
            subject.subheadings.append(current)
            grouped = True
            continue
        if _centered(node):
            section = text
            continue
        kind = next((c for c in attr(node, "class").split() if c in _KINDS), "")
        if kind == "st":
            if not subject.title:
                subject.title = text
        elif kind == "sa":
            if not _EDITORIAL.match(text):
                subject.see_also.extend(_see_also(text))
        elif kind == "su" and not (grouped and node.css_first("a[href]") is not None):
            entry = _entry(node)
            current = TopicSubheading(title=entry.text.rstrip(":"), section=section)
            if entry.links:
                current.entries.append(entry)
            subject.subheadings.append(current)
            grouped = False
        elif kind in ("su", "sv"):
            if current is None:
                current = TopicSubheading(title="", section=section)
                subject.subheadings.append(current)
            current.entries.append(_entry(node))
    if not subject.title:  # Research Guide topics: the title is the h1
        subject.title = text_of(tree.css_first("article h1") or tree.css_first("h1"))
    if not subject.title:
        subject.warnings.append("no subject title (p.st or h1)")
    if not subject.subheadings:
        subject.warnings.append("no subheadings or entries (p.su / p.sv / h2)")
    check_strict(strict, bool(subject.title), "topic index", "p.st subject title", language)
    return subject


def _centered(node: Node) -> bool:
    style = attr(node, "style").replace(" ", "").lower()
    return "centered" in attr(node, "class").split() or "text-align:center" in style


def _see_also(text: str) -> list[str]:
    inner = _SEE_ALSO.sub("", text).rstrip(").").strip()
    return [t.strip() for t in inner.split(";") if t.strip()]


_PAGE_ONLY = re.compile(r"^\d{1,4}$")


def _entry(node: Node) -> TopicEntry:
    """An entry's words and links. Link texts lose their trailing `;`/`,`; a continuation
    link that holds only a page (`974;` after `it-1 237,`) takes the symbol before it."""
    links: list[TopicLink] = []
    symbol = ""
    anchors = node.css("a[href]")
    for anchor in anchors:
        href = attr(anchor, "href")
        kind = "bible" if "/bc/" in href else "publication" if "/pc/" in href else "other"
        label = text_of(anchor).rstrip(" ;,").strip()
        if kind == "publication":
            if _PAGE_ONLY.match(label) and symbol:
                label = f"{symbol} {label}"
            head, _, last = label.rpartition(" ")
            symbol = head if head and last.isdigit() else label
        links.append(TopicLink(text=label, href=href, kind=kind))
    text = text_of(node)
    if links:
        # The entry's own words come before the first reference link.
        first = text_of(anchors[0])
        cut = text.find(first) if first else -1
        if cut > 0:
            text = text[:cut]
    return TopicEntry(text=text.rstrip(" :;,"), links=links)
