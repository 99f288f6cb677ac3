"""The 66 Bible books in es/en/pt: names, abbreviations, chapter and verse counts.

The data lives in `resources/books/{en,es,pt}.json` and is loaded once. From it this
module builds the lookup tables and one compiled regular expression (a trie of every
name and abbreviation, with accents and without) used by `app.sources.references`.

Numbered books (1 Samuel, 2 Corinthians, 3 John...) are indexed by their base name
("samuel", "corinthians", "john") plus the number, so every way of writing the number
("1", "1.", "1st", "First", "I", "Primera de", "1.ª", "1º"...) works with every base name.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from app.core.models import LANGUAGES
from app.core.paths import resources_dir
from app.core.text import key

BOOK_COUNT = 66
# Books with a single chapter: "Jude 3" is verse 3.
SINGLE_CHAPTER_BOOKS = frozenset({31, 57, 63, 64, 65})

_NUMBERED_ALIAS = re.compile(r"^([123])\s*(\S.*)$")
_ORDINAL_WORDS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3,
    "1st": 1, "2nd": 2, "3rd": 3,
    "primer": 1, "primero": 1, "primera": 1, "primeiro": 1, "primeira": 1,
    "segundo": 2, "segunda": 2,
    "tercer": 3, "tercero": 3, "tercera": 3, "terceiro": 3, "terceira": 3,
}
_ROMAN = {"I": 1, "II": 2, "III": 3}

# The number in front of a numbered book. Groups: ord (a word, optionally followed by
# "de", "of", "a los"...), dig (a digit, optionally "1.", "1ª", "1.º", "1a"), rom (I, II, III).
_PREFIX = (
    r"(?:(?P<ord>first|second|third|1st|2nd|3rd|primer[oa]?|primeir[oa]|segund[oa]"
    r"|tercer[oa]?|terceir[oa])(?:\s+(?:de|of|a\s+los|aos|ao|a))?\s+"
    r"|(?P<dig>[123])(?:\.?[ªº]\.?|[ao](?=\s)|\.)?\s*"
    r"|(?P<rom>III|II|I)\s+)"
)


def fold(text: str) -> str:
    """Lower-case, accent-free, single-spaced, without periods: the lookup key of a name."""
    return key(text)


def exact_key(text: str) -> str:
    """Lower-case (accents kept), single-spaced, without periods."""
    return " ".join(unicodedata.normalize("NFC", text).casefold().replace(".", " ").split())


@dataclass(frozen=True, slots=True)
class BookNames:
    """One book's names in one language."""

    number: int
    name: str
    abbreviation: str
    singular: str  # the name used for a single chapter ("Psalm 23"); usually == name


@dataclass(frozen=True, slots=True)
class Candidates:
    """What one written name may stand for, per language: language -> book number."""

    by_language: dict[str, int]

    def choose(self, language: str | None) -> list[int]:
        """Book numbers to try, best first: the hinted language, then the majority."""
        order: list[int] = []
        if language is not None and language in self.by_language:
            order.append(self.by_language[language])
        votes: dict[int, int] = {}
        for lang in LANGUAGES:
            book = self.by_language.get(lang)
            if book is not None:
                votes[book] = votes.get(book, 0) + 1
        for book, _ in sorted(votes.items(), key=lambda item: -item[1]):
            if book not in order:
                order.append(book)
        return order


