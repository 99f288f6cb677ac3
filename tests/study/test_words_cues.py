"""The word-level cues of a contradiction (app.study.words): negation scope, numbers,
names and where they stand, counterfactuals, absolute words, stems that match."""

from __future__ import annotations

import pytest

from app.core.text import stem
from app.study.words import (
    absolutes,
    counterfactual,
    counterfactual_stems,
    name_slots,
    negated_stems,
    numbers,
    shared_stems,
    stems_match,
)


@pytest.mark.parametrize(
    ("text", "language", "negated"),
    [
        ("Jonathan was never jealous of his younger friend.", "en", {"jealou"}),
        ("Jehová no nos compara; él valora lo que cada uno hace.", "es", {"comp"}),
        ("Jehová aprecia a cada uno, sin compararnos.", "es", {"compar"}),
        ("Sin embargo, decidió quedarse con Noemí.", "es", set()),  # "however"
        ("Eles tratam o rebanho com ternura, não como donos. (1 Ped. 5:2, 3.)", "pt",
         {"dono"}),
        # the clause ends the negation's reach; names are not what it denies
        ("He did not complain, but he wept.", "en", {"compla"}),
        ("Peter said he would never abandon Jesus.", "en", {"abando"}),
    ],
)
def test_negated_stems(text: str, language: str, negated: set[str]) -> None:
    assert negated_stems(text, language) == negated


def test_numbers_in_words_and_digits_but_not_citations() -> None:
    assert numbers("He denied three times that he knew him. (Mat. 26:34.)", "en") == {3}
    assert numbers("Pedro negou conhecer Jesus apenas uma vez.", "pt") == {1}
    assert numbers("Una vez, un ángel le habló.", "es") == {1}  # "un" is an article
    assert numbers("They rested on the seventh day.", "en") == {-7}  # ordinals < 0
    assert numbers("Con solo 300 hombres venció.", "es") == {300}
    assert numbers("Jehovah blessed him.", "en") == frozenset()


def test_name_slots_tell_where_a_name_stands() -> None:
    assert name_slots("The angel Gabriel told her the news.", "en") == [
        ("gabriel", "angel", "told")]
    # a sentence's first word counts; God's names and citations do not
    assert name_slots("Paulo comparou a esperança a uma âncora. (Heb. 6:19.)", "pt") == [
        ("paulo", "", "compar")]
    assert name_slots("Jehová bendijo a Rut.", "es") == [("rut", "bendij", "")]


def test_counterfactuals() -> None:
    ruth = "Podía haber regresado con su familia, donde tal vez habría tenido una vida cómoda."
    assert counterfactual(ruth, "es")
    assert "regres" in counterfactual_stems(ruth, "es")
    assert counterfactual_stems("Joseph could have taken revenge.", "en") == {"taken",
                                                                               "reveng"}
    assert counterfactual_stems("Davi poderia ter matado Saul.", "pt") == {"matad", "saul"}
    assert not counterfactual("Rut regresó con su familia.", "es")
    assert not counterfactual("He could help them.", "en")


def test_absolutes_unless_taken_back() -> None:
    assert absolutes("Perdoar é sempre fácil.", "pt") == {"sempre"}
    assert absolutes("Perdoar nem sempre é fácil.", "pt") == frozenset()
    assert absolutes("Ela deu tudo, não apenas o que sobrava.", "pt") == frozenset()
    assert absolutes("Jehová solo escucha oraciones elegantes.", "es") == {"solo"}
    assert absolutes("Jehovah never tires.", "en") == frozenset()  # a negation


def test_stems_match_across_stemmer_cuts() -> None:
    assert stem("compara", "es") != stem("compararnos", "es")
    assert stems_match(stem("compara", "es"), stem("compararnos", "es"))
    assert not stems_match("ora", "oracio")  # too short to be the same word
    assert shared_stems({"comp", "valor", "corazo"}, {"compar", "corazo"}) == {"comp",
                                                                             "corazo"}
