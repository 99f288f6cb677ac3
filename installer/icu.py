"""A smaller ICU data library for the Linux bundle.

PySide6's Linux wheels ship Qt's ICU with its whole data library
(`libicudata.so.73`, 32 MB): collation, names, currencies and units for every
locale of the world, legacy character-set converters, dictionaries for breaking
Thai, Burmese, Khmer, Lao and CJK text. Qt uses ICU for collation, case mapping
and normalisation; Preparo's text is Spanish, English and Portuguese.

`trim_icu_data(source, target)` writes a library with the same soname and entry
point (`icudt73_dat`) holding only what that needs: every item that is not tied
to a locale (Unicode properties, normalisation, break rules, time zones, the
locale index), and the locale items of root, en, es and pt (with their regional
variants). Dropped: the other locales' items, the `.cnv` converters (UTF-8/16/32,
Latin-1 and ASCII are built into ICU's code, not its data), the break
dictionaries, transliteration and the character names. About 4.5 MB is left.

It needs ICU's `icupkg` and `genccode` (Debian: icu-devtools), `objcopy`
(binutils) and `gcc`; without them, or on another platform, the caller keeps the
original library. Windows and macOS wheels do not ship ICU data.
"""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)

TOOLS = ("icupkg", "genccode", "objcopy", "gcc")
KEPT_LANGUAGES = ("root", "en", "es", "pt")
# locale items: "es.res", "pt_BR.res", "coll/zh_Hant.res", "curr/sr_Latn_BA.res"
_LOCALE_ITEM = re.compile(r"^[a-z]{2,3}(?:_[A-Za-z0-9]*)*\.res$")
_KEPT_LOCALE = re.compile(r"^(?:" + "|".join(KEPT_LANGUAGES) + r")(?:_[A-Za-z0-9]*)*\.res$")
# items named like a locale that are not one
_NOT_LOCALES = frozenset({"res_index.res", "pool.res"})
_DATA_MAGIC = b"\xda\x27"
_LIBRARY = re.compile(r"^libicudata\.so\.(\d+)$")


def is_icu_data_library(name: str) -> bool:
    """`libicudata.so.73` and the like (the name as in PyInstaller's TOC)."""
    return _LIBRARY.match(Path(name).name) is not None


def dropped(item: str) -> bool:
    """Whether a package item (e.g. "coll/ja.res", "gb18030.cnv") leaves the bundle."""
    base = item.rsplit("/", 1)[-1]
    if base.endswith((".cnv", ".dict")) or item.startswith("translit/") or base == "unames.icu":
        return True
    if base in _NOT_LOCALES or not _LOCALE_ITEM.match(base):
        return False
    return not _KEPT_LOCALE.match(base)


def tools_missing() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def trim_icu_data(source: Path, target: Path) -> int:
    """Write the trimmed copy of ICU data library `source` to `target`; returns the
    number of items kept. Raises RuntimeError (with the reason) when it cannot."""
    found = _LIBRARY.match(source.name)
    if found is None:
        raise RuntimeError(f"{source.name} is not an ICU data library")
    missing = tools_missing()
    if missing:
        raise RuntimeError("missing tools: " + ", ".join(missing)
                           + " (Debian: apt-get install icu-devtools binutils gcc)")
    version = found.group(1)
    name = f"icudt{version}l"  # the package's item prefix: data version, little-endian
    with tempfile.TemporaryDirectory(prefix="preparo-icu-") as tmp:
        work = Path(tmp)
        package = work / f"{name}.dat"
        _run(["objcopy", "-O", "binary", "--only-section=.rodata", str(source), str(package)])
        if package.read_bytes()[2:4] != _DATA_MAGIC:
            raise RuntimeError(f"{source.name}: .rodata is not an ICU data package")
        listing = _run(["icupkg", "-l", str(package)]).split()
        items = [line.strip() for line in listing if line.strip()]
        drop = [item for item in items if dropped(item)]
        kept = len(items) - len(drop)
        if not drop or kept < 100:
            raise RuntimeError(f"{source.name}: unexpected contents ({len(items)} items)")
        (work / "drop.txt").write_text("\n".join(drop) + "\n", "utf-8")
        out = work / "out"
        out.mkdir()
        # the root break rules name the dictionaries they would use for Thai or CJK
        # text; without them ICU breaks such text by its rules alone
        _run(["icupkg", "--ignore-deps", "-r", str(work / "drop.txt"), str(package),
              str(out / package.name)])
        _run(["genccode", "-e", f"icudt{version}", "-a", "gcc", "-d", str(out),
              str(out / package.name)])
        assembly = out / f"{name}_dat.S"
        built = work / source.name
        # -s: no symbol table, as every other library of the bundle (the data symbol
        # ICU looks up is a dynamic one and stays)
        _run(["gcc", "-shared", "-nostdlib", "-s", f"-Wl,-soname,{source.name}", "-o",
              str(built), str(assembly)])
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)
        target.chmod(0o755)
    return kept


def _run(command: list[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{command[0]} failed ({done.returncode}): "
                           f"{(done.stderr or done.stdout).strip()[-400:]}")
    return done.stdout
