"""The addresses agents cite: the wol.jw.org base content is read from, a page's
link made absolute, a document's address (all through the hub's settings).
"""

from __future__ import annotations

from app.agents._common import hub_of
from app.agents.base import AgentContext
from app.core.models import Language


def wol_base(ctx: AgentContext) -> str:
    """The base URL content is read from (citations point there)."""
    return hub_of(ctx).settings.wol_url.rstrip("/")


def absolute(ctx: AgentContext, href: str) -> str:
    if not href or href.startswith(("http://", "https://", "jwlibrary:", "preparo:")):
        return href
    return hub_of(ctx).wol_url_absolute(href)


def document_url(ctx: AgentContext, lang: Language, docid: int) -> str:
    return hub_of(ctx).wol_url_document(lang, docid)
