"""The person's library as a search source for the agents: its paragraphs on a query,
as search hits that link to the exact paragraph on wol.jw.org.

The session puts a `LibrarySearch` in `services["library"]` when the library holds
publications. Its words search offers a paragraph only when it carries most of the
query's words (app.library.search.carries_query): a hit that does not answer the
question would be shown as if it did.
"""

from __future__ import annotations

from app.agents.base import AgentContext
from app.core.models import Language
from app.library.search import LibrarySearch

GROUP = "library"
_KINDS = ("all", "publications")


def library_of(ctx: AgentContext) -> LibrarySearch | None:
    found = ctx.services.get("library")
    return found if isinstance(found, LibrarySearch) else None


def library_paragraphs(ctx: AgentContext, lang: Language, query: str, kind: str,
                       limit: int) -> list[tuple[str, str, str]]:
    """(title, paragraph url, paragraph text) of the library's paragraphs for a query of
    the publications (none for a Bible or index search: the library holds issues).
    Reads the database: call it off the event loop."""
    library = library_of(ctx)
    if library is None or kind not in _KINDS:
        return []
    hits = library.search(query, lang, limit=limit, mode="words")
    return [(h.title, h.url, h.text) for h in hits if h.url]
