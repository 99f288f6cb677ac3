from __future__ import annotations

from collections.abc import Sequence

import pytest

from app.nli import NLIModel
from app.study.comments import CommentFeatures, Unit, check_comment, decide
from app.study.tuning import CommentClassifier

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
