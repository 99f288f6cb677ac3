""""For this student": a paragraph built only from the person's private note and the
lesson's own structure, on this computer (nothing of the note is searched or sent).

The note's words pick ways to adapt the lesson (small children, little time, reading
difficulty, a religious background, grief or illness, shyness, many questions); the
lesson's sections that share words with the note are named; the lesson's size (sections,
questions) sets the pace when time is short.
"""

from __future__ import annotations

from app.core.i18n import tr
from app.core.models import Language
from app.core.text import content_stems, words
from app.sources.parsers.course import CourseSection

# adaptation -> folded word beginnings that call for it (es/en/pt together)
NEEDS: dict[str, tuple[str, ...]] = {
    "children": ("child", "kid", "baby", "babies", "toddler", "son", "daughter", "hijo", "hija",
                 "nino", "nina", "bebe", "nene", "filho", "filha", "crianca", "menino",
                 "menina"),
    "time": ("busy", "time", "shift", "hurry", "work", "ocupad", "tiempo", "trabaj", "turno",
             "prisa", "tempo", "trabalh", "pressa"),
    "reading": ("read", "glasses", "eyesight", "leer", "lectura", "vista", "lee", "ler",
                "leitura", "oculos"),
    "background": ("catholic", "evangelical", "church", "religio", "muslim", "atheist",
                   "catolic", "evangelic", "iglesia", "igreja", "ateo", "ateu", "protestant"),
    "comfort": ("grief", "griev", "died", "death", "sick", "ill", "loss", "murio", "duelo",
                "enferm", "perdio", "fallec", "faleceu", "morreu", "luto", "doen"),
    "shy": ("shy", "quiet", "nervous", "timid", "callad", "nervios", "vergonha"),
    "questions": ("question", "doubt", "pregunt", "duda", "pergunt", "duvida"),
}


def needs_of(note: str) -> list[str]:
    """The adaptations the note's words call for, in NEEDS order."""
    found = words(note)
    return [need for need, starts in NEEDS.items()
            if any(w.startswith(s) for w in found for s in starts)]


def touching(note: str, sections: list[CourseSection], language: Language) -> list[str]:
    """The numbered sections that share content words with the note ("2. Heading")."""
    mine = set(content_stems(note, language))
    out = []
    for section in sections:
        if section.number is None:
            continue
        text = " ".join([section.heading, *section.paragraphs, *section.questions])
        if mine & set(content_stems(text, language)):
            out.append(f"{section.number}. {section.heading}")
    return out


def for_student(note: str, sections: list[CourseSection], language: Language) -> str:
    """The paragraph: the note, what it calls for, the sections it touches, the pace."""
    numbered = [s for s in sections if s.number is not None]
    questions = sum(len(s.questions) for s in sections)
    needs = needs_of(note)
    lines = [tr("bible_study.note", language, note=note.strip())]
    lines.extend(tr(f"bible_study.need.{need}", language) for need in needs)
    near = touching(note, sections, language)
    if near:
        lines.append(tr("bible_study.touches", language, sections="; ".join(near)))
    if "time" in needs or "children" in needs:
        half = max(1, (len(numbered) + 1) // 2)
        lines.append(tr("bible_study.pace", language, sections=len(numbered),
                        questions=questions, half=half))
    if not needs and not near:
        lines.append(tr("bible_study.no_need", language))
    return " ".join(lines)
