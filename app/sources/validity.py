"""Is a body whole? The checks a response passes before it counts (and is cached).

A reply can be cut short and still look fine to HTTP: a server (or a proxy) that
sends half a page with a Content-Length of that half, or a 200 with nothing in it.
Parsed anyway, such a page yields part of its content and the rest is lost in
silence; cached, the loss lasts for the page's time to live. So a body counts only
when it is whole for its kind:

- nothing at all is never whole;
- an HTML page ends with `</html>` (within its last 4 KB) and holds its kind's
  container (docs SOURCES.md): a Bible chapter its `article#article`, a document
  an `article` or `div.bodyTxt`, the daily text its `div.tabContent`, a meetings
  page an `article` or the week's `docId-` links;
- JSON parses;
- an EPUB is a zip whose directory (at its very end) reads and whose members'
  checksums match.

`body_problem` says what is wrong (a `BodyProblem` code, or None); the HTTP client
retries such a body like a dropped connection and the cache never keeps one. A page
that ends properly but lacks its container is rather a page whose layout changed
(or an error page served with a 200): the client raises SourceChanged at once, and
the wol client fetches it once more before reporting it (app/sources/wol.py).
`body_cap` is how much of a kind is read at most: real pages are well under 2 MB.
"""

from __future__ import annotations

import io
import re
import zipfile
import zlib
from typing import Literal

from app.core.i18n import tr
from app.core.jsonfile import loads as bounded_json

BodyProblem = Literal["empty", "no_end", "no_container", "bad_json", "bad_zip"]

MB = 1024 * 1024
PAGE_CAP = 8 * MB  # an HTML page, decompressed (real ones: < 2 MB)
JSON_CAP = 2 * MB  # a JSON answer (real ones: < 200 KB); parsed, each byte may cost ~50
EPUB_CAP = 64 * MB  # a publication file (real ones: a few MB)
EPUB_INFLATED_CAP = 256 * MB  # what an EPUB's members may add up to once inflated

# What each kind of page holds when it is whole (searched in the raw bytes).
_DOCUMENT = re.compile(rb"<article\b|bodyTxt", re.IGNORECASE)
_CONTAINERS: dict[str, re.Pattern[bytes]] = {
    "chapter": re.compile(rb"<article\b[^>]*\bid=[\"']?article\b", re.IGNORECASE),
    "daily": re.compile(rb"tabContent|<article\b", re.IGNORECASE),
    "meetings": re.compile(rb"<article\b|docId-\d", re.IGNORECASE),
}
_CONTAINER_NAMES = {"chapter": "article#article", "daily": "div.tabContent",
                    "meetings": "article, docId-"}
_HTML_KINDS = frozenset(("chapter", "meetings", "workbook", "watchtower", "topic", "daily",
                         "document", "publication", "article"))
_JSON_KINDS = frozenset(("search", "pubmedia"))
_HTML_END = re.compile(rb"</html\s*>", re.IGNORECASE)


def body_cap(kind: str | None, content_type: str = "") -> int:
    """The most bytes (after decompression) a body of `kind` may have."""
    if kind == "epub":
        return EPUB_CAP
    if kind in _JSON_KINDS or "json" in content_type.lower():
        return JSON_CAP
    return PAGE_CAP


def body_problem(kind: str | None, body: bytes, content_type: str = "") -> BodyProblem | None:
    """What makes `body` (a 2xx answer for a `kind` request) not whole, or None."""
    if not body.strip():
        return "empty"
    ctype = content_type.lower()
    if kind == "epub" or "epub" in ctype or "zip" in ctype:
        return None if _zip_whole(body) else "bad_zip"
    if "json" in ctype or kind in _JSON_KINDS or (
        kind in _HTML_KINDS and "html" not in ctype and body.lstrip()[:1] in (b"{", b"[")
    ):
        try:
            bounded_json(body)
        except ValueError:  # also UnicodeDecodeError
            return "bad_json"
        return None
    if "html" in ctype or kind in _HTML_KINDS:
        if not _HTML_END.search(body[-4096:]):
            return "no_end"
        if not _CONTAINERS.get(kind or "", _DOCUMENT).search(body):
            return "no_container"
    return None


def _zip_whole(body: bytes) -> bool:
    try:
        with zipfile.ZipFile(io.BytesIO(body)) as archive:
            members = archive.infolist()
            if not members or sum(m.file_size for m in members) > EPUB_INFLATED_CAP:
                return False
            return archive.testzip() is None
    # zipfile raises NotImplementedError for a compression method it cannot read: such an
    # EPUB is not whole for us either
    except (zipfile.BadZipFile, zlib.error, EOFError, ValueError, NotImplementedError,
            OSError):
        return False


def describe(problem: BodyProblem, kind: str | None, language: str) -> str:
    """One line for the person: what was wrong with the body."""
    container = _CONTAINER_NAMES.get(kind or "", "article, div.bodyTxt")
    return tr(f"source.body_{problem}", language, container=container)
