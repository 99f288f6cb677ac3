"""The public-domain Bible text the mirror serves (resources/bible, built by
scripts/build_mirror_bible.py; credits in resources/bible/CREDITS.md).

en: World English Bible; es: Reina-Valera 1909. pt has no public-domain text here (no
public-domain Almeida was found in a package registry), so `translation("pt")` is None
and the mirror keeps its own written verses for pt.
"""

from __future__ import annotations

import json
import lzma
from dataclasses import dataclass
from functools import cache

from app.core.paths import resources_dir

_LANGUAGES = ("en", "es")


@dataclass(frozen=True)
class Translation:
    language: str
    name: str  # "World English Bible"
    abbreviation: str  # "WEB"
    license: str
    source: str  # where the build read it (a Debian package)
    books: tuple[tuple[tuple[str, ...], ...], ...]  # [book-1][chapter-1][verse-1]

    def verse(self, book: int, chapter: int, verse: int) -> str:
        """The verse's text; "" when this translation has none there."""
        if not 1 <= book <= len(self.books):
            return ""
        chapters = self.books[book - 1]
        if not 1 <= chapter <= len(chapters) or not 1 <= verse <= len(chapters[chapter - 1]):
            return ""
        return chapters[chapter - 1][verse - 1]


@cache
def translation(lang: str) -> Translation | None:
    """The language's public-domain Bible, read once; None when the mirror has none for it."""
    if lang not in _LANGUAGES:
        return None
    path = resources_dir() / "bible" / f"{lang}.json.xz"
    data = json.loads(lzma.decompress(path.read_bytes()))
    return Translation(
        language=lang,
        name=str(data["name"]),
        abbreviation=str(data["abbreviation"]),
        license=str(data["license"]),
        source=str(data["source"]),
        books=tuple(tuple(tuple(str(v) for v in chapter) for chapter in book)
                    for book in data["books"]),
    )


# What the Bible EPUB's front page and the chapter pages say the verse text is (the
# mirror never serves NWT text).
_CREDIT = {
    "en": "Verse text: {name} — {license}. Served by Preparo's local test mirror.",
    "es": "Texto de los versículos: {name} — {license}. Servido por el servidor local de "
          "pruebas de Preparo.",
    "pt": "Texto dos versículos: {name} — {license}. Servido pelo servidor local de testes do "
          "Preparo.",
}
_WRITTEN = {
    "en": "Verse text: written for Preparo (no published translation). Served by Preparo's "
          "local test mirror.",
    "es": "Texto de los versículos: escrito para Preparo (no es una traducción publicada). "
          "Servido por el servidor local de pruebas de Preparo.",
    "pt": "Texto dos versículos: escrito para o Preparo (não é uma tradução publicada). "
          "Servido pelo servidor local de testes do Preparo.",
}


def credit(lang: str) -> str:
    """The credit line of the mirror's verse text in a language."""
    public = translation(lang)
    if public is None:
        return _WRITTEN[lang]
    return _CREDIT[lang].format(name=public.name, license=public.license)
