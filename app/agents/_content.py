"""Content helpers of the builtin agents, over `ctx.sources` (the SourceHub).

Agents never fetch or parse pages themselves: everything goes through the
hub's clients, which return the parser models. This module turns those
models into findings with citations (see `app.agents._common` for the kinds
and their data keys), and holds the shared recipes: explaining references,
researching a subject, queueing verse steps through the guards, finding the
week's meeting documents.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import math
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_CROSS_REF,
    AUTH_FOOTNOTE,
    AUTH_NOTICE,
    AUTH_QUESTION_REF,
    AUTH_SEARCH,
    AUTH_STUDY_NOTE,
    AUTH_TARGET_VERSE,
    AUTH_TOPIC,
    AUTH_VERSE,
    MAX_LIST,
    clip,
    hub_of,
    nothing_found,
    notice,
    overlap,
)
from app.agents.base import AgentContext, AgentResult
from app.core import damage
from app.core.errors import PreparoError, SourceChanged
from app.core.findings import (
    Answer,
    CrossReference,
    Footnote,
    Link,
    SearchHit,
    StudyNote,
    Topic,
    Verse,
)
from app.core.i18n import tr
from app.core.links import Unresolvable, resolve
from app.core.models import Citation, CitationKind, Finding, Language
from app.core.settings import TalkEntry
from app.core.text import fold, union
from app.core.text.lexicon import GENERIC_QUERY_WORDS, SEARCH_STOP_WORDS
from app.sources.clients import notice_scope
from app.sources.languages import wol_language
from app.sources.parsers.models import (
    ChapterPage,
    DailyText,
    TopicSubject,
    WatchtowerArticle,
    WorkbookWeek,
)
from app.sources.references import BibleRef, parse_references

# the agents' name for the language layer's fold (case, accents, pronunciation marks)
fold_text = fold
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


# -- hub access ------------------------------------------------------------------------


def wol_base(ctx: AgentContext) -> str:
    """The base URL content is read from (citations point there)."""
    return hub_of(ctx).settings.wol_url.rstrip("/")


def absolute(ctx: AgentContext, href: str) -> str:
    if not href or href.startswith(("http://", "https://", "jwlibrary:", "preparo:")):
        return href
    return hub_of(ctx).wol_url_absolute(href)


def document_url(ctx: AgentContext, lang: Language, docid: int) -> str:
    return hub_of(ctx).wol_url_document(lang, docid)


def with_notices(
    run: Callable[[Any, AgentContext], Awaitable[AgentResult]],
) -> Callable[[Any, AgentContext], Awaitable[AgentResult]]:
    """Wrap an agent's run so what the hub noticed while it ran (a saved copy served
    while offline, the EPUB used instead of a page) reaches the person as notices."""

    async def wrapped(args: Any, ctx: AgentContext) -> AgentResult:
        with notice_scope() as raised, damage.told() as repaired:  # this step's own
            result = await run(args, ctx)
        for item in raised:
            result.findings.append(notice(item.message, url=item.url))
            result.handoff.for_next.append(item.message)
        for line in repaired:  # a damaged store of the person's, repaired
            result.findings.append(notice(line))
            result.handoff.for_next.append(line)
        return result

    wrapped.__name__ = getattr(run, "__name__", "run")
    wrapped.__doc__ = run.__doc__
    return wrapped


# -- references --------------------------------------------------------------------------


def parse_refs(texts: list[str], lang: Language) -> tuple[list[BibleRef], list[str]]:
    """The Bible references in `texts` (deduplicated, in order) and the texts with none."""
    refs: list[BibleRef] = []
    unread: list[str] = []
    for text in texts:
        found = parse_references(text, lang) if text else []
        if not found:
            if text.strip():
                unread.append(text)
            continue
        for ref in found:
            plain = BibleRef(ref.book, ref.chapter, ref.chapter_end, ref.verses)
            if plain not in refs:
                refs.append(plain)
    return refs, unread


def single(book: int, chapter: int, verse: int) -> BibleRef:
    return BibleRef(book, chapter, None, (verse,))


def _targets(ref: BibleRef) -> list[tuple[int, int, int]]:
    out = []
    for key in ref.verse_keys():
        b, c, v = (int(x) for x in key.split("-"))
        out.append((b, c, v))
    return out


@dataclass
class Explained:
    findings: list[Finding] = field(default_factory=list)
    verses: list[dict[str, Any]] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


async def explain_references(
    ctx: AgentContext,
    lang: Language,
    refs: list[BibleRef],
    *,
    bible: str = "nwtsty",
    cross_references: bool = True,
    max_verses: int = 60,
    verse_authority: int = AUTH_TARGET_VERSE,
) -> Explained:
    """Verse text, study notes, footnotes and cross-references of exactly these verses.

    Target verses come first, then their study notes, footnotes and cross-references.
    Chapters are fetched concurrently; one unreadable chapter leaves a notice, and
    only when nothing could be read is the first error raised.
    """
    out = Explained()
    wanted: list[tuple[BibleRef, tuple[int, int, int]]] = []
    for ref in refs:
        for target in _targets(ref):
            if len(wanted) >= max_verses:
                break
            if all(t != target for _, t in wanted):
                wanted.append((ref, target))
    if sum(len(_targets(r)) for r in refs) > len(wanted) and len(wanted) >= max_verses:
        out.problems.append(tr("content.too_many", lang, count=max_verses))
    chapters = list(dict.fromkeys((b, c) for _, (b, c, _v) in wanted))
    hub = hub_of(ctx)
    results = await asyncio.gather(
        *(hub.chapter(lang, b, c, bible) for b, c in chapters),  # type: ignore[arg-type]
        return_exceptions=True
    )
    pages: dict[tuple[int, int], ChapterPage] = {}
    errors: list[BaseException] = []
    for key, result in zip(chapters, results, strict=True):
        if isinstance(result, BaseException):
            if isinstance(result, asyncio.CancelledError):
                raise result
            errors.append(result)
            display = BibleRef(key[0], key[1]).display(lang)
            problem = tr("content.chapter_failed", lang, ref=display, error=result)
            out.problems.append(problem)
            out.findings.append(notice(problem))
        else:
            pages[key] = result
    if not pages and errors:
        raise errors[0]
    base = wol_base(ctx)
    notes: list[Finding] = []
    footnotes: list[Finding] = []
    crossrefs: list[Finding] = []
    for ref, (b, c, v) in wanted:
        page = pages.get((b, c))
        if page is None:
            continue
        one = single(b, c, v)
        display = one.display(lang)
        url = one.wol_url(base, lang, bible)
        text = page.verse_text(v)
        if text is None:
            out.missing.append(display)
            out.findings.append(nothing_found(tr("content.missing_verse", lang, ref=display),
                                              searched=display, url=url, title=display))
            continue
        cited = ref.display(lang)
        verse_notes = [n for n in page.study_notes if n.verse == v]
        verse_refs = [m for m in page.marginal_refs if m.verse == v]
        out.verses.append({
            "ref": display, "book": b, "chapter": c, "verse": v, "text": text, "cited": cited,
            "notes": [{"headword": n.headword, "text": clip(n.text, 600)} for n in verse_notes],
            "cross_refs": [r for m in verse_refs for r in m.refs],
            "url": url,
        })
        out.findings.append(Finding(
            summary=f"{display} — {clip(text, 140)}",
            excerpt=text,
            citation=Citation(url=url, title=display, kind=CitationKind.BIBLE),
            authority=verse_authority,
            data=Verse(ref=display, book=b, chapter=c, verse=v, text=text, cited=cited,
                       jwlibrary=one.jwlibrary_url(lang)),
        ))
        for note in verse_notes:
            notes.append(Finding(
                summary=f"{display}: {note.headword}" if note.headword else display,
                excerpt=clip(note.text, 900),
                citation=Citation(url=url, title=f"{display} ({note.headword})",
                                  kind=CitationKind.STUDY_NOTE),
                authority=AUTH_STUDY_NOTE,
                data=StudyNote(ref=display, headword=note.headword),
            ))
        for foot in (f for f in page.footnotes if f.verse == v):
            footnotes.append(Finding(
                summary=f"{display} *", excerpt=clip(foot.text, 600),
                citation=Citation(url=url, title=display, kind=CitationKind.BIBLE),
                authority=AUTH_FOOTNOTE, data=Footnote(ref=display),
            ))
        if cross_references:
            for marginal in verse_refs:
                if not marginal.refs:
                    continue
                crossrefs.append(Finding(
                    summary=f"{display} → {'; '.join(marginal.refs)}",
                    excerpt="; ".join(marginal.refs),
                    citation=Citation(url=url, title=display, kind=CitationKind.BIBLE),
                    authority=AUTH_CROSS_REF,
                    data=CrossReference(ref=display, refs=list(marginal.refs)),
                ))
    out.findings.extend(notes)
    out.findings.extend(footnotes)
    out.findings.extend(crossrefs)
    return out


# -- follow-up verse steps -------------------------------------------------------------------


@dataclass
class Queued:
    step_ids: list[str] = field(default_factory=list)
    groups: dict[str, list[str]] = field(default_factory=dict)  # step id -> group labels
    inline: list[str] = field(default_factory=list)  # references explained in this step
    findings: list[Finding] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def chunk_groups(
    groups: list[tuple[str, list[BibleRef]]], max_steps: int, per_step: int = MAX_LIST
) -> list[tuple[list[str], list[BibleRef]]]:
    """Merge consecutive groups into at most `max_steps` chunks of <= `per_step` references.

    A reference already placed in an earlier chunk is not repeated. When even
    full chunks cannot fit into `max_steps`, there are more chunks (the caller
    explains the rest inline when the guards refuse them).
    """
    seen: set[BibleRef] = set()
    cleaned: list[tuple[str, list[BibleRef]]] = []
    for label, refs in groups:
        fresh = [r for r in refs if r not in seen]
        seen.update(fresh)
        if fresh:
            cleaned.append((label, fresh))
    total = sum(len(r) for _, r in cleaned)
    if total == 0:
        return []
    size = max(1, math.ceil(total / max(1, max_steps)))
    while True:
        chunks: list[tuple[list[str], list[BibleRef]]] = []
        for label, refs in cleaned:
            pending = list(refs)
            while pending:
                if not chunks or len(chunks[-1][1]) >= size or (
                    len(chunks[-1][1]) + len(pending) > size and chunks[-1][1]
                    and len(pending) <= size
                ):
                    chunks.append(([], []))
                room = min(size, per_step) - len(chunks[-1][1])
                take, pending = pending[:room], pending[room:]
                chunks[-1][1].extend(take)
                if label not in chunks[-1][0]:
                    chunks[-1][0].append(label)
        if len(chunks) <= max_steps or size >= per_step:
            return chunks
        size += 1


async def enqueue_verses(
    ctx: AgentContext,
    lang: Language,
    groups: list[tuple[str, list[BibleRef]]],
    *,
    reason: str,
    max_steps: int = 4,
    bible: str = "nwtsty",
) -> Queued:
    """Queue `verse.explain` steps for the references (grouped), through the guards.

    What a guard refuses is explained right here, with a notice saying why, so
    no reference is left unexplained.
    """
    out = Queued()
    refused: list[tuple[str, list[BibleRef]]] = []
    for labels, refs in chunk_groups(groups, max_steps):
        displays = [r.display(lang) for r in refs]
        args = {"references": displays, "bible": bible, "cross_references": True,
                "language": lang}
        before = len(ctx.refusals)
        step_id = ctx.enqueue("verse.explain", args, f"{reason}: {', '.join(labels)}")
        if step_id is None:
            why = ctx.refusals[-1] if len(ctx.refusals) > before else "refused"
            refused.append((why, refs))
            continue
        out.step_ids.append(step_id)
        out.groups[step_id] = labels
    explained_all = await asyncio.gather(
        *(explain_references(ctx, lang, refs, bible=bible) for _, refs in refused)
    )
    for (why, refs), explained in zip(refused, explained_all, strict=True):
        displays = [r.display(lang) for r in refs]
        out.inline.extend(displays)
        text = tr("content.inline", lang, reason=clip(why, 160), refs=", ".join(displays))
        out.findings.append(notice(text))
        out.findings.extend(explained.findings)
        out.problems.append(text)
        out.problems.extend(explained.problems)
    return out


# -- search and research ------------------------------------------------------------------


@dataclass
class Hit:
    title: str
    url: str
    snippet: str
    kind: str
    group: str
    docid: int | None
    unresolved: str = ""  # why the hit's link leads nowhere we can open (url is then "")


async def search(
    ctx: AgentContext, lang: Language, query: str, kind: str = "all", limit: int = 10
) -> list[Hit]:
    hits = await hub_of(ctx).search(lang, query, kind, limit)  # type: ignore[arg-type]
    out = []
    for h in hits:
        found = resolve(h.wol_url, lang, wol_base(ctx))
        if isinstance(found, Unresolvable):
            out.append(Hit(h.title, "", h.snippet, h.kind, h.group, None, found.reason))
        else:
            out.append(Hit(h.title, found.url, h.snippet, h.kind, h.group, found.docid
                           if found.kind == "document" else None))
    return out


async def search_words(
    ctx: AgentContext, lang: Language, query: str, kind: str = "all", limit: int = 10,
    enough: int = 3,
) -> list[Hit]:
    """Search the whole query, then its key words together, then each alone (longest
    first), gathering distinct hits until there are `enough`."""
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
        for hit in await search(ctx, lang, text, kind, limit):
            if all((h.url or h.title) != (hit.url or hit.title) for h in found):
                found.append(hit)
        if len(found) >= enough:
            break
    return found[:limit]


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
        out.findings.append(_hit_finding(hit, lang=lang))
    return out


def _hit_finding(hit: Hit, excerpt: str = "", *, answer: bool = False,
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

    def first_url(self) -> str:
        for f in self.ordered():
            if f.citation is not None and f.citation.url:
                return f.citation.url
        return ""


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
            out.findings.append(_hit_finding(hit, lang=lang))
            continue
        title = doc_title(doc, hit.title)
        opening = opening_paragraph(doc)
        out.articles.append({"title": title, "url": hit.url, "docid": hit.docid})
        if isinstance(doc, WatchtowerArticle):
            for par in doc.paragraphs[:1]:
                cited.extend(parse_refs(par.scriptures, lang)[0])
        elif opening:
            cited.extend(parse_refs([opening], lang)[0])
        out.findings.append(_hit_finding(
            hit, excerpt=opening, answer=answers,
            authority=answer_rank if answers else AUTH_SEARCH + 5, lang=lang,
        ))
        if opening:
            out.points.append(Point(title, first_words(opening), [], hit.url,
                                    CitationKind.ARTICLE))
    for hit in doc_hits:
        if hit not in top:
            out.findings.append(_hit_finding(hit, lang=lang))
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


# -- apocrypha ------------------------------------------------------------------------------


@dataclass
class Match:
    title: str
    url: str
    snippet: str
    score: float


@dataclass
class SayingResult:
    bible: Match | None = None
    publication: Match | None = None
    nearest: Match | None = None
    search_url: str = ""
    problems: list[str] = field(default_factory=list)


FOUND_AT = 0.75  # share of the saying's words a passage must contain to count as found
NEAR = 0.3


async def find_saying(ctx: AgentContext, lang: Language, saying: str) -> SayingResult:
    """Where a saying is: in a Bible verse (checked against the verse text), else in a
    publication; else only the nearest passage, if any."""
    hub_base = wol_base(ctx)


    w = wol_language(lang)
    out = SayingResult(search_url=f"{hub_base}{w.wol_prefix()}/s/{w.resource}/{w.lp}"
                                  f"?q={quote(saying)}")
    bible_hits = await search_words(ctx, lang, saying, "bible", 6)
    candidates: list[Match] = []
    refs_by_hit: list[tuple[Hit, BibleRef]] = []
    for hit in bible_hits:
        refs = parse_refs([hit.title], lang)[0]
        if refs and refs[0].verses:
            refs_by_hit.append((hit, refs[0]))
        else:
            candidates.append(Match(hit.title, hit.url, hit.snippet,
                                    overlap(saying, hit.snippet)))
    if refs_by_hit:
        explained = await explain_references(
            ctx, lang, [r for _, r in refs_by_hit], cross_references=False, max_verses=12)
        out.problems.extend(explained.problems)
        by_ref = {v["ref"]: v for v in explained.verses}
        for hit, ref in refs_by_hit:
            texts = [by_ref[k]["text"] for k in
                     (single(ref.book, ref.chapter, v).display(lang) for v in ref.verses)
                     if k in by_ref]
            text = " ".join(texts) or hit.snippet
            url = ref.wol_url(hub_base, lang)
            candidates.append(Match(ref.display(lang), url, text, overlap(saying, text)))
    candidates.sort(key=lambda m: -m.score)
    if candidates and candidates[0].score >= FOUND_AT:
        out.bible = candidates[0]
        return out
    if candidates and candidates[0].score >= NEAR:
        out.nearest = candidates[0]
    pubs = await search_words(ctx, lang, saying, "publications", 6)
    scored = sorted(
        (Match(h.title, h.url, h.snippet, overlap(saying, f"{h.title} {h.snippet}"))
         for h in pubs),
        key=lambda m: -m.score,
    )
    if scored and scored[0].score >= FOUND_AT:
        out.publication = scored[0]
    return out


# -- meetings ----------------------------------------------------------------------------------


@dataclass
class WeekDocs:
    year: int
    week: int
    workbook_docid: int | None
    watchtower_docid: int | None
    url: str
    source: str  # "meetings" or "epub"
    problems: list[str] = field(default_factory=list)
    workbook: WorkbookWeek | None = None
    watchtower: WatchtowerArticle | None = None


async def find_week(ctx: AgentContext, lang: Language, day: dt.date) -> WeekDocs:
    """The week's workbook and study article: the meetings page, else the EPUB files."""
    hub = hub_of(ctx)
    iso = day.isocalendar()
    url = hub.wol_url_meetings(lang, day)
    try:
        page = await hub.meetings_week(lang, day)
    except PreparoError as exc:
        return await _week_from_epub(ctx, lang, day, url, exc)
    docs = WeekDocs(page.year or iso.year, page.week or iso.week, page.workbook_docid,
                    page.watchtower_docid, url, "meetings")
    for what, value in (("workbook", docs.workbook_docid), ("watchtower", docs.watchtower_docid)):
        if value is None:
            docs.problems.append(tr("content.no_docs", lang, date=day.isoformat(),
                                     what=tr(f"content.{what}", lang)))
    if docs.workbook_docid is None and docs.watchtower_docid is None:
        return await _week_from_epub(ctx, lang, day, url,
                                     PreparoError("; ".join(docs.problems)))
    return docs


