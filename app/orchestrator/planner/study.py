"""Goals about the Bible study a person conducts, and about what is new on the site: what
they say (the course, the lesson, the student and the private note; the days to look
back). Read by rules.py, which plans them alone (a student's note is never a search).
"""

from __future__ import annotations

import re
from typing import Any

from app.core.courses import course_symbol
from app.orchestrator.planner.text import fold

# Ways of naming the study one conducts (folded), besides the course's own name.
STUDY_CUES = re.compile(
    r"\b(?:bible study with|my bible study|my study with|study i conduct|the study with"
    r"|conduct(?:ing)? (?:a |my |the )?(?:bible )?study|estudio biblico con|mi estudio biblico"
    r"|mi estudio con|estudio que dirijo|dirigir (?:el |un |mi )?estudio"
    r"|estudo biblico com|meu estudo biblico|meu estudo com|estudo que dirijo"
    r"|dirigir (?:o |um |meu )?estudo)\b")
_UNIT = re.compile(
    r"\b(?:lesson|lessons|leccion|lecciones|licao|licoes|chapter|capitulo|cap)\.?\s*(\d{1,3})\b"
    r"|\b(\d{1,3})(?:st|nd|rd|th|a|o|ª|º)?\s+(?:lesson|leccion|licao|chapter|capitulo)\b")
_PARENS = re.compile(r"\(([^()]{3,300})\)")
_NEWS = re.compile(
    r"\b(?:what s new|whats new|what is new|new publications?|new videos?|new articles?"
    r"|recently added|latest (?:publications|videos|releases)|novedades|que hay de nuevo"
    r"|nuevas publicaciones|nuevos videos|nuevos articulos|lo nuevo|novidades"
    r"|o que ha de novo|que ha de novo|novas publicacoes|novos videos|novos artigos)\b")
_DAYS = re.compile(r"\b(\d{1,2})\s*(?:days|dias)\b")
_WEEKS = re.compile(r"\b(?:two weeks|dos semanas|duas semanas|fortnight|quincena|15 dias)\b")


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", fold(text)))


def lesson_number(goal: str) -> int | None:
    found = _UNIT.search(_words(goal))
    if found is None:
        return None
    return int(found.group(1) or found.group(2))


def is_bible_study(goal: str) -> bool:
    """The goal is about a lesson of the study one conducts: it names a course (and a
    lesson, a study or preparing), or it names the study ("my Bible study with...")."""
    words = _words(goal)
    if STUDY_CUES.search(words):
        return True
    if course_symbol(goal) is None:
        return False
    return lesson_number(goal) is not None or bool(re.search(r"\b(?:prepar\w*|study|estudi\w*"
                                                            r"|estud\w*)\b", words))


# Pieces of a goal after the student's name that are requests, not a note.
_REQUEST = re.compile(r"\b(?:pdf|docx|sheet|hoja|folha|ficha|export\w*|imprim\w*|print"
                      r"|make|haz|faz|prepar\w*)\b")
_WITH = re.compile(r"\b(?:with|con|com)\s+((?:[A-ZÁÉÍÓÚÂÊÔÃÕÇÑ][\w'-]+)(?:\s+[A-ZÁÉÍÓÚÂÊÔÃÕÇÑ]"
                   r"[\w'-]+){0,2})")


def student_of(goal: str, people: list[str]) -> str | None:
    """Who the study is with: a person the goal names, else the capitalised name after
    "with", "con" or "com" ("my study with Ana")."""
    if people:
        return people[0]
    found = _WITH.search(goal)
    return found.group(1) if found else None


def private_note(goal: str, student: str | None) -> str:
    """What the goal says about the student: the words in parentheses, else what follows
    the student's name after a comma, colon or dash ("con Ana, tiene dos hijos"), without
    the lesson and the requests ("lesson 2", "make a pdf")."""
    found = _PARENS.search(goal)
    if found is not None:
        return found.group(1).strip()
    at = goal.find(student) if student else -1
    if at < 0 or student is None:
        return ""
    rest = goal[at + len(student):]
    if not re.match(r"\s*[,:;—–-]", rest):
        return ""
    pieces = [p.strip(" .") for p in re.split(r"[,:;—–]|\s-\s", rest)]
    kept = [p for p in pieces if p and not _UNIT.search(_words(p))
            and not _REQUEST.search(_words(p)) and course_symbol(p) is None]
    return ", ".join(kept)[:300]


# A lesson done with the student ("we finished lesson 3"): the study's progress moves on.
_DONE = re.compile(r"\b(?:finished|completed|we did|we covered|terminamos|acabamos|estudiamos"
                   r"|completamos|terminei|concluimos|conclui|estudamos)\b")


def bible_study_args(goal: str, people: list[str]) -> dict[str, Any]:
    args: dict[str, Any] = {"publication": course_symbol(goal) or "lff"}
    if _DONE.search(_words(goal)) and lesson_number(goal) is not None:
        args["action"] = "done"
    number = lesson_number(goal)
    if number is not None and number >= 1:
        args["lesson"] = number
    student = student_of(goal, people)
    if student:
        args["student"] = student
    note = private_note(goal, student)
    if note:
        args["note"] = note
    return args


def is_whats_new(goal: str) -> bool:
    return bool(_NEWS.search(_words(goal)))


def news_days(goal: str) -> int:
    """How many days back to look: a number of days said, two weeks, else 14."""
    words = _words(goal)
    found = _DAYS.search(words)
    if found is not None:
        return max(1, min(31, int(found.group(1))))
    if _WEEKS.search(words):
        return 14
    if re.search(r"\b(?:this week|esta semana|essa semana|nesta semana)\b", words):
        return 7
    return 14
