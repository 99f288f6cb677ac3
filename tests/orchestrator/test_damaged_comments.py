"""A damaged comments.json loses nothing: what can be read is recovered, a broken copy
is kept, the person is told in one line, and a save never writes less over it."""

from __future__ import annotations

import json
from pathlib import Path

from app.core.models import Comment, Plan, RunResult
from app.orchestrator.store import RunStore

COMMENTS = {
    f"wt:{n}": Comment(text=f"Comment number {n}: patience grows with practice.",
                       verdict="supported", evidence="A sentence.", paragraph=n)
    for n in range(1, 6)
}


def _torn(tmp_path: Path) -> tuple[RunStore, Path]:
    store = RunStore(tmp_path)
    store.save(RunResult(run_id="r1", plan=Plan(goal="g"), status="finished"))
    store.save_comments("r1", COMMENTS)
    path = tmp_path / "r1" / "comments.json"
    text = path.read_text("utf-8")
    path.write_text(text[: text.index('"wt:5"') + 30], "utf-8")  # a crash cut the tail
    return store, path


def test_a_torn_comments_file_keeps_every_complete_comment(tmp_path: Path) -> None:
    store, path = _torn(tmp_path)
    torn = path.read_bytes()
    loaded = store.load_comments("r1", "es")
    assert set(loaded) == {"wt:1", "wt:2", "wt:3", "wt:4"}
    assert loaded["wt:2"] == COMMENTS["wt:2"]
    copies = list(path.parent.glob("comments.json.broken-*"))
    assert len(copies) == 1 and copies[0].read_bytes() == torn
    assert loaded.notice.startswith("Tus comentarios") and "4" in loaded.notice
    assert copies[0].name in loaded.notice and "\n" not in loaded.notice
    # the next save (what the window does after a new comment) writes all of them
    store.save_comments("r1", {**loaded, "wt:6": Comment(text="A new one.")})
    saved = json.loads(path.read_text("utf-8"))
    assert set(saved) == {"wt:1", "wt:2", "wt:3", "wt:4", "wt:6"}


def test_a_save_over_a_damaged_file_keeps_a_copy_first(tmp_path: Path) -> None:
    """Even a save without a load first (another window) never writes less unseen."""
    store, path = _torn(tmp_path)
    torn = path.read_bytes()
    store.save_comments("r1", {"wt:6": Comment(text="Only this one.")})
    copies = list(path.parent.glob("comments.json.broken-*"))
    assert [c.read_bytes() for c in copies] == [torn]
    assert store.load_comments("r1").notice == ""  # the new file is sound


def test_a_sound_file_gives_no_notice_and_no_copy(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    store.save_comments("r1", COMMENTS)
    store.save_comments("r1", COMMENTS)
    loaded = store.load_comments("r1")
    assert loaded == COMMENTS and loaded.notice == ""
    assert not list((tmp_path / "r1").glob("*.broken-*"))
