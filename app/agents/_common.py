"""Helpers shared by the builtin agents, and the vocabulary of their findings.

Every finding an agent returns has a citation (a wol.jw.org page, a jw.org or
JW Library link; `CitationKind.LOCAL` only for the private notebook), an
excerpt, a `kind` and an `authority` (higher ranks first when findings are
consolidated). The study-sheet exporter and the UI rely on these kinds and
on the keys of `Finding.data`:

=================  ==============================================================
kind               data keys
=================  ==============================================================
verse              ref (display string of one verse), book, chapter, verse, text,
                   cited (the reference as asked, e.g. "John 3:16-18"), jwlibrary
study_note         ref, headword
footnote           ref
cross_reference    ref, refs (list of display strings)
wt_article         number, title, theme_scripture (display string), theme_text, dates,
                   song, songs, focus, boxes (title, paragraphs, after_paragraph),
                   figures (caption, after_paragraph)
wt_paragraph       number, question, question_label ("1-2"), question_parts ("(a)…(b)"),
                   group (paragraph numbers the question covers), first_of_group, text,
                   scriptures (list of display strings), read (those read aloud),
                   subheading, footnotes, anchor (the element id the link opens),
                   answer (answer sentences, best first, when computed)
review_question    question
workbook_week      dates, bible_reading
workbook_part      number, title, minutes, section, part_kind, text, setting,
                   instructions, questions [{text, answer_box, citations, research}],
                   videos, citations, scriptures, references, assigned (the
                   person's own assignment; see app/agents/_workbook.py)
workbook_reference part, ref, symbol, lesson, point, title, heading, text, steps,
                   questions, url (a lesson point, lesson or cited paragraph)
outline_step       step, key, label, text, seconds (meeting.student_part)
topic              subject, subheading
search_hit         title
daily_text         date, scripture
answer             (ministry.conversation, apologetics.research)
presentation       opening_question, scripture, thought, follow_up
revisit            visit_id, person, next_question
life_topic         (study.life_topics)
care_note          (study.life_topics, sensitive topics; always first)
apocrypha          found (bool)
claim_evidence     source_kind (apologetics.fact_check; Finding.claim is the claim)
meeting_week       workbook_docid, watchtower_docid, week
talk               title, number, speaker, week (meeting.public_talk_outline)
outline_point      point, scriptures, n (meeting.public_talk_outline)
study_sheet        sheet (the StudySheet model as JSON)
notice             (something the person should know: a refused follow-up,
                   a stale copy, a verse explained inline)
=================  ==============================================================

Agents never fetch or parse HTML themselves: content comes from
`ctx.sources` (a `SourceHub`), whose clients return the parser models.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Literal, TypeVar

from app.agents.base import AgentContext
from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language

if TYPE_CHECKING:
    from app.sources.hub import SourceHub

T = TypeVar("T")

LanguageArg = Literal["es", "en", "pt"]

# Authority ranks: higher first when findings are consolidated.
AUTH_CARE = 100
AUTH_TARGET_VERSE = 95
AUTH_ARTICLE = 92
AUTH_PARAGRAPH = 90
AUTH_TOPIC = 85
AUTH_QUESTION_REF = 80
AUTH_VERSE = 75
AUTH_STUDY_NOTE = 70
AUTH_FOOTNOTE = 62
AUTH_CROSS_REF = 58
AUTH_REVIEW = 66
AUTH_PUBLICATION = 60
AUTH_SEARCH = 45
AUTH_NOTICE = 30

# Bounds shown to planners (small LLMs read these schemas).
MAX_TEXT = 300
MAX_SHORT = 120
MAX_REF = 60
MAX_LIST = 30


def language_of(requested: str | None, ctx: AgentContext) -> Language:
    """The language of a step: its own argument, else the plan's."""
    if requested in ("es", "en", "pt"):
        return requested  # type: ignore[return-value]
    return ctx.language


def day_of(value: dt.date | None) -> dt.date:
    return value or dt.date.today()


def hub_of(ctx: AgentContext) -> SourceHub:
    """The content hub of the run; a clear error when the front end gave none."""
    if ctx.sources is None:
        raise PreparoError(tr("no_content_sources", ctx.language))
    return ctx.sources


def clip(text: str, limit: int = 400) -> str:
    """An excerpt: whole words, at most `limit` characters."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"


def first_sentence(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    m = re.search(r"[.!?](\s|$)", text)
    return clip(text[: m.end()] if m else text, limit)


def notice(summary: str, *, url: str = "", title: str = "") -> Finding:
    return Finding(
        summary=summary,
        excerpt=summary,
        kind="notice",
        authority=AUTH_NOTICE,
        citation=Citation(url=url, title=title, kind=CitationKind.ARTICLE) if url else None,
    )


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"\w+", text.casefold()) if len(w) > 2]


def overlap(query: str, text: str) -> float:
    """Share of the query's words found in `text` (0..1), for ranking."""
    wanted = set(words(query))
    if not wanted:
        return 0.0
    have = set(words(text))
    return len(wanted & have) / len(wanted)
