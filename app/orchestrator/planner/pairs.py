"""Intents that come in pairs: a question about a teaching wants the apologetics answer
and the topic's research; an objection heard in the ministry about a teaching wants the
conversation and the apologetics answer. Data and two small rules, read by rules.py.

A teaching is recognised by its subject (the Trinity, the Kingdom of God, the
resurrection...), in the folded words of the goal (or of the objection quoted).
"""

from __future__ import annotations

import re

from app.orchestrator.planner.text import fold

# The subjects of Bible teachings people ask about, folded, per language (phrases match
# whole words). Kept apart from the cue weights: these decide pairs, not single intents.
TEACHINGS: dict[str, tuple[str, ...]] = {
    "en": ("trinity", "jesus god", "jesus is god", "jesus almighty", "son of god",
           "kingdom of god", "gods kingdom", "god s kingdom", "resurrection", "hellfire", "hell",
           "immortal soul", "soul", "holy spirit", "paradise", "armageddon", "last days",
           "end of the world", "heaven", "144000", "ransom", "the devil", "satan", "demons",
           "gods name", "god s name", "jehovah", "the cross", "rapture", "purgatory",
           "the dead", "after death", "when we die", "baptism", "prayer", "the bible true"),
    "es": ("trinidad", "jesus dios", "jesus es dios", "jesus todopoderoso", "hijo de dios",
           "reino de dios", "resurreccion", "infierno", "alma inmortal", "alma",
           "espiritu santo", "paraiso", "armagedon", "ultimos dias", "fin del mundo", "cielo",
           "144000", "rescate", "el diablo", "satanas", "demonios", "nombre de dios", "jehova",
           "la cruz", "rapto", "purgatorio", "los muertos", "despues de la muerte",
           "cuando morimos", "bautismo", "oracion"),
    "pt": ("trindade", "jesus deus", "jesus e deus", "jesus todo poderoso", "filho de deus",
           "reino de deus", "ressurreicao", "inferno", "alma imortal", "alma",
           "espirito santo", "paraiso", "armagedom", "ultimos dias", "fim do mundo", "ceu",
           "144000", "resgate", "o diabo", "satanas", "demonios", "nome de deus", "jeova",
           "a cruz", "arrebatamento", "purgatorio", "os mortos", "depois da morte",
           "quando morremos", "batismo", "oracao"),
}

# How a question about a teaching opens (folded, at the start of the goal). "What does
# the Bible say about X" is not one: it asks for the topic's research alone.
QUESTION_OPENINGS: dict[str, tuple[str, ...]] = {
    "en": ("is", "are", "was", "what is", "what are", "who is", "who was", "does", "do",
           "did", "will", "what happens", "where", "why"),
    "es": ("es", "son", "que es", "quien es", "que son", "existe", "hay", "por que", "donde",
           "que pasa", "habra"),
    "pt": ("e", "sao", "o que e", "que e", "quem e", "o que sao", "existe", "ha", "por que",
           "onde", "o que acontece"),
}

# "What does the Bible teach about X" asks about a teaching however it is punctuated.
TEACHES = re.compile(r"\b(?:teach|teaches|ensena|ensenan|ensina|ensinam)\b")


def _has(words: str, phrases: tuple[str, ...]) -> bool:
    padded = f" {words} "
    return any(f" {p} " in padded for p in phrases)


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", fold(text)))


def names_teaching(text: str, language: str) -> bool:
    """Whether `text` is about a Bible teaching (its subject is one people ask about)."""
    return _has(_words(text), TEACHINGS.get(language, ()))


def asks_about_teaching(goal: str, language: str) -> bool:
    """A question about a teaching ("Is Jesus God?", "¿Qué enseña la Biblia sobre la
    resurrección?"): it names a teaching and reads as a question."""
    words = _words(goal)
    if not names_teaching(goal, language):
        return False
    if TEACHES.search(words):
        return True
    opens = any(words == o or words.startswith(o + " ")
                for o in QUESTION_OPENINGS.get(language, ()))
    asked = goal.rstrip().endswith("?")
    return (opens or asked) and (asked or len(words.split()) <= 8)


_FOR_APOLOGETICS = re.compile(r"\s+(?:for|para|pra)\s+(?:the\s+|la\s+|a\s+)?apolog[^\W\d_]*\W*$",
                              re.IGNORECASE)


def without_purpose(question: str) -> str:
    """The question without a trailing "for apologetics" ("para apologética"): the purpose
    is not part of what is searched."""
    return _FOR_APOLOGETICS.sub("", question).strip() or question
