from __future__ import annotations

import json
import re

import pytest

from app.cli import main

ARK = (
    "Noah lived in a world filled with violence. Jehovah told him to build a huge ark. "
    "Noah kept obeying because he trusted that God would keep his word."
)


def test_answer_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["answer", "Why did Noah keep obeying?", ARK, "--language", "en", "--json"])
    record = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {"sentences", "answer", "scores", "engine"} <= set(record)
    assert len(record["sentences"]) == 3 == len(record["scores"])
    assert record["answer"][0] == 2
    assert all(isinstance(i, int) for i in record["answer"])
    assert record["engine"] in ("model", "word-overlap")
    assert 0.0 <= record["confidence"] <= 1.0 and isinstance(record["clear"], bool)


def test_answer_human_output_names_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["answer", "Why did Noah keep obeying?", ARK, "--language", "en",
                 "--word-overlap"])
    out = capsys.readouterr().out
    assert code == 0
    # the sentence to highlight, without its bare score (--json keeps the scores)
    assert out.splitlines()[0] == ("1. Noah kept obeying because he trusted that God would "
                                   "keep his word.")
    # how sure, in words, with the figure named (not a bare "0.76")
    assert re.fullmatch(r"Answer: clear, in ¶1 \(confidence 0\.\d\d; clear from 0\.\d\d\)",
                        out.splitlines()[1])
    assert "word overlap" in out


def test_check_comment_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check-comment", "Noah kept obeying because he trusted God.",
                 "--paragraph", ARK, "--scripture", "Noah did all that God commanded him.",
                 "--language", "en", "--json"])
    record = json.loads(capsys.readouterr().out)
    assert code == 0
    assert record["verdict"] in ("supported", "unsupported", "contradicted")
    assert isinstance(record["score"], float) and 0.0 <= record["score"] <= 1.0
    assert isinstance(record["evidence"], str)
    assert record["engine"] in ("model", "word-overlap")
    assert record["reason"]


def test_check_comment_human_output_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check-comment", "Los cuervos no le traían comida a Elías.",
                 "--paragraph", "Unos cuervos le traían pan y carne a Elías cada día.",
                 "--language", "es", "--word-overlap"])
    out = capsys.readouterr().out
    assert code == 0
    # why, quoting the sentence that says otherwise
    assert re.match(r"El párr\. 1 dice lo contrario: «Unos cuervos le traían pan y carne "
                    r"a Elías cada día\.» \(confianza 0\.\d\d\)\n", out)
    assert "coincidencia de palabras" in out


@pytest.mark.parametrize(("language", "line"), [
    ("es", "preparo: error: el párrafo no puede estar vacío"),
    ("en", "preparo: error: the paragraph must not be empty"),
    ("pt", "preparo: erro: o parágrafo não pode estar vazio"),
])
def test_empty_paragraph_is_a_usage_error_in_the_chosen_language(
        capsys: pytest.CaptureFixture[str], language: str, line: str) -> None:
    assert main(["check-comment", "algo", "--paragraph", "  ", "--language", language]) == 2
    assert capsys.readouterr().err == line + "\n"


def test_the_word_overlap_reason_is_in_the_chosen_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["answer", "¿Qué hizo Noé?", "Noé construyó el arca con su familia.",
                 "--language", "pt", "--word-overlap"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.rstrip().endswith(
        "(verificado por coincidência de palavras (sem modelo): foi pedida a coincidência de "
        "palavras)")


def test_an_unclear_answer_prints_no_sentence_to_highlight(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 29 item 3: unclear means "read all of ¶1" and no sentence, never both."""
    code = main(["answer", "How can young ones make friends at school?", ARK,
                 "--language", "en", "--word-overlap"])
    out = capsys.readouterr().out
    assert code == 0
    assert re.fullmatch(r"Answer: unclear, read all of ¶1 "
                        r"\(confidence 0\.\d\d; clear from 0\.\d\d\)",
                        out.splitlines()[0])
    assert not any(line[:1].isdigit() for line in out.splitlines())
    assert "Noah" not in out


def test_preparo_answer_ranks_with_the_answer_head(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 29: `preparo answer` runs the model for the answer head (the weighted ranking
    gave the model no weight and never ran it): one question part's scores are the head's
    probabilities, summing to 1, and the confidence is the head's."""
    from app.core.paths import models_dir
    from app.study.answer_head import load_head

    code = main(["answer", "Why did Noah keep obeying?", ARK, "--language", "en", "--json"])
    record = json.loads(capsys.readouterr().out)
    assert code == 0
    assert record["engine"] == "model" and record["note"] == ""
    assert sum(record["scores"]) == pytest.approx(1.0, abs=1e-3)
    head = load_head(models_dir() / "nli")
    assert head is not None
    assert record["clear"] == (record["confidence"] >= head.confidence.clear)
    # the threshold is in the record, so "unclear (confidence 0.72)" can be understood
    assert record["clear_at"] == pytest.approx(head.confidence.clear, abs=1e-4)
    assert record["highlight"] == (record["answer"] if record["clear"] else [])


@pytest.mark.parametrize(("language", "question", "paragraph", "line"), [
    ("es", "¿Por qué siguió obedeciendo Noé?",
     "Noé vivía en un mundo violento. Jehová le pidió construir un arca enorme. Noé siguió "
     "obedeciendo porque confiaba en que Dios cumpliría su palabra.",
     r"Respuesta: (clara, en el párr\. 1|poco clara, lea todo el párr\. 1) "
     r"\(confianza 0\.\d\d; clara desde 0\.\d\d\)"),
    ("pt", "Por que Noé continuou obedecendo?",
     "Noé vivia num mundo violento. Jeová lhe pediu que construísse uma arca enorme. Noé "
     "continuou obedecendo porque confiava que Deus cumpriria sua palavra.",
     r"Resposta: (clara, no parág\. 1|pouco clara, leia todo o parág\. 1) "
     r"\(confiança 0\.\d\d; clara a partir de 0\.\d\d\)"),
])
def test_the_answer_confidence_is_said_in_the_chosen_language(
        capsys: pytest.CaptureFixture[str], language: str, question: str, paragraph: str,
        line: str) -> None:
    code = main(["answer", question, paragraph, "--language", language, "--word-overlap"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert sum(bool(re.fullmatch(line, x)) for x in lines) == 1, lines
    # no bare figure anywhere: every number printed is named
    assert not any(re.search(r"\[0\.\d+\]|, 0\.\d+\)", x) for x in lines)


def test_check_comment_names_its_confidence_in_english(
        capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check-comment", "Noah kept obeying because he trusted God.",
                 "--paragraph", ARK, "--language", "en", "--word-overlap"])
    first = capsys.readouterr().out.splitlines()[0]
    assert code == 0
    assert re.search(r" \(confidence [01]\.\d\d\)$", first), first
