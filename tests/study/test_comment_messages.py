"""A comment check says why, in natural es, en and pt (issue 29 item 4): the place of the
evidence with the right article and number, the evidence quoted, and no glued articles
such as "Contradice el un texto citado"."""

from __future__ import annotations

import re

import pytest

from app.service.study import explain_comment
from app.study.comments import CommentCheck, claim_of
from app.study.verdicts import comment_why, quoted

QUOTE = "Jehová nunca se cansa de oír nuestras oraciones."


@pytest.mark.parametrize(("language", "scriptures", "expected"), [
    ("es", 1, f"Lo respalda el texto citado: «{QUOTE}»"),
    ("es", 3, f"Lo respalda uno de los textos citados: «{QUOTE}»"),
    ("en", 1, f"Supported by the cited verse: “{QUOTE}”"),
    ("en", 2, f"Supported by one of the cited verses: “{QUOTE}”"),
    ("pt", 1, f"Apoiado pelo texto citado: “{QUOTE}”"),
    ("pt", 2, f"Apoiado por um dos textos citados: “{QUOTE}”"),
])
def test_supported_by_a_verse(language: str, scriptures: int, expected: str) -> None:
    assert comment_why("supported", language, evidence=QUOTE, source="scripture",
                       scriptures=scriptures) == expected


@pytest.mark.parametrize(("language", "scriptures", "expected"), [
    ("es", 1, f"El texto citado dice lo contrario: «{QUOTE}»"),
    ("es", 2, f"Uno de los textos citados dice lo contrario: «{QUOTE}»"),
    ("en", 1, f"The cited verse says the opposite: “{QUOTE}”"),
    ("en", 2, f"One of the cited verses says the opposite: “{QUOTE}”"),
    ("pt", 1, f"O texto citado diz o contrário: “{QUOTE}”"),
    ("pt", 2, f"Um dos textos citados diz o contrário: “{QUOTE}”"),
])
def test_contradicted_by_a_verse(language: str, scriptures: int, expected: str) -> None:
    assert comment_why("contradicted", language, evidence=QUOTE, source="scripture",
                       scriptures=scriptures) == expected


@pytest.mark.parametrize(("language", "numbers", "paragraphs", "verdict", "expected"), [
    # a numbered paragraph
    ("es", [4], 1, "supported", f"Lo respalda el párr. 4: «{QUOTE}»"),
    ("en", [4], 1, "supported", f"Supported by ¶4: “{QUOTE}”"),
    ("pt", [4], 1, "supported", f"Apoiado pelo parág. 4: “{QUOTE}”"),
    ("es", [4], 1, "contradicted", f"El párr. 4 dice lo contrario: «{QUOTE}»"),
    ("en", [4], 1, "contradicted", f"¶4 says the opposite: “{QUOTE}”"),
    ("pt", [4], 1, "contradicted", f"O parág. 4 diz o contrário: “{QUOTE}”"),
    # one paragraph without a number; one of several
    ("es", None, 1, "contradicted", f"El párrafo dice lo contrario: «{QUOTE}»"),
    ("en", None, 1, "supported", f"Supported by the paragraph: “{QUOTE}”"),
    ("pt", None, 1, "supported", f"Apoiado pelo parágrafo: “{QUOTE}”"),
    ("es", None, 2, "supported", f"Lo respalda uno de los párrafos: «{QUOTE}»"),
    ("en", None, 2, "contradicted", f"One of the paragraphs says the opposite: “{QUOTE}”"),
    ("pt", None, 2, "contradicted", f"Um dos parágrafos diz o contrário: “{QUOTE}”"),
])
def test_the_paragraph_behind_the_verdict(language: str, numbers: list[int] | None,
                                          paragraphs: int, verdict: str, expected: str) -> None:
    assert comment_why(verdict, language, evidence=QUOTE, source="paragraph", paragraph=0,
                       numbers=numbers, paragraphs=paragraphs) == expected


@pytest.mark.parametrize(("language", "paragraphs", "scriptures", "expected"), [
    ("es", 1, 0, "No se encuentra en el párrafo"),
    ("es", 1, 1, "No se encuentra en el párrafo ni en el texto citado"),
    ("es", 2, 3, "No se encuentra en los párrafos ni en los textos citados"),
    ("en", 1, 0, "Not found in the paragraph"),
    ("en", 1, 1, "Not found in the paragraph or the cited verse"),
    ("en", 2, 2, "Not found in the paragraphs or the cited verses"),
    ("pt", 1, 0, "Não se encontra no parágrafo"),
    ("pt", 1, 1, "Não se encontra no parágrafo nem no texto citado"),
    ("pt", 3, 2, "Não se encontra nos parágrafos nem nos textos citados"),
])
def test_unsupported_says_what_was_read(language: str, paragraphs: int, scriptures: int,
                                        expected: str) -> None:
    assert comment_why("unsupported", language, paragraphs=paragraphs,
                       scriptures=scriptures) == expected


