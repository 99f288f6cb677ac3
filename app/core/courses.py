"""The publications a Bible study is conducted from, by symbol, and the names people give
them in es/en/pt (the planner reads a goal with them; ministry.bible_study accepts a
symbol or a name). Folded names (app.core.text.fold): no case, no accents.
"""

from __future__ import annotations

import re

from app.core.text import fold

# symbol -> names people write (folded; the symbol itself always counts)
COURSE_NAMES: dict[str, tuple[str, ...]] = {
    "lff": ("enjoy life forever", "disfrute de la vida para siempre",
            "disfruta de la vida para siempre", "seja feliz para sempre", "enjoy life",
            "disfrute de la vida", "libro disfrute", "livro seja feliz", "vida para siempre"),
    "bh": ("what does the bible really teach", "que ensena realmente la biblia",
           "que ensena la biblia realmente", "o que a biblia realmente ensina",
           "bible teach book", "libro ensena"),
    "bhs": ("what can the bible teach us", "que nos ensena la biblia",
            "o que podemos aprender com a biblia", "o que a biblia pode nos ensinar"),
    "lv": ("keep yourselves in gods love", "keep yourselves in god s love",
           "mantenganse en el amor de dios", "mantenha se no amor de deus",
           "mantenham se no amor de deus", "amor de dios libro", "gods love book"),
}

# Which unit a publication is divided in: lessons (lff) or chapters (the older books).
UNIT: dict[str, str] = {"lff": "lesson", "bh": "chapter", "bhs": "chapter", "lv": "chapter"}


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", fold(text)))


def course_symbol(text: str) -> str | None:
    """The symbol of the course publication `text` names or is, else None."""
    words = f" {_words(text)} "
    for symbol, names in COURSE_NAMES.items():
        if f" {symbol} " in words or any(f" {name} " in words for name in names):
            return symbol
    return None