async def _week_from_epub(
    ctx: AgentContext, lang: Language, day: dt.date, url: str, error: PreparoError
) -> WeekDocs:
    """The week's documents from the publication files; the page's error if they fail too."""
    hub = hub_of(ctx)
    iso = day.isocalendar()
    wb: WorkbookWeek | BaseException
    wt: WatchtowerArticle | BaseException
    wb, wt = await asyncio.gather(
        hub.workbook_week_epub(lang, day), hub.watchtower_study_epub(lang, day),
        return_exceptions=True,
    )
    for result in (wb, wt):
        if isinstance(result, asyncio.CancelledError):
            raise result
    if isinstance(wb, BaseException) and isinstance(wt, BaseException):
        raise error
    docs = WeekDocs(iso.year, iso.week, None, None, url, "epub",
                    [tr("content.from_epub", lang, error=error)])
    if not isinstance(wb, BaseException):
        docs.workbook = wb
        docs.workbook_docid = wb.docid
    if not isinstance(wt, BaseException):
        docs.watchtower = wt
        docs.watchtower_docid = wt.docid
    return docs


def _upstream_int(ctx: AgentContext, key: str) -> int | None:
    for value in ctx.upstream_data(key):
        if isinstance(value, int) and value > 0:
            return value
    return None


@dataclass
class LoadedWorkbook:
    week: WorkbookWeek
    url: str
    problems: list[str] = field(default_factory=list)


