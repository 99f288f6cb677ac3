from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.nli import NLIModel
from app.study.comments import (
    FEATURES,
    check_comment,
    decide,
    features_of,
    prepare,
)
from app.study.evidence import Features, Piece
from app.study.tuning import VERDICTS, CommentClassifier, Tuning, load_tuning
from bench.answers import CommentCase, fit_comments

ELIJAH = (
    "Durante una larga sequía, Jehová mandó a Elías esconderse junto a un arroyo. "
    "Allí, unos cuervos le traían pan y carne por la mañana y por la tarde. "
    "Cuando el arroyo se secó, Jehová lo envió a una viuda que lo alimentó."
)


def test_decide_picks_the_verdict_and_its_evidence() -> None:
    job = prepare("x", ["Uno dos tres. Cuatro cinco seis."], ["Siete ocho nueve diez."], "es")
    on_topic = Piece(0, "Cuatro cinco seis.", 2)
    verse = Piece(1, "Siete ocho nueve diez.", 3)
    rule = CommentClassifier()  # the hand-set rule: support > 0.5, contradiction > 0.4
    check = decide(job, Features({"support": 0.3, "contradiction": 0.9}, verse, on_topic),
                   rule)
    assert check.verdict == "contradicted"
    assert (check.evidence, check.sentence, check.paragraph) == ("Cuatro cinco seis.", 1, 0)
    check = decide(job, Features({"support": 0.9, "contradiction": 0.1}, verse, on_topic),
                   rule)
    assert check.verdict == "supported"
    assert (check.evidence, check.source, check.sentence, check.scripture) == (
        "Siete ocho nueve diez.", "scripture", None, 0)
    check = decide(job, Features({"support": 0.2, "contradiction": 0.1}, verse, on_topic),
                   rule)
    assert check.verdict == "unsupported" and check.evidence == ""
    assert 0.5 < check.score <= 1.0


def test_word_overlap_verdicts_and_engine() -> None:
    supported = check_comment("Unos cuervos le traían pan y carne a Elías.", [ELIJAH], [], "es",
                              use_model=False)
    assert supported.verdict == "supported"
    assert supported.engine == "word-overlap" and supported.note
    assert "cuervos" in supported.evidence
    contradicted = check_comment("Los cuervos no le traían pan ni carne a Elías.", [ELIJAH], [],
                                 "es", use_model=False)
    assert contradicted.verdict == "contradicted"
    assert "cuervos" in contradicted.evidence
    unsupported = check_comment("Elías tenía miedo de los animales salvajes.", [ELIJAH], [],
                                "es", use_model=False)
    assert unsupported.verdict == "unsupported"
    assert unsupported.evidence == ""


def test_scripture_can_support_a_comment() -> None:
    check = check_comment(
        "God's peace guards our hearts when we pray.",
        ["Parents can pray with their children."],
        ["Tell God your requests through prayer, and God's peace will guard your hearts."],
        "en", use_model=False)
    assert check.verdict == "supported"
    assert check.source == "scripture" and check.sentence is None


class Broken:
    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[dict[str, float]]:
        raise RuntimeError("no session")


def test_model_failure_is_reported() -> None:
    check = check_comment("Unos cuervos le traían pan y carne.", [ELIJAH], [], "es", Broken())
    assert check.engine == "word-overlap"
    assert "no session" in check.note


ELIJAH_BY_LANGUAGE = {
    "es": ELIJAH,
    "en": "During a long drought, Jehovah told Elijah to hide by a stream. There, ravens brought "
          "him bread and meat in the morning and in the evening. When the stream dried up, "
          "Jehovah sent him to a widow who fed him.",
    "pt": "Durante uma longa seca, Jeová mandou Elias se esconder perto de um riacho. Ali, corvos "
          "lhe traziam pão e carne de manhã e à tarde. Quando o riacho secou, Jeová o enviou a "
          "uma viúva que o sustentou.",
}


