"""Bible references in es/en/pt: find them in free text, format them, link them.

    >>> [r.display("en") for r in parse_references("Lee Juan 3:16-18 y Sal 37:10, 11, 29.")]
    ['John 3:16-18', 'Psalm 37:10, 11, 29']

A reference is one book and one chapter (or a range of whole chapters) with an optional
sorted set of verses. Lists after a semicolon or a new "chapter:verse" become separate
references of the same book ("Jer 1:6; 2:13" gives two); a range across chapters
("Gen 1:26-2:3") is split into one reference per chapter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.core.models import LANGUAGES
from app.sources.bible_books import (
    BOOK_COUNT,
    SINGLE_CHAPTER_BOOKS,
    BookNames,
    BookTable,
    book_table,
    exact_key,
    has_prefix,
    ordinal_of,
)
from app.sources.languages import wol_language

__all__ = [
    "BibleRef",
    "book_name",
    "book_number",
    "chapter_count",
    "parse_reference",
    "parse_references",
    "verse_count",
]

_DASH = "-\u2010\u2011\u2012\u2013\u2014"
# chapter[:verse][-end[:verse]]; "." also separates chapter and verse when no space follows.
_NUMBERS = re.compile(
    r"(\d{1,3})(?!\d)(?:(?::\s?|\.(?=\d))(\d{1,3})(?!\d))?"
    r"(?:\s*[" + _DASH + r"]\s*(\d{1,3})(?!\d)(?:(?::\s?|\.(?=\d))(\d{1,3})(?!\d))?)?"
)
_NEXT = re.compile(r"\s*([,;])\s*(?=\d)")
# What after "H:MM" shows a time of day rather than a verse.
_TIME_AFTER = re.compile(
    r"\s*(?:[ap]\.?\s?m\b\.?|h\b|hs\b|hrs?\b|horas?\b|o'?clock\b"
    r"|(?:a|to|até|hasta|until|[" + _DASH + r"])\s*\d{1,2}:\d{2})",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class BibleRef:
    """One Bible reference: a book, a chapter (or chapter range) and optional verses.

    `verses` is a sorted tuple of distinct verse numbers; empty means the whole
    chapter(s). `chapter_end` is set only for a range of whole chapters ("Jer 1-3").
    `span` is where the reference was found in the parsed text (not part of equality).
    """

    book: int
    chapter: int
    chapter_end: int | None = None
    verses: tuple[int, ...] = ()
    span: tuple[int, int] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        problem = _problem(book_table(), self.book, self.chapter, self.chapter_end, self.verses)
        if problem:
            raise ValueError(problem)
        if list(self.verses) != sorted(set(self.verses)):
            raise ValueError(f"verses must be sorted and distinct, got {list(self.verses)}")

    # -- formatting ---------------------------------------------------------------

    def display(self, language: str, abbreviated: bool = False) -> str:
        """The reference written the usual way in `language` ("1 Corinthians 13:4, 5")."""
        names = _names(language)[self.book]
        if abbreviated:
            name = names.abbreviation
        elif self.chapter_end is None:
            name = names.singular
        else:
            name = names.name
        if self.book in SINGLE_CHAPTER_BOOKS:
            return f"{name} {format_verses(self.verses)}" if self.verses else name
        chapters = (
            str(self.chapter) if self.chapter_end is None else f"{self.chapter}-{self.chapter_end}"
        )
        if self.verses:
            return f"{name} {chapters}:{format_verses(self.verses)}"
        return f"{name} {chapters}"

    def __str__(self) -> str:
        return self.display("en")

    # -- links ----------------------------------------------------------------------

    def wol_url(self, base_url: str, language: str, bible: str = "nwtsty") -> str:
        """The chapter's page on wol, with the verses selected in the study pane."""
        lang = wol_language(language)
        url = (
            f"{base_url.rstrip('/')}{lang.wol_prefix()}/b/{lang.resource}/{lang.lp}/"
            f"{bible}/{self.book}/{self.chapter}"
        )
        if not self.verses:
            return url
        first, last = self.verses[0], self.verses[-1]
        where = f"{self.book}:{self.chapter}:{first}"
        if last != first:
            where += f"-{self.book}:{self.chapter}:{last}"
        return f"{url}#study=discover&v={where}"

    def jwlibrary_url(self, language: str | None = None) -> str:
        """A JW Library deep link (`jwlibrary:///finder?bible=43003016`; ranges as a-b)."""
        table = book_table()
        if self.verses:
            start = (self.chapter, self.verses[0])
            end = (self.chapter, self.verses[-1])
        else:
            last_chapter = self.chapter_end or self.chapter
            start = (self.chapter, 1)
            end = (last_chapter, table.verse_count(self.book, last_chapter))
        code = _bible_code(self.book, *start)
        if end != start:
            code += "-" + _bible_code(self.book, *end)
        url = f"jwlibrary:///finder?bible={code}"
        if language is not None:
            url += f"&wtlocale={wol_language(language).jw_code}"
        return url

    def verse_keys(self) -> list[str]:
        """Keys like "43-3-16", one per verse, as in the wol study pane's `data-key`."""
        if self.verses:
            return [f"{self.book}-{self.chapter}-{v}" for v in self.verses]
        table = book_table()
        return [
            f"{self.book}-{chapter}-{v}"
            for chapter in range(self.chapter, (self.chapter_end or self.chapter) + 1)
            for v in range(1, table.verse_count(self.book, chapter) + 1)
        ]

    def as_dict(self, language: str, base_url: str, bible: str = "nwtsty") -> dict[str, object]:
        """The JSON shape of `preparo refs --json`."""
        return {
            "book": self.book,
            "chapter": self.chapter,
            "chapter_end": self.chapter_end,
            "verses": list(self.verses),
            "display": self.display(language),
            "wol_url": self.wol_url(base_url, language, bible),
        }


