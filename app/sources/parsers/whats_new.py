"""jw.org's "What's New" page: synopsis blocks (`div.synopsis`), each with its category
(`p.contextTitle`), its title link (`h3 a[href]`), its symbol (`p.pubSym`, empty for an
article) and its date (`time[datetime]`). What an item is comes from its link first (a
jw.org finder link with `lank=` is a video; `/library/` a publication), then from its
category's words.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, Field

from app.core.text import fold
from app.sources.parsers._html import attr, text_of, tree_of

ItemKind = Literal["publication", "article", "video"]


class NewEntry(BaseModel):
    kind: ItemKind
    title: str
    href: str
    symbol: str = ""
    date: dt.date | None = None
    category: str = ""


class WhatsNew(BaseModel):
    title: str = ""
    items: list[NewEntry] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


def _kind(href: str, category: str) -> ItemKind:
    words = fold(category)
    if "lank=" in href or "/mediaitems/" in href or "video" in words:
        return "video"
    if "/library/" in href or "public" in words or "revista" in words or "magazine" in words:
        return "publication"
    return "article"


def _date(value: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(value[:10])
    except ValueError:
        return None


def parse_whats_new(html: str | bytes, language: str = "en") -> WhatsNew:
    tree = tree_of(html, language)
    page = WhatsNew(title=text_of(tree.css_first("h1")))
    for block in tree.css("div.synopsis"):
        link = block.css_first("h3 a[href]") or block.css_first(".syn-body a[href]")
        if link is None:
            page.warnings.append("an item without a title link")
            continue
        href = attr(link, "href")
        category = text_of(block.css_first(".contextTitle"))
        stamp = block.css_first("time")
        page.items.append(NewEntry(
            kind=_kind(href, category), title=text_of(link, " "), href=href,
            symbol=text_of(block.css_first(".pubSym")),
            date=_date(attr(stamp, "datetime")) if stamp is not None else None,
            category=category))
    if not page.items:
        page.warnings.append("no items (div.synopsis)")
    return page
