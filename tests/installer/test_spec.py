"""The PyInstaller spec and installer/layout.py, checked without running PyInstaller."""

from __future__ import annotations

import ast
import gzip
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any, ClassVar

import pytest

from installer import layout
from installer.icons import ICO_SIZES, icns_bytes, ico_bytes

ROOT = layout.REPO_ROOT
SPEC = ROOT / "installer" / "preparo.spec"


def _destinations() -> dict[str, str]:
    """bundle-relative file path -> source path, for everything `data_files` ships."""
    return {
        f"{dest}/{Path(src).name}": src for src, dest in layout.data_files(ROOT)
    }


def test_data_files_ship_the_runtime_folders() -> None:
    shipped = _destinations()
    for name in ("resources/icons/preparo.svg", "resources/i18n/en.json", "resources/i18n/es.json",
                 "resources/i18n/pt.json",
                 "resources/templates/sheet.html.j2", "resources/templates/sheet.md.j2",
                 "resources/books/en.json", "resources/books/es.json",
                 "resources/books/pt.json", "prompts/plan.schema.json"):
        assert name in shipped, name
    # only the test mirror reads the public-domain Bible text: it stays out (250 MB budget)
    assert not [name for name in shipped if name.startswith("resources/bible/")]
    for src, dest in layout.data_files(ROOT):
        assert dest.split("/")[0] in layout.DATA_FOLDERS
        assert Path(src).is_file()


def test_data_files_ship_the_nli_model_when_it_is_built() -> None:
    model = ROOT / "models" / "nli"
    if not (model / "model.onnx").is_file():
        pytest.skip("models/nli is not built in this tree")
    shipped = _destinations()
    for name in ("model.onnx", "tokenizer.json.gz", "labels.json"):
        assert f"models/nli/{name}" in shipped
    # issue 29: the tokenizer ships gzip-compressed only (app/nli/files.py reads it)
    assert "models/nli/tokenizer.json" not in shipped
    packed = Path(shipped["models/nli/tokenizer.json.gz"])
    assert gzip.decompress(packed.read_bytes()) == (model / "tokenizer.json").read_bytes()
    assert packed.stat().st_size < (model / "tokenizer.json").stat().st_size / 2


def test_gzipped_data_files_are_made_at_build_time_and_reproducible(tmp_path: Path) -> None:
    folder = tmp_path / "models" / "nli"
    folder.mkdir(parents=True)
    (folder / "tokenizer.json").write_text('{"model": {"vocab": ["a", "b"]}}' * 50, "utf-8")
    (folder / "labels.json").write_text("{}", "utf-8")
    pairs = sorted((Path(src).relative_to(tmp_path).as_posix(), dest)
                   for src, dest in layout.data_files(tmp_path))
    assert pairs == [("build/gzipped/models/nli/tokenizer.json.gz", "models/nli"),
                     ("models/nli/labels.json", "models/nli")]
    packed = tmp_path / "build" / "gzipped" / "models" / "nli" / "tokenizer.json.gz"
    first = packed.read_bytes()
    assert gzip.decompress(first) == (folder / "tokenizer.json").read_bytes()
    packed.unlink()
    layout.data_files(tmp_path)
    assert packed.read_bytes() == first  # no name or time in the header
    (folder / "tokenizer.json").write_text('{"changed": true}', "utf-8")
    os.utime(packed, (1, 1))  # older than its source: made again
    layout.data_files(tmp_path)
    assert gzip.decompress(packed.read_bytes()) == b'{"changed": true}'


