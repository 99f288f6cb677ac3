"""The "changed markup" variant of a page, for the mirror's fault mode.

It renames the class names, ids and data attributes the parsers rely on, the
way a site redesign would, keeping the text. Parsers must warn, not crash.
"""

from __future__ import annotations

import re

_CLASS_RENAMES = {
    "v": "verse", "vl": "verse-num", "cl": "chapter-num", "b": "xref", "fn": "note-ref",
    "sb": "para", "studyNote": "sn-item", "footnote": "fnote", "marginal": "mref",
    "section": "pane-section", "qu": "question", "parNum": "pnum", "contextTtl": "ctx-title",
    "pubRefs": "pub-refs", "themeScrp": "theme", "bodyTxt": "body-text",
    "dc-icon--gem": "icon-gem", "dc-icon--wheat": "icon-wheat", "dc-icon--sheep": "icon-sheep",
    "dc-icon--music": "icon-music", "tabContent": "tab-pane", "st": "subject", "sa": "see",
    "su": "sub", "sv": "subentry", "blockTeach": "review", "pub-mwb": "publication-mwb",
    "pub-w": "publication-w",
}
_ID_RENAMES = {"studyDiscover": "study-pane", "article": "main-article", "bookNo": "book-number",
               "chapNo": "chapter-number"}
_CLASS_ATTR = re.compile(r'class="([^"]*)"')
_ID_ATTR = re.compile(r'id="([^"]*)"')
_DOCID_CLASS = re.compile(r"\bdocId-(\d+)")


def _rename_classes(match: re.Match[str]) -> str:
    names = [_CLASS_RENAMES.get(name, name) for name in match.group(1).split()]
    return 'class="' + _DOCID_CLASS.sub(r"doc-\1", " ".join(names)) + '"'


def _rename_id(match: re.Match[str]) -> str:
    value = match.group(1)
    value = _ID_RENAMES.get(value, value)
    if re.match(r"^v\d+-\d+-\d+-\d+$", value):
        value = "verse-" + value[1:]
    return f'id="{value}"'


def changed_markup(html: str) -> str:
    html = _CLASS_ATTR.sub(_rename_classes, html)
    html = _ID_ATTR.sub(_rename_id, html)
    for old, new in (("data-key=", "data-verse="), ("data-rel-pid=", "data-question="),
                     ("data-pnum=", "data-number="), ("data-date=", "data-day=")):
        html = html.replace(old, new)
    return html.replace("<aside", "<section").replace("</aside>", "</section>")
