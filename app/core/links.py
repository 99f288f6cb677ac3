"""One link resolver: every link shape wol.jw.org and jw.org use, to the canonical wol URL.

    resolve(href, language, base) -> Resolved | Unresolvable

Shapes read (site-relative, on wol.jw.org, on www.jw.org or on the configured base,
i.e. the local mirror):
    /en/wol/d/r1/lp-e/1102008070[#h=5]                  document      -> /{iso}/wol/d/...
    /wol/d/r1/lp-e/1102008070                            (no language prefix)
    /en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16   Bible chapter (and verses)
    /wol/finder?wtlocale=E&docid=NNN&srctype=wol&...     search hits (any query order)
    /wol/finder?bible=43003016[-43003018]                a verse (book 1-2 digits + 3 + 3)
    https://www.jw.org/finder?...&bible=52005003        jw.org links with bible= or docid=
    jwlibrary:///finder?bible=43003016                   JW Library deep links
    /en/wol/bc/r1/lp-e/DOCID/N/0, /en/wol/pc/...         citation links of a page
    /en/wol/dt/..., /en/wol/meetings/..., /en/wol/fn/..., /en/wol/marginalreference/...

A link that leads nowhere we can name (a finder link with only `pub=`/`issue=`, a
foreign host, a malformed path) is an `Unresolvable` with its reason, never dropped.
URLs are built in the run's language on `base` (the `wol_url` setting).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal
from urllib.parse import parse_qs, urlsplit

LinkKind = Literal["document", "bible", "bible_citation", "pub_citation", "page"]
Reason = Literal["empty", "no_docid", "bad_bible_code", "foreign", "not_wol"]

PUBLIC_WOL = "https://wol.jw.org"
_LINK_HOSTS = ("jw.org",)


@dataclass(frozen=True)
class _Lang:
    iso: str
    resource: str
    lp: str
    code: str  # JW code (wtlocale)


_LANGS: dict[str, _Lang] = {
    "en": _Lang("en", "r1", "lp-e", "E"),
    "es": _Lang("es", "r4", "lp-s", "S"),
    "pt": _Lang("pt", "r5", "lp-t", "T"),
}
_BY_CODE = {lang.code: lang for lang in _LANGS.values()}


@dataclass(frozen=True)
class Resolved:
    """Where a link leads, as the canonical wol URL in the run's language."""

    url: str
    kind: LinkKind
    docid: int | None = None
    book: int | None = None
    chapter: int | None = None
    verses: tuple[int, int] | None = None  # first and last verse, when the link names them
    locale: str = ""  # the JW code the link itself carried ("E"), when it said

    @property
    def ok(self) -> Literal[True]:
        return True


@dataclass(frozen=True)
class Unresolvable:
    """A link we cannot turn into a wol page, and why (shown as such, never dropped)."""

    href: str
    reason: Reason
    pub: str = ""  # the publication symbol a finder link carried, if any
    issue: str = ""

    @property
    def ok(self) -> Literal[False]:
        return False

    @property
    def url(self) -> str:
        return ""


LinkResult = Resolved | Unresolvable

_WOL_PATH = re.compile(
    r"^(?:/(?P<iso>[a-z]{2,3}))?/wol/(?P<route>d|b|bc|pc|dt|meetings|fn|marginalreference)"
    r"/(?P<r>r\d{1,4})/(?P<lp>lp-[a-z]{1,6})(?P<rest>(?:/[^/?#]+)*)/?$"
)
_FINDER_PATH = re.compile(r"^(?:/[a-z]{2,3})?(?:/wol)?/finder/?$")
_BIBLE_REST = re.compile(r"^/(?P<bible>[a-z]{2,10})/(?P<book>\d{1,2})/(?P<chapter>\d{1,3})$")
_DOC_REST = re.compile(r"^/(?P<docid>\d{1,12})$")
_BIBLE_CODE = re.compile(r"^(\d{1,2})(\d{3})(\d{3})(?:-(\d{1,2})(\d{3})(\d{3}))?$")
_VERSE_FRAGMENT = re.compile(
    r"(?:^|&)v=(\d{1,2}):(\d{1,3}):(\d{1,3})(?:-(\d{1,2}):(\d{1,3}):(\d{1,3}))?")
_DOCID = re.compile(r"^\d{1,12}$")


def _lang(language: str) -> _Lang:
    try:
        return _LANGS[language]
    except KeyError:
        raise ValueError(f"unsupported language {language!r} (use es, en or pt)") from None


def _prefix(lang: _Lang, base: str, route: str) -> str:
    return f"{base.rstrip('/')}/{lang.iso}/wol/{route}/{lang.resource}/{lang.lp}"


def document_url(docid: int, language: str, base: str = PUBLIC_WOL, anchor: str = "") -> str:
    url = f"{_prefix(_lang(language), base, 'd')}/{docid}"
    return f"{url}#{anchor}" if anchor else url


def bible_url(book: int, chapter: int, language: str, base: str = PUBLIC_WOL,
              verses: tuple[int, int] | None = None, bible: str = "nwtsty") -> str:
    url = f"{_prefix(_lang(language), base, 'b')}/{bible}/{book}/{chapter}"
    if verses is not None:
        first, last = verses
        v = f"{book}:{chapter}:{first}"
        if last != first:
            v += f"-{book}:{chapter}:{last}"
        url += f"#study=discover&v={v}"
    return url


def _host_ok(host: str, base: str) -> bool:
    host = host.lower()
    base_host = (urlsplit(base).netloc or "").lower()
    if base_host and host == base_host:
        return True
    return any(host.split(":")[0] == d or host.split(":")[0].endswith("." + d)
               for d in _LINK_HOSTS)


