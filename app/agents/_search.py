"""Searching wol.jw.org: a query's key words, the search with its links resolved,
retries with fewer words, and search hits as findings.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass, field

from app.agents._common import (
    AUTH_SEARCH,
    clip,
    hub_of,
)
from app.agents._library import GROUP as LIBRARY_GROUP
from app.agents._library import (
    answers,
    library_hits,
    library_of,
    marked_title,
    nothing_in_library,
)
from app.agents._urls import wol_base
from app.agents.base import AgentContext
from app.core.errors import Offline, PreparoError
from app.core.findings import (
    Answer,
    SearchHit,
)
from app.core.i18n import tr
from app.core.links import Unresolvable, resolve
from app.core.models import Citation, CitationKind, Finding, Language
from app.core.text import fold as fold_text
from app.core.text import union
from app.core.text.lexicon import GENERIC_QUERY_WORDS, SEARCH_STOP_WORDS
from app.library.models import LibraryHit

# Words too common to search for on their own (es/en/pt), folded.
_FOLDED_STOP = union(SEARCH_STOP_WORDS)


# Words that say "the Bible" or "what people say" rather than a subject (es/en/pt), folded.
GENERIC = union(GENERIC_QUERY_WORDS)


def keywords(text: str) -> list[str]:
    """Significant words of a query, longest first (stop words left out, and the words
    that only say "the Bible says" when the query has a subject besides them)."""
    seen: list[str] = []
    for word in re.findall(r"\w+", text):
        if len(word) < 3 or word.isdigit() or fold_text(word) in _FOLDED_STOP:
            continue
        if fold_text(word) not in (fold_text(s) for s in seen):
            seen.append(word)
    subject = [w for w in seen if fold_text(w) not in GENERIC]
    return sorted(subject or seen, key=len, reverse=True)


@dataclass
class Hit:
    title: str
    url: str
    snippet: str
    kind: str
    group: str
    docid: int | None
    unresolved: str = ""  # why the hit's link leads nowhere we can open (url is then "")
    # a paragraph of the person's library: its language, and its cosine to the query
    # when the library's meaning search found it (about the query in other words)
    language: str = ""
    cosine: float | None = None


async def search(
    ctx: AgentContext, lang: Language, query: str, kind: str = "all", limit: int = 10, *,
    topic: str | None = None,
) -> list[Hit]:
    """The site's hits, after the paragraphs of the person's library that answer the
    query by words or meaning (app/agents/_library.py, which reads a paragraph found by
    meaning against `topic`: the person's words the query was cut from); the library's
    alone when the site cannot be reached. An index lookup the site cannot answer is
    answered from the library's publications when it holds them."""
    kept = [_library_hit(h, lang) for h in await library_hits(
        ctx, lang, query, kind, limit, topic=topic)] if library_of(ctx) is not None else []
    try:
        hits = await hub_of(ctx).search(lang, query, kind, limit)  # type: ignore[arg-type]
    except Offline as exc:
        library = library_of(ctx)
        if not kept and library is not None:
            kept = [_library_hit(h, lang) for h in await library_hits(
                ctx, lang, query, kind, limit, index=True, topic=topic)]
        if kept:
            return kept
        if library is not None and answers(kind, index=True):
            # the library was searched and holds nothing on it: say so, and what it read
            raise Offline(await asyncio.to_thread(
                nothing_in_library, library, lang, topic or query)) from exc
        raise
    out = kept
    for h in hits:
        found = resolve(h.wol_url, lang, wol_base(ctx))
        if isinstance(found, Unresolvable):
            out.append(Hit(h.title, "", h.snippet, h.kind, h.group, None, found.reason))
        else:
            out.append(Hit(h.title, found.url, h.snippet, h.kind, h.group, found.docid
                           if found.kind == "document" else None))
    return out


def _library_hit(hit: LibraryHit, lang: Language) -> Hit:
    """A library paragraph as a search hit of a run in `lang` (its title marked when the
    paragraph is written in another language)."""
    return Hit(marked_title(hit.title, hit.language, lang), hit.url, hit.text, "paragraph",
               LIBRARY_GROUP, None, language=hit.language, cosine=hit.cosine)


async def search_words(
    ctx: AgentContext, lang: Language, query: str, kind: str = "all", limit: int = 10,
    enough: int = 3, *, topic: str | None = None,
) -> list[Hit]:
    """Search the whole query, then its key words together, then each alone (longest
    first), gathering distinct hits until there are `enough`. Up to `limit` of the
    library's paragraphs come first, then up to `limit` of the site's hits: the library's
    never crowd the site's out. The library reads what it finds by meaning against
    `topic` (default: the whole query), whichever words were searched."""
    tries = [" ".join(query.split())]
    keys = keywords(query)
    if keys:
        tries.append(" ".join(keys))
    tries.extend(keys[:3])
    found: list[Hit] = []
    done: list[str] = []
    for text in tries:
        if text in done or not text.strip():
            continue
        done.append(text)
        try:
            more = await search(ctx, lang, text, kind, limit, topic=topic or query)
        except Offline:
            if not found:
                raise
            break  # offline, what the library found for the fuller query stands
        for hit in more:
            if all((h.url or h.title) != (hit.url or hit.title) for h in found):
                found.append(hit)
        if len(found) >= enough:
            break
    kept = [h for h in found if h.group == LIBRARY_GROUP]
    return kept[:limit] + [h for h in found if h.group != LIBRARY_GROUP][:limit]


def is_bible_hit(hit: Hit) -> bool:
    return "/wol/b/" in hit.url or "/wol/bc/" in hit.url or hit.kind == "verse"


@dataclass
class Found:
    findings: list[Finding] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


async def search_findings(
    ctx: AgentContext, lang: Language, query: str, *, kind: str = "all", limit: int = 5
) -> Found:
    """Search hits as `search_hit` findings (a failed search becomes a problem)."""
    out = Found()
    try:
        hits = await search_words(ctx, lang, query, kind, limit)
    except PreparoError as exc:
        out.problems.append(tr("content.part_failed", lang, what=query, error=exc))
        return out
    for hit in hits:
        out.findings.append(hit_finding(hit, lang=lang))
    return out


def hit_finding(hit: Hit, excerpt: str = "", *, answer: bool = False,
                 authority: int = AUTH_SEARCH, lang: Language = "en") -> Finding:
    """A search hit (or, `answer`, an article found that answers the question); a hit
    whose link cannot be opened stays, marked, without a link."""
    ckind = CitationKind.BIBLE if is_bible_hit(hit) else CitationKind.SEARCH
    text = excerpt or hit.snippet or hit.title
    if hit.unresolved:  # shown as such: the hit stays, without a link
        text = f"{tr('links.unresolvable', lang)} {text}"
    data = Answer(title=hit.title, group=hit.group, docid=hit.docid,
                  unresolved=hit.unresolved) if answer \
        else SearchHit(title=hit.title, group=hit.group, docid=hit.docid,
                       unresolved=hit.unresolved)
    return Finding(
        summary=hit.title,
        excerpt=clip(text, 700),
        citation=Citation(url=hit.url, title=hit.title, kind=ckind) if hit.url else None,
        authority=authority,
        data=data,
    )
