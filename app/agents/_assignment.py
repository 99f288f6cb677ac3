"""What a student assignment needs beyond its workbook part: the lesson the person named
when the part names another one (found by search, as on the site, or said plainly not
found), and the replies a householder is likely to give (the publications index's
entries on objections, each followed to the paragraph that says how to answer).

    lesson, findings = await named_lesson(ctx, "es", asked, "starting_conversations")
    replies, findings = await likely_replies(ctx, "es")
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from app.agents._common import hub_of, nothing_found
from app.agents._search import search
from app.agents._workbook import document_summary
from app.agents.base import AgentContext
from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.models import Finding, Language
from app.core.text import fold, split_sentences
from app.sources.hub import ResolvedDocument
from app.sources.parsers.models import PubRef

# The brochure a bare lesson number belongs to, by the kind of assignment.
_BROCHURE = {"bible_reading": "th", "talk": "th"}
MAX_REPLIES = 3


async def named_lesson(ctx: AgentContext, lang: Language, asked: PubRef,
                       kind: str) -> tuple[dict[str, Any] | None, list[Finding]]:
    """The lesson (or its point) the person named, found by searching its reference;
    a typed "nothing found" when no lesson of that number comes up."""
    symbol = asked.symbol or _BROCHURE.get(kind, "lmd")
    query = f"{symbol} {tr('meeting_student_part.lesson_word', lang)} {asked.lesson}"
    hub = hub_of(ctx)
    try:
        hits = await search(ctx, lang, query, "publications", 5)
    except PreparoError as exc:
        return None, [nothing_found(tr("meeting_student_part.lesson_not_found", lang,
                                       lesson=asked.text, searched=f"{query} ({exc})"),
                                    searched=query)]
    for hit in hits:
        if hit.docid is None:
            continue
        try:
            doc = await hub.wol.publication(lang, hit.docid)
        except PreparoError:
            continue
        numbers = [w for w in fold(doc.context).split() if w.isdigit()]
        if doc.publication not in ("", symbol) or str(asked.lesson) not in numbers:
            continue  # another lesson or another brochure: not the one named
        point = doc.numbered(asked.point) if asked.point is not None else None
        selected = [point] if point is not None else [
            p for p in doc.paragraphs if p.kind != "heading"]
        resolved = ResolvedDocument(docid=hit.docid, url=hit.url, publication=symbol,
                                    context=doc.context, title=doc.title,
                                    theme_scripture=doc.theme_scripture, selected=selected,
                                    paragraphs=doc.paragraphs)
        ref = asked.model_copy(update={"symbol": symbol,
                                       "text": asked.text if asked.symbol else query})
        return document_summary(resolved, ref), []
    return None, [nothing_found(tr("meeting_student_part.lesson_not_found", lang,
                                   lesson=asked.text, searched=query), searched=query)]


@dataclass
class Reply:
    says: str  # what the householder says ("I'm not interested")
    answer: str  # a sentence of the paragraph that says how to answer
    url: str
    symbol: str


def _answer(text: str) -> str:
    """The paragraph's sentence that gives words to say (a quotation), else its first."""
    found = split_sentences(text)
    quoted = [s for s in found if "“" in s or "\"" in s or "«" in s]
    return (quoted or found or [""])[0]


async def likely_replies(ctx: AgentContext, lang: Language) -> tuple[list[Reply], list[Finding]]:
    """The householder's likely replies: the publications index's entries on objections
    in the ministry, each with how the cited paragraph answers it (the outline shows each
    with its link); a typed "nothing found" when the index has none."""
    from app.sources.citations import publication_citation

    word = tr("meeting_student_part.objections_word", lang)
    hub = hub_of(ctx)
    try:
        hits = await search(ctx, lang, word, "indexes", 5)
    except PreparoError:
        hits = []
    replies: list[Reply] = []
    findings: list[Finding] = []
    for hit in hits:
        if hit.docid is None or len(replies) >= MAX_REPLIES:
            continue
        try:
            subject = await hub.topic(lang, hit.docid)
        except PreparoError:
            continue
        for sub in subject.subheadings:
            if fold(word) not in fold(sub.title):
                continue
            links = [(e, link) for e in sub.entries for link in e.links
                     if link.kind == "publication"][:MAX_REPLIES - len(replies)]
            cited = await asyncio.gather(
                *(publication_citation(hub, link.href, lang) for _, link in links),
                return_exceptions=True)
            for (entry, link), result in zip(links, cited, strict=True):
                if isinstance(result, asyncio.CancelledError):
                    raise result
                if isinstance(result, BaseException) or not result:
                    continue
                passage = result[0]
                symbol = link.text.rstrip(";, ")
                says = entry.text.strip()
                replies.append(Reply(says, _answer(passage.text), passage.url, symbol))
    if not replies:
        findings.append(nothing_found(tr("meeting_student_part.no_replies", lang, word=word),
                                      searched=word))
    return replies, findings
