"""Verses and chapters: the Bible references in texts, the text, study notes,
footnotes and cross-references of exactly those verses (findings with citations),
and follow-up `verse.explain` steps queued through the guards.
"""

from __future__ import annotations

import asyncio
import math
from dataclasses import dataclass, field
from typing import Any

from app.agents._common import (
    AUTH_CROSS_REF,
    AUTH_FOOTNOTE,
    AUTH_STUDY_NOTE,
    AUTH_TARGET_VERSE,
    MAX_LIST,
    clip,
    hub_of,
    nothing_found,
    notice,
)
from app.agents._urls import wol_base
from app.agents.base import AgentContext
from app.core.findings import (
    CrossReference,
    Footnote,
    StudyNote,
    Verse,
)
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language
from app.sources.parsers.models import ChapterPage
from app.sources.references import BibleRef, parse_references


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
