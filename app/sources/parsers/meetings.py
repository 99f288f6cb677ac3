"""The meetings page of a week (`/wol/meetings/...`): links to the workbook and study article."""

from __future__ import annotations

import re

from app.sources.parsers._html import attr, check_strict, text_of, tree_of
from app.sources.parsers.models import MeetingLink, MeetingsPage

_PUB = re.compile(r"(?:^|\s)pub-(mwb|w)(?:\s|$)")
_DOCID = re.compile(r"(?:^|\s)docId-(\d{1,12})(?:\s|$)")
_WEEK_URL = re.compile(r"/meetings/[^/\s]+/[^/\s]+/(\d{4})/(\d{1,2})(?:\D|$)")


def parse_meetings(
    html: str | bytes, *, strict: bool = False, language: str = "en"
) -> MeetingsPage:
    tree = tree_of(html, language)
    page = MeetingsPage()
    sources = (('link[rel="canonical"]', "href"), ('meta[property="og:url"]', "content"))
    for selector, name in sources:
        m = _WEEK_URL.search(attr(tree.css_first(selector), name))
        if m:
            page.year, page.week = int(m.group(1)), int(m.group(2))
            break
    if page.year is None:
        page.warnings.append("year and week not found (canonical link)")

    seen: set[tuple[str, int]] = set()
    for node in tree.css("[class]"):
        cls = attr(node, "class")
        pub = _PUB.search(cls)
        doc = _DOCID.search(cls)
        if not pub or not doc:
            continue
        key = (pub.group(1), int(doc.group(1)))
        if key in seen:
            continue
        seen.add(key)
        anchor = node if node.tag == "a" else node.css_first("a")
        page.links.append(
            MeetingLink(
                pub=key[0], docid=key[1], href=attr(anchor, "href"), title=text_of(node, " ")[:300]
            )
        )
    for link in page.links:
        if link.pub == "mwb" and page.workbook_docid is None:
            page.workbook_docid = link.docid
        if link.pub == "w" and page.watchtower_docid is None:
            page.watchtower_docid = link.docid
    if page.workbook_docid is None:
        page.warnings.append("no workbook link (pub-mwb with docId-N)")
    if page.watchtower_docid is None:
        page.warnings.append("no Watchtower study article link (pub-w with docId-N)")
    check_strict(strict, bool(page.links), "meetings", "pub-mwb/pub-w document links", language)
    return page
