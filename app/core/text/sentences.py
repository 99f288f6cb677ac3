"""Split a study paragraph (es/en/pt) into sentences.

A sentence ends at . ! ? or … (with any closing quotes or brackets after it)
followed by space and something that can start a sentence: a capital, a digit,
an opening quote or bracket, ¿ or ¡. It does not end after an abbreviation
("p. ej.", "Dr.", "etc."), an initial ("J. F."), or a Bible book's short name
before its chapter ("Rom. 8:28", "Filem. 10"); colons in verse references
("Juan 3:16") never split. A possessive is a word, not an initial ("God's. When"
ends a sentence). A parenthetical that stands after a sentence ("(Lea Juan 3:16.)",
"(Filem. 10, 11) Luego…") stays with the sentence it comments on.
"""

from __future__ import annotations

import re

from app.core.text.folding import fold, word_set

_BOUNDARY = re.compile(
    r"[.!?…]+[\"'»”’)\]]*\s+(?=[\"'«“‘(\[¿¡]*[A-ZÁÉÍÓÚÑÜÂÊÔÃÕÇÀ0-9])"
)
# a scripture citation opening a piece, then the next sentence: "(Col. 4:6) En …",
# "(Filem. 10, 11) Luego …", "(Sal. 23) Confiemos …": a book's name, then a chapter
_LEADING_CITATION = re.compile(
    r"(\((?:[1-3]\s?)?[^\W\d_][^()\d]*\d[^()]*\)\.?)\s+(?=\S)"
)
# the last word before the stop; a possessive or a contraction is one word ("God's")
_LAST_WORD = re.compile(r"([^\W\d_]+(?:['’][^\W\d_]+)*)[.!?…]*[\"'»”’)\]]*\s*$")

ABBREVIATIONS = word_set(

        # en
        "mr mrs ms dr st jr sr vs etc e.g i.e pp ch chap vol approx cf ed fig "
        # es
        "sra srta dra ej pág págs cap caps núm vol ee uu art párr ud uds vid sres dres prof profa "
        # pt
        "ex pág parág nº sras srs "

)

# Short names of Bible books (es/en/pt) written with a period before the chapter.
BOOK_ABBREVIATIONS = word_set(

        "gén éx lev núm deut jos jue sam rey crón neh est sal prov ecl is jer lam ezeq dan os "
        "abd miq nah hab sof zac mal "
        "mat mar luc hech rom cor gál efes filip col tes tim tit filem heb sant ped apoc "
        "gen ex num josh judg ki chron esth ps eccl isa ezek hos obad mic zeph hag zech "
        "matt rev gal eph phil thess philem jas pet "
        "gên êx jz crô pro nee cân eze obd na ag efé fil tia apo"

)


def _no_break_before(head: str, tail: str) -> bool:
    """Is the boundary between head and tail not a sentence end?"""
    match = _LAST_WORD.search(head)
    if match is None:
        return False
    word = fold(match.group(1))
    if not head.rstrip().rstrip("\"'»”’)]").endswith("."):
        return False  # ? ! … always end a sentence
    if len(word) == 1:  # an initial or a one-letter abbreviation: "J. F.", "p. ej."
        return True
    if word in ABBREVIATIONS:
        return True
    return word in BOOK_ABBREVIATIONS and tail[:1].isdigit()


def _inside_quote(head: str, tail: str) -> bool:
    """Is the boundary inside a quotation that closes later in the text?"""
    for opening, closing in (("«", "»"), ("“", "”")):
        if head.count(opening) > head.count(closing) and closing in tail:
            return True
    return head.count('"') % 2 == 1 and '"' in tail


def _is_aside(sentence: str) -> bool:
    """A sentence that is only a parenthetical: "(Lea Juan 3:16.)"."""
    text = sentence.strip()
    return text.startswith(("(", "[")) and text.endswith((")", "]", ").", "].")) and (
        text.count("(") + text.count("[") == 1
    )


def split_sentences(text: str) -> list[str]:
    """The sentences of a paragraph, in order, each stripped; none empty."""
    text = " ".join(text.split())
    if not text:
        return []
    pieces: list[str] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        head = text[start : match.end()]
        if _no_break_before(head, text[match.end() :]):
            continue
        # do not end inside an open parenthesis or quotation
        if head.count("(") > head.count(")") or _inside_quote(head, text[match.end() :]):
            continue
        pieces.append(head.strip())
        start = match.end()
    pieces.append(text[start:].strip())
    out: list[str] = []
    for piece in pieces:
        if not piece:
            continue
        if out and _is_aside(piece):
            out[-1] = f"{out[-1]} {piece}"
            continue
        lead = _LEADING_CITATION.match(piece)
        if out and lead:  # "(Col. 4:6) En este artículo…": the citation closes the sentence before
            out[-1] = f"{out[-1]} {lead.group(1)}"
            piece = piece[lead.end() :]
        out.append(piece)
    return out