def format_verses(verses: tuple[int, ...] | list[int]) -> str:
    """Compress verses: runs of three or more become "a-b", pairs stay "a, b"."""
    parts: list[str] = []
    ordered = sorted(set(verses))
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        if j - i >= 2:
            parts.append(f"{ordered[i]}-{ordered[j]}")
        else:
            parts.extend(str(v) for v in ordered[i : j + 1])
        i = j + 1
    return ", ".join(parts)


def _bible_code(book: int, chapter: int, verse: int) -> str:
    return f"{book:02d}{chapter:03d}{verse:03d}"


def _names(language: str) -> dict[int, BookNames]:
    try:
        return book_table().names[language]
    except KeyError:
        raise ValueError(f"unsupported language {language!r} (use es, en or pt)") from None


def _problem(
    table: BookTable,
    book: int,
    chapter: int,
    chapter_end: int | None,
    verses: tuple[int, ...] | list[int],
) -> str | None:
    """Why a reference cannot exist, or None when it is fine."""
    if not 1 <= book <= BOOK_COUNT:
        return f"book must be 1-{BOOK_COUNT}, got {book}"
    chapters = table.chapter_count(book)
    if not 1 <= chapter <= chapters:
        return f"book {book} has chapters 1-{chapters}, got {chapter}"
    if chapter_end is not None:
        if not chapter < chapter_end <= chapters:
            return f"chapter range {chapter}-{chapter_end} is not within 1-{chapters}"
        if verses:
            return "a chapter range cannot also list verses"
        return None
    if verses:
        last = table.verse_count(book, chapter)
        low, high = min(verses), max(verses)
        if low < 1 or high > last:
            return f"book {book} chapter {chapter} has verses 1-{last}, got {low}-{high}"
    return None


# -- parsing ------------------------------------------------------------------------

# One reference while it is being read: [chapter, chapter_end, verses, start, end].
_Piece = list[Any]


