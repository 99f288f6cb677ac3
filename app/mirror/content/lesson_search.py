"""The teaching brochures' lessons (lmd, th) as the search API finds them: a person
who names "lmd lección 3" finds the lesson, as on the site. (title, searchable text,
docId) per lesson, in the language asked."""

from __future__ import annotations

from app.mirror.content.lesson_texts import LESSON, LMD, TH
from app.mirror.content.lessons import lesson_docid


def lesson_entries(lang: str) -> list[tuple[str, str, int]]:
    out: list[tuple[str, str, int]] = []
    for symbol, lessons in (("lmd", LMD[lang]), ("th", TH[lang])):
        for number, value in sorted(lessons.items()):
            title = str(value[0])
            out.append((f"{symbol} {LESSON[lang].lower()} {number} — {title}",
                        f"{symbol} {LESSON[lang]} {number} {title}",
                        lesson_docid(symbol, number)))
    return out
