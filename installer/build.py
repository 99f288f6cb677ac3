"""Build Preparo's native package for the current OS and print sizes and times.

    python installer/build.py [--no-archive] [--no-installer] [--sign] [--quiet]

Linux:   dist/Preparo/ and dist/Preparo-<version>-linux-<arch>.tar.gz
Windows: dist/Preparo/, a .zip, and dist/Preparo-<version>-setup.exe when
         Inno Setup's ISCC.exe is on PATH (or in its default folder)
macOS:   dist/Preparo.app, and dist/Preparo-<version>.dmg when create-dmg is on
         PATH; --sign signs and notarizes the .app and the dmg first
         (installer/macos/sign_and_notarize.sh, credentials from the environment)

Run it with the app's venv (PyInstaller comes from the `build` extra).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from installer import layout

ROOT = layout.REPO_ROOT
SPEC = ROOT / "installer" / "preparo.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
INNO_DEFAULT = Path(r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe")


@dataclass
class BuildResult:
    """What one build produced and how long each part took (seconds)."""

    folder: Path
    executable: Path
    build_s: float
    artifacts: dict[str, Path] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)


def folder_size(path: Path) -> int:
    """Bytes in all regular files under `path` (symlinks not followed or counted twice)."""
    total = 0
    for entry in path.rglob("*"):
        if entry.is_file() and not entry.is_symlink():
            total += entry.stat().st_size
    return total


def disk_usage(path: Path) -> int:
    """What `du -sb path` prints: the apparent size in bytes of `path` and everything
    under it, folders and symlinks included, each hard-linked file once. The bundle's
    budget (issue 29: 250 MB) is in these bytes."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for entry in [path, *path.rglob("*")]:
        info = entry.lstat()
        if info.st_nlink > 1 and not entry.is_dir():
            key = (info.st_dev, info.st_ino)
            if key in seen:
                continue
            seen.add(key)
        total += info.st_size
    return total


def human(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def machine_tag() -> str:
    arch = platform.machine().lower() or "unknown"
    return {"amd64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}.get(arch, arch)


def run_pyinstaller(clean: bool = True, quiet: bool = False) -> float:
    """Run PyInstaller on the spec; returns the wall time in seconds."""
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm",
        "--distpath", str(DIST), "--workpath", str(WORK),
        "--log-level", "WARN" if quiet else "INFO",
    ]
    if clean:
        command.append("--clean")
    command.append(str(SPEC))
    started = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT)
    return time.perf_counter() - started


def bundle_paths() -> tuple[Path, Path]:
    """(folder to archive, the executable to start) for the current OS."""
    if sys.platform == "darwin":
        app = DIST / f"{layout.APP_NAME}.app"
        return app, app / "Contents" / "MacOS" / layout.EXE_NAME
    folder = DIST / layout.APP_NAME
    name = f"{layout.EXE_NAME}.exe" if sys.platform == "win32" else layout.EXE_NAME
    return folder, folder / name


def make_tar_gz(folder: Path, target: Path) -> Path:
    """A .tar.gz with `folder` as its single top-level directory (symlinks kept)."""
    target.unlink(missing_ok=True)
    with tarfile.open(target, "w:gz", compresslevel=6) as archive:
        archive.add(folder, arcname=folder.name)
    return target


def make_zip(folder: Path, target: Path) -> Path:
    """A deflated .zip with `folder` as its single top-level directory."""
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, Path(folder.name) / path.relative_to(folder))
    return target


def find_iscc() -> Path | None:
    found = shutil.which("ISCC") or shutil.which("iscc")
    if found:
        return Path(found)
    return INNO_DEFAULT if INNO_DEFAULT.is_file() else None


def make_windows_installer(iscc: Path, folder: Path) -> Path:
    """Compile installer/windows/preparo.iss over dist/Preparo."""
    version = layout.version()
    subprocess.run(
        [
            str(iscc),
            f"/DAppVersion={version}",
            f"/DBundleDir={folder}",
            f"/DOutputDir={DIST}",
            f"/DIconFile={layout.icon_folder() / 'preparo.ico'}",
            str(ROOT / "installer" / "windows" / "preparo.iss"),
        ],
        check=True,
    )
    return DIST / f"{layout.APP_NAME}-{version}-setup.exe"


