"""ministry.bible_study: prepare a lesson of the Bible course you conduct (lff, or the older
bh / bhs / lv when named): its sections with their questions, every scripture with its text
(the ones to read first), the videos and pictures the lesson names, a "for this student"
paragraph built only from your private note, and the next lesson's title. The study's
progress (last lesson done) is kept on this computer (_studies.py).

The student and the note are personal: never in a request, a log, a trace or a prompt.
Only the publication's table of contents, the lesson page and the Bible chapters are
fetched.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import (
    AUTH_ARTICLE,
    AUTH_PARAGRAPH,
    AUTH_VERSE,
    MAX_SHORT,
    MAX_TEXT,
    LanguageArg,
    clip,
    hub_of,
    language_of,
    nothing_found,
)
from app.agents._notices import with_notices
from app.agents._student import for_student
from app.agents._studies import STUDIES_FILE, Study, StudyBook
from app.agents._verses import explain_references, parse_refs
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core import privacy
from app.core.courses import UNIT, course_symbol
from app.core.errors import PreparoError
from app.core.findings import LessonMedia, LessonSection, StudentNote, StudyLesson
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.core.paths import data_dir
from app.sources.course import contents_url, course_contents, course_lesson
from app.sources.http import HttpStatusError
from app.sources.parsers.course import CourseLesson, CourseSection


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    publication: str = Field(default="lff", min_length=1, max_length=MAX_SHORT,
                             description='The course: "lff" (Enjoy Life Forever!), or the '
                                         'older "bh", "bhs", "lv" (a symbol or the name).')
    lesson: int | None = Field(default=None, ge=1, le=200,
                               description="The lesson (or chapter); default: the one after "
                                           "the student's last lesson done, else 1.")
    action: Literal["prepare", "done"] = Field(
        default="prepare", description="prepare the lesson, or mark it done for the student.")
    student: str | None = Field(default=None, max_length=MAX_SHORT,
                                description="Who you study with (never leaves this computer).",
                                json_schema_extra={"personal": True})
    note: str | None = Field(default=None, max_length=MAX_TEXT,
                             description="A short private note about the student, to adapt "
                                         "the lesson (never leaves this computer).",
                             json_schema_extra={"personal": True})
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def studies_for(ctx: AgentContext) -> StudyBook:
    return StudyBook((ctx.data_dir or data_dir()) / STUDIES_FILE, ctx.language)


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    privacy.register_args(ctx.run_id, Args, args.model_dump())
    symbol = course_symbol(args.publication)
    if symbol is None:
        raise PreparoError(tr("bible_study.unknown_publication", lang,
                              publication=args.publication))
    book = studies_for(ctx)
    student = (args.student or "").strip()
    study = await asyncio.to_thread(book.find, student, symbol) if student else None
    if study is not None:
        privacy.register(ctx.run_id, study.private_values())
    if args.action == "done":
        return await _mark_done(book, args, symbol, student, lang)
    number = args.lesson or ((study.last_done + 1) if study else 1)
    hub = hub_of(ctx)
    base = hub.settings.wol_url
    where = contents_url(base, lang, symbol)
    unit = tr(f"bible_study.unit.{UNIT[symbol]}", lang, n=number)
    try:
        contents = await course_contents(hub.fetcher, base, lang, symbol)
    except HttpStatusError as exc:
        if exc.status != 404:
            raise
        return _not_found(symbol, unit, where, lang)
    entry = contents.lesson(number)
    if entry is None:
        return _not_found(symbol, unit, where, lang)
    url = hub.wol_url_absolute(entry.href)
    lesson = await course_lesson(hub.fetcher, url, lang)
    following = contents.lesson(number + 1)
    chosen = lesson.title or entry.title
    head = Finding(
        summary=tr("bible_study.title", lang, unit=unit, title=lesson.title or entry.title,
                   publication=contents.title or symbol),
        excerpt=clip(_opening(lesson), 600),
        citation=Citation(url=url, title=lesson.title or entry.title,
                          kind=CitationKind.PUBLICATION),
        authority=AUTH_ARTICLE,
        data=StudyLesson(publication=symbol, publication_title=contents.title, lesson=number,
                         title=lesson.title or entry.title,
                         next_lesson=following.number if following else None,
                         next_title=following.title if following else "",
                         docid=entry.docid),
    )
    sections, refs_read, refs_cited = _sections(lesson, number, url, lang)
    refs, _ = parse_refs([*refs_read, *refs_cited], lang)
    # the lesson leads; its scriptures follow it (they are the lesson's, not the goal's)
    explained = await explain_references(ctx, lang, refs, cross_references=False,
                                         max_verses=60, verse_authority=AUTH_VERSE)
    findings = [head, *sections]
    note = (args.note or "").strip() or (study.latest_note() if study else "")
    if student and args.note:
        study = await asyncio.to_thread(book.save, student, symbol, note=args.note.strip(),
                                        today=dt.date.today().isoformat())
    if note or study is not None:
        findings.append(_student_finding(note, lesson, number, student, study, lang))
    findings.extend(explained.findings)
    if following is None:
        findings.append(nothing_found(
            tr("bible_study.no_next", lang, publication=contents.title or symbol),
            searched=tr(f"bible_study.unit.{UNIT[symbol]}", lang, n=number + 1), url=where,
            title=contents.title))
    return AgentResult(findings=findings, handoff=Handoff(
        goals=[head.summary],
        did=[head.summary],
        for_next=list(explained.problems),
        data={"publication": symbol, "lesson": number, "title": chosen,
              "scriptures": [r.display(lang) for r in refs],
              "next_title": following.title if following else ""},
    ))


def _opening(lesson: CourseLesson) -> str:
    first = lesson.sections[0] if lesson.sections else None
    return " ".join(first.paragraphs) if first is not None and first.number is None \
        and not first.heading else ""


def _sections(lesson: CourseLesson, number: int, url: str,
              lang: Language) -> tuple[list[Finding], list[str], list[str]]:
    """A finding per section; the scriptures read and cited across the lesson (the read
    ones first: they are looked up first)."""
    findings: list[Finding] = []
    read: list[str] = []
    cited: list[str] = []
    for position, section in enumerate(lesson.sections):
        read.extend(r for r in section.read if r not in read)
        cited.extend(r for r in section.cited if r not in cited and r not in read)
        findings.append(_section_finding(section, position, number, url, lang))
    return findings, read, cited


def _display(texts: list[str], lang: Language) -> list[str]:
    refs, unread = parse_refs(texts, lang)
    return [r.display(lang) for r in refs] + unread


def _section_finding(section: CourseSection, position: int, number: int, url: str,
                     lang: Language) -> Finding:
    heading = section.heading or tr("bible_study.opening", lang)
    if section.number is not None:
        heading = f"{section.number}. {heading}"
    media = [LessonMedia(kind="video" if m.kind == "video" else "picture", title=m.title,
                         link=m.link) for m in section.media]
    text = " ".join(section.paragraphs)
    anchor = f"#h={section.anchor.removeprefix('p')}" if section.anchor else ""
    return Finding(
        summary=heading,
        excerpt=clip(" ".join([text, *section.questions]).strip(), 900),
        citation=Citation(url=url + anchor, title=heading, kind=CitationKind.PUBLICATION),
        authority=AUTH_PARAGRAPH,
        data=LessonSection(lesson=number, position=position, number=section.number,
                           heading=heading, text=text, questions=list(section.questions),
                           read=_display(section.read, lang),
                           cited=_display(section.cited, lang), media=media),
    )


def _student_finding(note: str, lesson: CourseLesson, number: int, student: str,
                     study: Study | None, lang: Language) -> Finding:
    text = for_student(note, lesson.sections, lang) if note else ""
    last = study.last_done if study is not None and study.last_done else None
    if last is not None:
        text = " ".join(p for p in (text, tr("bible_study.last_done", lang, n=last)) if p)
    who = student or tr("bible_study.your_student", lang)
    return Finding(
        summary=tr("bible_study.for_student", lang, student=who),
        excerpt=text,
        citation=Citation(url=f"preparo://studies/{study.id if study else 0}", title=who,
                          kind=CitationKind.LOCAL),
        authority=AUTH_ARTICLE,
        data=StudentNote(lesson=number, student=student, note=note, text=text,
                         last_done=last),
    )


def _not_found(symbol: str, unit: str, where: str, lang: Language) -> AgentResult:
    summary = tr("bible_study.not_found", lang, unit=unit, publication=symbol)
    return AgentResult(findings=[nothing_found(summary, searched=f"{symbol} {unit}",
                                               url=where, title=symbol)],
                       handoff=Handoff(did=[summary], data={"publication": symbol}))


async def _mark_done(book: StudyBook, args: Args, symbol: str, student: str,
                     lang: Language) -> AgentResult:
    if not student or args.lesson is None:
        raise PreparoError(tr("bible_study.need_student", lang))
    study = await asyncio.to_thread(book.save, student, symbol, note=(args.note or "").strip(),
                                    done=args.lesson, today=dt.date.today().isoformat())
    summary = tr("bible_study.marked_done", lang, student=student, n=args.lesson,
                 next=args.lesson + 1)
    finding = Finding(
        summary=summary, excerpt=summary,
        citation=Citation(url=f"preparo://studies/{study.id}", title=student,
                          kind=CitationKind.LOCAL),
        authority=AUTH_ARTICLE,
        data=StudentNote(lesson=args.lesson, student=student, note=study.latest_note(),
                         text=summary, last_done=study.last_done),
    )
    return AgentResult(findings=[finding], handoff=Handoff(
        did=[summary], data={"publication": symbol, "last_done": study.last_done}))


SPEC = AgentSpec(
    name="ministry.bible_study",
    description=(
        "Prepare a lesson of the Bible study you conduct (Enjoy Life Forever!, or bh/bhs/lv): "
        "its sections and questions, the scriptures with their text (those to read first), "
        "its videos and pictures, a paragraph for your student from your private note, and "
        "the next lesson; or mark a lesson done."
    ),
    descriptions={
        "es": (
            "Prepara una lección del curso bíblico que diriges (¡Disfrute de la vida para "
            "siempre!, o bh/bhs/lv): sus secciones y preguntas, los textos con su contenido "
            "(primero los que se leen), sus videos e imágenes, un párrafo para tu estudiante "
            "a partir de tu nota privada y la lección siguiente; o marca una lección como hecha."
        ),
        "pt": (
            "Prepara uma lição do estudo bíblico que você dirige (Seja Feliz para Sempre!, ou "
            "bh/bhs/lv): as seções e perguntas, os textos com o conteúdo (primeiro os que são "
            "lidos), os vídeos e imagens, um parágrafo para o seu estudante a partir da sua "
            "nota particular e a próxima lição; ou marca uma lição como feita."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback=None,
    confidence_bias=0.05,
    max_per_run=4,
)
