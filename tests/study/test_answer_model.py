"""Answers from the answer model beside the NLI model (answer.onnx, issue 29 items 2-3):
its scores, mixed as the calibration beside it says with the weighted word-overlap sum
and the answer head's scores, softmaxed over the paragraph's sentences; the calibration's
own "clear" threshold decides the highlight; a folder without it ranks by the head."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pytest

from app.nli import NLIModel
from app.study import answers as answers_module
from app.study.answer_calibration import load_calibration, sentence_probabilities
from app.study.answers import find_answers, rank_answers

ARK = (
    "Noah lived in a world filled with violence. Jehovah told him to build a huge ark. "
    "Noah kept obeying because he trusted that God would keep his word."
)
NEHEMIAH = ("In this article we will see how Nehemiah relied on Jehovah in prayer. "
            "The king asked him a hard question. He offered a short, silent prayer first.")


def test_the_shipped_folder_has_an_answer_model_and_its_calibration(
        shipped_model: NLIModel) -> None:
    from app.study.tuning import load_tuning

    assert shipped_model.has_answer
    calibration = load_calibration(shipped_model.folder)
    assert calibration is not None
    assert set(calibration.dev_top1) >= {"es", "en", "pt", "own"}
    assert 0.5 <= calibration.confidence.clear < 1.0
    assert calibration.lexical >= 0.0 and calibration.head >= 0.0
    assert load_tuning().answers_selector == "head"


def test_the_answer_model_ranks_with_one_batch_and_the_calibrations_mix(
        monkeypatch: pytest.MonkeyPatch, shipped_model: NLIModel) -> None:
    """One batch of answer pairs (question part, candidate) for every part of every
    question; each part's scores are the softmax of the answer scores plus the
    calibration's shares of word overlap and of the head (summing to 1); an introduction
    is never the answer; the confidence and its threshold are the calibration's."""
    calibration = load_calibration(shipped_model.folder)
    assert calibration is not None
    calls: list[list[tuple[str, str]]] = []
    original = shipped_model.answer_batch

    def counting(pairs: Sequence[tuple[str, str]]) -> list[float]:
        calls.append(list(pairs))
        return original(pairs)

    monkeypatch.setattr(shipped_model, "answer_batch", counting)
    rankings = rank_answers(
        [("a) Why did Noah keep obeying? b) What did Jehovah tell him?", [ARK]),
         ("How did Nehemiah show he relied on Jehovah?", [NEHEMIAH])], "en", shipped_model)
    assert [len(c) for c in calls] == [6 + 3]
    question, candidate = calls[0][2]
    assert question == "Why did Noah keep obeying?"
    assert candidate.endswith("Noah kept obeying because he trusted that God would keep his word.")
    assert ("huge ark. » Noah kept" in candidate) == calibration.context
    noah, nehemiah = rankings
    assert noah.engine == "model" and noah.note == ""
    for part in noah.parts:
        assert sum(part.scores) == pytest.approx(1.0)
    assert nehemiah.parts[0].scores[0] == float("-inf") and 0 not in nehemiah.answer
    for ranking in rankings:
        assert ranking.clear_at == calibration.confidence.clear
        assert ranking.clear == (bool(ranking.answer)
                                 and ranking.confidence >= calibration.confidence.clear)


