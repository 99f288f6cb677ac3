"""meeting.watchtower_study: the week's study article, paragraph by paragraph.

Every paragraph with its question (the paragraphs a grouped "1-2." question covers,
its "(a) … (b) …" parts), its cited scriptures and which are read aloud, its
subheading and footnotes, and a link to the paragraph's own element on the page; the
article's songs, focus line, boxes and figure captions; the theme scripture and the
review questions. The cited scriptures go to `verse.explain` steps
(grouped so the run budget holds); a refused follow-up is explained inline,
so the article always comes with every cited scripture explained.
"""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_PARAGRAPH,
    AUTH_REVIEW,
    LanguageArg,
    clip,
    day_of,
    language_of,
)
from app.agents._notices import with_notices
from app.agents._verses import enqueue_verses, parse_refs
from app.agents._week import load_watchtower
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.findings import Box, Figure, ReviewQuestion, WtArticle, WtParagraph
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Verdict
from app.study.paragraphs import ParagraphAnswer, answer_paragraphs_async
from app.study.verdicts import answer_reason

# At most this many verse.explain steps per article (and no more than the steps that
# can run at once, so they run in one wave); paragraphs are grouped to fit.
MAX_VERSE_STEPS = 6


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: dt.date | None = Field(default=None, description="Any day of the week; default today.")
    docid: int | None = Field(
        default=None, ge=1, le=10**12,
        description="The article's wol document id; default: this week's study article.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    day = day_of(args.date)
    loaded = await load_watchtower(ctx, lang, day, args.docid)
    art, url = loaded.article, loaded.url
    title = tr("meeting_watchtower_study.article", lang, number=art.number or "", title=art.title)
    theme_refs, _ = parse_refs([art.theme_scripture], lang) if art.theme_scripture else ([], [])
    theme = "; ".join(r.display(lang) for r in theme_refs) or art.theme_scripture
    findings = [
        Finding(
            summary=title,
            excerpt=clip(" ".join(p for p in (art.theme_text, art.dates) if p)) or title,
            citation=Citation(url=url, title=art.title, kind=CitationKind.WATCHTOWER),
            authority=AUTH_ARTICLE,
            data=WtArticle(number=art.number, title=art.title,
                           theme_scripture=theme, theme_text=art.theme_text,
                           dates=art.dates,
                           song=art.song, songs=art.songs, focus=art.focus,
                           boxes=[Box(**b.model_dump()) for b in art.boxes],
                           figures=[Figure(**f.model_dump()) for f in art.figures],
                           docid=art.docid),
        )
    ]
    groups = []
    if theme_refs:
        groups.append(("theme", theme_refs))
    all_refs = list(theme_refs)
    # the sentences that answer each question, all paragraphs in one model batch, off the loop
    answers = await answer_paragraphs_async(art.paragraphs, lang, ctx.services.get("entailer"))
    for par in art.paragraphs:
        found = answers.get(par.number) or ParagraphAnswer(par.number)
        refs, _ = parse_refs(par.scriptures, lang)
        scriptures = [r.display(lang) for r in refs] or list(par.scriptures)
        read = [r.display(lang) for r in parse_refs(par.read_scriptures, lang)[0]]
        group = par.question_group or [par.number]
        findings.append(Finding(
            summary=tr("meeting_watchtower_study.paragraph", lang,
                       number=par.number, question=par.question),
            excerpt=clip(par.text, 700),
            # the paragraph's own element: the page's pN ids count every element
            citation=Citation(url=f"{url}#{par.anchor}" if par.anchor else url,
                              title=f"{art.title} ¶{par.number}",
                              kind=CitationKind.WATCHTOWER),
            authority=AUTH_PARAGRAPH,
            verdict=answer_verdict(found, lang),
            data=WtParagraph(number=par.number, question=par.question,
                             question_label=par.question_label or str(par.number),
                             question_parts=par.question_parts, group=group,
                             first_of_group=par.number == group[0],
                             text=par.text, scriptures=scriptures, read=read,
                             subheading=par.subheading, footnotes=par.footnotes,
                             anchor=par.anchor,
                             answer=found.answer, answer_engine=found.engine,
                             answer_confidence=found.confidence if found.answer else None,
                             answer_in=found.answer_in),
        ))
        if refs:
            groups.append((f"p{par.number}", refs))
            all_refs.extend(refs)
    for question in art.review_questions:
        findings.append(Finding(
            summary=tr("meeting_watchtower_study.review", lang, question=question),
            excerpt=question,
            citation=Citation(url=url, title=art.title, kind=CitationKind.WATCHTOWER),
            authority=AUTH_REVIEW,
            data=ReviewQuestion(question=question),
        ))
    ctx.progress(title, 0.5)
    queued = await enqueue_verses(
        ctx, lang, groups, reason=f"scriptures of “{art.title}”",
        max_steps=max(1, min(MAX_VERSE_STEPS, ctx.settings.max_concurrency)),
    )
    findings.extend(queued.findings)
    displays = []
    for ref in all_refs:
        if ref.display(lang) not in displays:
            displays.append(ref.display(lang))
    did = tr("meeting_watchtower_study.did", lang, title=art.title, paragraphs=len(art.paragraphs),
              refs=len(displays), steps=len(queued.step_ids), inline=len(queued.inline))
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"prepare the Watchtower study of {day.isoformat()}"],
            did=[did],
            for_next=[*loaded.problems, *queued.problems],
            data={
                "article": art.model_dump(mode="json"),
                "watchtower_docid": art.docid,
                "url": url,
                "scriptures": displays,
                "verse_steps": queued.step_ids,
                "verse_groups": queued.groups,
                "inline": queued.inline,
            },
        ),
    )


def answer_verdict(found: ParagraphAnswer, lang: str) -> Verdict | None:
    """The highlighted answer's confidence as the paragraph's verdict: "supported"
    when the ranking calls it clear, "unclear" (read the whole paragraph) otherwise,
    in words, with the engine that ranked it. None when the paragraph has no answer."""
    if not found.answer:
        return None
    return Verdict(
        label="entails" if found.clear else "neutral",
        score=max(0.0, min(1.0, found.confidence)),
        scores={"answer_confidence": found.confidence},
        reason=answer_reason(found.number, lang, clear=found.clear, answer_in=found.answer_in),
        engine=found.engine,
    )


SPEC = AgentSpec(
    name="meeting.watchtower_study",
    description=(
        "Prepare the Watchtower Study: the week's study article with every paragraph and its "
        "question, the theme scripture and the review questions; every cited scripture is "
        "explained (queued to verse.explain)."
    ),
    descriptions={
        "es": (
            "Prepara el Estudio de La Atalaya: el artículo de la semana con cada párrafo y su "
            "pregunta, el texto temático y las preguntas de repaso; se explica cada texto "
            "citado (con verse.explain)."
        ),
        "pt": (
            "Prepara o Estudo de A Sentinela: o artigo da semana com cada parágrafo e sua "
            "pergunta, o texto temático e as perguntas de recapitulação; cada texto citado é "
            "explicado (com verse.explain)."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="meeting.week",
    confidence_bias=0.15,
    can_enqueue=True,
    max_per_run=3,
    timeout_s=120.0,
)
