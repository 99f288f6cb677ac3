"""Shared by meeting.workbook and meeting.student_part: what kind of part a workbook part is,
its publication references followed to their lessons, and the findings for both.

Findings made here:
    workbook_part       number, title, minutes, section, part_kind, text, setting,
                        instructions, questions [{text, answer_box, citations, research}],
                        videos [{title, link}], citations, scriptures, references
                        [{text, symbol, lesson, point, title, heading, text, url}]
    workbook_reference  part (number), ref, symbol, lesson, point, title, heading, text,
                        questions, url: one lesson point, lesson or cited paragraph
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass, field
from typing import Any

from app.agents._common import AUTH_PARAGRAPH, AUTH_PUBLICATION, clip, hub_of, notice
from app.agents.base import AgentContext
from app.core import findings as kinds
from app.core.errors import PreparoError
from app.core.findings import WorkbookReference
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language
from app.core.text import fold as fold_text
from app.sources.hub import ResolvedDocument, ResolvedRef
from app.sources.parsers.models import PubRef, WorkbookPart

# How each kind of part is titled in the workbook (folded: lower case, no accents).
PART_TITLES: dict[str, tuple[str, ...]] = {
    "bible_reading": ("bible reading", "lectura de la biblia", "leitura da biblia"),
    "starting_conversations": (
        "starting a conversation", "starting conversations", "empiece conversaciones",
        "empezar conversaciones", "iniciando conversas", "inicie conversas",
    ),
    "following_up": (
        "following up", "haga revisitas", "revisitas", "cultivando o interesse",
        "fazendo revisitas", "cultive el interes",
    ),
    "making_disciples": ("making disciples", "haga discipulos", "fazendo discipulos"),
    "explaining_beliefs": (
        "explaining your beliefs", "explique sus creencias", "explicando suas crencas",
        "explique suas crencas",
    ),
    "talk": ("talk", "discurso"),
    "gems": ("spiritual gems", "perlas escondidas", "joyas espirituales", "joias espirituais"),
    "cbs": ("congregation bible study", "estudio biblico de la congregacion",
            "estudo biblico de congregacao"),
}
STUDENT_KINDS = ("bible_reading", "starting_conversations", "following_up", "making_disciples",
                 "explaining_beliefs", "talk")


def part_kind(part: WorkbookPart) -> str:
    """bible_reading, starting_conversations … talk (student parts), gems, cbs, treasures_talk
    or living, by the part's title, then its section and references."""
    title = fold_text(part.title)
    for kind, names in PART_TITLES.items():
        if kind == "talk":
            if part.section != "treasures" and any(title == n or title.startswith(n + " ")
                                                   for n in names):
                return kind
        elif any(n in title for n in names):
            return kind
    if part.section == "treasures":
        return "treasures_talk" if part.number == 1 else "gems" if part.questions else "treasures"
    if any(r.symbol == "lfb" for r in part.pub_refs):
        return "cbs"
    return "ministry" if part.section == "ministry" else "living"


@dataclass
class Resolved:
    by_href: dict[str, ResolvedRef] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)  # notices of references not followed
    problems: list[str] = field(default_factory=list)

    def of(self, ref: PubRef) -> ResolvedRef | None:
        return self.by_href.get(ref.href) if ref.href else None


async def resolve_references(ctx: AgentContext, lang: Language,
                             refs: list[PubRef]) -> Resolved:
    """Follow the linked references concurrently; one that fails leaves a notice."""
    out = Resolved()
    unique = list({r.href: r for r in refs if r.href}.values())
    hub = hub_of(ctx)
    results = await asyncio.gather(*(hub.resolve_pub_ref(lang, r) for r in unique),
                                   return_exceptions=True)
    for ref, result in zip(unique, results, strict=True):
        if isinstance(result, BaseException):
            if not isinstance(result, PreparoError | ValueError):
                raise result
            problem = tr("workbook.ref_failed", lang, ref=ref.text, error=result)
            out.problems.append(problem)
            out.findings.append(notice(problem))
        else:
            out.by_href[ref.href] = result
    return out


def _lesson_number(doc: ResolvedDocument, ref: PubRef) -> int | None:
    found = re.search(r"\d{1,4}", doc.context)
    return int(found.group()) if found else ref.lesson


def document_summary(doc: ResolvedDocument, ref: PubRef) -> dict[str, Any]:
    """What a reference led to, as plain data (for findings and the sheet)."""
    heading = doc.selected[0].heading if len(doc.selected) == 1 else ""
    text = " ".join(p.text for p in doc.selected if p.kind not in ("heading", "question"))
    return {
        "ref": ref.text, "symbol": ref.symbol, "lesson": _lesson_number(doc, ref),
        "point": ref.point, "title": doc.title, "context": doc.context, "heading": heading,
        "text": text, "url": doc.url,
        "questions": [p.text for p in doc.selected if p.kind == "question"],
        "steps": [p.text for p in doc.selected if p.kind == "howto"],
        "theme_scripture": doc.theme_scripture,
        "citations": [c for p in doc.selected for c in p.citations],
    }


def reference_findings(part: WorkbookPart, ref: PubRef, resolved: ResolvedRef | None,
                       *, authority: int = AUTH_PUBLICATION) -> list[Finding]:
    if resolved is None:
        return []
    findings: list[Finding] = []
    for doc in resolved.documents:
        data = document_summary(doc, ref)
        label = f"{ref.symbol} · {doc.context}" if len(resolved.documents) > 1 and doc.context \
            else ref.text
        lead = f"{label} — {doc.title}" if doc.title else label
        if data["heading"]:
            lead += f": {data['heading']}"
        body = data["text"] or " ".join(data["questions"])
        if not body:
            continue
        findings.append(Finding(
            summary=clip(lead, 200),
            excerpt=clip(body, 900),
            citation=Citation(url=doc.url, title=f"{ref.text} — {doc.title}".strip(" —"),
                              kind=CitationKind.PUBLICATION),
            authority=authority,
            data=WorkbookReference.model_validate({"part": part.number, **data}),
        ))
    return findings


def part_data(part: WorkbookPart, resolved: Resolved,
              scriptures: list[str]) -> kinds.WorkbookPart:
    """A part with everything the sheet needs: questions with their research text too."""
    questions = []
    for q in part.questions:
        research = [document_summary(d, r) for r in q.pub_refs
                    if (found := resolved.of(r)) is not None for d in found.documents]
        questions.append({"text": q.text, "answer_box": q.answer_box, "citations": q.citations,
                          "research": research})
    references = [document_summary(d, r) for r in part.pub_refs
                  if (found := resolved.of(r)) is not None for d in found.documents]
    return kinds.WorkbookPart.model_validate({
        "number": part.number, "title": part.title, "minutes": part.minutes,
        "section": part.section, "part_kind": part_kind(part), "text": part.text,
        "setting": part.setting, "instructions": part.instructions,
        "questions": questions, "videos": [v.model_dump() for v in part.videos],
        "citations": part.citations, "scriptures": scriptures,
        "pub_refs": [r.model_dump() for r in part.pub_refs], "references": references,
        "publications": part.pub_citations,
    })


def part_finding(part: WorkbookPart, url: str, heading: str, data: kinds.WorkbookPart,
                 *, authority: int = AUTH_PARAGRAPH) -> Finding:
    return Finding(
        summary=heading,
        excerpt=clip(part.text or part.title, 900),
        citation=Citation(url=url, title=heading, kind=CitationKind.WORKBOOK),
        authority=authority,
        data=data,
    )
