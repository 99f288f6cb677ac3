from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.nli import NLIModel
from app.study.comments import (
    FEATURES,
    CommentFeatures,
    Unit,
    check_comment,
    decide,
    features_of,
    prepare,
)
from app.study.tuning import CommentClassifier, Tuning, load_tuning
from bench.answers import CommentCase, fit_comments

ELIJAH = (
    "Durante una larga sequía, Jehová mandó a Elías esconderse junto a un arroyo. "
    "Allí, unos cuervos le traían pan y carne por la mañana y por la tarde. "
    "Cuando el arroyo se secó, Jehová lo envió a una viuda que lo alimentó."
)


def test_decide_picks_the_verdict_and_its_evidence() -> None:
    on_topic, other = Unit("on topic", "paragraph", 3, 1), Unit("other", "scripture", 0, -1)
    rule = CommentClassifier()  # the hand-set rule: support > 0.5, contradiction > 0.4
    check = decide(CommentFeatures({"support": 0.3, "contradiction": 0.9}, other, on_topic),
                   rule)
    assert check.verdict == "contradicted"
    assert (check.evidence, check.sentence, check.paragraph) == ("on topic", 3, 1)
    check = decide(CommentFeatures({"support": 0.9, "contradiction": 0.1}, other, on_topic),
                   rule)
    assert check.verdict == "supported"
    assert (check.evidence, check.source, check.sentence) == ("other", "scripture", None)
    check = decide(CommentFeatures({"support": 0.2, "contradiction": 0.1}, other, on_topic),
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
        ("es", RUTH, "Rut decidió quedarse con Noemí en lugar de volver con su familia.",
         "supported"),
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
    features = CommentFeatures({name: 0.0 for name in FEATURES} | {
        "support": support, "contradiction": contradiction,
        "overlap": 0.1 if gold == "unsupported" else 0.6},
        Unit("says so", "paragraph", 0, 0), Unit("says not", "paragraph", 1, 0))
    return CommentCase("en", "dev", gold, features, paragraph=f"en{n % 9:02d}")


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
        before, after = decide(case.features, fitted), decide(case.features, loaded)
        assert (before.verdict, before.score) == (after.verdict, after.score)
        assert before.verdict == case.gold
    # a file whose shapes disagree is refused when it is read, not mid-check
    broken = fitted.model_dump() | {"mean": fitted.mean[:-1]}
    with pytest.raises(ValidationError):
        CommentClassifier.model_validate(broken)
    with pytest.raises(ValidationError):
        CommentClassifier.model_validate(fitted.model_dump() | {"bias": [0.0, 0.0]})