class BookTable:
    """Everything the reference parser needs to know about books, built once."""

    def __init__(self, raw: dict[str, dict[str, Any]]) -> None:
        self.names: dict[str, dict[int, BookNames]] = {}
        self.verse_counts: tuple[tuple[int, ...], ...] = ()
        self.common_words: frozenset[str] = frozenset()
        # exact key (accents kept) / folded key -> language -> book
        plain_exact: dict[str, dict[str, int]] = {}
        plain_folded: dict[str, dict[str, int]] = {}
        numbered_exact: dict[str, dict[str, dict[int, int]]] = {}
        numbered_folded: dict[str, dict[str, dict[int, int]]] = {}
        spellings: set[str] = set()
        common: set[str] = set()
        counts: list[tuple[int, ...]] | None = None

        for language in LANGUAGES:
            data = raw[language]
            common.update(exact_key(w) for w in data.get("common_words", []))
            books = data["books"]
            if len(books) != BOOK_COUNT:
                raise ValueError(f"books/{language}.json must list {BOOK_COUNT} books")
            per_lang: dict[int, BookNames] = {}
            lang_counts: list[tuple[int, ...]] = []
            exact_here: dict[str, int] = {}
            folded_here: dict[str, int] = {}
            numbered_exact_here: dict[str, dict[int, int]] = {}
            numbered_folded_here: dict[str, dict[int, int]] = {}
            for position, book in enumerate(books, 1):
                number = int(book["number"])
                if number != position:
                    raise ValueError(f"books/{language}.json: book {number} out of order")
                verses = tuple(int(v) for v in book["verses"])
                if len(verses) != int(book["chapters"]):
                    raise ValueError(f"books/{language}.json: book {number} verse counts")
                lang_counts.append(verses)
                per_lang[number] = BookNames(
                    number, book["name"], book["abbreviation"], book.get("singular", book["name"])
                )
                written = [book["name"], book["abbreviation"], *book["aliases"]]
                if "singular" in book:
                    written.append(book["singular"])
                for alias in written:
                    key = exact_key(alias)
                    match = _NUMBERED_ALIAS.match(key)
                    if match:
                        ordinal, base = int(match.group(1)), match.group(2)
                        _claim(numbered_exact_here.setdefault(base, {}), ordinal, number, alias)
                        numbered_folded_here.setdefault(fold(base), {}).setdefault(ordinal, number)
                        spellings.update((base, fold(base)))
                    else:
                        _claim(exact_here, key, number, alias)
                        folded_here.setdefault(fold(key), number)
                        spellings.update((key, fold(key)))
            self.names[language] = per_lang
            if counts is None:
                counts = lang_counts
            elif counts != lang_counts:
                raise ValueError(f"books/{language}.json: chapter or verse counts differ")
            for key, book_no in exact_here.items():
                plain_exact.setdefault(key, {})[language] = book_no
            for key, book_no in folded_here.items():
                plain_folded.setdefault(key, {})[language] = book_no
            for key, by_ordinal in numbered_exact_here.items():
                numbered_exact.setdefault(key, {})[language] = by_ordinal
            for key, by_ordinal in numbered_folded_here.items():
                numbered_folded.setdefault(key, {})[language] = by_ordinal

        assert counts is not None
        self.verse_counts = tuple(counts)
        self.common_words = frozenset(common)
        self._plain_exact = plain_exact
        self._plain_folded = plain_folded
        self._numbered_exact = numbered_exact
        self._numbered_folded = numbered_folded
        self._cache: dict[tuple[str, int | None], Candidates | None] = {}
        name_trie = trie_pattern(spellings)
        self.pattern = re.compile(
            r"(?<!\w)(?:" + _PREFIX + r")?(?P<name>" + name_trie + r")(?![^\W\d_])\.?\s*(?=\d)",
            re.IGNORECASE,
        )
        self.name_pattern = re.compile(
            r"\s*(?:" + _PREFIX + r")?(?P<name>" + name_trie + r")\.?\s*", re.IGNORECASE
        )

    def lookup(self, written: str, ordinal: int | None) -> Candidates | None:
        """The books a written base name (without its number) may stand for."""
        cache_key = (written, ordinal)
        if cache_key in self._cache:
            return self._cache[cache_key]
        key = exact_key(written)
        found: dict[str, int] = {}
        if ordinal is None:
            found = dict(self._plain_exact.get(key, {}))
            for language, book in self._plain_folded.get(fold(key), {}).items():
                found.setdefault(language, book)
        else:
            for table, k in ((self._numbered_exact, key), (self._numbered_folded, fold(key))):
                for language, by_ordinal in table.get(k, {}).items():
                    if ordinal in by_ordinal:
                        found.setdefault(language, by_ordinal[ordinal])
        result = Candidates(found) if found else None
        if len(self._cache) < 4096:
            self._cache[cache_key] = result
        return result

    def chapter_count(self, book: int) -> int:
        return len(self.verse_counts[book - 1])

    def verse_count(self, book: int, chapter: int) -> int:
        return self.verse_counts[book - 1][chapter - 1]


def _claim(table: dict[Any, int], key: Any, number: int, alias: str) -> None:
    """Record key -> number, refusing one spelling for two books in one language."""
    previous = table.setdefault(key, number)
    if previous != number:
        raise ValueError(f"alias {alias!r} names both book {previous} and book {number}")


def ordinal_of(match: re.Match[str]) -> int | None:
    """The number (1-3) written before a book name, or None when absent or not usable.

    Ordinal words and Roman numerals only count when capitalised ("First John",
    "II Kings"); "the first John 3:16 quote" is John, not 1 John.
    """
    word = match.group("ord")
    if word is not None:
        return _ORDINAL_WORDS[word.lower()] if not word[0].islower() else None
    digit = match.group("dig")
    if digit is not None:
        return int(digit)
    roman = match.group("rom")
    if roman is not None:
        return _ROMAN.get(roman)
    return None


def has_prefix(match: re.Match[str]) -> bool:
    """Whether a number of some kind was written before the book name."""
    return match.start("name") != match.start()


def trie_pattern(words: set[str]) -> str:
    """A regex alternation of `words` factored as a trie (fast for many names).

    A space inside a name matches any run of whitespace. Longer spellings are tried
    first, falling back to shorter ones when what follows does not fit.
    """
    root: dict[str, Any] = {}
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        ends_here = "" in node
        branches = [
            (r"\s+" if ch == " " else re.escape(ch)) + emit(child)
            for ch, child in sorted(node.items())
            if ch
        ]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if ends_here:
            return ("(?:" + body + ")?") if len(branches) == 1 else body + "?"
        return body

    return emit(root)


@lru_cache(maxsize=1)
def book_table() -> BookTable:
    """The book table, loaded from resources/books once per process."""
    folder = resources_dir() / "books"
    raw: dict[str, dict[str, Any]] = {
        language: json.loads((folder / f"{language}.json").read_text(encoding="utf-8"))
        for language in LANGUAGES
    }
    return BookTable(raw)
