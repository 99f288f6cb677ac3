"""The comment-check training data (bench/data/comment_train/, see its README.md) loads
and is well-formed: every record's label is one of the three verdicts with a kind that
fits it, evidence indexes point into the app's own sentence split of the paragraph (or
at a cited scripture), each contradiction says why, the es and en verse texts are the
public-domain verses the project ships, supported paraphrases do not simply repeat one
sentence, and each language holds every class."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from app.core.text import content_stems, split_sentences
from app.mirror.content.bible_text import translation
from app.study.tuning import VERDICTS

FOLDER = Path(__file__).resolve().parents[2] / "bench" / "data" / "comment_train"
LANGUAGES = ("es", "en", "pt")
FILE_NAME = re.compile(r"^(es|en|pt)_(\d+)\.json$")
KINDS: dict[str, set[str]] = {
    "supported": {"paraphrase", "scripture_idea"},
    "unsupported": {"not_in_paragraph"},
    "contradicted": {"wrong_person", "reversed_cause", "never_sometimes", "negation",
                     "changed_number", "changed_time", "only_also", "opposite_attitude",
                     "changed_detail"},
}
TRANSLATIONS = {"es": "Reina-Valera 1909", "en": "World English Bible",
                "pt": "written for Preparo"}


def files() -> list[Path]:
    return sorted(FOLDER.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text("utf-8"))
    assert isinstance(data, dict), path.name
    return data


def sentences_of(paragraph: dict[str, Any]) -> list[str]:
    return [s for p in paragraph["paragraphs"] for s in p]


def test_the_folder_has_every_language() -> None:
    names = [p.name for p in files()]
    assert all(FILE_NAME.match(n) for n in names), names
    assert {FILE_NAME.match(n).group(1) for n in names} == set(LANGUAGES)  # type: ignore[union-attr]
    assert set(VERDICTS) == set(KINDS)


@pytest.mark.parametrize("path", files(), ids=lambda p: p.name)
def test_a_file_is_well_formed(path: Path) -> None:
    match = FILE_NAME.match(path.name)
    assert match
    language, batch = match.group(1), int(match.group(2))
    data = load(path)
    assert data["language"] == language and data["batch"] == batch
    assert set(data) == {"language", "batch", "paragraphs", "comments"}

    paragraphs: dict[str, dict[str, Any]] = {}
    for para in data["paragraphs"]:
        assert set(para) == {"id", "topic", "paragraphs", "scriptures"}, para.get("id")
        assert para["id"] not in paragraphs
        paragraphs[para["id"]] = para
        assert para["topic"].strip()
        assert para["paragraphs"] and all(p for p in para["paragraphs"])
        assert 4 <= len(sentences_of(para)) <= 7, para["id"]
        for p in para["paragraphs"]:
            assert all(isinstance(s, str) and s.strip() for s in p)
            # the indexes are into the app's own split of the paragraph's text
            assert split_sentences(" ".join(p)) == p, para["id"]
        for verse in para["scriptures"]:
            assert set(verse) == {"ref", "book", "chapter", "verses", "text", "translation"}
            assert verse["text"].strip() and verse["ref"].strip()
            assert verse["translation"] == TRANSLATIONS[language]
            first, last = verse["verses"]
            assert 1 <= verse["book"] <= 66 and 1 <= first <= last

    used: set[str] = set()
    for rec in data["comments"]:
        assert {"id", "paragraph", "verdict", "kind", "evidence", "comment",
                "scriptures"} <= set(rec) <= {"id", "paragraph", "verdict", "kind", "evidence",
                                              "comment", "scriptures", "why"}, rec
        assert rec["verdict"] in VERDICTS, rec["id"]
        assert rec["kind"] in KINDS[rec["verdict"]], rec["id"]
        assert isinstance(rec["comment"], str) and rec["comment"].strip()
        para = paragraphs[rec["paragraph"]]
        used.add(para["id"])
        assert rec["id"].startswith(para["id"])
        assert rec["scriptures"] == [v["text"] for v in para["scriptures"]], rec["id"]
        evidence = rec["evidence"]
        if rec["verdict"] == "unsupported":
            assert evidence is None, rec["id"]
        elif isinstance(evidence, str):
            kind, _, index = evidence.partition(":")
            assert kind == "scripture" and 0 <= int(index) < len(rec["scriptures"]), rec["id"]
        else:
            assert isinstance(evidence, int), rec["id"]
            assert 0 <= evidence < len(sentences_of(para)), rec["id"]
        if rec["verdict"] == "contradicted":
            assert isinstance(rec.get("why"), str) and rec["why"].strip(), rec["id"]
        elif "why" in rec:
            assert isinstance(rec["why"], str) and rec["why"].strip(), rec["id"]
        assert rec["comment"] not in sentences_of(para), rec["id"]
    assert used == set(paragraphs), "a paragraph without comments"


def test_ids_are_unique_across_files() -> None:
    ids = [r["id"] for p in files() for r in load(p)["comments"]]
    ids += [r["id"] for p in files() for r in load(p)["paragraphs"]]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("language", ("es", "en"))
def test_verse_texts_are_the_shipped_public_domain_verses(language: str) -> None:
    bible = translation(language)
    if bible is None:
        pytest.skip("no public-domain Bible text in this checkout")
    for path in files():
        data = load(path)
        if data["language"] != language:
            continue
        for para in data["paragraphs"]:
            for verse in para["scriptures"]:
                first, last = verse["verses"]
                text = " ".join(bible.verse(verse["book"], verse["chapter"], v)
                                for v in range(first, last + 1)).strip()
                assert verse["text"] == text, (para["id"], verse["ref"])


def test_supported_paraphrases_do_not_repeat_one_sentence() -> None:
    """A retold comment keeps none of the paragraph's sentences whole: some content word
    of the comment is missing from its evidence sentence."""
    for path in files():
        data = load(path)
        language = data["language"]
        paragraphs = {p["id"]: p for p in data["paragraphs"]}
        for rec in data["comments"]:
            if rec["kind"] != "paraphrase":
                continue
            sentence = sentences_of(paragraphs[rec["paragraph"]])[rec["evidence"]]
            comment = set(content_stems(rec["comment"], language))
            assert comment - set(content_stems(sentence, language)), rec["id"]


def test_each_language_holds_every_class() -> None:
    for language in LANGUAGES:
        counts: Counter[str] = Counter()
        for path in files():
            data = load(path)
            if data["language"] == language:
                counts.update(r["verdict"] for r in data["comments"])
        total = sum(counts.values())
        assert total >= 40, (language, total)
        for verdict in VERDICTS:
            assert counts[verdict] >= 0.2 * total, (language, counts)
