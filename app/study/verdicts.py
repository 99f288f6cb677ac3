"""Verdicts in words, in the reader's language: "supported by ¶4", "not found in the
paragraph", "contradicts ¶3", and the name of the engine that decided (the texts are
the `study.*` messages of core.i18n)."""

from __future__ import annotations

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


def _contracted(text: str, language: str) -> str:
    if language == "pt":  # em + o/a -> no/na, por + o/a -> pelo/pela
        text = (text.replace("em o ", "no ").replace("em a ", "na ")
                .replace("por o ", "pelo ").replace("por a ", "pela "))
    return text


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
