"""The one evidence model (app.study.evidence): the rules every verdict follows."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from app.nli.lexical import LexicalEntailer
from app.study.evidence import Source, sentences, weigh, weigh_blocking

URL = "https://wol.jw.org/en/wol/d/r1/lp-e/1102008070"


async def _lexical(pairs: list[tuple[str, str]]) -> tuple[list[dict[str, float]], str]:
    return await LexicalEntailer().entail_batch(pairs), "word-overlap"


class _Fixed:
    """A blocking scorer that entails every pair it is given (and counts them)."""

    def __init__(self) -> None:
        self.pairs: list[tuple[str, str]] = []

    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[dict[str, float]]:
        self.pairs += list(pairs)
        return [{"entailment": 0.95, "neutral": 0.03, "contradiction": 0.02} for _ in pairs]


@pytest.mark.asyncio
async def test_an_openable_on_subject_assertion_supports() -> None:
    text = "Jesus wept when his friend Lazarus died."
    found = await weigh("Jesus wept when Lazarus died", [Source(text, URL, "Lazarus")],
                        "en", _lexical)
    assert found.verdict == "supported" and found.deciding[0].text == text
    assert found.score() >= 0.55


@pytest.mark.asyncio
async def test_an_uncited_passage_never_decides() -> None:
    found = await weigh("Jesus wept when Lazarus died",
                        [Source("Jesus wept when his friend Lazarus died.")], "en", _lexical)
    assert found.verdict == "not_established" and not found.on_subject


def test_reported_speech_and_questions_never_decide() -> None:
    scorer = _Fixed()
    sources = [Source("Algunos dicen que la Tierra será destruida por el fuego. "
                      "¿Será la Tierra destruida por el fuego?", URL)]
    found = weigh_blocking("la Tierra será destruida por el fuego", sources, "es", scorer)
    assert found.verdict == "not_established" and found.reported == 2
    assert scorer.pairs == []  # nothing reached the model


def test_the_relevance_gate_keeps_other_subjects_out() -> None:
    scorer = _Fixed()  # would entail anything it saw
    sources = [Source("Jesus raised Lazarus from the dead in front of many witnesses.", URL)]
    found = weigh_blocking("Jesus was never baptized", sources, "en", scorer)
    assert found.verdict == "not_established" and scorer.pairs == []
    trinity = [Source("La Trinidad no es una enseñanza de la Biblia.", URL)]
    assert weigh_blocking("los testigos no leen la Biblia", trinity, "es",
                          _Fixed()).verdict == "not_established"


@pytest.mark.asyncio
async def test_a_negated_claim_is_read_through_its_polarity() -> None:
    text = "Jehovah's Witnesses believe in Jesus as God's Son and follow him."
    found = await weigh("Jehovah's Witnesses do not believe in Jesus",
                        [Source(text, URL)], "en", _lexical)
    assert found.verdict == "contradicted"
    assert (await weigh("Jehovah's Witnesses believe in Jesus", [Source(text, URL)], "en",
                        _lexical)).verdict == "supported"


def test_a_research_passage_must_name_the_questions_own_subject() -> None:
    from app.study.evidence import about_subject

    question = "Why don't Jehovah's Witnesses celebrate Christmas?"
    assert about_subject(question, "Christmas customs come from pagan feasts.", "en")
    # shares "Jehovah" and "Witnesses", not the subject
    assert not about_subject(question, "Jehovah's Witnesses help those who suffer.", "en")
    es = "¿Por qué los testigos de Jehová no aceptan transfusiones de sangre?"
    assert about_subject(es, "La Biblia manda abstenerse de la sangre.", "es")
    assert not about_subject(es, "Los testigos de Jehová creen en Dios.", "es")


@pytest.mark.parametrize(("claim", "partial", "whole", "language"), [
    ("Dios quiere que la gente sufra",
     "Dios quiere que la gente lo conozca y que sepa cosas de él.",
     "En aquel cuento, Dios quiere que la gente sufra mucho.", "es"),
    ("God wants people to suffer", "God wants people to know him personally.",
     "In that tale, God wants people to suffer much.", "en"),
])
def test_support_needs_every_word_of_the_claim(claim: str, partial: str, whole: str,
                                               language: str) -> None:
    """A sentence that leaves out a word of the claim (here what God wants) cannot
    support it, however sure the model is (bench.claims: "Dios quiere que la gente sufra"
    was supported by "…quiere que la gente lo conozca")."""
    scorer = _Fixed()  # entails every pair
    found = weigh_blocking(claim, [Source(partial, URL)], language, scorer)
    assert scorer.pairs, "the sentence is on the claim's subject: it reaches the model"
    assert found.verdict == "not_established"
    found = weigh_blocking(claim, [Source(whole, URL)], language, _Fixed())
    assert found.verdict == "supported"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an abbreviation, a title or a book's short name does not cut a premise
        ("Podemos, p. ej., orar juntos cada noche. Eso une a la familia; también nos da paz.",
         ["Podemos, p. ej., orar juntos cada noche.", "Eso une a la familia;",
          "también nos da paz."]),
        ("El Dr. Ruiz estudió la Biblia con nosotros. Lea Sal. 23:1 con calma.",
         ["El Dr. Ruiz estudió la Biblia con nosotros.", "Lea Sal. 23:1 con calma."]),
        ("Paul welcomed Onesimus back warmly (Philem. 10, 11). Then he sent him to Colossae.",
         ["Paul welcomed Onesimus back warmly.", "Then he sent him to Colossae."]),
        ("O resgate é de Deus. (Rom. 5:12) Quando oramos, agradecemos a ele.",
         ["O resgate é de Deus.", "Quando oramos, agradecemos a ele."]),
    ],
)
def test_a_passage_is_read_sentence_by_sentence(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a citation without a colon is a citation too: the premise is the sentence's words
        ("Confiemos en Jehová como pastor (Sal. 23). Él nos guía cada día.",
         ["Confiemos en Jehová como pastor.", "Él nos guía cada día."]),
        ("Miguel disputou com o Diabo (Judas 9). Ele não o acusou com palavras duras.",
         ["Miguel disputou com o Diabo.", "Ele não o acusou com palavras duras."]),
        # a parenthesis with a number that is not a reference stays
        ("Jesús murió en la Pascua (en el año 33) por toda la humanidad.",
         ["Jesús murió en la Pascua (en el año 33) por toda la humanidad."]),
    ],
)
def test_citations_without_a_colon_are_taken_off_the_premise(
        text: str, expected: list[str]) -> None:
    assert sentences(text) == expected
