from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.nli import LABELS, NLIModel

PAIRS = [
    ("A man is playing a guitar.", "A man is playing an instrument."),
    ("El niño está durmiendo.", "El niño está jugando al fútbol."),
    ("A menina está cantando.", "A menina está cantando no palco."),
]


def write_tsv(path: Path, rows: list[tuple[str, str]], header: str = "premise\thypothesis") -> Path:
    path.write_text(header + "\n" + "".join(f"{p}\t{h}\n" for p, h in rows), "utf-8")
    return path


def test_single_pair_json(capsys: pytest.CaptureFixture[str], shipped_model: NLIModel) -> None:
    code = main(["nli", *PAIRS[0], "--json"])
    out = capsys.readouterr().out
    assert code == 0
    record = json.loads(out)
    assert set(record) == {*LABELS, "label"}
    assert sum(record[k] for k in LABELS) == pytest.approx(1.0, abs=1e-4)
    expected = shipped_model.entail(*PAIRS[0])
    assert record["entailment"] == pytest.approx(expected["entailment"], abs=1e-4)


def test_single_pair_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nli", *PAIRS[0]]) == 0
    assert "entailment" in capsys.readouterr().out


def test_pairs_file_json_lines_in_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], shipped_model: NLIModel
) -> None:
    path = tmp_path / "pairs.tsv"
    path.write_text(
        "id\tHypothesis\tpremise\n"
        + "".join(f"{i}\t{h}\t{p}\n" for i, (p, h) in enumerate(PAIRS))
        + "\n",
        "utf-8",
    )
    assert main(["nli", "--pairs", str(path), "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == len(PAIRS)
    expected = shipped_model.entail_batch(PAIRS)
    for line, scores in zip(lines, expected, strict=True):
        record = json.loads(line)
        for name in LABELS:
            assert record[name] == pytest.approx(scores[name], abs=1e-4)
        assert record["label"] == max(LABELS, key=lambda k: scores[k])


def test_pairs_file_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nli", "--pairs", str(write_tsv(tmp_path / "p.tsv", PAIRS))]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == len(PAIRS)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "empty file"),
        ("text\tclaim\na\tb\n", "missing premise, hypothesis"),
        ("premise\thypothesis\na\tb\tc\n", "line 2: 3 tab-separated fields"),
        ("premise\thypothesis\na\t \n", "line 2: empty hypothesis"),
        ("premise\thypothesis\n", "no pairs"),
    ],
)
def test_malformed_pairs_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    path = tmp_path / "bad.tsv"
    path.write_text(content, "utf-8")
    assert main(["nli", "--pairs", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err
    assert path.read_text("utf-8") == content  # the input is never touched


def test_missing_pairs_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nli", "--pairs", str(tmp_path / "nope.tsv")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_missing_model_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["nli", "a", "b", "--json", "--model-dir", str(tmp_path / "nowhere")])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    assert "No NLI model found" in captured.err and "nowhere" in captured.err


def test_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nli", "only premise"]) == 2
    path = write_tsv(tmp_path / "p.tsv", PAIRS)
    assert main(["nli", "a", "b", "--pairs", str(path)]) == 2
    assert "not both" in capsys.readouterr().err
