"""Helpers shared by the builtin agents, and the vocabulary of their findings.

Every finding an agent returns has a citation (a wol.jw.org page, a jw.org or
JW Library link; `CitationKind.LOCAL` only for the private notebook), an
excerpt, a `kind` and an `authority` (higher ranks first when findings are
consolidated). What a finding holds beyond that depends on its kind: `data` is
the kind's model, declared once in app/core/findings.py (`Finding(summary=...,
data=Verse(ref=...))`); the study sheet, the UI and `preparo run --json` read it
from there.

Agents never fetch or parse HTML themselves: content comes from
`ctx.sources` (a `SourceHub`), whose clients return the parser models.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Literal, TypeVar

from app.agents.base import AgentContext
from app.core.errors import PreparoError
from app.core.findings import NothingFound, Notice
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language

if TYPE_CHECKING:
    from app.sources.hub import SourceHub

T = TypeVar("T")

LanguageArg = Literal["es", "en", "pt"]

# Authority ranks: higher first when findings are consolidated.
AUTH_CARE = 100
AUTH_TARGET_VERSE = 95
AUTH_ARTICLE = 92
AUTH_PARAGRAPH = 90
AUTH_TOPIC = 85
AUTH_QUESTION_REF = 80
AUTH_VERSE = 75
AUTH_STUDY_NOTE = 70
AUTH_FOOTNOTE = 62
AUTH_CROSS_REF = 58
AUTH_REVIEW = 66
AUTH_PUBLICATION = 60
AUTH_SEARCH = 45
AUTH_NOTICE = 30

# Bounds shown to planners (small LLMs read these schemas).
MAX_TEXT = 300
MAX_SHORT = 120
MAX_REF = 60
MAX_LIST = 30


def language_of(requested: str | None, ctx: AgentContext) -> Language:
    """The language of a step: its own argument, else the plan's."""
    if requested in ("es", "en", "pt"):
        return requested  # type: ignore[return-value]
    return ctx.language


def day_of(value: dt.date | None) -> dt.date:
    return value or dt.date.today()


def hub_of(ctx: AgentContext) -> SourceHub:
    """The content hub of the run; a clear error when the front end gave none."""
    if ctx.sources is None:
        raise PreparoError(tr("no_content_sources", ctx.language))
    return ctx.sources


def clip(text: str, limit: int = 400) -> str:
    """An excerpt: whole words, at most `limit` characters."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"


def first_sentence(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    m = re.search(r"[.!?](\s|$)", text)
    return clip(text[: m.end()] if m else text, limit)


def notice(summary: str, *, url: str = "", title: str = "") -> Finding:
    return Finding(
        summary=summary,
        excerpt=summary,
        authority=AUTH_NOTICE,
        data=Notice(),
        citation=Citation(url=url, title=title, kind=CitationKind.ARTICLE) if url else None,
    )


def nothing_found(summary: str, *, searched: str, url: str = "", title: str = "") -> Finding:
    """`searched` was looked for at `url` and is not there; `summary` says so."""
    return Finding(
        summary=summary,
        excerpt=summary,
        authority=AUTH_NOTICE,
        data=NothingFound(searched=searched, where=url),
        citation=Citation(url=url, title=title, kind=CitationKind.ARTICLE) if url else None,
    )


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"\w+", text.casefold()) if len(w) > 2]


def overlap(query: str, text: str) -> float:
    """Share of the query's words found in `text` (0..1), for ranking."""
    wanted = set(words(query))
    if not wanted:
        return 0.0
    have = set(words(text))
    return len(wanted & have) / len(wanted)
