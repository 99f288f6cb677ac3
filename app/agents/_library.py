"""The person's library as a search source for the agents: its paragraphs on a query,
as search hits that link to the exact paragraph on wol.jw.org.

The session puts a `LibrarySearch` in `services["library"]` when the library holds
publications. The agents search it the hybrid way: by words (a paragraph is offered
only when it carries most of the query's words, app.library.search.carries_query: one
shared word is no evidence) and by meaning with the e5 vectors stored beside the
paragraphs (a paragraph is offered only when it is about the query by the topic
search's measure, app.agents._meaning.FLOOR and MARGIN), the two fused by reciprocal
rank. When nothing in the person's language answers, the meaning search reads the
library's other languages: a question in Portuguese finds the English paragraph that
says it. Without the embedder (its model not installed) or without vectors, words alone.

The agents do not use the search's 'nothing close' rule (app.library.search.is_close),
measured with bench.library_relevance: e5-small scores a real answer no nearer than an
unrelated paragraph ("worry" and a paragraph on anxiety: 0.84; "ansiedad" and one on
patience: 0.85), so the rule that silences unrelated queries also drops such meaning-only
answers (15 tests of tests/library rely on them). Left open: with the floor and margin
alone the agents are offered a paragraph for most unrelated queries of that dev set.
"""

from __future__ import annotations

import asyncio
import logging

import numpy as np

from app.agents import _meaning
from app.agents.base import AgentContext
from app.core.i18n import tr
from app.core.models import Language
from app.library.models import LibraryHit
from app.library.search import LibrarySearch
from app.nli.engine import embed_queries

log = logging.getLogger(__name__)

GROUP = "library"
# The searches the library answers: the publications' paragraphs. An index lookup is
# answered from them only when the site's index cannot be reached (the library holds
# the publications the index cites, not the index itself).
_KINDS = ("all", "publications")
INDEX_KINDS = ("indexes",)


def library_of(ctx: AgentContext) -> LibrarySearch | None:
    found = ctx.services.get("library")
    return found if isinstance(found, LibrarySearch) else None


async def _query_vector(ctx: AgentContext, library: LibrarySearch,
                        query: str) -> np.ndarray | None:
    """The query's e5 vector (in the NLI worker thread), or None when the library holds
    no vectors or the embedder is missing or fails (words alone then, logged)."""
    if not await asyncio.to_thread(library.has_vectors):
        return None
    try:
        embedder = _meaning.embedder_of(ctx)
        return np.asarray((await embed_queries(embedder, [query]))[0])
    except Exception as exc:  # no embedder or a broken one: the words search stands
        log.warning("library without meaning search: %s", exc)
        return None


def hybrid_hits(library: LibrarySearch, lang: Language, query: str,
                vector: np.ndarray | None, limit: int) -> list[LibraryHit]:
    """Words and meaning fused in the person's language; meaning across the library's
    languages when that finds nothing. Reads the database: call it off the event loop."""
    if vector is None:
        return library.search(query, lang, limit=limit, mode="words")
    hits = library.search(query, lang, limit=limit, mode="hybrid", meaning_language=lang,
                          vector=vector, min_cosine=_meaning.FLOOR, margin=_meaning.MARGIN)
    if not hits:
        hits = library.search(query, None, limit=limit, mode="meaning", meaning_language=None,
                              vector=vector, min_cosine=_meaning.FLOOR, margin=_meaning.MARGIN)
    return hits


async def library_hits(ctx: AgentContext, lang: Language, query: str, kind: str,
                       limit: int, *, index: bool = False) -> list[LibraryHit]:
    """The library's paragraphs for a search of the publications (`index`: for an index
    lookup the site could not answer); none for a Bible search."""
    library = library_of(ctx)
    if library is None or kind not in (_KINDS + INDEX_KINDS if index else _KINDS):
        return []
    vector = await _query_vector(ctx, library, query)
    hits = await asyncio.to_thread(hybrid_hits, library, lang, query, vector, limit)
    return [h for h in hits if h.url]


def marked_title(title: str, written: str, language: Language) -> str:
    """A library paragraph's title as a run in `language` shows it: said to be in the
    language it is written in when that is another ("Keep Growing in Patience (en
    inglés)"), so the finding, its citation, the reading view and the exports say so."""
    if not written or written == language or written not in ("en", "es", "pt"):
        return title
    return f"{title} ({tr(f'library.written_in_{written}', language)})"


async def library_citing(ctx: AgentContext, lang: Language, book: int, chapter: int,
                         verse: int, limit: int) -> list[LibraryHit]:
    """The library's paragraphs in `lang` that cite a verse (the references found in
    them), each with its link; none without a library."""
    library = library_of(ctx)
    if library is None:
        return []
    hits = await asyncio.to_thread(library.citing, lang, book, chapter, verse, limit)
    return [h for h in hits if h.url]


def symbol_of(pub: str, issue: str) -> str:
    """A kept issue as the publications index writes it: "w27.02" for w 202702; the
    symbol alone for a publication without a dated issue."""
    if len(issue) == 6 and issue.isdigit():
        return f"{pub}{issue[2:4]}.{issue[4:6]}"
    return pub
