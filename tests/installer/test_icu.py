"""The Linux bundle's ICU data, cut to what Spanish, English and Portuguese need."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from installer import icu


def test_which_items_leave() -> None:
    for gone in ("ja.res", "coll/ja.res", "curr/sr_Latn_BA.res", "zone/zh_Hant_HK.res",
                 "gb18030.cnv", "ibm-1390_P110-2003.cnv", "brkitr/cjdict.dict",
                 "translit/root.res", "unames.icu", "de_.res"):
        assert icu.dropped(gone), gone
    for kept in ("root.res", "es.res", "es_419.res", "pt_BR.res", "en_GB.res", "coll/es.res",
                 "coll/root.res", "brkitr/root.res", "brkitr/word.brk", "res_index.res",
                 "pool.res", "curr/pool.res", "supplementalData.res", "zoneinfo64.res",
                 "nfc.nrm", "uprops.icu", "ucase.icu", "cnvalias.icu", "likelySubtags.res"):
        assert not icu.dropped(kept), kept
    assert icu.is_icu_data_library("PySide6/Qt/lib/libicudata.so.73")
    assert not icu.is_icu_data_library("PySide6/Qt/lib/libicuuc.so.73")


def _qt_icu_data() -> Path:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not found or not sys.platform.startswith("linux"):
        pytest.skip("no ICU data library in this PySide6 (only Linux wheels ship one)")
    if icu.tools_missing():
        pytest.skip("needs " + ", ".join(icu.tools_missing()) + " (apt-get install icu-devtools)")
    return found[-1]


QT_CHECK = """
from PySide6.QtCore import QCollator, QLocale
words = ["zorro", "árbol", "Ñandú", "nube", "éxito", "oso", "ação", "abeto"]
print(sorted(words, key=QCollator(QLocale("es")).sortKey))
print(QLocale("es").toUpper("canción ñandú"), QLocale("pt").toLower("AÇÃO"))
print([line.split()[-1] for line in open("/proc/self/maps") if "icudata" in line][0])
"""


def test_the_trimmed_data_serves_qt_as_the_whole_did(tmp_path: Path) -> None:
    source = _qt_icu_data()
    target = tmp_path / source.name
    kept = icu.trim_icu_data(source, target)
    assert 500 < kept < 2000
    assert target.stat().st_size < 8_000_000 < source.stat().st_size
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    whole = subprocess.run([sys.executable, "-c", QT_CHECK], capture_output=True, text=True,
                           check=True, env=env).stdout.splitlines()
    trimmed = subprocess.run([sys.executable, "-c", QT_CHECK], capture_output=True,
                             text=True, check=True,
                             env={**env, "LD_PRELOAD": str(target)}).stdout.splitlines()
    assert trimmed[-1] == str(target)  # Qt used the trimmed library
    assert trimmed[:2] == whole[:2]  # Spanish collation, case mapping: the same
    assert "'nube', 'Ñandú', 'oso'" in trimmed[0]


def test_the_bundle_build_takes_the_trimmed_copy(tmp_path: Path) -> None:
    from installer import layout

    source = _qt_icu_data()
    name = f"PySide6/Qt/lib/{source.name}"
    if not layout.strippable(name):
        pytest.skip("not a library the build rewrites here")
    (entry,) = layout.stripped_binaries([(name, str(source), "BINARY")], tmp_path)
    assert entry[0] == name and Path(entry[1]).is_relative_to(tmp_path / "icu")
    assert Path(entry[1]).stat().st_size < 8_000_000
