"""What goes into the frozen Preparo bundle, in one place.

`preparo.spec` builds from these values, `build.py` names its outputs after
them, and `tests/installer/` checks them without running PyInstaller. Nothing
here imports PyInstaller at module level, so the module stays cheap to import.
"""

from __future__ import annotations

import gzip
import importlib.util
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]

APP_NAME = "Preparo"
EXE_NAME = "Preparo"
BUNDLE_ID = "org.preparo.Preparo"
PUBLISHER = "Preparo"
COPYRIGHT = "Copyright (c) Preparo contributors. MIT licence."
DESCRIPTION = "Prepare meetings and personal study with sources from wol.jw.org"

# Issue 29: the bundle folder (`du -sb dist/Preparo`) stays within 250 MB.
BUNDLE_BUDGET_BYTES = 250_000_000

# Folders read at run time through app.core.paths.bundle_root(); each ships
# under the same name at the root of the bundle (sys._MEIPASS).
DATA_FOLDERS: tuple[str, ...] = ("resources", "models", "prompts")

# Files inside DATA_FOLDERS that are sources or build inputs, not run-time data:
# build scripts (models/build_nli.py), Qt Linguist sources (.ts; the .qm ship).
_SKIPPED_SUFFIXES = frozenset({".py", ".pyc", ".ts"})
_SKIPPED_DIRS = frozenset({"__pycache__", ".pytest_cache", ".mypy_cache"})
# Data only the built-in test mirror reads, left out to keep the bundle within 250 MB:
# the public-domain Bible text (1.8 MB). The frozen mirror serves its own written verses
# instead, as it does for Portuguese (app/mirror/content/bible_text.py).
_MIRROR_ONLY = frozenset({("resources", "bible")})

# Data files that ship gzip-compressed, as <name>.gz beside where <name> would be: the
# app reads either form (app/nli/files.py). The NLI tokenizer: 2.0 -> 0.7 MB. The
# compressed copies are made at build time under build/gzipped (reused while newer).
_GZIPPED: frozenset[tuple[str, ...]] = frozenset({("models", "nli", "tokenizer.json")})
GZIPPED_FOLDER = Path("build") / "gzipped"

# The Qt modules the app uses (app/ui imports QtCore, QtGui and QtWidgets; the
# SVG icon is drawn by Qt's svg image-format plugin, which pulls libQt6Svg by
# itself). Every other binding module is excluded so its libraries stay out.
QT_MODULES_USED = frozenset({"QtCore", "QtGui", "QtWidgets"})

# Modules of PySide6-Addons and other big Qt parts, excluded by name even when
# they are not installed, so a developer machine with Addons builds the same.
_QT_MODULES_KNOWN_UNUSED: tuple[str, ...] = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization",
    "QtDBus", "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer",
    "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth",
    "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning",
    "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickTest",
    "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus",
    "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvg", "QtSvgWidgets",
    "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore",
    "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
)

# Python packages that are dev or build tools, never needed at run time; a
# stray import of one (a test helper, a type-checking guard) must not drag it in.
_PYTHON_EXCLUDES: tuple[str, ...] = (
    "tkinter", "_tkinter", "PIL", "IPython", "matplotlib", "pytest", "_pytest", "pytestqt",
    "hypothesis", "mypy", "ruff", "PyInstaller", "setuptools", "pkg_resources", "pip",
    "onnx",
    "PyQt5", "PyQt6", "PySide2",
    # Never imported on the app's paths: YAML (only starlette's OpenAPI schemas and
    # numpy's show_config) and numpy's SIMD test module.
    "yaml", "_yaml", "numpy._core._simd",
    # Test dependencies: python-docx (with lxml, ~8 MB) reads the DOCX sheets back in the
    # tests, which the app writes with the standard library (app/export/ooxml.py);
    # BeautifulSoup (with soupsieve) is a parser baseline in bench/ (the app parses
    # with selectolax).
    "docx", "lxml", "bs4", "soupsieve",
    # Parts of libraries the app never calls: numpy's random, FFT, polynomial, masked-array,
    # testing and f2py packages (onnxruntime and the app use arrays, never these); httpx's
    # command line (which pulls click and pygments) and the interpreter's help topics.
    "numpy.random", "numpy.fft", "numpy.polynomial", "numpy.ma", "numpy.testing",
    "numpy.f2py", "httpx._main", "click", "pygments", "pydoc_data",
    "doctest", "unittest",
    # The interactive prompt's line editing (pulls libreadline and libtinfo) and the
    # East Asian codecs: the app reads UTF-8 pages and never prompts.
    "readline", "_codecs_jp", "_codecs_kr", "_codecs_cn", "_codecs_tw", "_codecs_hk",
    "_codecs_iso2022", "_multibytecodec",
    # Issue 29. rich (with markdown-it and mdurl, which only rich imports, and attrs, which
    # only rich.pretty imports): a dev tool's dependency, reached only through pydantic's
    # pretty_print_core_schema debug helper; the app never imports it. pydantic.v1, the
    # pydantic 1 API the app never uses (it imports pydantic 2's). numpy's C test module
    # (its hook adds it for numpy's own tests) and the pure-Python decimal fallback (the
    # C _decimal is there).
    "rich", "markdown_it", "mdurl", "attr", "attrs", "pydantic.v1",
    "numpy._core._multiarray_tests", "_pydecimal",
)

