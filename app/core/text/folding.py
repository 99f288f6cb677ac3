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
_NO_MARKS = str.maketrans("", "", PRONUNCIATION_MARKS)
_APOSTROPHES = re.compile(r"['’]")
_WORD = re.compile(r"\w+")


def fold(text: str) -> str:
    """Lower case without accents or pronunciation marks: "Reunião" -> "reuniao",
    "AÑO" -> "ano", "Je·hoʹvah" -> "jehovah"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).translate(
        _NO_MARKS)


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
