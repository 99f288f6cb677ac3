"""Smoke test of the frozen app: start dist/Preparo's executable with --selftest.

Runs only when there is a bundle to test:
- PREPARO_BUILD_BUNDLE=1 builds one first (python installer/build.py --no-archive);
- PREPARO_BUNDLE=/path/to/Preparo tests that executable;
- otherwise dist/Preparo is tested if it exists and is newer than app/ and the data
  folders (a stale bundle would test old code, so it is skipped with a reason).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from installer import layout

ROOT = layout.REPO_ROOT
pytestmark = pytest.mark.slow


def _newest_source_mtime() -> float:
    newest = 0.0
    for folder in ("app", *layout.DATA_FOLDERS):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                newest = max(newest, path.stat().st_mtime)
    return newest


def _bundle_executable() -> Path:
    from installer import build

    if os.environ.get("PREPARO_BUILD_BUNDLE") == "1":
        return build.build(archive=False).executable
    given = os.environ.get("PREPARO_BUNDLE")
    if given:
        return Path(given).resolve()
    _, executable = build.bundle_paths()
    if not executable.is_file():
        pytest.skip("no bundle: set PREPARO_BUILD_BUNDLE=1 or build with installer/build.py")
    if executable.stat().st_mtime < _newest_source_mtime():
        pytest.skip(f"{executable} is older than the sources: rebuild it to test it")
    return executable


@pytest.fixture(scope="module")
def frozen_executable() -> Path:
    pytest.importorskip("PyInstaller")
    executable = _bundle_executable()
    assert executable.is_file(), executable
    return executable


def test_frozen_selftest_passes(frozen_executable: Path, tmp_path: Path) -> None:
    report = tmp_path / "selftest.txt"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PREPARO_SELFTEST_REPORT=str(report))
    done = subprocess.run([str(frozen_executable), "--selftest"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, check=False)
    lines = report.read_text("utf-8") if report.is_file() else done.stdout
    assert done.returncode == 0, f"exit {done.returncode}\n{lines}\n{done.stderr[-3000:]}"
    assert "FAIL" not in lines
    if (ROOT / "models" / "nli" / "model.onnx").is_file():
        assert "ok    NLI inference" in lines, lines


def test_frozen_cli_lists_the_agents(frozen_executable: Path, tmp_path: Path) -> None:
    # Agents are found with pkgutil at run time; an empty list means they were not frozen.
    done = subprocess.run([str(frozen_executable), "tools"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "verse.explain" in done.stdout


@pytest.mark.skipif(sys.platform == "darwin", reason="the .app keeps data under Contents/")
def test_bundle_carries_data_and_no_unused_qt(frozen_executable: Path) -> None:
    internal = frozen_executable.parent / "_internal"
    for _, destination in layout.data_files(ROOT):
        assert (internal / destination).is_dir(), destination
    for src, destination in layout.data_files(ROOT):
        assert (internal / destination / Path(src).name).is_file()
    names = {path.name for path in internal.rglob("*")}
    for unused in ("Qt6Qml", "Qt6Quick", "Qt6Pdf", "Qt6WebEngineCore", "Qt6Multimedia",
                   "qgtk3", "QtQml.abi3", "QtNetwork.abi3"):
        assert not any(unused in name for name in names), unused
    if sys.platform.startswith("linux"):
        # ICU's data cut to es/en/pt (installer/icu.py; CI installs icu-devtools)
        icu_data = list(internal.rglob("libicudata.so.*"))
        assert all(path.stat().st_size < 8_000_000 for path in icu_data), icu_data


@pytest.mark.skipif(sys.platform == "darwin", reason="the .app keeps data under Contents/")
def test_bundle_leaves_out_what_the_app_never_loads(frozen_executable: Path) -> None:
    """Issue 14 (a bundle <= 250 MB): numpy's random/FFT packages, image formats but the
    SVG icon's, httpx's command line with click and pygments stay out."""
    internal = frozen_executable.parent / "_internal"
    assert not (internal / "numpy" / "random").exists()
    assert not (internal / "numpy" / "fft").exists()
    plugins = internal / "PySide6" / "Qt" / "plugins" / "imageformats"
    formats = ({layout._plugin_stem(p.name) for p in plugins.iterdir()} if plugins.is_dir()
               else set())
    assert formats <= {"qsvg"}, formats
    names = {path.name.split(".")[0] for path in internal.rglob("*")}
    for unused in ("libreadline", "_codecs_jp", "_multibytecodec", "libivi-shell",
                   "libvulkan-server"):
        assert unused not in names, unused
    model = internal / "models" / "nli" / "model.onnx"
    if model.is_file():
        assert model.stat().st_size < 50_000_000


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("readelf") is None,
                    reason="Linux libraries, read with binutils' readelf")
def test_every_library_of_the_bundle_is_stripped(frozen_executable: Path) -> None:
    """Issue 29: no shared library keeps its symbol table (.symtab), numpy's OpenBLAS,
    the bootloader's zlib and _struct and the trimmed ICU data included."""
    internal = frozen_executable.parent / "_internal"
    libraries = [path for path in internal.rglob("*")
                 if path.is_file() and not path.is_symlink()
                 and (path.suffix == ".so" or ".so." in path.name)]
    assert any(path.name.startswith("libscipy_openblas") for path in libraries) \
        or not (internal / "numpy.libs").is_dir()
    unstripped = []
    for path in libraries:
        sections = subprocess.run(["readelf", "-S", "-W", str(path)], capture_output=True,
                                  text=True, check=True).stdout
        if " .symtab " in sections:
            unstripped.append(str(path.relative_to(internal)))
    assert not unstripped, unstripped


@pytest.mark.parametrize("suffix", ["md", "html", "pdf", "docx"])
def test_frozen_run_exports_each_format(frozen_executable: Path, tmp_path: Path,
                                        suffix: str) -> None:
    """The trimmed bundle still exports every format (PDF needs QtGui offscreen)."""
    from app.mirror.server import running_mirror

    out = tmp_path / f"sheet.{suffix}"
    with running_mirror() as mirror:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PREPARO_HOME=str(tmp_path / "home"),
                   PREPARO_HTTP_RATE="1000", PREPARO_HTTP_BURST="1000", **mirror.env)
        done = subprocess.run([str(frozen_executable), "run", "Explain John 3:16",
                               "--language", "en", "--export", str(out)],
                              env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert out.is_file() and out.stat().st_size > 500, done.stdout[-2000:]
    head = out.read_bytes()[:8]
    expected = {"pdf": b"%PDF", "docx": b"PK"}.get(suffix)
    if expected:
        assert head.startswith(expected), head
