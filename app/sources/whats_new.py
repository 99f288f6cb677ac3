"""jw.org's "What's New" page, fetched when a person asks for it (cached for a day: the
page changes daily). wol.jw.org's base names jw.org's: the public site for the public wol,
the same base for a local mirror or proxy.
"""

from __future__ import annotations

from app.core.urls import content_host
from app.sources.fetcher import Fetcher
from app.sources.parsers.whats_new import WhatsNew, parse_whats_new
from app.sources.wol import parsed_page

PUBLIC_JW = "https://www.jw.org"
PATHS = {"en": "whats-new", "es": "novedades", "pt": "novidades"}


def jw_base(wol_url: str) -> str:
    """jw.org's base for a wol base: www.jw.org for wol.jw.org, else the same base."""
    return PUBLIC_JW if content_host(wol_url) == "wol.jw.org" else wol_url.rstrip("/")


def whats_new_url(wol_url: str, language: str) -> str:
    return f"{jw_base(wol_url)}/{language}/{PATHS.get(language, PATHS['en'])}/"


async def whats_new(fetcher: Fetcher, wol_url: str, language: str) -> tuple[str, WhatsNew]:
    """(the page's URL, its items); a page without items counts as changed."""
    url = whats_new_url(wol_url, language)
    page = await parsed_page(fetcher, url, "whats_new", parse_whats_new,
                             lambda found: bool(found.items), language)
    return url, page
