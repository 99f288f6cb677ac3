from __future__ import annotations

import pytest

from app.core.text import split_sentences


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dios es amor. Eso nos consuela.", ["Dios es amor.", "Eso nos consuela."]),
        # abbreviations do not end a sentence
        ("Hay muchas formas, p. ej., orar juntos. El Dr. Ruiz lo confirmó.",
         ["Hay muchas formas, p. ej., orar juntos.", "El Dr. Ruiz lo confirmó."]),
        ("Mr. Brown arrived. Then we left.", ["Mr. Brown arrived.", "Then we left."]),
        # verse references: a colon never splits, a book's short name keeps its chapter
        ("Como dice Juan 3:16, Dios amó al mundo. Pablo lo sabía.",
         ["Como dice Juan 3:16, Dios amó al mundo.", "Pablo lo sabía."]),
        ("Paul wrote to them (Rom. 8:28). They were glad.",
         ["Paul wrote to them (Rom. 8:28).", "They were glad."]),
        ("O apóstolo escreveu isso em 1 Cor. 13:4. Leia com atenção.",
         ["O apóstolo escreveu isso em 1 Cor. 13:4.", "Leia com atenção."]),
        # a scripture aside stays with its sentence
        ("Dios escucha. (Lea Salmo 65:2.) Por eso oramos.",
         ["Dios escucha. (Lea Salmo 65:2.)", "Por eso oramos."]),
        # quotations are not cut inside
        ('She answered: "Look! Jehovah\'s slave girl!" Then the angel left.',
         ['She answered: "Look! Jehovah\'s slave girl!"', "Then the angel left."]),
        ("Pablo escribió: «Estén gozosos. Oren sin cesar.» Y lo hicieron.",
         ["Pablo escribió: «Estén gozosos. Oren sin cesar.»", "Y lo hicieron."]),
        # Spanish question and exclamation marks
        ("¿Por qué oramos? ¡Porque Jehová escucha! Así es.",
         ["¿Por qué oramos?", "¡Porque Jehová escucha!", "Así es."]),
        # "no." and "nós." are words, not abbreviations
        ("Ele disse que não. A decisão foi dele.", ["Ele disse que não.", "A decisão foi dele."]),
        ("Os amigos influenciam nós. A Bíblia diz isso.",
         ["Os amigos influenciam nós.", "A Bíblia diz isso."]),
        # a citation with no period of its own closes the sentence before it
        ("Sean amables. (Col. 4:6) En este artículo veremos cómo.",
         ["Sean amables. (Col. 4:6)", "En este artículo veremos cómo."]),
        ("  ", []),
    ],
)
def test_split_sentences(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected


def test_lowercase_after_period_does_not_split() -> None:
    assert split_sentences("Vino el 607 a. de la era común. Luego") == [
        "Vino el 607 a. de la era común.", "Luego"]
