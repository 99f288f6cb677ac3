"""What a library search says when nothing in the library is close to a query, in the
person's language: the CLI, the MCP tools, the Library pane and the agents say the same."""

from __future__ import annotations

from app.core.i18n import tr, tr_count
from app.library.models import Searched


def nothing_close_message(query: str, searched: Searched, language: str) -> str:
    """ "Nothing in your library is close to “query”. Searched: w (12 issues, es, 4310
    paragraphs)." in `language`; the plain no-hits line when nothing was searched."""
    if not searched.paragraphs:
        return tr("library.no_hits", language, query=query)
    return tr_count("library.nothing_close", language, len(searched.publications),
                    query=query, publications=shown_publications(searched),
                    issues=len(searched.publications),
                    languages=", ".join(searched.languages), paragraphs=searched.paragraphs)


def shown_publications(searched: Searched) -> str:
    """The symbols searched, once each ("mwb, w"), or the one issue ("w 202609")."""
    if len(searched.publications) == 1:
        return searched.publications[0]
    return ", ".join(sorted({p.split(" ")[0] for p in searched.publications}))
