"""The study-sheet model, built from a run's findings (the renderers draw it).

The `export.study_sheet` agent calls `build_sheet(ctx.run_findings(), ...)`;
`export_run` calls it on a finished RunResult. Finding kinds and data keys are
those documented in app/agents/_common.py.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import OrderedDict
from typing import Literal

from pydantic import BaseModel, Field

from app.core.i18n import tr
from app.core.models import Citation, Finding, Language

SheetKind = Literal["watchtower", "workbook", "general"]


class SheetNote(BaseModel):
    headword: str = ""
    text: str
    url: str | None = None


class SheetScripture(BaseModel):
    ref: str
    text: str = ""
    url: str | None = None
    notes: list[SheetNote] = Field(default_factory=list)
    read: bool = False  # read aloud at the meeting


class SheetBullet(BaseModel):
    text: str
    url: str | None = None
    title: str = ""


class SheetSection(BaseModel):
    """One block of the sheet: a paragraph with its question, a part, a group of notes."""

    heading: str = ""
    number: str | None = None
    question: str | None = None
    text: str = ""
    bullets: list[SheetBullet] = Field(default_factory=list)
    scriptures: list[SheetScripture] = Field(default_factory=list)
    citations: list[Citation] = Field(default_factory=list)
    comment_space: bool = False  # leave room for the person's own comment
    notes: str = ""  # the person's own notes


class StudySheet(BaseModel):
    title: str
    subtitle: str = ""  # meeting and week
    language: Language = "en"
    kind: SheetKind = "general"
    created: str = Field(default_factory=lambda: dt.date.today().isoformat())
    theme_scripture: SheetScripture | None = None
    sections: list[SheetSection] = Field(default_factory=list)
    review_questions: list[str] = Field(default_factory=list)
    disclaimer: str = ""

    def citations(self) -> list[Citation]:
        """Every distinct citation of the sheet, in order of first appearance."""
        seen: OrderedDict[str, Citation] = OrderedDict()
        if self.theme_scripture and self.theme_scripture.url:
            seen.setdefault(self.theme_scripture.url, Citation(
                url=self.theme_scripture.url, title=self.theme_scripture.ref, kind="bible"))
        for section in self.sections:
            for c in section.citations:
                seen.setdefault(c.url, c)
            for b in section.bullets:
                if b.url:
                    seen.setdefault(b.url, Citation(url=b.url, title=b.title or b.text[:60]))
            for s in section.scriptures:
                if s.url:
                    seen.setdefault(s.url, Citation(url=s.url, title=s.ref, kind="bible"))
                for n in s.notes:
                    if n.url:
                        seen.setdefault(n.url, Citation(url=n.url, title=f"{s.ref} — {n.headword}",
                                                        kind="study_note"))
        return list(seen.values())


_LABELS: dict[str, dict[Language, str]] = {
    "sheet": {"en": "Study sheet", "es": "Hoja de estudio", "pt": "Folha de estudo"},
    "wt": {"en": "Watchtower Study", "es": "Estudio de La Atalaya", "pt": "Estudo de A Sentinela"},
    "mwb": {"en": "Midweek meeting", "es": "Reunión de entre semana",
            "pt": "Reunião do meio de semana"},
    "para": {"en": "Paragraph", "es": "Párrafo", "pt": "Parágrafo"},
    "verses": {"en": "Scriptures", "es": "Textos bíblicos", "pt": "Textos bíblicos"},
    "findings": {"en": "Findings", "es": "Hallazgos", "pt": "Resultados"},
    "reading": {"en": "Bible reading", "es": "Lectura de la Biblia", "pt": "Leitura da Bíblia"},
    "question": {"en": "Question", "es": "Pregunta", "pt": "Pergunta"},
    "comment": {"en": "My comment", "es": "Mi comentario", "pt": "Meu comentário"},
    "review": {"en": "Review questions", "es": "Preguntas de repaso",
               "pt": "Perguntas de recapitulação"},
    "sources": {"en": "Sources", "es": "Fuentes", "pt": "Fontes"},
    "source": {"en": "source", "es": "fuente", "pt": "fonte"},
    "study_note": {"en": "study note", "es": "nota de estudio", "pt": "nota de estudo"},
    "theme": {"en": "Theme scripture", "es": "Texto temático", "pt": "Texto temático"},
    "notes": {"en": "Notes", "es": "Notas", "pt": "Notas"},
    "my_notes": {"en": "My notes", "es": "Mis notas", "pt": "Minhas anotações"},
}


def labels(language: Language) -> dict[str, str]:
    """Every label of the sheet in `language`, for templates."""
    return {key: value[language] for key, value in _LABELS.items()}

_KIND_HEADINGS: dict[str, dict[Language, str]] = {
    "care_note": {"en": "First, a word of care", "es": "Antes que nada",
                  "pt": "Antes de tudo"},
    "answer": {"en": "Answers", "es": "Respuestas", "pt": "Respostas"},
    "topic": {"en": "Topic index", "es": "Índice de temas", "pt": "Índice de assuntos"},
    "search_hit": {"en": "Articles", "es": "Artículos", "pt": "Artigos"},
    "presentation": {"en": "Presentation", "es": "Presentación", "pt": "Apresentação"},
    "daily_text": {"en": "Daily text", "es": "Texto diario", "pt": "Texto diário"},
    "claim_evidence": {"en": "Evidence", "es": "Pruebas", "pt": "Evidências"},
    "apocrypha": {"en": "Is it in the Bible?", "es": "¿Está en la Biblia?",
                  "pt": "Está na Bíblia?"},
    "revisit": {"en": "Return visits", "es": "Revisitas", "pt": "Revisitas"},
    "life_topic": {"en": "Material", "es": "Material", "pt": "Material"},
    "notice": {"en": "Notes", "es": "Notas", "pt": "Notas"},
}

_SKIP_KINDS = {"study_sheet", "meeting_week"}
_VERSE_KINDS = {"verse", "study_note", "footnote", "cross_reference"}


def label(key: str, language: Language) -> str:
    return _LABELS[key][language]


def build_sheet(findings: list[Finding], *, language: Language, title: str | None = None,
                goal: str = "") -> StudySheet:
    """Assemble a sheet: a Watchtower article's paragraphs with their questions and
    scriptures when present, else the workbook week, else findings grouped by kind."""
    scriptures = _scripture_index(findings)
    article = next((f for f in findings if f.kind == "wt_article"), None)
    week = next((f for f in findings if f.kind == "workbook_week"), None)
    sheet = StudySheet(title=title or goal or label("sheet", language), language=language,
                       disclaimer=tr("non_affiliation", language))
    used: set[str] = set()
    if article is not None:
        _watchtower(sheet, article, findings, scriptures, used, title)
    elif week is not None:
        _workbook(sheet, week, findings, scriptures, used, title)
    _general(sheet, findings, scriptures, used)
    return sheet


def _norm(ref: str) -> str:
    return re.sub(r"\s+", " ", ref).strip().casefold()


def _scripture_index(findings: list[Finding]) -> dict[str, SheetScripture]:
    index: dict[str, SheetScripture] = {}
    for f in findings:
        if f.kind not in _VERSE_KINDS:
            continue
        ref = str(f.data.get("ref") or f.summary)
        entry = index.setdefault(_norm(ref), SheetScripture(ref=ref))
        url = f.citation.url if f.citation else None
        if f.kind == "verse":
            text = str(f.data.get("text") or f.excerpt)
            entry.text = f"{entry.text} {text}".strip() if entry.text else text
            entry.url = entry.url or url
        elif f.kind == "study_note":
            note = SheetNote(headword=str(f.data.get("headword", "")), text=f.excerpt, url=url)
            if note not in entry.notes:
                entry.notes.append(note)
    return index


def _lookup(ref: str, scriptures: dict[str, SheetScripture], used: set[str]) -> SheetScripture:
    """The explained scripture for `ref` (a display string), or a bare entry."""
    key = _norm(ref.removeprefix("read ").removeprefix("lee ").removeprefix("leia "))
    found = scriptures.get(key)
    if found is None:
        # a range or list cited in the paragraph: gather the verses it covers
        parts = [s for k, s in scriptures.items() if k.startswith(key.split(":")[0] + ":")
                 and _covers(key, k)]
        if parts:
            used.update(_norm(p.ref) for p in parts)
            notes: list[SheetNote] = []
            for note in (n for p in parts for n in p.notes):
                if note not in notes:
                    notes.append(note)
            return SheetScripture(ref=ref, text=" ".join(p.text for p in parts if p.text),
                                  url=parts[0].url, notes=notes)
        return SheetScripture(ref=ref)
    used.add(key)
    return found.model_copy(update={"ref": ref}) if found.ref != ref else found


def _covers(cited: str, verse_key: str) -> bool:
    """Does a cited range/list like 'john 3:16-18' cover 'john 3:17'?"""
    m = re.match(r"^(.*\d+):(.+)$", cited)
    v = re.match(r"^(.*\d+):(\d+)$", verse_key)
    if not m or not v or m.group(1) != v.group(1):
        return False
    wanted = int(v.group(2))
    for piece in m.group(2).split(","):
        piece = piece.strip()
        if "-" in piece:
            lo, _, hi = piece.partition("-")
            if lo.strip().isdigit() and hi.strip().isdigit() and \
                    int(lo) <= wanted <= int(hi):
                return True
        elif piece.isdigit() and int(piece) == wanted:
            return True
    return False


def _watchtower(sheet: StudySheet, article: Finding, findings: list[Finding],
                scriptures: dict[str, SheetScripture], used: set[str],
                title: str | None) -> None:
    lang = sheet.language
    data = article.data
    sheet.kind = "watchtower"
    sheet.title = title or str(data.get("title") or article.summary)
    parts = [label("wt", lang)]
    if data.get("number"):
        parts.append(f"#{data['number']}")
    if data.get("dates"):
        parts.append(str(data["dates"]))
    sheet.subtitle = " · ".join(parts)
    theme = str(data.get("theme_scripture") or "")
    if theme:
        sheet.theme_scripture = _lookup(theme, scriptures, used)
    paragraphs = sorted((f for f in findings if f.kind == "wt_paragraph"),
                        key=lambda f: int(f.data.get("number") or 0))
    last_question = None
    for p in paragraphs:
        question = str(p.data.get("question") or "")
        number = str(p.data.get("number") or "")
        section = SheetSection(
            heading=f"{label('para', lang)} {number}".strip(),
            number=number or None,
            question=question if question != last_question else None,
            text=str(p.data.get("text") or p.excerpt),
            scriptures=[_lookup(str(r), scriptures, used) for r in p.data.get("scriptures", [])],
            citations=[p.citation] if p.citation else [],
            comment_space=bool(question) and question != last_question,
        )
        last_question = question
        sheet.sections.append(section)
    sheet.review_questions = [str(f.data.get("question") or f.summary)
                              for f in findings if f.kind == "review_question"]


def _workbook(sheet: StudySheet, week: Finding, findings: list[Finding],
              scriptures: dict[str, SheetScripture], used: set[str], title: str | None) -> None:
    lang = sheet.language
    sheet.kind = "workbook"
    sheet.title = title or f"{label('mwb', lang)} — {week.data.get('dates') or week.summary}"
    reading = str(week.data.get("bible_reading") or "")
    sheet.subtitle = f"{label('reading', lang)}: {reading}" if reading else ""
    for part in sorted((f for f in findings if f.kind == "workbook_part"),
                       key=lambda f: int(f.data.get("number") or 0)):
        minutes = part.data.get("minutes")
        heading = f"{part.data.get('number', '')}. {part.data.get('title') or part.summary}"
        if minutes:
            heading += f" ({minutes} min)"
        sheet.sections.append(SheetSection(
            heading=heading.strip(". "), number=str(part.data.get("number") or "") or None,
            text=part.excerpt, citations=[part.citation] if part.citation else [],
            scriptures=[_lookup(str(r), scriptures, used)
                        for r in part.data.get("scriptures", [])],
            comment_space=True))


def _general(sheet: StudySheet, findings: list[Finding], scriptures: dict[str, SheetScripture],
             used: set[str]) -> None:
    """Everything not placed yet: care notes first, then by kind, then leftover verses."""
    lang = sheet.language
    placed = {"wt_article", "wt_paragraph", "review_question", "workbook_week", "workbook_part",
              *_SKIP_KINDS, *_VERSE_KINDS}
    groups: OrderedDict[str, list[Finding]] = OrderedDict()
    for f in sorted(findings, key=lambda f: f.kind != "care_note"):
        if f.kind in placed:
            continue
        groups.setdefault(f.kind, []).append(f)
    for kind, items in groups.items():
        heading = _KIND_HEADINGS.get(kind, {}).get(lang) or label("findings", lang)
        sheet.sections.append(SheetSection(
            heading=heading,
            bullets=[SheetBullet(
                text=f"{f.summary}: {f.excerpt}" if f.excerpt else f.summary,
                url=f.citation.url if f.citation else None,
                title=(f.citation.title if f.citation else "") or f.summary) for f in items]))
    leftover = [s for k, s in scriptures.items() if k not in used]
    if leftover:
        sheet.sections.append(SheetSection(heading=label("verses", lang), scriptures=leftover))
