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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a possessive before the full stop is a word, not an initial
        ("Jesus gave his life, and the ransom is God's. When we pray, we thank him.",
         ["Jesus gave his life, and the ransom is God's.", "When we pray, we thank him."]),
        ("The decision was Peter’s. John agreed with it.",
         ["The decision was Peter’s.", "John agreed with it."]),
        # a citation with no colon and no full stop closes the sentence before it
        ("Paul cared for Onesimus. (Philem. 10, 11) Then he sent him back.",
         ["Paul cared for Onesimus. (Philem. 10, 11)", "Then he sent him back."]),
        ("Pablo quería a Onésimo. (Filem. 10, 11) Luego lo envió a Colosas.",
         ["Pablo quería a Onésimo. (Filem. 10, 11)", "Luego lo envió a Colosas."]),
        ("Paulo amava Onésimo. (Filem. 10, 11) Depois o mandou de volta.",
         ["Paulo amava Onésimo. (Filem. 10, 11)", "Depois o mandou de volta."]),
        ("Jehová nos cuida como un pastor. (Sal. 23) Confiemos en él.",
         ["Jehová nos cuida como un pastor. (Sal. 23)", "Confiemos en él."]),
        # a citation that ends the sentence, the full stop after it
        ("Dios amó tanto al mundo (Juan 3:16). Eso nos conmueve.",
         ["Dios amó tanto al mundo (Juan 3:16).", "Eso nos conmueve."]),
        ("Paul asked a favour for Onesimus (Philem. 10, 11). Then he sent him back.",
         ["Paul asked a favour for Onesimus (Philem. 10, 11).", "Then he sent him back."]),
        ("Adam sinned, and death spread (Rom. 5:12.) Then came the ransom.",
         ["Adam sinned, and death spread (Rom. 5:12.)", "Then came the ransom."]),
        # short book names before a chapter are not sentence ends (en, es, pt)
        ("As Philem. 10 shows, Paul was kind. We can be kind too.",
         ["As Philem. 10 shows, Paul was kind.", "We can be kind too."]),
        ("Read Mic. 6:8. It says what God asks of us.",
         ["Read Mic. 6:8.", "It says what God asks of us."]),
        ("Many will come, says Zech. 8:23. They join God's people.",
         ["Many will come, says Zech. 8:23.", "They join God's people."]),
        ("Lea Miq. 6:8. Dice lo que Dios pide.", ["Lea Miq. 6:8.", "Dice lo que Dios pide."]),
        ("Vea Heb. 11:6 y Sal. 34:8. Sin fe no podemos agradarle.",
         ["Vea Heb. 11:6 y Sal. 34:8.", "Sin fe no podemos agradarle."]),
        ("Lo explica Gén. 3:15. Luego lo aclara 1 Cor. 15:22. Hay esperanza.",
         ["Lo explica Gén. 3:15.", "Luego lo aclara 1 Cor. 15:22.", "Hay esperanza."]),
        ("Leia Sof. 2:3 e Mal. 3:16. Jeová se lembra de nós.",
         ["Leia Sof. 2:3 e Mal. 3:16.", "Jeová se lembra de nós."]),
        # titles (es, pt)
        ("Vino el Sr. García. La Dra. López y el Prof. Ruiz también.",
         ["Vino el Sr. García.", "La Dra. López y el Prof. Ruiz también."]),
        ("A Sra. Silva e a Profa. Lima vieram. Elas oraram conosco.",
         ["A Sra. Silva e a Profa. Lima vieram.", "Elas oraram conosco."]),
        ("Hablamos, p. ej., con los Sres. Gómez. Nos escucharon.",
         ["Hablamos, p. ej., con los Sres. Gómez.", "Nos escucharon."]),
        # closing quotes and brackets after the full stop
        ("Pedro le dijo: «Tú eres el Cristo.» Luego Jesús lo bendijo.",
         ["Pedro le dijo: «Tú eres el Cristo.»", "Luego Jesús lo bendijo."]),
        ("Ela respondeu: “Eis a escrava de Jeová.” Então o anjo partiu.",
         ["Ela respondeu: “Eis a escrava de Jeová.”", "Então o anjo partiu."]),
    ],
)
def test_split_sentences_references_and_possessives(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected
