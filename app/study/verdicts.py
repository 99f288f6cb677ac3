"""Verdicts in words, in the reader's language: "supported by ¶4", "not found in the
paragraph", "contradicts ¶3", and the name of the engine that decided (the texts are
the `study.*` messages of core.i18n)."""

from __future__ import annotations

import re

from app.core.i18n import has_key, tr

VERDICT_LABELS = ("entails", "neutral", "contradicts")
# A comment check's verdict names the label of the critique's verdicts.
COMMENT_LABELS = {"supported": "entails", "unsupported": "neutral",
                  "contradicted": "contradicts"}


def paragraph_mark(number: object, language: str) -> str:
    """"¶4" / "el párr. 4" / "o parág. 4"."""
    return tr("study.paragraph_mark", language, number=number)


def verdict_reason(label: str, language: str, where: str | None = None) -> str:
    """The verdict ("entails", "neutral", "contradicts") in words; `where` names the
    evidence ("¶4", "the scripture"), else "its source"."""
    label = label if label in VERDICT_LABELS else "neutral"
    if not where:
        return tr(f"study.reason.{label}.source", language)
    return _contracted(tr(f"study.reason.{label}", language, where=where), language)


_PT_CONTRACTIONS = {"em o": "no", "em a": "na", "em os": "nos", "em as": "nas",
                    "por o": "pelo", "por a": "pela", "por os": "pelos", "por as": "pelas"}
_PT_CONTRACTED = re.compile(r"(?<!\w)(em|por) (os|as|o|a)(?= )", re.IGNORECASE)


def _contracted(text: str, language: str) -> str:
    """Portuguese: em + o/a/os/as -> no/na/nos/nas, por + o/a… -> pelo/pela… (whole
    words: "nem o" stays)."""
    if language != "pt":
        return text

    def joined(m: re.Match[str]) -> str:
        out = _PT_CONTRACTIONS[f"{m.group(1).lower()} {m.group(2).lower()}"]
        return out.capitalize() if m.group(1)[0].isupper() else out

    return _PT_CONTRACTED.sub(joined, text)


def answer_reason(number: int, language: str, *, clear: bool,
                  answer_in: int | None = None) -> str:
    """A highlighted answer's confidence in words, short enough for a verdict column:
    "clear, in ¶4", "unclear, read all of ¶4", or, for a paragraph of a grouped
    question whose answer lies in another of its paragraphs, "mainly in ¶3"."""
    if answer_in is not None and answer_in != number:
        return _contracted(tr("study.answer.elsewhere", language,
                              where=paragraph_mark(answer_in, language)), language)
    key = "study.answer.clear" if clear else "study.answer.unsure"
    return _contracted(tr(key, language, where=paragraph_mark(number, language)), language)


def comment_reason(verdict: str, language: str, *, paragraph: int | None,
                   numbers: list[int] | None = None, scripture: bool = False) -> str:
    """A comment check in words: "supported by ¶4", "not found in the paragraph",
    "contradicts the scripture". `paragraph` is the 0-based paragraph of the evidence,
    `numbers` the paragraphs' printed numbers."""
    label = COMMENT_LABELS.get(verdict, "neutral")
    if scripture:
        where = tr("study.the_scripture", language)
    elif paragraph is not None and numbers and 0 <= paragraph < len(numbers):
        where = paragraph_mark(numbers[paragraph], language)
    else:
        where = tr("study.the_paragraph", language)
    return verdict_reason(label, language, where)


def engine_name(engine: str, language: str) -> str:
    key = f"study.engine.{engine}"
    return tr(key, language) if has_key(key) else engine


# A quoted piece of evidence is cut at this many characters (at a word).
QUOTE_LIMIT = 200
_CLASH_KEYS = {"number": "number", "name": "name", "could_have": "could_have"}


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """The evidence as quoted in a message: one line, cut at a word with "…" when long."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def comment_why(verdict: str, language: str, *, evidence: str = "", source: str = "",
                paragraph: int | None = None, numbers: list[int] | None = None,
                paragraphs: int = 1, scriptures: int = 0, clash: str = "") -> str:
    """Why a comment check came out as it did, as one sentence in the reader's language,
    quoting the evidence: "El párr. 4 dice lo contrario: «…»", "Supported by the cited
    verse: “…”", "Não se encontra no parágrafo nem nos textos citados". `source` is
    "paragraph" or "scripture" (where the evidence is), `paragraph` its 0-based
    paragraph and `numbers` the paragraphs' printed numbers; `paragraphs` and
    `scriptures` say how many were read; `clash` names how the words contradict
    ("number", "name", "could_have"; anything else: the opposite)."""
    if verdict not in ("supported", "contradicted") or not evidence:
        where = tr("study.where.paragraph" if paragraphs <= 1 else "study.where.paragraphs",
                   language)
        if scriptures <= 0:
            text = tr("study.why.unsupported", language, paragraphs=where)
        else:
            verses = tr("study.where.verse" if scriptures == 1 else "study.where.verses",
                        language)
            text = tr("study.why.unsupported_verses", language, paragraphs=where,
                      verses=verses)
        return _contracted(text, language)
    if source == "scripture":
        where = tr("study.where.verse" if scriptures <= 1 else "study.where.one_verse",
                   language)
    elif paragraph is not None and numbers and 0 <= paragraph < len(numbers):
        where = paragraph_mark(numbers[paragraph], language)
    else:
        where = tr("study.where.paragraph" if paragraphs <= 1
                   else "study.where.one_paragraph", language)
    if verdict == "supported":
        key = "study.why.supported"
    else:
        key = f"study.why.contradicted.{_CLASH_KEYS.get(clash, 'opposite')}"
    return _capitalised(_contracted(tr(key, language, where=where, quote=quoted(evidence)),
                                    language))