# The official MCP SDK and what only it pulls in: `preparo mcp` is served by our own
# implementation (app/mcp/protocol.py); the SDK is a test dependency. What the app
# itself needs stays: httpx, httpcore and anyio (httpx's async backend) for
# app/sources and app/llm.
_MCP_SDK_EXCLUDES: tuple[str, ...] = (
    "mcp", "mcp_types", "starlette", "uvicorn", "sse_starlette", "jsonschema",
    "jsonschema_specifications", "referencing", "rpds", "jwt", "opentelemetry",
    "multipart", "python_multipart", "httpx2", "httpcore2",
)

# cryptography came with the SDK too, but on Linux keyring's Secret Service backend
# (SecretStorage: how app/llm/keys.py stores API keys there) needs it; keyring needs
# no cryptography on Windows or macOS.
_EXCLUDED_OFF_LINUX: tuple[str, ...] = ("cryptography",)


# Qt plugins that only serve embedded or foreign set-ups. The GTK3 platform theme
# in particular drags the build machine's whole GTK/cairo/pango stack into the
# bundle, where it can clash with the user's; the app draws with Fusion anyway.
_QT_PLUGINS_DROPPED: dict[str, frozenset[str] | None] = {
    "platformthemes": frozenset({"qgtk3"}),
    # The app shows no pictures: its only image is the SVG icon (qsvg, kept).
    "imageformats": frozenset({"qgif", "qicns", "qico", "qjpeg", "qtga", "qtiff", "qwbmp",
                               "qwebp", "qpdf"}),
    "platforms": frozenset({"qeglfs", "qlinuxfb", "qvnc", "qvkkhrdisplay", "qminimalegl"}),
    "egldeviceintegrations": None,  # None: the whole plugin type
    # Wayland shells of in-car, kiosk and Qt-made compositors (desktops use xdg-shell)
    # and the buffer integrations of Qt's own compositor (clients fall back to shm).
    "wayland-shell-integration": frozenset({"ivi-shell", "fullscreen-shell-v1", "qt-shell",
                                            "wl-shell-plugin"}),
    "wayland-graphics-integration-client": frozenset({"dmabuf-server", "drm-egl-server",
                                                      "shm-emulation-server", "vulkan-server"}),
    "generic": None,
}

# Qt's own catalogs for the app's languages (es, en, pt): `qt_xx` and `qtbase_xx`.
_QT_CATALOG_BASES = frozenset({"qt", "qtbase"})
_QT_CATALOG_LANGUAGES = frozenset({"en", "es", "pt", "pt_BR", "pt_PT"})


# Third-party files that are sources, headers or type stubs for compiling against or
# type-checking a package (selectolax's lexbor.c, .pxi includes and .pyi stubs, numpy's
# C headers), never read at run time.
_SOURCE_SUFFIXES = frozenset({".c", ".cpp", ".h", ".pyx", ".pxd", ".pxi", ".pyi"})


def version() -> str:
    """The project version from pyproject.toml (the one source of truth)."""
    with (REPO_ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def version_tuple() -> tuple[int, int, int, int]:
    """`version()` as four integers for the Windows version resource (1.2.3 -> 1,2,3,0)."""
    parts: list[int] = []
    for piece in version().split(".")[:4]:
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits) if digits else 0)
    while len(parts) < 4:
        parts.append(0)
    return parts[0], parts[1], parts[2], parts[3]


