"""The one link policy of Preparo: which URLs may be shown as links, opened,
exported or followed, shared by the app, the exporters and the HTTP client.

- A link a person may open or find in an export: https on jw.org or one of its
  subdomains (wol.jw.org, www.jw.org), default port, no user info, no spaces
  or backslashes; or a JW Library link of the strict `jwlibrary:///finder?...`
  form with known parameters only. A link made against a configured mirror or
  proxy of wol.jw.org (PREPARO_WOL_URL) is first rewritten to the public site
  it stands for. Every link goes through the one resolver (app/core/links.py)
  first; one that cannot be opened is shown as such (`UNRESOLVED`), the label kept.
- A URL the HTTP client may be redirected to: http(s) only, to a jw.org or
  jw-cdn.org host (or the media API's download host) over https, or to one of
  the configured content hosts (the local mirror in tests).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from urllib.parse import quote, urlsplit

from app.core.links import Resolved, language_of_link, resolve

PUBLIC_WOL_URL = "https://wol.jw.org"
LINK_DOMAINS = ("jw.org",)
FETCH_DOMAINS = ("jw.org", "jw-cdn.org")
# The publication files' download host of the official media API (an exact host: the
# rest of akamaihd.net belongs to other sites).
FETCH_HOSTS = ("download-a.akamaihd.net",)

_FORBIDDEN_CHARS = frozenset(" \t\r\n\\\x00\"'<>`")
_JWLIBRARY_PARAMS = {
    "bible": re.compile(r"\d{8}(?:-\d{8})?"),
    "docid": re.compile(r"\d{1,12}"),
    "pub": re.compile(r"[a-z0-9]{1,12}"),
    "issue": re.compile(r"\d{6,8}"),
    "par": re.compile(r"\d{1,4}"),
    "wtlocale": re.compile(r"[A-Z0-9]{1,5}"),
    "srctype": re.compile(r"wol"),
}


def _in_domains(host: str, domains: Iterable[str]) -> bool:
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in domains)


def jwlibrary_allowed(url: str) -> bool:
    """`jwlibrary:///finder?bible=43003016&wtlocale=E` and the like, nothing looser."""
    prefix = "jwlibrary:///finder?"
    if not url.startswith(prefix) or any(ch in _FORBIDDEN_CHARS for ch in url):
        return False
    seen: set[str] = set()
    for pair in url[len(prefix):].split("&"):
        name, sep, value = pair.partition("=")
        pattern = _JWLIBRARY_PARAMS.get(name)
        if not sep or pattern is None or name in seen or not pattern.fullmatch(value):
            return False
        seen.add(name)
    return bool(seen & {"bible", "docid", "pub"})


def _clean(url: str) -> bool:
    return bool(url) and not any(ch in _FORBIDDEN_CHARS or ord(ch) < 32 for ch in url)


def link_allowed(url: str) -> bool:
    """True for https links to jw.org or one of its subdomains, and for strict
    jwlibrary: links. Anything else (http, file, javascript, data, look-alike hosts,
    user info, unusual ports, markup characters) is refused."""
    if not _clean(url):
        return False
    if url.startswith("jwlibrary:"):
        return jwlibrary_allowed(url)
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return False
    if parts.scheme.lower() != "https" or parts.username is not None or parts.password is not None:
        return False
    if port not in (None, 443):
        return False
    return _in_domains(parts.hostname or "", LINK_DOMAINS)


def mirror_bases(wol_url: str) -> dict[str, str]:
    """The configured content base and the public site it stands for (empty when the
    base already is the public site)."""
    base = wol_url.rstrip("/")
    return {} if not base or base == PUBLIC_WOL_URL else {base: PUBLIC_WOL_URL}


def public_url(url: str, bases: Mapping[str, str]) -> str:
    """Rewrite a link made against a configured base (a local mirror or proxy of
    wol.jw.org) to the public site it stands for; other links are unchanged."""
    for base, public in bases.items():
        base = base.rstrip("/")
        if base and url.startswith(base) and url[len(base):len(base) + 1] in ("", "/", "?", "#"):
            return public.rstrip("/") + url[len(base):]
    return url


# A link that was there and cannot be opened: shown as such ("link cannot be opened",
# translated, no href), never dropped silently. Only this module makes it.
UNRESOLVED = "preparo:unresolved-link"
# the app's own references (a notebook visit): no page to open, and not a broken link
_OWN_SCHEME = "preparo:"


def safe_link(url: str | None, bases: Mapping[str, str] | None = None, *,
              language: str | None) -> str | None:
    """The link as it may be shown, opened or exported: a link of any shape the sites
    use, through the one resolver (app/core/links.py), as the canonical wol URL in
    `language` (None: the language the link names, else English) on the public
    site; another link the policy allows (a jw.org page that is not on wol, a strict
    JW Library link) as it is; UNRESOLVED when there is a link that cannot be opened;
    None when there is none (or it is the app's own reference)."""
    href = (url or "").strip()
    if not href or href == UNRESOLVED:
        return href or None
    if href.startswith(_OWN_SCHEME):
        return None
    if href.startswith("jwlibrary:"):  # opens the JW Library app, as the person chose
        return href if jwlibrary_allowed(href) else UNRESOLVED
    bases = bases or {}
    base = next(iter(bases), PUBLIC_WOL_URL)
    found = resolve(href, language or language_of_link(href) or "en", base)
    candidate = public_url(found.url if isinstance(found, Resolved) else href, bases)
    return candidate if link_allowed(candidate) else UNRESOLVED


def markdown_target(url: str) -> str:
    """A link target safe inside Markdown's `(<...>)`: anything that could close it or
    start markup is percent-encoded."""
    return quote(url, safe="/:?&=#%+,;@!$~*'-._")


def page_link_allowed(url: str, content_hosts: Iterable[str] = ()) -> bool:
    """A link a source (a search answer, a page) may hand to the app: an allowed link,
    a site-relative path, or an http(s) link on a configured content host (the mirror)."""
    if not _clean(url):
        return False
    if url.startswith("/"):
        return not url.startswith("//")
    if link_allowed(url):
        return True
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError:
        return False
    return (parts.scheme in ("http", "https") and parts.username is None
            and content_host(url) in set(content_hosts))


def fetch_allowed(url: str, content_hosts: Iterable[str] = ()) -> bool:
    """May the HTTP client follow a redirect to `url`? http(s) only; jw.org and
    jw-cdn.org hosts over https; `content_hosts` ("host:port" of the configured
    bases, e.g. the local mirror) over http or https."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return False
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https") or parts.username is not None or not parts.hostname:
        return False
    host = parts.hostname.lower()
    origin = f"{host}:{port}" if port is not None else host
    if origin in {h.lower() for h in content_hosts}:
        return True
    return scheme == "https" and port in (None, 443) and (
        _in_domains(host, FETCH_DOMAINS) or host in FETCH_HOSTS)


def content_host(base_url: str) -> str:
    """"host:port" (or "host") of a configured base URL, as `fetch_allowed` expects."""
    parts = urlsplit(base_url)
    host = (parts.hostname or "").lower()
    try:
        port = parts.port
    except ValueError:
        return host
    return f"{host}:{port}" if port is not None else host