@pytest.mark.parametrize(
    ("language", "comment", "verdict"),
    [
        ("es", "Unos cuervos le llevaban pan y carne a Elías.", "supported"),
        ("en", "Ravens brought bread and meat to Elijah.", "supported"),
        ("pt", "Corvos traziam pão e carne para Elias.", "supported"),
        ("es", "Elías construyó una casa grande en la ciudad.", "unsupported"),
        ("en", "Elijah built a large house in the city.", "unsupported"),
        ("pt", "Elias construiu uma casa grande na cidade.", "unsupported"),
        ("en", "Ravens never brought Elijah any food.", "contradicted"),
    ],
)
def test_with_the_model(language: str, comment: str, verdict: str,
                        shipped_model: NLIModel) -> None:
    check = check_comment(comment, [ELIJAH_BY_LANGUAGE[language]], [], language, shipped_model)
    assert check.engine == "model" and check.note == ""
    assert check.verdict == verdict
    if verdict != "unsupported":
        assert check.evidence.startswith(("Allí", "There", "Ali"))
    else:
        assert check.evidence == ""


RUTH = (
    "Rut era moabita y había perdido a su esposo. Podía haber regresado con su familia, "
    "donde tal vez habría tenido una vida más cómoda. Sin embargo, decidió quedarse con "
    "Noemí y servir al Dios de ella."
)
JOSEPH = ("Joseph could have taken revenge on his brothers. Instead, he forgave them and "
          "provided food for their families.")
DAVID = ("Davi poderia ter matado Saul na caverna. Mas ele se recusou a tocar no ungido de "
         "Jeová.")


@pytest.mark.parametrize(
    ("language", "paragraph", "comment", "verdict"),
    [
        # the model entails these from "could have …" (0.95 for Ruth): what could have
        # been did not happen
        ("es", RUTH, "Rut regresó con su familia en Moab para tener una vida cómoda.",
         "contradicted"),
        ("en", JOSEPH, "Joseph took revenge on his brothers.", "contradicted"),
        ("pt", DAVID, "Davi matou Saul na caverna.", "contradicted"),
        pytest.param(
            "es", RUTH, "Rut decidió quedarse con Noemí en lugar de volver con su familia.",
            "supported", marks=pytest.mark.xfail(
                reason="known miss since the calibrated decision (issue 29): the shipped "
                       "model entails it at 0.46 only, and the classifier fitted on the "
                       "training comments calls it contradicted", strict=False)),
        ("en", JOSEPH, "Joseph forgave his brothers and fed their families.", "supported"),
    ],
)
def test_what_could_have_been_did_not_happen(language: str, paragraph: str, comment: str,
                                             verdict: str, shipped_model: NLIModel) -> None:
    check = check_comment(comment, [paragraph], [], language, shipped_model)
    assert check.verdict == verdict
    if verdict == "contradicted":
        assert check.sentence == 1 if language == "es" else check.sentence == 0


PETER = ("Peter had said that he would never abandon Jesus. But that same night, afraid, "
         "he denied three times that he knew him. When the rooster crowed, he went out and "
         "wept bitterly.")
MARY = ("Mary was engaged to a carpenter named Joseph. The angel Gabriel told her that she "
        "would give birth to the Messiah.")


@pytest.mark.parametrize(
    ("paragraph", "comment", "verdict", "evidence"),
    [
        (PETER, "Peter denied knowing Jesus only once.", "contradicted", "But that"),
        (PETER, "Peter denied three times that he knew Jesus.", "supported", "But that"),
        (MARY, "The angel Michael told Mary that she would give birth to the Messiah.",
         "contradicted", "The angel"),
        (MARY, "The angel Gabriel told Mary that she would give birth to the Messiah.",
         "supported", "The angel"),
        (JOSEPH, "Joseph took revenge on his brothers.", "contradicted", "Joseph could"),
    ],
)
def test_clashing_words_without_the_model(paragraph: str, comment: str, verdict: str,
                                          evidence: str) -> None:
    """Another number, another name in the same place, what could have been: the words
    alone tell a contradiction from a restatement."""
    check = check_comment(comment, [paragraph], [], "en", use_model=False)
    assert check.engine == "word-overlap"
    assert check.verdict == verdict
    assert check.evidence.startswith(evidence)