def parse_references(text: str, language: str | None = None) -> list[BibleRef]:
    """Every Bible reference in `text`, in order of appearance, each with its `span`.

    `language` ("es", "en" or "pt") only breaks ties between languages, e.g. "Jn" is
    John in Spanish and English but Jonah in some Portuguese usage.
    """
    if language is not None and language not in LANGUAGES:
        raise ValueError(f"unsupported language {language!r} (use es, en or pt)")
    if not _HAS_DIGIT.search(text):
        return []
    table = book_table()
    found: list[BibleRef] = []
    pos = 0
    while True:
        match = table.pattern.search(text, pos)
        if match is None:
            return found
        read = _read(table, text, match, language)
        if read is None:
            pos = match.start() + 1
            continue
        book, pieces, pos = read
        for chapter, chapter_end, verses, start, end in pieces:
            found.append(
                BibleRef(book, chapter, chapter_end, tuple(sorted(set(verses))), (start, end))
            )


def parse_reference(text: str, language: str | None = None) -> BibleRef:
    """The one Bible reference in `text`; ValueError when there is none or several."""
    refs = parse_references(text, language)
    if len(refs) == 1:
        return refs[0]
    if not refs:
        raise ValueError(f"no Bible reference found in {text!r}")
    listed = "; ".join(r.display(language or "en") for r in refs)
    raise ValueError(f"expected one Bible reference in {text!r}, found {len(refs)}: {listed}")


def book_name(book: int, language: str, abbreviated: bool = False) -> str:
    """The book's name ("1 Corinthians") or abbreviation ("1 Cor.") in `language`."""
    if not 1 <= book <= BOOK_COUNT:
        raise ValueError(f"book must be 1-{BOOK_COUNT}, got {book}")
    names = _names(language)[book]
    return names.abbreviation if abbreviated else names.name


def book_number(name: str, language: str | None = None) -> int | None:
    """The number (1-66) of a book written in any of the languages, or None."""
    table = book_table()
    match = table.name_pattern.fullmatch(name)
    if match is None:
        return None
    ordinal = ordinal_of(match)
    if ordinal is None and has_prefix(match):
        return None
    candidates = table.lookup(match.group("name"), ordinal)
    if candidates is None:
        return None
    return candidates.choose(language)[0]


def chapter_count(book: int) -> int:
    """How many chapters the book has."""
    if not 1 <= book <= BOOK_COUNT:
        raise ValueError(f"book must be 1-{BOOK_COUNT}, got {book}")
    return book_table().chapter_count(book)


def verse_count(book: int, chapter: int) -> int:
    """How many verses the chapter has."""
    if not 1 <= chapter <= chapter_count(book):
        raise ValueError(f"book {book} has no chapter {chapter}")
    return book_table().verse_count(book, chapter)


_HAS_DIGIT = re.compile(r"\d")


def _read(
    table: BookTable, text: str, match: re.Match[str], language: str | None
) -> tuple[int, list[_Piece], int] | None:
    """Read the reference (and its list) whose book name `match` found."""
    name = match.group("name")
    name_start = match.start("name")
    ordinal = ordinal_of(match)
    start = match.start()
    candidates = None
    if ordinal is not None:
        candidates = table.lookup(name, ordinal)
    if candidates is None:
        # No number, or a number that does not go with this name ("I am 5:30"):
        # read the name alone, which must then start a word of its own.
        if name_start > 0 and text[name_start - 1].isalnum():
            return None
        ordinal = None
        start = name_start
        candidates = table.lookup(name, None)
        if candidates is None:
            return None
    numbers = _NUMBERS.match(text, match.end())
    if numbers is None:
        return None
    a, b, c, d = numbers.groups()
    if ordinal is None:
        # Short names and names that are also ordinary words ("am", "Job", "sal") need
        # more evidence; an accent ("Éx") or a period ("Is. 66") marks a book name.
        key = exact_key(name)
        short = len(key) <= 2
        dotted = text.startswith(".", match.end("name"))
        common = not dotted and key in table.common_words
        capital = name[0].isupper()
        if short and not capital:
            return None
        if b is None and common and (short or not capital):
            return None
        if (short or common) and b is not None and c is None and len(b) == 2 and _TIME_AFTER.match(
            text, numbers.end()
        ):
            return None
    for book in candidates.choose(language):
        pieces = _pieces(table, book, a, b, c, d)
        end = numbers.end()
        if pieces is None and c is not None:
            # "John 3:16 - 2 Cor 5:1": drop a dash that does not make a range.
            pieces = _pieces(table, book, a, b, None, None)
            end = numbers.end(2) if b is not None else numbers.end(1)
        if pieces is not None:
            for piece in pieces:
                piece.extend((start, end))
            return book, pieces, _read_list(table, text, book, pieces, end)
    return None