async def load_workbook(ctx: AgentContext, lang: Language, day: dt.date) -> LoadedWorkbook:
    """The workbook week: by the docId an upstream meeting.week found, else by the date
    (meetings page, falling back to the workbook EPUB)."""
    hub = hub_of(ctx)
    docid = _upstream_int(ctx, "workbook_docid")
    if docid is not None:
        week = await hub.workbook_by_docid(lang, day, docid)
        return LoadedWorkbook(week, document_url(ctx, lang, week.docid or docid))
    week = await hub.workbook_week(lang, day)
    url = document_url(ctx, lang, week.docid) if week.docid else hub.wol_url_meetings(lang, day)
    return LoadedWorkbook(week, url)


@dataclass
class LoadedArticle:
    article: WatchtowerArticle
    url: str
    problems: list[str] = field(default_factory=list)


async def load_watchtower(
    ctx: AgentContext, lang: Language, day: dt.date, docid: int | None
) -> LoadedArticle:
    """The study article: the given docId, else the one an upstream meeting.week found,
    else the week's (meetings page, falling back to the study edition EPUB)."""
    hub = hub_of(ctx)
    if docid is not None:  # asked for by the person: that article or an error
        article = await hub.wol.watchtower(lang, docid)
        article.docid = article.docid or docid
        return LoadedArticle(article, document_url(ctx, lang, article.docid))
    docid = _upstream_int(ctx, "watchtower_docid")
    if docid is not None:  # the week's article: the study edition EPUB if its page fails
        article = await hub.watchtower_by_docid(lang, day, docid)
        if article.docid is None:
            article.docid = docid
        return LoadedArticle(article, document_url(ctx, lang, article.docid))
    article = await hub.watchtower_study(lang, day)
    url = (document_url(ctx, lang, article.docid) if article.docid
           else hub.wol_url_meetings(lang, day))
    return LoadedArticle(article, url)