def _data_files_in(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        if path.suffix in _SKIPPED_SUFFIXES:
            continue
        if _SKIPPED_DIRS.intersection(path.relative_to(folder).parts):
            continue
        if (folder.name, path.relative_to(folder).parts[0]) in _MIRROR_ONLY:
            continue
        yield path


def gzipped_copy(source: Path, target: Path) -> Path:
    """`target`: `source` compressed with gzip at level 9, with no name or time in its
    header (the same bytes on every build); reused while newer than `source`."""
    if target.is_file() and target.stat().st_mtime >= source.stat().st_mtime:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    with source.open("rb") as raw, partial.open("wb") as sink, \
            gzip.GzipFile(filename="", mode="wb", fileobj=sink, compresslevel=9,
                          mtime=0) as packed:
        shutil.copyfileobj(raw, packed)
    partial.replace(target)
    return target


def data_files(root: Path = REPO_ROOT) -> list[tuple[str, str]]:
    """PyInstaller `datas`: (source file, destination folder in the bundle) pairs.

    File by file rather than whole folders, so build inputs are left out and the
    test can see exactly what ships. The files of _GZIPPED ship as their .gz, made
    here under `root`/build/gzipped.
    """
    pairs: list[tuple[str, str]] = []
    for name in DATA_FOLDERS:
        folder = root / name
        if not folder.is_dir():
            continue
        for path in _data_files_in(folder):
            relative = path.relative_to(root)
            destination = relative.parent.as_posix()
            if relative.parts in _GZIPPED:
                path = gzipped_copy(path, root / GZIPPED_FOLDER / f"{relative}.gz")
            pairs.append((str(path), destination))
    return pairs


def installed_qt_modules() -> list[str]:
    """Names of the binding modules the installed PySide6 ships (QtCore, QtSvg, ...)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return []
    names: set[str] = set()
    for location in spec.submodule_search_locations:
        for path in Path(location).glob("Qt*"):
            if path.suffix in {".so", ".pyd"} or path.name.endswith(".abi3.so"):
                names.add(path.name.split(".", 1)[0])
    return sorted(names)


def excluded_modules(platform: str = sys.platform) -> list[str]:
    """PyInstaller `excludes` for a bundle built on `platform`: unused Qt binding
    modules, dev-only packages and the MCP SDK's stack."""
    qt = set(_QT_MODULES_KNOWN_UNUSED).union(installed_qt_modules()) - QT_MODULES_USED
    python = [*_PYTHON_EXCLUDES, *_MCP_SDK_EXCLUDES]
    if not platform.startswith("linux"):
        python.extend(_EXCLUDED_OFF_LINUX)
    return [f"PySide6.{name}" for name in sorted(qt)] + python


def app_hidden_imports() -> list[str]:
    """Every module of the `app` package.

    Agents are found with pkgutil (app/agents/registry.py), CLI command modules
    by name (app/cli.py COMMAND_MODULES), exporters and the mirror lazily; none
    of that is visible to PyInstaller's import scan, so the whole package goes in.
    """
    from PyInstaller.utils.hooks import collect_submodules

    return sorted(collect_submodules("app"))


def _plugin_stem(filename: str) -> str:
    """`libqgtk3.so` / `qgtk3.dll` / `libqgtk3.dylib` -> `qgtk3`."""
    stem = filename.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_qt_binary(source: str, destination: str) -> bool:
    """False for a Qt plugin in _QT_PLUGINS_DROPPED (checked before dependency analysis)."""
    parts = Path(destination).parts
    if "plugins" not in parts[:-1]:
        return True
    dropped = _QT_PLUGINS_DROPPED.get(parts[-1], frozenset())
    return dropped is not None and _plugin_stem(Path(source).name) not in dropped


def keep_qt_data(source: str, destination: str) -> bool:
    """False for Qt translation catalogs the app never loads."""
    path = Path(source)
    folder = Path(destination).parts
    if path.suffix != ".qm" or folder[:1] != ("PySide6",) or folder[-1:] != ("translations",):
        return True
    base, _, language = path.stem.partition("_")
    return base in _QT_CATALOG_BASES and language in _QT_CATALOG_LANGUAGES


def prune_qt_hook_result(
    hiddenimports: list[str],
    binaries: list[tuple[str, str]],
    datas: list[tuple[str, str]],
) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """Filter what PyInstaller's Qt hooks collect (used by installer/hooks/)."""
    return (
        hiddenimports,
        [(src, dst) for src, dst in binaries if keep_qt_binary(src, dst)],
        [(src, dst) for src, dst in datas if keep_qt_data(src, dst)],
    )


def hooks_folder() -> Path:
    """Hooks that override PyInstaller's PySide6.QtCore/QtGui/QtWidgets hooks to prune them."""
    return REPO_ROOT / "installer" / "hooks"


def icon_folder() -> Path:
    """Where installer/icons.py writes preparo.ico/.icns/.png (a build product)."""
    return REPO_ROOT / "build" / "icons"


def source_icon() -> Path:
    return REPO_ROOT / "resources" / "icons" / "preparo.svg"


def info_plist() -> dict[str, object]:
    """Info.plist values for the macOS .app (merged over PyInstaller's defaults)."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": version(),
        "CFBundleVersion": version(),
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "es", "pt"],
        "LSApplicationCategoryType": "public.app-category.education",
        "LSMinimumSystemVersion": "12.0",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": COPYRIGHT,
    }


def windows_version_info() -> object:
    """The Windows VERSIONINFO resource, built from `version()`."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = version_tuple()
    dotted = ".".join(str(n) for n in numbers)
    strings = vi.StringTable(
        "040904B0",  # U.S. English, Unicode
        [
            vi.StringStruct("CompanyName", PUBLISHER),
            vi.StringStruct("FileDescription", APP_NAME),
            vi.StringStruct("FileVersion", dotted),
            vi.StringStruct("InternalName", EXE_NAME),
            vi.StringStruct("LegalCopyright", COPYRIGHT),
            vi.StringStruct("OriginalFilename", f"{EXE_NAME}.exe"),
            vi.StringStruct("ProductName", APP_NAME),
            vi.StringStruct("ProductVersion", version()),
            vi.StringStruct("Comments", DESCRIPTION),
        ],
    )
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([strings]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def drop_source_files(datas: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """PyInstaller `datas` (name, source, kind) without C sources and headers."""
    return [entry for entry in datas if Path(entry[0]).suffix not in _SOURCE_SUFFIXES]


def strippable(name: str) -> bool:
    """A shared library of the bundle whose symbol table can go (`name` as in the TOC):
    every one, numpy's OpenBLAS included (check_stripped_libraries checks they load)."""
    posix = Path(name).as_posix()
    return posix.endswith(".so") or ".so." in Path(posix).name


def stripped_binaries(binaries: list[tuple[str, str, str]],
                      folder: Path) -> list[tuple[str, str, str]]:
    """PyInstaller `binaries` with Linux shared libraries replaced by stripped copies.

    `strip --strip-unneeded` keeps the dynamic symbols that loading needs and drops
    the rest (libpython alone sheds 23 MB). Copies go to `folder` (build output) and
    are reused while newer than their source. Elsewhere, or without `strip`, the
    list comes back as it was.
    """
    if not sys.platform.startswith("linux"):
        return binaries
    strip = shutil.which("strip")
    if strip is None:
        return binaries
    result: list[tuple[str, str, str]] = []
    for name, source, kind in binaries:
        if kind not in ("BINARY", "EXTENSION") or not strippable(name):
            result.append((name, source, kind))
            continue
        trimmed = _trimmed_icu(name, Path(source), folder / "icu" / name)
        if trimmed is not None:
            result.append((name, str(trimmed), kind))
            continue
        target = folder / name
        if not target.is_file() or target.stat().st_mtime < Path(source).stat().st_mtime:
            target.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run([strip, "--strip-unneeded", "-o", str(target), source], check=True)
        result.append((name, str(target), kind))
    return result


def _trimmed_icu(name: str, source: Path, target: Path) -> Path | None:
    """ICU's data library, cut to what Spanish, English and Portuguese need
    (installer/icu.py: 32 MB -> about 4.5 MB) at `target` (reused while newer than
    `source`); None (keep it whole) when it is not that library or the tools are
    missing."""
    from installer import icu

    if not icu.is_icu_data_library(name):
        return None
    if target.is_file() and target.stat().st_mtime >= source.stat().st_mtime:
        return target
    try:
        kept = icu.trim_icu_data(source, target)
    except RuntimeError as exc:
        print(f"installer: ICU data kept whole: {exc}", file=sys.stderr)
        return None
    print(f"installer: ICU data trimmed to {kept} items "
          f"({source.stat().st_size / 1e6:.1f} -> {target.stat().st_size / 1e6:.1f} MB)",
          file=sys.stderr)
    return target