def sign_macos(path: Path) -> None:
    script = ROOT / "installer" / "macos" / "sign_and_notarize.sh"
    subprocess.run(["bash", str(script), str(path)], check=True)


def make_dmg(app: Path) -> Path:
    target = DIST / f"{layout.APP_NAME}-{layout.version()}.dmg"
    script = ROOT / "installer" / "macos" / "make_dmg.sh"
    subprocess.run(["bash", str(script), str(app), str(target)], check=True)
    return target


def _timed(result: BuildResult, name: str, started: float) -> None:
    result.timings[name] = time.perf_counter() - started


def package(result: BuildResult, *, installer: bool, sign: bool) -> None:
    """Archives and installers for the current OS, added to `result.artifacts`."""
    version = layout.version()
    folder = result.folder
    started = time.perf_counter()
    if sys.platform == "darwin":
        if sign:
            sign_macos(folder)
            _timed(result, "sign_app_s", started)
        if installer and shutil.which("create-dmg"):
            started = time.perf_counter()
            result.artifacts["dmg"] = make_dmg(folder)
            _timed(result, "dmg_s", started)
            if sign:
                sign_macos(result.artifacts["dmg"])
        elif installer:
            print("create-dmg not on PATH: no .dmg (brew install create-dmg)", file=sys.stderr)
        return
    if sys.platform == "win32":
        zip_path = DIST / f"{layout.APP_NAME}-{version}-windows.zip"
        result.artifacts["zip"] = make_zip(folder, zip_path)
        _timed(result, "archive_s", started)
        iscc = find_iscc()
        if installer and iscc:
            started = time.perf_counter()
            result.artifacts["setup"] = make_windows_installer(iscc, folder)
            _timed(result, "installer_s", started)
        elif installer:
            print("ISCC.exe not found: no setup.exe (install Inno Setup 6)", file=sys.stderr)
        return
    name = f"{layout.APP_NAME}-{version}-linux-{machine_tag()}.tar.gz"
    result.artifacts["tar.gz"] = make_tar_gz(folder, DIST / name)
    _timed(result, "archive_s", started)


def build(*, archive: bool = True, installer: bool = True, sign: bool = False,
          clean: bool = True, quiet: bool = False) -> BuildResult:
    """Build the bundle (and, unless told not to, its archive and installer)."""
    build_s = run_pyinstaller(clean=clean, quiet=quiet)
    folder, executable = bundle_paths()
    if not executable.is_file():
        raise FileNotFoundError(f"PyInstaller finished but {executable} is missing")
    result = BuildResult(folder=folder, executable=executable, build_s=build_s)
    result.timings["pyinstaller_s"] = build_s
    if archive:
        package(result, installer=installer, sign=sign)
    return result


def report(result: BuildResult) -> str:
    lines = [
        f"bundle      {result.folder}",
        f"executable  {result.executable}",
        f"folder      {human(folder_size(result.folder))}",
    ]
    for kind, path in result.artifacts.items():
        lines.append(f"{kind:<11} {human(path.stat().st_size)}  {path}")
    for name, seconds in result.timings.items():
        lines.append(f"{name:<11} {seconds:.1f} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Preparo for this OS.")
    parser.add_argument("--no-archive", action="store_true",
                        help="only the PyInstaller folder (no archive, installer or dmg)")
    parser.add_argument("--no-installer", action="store_true",
                        help="skip Inno Setup (Windows) and the dmg (macOS)")
    parser.add_argument("--sign", action="store_true",
                        help="macOS: sign and notarize the .app and the dmg")
    parser.add_argument("--quiet", action="store_true",
                        help="PyInstaller logs warnings and errors only")
    parser.add_argument("--keep-cache", action="store_true",
                        help="reuse PyInstaller's cache (faster rebuilds; default is --clean)")
    args = parser.parse_args(argv)
    if args.sign and sys.platform != "darwin":
        parser.error("--sign is for macOS; Windows signing is described in docs/INSTALLERS.md")
    os.chdir(ROOT)
    result = build(archive=not args.no_archive, installer=not args.no_installer,
                   sign=args.sign, clean=not args.keep_cache, quiet=args.quiet)
    print(report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
