"""The language layer (app.core.text): one fold for every layer, and the words, stems
and stop words per language."""

from __future__ import annotations

import pytest

from app.core.text import (
    content_stems,
    fold,
    key,
    lexicon,
    plain,
    split_sentences,
    stem,
    word_set,
    words,
)


def test_fold_drops_case_accents_and_compatibility_forms() -> None:
    assert fold("Reunião AÑO Jehová") == "reuniao ano jehova"
    assert fold("Straße") == fold("STRASSE") == "strasse"
    assert fold("ﬁnal ² ｆｕｌｌ") == "final 2 full"


def test_fold_drops_the_pronunciation_marks_of_bible_names() -> None:
    """wol.jw.org's Bible text marks how names are said: "Je·hoʹvah". Before the one fold,
    every fold kept the marks, so "Je·hoʹvah" never matched "Jehovah"."""
    assert fold("Je·hoʹvah") == "jehovah"
    assert fold("Ne·bu·chad·nezʹzar") == "nebuchadnezzar"
    assert words("Je·hoʹvah loves us") == words("Jehovah loves us") == ["jehovah", "loves", "us"]
    # a middle dot standing between words keeps them apart
    assert words("song 12 · prayer") == ["song", "prayer"]


def test_the_shapes_of_the_fold() -> None:
    assert key("1 Cor.  13") == "1 cor 13"
    assert key("Génesis") == "genesis"
    assert plain("I'm SO alone... ¿Nadie?") == "im so alone nadie"
    assert word_set("Él ÉL el") == frozenset({"el"})


@pytest.mark.asyncio
async def test_word_overlap_reads_a_marked_name_as_the_name() -> None:
    from app.nli.lexical import LexicalEntailer

    scores = LexicalEntailer().score("Je·hoʹvah is loving and patient.", "Jehovah is loving.")
    assert scores["entailment"] > 0.9


def test_a_comment_about_a_marked_name_shares_its_stems() -> None:
    assert content_stems("Je·hoʹvah forgives", "en") == content_stems("Jehovah forgives", "en")


def test_stems_per_language() -> None:
    assert stem("perdonamos", "es") == stem("perdonar", "es") == "perdon"
    assert stem("teaching", "en") == "teach"
    assert content_stems("Jehová no nos compara con otros", "es") == ["jehov", "comp"]


@pytest.mark.parametrize("table", ["STOP_WORDS", "NEGATIONS", "SEARCH_STOP_WORDS",
                                   "GOAL_STOP_WORDS", "FILLER_WORDS", "LEXICAL_NEGATIONS",
                                   "WINDOW_FUNCTION_WORDS"])
def test_every_word_list_has_the_three_languages(table: str) -> None:
    words_of = getattr(lexicon, table)
    assert set(words_of) == {"es", "en", "pt"}
    assert all(words_of[language] for language in words_of)


def test_sentences_are_split_by_the_language_layer() -> None:
    assert split_sentences("Lea Rom. 8:28. El Dr. Pérez dijo «Ven. Ahora.» Y fue. "
                           "(Juan 3:16.) ¿Por qué? ¡Porque sí!") == [
        "Lea Rom. 8:28.", "El Dr. Pérez dijo «Ven. Ahora.»", "Y fue. (Juan 3:16.)",
        "¿Por qué?", "¡Porque sí!"]


def test_the_parsers_drop_the_marks_the_fold_drops() -> None:
    """One definition of the pronunciation marks: the parsers' plain text of a verse
    comes from app/core/text's `unmark` (their own missed the hyphenation point and the
    modifier acute that `fold` drops); case and accents are kept for display."""
    from app.core.text import PRONUNCIATION_MARKS, unmark
    from app.sources.parsers import _html, chapter

    assert chapter.unmark is unmark and not hasattr(_html, "unmark")
    assert unmark("Je\u2027ho\u02cavah y Ni·co·deʹmus") == "Jehovah y Nicodemus"
    assert unmark("Lección 3 · punto 4") == "Lección 3 · punto 4"  # a separator stays
    for mark in PRONUNCIATION_MARKS:
        marked = f"Je{mark}hová"
        assert mark not in unmark(marked) and fold(unmark(marked)) == fold(marked) == "jehova"