def _read_list(table: BookTable, text: str, book: int, pieces: list[_Piece], pos: int) -> int:
    """Extend `pieces` with what follows: ", 5", ", 11-13", "; 2:13"; return the end."""
    single = book in SINGLE_CHAPTER_BOOKS
    while True:
        sep = _NEXT.match(text, pos)
        if sep is None:
            return pos
        at = sep.end()
        if table.pattern.match(text, at):  # "; 2 Cor 5:1" starts a new book
            return pos
        numbers = _NUMBERS.match(text, at)
        if numbers is None:
            return pos
        a, b, c, d = numbers.groups()
        current = pieces[-1]
        if b is None and (single or current[2]):
            # More verses of the current chapter.
            if sep.group(1) != "," or d is not None:
                return pos
            first, last = int(a), int(c or a)
            if first > last or _problem(table, book, current[0], None, [first, last]):
                return pos
            current[2].extend(range(first, last + 1))
            current[4] = numbers.end()
        else:
            more = _pieces(table, book, a, b, c, d)
            if more is None:
                return pos
            for piece in more:
                piece.extend((at, numbers.end()))
            pieces.extend(more)
        pos = numbers.end()


def _pieces(
    table: BookTable, book: int, a: str, b: str | None, c: str | None, d: str | None
) -> list[_Piece] | None:
    """The references written as a[:b][-c[:d]] in `book`, or None when impossible."""
    first = int(a)
    pieces: list[_Piece]
    if b is None and book in SINGLE_CHAPTER_BOOKS:
        if d is not None:
            return None
        last = int(c) if c is not None else first
        if last < first:
            return None
        pieces = [[1, None, list(range(first, last + 1))]]
    elif b is None:
        if d is not None:
            return None
        pieces = [[first, int(c) if c is not None else None, []]]
    elif c is None:
        pieces = [[first, None, [int(b)]]]
    elif d is None:
        if int(c) < int(b):
            return None
        pieces = [[first, None, list(range(int(b), int(c) + 1))]]
    else:
        to_chapter, to_verse = int(c), int(d)
        if to_chapter == first:
            if to_verse < int(b):
                return None
            pieces = [[first, None, list(range(int(b), to_verse + 1))]]
        elif to_chapter > first:
            if not 1 <= first <= table.chapter_count(book) or to_chapter > table.chapter_count(
                book
            ):
                return None
            pieces = [[first, None, list(range(int(b), table.verse_count(book, first) + 1))]]
            if to_chapter - first == 2:
                pieces.append([first + 1, None, []])
            elif to_chapter - first > 2:
                pieces.append([first + 1, to_chapter - 1, []])
            pieces.append([to_chapter, None, list(range(1, to_verse + 1))])
        else:
            return None
    for chapter, chapter_end, verses, *_ in pieces:
        if (verses and verses[0] < 1) or _problem(table, book, chapter, chapter_end, verses):
            return None
    return pieces
