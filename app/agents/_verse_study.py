"""One verse studied in depth (verse.explain when a person asks for a verse): the
verses around it, its cross-references resolved to their text, what the publications
index and the Research Guide list for it (each entry followed to the paragraph it
cites), and three or four points for a comment, each taken from a source shown.

    study = await study_verse(ctx, "es", 43, 3, 16, notes=[...])
    study.findings   # verse_context, linked_verse, topic, comment_point (or nothing_found)

Nothing here is written by us: a point is a sentence of its source, and a verse or
entry that cannot be read is said ("nothing found (searched: …)"), never filled in.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass, field

from app.agents._common import (
    AUTH_CROSS_REF,
    AUTH_TOPIC,
    AUTH_VERSE,
    clip,
    hub_of,
    nothing_found,
)
from app.agents._library import library_citing, marked_title, symbol_of
from app.agents._passages import Passages, Reference, reference_findings
from app.agents._search import search
from app.agents._urls import absolute, wol_base
from app.agents.base import AgentContext
from app.core.errors import PreparoError
from app.core.findings import CommentPoint, ContextVerse, LinkedVerse, VerseContext
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language
from app.core.text import fold, split_sentences
from app.sources.parsers.models import ChapterPage, TopicSubject
from app.sources.references import BibleRef, parse_references

CONTEXT = 2  # verses on each side of the one explained
MAX_LINKED = 6  # cross-references resolved to their text
MAX_ENTRIES = 6  # index / Research Guide entries followed
LIBRARY_ENTRIES = 4  # the library's paragraphs citing the verse, before them
MAX_POINTS = 4


@dataclass
class NoteText:
    """A study note of the verse (already a finding of verse.explain)."""

    headword: str
    text: str
    url: str


@dataclass
class VerseStudy:
    findings: list[Finding] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _one(book: int, chapter: int, verses: tuple[int, ...]) -> BibleRef:
    return BibleRef(book, chapter, None, verses)


def context_finding(ctx: AgentContext, lang: Language, page: ChapterPage, book: int,
                    chapter: int, verse: int) -> Finding | None:
    """The verse with the ones around it (as many as the chapter has)."""
    around = [v for v in page.verses if abs(v.verse - verse) <= CONTEXT]
    around.sort(key=lambda v: v.verse)
    if len(around) < 2:
        return None
    numbers = tuple(v.verse for v in around)
    passage = _one(book, chapter, numbers)
    target = _one(book, chapter, (verse,)).display(lang)
    lines = [ContextVerse(verse=v.verse, text=v.text, target=v.verse == verse) for v in around]
    excerpt = " ".join(f"({v.verse}) {v.text}" for v in around)
    display = passage.display(lang)
    return Finding(
        summary=tr("verse_study.context", lang, passage=display, ref=target),
        excerpt=excerpt,
        citation=Citation(url=passage.wol_url(wol_base(ctx), lang, "nwtsty"), title=display,
                          kind=CitationKind.BIBLE),
        authority=AUTH_VERSE + 1,
        data=VerseContext(ref=target, passage=display, verses=lines),
    )


def _targets(texts: list[str], lang: Language) -> list[tuple[int, int, int]]:
    out: list[tuple[int, int, int]] = []
    for text in texts:
        for ref in parse_references(text, lang):
            for key in ref.verse_keys():
                b, c, v = (int(x) for x in key.split("-"))
                if (b, c, v) not in out:
                    out.append((b, c, v))
    return out


async def linked_findings(ctx: AgentContext, lang: Language, display: str,
                          refs: list[str]) -> VerseStudy:
    """The verse's cross-references, each with its text (a verse that cannot be read
    is said)."""
    out = VerseStudy()
    targets = _targets(refs, lang)[:MAX_LINKED]
    if not targets:
        return out
    hub = hub_of(ctx)
    chapters = list(dict.fromkeys((b, c) for b, c, _ in targets))
    pages = await asyncio.gather(*(hub.chapter(lang, b, c, "nwtsty") for b, c in chapters),
                                 return_exceptions=True)
    by_chapter: dict[tuple[int, int], ChapterPage] = {}
    for key, page in zip(chapters, pages, strict=True):
        if isinstance(page, asyncio.CancelledError):
            raise page
        if isinstance(page, ChapterPage):
            by_chapter[key] = page
        elif isinstance(page, PreparoError):
            out.problems.append(str(page))
        elif isinstance(page, BaseException):
            raise page
    base = wol_base(ctx)
    for b, c, v in targets:
        one = _one(b, c, (v,))
        target = one.display(lang)
        url = one.wol_url(base, lang, "nwtsty")
        page_of = by_chapter.get((b, c))
        text = page_of.verse_text(v) if page_of is not None else None
        if not text:
            out.findings.append(nothing_found(
                tr("verse_study.linked_missing", lang, ref=display, target=target),
                searched=target, url=url, title=target))
            continue
        out.findings.append(Finding(
            summary=f"{display} → {target}",
            excerpt=text,
            citation=Citation(url=url, title=target, kind=CitationKind.BIBLE),
            authority=AUTH_CROSS_REF,
            data=LinkedVerse(ref=display, target=target, text=text),
        ))
    return out


def _cites(link_text: str, lang: Language, wanted: tuple[int, int, int]) -> bool:
    return wanted in _targets([link_text], lang)


async def _entries_of(ctx: AgentContext, lang: Language, subject: TopicSubject,
                      wanted: tuple[int, int, int]) -> list[Reference]:
    """The subject's entries whose scripture is the verse, followed to what they cite."""
    from app.sources.citations import publication_citation

    hub = hub_of(ctx)
    chosen = []
    for sub in subject.subheadings:
        for entry in sub.entries:
            bible = [link.text for link in entry.links if link.kind == "bible"]
            if any(_cites(text, lang, wanted) for text in bible):
                chosen.append((sub.title, entry, bible))
    out: list[Reference] = []
    for subheading, entry, bible in chosen:
        for link in entry.links:
            if link.kind != "publication":
                continue
            symbol = link.text.rstrip(";, ")
            citation = absolute(ctx, link.href)
            try:
                cited = await publication_citation(hub, link.href, lang)
            except PreparoError:
                # the entry still says where to read: kept, linked to its citation
                out.append(Reference(subject.title, subheading, entry.text, symbol,
                                     citation, citation, "", bible))
                continue
            for passage in cited:
                out.append(Reference(subject.title, subheading, entry.text, symbol,
                                     passage.citation, passage.url, passage.text, bible))
    return out