_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def congregation_days(ctx: AgentContext, monday: dt.date) -> tuple[dt.date, dt.date]:
    """The midweek and weekend meeting dates of the week (the congregation's days)."""
    cong = ctx.settings.congregation(ctx.congregation)
    midweek_day = cong.midweek_day if cong else "wed"
    weekend_day = cong.weekend_day if cong else "sun"
    return (monday + dt.timedelta(days=_WEEKDAYS.index(midweek_day)),
            monday + dt.timedelta(days=_WEEKDAYS.index(weekend_day)))


def talk_for_week(ctx: AgentContext, monday: dt.date) -> TalkEntry | None:
    cong = ctx.settings.congregation(ctx.congregation)
    return cong.talk_for_week(monday.isoformat()) if cong else None


# -- daily text ------------------------------------------------------------------------------------


@dataclass
class LoadedDaily:
    text: DailyText
    url: str
    problems: list[str] = field(default_factory=list)


async def daily_text(ctx: AgentContext, lang: Language, day: dt.date) -> LoadedDaily:
    hub = hub_of(ctx)
    text = await hub.daily_text(lang, day)
    return LoadedDaily(text, hub.wol_url_daily_text(lang, day))


__all__ = [
    "AUTH_NOTICE",
    "Explained",
    "Queued",
    "Research",
    "chunk_groups",
    "congregation_days",
    "daily_text",
    "enqueue_verses",
    "explain_references",
    "find_saying",
    "find_week",
    "fold_text",
    "keywords",
    "load_watchtower",
    "load_workbook",
    "parse_refs",
    "research",
    "search_findings",
    "talk_for_week",
]
