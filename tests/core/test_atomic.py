from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.atomic import write_bytes_atomic, write_json_atomic, write_text_atomic


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


POSIX = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


def _mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


@pytest.fixture
def umask_022() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


@POSIX
def test_a_new_file_gets_the_users_usual_permissions(tmp_path: Path, umask_022: None) -> None:
    """Like any file the user makes (0666 less the umask), not the temporary file's 0600."""
    write_text_atomic(tmp_path / "tuning.json", "{}")
    write_bytes_atomic(tmp_path / "sheet.docx", b"PK")
    assert _mode(tmp_path / "tuning.json") == 0o644
    assert _mode(tmp_path / "sheet.docx") == 0o644
    os.umask(0o027)
    write_json_atomic(tmp_path / "group.json", {})
    assert _mode(tmp_path / "group.json") == 0o640


@POSIX
def test_a_replaced_file_keeps_its_permissions(tmp_path: Path, umask_022: None) -> None:
    target = tmp_path / "settings.json"
    target.write_text("{}")
    target.chmod(0o664)
    write_text_atomic(target, '{"a": 1}')
    assert _mode(target) == 0o664 and target.read_text() == '{"a": 1}'
    target.chmod(0o600)
    write_text_atomic(target, '{"a": 2}')
    assert _mode(target) == 0o600
    private = tmp_path / "notebook.json"
    private.write_text("{}")
    private.chmod(0o640)
    write_text_atomic(private, "{}", private=True)  # the person's choice stands
    assert _mode(private) == 0o640


@POSIX
def test_personal_data_is_new_as_the_users_alone(tmp_path: Path, umask_022: None) -> None:
    """The notebook (names, addresses, visit notes) and the runs are made 0600."""
    write_text_atomic(tmp_path / "notebook.json", "{}", private=True)
    assert _mode(tmp_path / "notebook.json") == 0o600


@POSIX
def test_the_umask_is_read_without_being_changed(tmp_path: Path, umask_022: None,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """os.umask sets as it reads: another thread making a file in between would get the
    wrong permissions. Where the system says the umask (/proc), it is only read."""
    if not Path("/proc/self/status").exists():
        pytest.skip("no /proc")
    calls: list[int] = []
    real = os.umask

    def spy(mask: int) -> int:
        calls.append(mask)
        return real(mask)

    monkeypatch.setattr(os, "umask", spy)
    write_text_atomic(tmp_path / "a.json", "{}")
    assert calls == [] and _mode(tmp_path / "a.json") == 0o644
