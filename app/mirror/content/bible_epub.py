"""The whole Bible as an EPUB (`pub=nwt` of GETPUBMEDIALINKS), built from the mirror's
verse text: the public-domain translation (en, es) or the written pt verses.

One XHTML document per chapter (in canonical order), titled like the chapter page
("John 3"); each verse is `span.v` with the wol verse id `v{book}-{chapter}-{verse}-1`
and its number in a leading `sup.vn`, in paragraphs of a few verses. A front page
credits the translation. Built once per language and kept (deterministic, ~2 MB).
"""

from __future__ import annotations

import hashlib
from functools import cache
from typing import Any

import app.mirror.content.books as books
from app.mirror.content._common import esc
from app.mirror.content.bible import verse_text
from app.mirror.content.bible_text import credit
from app.sources.epub import EpubChapter, build_epub
from app.sources.languages import BY_JW_CODE

BIBLE_PUB = "nwt"
TITLE = {"en": "The Holy Scriptures", "es": "Las Santas Escrituras",
         "pt": "As Escrituras Sagradas"}
_PER_PARAGRAPH = 5


def chapter_file(book: int, chapter: int) -> str:
    return f"b{book:02d}c{chapter:03d}.xhtml"


def _chapter_body(lang: str, book: int, chapter: int) -> str:
    spans = []
    for verse in range(1, books.verse_count(book, chapter) + 1):
        text = verse_text(lang, book, chapter, verse)
        if text:  # a verse the translation lacks is left out, as on the chapter page
            spans.append(f'<span class="v" id="v{book}-{chapter}-{verse}-1">'
                         f'<sup class="vn">{verse}</sup> {esc(text)} </span>')
    paragraphs = ["".join(spans[i:i + _PER_PARAGRAPH])
                  for i in range(0, len(spans), _PER_PARAGRAPH)]
    body = "\n".join(f'<p class="sb">{p}</p>' for p in paragraphs)
    return f'<h1>{esc(books.chapter_title(lang, book, chapter))}</h1>\n{body}'


@cache
def bible_epub(lang: str) -> bytes | None:
    """The EPUB of the whole Bible in a language (en, es, pt); None for another."""
    if lang not in books.BOOK_NAMES:
        return None
    chapters = [EpubChapter("front.xhtml", TITLE[lang],
                            f"<h1>{esc(TITLE[lang])}</h1><p class=\"credit\">"
                            f"{esc(credit(lang))}</p>")]
    for book in range(1, 67):
        for chapter in range(1, books.CHAPTER_COUNTS[book - 1] + 1):
            chapters.append(EpubChapter(chapter_file(book, chapter),
                                        books.chapter_title(lang, book, chapter),
                                        _chapter_body(lang, book, chapter)))
    return build_epub(identifier=f"mirror-{BIBLE_PUB}-{lang}", title=TITLE[lang],
                      language=lang, chapters=chapters)


def file_name(lang_code: str) -> str:
    return f"{BIBLE_PUB}_{lang_code}.epub"


def bible_epub_for_path(path: str) -> bytes | None:
    """The Bible EPUB served at `/files/nwt/nwt_{JW code}.epub`; None for another path."""
    parts = path.strip("/").split("/")
    if len(parts) != 3 or parts[:2] != ["files", BIBLE_PUB]:
        return None
    wol = next((w for w in BY_JW_CODE.values() if file_name(w.jw_code) == parts[2]), None)
    return bible_epub(wol.iso) if wol is not None else None


def bible_media_links(lang_code: str, base_url: str) -> dict[str, Any] | None:
    """The GETPUBMEDIALINKS answer for `pub=nwt` (the Bible has no issue)."""
    wol = BY_JW_CODE.get(lang_code)
    data = bible_epub(wol.iso) if wol is not None else None
    if wol is None or data is None:
        return None
    url = f"{base_url.rstrip('/')}/files/{BIBLE_PUB}/{file_name(lang_code)}"
    return {
        "pubName": TITLE[wol.iso],
        "parentPubName": TITLE[wol.iso],
        "pub": BIBLE_PUB,
        "issue": "",
        "fileformat": ["EPUB"],
        "languages": {lang_code: {"name": wol.iso, "direction": "ltr", "locale": wol.iso}},
        "files": {lang_code: {"EPUB": [{
            "title": TITLE[wol.iso],
            "file": {"url": url, "stream": url, "modifiedDatetime": "2000-01-01 00:00:00",
                     "checksum": hashlib.md5(data).hexdigest()},
            "filesize": len(data), "label": "", "track": 0, "hasTrack": False,
            "pub": BIBLE_PUB, "docid": 0, "mimetype": "application/epub+zip",
        }]}},
    }
