"""The publications' advice for one audience in the ministry (a busy person, a young
person, someone grieving...), found by search: the question it suggests to open with,
the scripture it reads with what it says of it, and the question it leaves for the next
visit, all from one article and linked to it. Nothing is written here: an audience no
article speaks of is a typed "nothing found (searched: …)".

    material, findings = await audience_material(ctx, "es", "un joven")
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.agents._common import AUTH_ARTICLE, clip, hub_of, nothing_found
from app.agents._ministry import AUDIENCE_QUERY, audience_kind, questions_in
from app.agents._search import search
from app.agents._verses import parse_refs
from app.agents.base import AgentContext
from app.core.errors import PreparoError
from app.core.findings import Answer
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language
from app.core.text import split_sentences
from app.sources.references import parse_references
from app.sources.wol import Article


@dataclass
class AudienceMaterial:
    title: str
    url: str
    opening: str  # the question to open with
    scripture: str  # the reference it reads ("Ecclesiastes 12:1")
    explanation: str  # what the article says of that scripture
    next_visit: str  # the question it leaves for next time


def _explanation(paragraph: str, lang: Language) -> str:
    """The sentences of the paragraph after the one that names the scripture, else the
    paragraph without its reading instruction."""
    found = split_sentences(paragraph)
    at = next((i for i, s in enumerate(found) if parse_references(s, lang)), 0)
    rest = found[at + 1:] or found[at:]
    return clip(" ".join(re.sub(r"\s*\([^)]*\d+:\d+[^)]*\)", "", s) for s in rest), 300)


def _material(title: str, url: str, paragraphs: list[str],
              lang: Language) -> AudienceMaterial | None:
    questions = questions_in(paragraphs, [])
    with_ref = next((p for p in paragraphs if parse_references(p, lang)), "")
    refs, _ = parse_refs([with_ref], lang) if with_ref else ([], [])
    if not questions or not refs:
        return None
    return AudienceMaterial(
        title=title, url=url, opening=questions[0], scripture=refs[0].display(lang),
        explanation=_explanation(with_ref, lang),
        next_visit=questions[-1] if len(questions) > 1 else "")


async def audience_material(ctx: AgentContext, lang: Language, audience: str
                            ) -> tuple[AudienceMaterial | None, list[Finding]]:
    """The article whose advice fits the audience (the first hit that suggests a question
    and reads a scripture), as material and as a linked finding; or "nothing found"."""
    kind = audience_kind(audience)
    if kind not in AUDIENCE_QUERY:  # an audience the app cannot name is not guessed at
        return None, [nothing_found(tr("ministry_presentation.no_audience", lang,
                                       audience=audience, searched=audience),
                                    searched=audience)]
    query = AUDIENCE_QUERY[kind][lang]
    hub = hub_of(ctx)
    try:
        hits = await search(ctx, lang, query, "publications", 5)
    except PreparoError as exc:
        hits = []
        searched = f"{query} ({exc})"
    else:
        searched = query
    # the site's articles (a paragraph of the person's library has no page to read here)
    for hit in [h for h in hits if h.docid is not None][:3]:
        if hit.docid is None:
            continue
        try:
            doc = await hub.document(lang, hit.docid)
        except PreparoError:
            continue
        if not isinstance(doc, Article):
            continue
        title = doc.title or hit.title
        material = _material(title, hit.url, list(doc.paragraphs), lang)
        if material is None:
            continue
        finding = Finding(
            summary=tr("ministry_presentation.audience_article", lang, audience=audience,
                       title=title),
            excerpt=clip(" ".join(doc.paragraphs), 700),
            citation=Citation(url=hit.url, title=title, kind=CitationKind.ARTICLE),
            authority=AUTH_ARTICLE,
            data=Answer(title=title, docid=hit.docid, source="article"),
        )
        return material, [finding]
    return None, [nothing_found(tr("ministry_presentation.no_audience", lang,
                                   audience=audience, searched=searched), searched=searched)]
