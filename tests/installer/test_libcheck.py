"""Stripping every shared library of the bundle (issue 29) and the check that each still
loads (installer/libcheck.py), without running PyInstaller."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from installer import layout, libcheck

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="stripping and the load check are Linux-only")


def _openblas() -> Path:
    import numpy

    libs = Path(numpy.__file__).resolve().parent.parent / "numpy.libs"
    found = sorted(libs.glob("libscipy_openblas*.so*")) if libs.is_dir() else []
    if not found:
        pytest.skip("this numpy has no bundled OpenBLAS")
    return found[0]


def test_stripped_openblas_still_works(tmp_path: Path) -> None:
    """numpy's OpenBLAS, once kept whole ("crashes at start when stripped"), loads and
    computes after strip --strip-unneeded; numpy runs on the stripped copies."""
    import numpy

    if shutil.which("strip") is None:
        pytest.skip("no strip")
    site = Path(numpy.__file__).resolve().parent.parent
    copy = tmp_path / "site"
    shutil.copytree(site / "numpy", copy / "numpy")
    shutil.copytree(site / "numpy.libs", copy / "numpy.libs")
    toc = [(path.relative_to(copy).as_posix(), str(path), "BINARY")
           for path in sorted(copy.rglob("*.so*")) if path.is_file()]
    stripped = layout.stripped_binaries(toc, tmp_path / "stripped")
    assert len(stripped) == len(toc)
    for (name, _, _), (_, target, _) in zip(toc, stripped, strict=True):
        shutil.copyfile(target, copy / name)  # the bundle's numpy: stripped copies only
    openblas = copy / "numpy.libs" / _openblas().name
    assert openblas.stat().st_size < _openblas().stat().st_size
    assert libcheck.load_failures([str(openblas)]) == {}
    code = ("import numpy as np\n"
            f"assert np.__file__.startswith({str(copy)!r}), np.__file__\n"
            "a = np.arange(1, 401, dtype=np.float64).reshape(20, 20) % 7 + np.eye(20) * 9\n"
            "x = np.linalg.solve(a, np.ones(20))\n"
            "print(round(float(np.abs(a @ x - 1).max()), 9), (a @ a.T).shape)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False, env={"PYTHONPATH": str(copy),
                                                         "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["0.0", "(20,", "20)"]


def _good_library() -> str:
    import _json

    return str(_json.__file__)


def test_load_failures_names_what_does_not_load(tmp_path: Path) -> None:
    broken = tmp_path / "libbroken.so"
    broken.write_bytes(Path(_good_library()).read_bytes()[:4000])  # cut short
    failures = libcheck.load_failures([_good_library(), str(broken),
                                       str(tmp_path / "libmissing.so")])
    assert set(failures) == {str(broken), str(tmp_path / "libmissing.so")}
    assert failures[str(broken)]  # the loader's own words


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc to build a crashing library")
def test_a_library_that_crashes_its_loader_is_named(tmp_path: Path) -> None:
    source = tmp_path / "crash.c"
    source.write_text("#include <signal.h>\n"
                      "__attribute__((constructor)) static void boom(void) { raise(SIGSEGV); }\n")
    crashing = tmp_path / "libcrash.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(crashing), str(source)], check=True)
    failures = libcheck.load_failures([str(crashing), _good_library()])
    assert list(failures) == [str(crashing)]
    assert "SIGSEGV" in failures[str(crashing)]


def test_the_check_fails_the_build_only_for_libraries_stripping_broke(tmp_path: Path) -> None:
    bundle = tmp_path / "_internal"
    (bundle / "lib").mkdir(parents=True)
    good = Path(_good_library())
    shutil.copyfile(good, bundle / "lib" / "good.so")
    (bundle / "lib" / "broke.so").write_bytes(good.read_bytes()[:4000])
    (bundle / "lib" / "never.so").write_bytes(b"\0" * 64)
    whole_never = tmp_path / "never-whole.so"
    whole_never.write_bytes(b"\0" * 64)  # loads no better unstripped
    original = [("lib/good.so", str(good), "EXTENSION"), ("lib/broke.so", str(good), "EXTENSION"),
                ("lib/never.so", str(whole_never), "BINARY"),
                ("lib/kept.so", str(good), "BINARY")]
    shipped = [("lib/good.so", "/build/stripped/lib/good.so", "EXTENSION"),
               ("lib/broke.so", "/build/stripped/lib/broke.so", "EXTENSION"),
               ("lib/never.so", "/build/stripped/lib/never.so", "BINARY"),
               ("lib/kept.so", str(good), "BINARY")]  # not stripped: not checked
    with pytest.raises(libcheck.StrippedLibraryBroken, match=r"lib/broke\.so") as caught:
        libcheck.check_stripped_libraries(original, shipped, bundle)
    assert "never.so" not in str(caught.value)
    checked, unloadable = libcheck.check_stripped_libraries(original[::2], shipped[::2], bundle)
    assert checked == 2 and [line.split(":")[0] for line in unloadable] == ["lib/never.so"]
    assert libcheck.check_stripped_libraries(original, original, bundle) == (0, [])