@pytest.mark.parametrize(("language", "clash", "expected"), [
    ("es", "number", "El párr. 2 da otra cantidad: «"),
    ("en", "number", "¶2 gives a different number: “"),
    ("pt", "number", "O parág. 2 dá outro número: “"),
    ("es", "name", "El párr. 2 habla de otra persona: «"),
    ("en", "name", "¶2 names someone else: “"),
    ("pt", "name", "O parág. 2 fala de outra pessoa: “"),
    ("es", "could_have", "El párr. 2 dice lo que pudo haber pasado, no lo que pasó: «"),
    ("en", "could_have", "¶2 says what could have happened, not what did: “"),
    ("pt", "could_have", "O parág. 2 diz o que poderia ter acontecido, não o que aconteceu: “"),
    ("es", "negation", "El párr. 2 dice lo contrario: «"),
])
def test_a_contradiction_names_what_clashes(language: str, clash: str, expected: str) -> None:
    why = comment_why("contradicted", language, evidence=QUOTE, source="paragraph",
                      paragraph=1, numbers=[1, 2], paragraphs=2, clash=clash)
    assert why.startswith(expected)


@pytest.mark.parametrize("language", ["es", "en", "pt"])
def test_no_message_glues_two_articles(language: str) -> None:
    glued = re.compile(r"\b(?:el|la|los|the|o|a|os) (?:un|una|uno|a|an|um|uma)\b",
                       re.IGNORECASE)
    for verdict in ("supported", "contradicted", "unsupported"):
        for source in ("paragraph", "scripture"):
            for count in (1, 2):
                for numbers in (None, [3, 4]):
                    why = comment_why(verdict, language, evidence="x y z", source=source,
                                      paragraph=0, numbers=numbers, paragraphs=count,
                                      scriptures=count)
                    assert not glued.search(why), why
                    assert why[:1].isupper() or why.startswith("¶"), why
                    assert "{" not in why and "em o " not in why, why


def test_a_long_quote_is_cut_at_a_word() -> None:
    long = " ".join(["palabra"] * 60)
    cut = quoted(long)
    assert cut.endswith("palabra…") and len(cut) <= 201
    assert quoted("  corta\n  frase ") == "corta frase"


def test_explain_comment_uses_the_checks_fields() -> None:
    check = CommentCheck("contradicted", 0.9, QUOTE, source="paragraph", sentence=4,
                         paragraph=1, clash="number", paragraphs=2, scriptures=1)
    assert explain_comment(check, "es", [7, 8]) == f"El párr. 8 da otra cantidad: «{QUOTE}»"
    unsupported = CommentCheck("unsupported", 0.7, "", paragraphs=1, scriptures=2)
    assert explain_comment(unsupported, "en") == \
        "Not found in the paragraph or the cited verses"


@pytest.mark.parametrize(("language", "comment", "claim"), [
    ("es", "Me ayuda saber que Jehová nunca se cansa de escucharnos.",
     "Jehová nunca se cansa de escucharnos."),
    ("es", "Aprendí que Noé obedeció aunque otros se burlaban. Eso me anima mucho.",
     "Noé obedeció aunque otros se burlaban."),
    ("es", "Lo que más me gusta es que Rut fue leal a Noemí.", "Rut fue leal a Noemí."),
    ("en", "I like that Jesus took time to listen to the children.",
     "Jesus took time to listen to the children."),
    ("en", "It helps me to know that Jehovah forgives completely.",
     "Jehovah forgives completely."),
    ("pt", "Gosto de saber que Jeová conhece nossos sentimentos.",
     "Jeová conhece nossos sentimentos."),
    ("pt", "Fico feliz em saber que Jesus tinha compaixão. Isso me consola.",
     "Jesus tinha compaixão."),
    # nothing of the person's to take off
    ("en", "Jesus wept when Lazarus died.", "Jesus wept when Lazarus died."),
    ("es", "Jehová nos enseña que debemos perdonar.", "Jehová nos enseña que debemos perdonar."),
])
def test_the_persons_framing_is_taken_off(language: str, comment: str, claim: str) -> None:
    assert claim_of(comment, language) == claim