def test_features_name_the_clash_on_topic() -> None:
    def values(comment: str, paragraph: str, language: str = "en") -> dict[str, float]:
        return features_of(prepare(comment, [paragraph], [], language), None).values

    assert set(values("Peter wept.", PETER)) == set(FEATURES)
    night = "That night Peter denied three times that he knew Jesus."
    assert values("Peter denied Jesus only once.", night)["clash"] > 0.5
    assert values("Peter denied Jesus three times.", night)["clash"] == 0.0
    # a negation covering a shared word on one side only; on both sides it agrees
    jonathan = "Jonathan was never jealous of his younger friend David."
    assert values("Jonathan was jealous of David.", jonathan)["clash"] > 0.5
    assert values("Jonathan never was jealous of David.", jonathan)["clash"] == 0.0
    compare = "Jehová no nos compara; él valora lo que cada uno hace con todo el corazón."
    assert values("Jehová compara a cada uno con los demás.", compare, "es")["clash"] > 0
    assert values("Jehová valora a cada uno sin compararnos.", compare, "es")["clash"] == 0
    # "always" where the paragraph does not say it; "not always" takes it back
    assert values("Forgiving is always easy.", "Forgiving is not always easy.")["overstated"]
    assert not values("Forgiving is not always easy.", "Forgiving is hard.")["overstated"]


def _case(gold: str, support: float, contradiction: float, n: int) -> CommentCase:
    features = Features({name: 0.0 for name in FEATURES} | {
        "support": support, "contradiction": contradiction,
        "overlap": 0.1 if gold == "unsupported" else 0.6},
        Piece(0, "says so", 1), Piece(0, "says not", 2))
    return CommentCase("en", "dev", gold, features, paragraph=f"en{n % 9:02d}")


def _verdict(c: CommentClassifier, values: dict[str, float]) -> tuple[str, float]:
    p = c.probabilities(values)
    best = max(VERDICTS, key=lambda v: p[v])
    return best, p[best]


def test_classifier_round_trip_through_tuning_json(tmp_path: Path) -> None:
    rng = random.Random(3)
    cases = [_case(gold, s + rng.uniform(-0.1, 0.1), c + rng.uniform(-0.1, 0.1), n)
             for n in range(60)
             for gold, s, c in [("supported", 0.8, 0.1), ("unsupported", 0.1, 0.2),
                                ("contradicted", 0.2, 0.8)][n % 3 : n % 3 + 1]]
    fitted = fit_comments(cases, with_model=True, l2_steps=(0.05, 0.5))
    assert fitted.features == list(FEATURES)
    assert fitted.l2 in (0.05, 0.5) and fitted.cv_accuracy is not None
    assert fitted.cv_accuracy > 0.9
    path = tmp_path / "tuning.json"
    path.write_text(Tuning(comments_model=fitted).model_dump_json(indent=1), "utf-8")
    loaded = load_tuning(path).comments_model
    assert loaded == fitted
    for case in cases:
        before = _verdict(fitted, case.features.values)
        assert before == _verdict(loaded, case.features.values)
        assert before[0] == case.gold
    # a file whose shapes disagree is refused when it is read, not mid-check
    broken = fitted.model_dump() | {"mean": fitted.mean[:-1]}
    with pytest.raises(ValidationError):
        CommentClassifier.model_validate(broken)
    with pytest.raises(ValidationError):
        CommentClassifier.model_validate(fitted.model_dump() | {"bias": [0.0, 0.0]})


