"""meeting.public_talk_outline: a public talk from its number, its title or the congregation's
schedule, with research on its theme: main points from the passages of the publications
that best address it (never index subheadings), each with its scriptures and link."""

from __future__ import annotations

import datetime as dt
import re

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_VERSE,
    MAX_TEXT,
    LanguageArg,
    clip,
    day_of,
    first_sentence,
    hub_of,
    language_of,
)
from app.agents._notices import with_notices
from app.agents._passages import (
    Passage,
    Passages,
    find_passages,
    reference_findings,
    scripture_findings,
)
from app.agents._search import search_words
from app.agents._verses import explain_references, parse_refs
from app.agents._week import talk_for_week
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.findings import NothingFound, OutlinePoint, StudyNote, Talk, Verse
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.core.text import fold as fold_text

MAX_POINTS = 4
MAX_VERSES = 16  # the scriptures of the main points, each with its text
# The name of the list of public talk titles on the site, per language (found by search).
TALK_LIST = {"en": "Public Talk Titles", "es": "Títulos de los discursos públicos",
             "pt": "Títulos dos discursos públicos"}
_NUMBERED = re.compile(r"^(\d{1,3})\.\s+(.+)$")


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str | None = Field(
        default=None, max_length=MAX_TEXT,
        description="The talk title; default: from its number or the congregation's schedule.",
    )
    number: int | None = Field(default=None, ge=1, le=999, description="The outline number.")
    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def title_of_number(ctx: AgentContext, lang: Language, number: int) -> str | None:
    """A talk's title from its number: the congregation's schedule, else the list of
    public talk titles."""
    cong = ctx.settings.congregation(ctx.congregation)
    for entry in cong.talks if cong else []:
        if entry.number == number and entry.title:
            return entry.title
    hub = hub_of(ctx)
    hits = await search_words(ctx, lang, TALK_LIST[lang], "publications", 5)
    for hit in hits:
        if hit.docid is None or fold_text(hit.title) != fold_text(TALK_LIST[lang]):
            continue
        doc = await hub.document(lang, hit.docid)
        for paragraph in getattr(doc, "paragraphs", []):
            m = _NUMBERED.match(str(paragraph))
            if m and int(m.group(1)) == number:
                return m.group(2).strip()
    return None


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    monday = day - dt.timedelta(days=day.weekday())
    title, number, speaker = args.title, args.number, ""
    entry = talk_for_week(ctx, monday)
    if not title and number is None and entry is not None:
        title, number, speaker = entry.title or None, entry.number, entry.speaker
    elif entry is not None and ((number is not None and number == entry.number)
                                or (title and title == entry.title)):
        speaker = entry.speaker  # the week's scheduled talk, planned with its number
    if not title and number is not None:
        title = await title_of_number(ctx, lang, number)
        if not title:
            raise PreparoError(tr("meeting_public_talk_outline.no_number", lang, number=number))
    if not title:
        raise PreparoError(tr("meeting_public_talk_outline.no_title", lang,
                              monday=monday.isoformat()))
    found = await find_passages(ctx, lang, title, articles=4, top=8)
    if not found.passages:
        raise PreparoError(tr("meeting_public_talk_outline.empty", lang, title=title))
    points = outline_points(found, lang)
    verses, verse_refs = await _point_scriptures(ctx, lang, found, points)
    label = tr("meeting_public_talk_outline.talk", lang,
               number=f" {number}" if number else "", title=title)
    head_excerpt = tr("meeting_public_talk_outline.speaker", lang,
                      speaker=speaker) if speaker else label
    findings = [Finding(
        summary=label, excerpt=head_excerpt,
        citation=Citation(url=found.passages[0].url, title=title, kind=CitationKind.ARTICLE),
        authority=AUTH_ARTICLE + 3,
        data=Talk(title=title, number=number, speaker=speaker, week=monday.isoformat(),
                  listen_for=listen_for(title, points, lang)),
    )]
    for n, (passage, scriptures) in enumerate(points, start=1):
        excerpt = passage.text
        if scriptures:
            with_refs = tr("meeting_public_talk_outline.with", lang,
                           refs="; ".join(scriptures))
            excerpt = f"{excerpt} {with_refs}"
        findings.append(Finding(
            summary=tr("meeting_public_talk_outline.point", lang,
                       n=n, point=first_sentence(passage.text, 160)),
            excerpt=clip(excerpt, 700),
            citation=Citation(url=passage.url, title=passage.title,
                              kind=CitationKind.TOPIC_INDEX if passage.symbol
                              else CitationKind.ARTICLE),
            authority=AUTH_ARTICLE + 2 - n,
            data=OutlinePoint(point=first_sentence(passage.text, 160), scriptures=scriptures,
                              n=n, source=passage.title),
        ))
    findings.extend(reference_findings(found, lang))
    findings.extend(verses)
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"public talk {title}"],
            did=[tr("meeting_public_talk_outline.did", lang, title=title, points=len(points))],
            for_next=found.problems,
            data={"title": title, "number": number, "speaker": speaker,
                  "points": [first_sentence(p.text, 160) for p, _ in points],
                  "scriptures": verse_refs},
        ),
    )


