"""Citation styles shared by every renderer: inline, footnote, bibliography."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from app.core.i18n import tr

CitationStyle = Literal["inline", "footnote", "bibliography"]
STYLES: tuple[CitationStyle, ...] = ("inline", "footnote", "bibliography")


def unresolved_words(language: str) -> str:
    """What a link that cannot be opened (app/core/urls.py UNRESOLVED) shows instead of
    its href, in every renderer."""
    return tr("sheet.link_unresolved", language)


@dataclass
class Note:
    number: int
    url: str
    title: str


@dataclass
class CitationBook:
    """Numbers citations in order of first use (one number per URL)."""

    style: CitationStyle = "inline"
    notes: list[Note] = field(default_factory=list)
    _by_url: dict[str, Note] = field(default_factory=dict)

    def number(self, url: str, title: str) -> Note:
        note = self._by_url.get(url)
        if note is None:
            note = Note(len(self.notes) + 1, url, title or url)
            self.notes.append(note)
            self._by_url[url] = note
        return note