def test_data_files_leave_out_build_inputs(tmp_path: Path) -> None:
    (tmp_path / "models" / "nli" / "__pycache__").mkdir(parents=True)
    (tmp_path / "models" / "build_nli.py").write_text("print()\n")
    (tmp_path / "models" / "nli" / "model.onnx").write_bytes(b"\0")
    (tmp_path / "models" / "nli" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0")
    (tmp_path / "resources" / "translations").mkdir(parents=True)
    (tmp_path / "resources" / "translations" / "preparo_es.ts").write_text("<TS/>")
    (tmp_path / "resources" / "translations" / "preparo_es.qm").write_bytes(b"\0")
    pairs = sorted(
        (Path(src).relative_to(tmp_path).as_posix(), dest)
        for src, dest in layout.data_files(tmp_path)
    )
    assert pairs == [
        ("models/nli/model.onnx", "models/nli"),
        ("resources/translations/preparo_es.qm", "resources/translations"),
    ]


def test_excludes_keep_the_qt_modules_the_app_uses() -> None:
    excluded = set(layout.excluded_modules())
    for used in ("QtCore", "QtGui", "QtWidgets"):
        assert f"PySide6.{used}" not in excluded
    for unused in ("QtQml", "QtQuick", "QtNetwork", "QtWebEngineCore", "Qt3DCore",
                   "QtMultimedia", "QtPdf", "QtDesigner", "QtSql", "QtTest"):
        assert f"PySide6.{unused}" in excluded
    for module in layout.installed_qt_modules():
        assert module in layout.QT_MODULES_USED or f"PySide6.{module}" in excluded
    assert "tkinter" in excluded and "pytest" in excluded


def test_excludes_leave_out_the_mcp_sdk_but_keep_what_the_app_needs() -> None:
    """`preparo mcp` is our own server (app/mcp/protocol.py): the official SDK and what
    only it pulls in stay out; httpx with its async backend stays in, and so does
    cryptography on Linux, where keyring's Secret Service backend needs it."""
    for platform in ("linux", "win32", "darwin"):
        excluded = set(layout.excluded_modules(platform))
        assert {"mcp", "mcp_types", "starlette", "uvicorn", "sse_starlette", "jsonschema",
                "rpds", "jwt", "opentelemetry", "httpx2", "httpcore2"} <= excluded
        assert not {"httpx", "httpcore", "anyio", "h11", "certifi", "idna", "keyring",
                    "secretstorage", "jeepney", "pydantic"} & excluded
        assert ("cryptography" in excluded) == (platform != "linux"), platform


def test_the_app_imports_no_excluded_package() -> None:
    """An import of an excluded module would fail in the bundle only."""
    excluded = [name for name in layout.excluded_modules() if not name.startswith("PySide6.")]
    found: list[str] = []
    for path in (ROOT / "app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            else:
                continue
            found += [f"{path.relative_to(ROOT)}: {name}" for name in names
                      if any(name == x or name.startswith(x + ".") for x in excluded)]
    assert not found


_IMPORT_ALL_WITHOUT = """
import importlib, importlib.abc, pkgutil, sys
excluded = tuple(sys.argv[1:])

class Excluded(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == x or name.startswith(x + ".") for x in excluded):
            raise ModuleNotFoundError(f"No module named {name!r} (excluded)", name=name)
        return None

sys.meta_path.insert(0, Excluded())
import app
failed = []
for info in pkgutil.walk_packages(app.__path__, "app."):
    if info.name.endswith("__main__"):
        continue
    try:
        importlib.import_module(info.name)
    except Exception as exc:
        failed.append(f"{info.name}: {exc!r}")
print("\\n".join(failed))
"""


def test_every_app_module_imports_with_the_excluded_modules_missing() -> None:
    """As in the bundle, where they are missing (rich, pydantic.v1, numpy's test module and
    the rest of excluded_modules): each module of the app still imports, so nothing it
    loads at import time needs them (httpx's optional command line, which pulls rich,
    falls back by itself)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", _IMPORT_ALL_WITHOUT,
                           *layout.excluded_modules()], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == ""
    assert {"rich", "markdown_it", "pydantic.v1", "numpy._core._multiarray_tests"} \
        <= set(layout.excluded_modules())


def test_every_qt_module_the_app_imports_is_kept() -> None:
    excluded = set(layout.excluded_modules())
    imported: set[str] = set()
    for path in (ROOT / "app").rglob("*.py"):
        for line in path.read_text("utf-8").splitlines():
            words = line.split()
            if len(words) >= 2 and words[0] in ("from", "import") \
                    and words[1].startswith("PySide6.Qt"):
                imported.add(words[1].split(".")[1])
    assert imported, "found no PySide6 import in app/"
    assert not {f"PySide6.{name}" for name in imported} & excluded


@pytest.mark.parametrize(
    ("source", "destination", "kept"),
    [
        ("/qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms", True),
        ("/qt/plugins/platforms/libqwayland.so", "PySide6/Qt/plugins/platforms", True),
        ("/qt/plugins/platforms/libqoffscreen.so", "PySide6/Qt/plugins/platforms", True),
        ("/qt/plugins/platforms/libqeglfs.so", "PySide6/Qt/plugins/platforms", False),
        ("/qt/plugins/platforms/qwindows.dll", "PySide6/plugins/platforms", True),
        ("/qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/platforms", True),
        ("/qt/plugins/platformthemes/libqgtk3.so", "PySide6/Qt/plugins/platformthemes", False),
        ("/qt/plugins/platformthemes/libqxdgdesktopportal.so",
         "PySide6/Qt/plugins/platformthemes", True),
        ("/qt/plugins/generic/libqevdevmouseplugin.so", "PySide6/Qt/plugins/generic", False),
        ("/qt/plugins/imageformats/libqsvg.so", "PySide6/Qt/plugins/imageformats", True),
        ("/qt/lib/libQt6Core.so.6", "PySide6/Qt/lib", True),
    ],
)
def test_qt_plugin_pruning(source: str, destination: str, kept: bool) -> None:
    assert layout.keep_qt_binary(source, destination) is kept


def test_qt_catalogs_only_for_the_app_languages() -> None:
    folder = "PySide6/Qt/translations"
    assert layout.keep_qt_data("/t/qtbase_es.qm", folder)
    assert layout.keep_qt_data("/t/qt_pt_BR.qm", folder)
    assert layout.keep_qt_data("/t/qtbase_en.qm", folder)
    assert not layout.keep_qt_data("/t/qtbase_de.qm", folder)
    assert not layout.keep_qt_data("/t/qt_help_es.qm", folder)
    assert layout.keep_qt_data("/x/preparo_de.qm", "resources/translations")


def test_version_comes_from_pyproject() -> None:
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as handle:
        expected = tomllib.load(handle)["project"]["version"]
    assert layout.version() == expected
    numbers = layout.version_tuple()
    assert len(numbers) == 4 and all(isinstance(n, int) for n in numbers)
    assert layout.info_plist()["CFBundleShortVersionString"] == expected


@pytest.mark.skipif(sys.platform != "win32",
                    reason="PyInstaller's versioninfo needs pefile and win32api (Windows only)")
def test_windows_version_resource_names_the_app() -> None:
    pytest.importorskip("pefile")
    text = str(layout.windows_version_info())
    assert "Preparo.exe" in text
    assert layout.version() in text


def test_icon_containers_are_well_formed() -> None:
    pngs = {size: b"\x89PNG" + bytes([size % 256]) * 3 for size in range(16, 1025)}
    ico = ico_bytes(pngs)
    assert ico[:6] == b"\0\0\1\0" + len(ICO_SIZES).to_bytes(2, "little")
    # The first entry's data sits right after the directory.
    assert int.from_bytes(ico[18:22], "little") == 6 + 16 * len(ICO_SIZES)
    icns = icns_bytes(pngs)
    assert icns[:4] == b"icns"
    assert int.from_bytes(icns[4:8], "big") == len(icns)


class _Recorder:
    """Stands in for one PyInstaller build target and keeps its arguments."""

    made: ClassVar[dict[str, list[_Recorder]]] = {}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.binaries: list[Any] = []
        self.datas: list[Any] = []
        self.dependencies: list[Any] = []
        _Recorder.made.setdefault(type(self).__name__, []).append(self)


def _fake_pyinstaller_modules() -> dict[str, types.ModuleType]:
    build_main = types.ModuleType("PyInstaller.building.build_main")
    osx = types.ModuleType("PyInstaller.building.osx")
    for name in ("Analysis", "PYZ", "EXE", "COLLECT"):
        setattr(build_main, name, type(name, (_Recorder,), {}))
    osx.BUNDLE = type("BUNDLE", (_Recorder,), {})  # type: ignore[attr-defined]
    return {"PyInstaller.building.build_main": build_main, "PyInstaller.building.osx": osx}


def _exec_spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, list[_Recorder]]:
    """Run installer/preparo.spec with recording stand-ins for PyInstaller's targets."""
    pytest.importorskip("PyInstaller")
    for name, module in _fake_pyinstaller_modules().items():
        monkeypatch.setitem(sys.modules, name, module)
    icons = tmp_path / "icons"
    icons.mkdir()
    for name in ("preparo.ico", "preparo.icns"):
        (icons / name).write_bytes(b"\0")
    monkeypatch.setattr(layout, "icon_folder", lambda: icons)
    _Recorder.made = {}
    code = compile(SPEC.read_text("utf-8"), str(SPEC), "exec")
    exec(code, {"__name__": "__main__", "SPECPATH": str(SPEC.parent),
                "DISTPATH": str(tmp_path / "dist")})
    return _Recorder.made


@pytest.fixture
def spec_targets(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, list[_Recorder]]:
    return _exec_spec(monkeypatch, tmp_path)


def test_spec_on_macos_makes_an_app_bundle(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    # Only the spec's own branches are under test here, not module collection.
    monkeypatch.setattr(layout, "app_hidden_imports", lambda: ["app"])
    monkeypatch.setattr(sys, "platform", "darwin")
    targets = _exec_spec(monkeypatch, tmp_path)
    (exe,) = targets["EXE"]
    assert Path(exe.kwargs["icon"]).name == "preparo.icns"
    assert exe.kwargs["version"] is None
    (bundle,) = targets["BUNDLE"]
    assert bundle.kwargs["name"] == "Preparo.app"
    assert bundle.kwargs["bundle_identifier"] == layout.BUNDLE_ID
    assert Path(bundle.kwargs["icon"]).name == "preparo.icns"
    assert bundle.kwargs["info_plist"] == layout.info_plist()
    assert bundle.args == (targets["COLLECT"][0],)


def test_spec_on_windows_sets_icon_and_version(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    # Only the spec's own branches are under test here, not module collection.
    monkeypatch.setattr(layout, "app_hidden_imports", lambda: ["app"])
    monkeypatch.setattr(sys, "platform", "win32")
    resource = object()
    monkeypatch.setattr(layout, "windows_version_info", lambda: resource)
    targets = _exec_spec(monkeypatch, tmp_path)
    (exe,) = targets["EXE"]
    assert Path(exe.kwargs["icon"]).name == "preparo.ico"
    assert exe.kwargs["version"] is resource
    assert "BUNDLE" not in targets


def test_spec_is_a_windowed_one_folder_build(spec_targets: dict[str, list[_Recorder]]) -> None:
    (exe,) = spec_targets["EXE"]
    assert exe.kwargs["exclude_binaries"] is True  # one-folder: binaries go to COLLECT
    assert exe.kwargs["console"] is False
    assert exe.kwargs["upx"] is False
    assert exe.kwargs["strip"] is False
    assert exe.kwargs["name"] == "Preparo"
    expected_icon = {"win32": "preparo.ico", "darwin": "preparo.icns"}.get(sys.platform)
    icon = exe.kwargs["icon"]
    assert (Path(icon).name if icon else None) == expected_icon
    (coll,) = spec_targets["COLLECT"]
    assert coll.kwargs["upx"] is False and coll.kwargs["strip"] is False
    assert coll.kwargs["name"] == "Preparo"
    assert ("BUNDLE" in spec_targets) == (sys.platform == "darwin")


def test_spec_ships_data_and_every_app_module(spec_targets: dict[str, list[_Recorder]]) -> None:
    (analysis,) = spec_targets["Analysis"]
    assert analysis.args[0] == [str(ROOT / "app" / "__main__.py")]
    assert analysis.kwargs["datas"] == layout.data_files(ROOT)
    destinations = {dest.split("/")[0] for _, dest in analysis.kwargs["datas"]}
    assert {"resources", "prompts"} <= destinations
    if (ROOT / "models" / "nli" / "model.onnx").is_file():
        assert "models" in destinations
    hidden = set(analysis.kwargs["hiddenimports"])
    # Imported only dynamically: agents via pkgutil, CLI modules by name, the rest lazily.
    for module in ("app.agents.verse_explain", "app.cli.core", "app.cli.mirror",
                   "app.export.docx", "app.export.pdf", "app.mirror.server",
                   "app.mirror.content", "app.ui.selftest", "app.ui.application"):
        assert module in hidden, module
    assert analysis.kwargs["excludes"] == layout.excluded_modules()
    assert analysis.kwargs["hookspath"] == [str(layout.hooks_folder())]


def test_qt_override_hooks_exist_for_the_used_modules() -> None:
    for module in sorted(layout.QT_MODULES_USED):
        hook = layout.hooks_folder() / f"hook-PySide6.{module}.py"
        text = hook.read_text("utf-8")
        assert "prune_qt_hook_result(*add_qt6_dependencies(__file__))" in text


@pytest.mark.parametrize(("name", "strip"), [
    ("libpython3.12.so.1.0", True),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("tokenizers/tokenizers.abi3.so", True),
    # numpy's too (issue 29), its OpenBLAS included: test_stripped_openblas_still_works
    ("numpy.libs/libscipy_openblas64_-4b78795a.so", True),
    ("numpy/_core/_multiarray_umath.cpython-312-x86_64-linux-gnu.so", True),
    ("base_library.zip", False),
    ("models/nli/model.onnx", False),
])
def test_which_binaries_are_stripped(name: str, strip: bool) -> None:
    assert layout.strippable(name) is strip


def test_c_sources_and_headers_stay_out() -> None:
    datas = [("selectolax/lexbor.c", "/x/lexbor.c", "DATA"),
             ("numpy/_core/include/numpy/ndarrayobject.h", "/x/n.h", "DATA"),
             ("selectolax/parser.pyx", "/x/p.pyx", "DATA"),
             ("selectolax/base.pxi", "/x/base.pxi", "DATA"),
             ("selectolax/lexbor.pyi", "/x/lexbor.pyi", "DATA"),
             ("certifi/cacert.pem", "/x/cacert.pem", "DATA"),
             ("models/nli/model.onnx", "/x/model.onnx", "DATA")]
    kept = [name for name, _, _ in layout.drop_source_files(datas)]
    assert kept == ["certifi/cacert.pem", "models/nli/model.onnx"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="stripping is Linux-only")
def test_stripped_copy_still_loads(tmp_path: Path) -> None:
    """A stripped extension module of this interpreter imports and works."""
    import _json

    source = str(_json.__file__)
    name = f"python/lib-dynload/{Path(source).name}"
    [(_, copy, _)] = layout.stripped_binaries([(name, source, "EXTENSION")], tmp_path)
    assert Path(copy).stat().st_size < Path(source).stat().st_size
    code = ("import importlib.util, sys\n"
            f"spec = importlib.util.spec_from_file_location('_json', {copy!r})\n"
            "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
            "print(module.scanstring('\"ok\"', 1)[0])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "ok"
