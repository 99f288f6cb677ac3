"""Publication references as the workbook writes them, in en/es/pt.

    parse_pub_ref("lmd lección 2 punto 5")  -> symbol lmd, lesson 2, point 5
    parse_pub_ref("lfb lessons 90, 91")     -> symbol lfb, lessons [90, 91]
    parse_pub_ref("w21.04 12 ¶5")           -> symbol w21.04, page 12, paragraphs [5]
    parse_pub_ref("jr 43 párrs. 3, 4")      -> symbol jr, page 43, paragraphs [3, 4]
    parse_pub_ref("w10 15/1 9 párrs. 7, 8") -> symbol w10.01, issue_day 15, page 9, [7, 8]
    parse_pub_ref("lmd apéndice A punto 6") -> symbol lmd, appendix A, point 6
    parse_pub_ref("bt cap. 17 párrs. 8-12 y recuadro de la pág. 137")
                                             -> symbol bt, chapter 17, [8..12], box_page 137
    pub_refs_in_text(text)                   -> references written in parentheses, unlinked

Returns None for text that is not a publication reference. Never raises.
"""

from __future__ import annotations

import re

from app.core.text import fold
from app.sources.parsers.models import PubRef

_SYMBOL = re.compile(r"^\s*([a-z]{1,8}(?:-\d)?(?:\d{2}\.\d{1,2})?)(?=\s|$)")
_LESSON = re.compile(
    r"\b(?:lessons?|lecc?ion(?:es)?|licao|licoes|studies|study|estudios?|estudos?|lec\.|lic\.)"
    r"\s*((?:\d{1,4}\s*(?:,|y|e|and|&|-)?\s*)+)"
)
_POINT = re.compile(r"\b(?:points?|puntos?|pontos?|pto\.|pt\.)\s*(\d{1,3})")
_CHAPTER = re.compile(r"\b(?:chap\.|chapter|cap\.|capitulo)\s*(\d{1,4})")
_PARAS = re.compile(
    r"(?:¶+|§+|\bpars?\.|\bparrs?\.|\bparagraphs?|\bparrafos?|\bparagrafos?)\s*"
    r"((?:\d{1,4}\s*(?:,|-|y|e|and)?\s*)+)"
)
_PAGE = re.compile(r"^\s*\S+\s+(\d{1,4})\b(?!\s*[:.]\d)")
# Older Watchtower references: "w10 15/1 9 párrs. 7, 8" (es/pt day/month), "w10 1/15 9".
_OLD_WATCHTOWER = re.compile(r"^\s*w(\d{2})\s+(\d{1,2})/(\d{1,2})\s+(\d{1,4})\b")
_APPENDIX = re.compile(r"\b(?:appendix|apendice|apendice)\s+([a-z])\b")
_BOX = re.compile(
    r"\b(?:box|recuadro|quadro)\s+(?:on\s+|de\s+la\s+|da\s+|na\s+)?"
    r"(?:page|pag(?:ina)?\.?|p\.)\s*(\d{1,4})")
_NUMBERS = re.compile(r"\d{1,4}(?:\s*-\s*\d{1,4})?")
# Symbols that mark an unlinked reference in parentheses as a publication reference.
_KNOWN = re.compile(
    r"^(?:lmd|th|lfb|lff|lffi|jy|jr|cl|ia|bhs|bh|kr|rr|sjj|ijwbq|ijwfq|mrt|w\d{2}\.\d{1,2}|"
    r"w\d{2}\s\d{1,2}/\d{1,2}|"
    r"g\d{2}\.\d{1,2}|it-[12]|km|be|od|scl|hf|lvs|cf|bt|ws)\b"
)
_PARENS = re.compile(r"\(([^()]{2,120})\)")


def _numbers(text: str, limit: int = 50) -> list[int]:
    found: list[int] = []
    for piece in _NUMBERS.findall(text):
        if "-" in piece:
            low, _, high = piece.partition("-")
            a, b = int(low), int(high)
            if a <= b and b - a < limit:
                found.extend(range(a, b + 1))
                continue
        found.append(int(piece.split("-")[0]))
    return found[:limit]


def parse_pub_ref(text: str, href: str = "") -> PubRef | None:
    """A publication reference out of its visible text, or None."""
    clean = " ".join(text.split())[:200].rstrip(" ,;")
    folded = fold(clean)
    old = _OLD_WATCHTOWER.match(folded)
    if old is not None:
        return _older_watchtower(old, folded, clean, href)
    m = _SYMBOL.match(folded)
    if m is None:
        return None
    ref = PubRef(symbol=m.group(1), text=clean, href=href)
    if appendix := _APPENDIX.search(folded):
        ref.appendix = appendix.group(1).upper()
    if box := _BOX.search(folded):
        ref.box_page = int(box.group(1))
    if lesson := _LESSON.search(folded):
        ref.lessons = _numbers(lesson.group(1))
        ref.lesson = ref.lessons[0] if ref.lessons else None
    if point := _POINT.search(folded):
        ref.point = int(point.group(1))
    if chapter := _CHAPTER.search(folded):
        ref.chapter = int(chapter.group(1))
    if paras := _PARAS.search(folded):
        ref.paragraphs = _numbers(paras.group(1))
    if ref.lesson is None and ref.chapter is None and (page := _PAGE.match(folded)):
        ref.page = int(page.group(1))
    return ref


def _older_watchtower(m: re.Match[str], folded: str, clean: str, href: str) -> PubRef:
    """ "w10 15/1 9 párrs. 7, 8": the Watchtower of 15 January 2010, page 9. The day is
    the number above 12 (es/pt write day/month, en month/day); else day/month."""
    a, b = int(m.group(2)), int(m.group(3))
    day, month = (b, a) if b > 12 else (a, b)
    ref = PubRef(symbol=f"w{m.group(1)}.{month:02d}", issue_day=day, page=int(m.group(4)),
                 text=clean, href=href)
    if paras := _PARAS.search(folded):
        ref.paragraphs = _numbers(paras.group(1))
    return ref


def pub_refs_in_text(text: str) -> list[PubRef]:
    """Unlinked references written in parentheses: "(lmd lección 2 punto 5)"."""
    found: list[PubRef] = []
    for group in _PARENS.findall(text):
        for piece in group.split(";"):
            if _KNOWN.match(fold(piece.strip())):
                ref = parse_pub_ref(piece)
                if ref is not None:
                    found.append(ref)
    return found