@pytest.mark.parametrize(("lexical", "head"), [(0.0, 0.0), (0.0, 2.0), (1.0, 0.0)])
def test_the_mix_is_the_calibrations(monkeypatch: pytest.MonkeyPatch,
                                     shipped_model: NLIModel, lexical: float,
                                     head: float) -> None:
    """The part's probabilities are exactly softmax(answer + lexical x word overlap + head
    x the head's score), computed here from the pieces."""
    calibration = load_calibration(shipped_model.folder)
    assert calibration is not None
    mine = calibration.model_copy(update={"lexical": lexical, "head": head,
                                          "context": False})
    monkeypatch.setattr(answers_module, "load_calibration", lambda folder: mine)
    question = "Why did Noah keep obeying?"
    ranking = find_answers(question, [ARK], "en", shipped_model)
    sentences = ranking.sentences
    raw = shipped_model.answer_batch([(question, s) for s in sentences])
    heads = [0.0] * len(sentences)
    if head:
        from app.study.answer_head import head_inputs, load_head
        from app.study.selector import sentence_features

        model_head = load_head(shipped_model.folder)
        assert model_head is not None
        pairs = shipped_model.represent_batch([(s, question) for s in sentences])
        features = answers_module.part_features(question, sentences, None, "en")
        table = sentence_features(question, sentences, [f["overlap"] for f in features],
                                  [f["cue"] for f in features], "en")
        heads = list(model_head.scores(head_inputs(
            np.stack([p.vector for p in pairs]),
            np.array([[p.scores["entailment"], p.scores["neutral"], p.scores["contradiction"]]
                      for p in pairs]), table)))
    features = answers_module.part_features(question, sentences, None, "en")
    weights = answers_module.load_tuning().answers_model.model_dump()
    overlap = [sum(weights[n] * f[n] for n in answers_module.FEATURES if n != "model")
               for f in features]
    expected = sentence_probabilities(
        [r + lexical * o + head * h for r, o, h in zip(raw, overlap, heads, strict=True)],
        [False] * len(sentences))
    assert ranking.parts[0].scores == pytest.approx(expected, abs=1e-6)


@pytest.mark.parametrize("clear", [0.0, 1.0])
def test_only_a_clear_answer_is_highlighted(monkeypatch: pytest.MonkeyPatch,
                                            shipped_model: NLIModel, clear: float) -> None:
    """Issue 29 item 3: at or above the calibration's "clear" threshold the answer is
    highlighted; below it nothing is (read the whole paragraph); never both."""
    calibration = load_calibration(shipped_model.folder)
    assert calibration is not None
    strict = calibration.model_copy(update={"confidence": calibration.confidence.model_copy(
        update={"clear": clear})})
    monkeypatch.setattr(answers_module, "load_calibration", lambda folder: strict)
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", shipped_model)
    assert ranking.answer
    if clear == 0.0:
        assert ranking.clear and ranking.as_dict()["highlight"] == ranking.answer
    else:
        assert not ranking.clear and ranking.as_dict()["highlight"] == []


def test_a_folder_without_calibration_ranks_by_the_head_alone(
        monkeypatch: pytest.MonkeyPatch, shipped_model: NLIModel) -> None:
    from app.study.answer_head import load_head

    monkeypatch.setattr(answers_module, "load_calibration", lambda folder: None)
    monkeypatch.setattr(shipped_model, "answer_batch", lambda pairs: pytest.fail("ran"))
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", shipped_model)
    head = load_head(shipped_model.folder)
    assert head is not None
    assert ranking.engine == "model" and ranking.clear_at == head.confidence.clear
    assert ranking.answer[0] == 2


def test_a_failing_answer_model_falls_back_to_words_and_says_so(
        monkeypatch: pytest.MonkeyPatch, shipped_model: NLIModel) -> None:
    def broken(pairs: Sequence[tuple[str, str]]) -> list[float]:
        raise RuntimeError("onnx exploded")

    monkeypatch.setattr(shipped_model, "answer_batch", broken)
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", shipped_model)
    assert ranking.engine == "word-overlap"
    assert "onnx exploded" in ranking.note
    assert ranking.answer[0] == 2


def test_sentence_probabilities_never_give_an_introduction() -> None:
    probs = sentence_probabilities([5.0, 1.0, 0.0], [True, False, False])
    assert probs[0] == float("-inf")
    assert sum(probs[1:]) == pytest.approx(1.0) and probs[1] > probs[2]
    # every sentence an introduction: they still rank
    assert sum(sentence_probabilities([1.0, 0.0], [True, True])) == pytest.approx(1.0)
    assert sentence_probabilities([], []) == []
    assert not any(math.isnan(p) for p in sentence_probabilities([1e9, -1e9], [False, False]))
