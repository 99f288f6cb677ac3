"""Our study-style answer training paragraphs (bench/data/answer_train/, see its
README.md) load the way bench.answer_head reads them, and each is usable: the
paragraph's sentences are the app's own split, every question part has valid gold
sentence indexes, introductions are never gold, and the study-style files keep the
rules they were written to (distractors that share the question's words, answers
rarely first, two-part questions)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from app.core.text import content_stems, split_sentences
from app.study import answers as answer_engine
from app.study.answers import is_intro, question_parts
from bench.answer_head import OWN_TRAIN, own_items, own_train_files

LANGUAGES = ("es", "en", "pt")
KEYS = {"id", "question", "paragraphs", "gold"}
STUDY_FILES = [(lang, path) for lang, path in own_train_files() if "_study_" in path.stem]


def load(path: Path) -> list[dict[str, Any]]:
    found = json.loads(path.read_text("utf-8"))
    assert isinstance(found, list) and found, path.name
    return found


def shared(text: str, sentence: str, language: str) -> int:
    return len(set(content_stems(text, language)) & set(content_stems(sentence, language)))


def test_the_loader_reads_every_training_file() -> None:
    on_disk = sorted(p.name for p in OWN_TRAIN.glob("*.json"))
    assert sorted(path.name for _, path in own_train_files()) == on_disk
    assert {lang for lang, _ in STUDY_FILES} == set(LANGUAGES)


def test_ids_are_unique_across_files() -> None:
    ids = Counter(item["id"] for _, path in own_train_files() for item in load(path))
    assert [i for i, n in ids.items() if n > 1] == []


@pytest.mark.parametrize(("language", "path"), own_train_files(),
                         ids=lambda v: v.name if isinstance(v, Path) else v)
def test_items_are_valid(language: str, path: Path) -> None:
    for item in load(path):
        name = f"{path.name}:{item['id']}"
        assert set(item) == KEYS, name
        job = answer_engine.prepare(item["question"], [" ".join(p) for p in item["paragraphs"]])
        # the stored sentences are the app's own split, so the indexes mean what they say
        assert [s for p in item["paragraphs"] for s in p] == job.sentences, name
        assert len(item["gold"]) == len(question_parts(item["question"])) == len(job.parts), name
        for gold in item["gold"]:
            assert gold and len(set(gold)) == len(gold), name
            assert all(0 <= i < len(job.sentences) for i in gold), name
            assert all(job.sentences[i].strip() and not is_intro(job.sentences[i])
                       for i in gold), name
            assert len(gold) < len(job.sentences), name  # some sentence is wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_study_files_keep_their_rules(language: str) -> None:
    items = [item for lang, path in STUDY_FILES if lang == language for item in load(path)]
    paragraphs = {json.dumps(item["paragraphs"], ensure_ascii=False) for item in items}
    assert len(paragraphs) >= 15
    first = two_part = paraphrased = parts_total = 0
    for item in items:
        sentences = item["paragraphs"][0]
        assert len(item["paragraphs"]) == 1 and 4 <= len(sentences) <= 8, item["id"]
        assert split_sentences(" ".join(sentences)) == sentences, item["id"]
        parts = [text for _, text in question_parts(item["question"])]
        two_part += len(parts) > 1
        first += any(0 in gold for gold in item["gold"])
        distractor = False
        for text, gold in zip(parts, item["gold"], strict=True):
            counts = [shared(text, s, language) for s in sentences]
            wrong = max(c for i, c in enumerate(counts) if i not in gold)
            distractor = distractor or wrong > 0
            paraphrased += max(counts[i] for i in gold) <= wrong
            parts_total += 1
        # a wrong sentence shares the question's words
        assert distractor, item["id"]
    assert first < len(items) / 3
    assert two_part >= len(items) / 5
    # most answers are paraphrased: the gold does not out-share the best wrong sentence
    assert paraphrased >= 0.75 * parts_total


def test_own_train_items_include_the_study_files() -> None:
    study = sum(len(question_parts(item["question"]))
                for _, path in STUDY_FILES for item in load(path))
    assert sum(item.group == "own" for item in own_items("train")) >= study
