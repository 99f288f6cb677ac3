"""bench/bundle.py's budget line (issue 29: `du -sb dist/Preparo` <= 250 MB): the size it
measures is du's, and files the next build ships that the bundle lacks are counted."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from bench import bundle as bench
from installer import build, layout


def test_disk_usage_is_du_s_b(tmp_path: Path) -> None:
    folder = tmp_path / "Preparo"
    (folder / "_internal" / "lib").mkdir(parents=True)
    (folder / "Preparo").write_bytes(b"x" * 1000)
    (folder / "_internal" / "lib" / "libfoo.so.1").write_bytes(b"y" * 3000)
    (folder / "_internal" / "lib" / "libfoo.so").symlink_to("libfoo.so.1")
    os.link(folder / "Preparo", folder / "_internal" / "again")  # counted once
    expected = build.disk_usage(folder)
    assert expected > build.folder_size(folder)  # folders and the symlink count too
    if shutil.which("du"):
        done = subprocess.run(["du", "-sb", str(folder)], capture_output=True, text=True,
                              check=True)
        assert int(done.stdout.split()[0]) == expected


def _tree(root: Path) -> None:
    nli = root / "models" / "nli"
    nli.mkdir(parents=True)
    (nli / "model.onnx").write_bytes(b"m" * 500)
    (nli / "labels.json").write_bytes(b"{}")
    (root / "resources").mkdir()
    (root / "resources" / "x.json").write_bytes(b"{}")


def test_files_the_bundle_lacks_are_pending(tmp_path: Path) -> None:
    root, folder = tmp_path / "tree", tmp_path / "dist" / "Preparo"
    _tree(root)
    data = folder / "_internal"
    for source, destination in layout.data_files(root):
        (data / destination).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, data / destination / Path(source).name)
    assert bench.pending_data(folder, root) == []
    (root / "models" / "nli" / "answer.onnx").write_bytes(b"a" * 3500)  # built since
    (root / "models" / "nli" / "model.onnx").write_bytes(b"m" * 400)  # rebuilt smaller
    pending = {item.name: item.bytes for item in bench.pending_data(folder, root)}
    assert pending == {"models/nli/answer.onnx": 3500, "models/nli/model.onnx": -100}


def test_budget_line_says_the_room_left_or_how_far_over() -> None:
    plus = bench.parse_plus("models/nli/answer.onnx=3.5MB")
    assert (plus.name, plus.bytes) == ("models/nli/answer.onnx", 3_500_000)
    assert bench.parse_plus("a.bin=1200").bytes == 1200
    assert bench.parse_plus("a.bin=2 kB").bytes == 2000
    for bad in ("a.bin", "a.bin=lots", "=3MB", "a.bin=3 parsecs"):
        with pytest.raises(argparse.ArgumentTypeError):
            bench.parse_plus(bad)
    lines = bench.budget_lines(245_000_000, [plus], budget=250_000_000)
    assert lines[0].startswith("pending     models/nli/answer.onnx +3.5 MB")
    assert "248.5 MB with 1 pending of 250.0 MB" in lines[-1]
    assert "room left 1.5 MB (1,500,000 bytes)" in lines[-1]
    over = bench.budget_lines(249_000_000, [plus], budget=250_000_000)[-1]
    assert "OVER by 2.5 MB" in over and "(-2,500,000 bytes)" in over
