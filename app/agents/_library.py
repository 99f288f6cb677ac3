"""The person's library as a search source for the agents: its paragraphs on a query,
as search hits that link to the exact paragraph on wol.jw.org.

The session puts a `LibrarySearch` in `services["library"]` when the library holds
publications. A paragraph is offered only when it carries most of the query's words
(at least half of its content stems, all of them for one or two): a word search
ranks anything that shares one common word, and a hit that does not answer the
question would be shown as if it did.
"""

from __future__ import annotations

from app.agents.base import AgentContext
from app.core.models import Language
from app.core.text import content_stems
from app.library.search import LibrarySearch

GROUP = "library"
_KINDS = ("all", "publications")


def library_of(ctx: AgentContext) -> LibrarySearch | None:
    found = ctx.services.get("library")
    return found if isinstance(found, LibrarySearch) else None


def carries_query(query: str, text: str, language: str) -> bool:
    """Does the paragraph carry most of the query's content words?"""
    wanted = set(content_stems(query, language))
    if not wanted:
        return False
    have = wanted & set(content_stems(text, language))
    return len(have) == len(wanted) if len(wanted) <= 2 else 2 * len(have) >= len(wanted)


def library_paragraphs(ctx: AgentContext, lang: Language, query: str, kind: str,
                       limit: int) -> list[tuple[str, str, str]]:
    """(title, paragraph url, paragraph text) of the library's paragraphs for a query of
    the publications (none for a Bible or index search: the library holds issues)."""
    library = library_of(ctx)
    if library is None or kind not in _KINDS:
        return []
    hits = library.search(query, lang, limit=limit, mode="words")
    return [(h.title, h.url, h.text) for h in hits
            if h.url and carries_query(query, h.text, lang)]
