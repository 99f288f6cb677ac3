from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.core.atomic import write_json_atomic, write_text_atomic


def test_write_replaces_content(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    write_json_atomic(target, {"a": 1})
    write_json_atomic(target, {"a": 2})
    assert target.read_text() == '{\n "a": 2\n}'
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_crash_mid_write_keeps_previous_file(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "run.json"
    write_text_atomic(target, "old")

    def boom(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError, match="No space left"):
        write_text_atomic(target, "new content that never lands")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["run.json"], "temp file left behind"


def test_crash_at_rename_keeps_previous_file(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "run.json"
    write_text_atomic(target, "old")

    def boom(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(KeyboardInterrupt):
        write_text_atomic(target, "new")
    assert target.read_text() == "old"
    assert len(list(tmp_path.iterdir())) == 1


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_app_data_stays_private_and_exports_get_the_users_usual_permissions(
    tmp_path: Path
) -> None:
    from app.core.atomic import write_bytes_atomic

    previous = os.umask(0o022)
    try:
        write_text_atomic(tmp_path / "run.json", "{}")
        write_bytes_atomic(tmp_path / "sheet.docx", b"PK", shared=True)
        os.umask(0o077)
        write_bytes_atomic(tmp_path / "strict.pdf", b"%PDF", shared=True)
    finally:
        os.umask(previous)
    assert (tmp_path / "run.json").stat().st_mode & 0o777 == 0o600
    # a sheet to print, mail or copy to a USB stick: readable like any file the user makes
    assert (tmp_path / "sheet.docx").stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "strict.pdf").stat().st_mode & 0o777 == 0o600