async def index_references(ctx: AgentContext, lang: Language, display: str,
                           wanted: tuple[int, int, int]) -> tuple[list[Reference], list[str]]:
    """What the publications list for the verse: first the paragraphs of the person's
    library that cite it (the references found in them: no page to fetch, offline too),
    then the publications index and the Research Guide (the subjects the index search
    finds for the reference, their entries on this verse)."""
    problems: list[str] = []
    kept = await _library_references(ctx, lang, display, wanted)
    try:
        hits = await search(ctx, lang, display, "indexes", 10)
    except PreparoError as exc:
        return kept, [str(exc)]
    hub = hub_of(ctx)
    docids = [h.docid for h in hits if h.docid is not None]
    pages = await asyncio.gather(*(hub.topic(lang, d) for d in docids), return_exceptions=True)
    refs: list[Reference] = []
    for page in pages:
        if isinstance(page, asyncio.CancelledError):
            raise page
        if isinstance(page, PreparoError):
            problems.append(str(page))
        elif isinstance(page, BaseException):
            raise page
        else:
            refs.extend(await _entries_of(ctx, lang, page, wanted))
    held = {" ".join(r.text.split()) for r in kept}
    refs = [r for r in refs if " ".join(r.text.split()) not in held]
    return (kept + refs)[:MAX_ENTRIES + len(kept)], problems


async def _library_references(ctx: AgentContext, lang: Language, display: str,
                              wanted: tuple[int, int, int]) -> list[Reference]:
    """The library's paragraphs citing the verse, as references: the article (its
    language said when another), the paragraph's number, the verse, the issue's symbol."""
    hits = await library_citing(ctx, lang, *wanted, limit=LIBRARY_ENTRIES)
    return [Reference(marked_title(h.title, h.language, lang),
                      f"¶{h.number}" if h.number else "", display, symbol_of(h.pub, h.issue),
                      h.url, h.url, h.text, [display]) for h in hits]


_CITATION = re.compile(r"\s*\([^)]*\d+:\d+[^)]*\)")


def _score(sentence: str, wanted: set[str]) -> float:
    have = {w for w in re.findall(r"\w+", fold(sentence)) if len(w) > 3}
    return len(have & wanted) / (1 + len(wanted))


