"""Researching a subject: the publications index, the scriptures the query names,
the articles found with their opening paragraphs and the verses they cite, ranked
by authority; and the main points an outline can be built from.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_QUESTION_REF,
    AUTH_SEARCH,
    AUTH_TOPIC,
    AUTH_VERSE,
    clip,
    hub_of,
)
from app.agents._search import Hit, hit_finding, is_bible_hit, search_words
from app.agents._urls import absolute
from app.agents._verses import explain_references, parse_refs
from app.agents.base import AgentContext
from app.core.errors import PreparoError, SourceChanged
from app.core.findings import (
    Link,
    Topic,
)
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language
from app.sources.parsers.models import (
    TopicSubject,
    WatchtowerArticle,
    WorkbookWeek,
)
from app.sources.references import BibleRef


@dataclass
class Point:
    """A main point for an outline: an index subheading or an article's opening."""

    title: str
    text: str
    scriptures: list[str]
    url: str
    kind: CitationKind


@dataclass
class Research:
    findings: list[Finding] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    subjects: list[str] = field(default_factory=list)
    articles: list[dict[str, Any]] = field(default_factory=list)
    verse_refs: list[str] = field(default_factory=list)
    question_refs: list[str] = field(default_factory=list)
    points: list[Point] = field(default_factory=list)

    def ordered(self) -> list[Finding]:
        """By authority, stable for equal ranks."""
        return sorted(self.findings, key=lambda f: -f.authority)


def opening_paragraph(doc: Any) -> str:
    if isinstance(doc, WatchtowerArticle):
        return doc.paragraphs[0].text if doc.paragraphs else doc.theme_text
    if isinstance(doc, WorkbookWeek | TopicSubject):
        return ""
    paragraphs = getattr(doc, "paragraphs", None)
    if isinstance(paragraphs, list):
        for p in paragraphs:
            if isinstance(p, str) and len(p.split()) > 6:
                return p
        return paragraphs[0] if paragraphs and isinstance(paragraphs[0], str) else ""
    return ""


def doc_title(doc: Any, fallback: str) -> str:
    title = getattr(doc, "title", "")
    return title if isinstance(title, str) and title else fallback


async def research(
    ctx: AgentContext,
    lang: Language,
    query: str,
    *,
    verses: int = 6,
    articles: int = 3,
    question_refs: bool = False,
    answers: bool = False,
    cross_references: bool = True,
    answers_first: bool = False,
    subjects: int = 1,
) -> Research:
    """Topic index subject, scriptures the query names, search hits with opening paragraphs,
    and the text of the scriptures they cite.

    Authority orders the result: index > named scriptures > verse text > study notes >
    articles > other hits (answers first when `answers_first`).
    """
    out = Research()
    errors: list[BaseException] = []
    named, _ = parse_refs([query], lang) if question_refs else ([], [])
    index_task = _index(ctx, lang, query, subjects)
    search_task = search_words(ctx, lang, query, "all", 10)
    index_res, hits_res = await asyncio.gather(index_task, search_task, return_exceptions=True)
    cited: list[BibleRef] = []
    if isinstance(index_res, BaseException):
        _keep(index_res, errors, out, lang, "index")
    else:
        for subject, url in index_res:
            _subject_findings(ctx, lang, subject, url, out, cited)
    hits: list[Hit] = []
    if isinstance(hits_res, BaseException):
        _keep(hits_res, errors, out, lang, query)
    else:
        hits = hits_res
    bible_hits = [h for h in hits if is_bible_hit(h)]
    doc_hits = [h for h in hits if not is_bible_hit(h)]
    subject_urls = {f.citation.url for f in out.findings if f.citation}
    doc_hits = [h for h in doc_hits if h.url not in subject_urls]
    for hit in bible_hits:
        cited.extend(parse_refs([hit.title], lang)[0])
    top = [h for h in doc_hits if h.docid is not None][:articles]
    docs = await asyncio.gather(
        *(hub_of(ctx).document(lang, h.docid) for h in top if h.docid is not None),
        return_exceptions=True,
    )
    answer_rank = AUTH_TOPIC + 2 if answers_first else AUTH_ARTICLE - 40
    for hit, doc in zip(top, docs, strict=True):
        if isinstance(doc, BaseException):
            _keep(doc, errors, out, lang, hit.title)
            out.findings.append(hit_finding(hit, lang=lang))
            continue
        title = doc_title(doc, hit.title)
        opening = opening_paragraph(doc)
        out.articles.append({"title": title, "url": hit.url, "docid": hit.docid})
        if isinstance(doc, WatchtowerArticle):
            for par in doc.paragraphs[:1]:
                cited.extend(parse_refs(par.scriptures, lang)[0])
        elif opening:
            cited.extend(parse_refs([opening], lang)[0])
        out.findings.append(hit_finding(
            hit, excerpt=opening, answer=answers,
            authority=answer_rank if answers else AUTH_SEARCH + 5, lang=lang,
        ))
        if opening:
            out.points.append(Point(title, first_words(opening), [], hit.url,
                                    CitationKind.ARTICLE))
    for hit in doc_hits:
        if hit not in top:
            out.findings.append(hit_finding(hit, lang=lang))
    if named:
        try:
            explained = await explain_references(
                ctx, lang, named, cross_references=cross_references, max_verses=12,
                verse_authority=AUTH_QUESTION_REF)
        except PreparoError as exc:
            _keep(exc, errors, out, lang, ", ".join(r.display(lang) for r in named))
        else:
            out.findings.extend(explained.findings)
            out.problems.extend(explained.problems)
            out.question_refs = [v["ref"] for v in explained.verses]
    extra = [r for r in dict.fromkeys(cited) if r not in named][:verses]
    if extra:
        try:
            explained = await explain_references(
                ctx, lang, extra, cross_references=cross_references, max_verses=verses,
                verse_authority=AUTH_VERSE)
        except PreparoError as exc:
            _keep(exc, errors, out, lang, ", ".join(r.display(lang) for r in extra))
        else:
            out.findings.extend(f for f in explained.findings if f.data.MATERIAL)
            out.problems.extend(explained.problems)
            out.verse_refs = [v["ref"] for v in explained.verses]
    if not any(f.data.MATERIAL for f in out.findings) and errors:
        raise errors[0]
    return out