async def _point_scriptures(ctx: AgentContext, lang: Language, found: Passages,
                            points: list[tuple[Passage, list[str]]]
                            ) -> tuple[list[Finding], list[str]]:
    """The text of every scripture the main points cite (then the other passages'), so
    the sheet shows each one read."""
    cited = [r for _, refs in points for r in refs]
    if not cited:
        return await scripture_findings(ctx, lang, found, limit=8)
    refs, _ = parse_refs(cited, lang)
    try:
        explained = await explain_references(ctx, lang, refs, cross_references=False,
                                             max_verses=MAX_VERSES, verse_authority=AUTH_VERSE)
    except PreparoError as exc:
        found.problems.append(str(exc))
        return [], []
    found.problems.extend(explained.problems)
    keep = [f for f in explained.findings if isinstance(f.data, Verse | StudyNote | NothingFound)]
    return keep, [v["ref"] for v in explained.verses]


def listen_for(title: str, points: list[tuple[Passage, list[str]]], lang: Language) -> list[str]:
    """One or two questions to listen for: what the talk answers (its title), and what a
    scripture of its first main point shows."""
    key = "listen_question" if title.rstrip().endswith("?") else "listen_theme"
    out = [tr(f"meeting_public_talk_outline.{key}", lang, title=title.strip())]
    scripture = next((refs[0] for _, refs in points if refs), None)
    if scripture:
        out.append(tr("meeting_public_talk_outline.listen_scripture", lang, ref=scripture))
    return out


def outline_points(found: Passages, lang: Language) -> list[tuple[Passage, list[str]]]:
    """Main points for the talk: the best passages on its theme, one per paragraph of the
    publications (never an index subheading), each with the scriptures it cites."""
    out: list[tuple[Passage, list[str]]] = []
    for passage in found.passages:
        if len(out) >= MAX_POINTS:
            break
        refs, _ = parse_refs([passage.text], lang)
        out.append((passage, [r.display(lang) for r in refs]))
    return out


SPEC = AgentSpec(
    name="meeting.public_talk_outline",
    description=(
        "Research a public talk by its number, its title or the congregation's talk "
        "schedule: main points from the passages that best address its theme, with their "
        "scriptures and links."
    ),
    descriptions={
        "es": (
            "Investiga un discurso público por su título (o el programa de discursos de la "
            "congregación): puntos principales con textos del Índice y de artículos."
        ),
        "pt": (
            "Pesquisa um discurso público pelo título (ou pela programação de discursos da "
            "congregação): pontos principais com textos do Índice e de artigos."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="research.topic",
    confidence_bias=-0.05,
    max_per_run=2,
)
