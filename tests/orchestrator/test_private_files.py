"""The person's own data is made readable by them alone (0600): runs, their comments and
the notebook (names, addresses, visit notes), even where other new files follow the
umask (app.core.atomic)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.models import Comment
from app.core.notebook import Notebook, NotebookStore
from app.orchestrator.store import RunStore

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


@pytest.fixture(autouse=True)
def umask_022() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


def _mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


def test_runs_and_comments_are_the_users_alone(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    store.write_run("r1", "{}")
    store.save_comments("r1", {"q1": Comment(text="Ana dijo que vendría el martes.")})
    assert _mode(store.run_dir("r1") / "run.json") == 0o600
    assert _mode(store.run_dir("r1") / "comments.json") == 0o600


def test_a_runs_trace_is_the_users_alone(tmp_path: Path) -> None:
    from app.core.events import RunStarted

    store = RunStore(tmp_path)
    store.append_event(RunStarted(run_id="r1", goal="Preparar la revisita", language="es"))
    store.close_trace("r1")
    assert _mode(store.run_dir("r1") / "trace.jsonl") == 0o600


def test_the_notebook_and_its_export_are_the_users_alone(tmp_path: Path) -> None:
    notebook = NotebookStore(tmp_path / "notebook.json")
    notebook.save(Notebook())
    copy = notebook.export_to(Notebook(), tmp_path / "copy.json")
    assert _mode(tmp_path / "notebook.json") == 0o600
    assert _mode(copy) == 0o600
