"""Folding: the one way text is compared across spellings.

`fold` lowers the case (Unicode case folding: "Straße" == "STRASSE"), drops accents
("Jehová" == "jehova", "Reunião" == "reuniao"), expands compatibility forms ("ﬁ" ->
"fi", "²" -> "2", full-width letters) and drops the pronunciation marks of Bible
names ("Je·hoʹvah" == "Jehovah"): the middle dot between syllables and the stress
mark. Every layer folds with it; `key` and `plain` are its two shapes for lookups.
"""

from __future__ import annotations

import re
import unicodedata

# The marks wol.jw.org's Bible text sets inside names to show how they are said: the
# middle dot (and the hyphenation point) between syllables, the prime or acute after
# the stressed one ("Je·hoʹvah", "Ne·bu·chad·nezʹzar"). Not letters of the name.
PRONUNCIATION_MARKS = "\u00b7\u2027\u02b9\u02ca"
# a dot between letters marks a syllable; between words or numbers ("Lesson 3 · point
# 4") it separates them and stays
_MARKS = re.compile(r"(?<=[^\W\d_])[\u00b7\u2027](?=[^\W\d_])|[\u02b9\u02ca]")
_APOSTROPHES = re.compile(r"['’]")
_WORD = re.compile(r"\w+")


def unmark(text: str) -> str:
    """The text without the pronunciation marks of names, its case and accents kept
    ("Ni·co·deʹmus" -> "Nicodemus"): what the parsers keep of a verse for search and
    matching (the printed text is kept beside it for display, `Verse.marked`)."""
    return _MARKS.sub("", text) if any(m in text for m in PRONUNCIATION_MARKS) else text


def fold(text: str) -> str:
    """Lower case without accents or pronunciation marks: "Reunião" -> "reuniao",
    "AÑO" -> "ano", "Je·hoʹvah" -> "jehovah"."""
    decomposed = unicodedata.normalize("NFKD", unmark(text).casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def key(text: str) -> str:
    """A name's lookup key: folded, without periods, single-spaced ("1 Cor." -> "1 cor")."""
    return " ".join(fold(text).replace(".", " ").split())


def plain(text: str) -> str:
    """The folded words only, apostrophes dropped, single-spaced ("I'm SO alone..." ->
    "im so alone"): for matching phrases whatever the punctuation."""
    return " ".join(_WORD.findall(_APOSTROPHES.sub("", fold(text))))


def word_set(text: str) -> frozenset[str]:
    """The folded words of a space-separated list."""
    return frozenset(fold(text).split())