# -- through the one evidence model (issue 29 item 4, issue 30 item 1) -------------------

HELL = ("Algunos dicen que los muertos sufren en un lugar de tormento. Pero la Biblia enseña "
        "que los muertos no sienten dolor ni saben nada.")
COMPARE = ("Jehovah does not compare us with other people. He values what each one of us "
           "does with a whole heart.")
DISCOURAGED = ("Even faithful servants of God sometimes felt discouraged. Elijah, for "
               "example, was so downcast that he asked to die.")
LISTENS = ("Cuando oramos, Jehová nos escucha con atención. No importa cuántas veces le "
           "contemos lo mismo: él nunca se cansa de oírnos.")


def test_reported_speech_never_supports_a_comment(shipped_model: NLIModel) -> None:
    """"Algunos dicen que…" is not the paragraph's assertion: the comment that repeats it
    is not supported by it, and the author's own sentence is what decides."""
    check = check_comment("Los muertos sufren en un lugar de tormento.", [HELL], [], "es",
                          shipped_model)
    assert check.verdict == "contradicted"
    assert check.evidence.startswith("Pero la Biblia")


@pytest.mark.parametrize(("comment", "verdict"), [
    ("Jehovah compares each of us with other people.", "contradicted"),
    ("Jehovah does not compare us with others.", "supported"),
])
def test_negation_is_read_with_its_polarity(comment: str, verdict: str,
                                            shipped_model: NLIModel) -> None:
    check = check_comment(comment, [COMPARE], [], "en", shipped_model)
    assert check.verdict == verdict
    assert check.evidence.startswith("Jehovah does not compare")


def test_the_wrong_person_is_a_contradiction_and_says_so(shipped_model: NLIModel) -> None:
    check = check_comment("The angel Michael told Mary that she would give birth to the "
                          "Messiah.", [MARY], [], "en", shipped_model)
    assert check.verdict == "contradicted" and check.clash == "name"
    assert check.evidence.startswith("The angel Gabriel")


def test_never_against_sometimes(shipped_model: NLIModel) -> None:
    check = check_comment("Faithful servants of God never felt discouraged.", [DISCOURAGED],
                          [], "en", shipped_model)
    assert check.verdict == "contradicted"
    assert check.evidence.startswith("Even faithful servants")


def test_a_paraphrase_in_the_persons_own_words_is_supported(shipped_model: NLIModel) -> None:
    check = check_comment("Me ayuda saber que Jehová nunca se cansa de escuchar nuestras "
                          "oraciones.", [LISTENS], [], "es", shipped_model)
    assert check.verdict == "supported"
    assert check.source == "paragraph" and check.paragraph == 0 and check.evidence


def test_a_cited_verse_supports_what_the_paragraph_does_not_say(
        shipped_model: NLIModel) -> None:
    verse = "Throw all your anxiety on him, because he cares for you."
    check = check_comment("God cares for us, so we can throw our anxiety on him.",
                          ["Parents can pray with their children every day."], [verse],
                          "en", shipped_model)
    assert check.verdict == "supported"
    assert (check.source, check.scripture, check.evidence) == ("scripture", 0, verse)


def test_every_decided_verdict_has_its_evidence() -> None:
    """Over our labelled dev comments (word overlap: fast): a supported or contradicted
    verdict always names the sentence or verse behind it and where it is."""
    from bench.answers import comment_items

    items = [i for i in comment_items() if i["split"] == "dev"]
    decided = 0
    for item in items:
        check = check_comment(item["comment"], item["paragraphs"], [], item["language"],
                              use_model=False)
        if check.verdict == "unsupported":
            assert check.evidence == "" and check.source == ""
            continue
        decided += 1
        assert check.evidence.strip()
        assert check.source == "paragraph" and check.paragraph is not None
        assert check.evidence in " ".join(item["paragraphs"])
    assert decided > len(items) // 3
