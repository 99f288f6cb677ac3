"""study.whats_new: the publications, articles and videos jw.org added in the last days
(7-14 by default 14) in the person's language, from the site's "What's New" page: title,
symbol, date and link, newest first; what belongs to this week's meetings (the workbook
and study Watchtower issues in use, the videos of that workbook) is marked.

Without a network it says so, and lists nothing (a copy cached earlier is shown with the
fetcher's notice of when it was taken).
"""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    LanguageArg,
    day_of,
    hub_of,
    language_of,
    nothing_found,
)
from app.agents._notices import with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import Offline
from app.core.findings import NewItem
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.sources.parsers.whats_new import NewEntry
from app.sources.pubmedia import watchtower_issues, workbook_issue
from app.sources.whats_new import PUBLIC_JW, whats_new, whats_new_url


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    days: int = Field(default=14, ge=1, le=31, description="How many days back (default 14).")
    date: dt.date | None = Field(default=None, description="The day to count from; default "
                                                           "today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def meeting_symbols(day: dt.date) -> tuple[set[str], str]:
    """The symbols of the issues in use the week of `day` ("mwb26.11", "w26.09"...) and
    the prefix of that workbook's videos ("pub-mwbv_202611_")."""
    issue = workbook_issue(day)
    symbols = {f"mwb{issue[2:4]}.{issue[4:6]}"}
    symbols.update(f"w{w[2:4]}.{w[4:6]}" for w in watchtower_issues(day)[:1])
    return symbols, f"pub-mwbv_{issue}_"


def this_week(entry: NewEntry, day: dt.date) -> bool:
    symbols, videos = meeting_symbols(day)
    symbol = entry.symbol.strip()
    return symbol in symbols or symbol.startswith(videos) or f"lank={videos}" in entry.href


def _finding(entry: NewEntry, url: str, day: dt.date, lang: Language) -> Finding:
    meeting = this_week(entry, day)
    kind = tr(f"whats_new.kind.{entry.kind}", lang)
    date = entry.date.isoformat() if entry.date else "?"
    summary = tr("whats_new.item", lang, kind=kind, title=entry.title, date=date)
    if entry.symbol:
        summary += f" ({entry.symbol})"
    if meeting:
        summary += " — " + tr("whats_new.this_week", lang)
    return Finding(
        summary=summary,
        excerpt=entry.category,
        citation=Citation(url=url, title=entry.title,
                          kind=CitationKind.PUBLICATION if entry.kind == "publication"
                          else CitationKind.ARTICLE),
        authority=AUTH_ARTICLE,
        data=NewItem(item_kind=entry.kind, title=entry.title, symbol=entry.symbol,
                     issue=_issue(entry.symbol), date=date if entry.date else "", link=url,
                     this_week=meeting),
    )


def _issue(symbol: str) -> str:
    """"w26.09" -> "202609"; "" for a symbol that names no periodical issue."""
    head, _, tail = symbol.partition(".")
    year = head[-2:]
    if not (tail.isdigit() and year.isdigit() and len(tail) == 2):
        return ""
    return f"20{year}{tail}"


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    hub = hub_of(ctx)
    base = hub.settings.wol_url
    where = whats_new_url(base, lang)
    try:
        url, page = await whats_new(hub.fetcher, base, lang)
    except Offline:
        summary = tr("whats_new.offline", lang)
        return AgentResult(
            findings=[nothing_found(summary, searched=tr("whats_new.searched", lang), url=where,
                                    title=where)],
            handoff=Handoff(did=[summary], for_next=[summary], data={"offline": True}))
    since = day - dt.timedelta(days=args.days)
    recent = sorted((e for e in page.items if e.date is not None and since <= e.date <= day),
                    key=lambda e: (not this_week(e, day), -(e.date or day).toordinal()))
    findings = [_finding(e, _link(e.href), day, lang)
                for e in recent]
    summary = tr("whats_new.did", lang, count=len(findings), days=args.days)
    if not findings:
        findings.append(nothing_found(tr("whats_new.none", lang, days=args.days),
                                      searched=tr("whats_new.searched", lang), url=url,
                                      title=page.title))
    return AgentResult(findings=findings, handoff=Handoff(
        goals=[tr("whats_new.title", lang, days=args.days)],
        did=[summary],
        data={"days": args.days, "since": since.isoformat(), "items": len(recent),
              "this_week": sum(1 for e in recent if this_week(e, day))},
    ))


def _link(href: str) -> str:
    """An item's link for the person to open: site-relative links of the page are on the
    public jw.org (also when the page came from a mirror: the link is not fetched)."""
    if href.startswith(("http://", "https://")):
        return href
    return PUBLIC_JW + ("" if href.startswith("/") else "/") + href


SPEC = AgentSpec(
    name="study.whats_new",
    description=(
        "What jw.org added lately (publications, articles, videos) in your language, from its "
        "What's New page: title, symbol, date and link; this week's meeting material marked."
    ),
    descriptions={
        "es": (
            "Lo que jw.org añadió últimamente (publicaciones, artículos, videos) en su idioma, "
            "de su página de Novedades: título, símbolo, fecha y enlace; se marca lo de las "
            "reuniones de esta semana."
        ),
        "pt": (
            "O que o jw.org adicionou recentemente (publicações, artigos, vídeos) no seu "
            "idioma, da página de Novidades: título, símbolo, data e link; o que é das reuniões "
            "desta semana vem marcado."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback=None,
    confidence_bias=0.0,
    max_per_run=2,
)
