"""Daily text pages (`/wol/dt/...`): the day's scripture, comment and its source line."""

from __future__ import annotations

import re

from app.sources.parsers._html import Node, attr, check_strict, text_of, tree_of
from app.sources.parsers.models import DailyText

_DATE = re.compile(r"^(\d{4}-\d{2}-\d{2})")
_SOURCE = re.compile(r"(\S{1,16}\s+\d{1,4}\s*¶\s*\d{1,3}(?:\s*[-–,]\s*\d{1,3})*)\s*\.?$")


def parse_daily(
    html: str | bytes, *, date: str | None = None, strict: bool = False,
    language: str = "en",
) -> DailyText:
    """Parse a daily text page. The page holds yesterday, today and tomorrow: pass `date`
    (YYYY-MM-DD) to choose one; otherwise the middle tab (or the only one) is used."""
    tree = tree_of(html, language)
    tabs = tree.css("div.tabContent")
    result = DailyText()
    tab: Node | None = None
    if date:
        tab = next((t for t in tabs if attr(t, "data-date").startswith(date)), None)
        if tab is None and tabs:
            result.warnings.append(f"no daily text for {date}; using the page's main day")
    if tab is None and tabs:
        tab = tabs[len(tabs) // 2] if len(tabs) == 3 else tabs[0]
    if tab is None:
        result.warnings.append("no daily text (div.tabContent)")
        check_strict(strict, False, "daily text", "div.tabContent", language)
        return result

    m = _DATE.match(attr(tab, "data-date"))
    result.date = m.group(1) if m else ""
    if not result.date:
        result.warnings.append("daily text without a data-date")
    result.heading = text_of(tab.css_first("h2"))
    theme = tab.css_first("p.themeScrp")
    result.scripture = text_of(theme)
    refs = theme.css("a.b") if theme is not None else []
    result.scripture_ref = text_of(refs[-1]).rstrip(".") if refs else ""
    if not result.scripture:
        result.warnings.append("no scripture (p.themeScrp)")
    body = text_of(tab.css_first("div.bodyTxt"))
    source = _SOURCE.search(body)
    if source:
        result.source = source.group(1)
        body = body[: source.start()].rstrip()
    else:
        result.warnings.append("no source line (like 'w24.03 9 ¶6-7')")
    result.text = body
    if not body:
        result.warnings.append("no comment text (div.bodyTxt)")
    check_strict(strict, bool(body), "daily text", "div.bodyTxt", language)
    return result
