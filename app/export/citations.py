"""Citation styles shared by every renderer: inline, footnote, bibliography."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

CitationStyle = Literal["inline", "footnote", "bibliography"]
STYLES: tuple[CitationStyle, ...] = ("inline", "footnote", "bibliography")


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
