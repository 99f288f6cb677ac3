"""What the library holds and what a search finds."""

from __future__ import annotations

from pydantic import BaseModel, Field


class LibraryParagraph(BaseModel):
    """One paragraph (or heading, or question) of a document, with its wol id."""

    pid: int  # the paragraph's id on wol.jw.org (data-pid, the #h= anchor)
    number: int | None = None  # the printed paragraph number, when it has one
    kind: str = "paragraph"  # paragraph | question | heading
    text: str
    references: list[str] = Field(default_factory=list)  # Bible references cited, as written


class LibraryDocument(BaseModel):
    """One article or week of a publication."""

    docid: int | None  # the document's id on wol.jw.org (None in a file without one)
    title: str
    paragraphs: list[LibraryParagraph]


class Publication(BaseModel):
    """One downloaded (or imported) issue of a publication in one language."""

    pub: str  # symbol: w, mwb, nwt... or "file" for an imported EPUB
    issue: str  # YYYYMM, or the imported file's short checksum
    language: str
    title: str = ""
    source: str = ""  # the file's URL, or the imported file's name
    checksum: str = ""  # MD5 of the EPUB as announced (for "can be updated")
    size: int = 0  # bytes of the EPUB
    documents: int = 0
    paragraphs: int = 0
    vectors: int = 0
    verses: int = 0  # the Bible's verses (pub nwt)
    days: int = 0  # the daily texts of a year's book (pub es26)


class LibraryHit(BaseModel):
    """A paragraph a search found, with where to read it."""

    url: str  # the paragraph on wol.jw.org (#h=pid)
    docid: int | None
    paragraph: int  # the wol paragraph id (pid)
    number: int | None = None  # the printed paragraph number
    title: str
    text: str
    score: float
    language: str
    pub: str
    issue: str
    kind: str = "paragraph"  # paragraph | question (a study question) | heading
    found_by: list[str] = Field(default_factory=list)  # "words", "meaning", "references"
    cosine: float | None = None  # the meaning search's similarity, when it found the hit
    # how far the cosine stands above the searched library's mean cosine to the query
    lift: float | None = None
    # the nearest paragraph only: how far its cosine leads the next one's
    lead: float | None = None


class Searched(BaseModel):
    """What a search read: the issues ("w 202609"), their languages, their paragraphs."""

    publications: list[str] = Field(default_factory=list)
    languages: list[str] = Field(default_factory=list)
    paragraphs: int = 0


class LibraryAnswer(BaseModel):
    """A search's hits that are close to the query, or none and `nothing_close` (the
    library holds nothing about it: no unrelated paragraph is offered in its place)."""

    hits: list[LibraryHit] = Field(default_factory=list)
    nothing_close: bool = False
    searched: Searched = Field(default_factory=Searched)


class LibraryVerse(BaseModel):
    """One verse of a kept Bible."""

    book: int
    chapter: int
    verse: int
    text: str


class DailyEntry(BaseModel):
    """One day of a kept daily text book."""

    day: str  # YYYY-MM-DD
    heading: str = ""
    scripture: str = ""  # the day's scripture, text and reference
    scripture_ref: str = ""
    text: str = ""  # the comment, without the source line
    source: str = ""  # "w24.03 9 ¶6-7"


class VerseHit(BaseModel):
    """A verse of the kept Bible a words search found, with its link on wol.jw.org."""

    url: str  # the verse on wol.jw.org (#study=discover&v=book:chapter:verse)
    book: int
    chapter: int
    verse: int
    reference: str  # "Juan 3:16"
    text: str