def first_words(text: str, limit: int = 220) -> str:
    return clip(text, limit)


def _keep(exc: BaseException, errors: list[BaseException], out: Research, lang: Language,
          what: str) -> None:
    if isinstance(exc, asyncio.CancelledError):
        raise exc
    if not isinstance(exc, PreparoError | ValueError):
        raise exc
    errors.append(exc)
    out.problems.append(tr("content.part_failed", lang, what=what, error=exc))


async def _index(
    ctx: AgentContext, lang: Language, query: str, subjects: int
) -> list[tuple[TopicSubject, str]]:
    """Subject pages of the publications index that match the query."""
    hits = await search_words(ctx, lang, query, "indexes", 5)
    picked = [h for h in hits if h.docid is not None][:subjects]
    pages = await asyncio.gather(
        *(hub_of(ctx).topic(lang, h.docid) for h in picked if h.docid is not None),
        return_exceptions=True,
    )
    out: list[tuple[TopicSubject, str]] = []
    for hit, page in zip(picked, pages, strict=True):
        if isinstance(page, BaseException):
            if isinstance(page, SourceChanged | PreparoError) and out:
                continue
            raise page
        out.append((page, hit.url))
    return out


def _subject_findings(
    ctx: AgentContext, lang: Language, subject: TopicSubject, url: str, out: Research,
    cited: list[BibleRef],
) -> None:
    out.subjects.append(subject.title)
    for sub in subject.subheadings:
        entries = []
        scriptures: list[str] = []
        links: list[Link] = []
        for entry in sub.entries:
            refs_text = "; ".join(link.text for link in entry.links)
            entries.append(f"{entry.text}: {refs_text}" if refs_text else entry.text)
            for link in entry.links:
                links.append(Link(text=link.text, href=absolute(ctx, link.href),
                                  kind=link.kind))
                if link.kind == "bible":
                    scriptures.append(link.text)
                    cited.extend(parse_refs([link.text], lang)[0])
        title = tr("content.topic_entry", lang, subject=subject.title, subheading=sub.title)
        out.findings.append(Finding(
            summary=title,
            excerpt=clip("; ".join(entries), 700),
            citation=Citation(url=url, title=subject.title, kind=CitationKind.TOPIC_INDEX),
            authority=AUTH_TOPIC,
            data=Topic(subject=subject.title, subheading=sub.title, links=links,
                       see_also=subject.see_also),
        ))
        out.points.append(Point(sub.title or subject.title, "; ".join(entries), scriptures,
                                url, CitationKind.TOPIC_INDEX))
