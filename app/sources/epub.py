"""Build and read EPUB publications (a zip of XHTML documents).

Reading: `epub_workbook_weeks(data)` and `epub_watchtower_articles(data)` return
the same models as the HTML parsers, one per week / study article, in spine
order. `epub_documents(data)` gives the raw (path, xhtml) pairs.

Building (used by the local mirror): `build_epub(...)` writes a valid EPUB 3
container: `mimetype` first and stored uncompressed, `META-INF/container.xml`,
an OPF package with manifest and spine, a navigation document and one XHTML
file per chapter. The output is deterministic (fixed timestamps).
"""

from __future__ import annotations

import html
import io
import posixpath
import re
import zipfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.sources.parsers import parse_watchtower, parse_workbook
from app.sources.parsers._html import tree_of
from app.sources.parsers.limits import MAX_MARKUP_CHARS, MarkupTooComplex
from app.sources.parsers.models import WatchtowerArticle, WorkbookWeek

_FIXED_TIME = (2000, 1, 1, 0, 0, 0)
_ROOTFILE = re.compile(r'full-path\s*=\s*"([^"]+)"')
_XHTML_TYPES = ("application/xhtml+xml", "text/html")


@dataclass(frozen=True)
class EpubChapter:
    name: str  # file name inside the OEBPS folder, e.g. "week-23.xhtml"
    title: str
    body: str  # XHTML body markup (well-formed)


@dataclass(frozen=True)
class EpubImage:
    name: str  # file name inside the OEBPS folder, e.g. "images/cover.png"
    data: bytes  # PNG


def build_epub(
    *, identifier: str, title: str, language: str, chapters: Sequence[EpubChapter],
    images: Sequence[EpubImage] = (),
) -> bytes:
    """An EPUB 3 file holding the chapters in order (and their pictures)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:

        def put(name: str, text: str | bytes, *, compress: bool = True) -> None:
            info = zipfile.ZipInfo(name, date_time=_FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED
            zf.writestr(info, text.encode("utf-8") if isinstance(text, str) else text)

        put("mimetype", "application/epub+zip", compress=False)
        put(
            "META-INF/container.xml",
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
            '<rootfiles><rootfile full-path="OEBPS/content.opf" '
            'media-type="application/oebps-package+xml"/></rootfiles></container>\n',
        )
        manifest = ['<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" '
                    'properties="nav"/>']
        spine = []
        nav = []
        for i, chapter in enumerate(chapters, start=1):
            manifest.append(f'<item id="c{i}" href="{escape(chapter.name)}" '
                            'media-type="application/xhtml+xml"/>')
            spine.append(f'<itemref idref="c{i}"/>')
            nav.append(f'<li><a href="{escape(chapter.name)}">{escape(chapter.title)}</a></li>')
            put(f"OEBPS/{chapter.name}", _xhtml(language, chapter.title, chapter.body))
        for i, image in enumerate(images, start=1):
            manifest.append(f'<item id="i{i}" href="{escape(image.name)}" media-type="image/png"/>')
            # pictures are compressed already: stored, as publishers do
            put(f"OEBPS/{image.name}", image.data, compress=False)
        put(
            "OEBPS/content.opf",
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" '
            'unique-identifier="pub-id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
            f'<dc:identifier id="pub-id">{escape(identifier)}</dc:identifier>'
            f"<dc:title>{escape(title)}</dc:title><dc:language>{escape(language)}</dc:language>"
            '<meta property="dcterms:modified">2000-01-01T00:00:00Z</meta></metadata>'
            f'<manifest>{"".join(manifest)}</manifest><spine>{"".join(spine)}</spine>'
            "</package>\n",
        )
        put(
            "OEBPS/nav.xhtml",
            _xhtml(language, title, f'<nav xmlns:epub="http://www.idpf.org/2007/ops" '
                   f'epub:type="toc"><ol>{"".join(nav)}</ol></nav>'),
        )
    return buffer.getvalue()


def _xhtml(language: str, title: str, body: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{escape(language)}" '
        f'xml:lang="{escape(language)}"><head><meta charset="utf-8"/>'
        f"<title>{escape(title)}</title></head><body>\n{body}\n</body></html>\n"
    )


def epub_documents(data: bytes, language: str = "en") -> list[tuple[str, str]]:
    """(path, markup) of every XHTML document in spine order.

    Raises SourceChanged (in `language`) when the data is not an EPUB at all."""
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError) as exc:
        raise SourceChanged(tr("source.not_epub", language, problem=exc)) from None
    with zf:
        names = set(zf.namelist())
        opf_path = _opf_path(zf, names)
        if opf_path is None:
            return [(n, _read(zf, n)) for n in sorted(names) if n.endswith((".xhtml", ".html"))]
        base = posixpath.dirname(opf_path)
        opf = tree_of(_read(zf, opf_path), language)
        manifest: dict[str, str] = {}
        for item in opf.css("item"):
            attrs = item.attributes
            if (attrs.get("media-type") or "") in _XHTML_TYPES and "nav" not in (
                attrs.get("properties") or ""
            ):
                href = posixpath.normpath(posixpath.join(base, attrs.get("href") or ""))
                manifest[attrs.get("id") or href] = href
        order = [ref.attributes.get("idref") or "" for ref in opf.css("itemref")]
        paths = [manifest[i] for i in order if i in manifest] or list(manifest.values())
        return [(p, _read(zf, p)) for p in paths if p in names]


_DC_TITLE = re.compile(r"<dc:title[^>]*>([^<]{1,300})</dc:title>")


def epub_title(data: bytes) -> str:
    """The publication's title from its OPF package ("" when it has none or is no EPUB)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            opf_path = _opf_path(zf, set(zf.namelist()))
            opf = _read(zf, opf_path) if opf_path else ""
    except (zipfile.BadZipFile, ValueError):
        return ""
    m = _DC_TITLE.search(opf)
    return html.unescape(m[1]).strip() if m else ""


def _opf_path(zf: zipfile.ZipFile, names: set[str]) -> str | None:
    if "META-INF/container.xml" in names:
        m = _ROOTFILE.search(_read(zf, "META-INF/container.xml"))
        if m and m.group(1) in names:
            return m.group(1)
    return next((n for n in sorted(names) if n.endswith(".opf")), None)


def _read(zf: zipfile.ZipFile, name: str) -> str:
    """A member's text, read no further than the markup limit (a member that inflates
    past it, whatever its header claims, is left out as empty)."""
    try:
        with zf.open(name) as member:
            data = member.read(MAX_MARKUP_CHARS + 1)
    except (KeyError, zipfile.BadZipFile, OSError, RuntimeError, EOFError, zlib.error):
        return ""
    return "" if len(data) > MAX_MARKUP_CHARS else data.decode("utf-8", "replace")


def epub_workbook_weeks(data: bytes, language: str = "en") -> list[WorkbookWeek]:
    """Every workbook week (documents with numbered parts) of a workbook EPUB."""
    weeks = []
    for _path, markup in epub_documents(data, language):
        try:
            week = parse_workbook(markup, language=language)
        except MarkupTooComplex:
            continue
        if week.parts:
            weeks.append(week)
    return weeks


def epub_watchtower_articles(data: bytes, language: str = "en") -> list[WatchtowerArticle]:
    """Every study article (documents with question-linked paragraphs) of a Watchtower EPUB."""
    articles = []
    for _path, markup in epub_documents(data, language):
        if "parNum" not in markup:
            continue
        try:
            article = parse_watchtower(markup, language=language)
        except MarkupTooComplex:
            continue
        if article.paragraphs and any(p.question for p in article.paragraphs):
            articles.append(article)
    return articles
