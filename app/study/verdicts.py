"""Verdicts in words, in the reader's language: "supported by ¶4", "not found in the
paragraph", "contradicts ¶3", and the name of the engine that decided."""

from __future__ import annotations

PARAGRAPH_MARK = {"en": "¶{n}", "es": "el párr. {n}", "pt": "o parág. {n}"}

_REASONS = {
    "entails": {
        "en": ("supported by {where}", "supported by its source"),
        "es": ("respaldado por {where}", "respaldado por su fuente"),
        "pt": ("apoiado por {where}", "apoiado pela fonte"),
    },
    "neutral": {
        "en": ("not found in {where}", "not found in its source"),
        "es": ("no se encuentra en {where}", "no se encuentra en su fuente"),
        "pt": ("não se encontra em {where}", "não se encontra na fonte"),
    },
    "contradicts": {
        "en": ("contradicts {where}", "contradicts its source"),
        "es": ("contradice {where}", "contradice su fuente"),
        "pt": ("contradiz {where}", "contradiz a fonte"),
    },
}
# A comment check's verdict names the label of the critique's verdicts.
COMMENT_LABELS = {"supported": "entails", "unsupported": "neutral",
                  "contradicted": "contradicts"}
SCRIPTURE = {"en": "the scripture", "es": "el texto bíblico", "pt": "o texto bíblico"}
PARAGRAPH = {"en": "the paragraph", "es": "el párrafo", "pt": "o parágrafo"}

ENGINE_NAMES = {
    "model": {"en": "local NLI model", "es": "modelo NLI local", "pt": "modelo NLI local"},
    "word-overlap": {"en": "word overlap (no model)",
                     "es": "coincidencia de palabras (sin modelo)",
                     "pt": "coincidência de palavras (sem modelo)"},
}


def paragraph_mark(number: object, language: str) -> str:
    """"¶4" / "el párr. 4" / "o parág. 4"."""
    return PARAGRAPH_MARK.get(language, PARAGRAPH_MARK["en"]).format(n=number)


def verdict_reason(label: str, language: str, where: str | None = None) -> str:
    """The verdict ("entails", "neutral", "contradicts") in words; `where` names the
    evidence ("¶4", "the scripture"), else "its source"."""
    forms = _REASONS.get(label, _REASONS["neutral"])
    with_where, without = forms.get(language, forms["en"])
    if not where:
        return without
    text = with_where.format(where=where)
    if language == "pt":  # em + o/a -> no/na, por + o/a -> pelo/pela
        text = (text.replace("em o ", "no ").replace("em a ", "na ")
                .replace("por o ", "pelo ").replace("por a ", "pela "))
    return text


def comment_reason(verdict: str, language: str, *, paragraph: int | None,
                   numbers: list[int] | None = None, scripture: bool = False) -> str:
    """A comment check in words: "supported by ¶4", "not found in the paragraph",
    "contradicts the scripture". `paragraph` is the 0-based paragraph of the evidence,
    `numbers` the paragraphs' printed numbers."""
    label = COMMENT_LABELS.get(verdict, "neutral")
    if scripture:
        where = SCRIPTURE.get(language, SCRIPTURE["en"])
    elif paragraph is not None and numbers and 0 <= paragraph < len(numbers):
        where = paragraph_mark(numbers[paragraph], language)
    else:
        where = PARAGRAPH.get(language, PARAGRAPH["en"])
    return verdict_reason(label, language, where)


def engine_name(engine: str, language: str) -> str:
    names = ENGINE_NAMES.get(engine)
    return names.get(language, names["en"]) if names else engine
