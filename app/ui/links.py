"""Which citation links may leave the app, and opening them in the system browser."""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urlsplit

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

TRUSTED_DOMAINS = ("jw.org",)  # wol.jw.org, www.jw.org, b.jw-cdn.org is not a page
_FORBIDDEN_CHARS = set(" \t\r\n\\\x00")


def citation_allowed(url: str) -> bool:
    """True for https links to jw.org or one of its subdomains, and for jwlibrary: links.

    Anything else (http, file, javascript, data, look-alike hosts, user info,
    unusual ports) is refused, so a page's text can never open something else.
    """
    if not url or any(ch in _FORBIDDEN_CHARS for ch in url):
        return False
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return False
    scheme = parts.scheme.lower()
    if scheme == "jwlibrary":
        return True
    if scheme != "https" or parts.username is not None or parts.password is not None:
        return False
    if port not in (None, 443):
        return False
    host = (parts.hostname or "").lower()
    return any(host == d or host.endswith("." + d) for d in TRUSTED_DOMAINS)


def canonical_url(url: str, bases: Mapping[str, str]) -> str:
    """Rewrite a link made against a configured base (a local mirror or proxy of
    wol.jw.org) to the public site it stands for; other links are unchanged."""
    for base, public in bases.items():
        base = base.rstrip("/")
        if base and url.startswith(base) and url[len(base):len(base) + 1] in ("", "/", "?", "#"):
            return public.rstrip("/") + url[len(base):]
    return url


def open_citation(url: str) -> bool:
    """Open an allowed link with the system handler; False (and nothing opened) otherwise."""
    if not citation_allowed(url):
        return False
    return bool(QDesktopServices.openUrl(QUrl(url, QUrl.ParsingMode.StrictMode)))
