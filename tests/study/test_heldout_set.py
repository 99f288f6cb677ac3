"""The held-out study set (tests/data/heldout/) keeps its own rules: its counts and
categories, gold sentence indexes that match the app's sentence split, answers
paraphrased in the questions with distractors that share the question's words,
the answer in the first sentence in fewer than a third of the items, introductions
never answers, and each comment class in each language. See its README.md."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from app.core.text import content_stems, split_sentences
from app.study.answers import question_parts

HELDOUT = Path(__file__).resolve().parent.parent / "data" / "heldout"
LANGUAGES = ("es", "en", "pt")
KINDS = {"plain", "two_part", "scripture", "learn"}
VERDICTS = {"supported": {"paraphrase"}, "unsupported": {"not_in_paragraph"},
            "contradicted": {"wrong_person", "reversed_cause", "never_sometimes", "negation",
                             "changed_number"}}
INTRO_OPENINGS = ("En este artículo", "In this article", "Neste artigo")


def load(kind: str, language: str) -> list[dict[str, Any]]:
    text = (HELDOUT / f"{kind}_{language}.jsonl").read_text("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def shared(text: str, sentence: str, language: str) -> int:
    return len(set(content_stems(text, language)) & set(content_stems(sentence, language)))


@pytest.mark.parametrize("language", LANGUAGES)
def test_answer_items_are_well_formed(language: str) -> None:
    items = load("answers", language)
    assert len(items) >= 30
    assert len({i["id"] for i in items}) == len(items)
    for item in items:
        assert item["kind"] in KINDS, item["id"]
        # the gold indexes are for the app's own split of the paragraph
        assert split_sentences(item["paragraph"]) == item["sentences"], item["id"]
        parts = question_parts(item["question"])
        assert len(item["gold"]) == len(parts), item["id"]
        assert (len(parts) >= 2) == (item["kind"] == "two_part"), item["id"]
        for gold in item["gold"]:
            assert gold and all(0 <= i < len(item["sentences"]) for i in gold), item["id"]
        intros = [i for i, s in enumerate(item["sentences"]) if s.startswith(INTRO_OPENINGS)]
        assert item["intro"] == intros, item["id"]
        assert not any(i in gold for gold in item["gold"] for i in intros), item["id"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_answer_categories_and_positions(language: str) -> None:
    items = load("answers", language)
    kinds = Counter(item["kind"] for item in items)
    assert kinds["two_part"] >= 0.25 * len(items)
    assert kinds["scripture"] >= len(items) / 6 and kinds["learn"] >= len(items) / 6
    first = sum(any(0 in gold for gold in item["gold"]) for item in items)
    assert first < len(items) / 3
    assert sum(bool(item["intro"]) for item in items) >= 3


@pytest.mark.parametrize("language", LANGUAGES)
def test_answers_are_paraphrased_among_distractors(language: str) -> None:
    """Every question has a wrong sentence that shares its words; in at least 90% of the
    parts no gold sentence shares more of the part's words than the best wrong one."""
    items = load("answers", language)
    paraphrased = total = 0
    for item in items:
        sentences = item["sentences"]
        parts = [text for _, text in question_parts(item["question"])]
        distractor = False
        for text, gold in zip(parts, item["gold"], strict=True):
            counts = [shared(text, s, language) for s in sentences]
            wrong = max(c for i, c in enumerate(counts) if i not in gold)
            distractor = distractor or wrong > 0
            paraphrased += max(counts[i] for i in gold) <= wrong
            total += 1
        assert distractor, item["id"]
    assert paraphrased >= 0.9 * total


@pytest.mark.parametrize("language", LANGUAGES)
def test_comment_items_cover_each_class(language: str) -> None:
    comments = load("comments", language)
    paragraphs = {item["id"]: item for item in load("answers", language)}
    assert len(comments) >= 30
    assert len({c["id"] for c in comments}) == len(comments)
    verdicts = Counter(c["verdict"] for c in comments)
    for verdict in VERDICTS:  # about a third each
        assert verdicts[verdict] >= 0.25 * len(comments), verdict
    contradictions = {c["kind"] for c in comments if c["verdict"] == "contradicted"}
    assert len(contradictions) >= 4
    for comment in comments:
        assert comment["kind"] in VERDICTS[comment["verdict"]], comment["id"]
        assert comment["paragraph"] in paragraphs, comment["id"]
        sentences = paragraphs[comment["paragraph"]]["sentences"]
        if comment["verdict"] == "supported":  # retold, not copied
            asked = len(set(content_stems(comment["comment"], language)))
            assert all(shared(comment["comment"], s, language) < asked for s in sentences), \
                comment["id"]
