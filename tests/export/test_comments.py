"""The person's comments: kept beside the run, and in every exported format with their
check in words ("supported by ¶1"), never a bare score."""

from __future__ import annotations

import io
import shutil
import subprocess
import unicodedata
from pathlib import Path

import docx
import pytest

from app.core.models import Comment
from app.export import build_sheet, render, sheet_for_run
from app.export.sheet import comment_check_words, comment_key
from app.orchestrator.store import RunStore
from tests.export.sample import findings, run_result

COMMENTS = {
    "wt:1": Comment(text="Trust grows as promises are kept, one by one.", verdict="supported",
                    evidence="Trust grows when promises are kept.", paragraph=1,
                    engine="model"),
    "wt:3": Comment(text="Anxiety never matters to God.", verdict="contradicted",
                    evidence="Paragraph 3 ends here.", paragraph=3, engine="model"),
}


def test_sections_have_keys_and_words() -> None:
    sheet = build_sheet(findings(), language="en", comments=COMMENTS)
    groups = [s for s in sheet.sections if s.paragraphs]
    assert [comment_key(s) for s in groups] == ["wt:1", "wt:3"]
    assert groups[0].comment.startswith("Trust grows as promises")
    assert groups[0].comment_check == "supported by ¶1"
    assert groups[1].comment_check == "contradicts ¶3"
    assert comment_check_words(Comment(text="x", verdict="unsupported"), "es") == \
        "no está en el párrafo"
    assert comment_check_words(Comment(text="x"), "en") == ""


def _text_of(fmt: str, tmp_path: Path) -> str:
    data = render(build_sheet(findings(), language="en", comments=COMMENTS), fmt)
    if fmt == "docx":
        return "\n".join(p.text for p in docx.Document(io.BytesIO(data)).paragraphs)
    if fmt == "pdf":
        out = tmp_path / "sheet.pdf"
        out.write_bytes(data)
        raw = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True,
                             check=True).stdout
        return " ".join(unicodedata.normalize("NFKC", raw).split())
    return data.decode("utf-8")


@pytest.mark.parametrize("fmt", ["md", "html", "docx", "pdf"])
def test_every_format_carries_the_comments_and_their_checks(fmt: str, tmp_path: Path) -> None:
    if fmt == "pdf" and shutil.which("pdftotext") is None:
        pytest.skip("needs poppler-utils")
    text = _text_of(fmt, tmp_path)
    assert "Trust grows as promises are kept, one by one." in text
    assert "supported by ¶1" in text and "contradicts ¶3" in text
    assert "0.9" not in text  # words, not scores


def test_comments_are_kept_beside_the_run_and_reach_the_sheet(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    result = run_result()
    store.save(result)
    store.save_comments(result.run_id, {**COMMENTS, "wt:9": Comment(text="   ")})
    loaded = store.load_comments(result.run_id)
    assert set(loaded) == {"wt:1", "wt:3"}  # an empty comment is not kept
    assert loaded["wt:1"] == COMMENTS["wt:1"]
    sheet = sheet_for_run(result, loaded)
    assert any(s.comment_check == "supported by ¶1" for s in sheet.sections)
    # a damaged comments file loses no run and gives no comments
    (tmp_path / result.run_id / "comments.json").write_text("{broken", "utf-8")
    assert store.load_comments(result.run_id) == {}
    assert store.load(result.run_id).run_id == result.run_id