def resolve(href: str | None, language: str, base: str = PUBLIC_WOL) -> LinkResult:
    """The canonical wol URL of any link the sites use, in `language` on `base`."""
    raw = (href or "").strip().replace("&amp;", "&")
    if not raw:
        return Unresolvable("", "empty")
    lang = _lang(language)
    if raw.startswith("jwlibrary:"):
        query = raw.split("?", 1)[1] if "?" in raw else ""
        return _finder(raw, query, lang, base)
    try:
        parts = urlsplit(raw)
    except ValueError:
        return Unresolvable(raw, "not_wol")
    if parts.scheme or parts.netloc:
        if parts.scheme not in ("http", "https") or not _host_ok(parts.netloc, base):
            return Unresolvable(raw, "foreign")
    elif not raw.startswith("/") or raw.startswith("//"):
        return Unresolvable(raw, "not_wol")
    path = parts.path
    query = parts.query
    if _FINDER_PATH.match(path) or ("bible=" in query or "docid=" in query):
        return _finder(raw, query, lang, base)
    m = _WOL_PATH.match(path)
    if m is None:
        return Unresolvable(raw, "not_wol")
    route, rest = m["route"], m["rest"]
    if route == "d":
        d = _DOC_REST.match(rest)
        if d is None:
            return Unresolvable(raw, "no_docid")
        docid = int(d["docid"])
        return Resolved(document_url(docid, language, base, parts.fragment), "document",
                        docid=docid)
    if route == "b":
        b = _BIBLE_REST.match(rest)
        if b is None:
            return Unresolvable(raw, "bad_bible_code")
        book, chapter = int(b["book"]), int(b["chapter"])
        verses = _verses_of(parts.fragment, book, chapter)
        if not 1 <= book <= 66 or chapter < 1:
            return Unresolvable(raw, "bad_bible_code")
        return Resolved(bible_url(book, chapter, language, base, verses, b["bible"]), "bible",
                        book=book, chapter=chapter, verses=verses)
    kind: LinkKind = ("bible_citation" if route == "bc" else
                      "pub_citation" if route == "pc" else "page")
    url = f"{_prefix(lang, base, route)}{rest}"
    cited: int | None = None
    if route in ("bc", "pc"):
        pieces = rest.strip("/").split("/")
        cited = int(pieces[0]) if pieces and _DOCID.match(pieces[0]) else None
    return Resolved(url, kind, docid=cited)


def _verses_of(fragment: str, book: int, chapter: int) -> tuple[int, int] | None:
    m = _VERSE_FRAGMENT.search(fragment.replace("study=discover", ""))
    if m is None or int(m.group(1)) != book or int(m.group(2)) != chapter:
        return None
    first = int(m.group(3))
    last = int(m.group(6)) if m.group(6) and int(m.group(5)) == chapter else first
    return first, max(first, last)


def _finder(raw: str, query: str, lang: _Lang, base: str) -> LinkResult:
    params = {k.lower(): v[0].strip() for k, v in parse_qs(query).items() if v}
    locale = params.get("wtlocale", "").upper()
    language = lang.iso
    if code := params.get("bible"):
        m = _BIBLE_CODE.match(code)
        if m is None:
            return Unresolvable(raw, "bad_bible_code")
        book, chapter, first = int(m.group(1)), int(m.group(2)), int(m.group(3))
        last = first
        if m.group(4) and (int(m.group(4)), int(m.group(5))) == (book, chapter):
            last = max(first, int(m.group(6)))
        if not 1 <= book <= 66 or chapter < 1:
            return Unresolvable(raw, "bad_bible_code")
        verses = (first, last) if first else None
        return Resolved(bible_url(book, chapter, language, base, verses), "bible",
                        book=book, chapter=chapter, verses=verses, locale=locale)
    docid = params.get("docid", "")
    if _DOCID.match(docid):
        par = params.get("par", "")
        anchor = f"h={par}" if par.isdigit() else ""
        return Resolved(document_url(int(docid), language, base, anchor), "document",
                        docid=int(docid), locale=locale)
    return Unresolvable(raw, "no_docid", pub=params.get("pub", "")[:20],
                        issue=params.get("issue", "")[:12])


def docid_of(href: str | None) -> int | None:
    """The document a link leads to (a /wol/d/ page or a finder docid, on any wol or
    jw.org host or the host the link itself names), or None."""
    parts = urlsplit((href or "").strip())
    own = f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") else PUBLIC_WOL
    found = resolve(href, "en", own)
    return found.docid if isinstance(found, Resolved) and found.kind == "document" else None


def language_of_link(href: str | None) -> str | None:
    """The language a link names itself ("/es/wol/...", "wtlocale=S", "lp-t"), or None."""
    raw = (href or "").strip()
    try:
        parts = urlsplit(raw)
    except ValueError:
        return None
    query = raw.partition("?")[2] if raw.startswith("jwlibrary:") else parts.query
    m = _WOL_PATH.match(parts.path)
    if m is not None and m["iso"] in _LANGS:
        return str(m["iso"])
    if m is not None:
        found = next((lang.iso for lang in _LANGS.values() if lang.lp == m["lp"]), None)
        if found:
            return found
    code = {k.lower(): v[0] for k, v in parse_qs(query).items() if v}.get("wtlocale", "")
    return language_of_locale(code) if code else None


def language_of_locale(code: str) -> str | None:
    """The ui language of a JW code ("S" -> "es"), or None."""
    found = _BY_CODE.get(code.upper())
    return found.iso if found else None