def _best_sentence(text: str, verse_text: str, used: list[str]) -> str:
    """The sentence of a source that says most about the verse (its own words), one
    not already a point."""
    wanted = {w for w in re.findall(r"\w+", fold(verse_text)) if len(w) > 3}
    best, score = "", -1.0
    for sentence in split_sentences(text):
        plain = _CITATION.sub("", sentence).strip()
        if len(plain.split()) < 6 or plain in used:
            continue
        s = _score(plain, wanted)
        if s > score:
            best, score = plain, s
    return best


def comment_points(lang: Language, display: str, verse_text: str, refs: list[Reference],
                   notes: list[NoteText], linked: list[Finding]) -> list[Finding]:
    """Three or four points for a comment, each a sentence of a source shown above (the
    publications first, then a study note, then a cross-reference); fewer when the
    sources are fewer, never one without its source."""
    chosen: list[tuple[str, str, str, str]] = []  # (point, source, url, kind)
    used: list[str] = []
    for ref in refs:
        if not ref.text or any(c[1] == f"{ref.symbol} — {ref.subject}" for c in chosen):
            continue
        sentence = _best_sentence(ref.text, verse_text, used)
        if sentence:
            used.append(sentence)
            chosen.append((sentence, f"{ref.symbol} — {ref.subject}", ref.url, "publication"))
        if len(chosen) >= 2:
            break
    for note in notes:
        sentence = _best_sentence(note.text, verse_text, used)
        if sentence:
            used.append(sentence)
            source = tr("verse_study.note_source", lang, ref=display, headword=note.headword)
            chosen.append((sentence, source, note.url, "study_note"))
            break
    for finding in linked:
        if len(chosen) >= MAX_POINTS:
            break
        data = finding.data
        if not isinstance(data, LinkedVerse) or finding.citation is None:
            continue
        point = tr("verse_study.point_linked", lang, target=data.target,
                   text=clip(data.text, 220))
        chosen.append((point, data.target, finding.citation.url, "cross_reference"))
        if len(chosen) >= 3:
            break
    out = []
    for n, (point, source, url, kind) in enumerate(chosen[:MAX_POINTS], start=1):
        out.append(Finding(
            summary=tr("verse_study.point", lang, n=n, ref=display),
            excerpt=f"{point} ({source})",
            citation=Citation(url=url, title=source,
                              kind=CitationKind.BIBLE if kind == "cross_reference"
                              else CitationKind.STUDY_NOTE if kind == "study_note"
                              else CitationKind.TOPIC_INDEX),
            authority=AUTH_TOPIC - n,
            data=CommentPoint(ref=display, n=n, point=point, source=source, source_kind=kind),
        ))
    return out


async def study_verse(ctx: AgentContext, lang: Language, book: int, chapter: int, verse: int,
                      *, notes: list[NoteText], cross_refs: list[str]) -> VerseStudy:
    """Context, resolved cross-references, index and Research Guide entries and comment
    points of one verse already explained (its notes and marginal references given)."""
    out = VerseStudy()
    one = _one(book, chapter, (verse,))
    display = one.display(lang)
    url = one.wol_url(wol_base(ctx), lang, "nwtsty")
    hub = hub_of(ctx)
    page = await hub.chapter(lang, book, chapter, "nwtsty")
    verse_text = page.verse_text(verse) or ""
    context = context_finding(ctx, lang, page, book, chapter, verse)
    (linked, (refs, problems)) = await asyncio.gather(
        linked_findings(ctx, lang, display, cross_refs),
        index_references(ctx, lang, display, (book, chapter, verse)))
    out.problems.extend(linked.problems)
    out.problems.extend(problems)
    if context is not None:
        out.findings.append(context)
    out.findings.extend(linked.findings)
    if refs:
        out.findings.extend(reference_findings(Passages(references=refs), lang))
    else:
        out.findings.append(nothing_found(
            tr("verse_study.no_index", lang, ref=display),
            searched=tr("verse_study.searched_index", lang, ref=display), url=url,
            title=display))
    points = comment_points(lang, display, verse_text, refs, notes, linked.findings)
    if points:
        out.findings.extend(points)
    else:
        out.findings.append(nothing_found(tr("verse_study.no_points", lang, ref=display),
                                          searched=display, url=url, title=display))
    return out
