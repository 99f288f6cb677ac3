"""app/core/damage.py: broken copies once per content, the complete members of torn JSON."""

from __future__ import annotations

from pathlib import Path

from app.core.damage import keep_broken_copy, recover_json


def test_the_complete_members_of_torn_json_are_recovered() -> None:
    assert recover_json('{"a": 1, "b": {"x": [1, 2]}, "c": {"y": "cut') == \
        {"a": 1, "b": {"x": [1, 2]}}
    assert recover_json('[{"n": 1}, {"n": 2}, {"n"') == [{"n": 1}, {"n": 2}]
    assert recover_json(' {"a": "ñandú \\u00e9"}') == {"a": "ñandú é"}
    assert recover_json('{"a": 1 "b": 2}') == {"a": 1}  # stops at the damage
    assert recover_json("\x00garbage") is None
    assert recover_json('{"deep": ' + "[" * 100_000) == {}


def test_a_broken_copy_is_kept_once_per_content(tmp_path: Path) -> None:
    path = tmp_path / "comments.json"
    assert keep_broken_copy(path) is None
    path.write_text('{"a": ', "utf-8")
    first = keep_broken_copy(path)
    assert first is not None and first.read_text("utf-8") == '{"a": '
    assert keep_broken_copy(path) == first
    path.write_text('{"b": ', "utf-8")
    second = keep_broken_copy(path)
    assert second is not None and second != first and second.read_text("utf-8") == '{"b": '
