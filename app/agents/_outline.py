"""The preparation outline of a student assignment, built from what the sources say.

Labels ("Opening", "Scripture", "Time plan") are structural; every step's content is
taken from the workbook part, the lesson it names, or the verses it cites. The time
plan divides the part's own minutes. A step with nothing to say from the sources is
left out rather than filled with a stock sentence.

    build_outline(kind, part, lessons, verses, lang, urls) -> list[OutlineStep]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.agents._common import clip
from app.core.i18n import tr
from app.core.models import Language
from app.core.text import fold as fold_text
from app.sources.parsers.models import WorkbookPart

# Sentences that open or close a conversation, by the words they use (folded stems).
_OPENING_CUES = ("ask", "question", "start", "begin", "mention", "greet", "pregunt",
                 "empiece", "comience", "mencione", "salude", "pergunt", "comece",
                 "cumprimente", "hable", "fale", "talk")
_CLOSING_CUES = ("next time", "leave", "return", "offer", "again", "end each", "proxima",
                 "deje", "vuelva", "ofrezca", "volver", "termine", "deixe", "volte", "ofereca",
                 "de novo")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")

# Shares of the minutes per step of a conversation part and of a talk.
_CONVERSATION_SHARES = (("opening", 0.2), ("scripture", 0.4), ("point", 0.25), ("close", 0.15))
_TALK_SHARES = (("theme", 0.2), ("scripture", 0.6), ("close", 0.2))


@dataclass
class OutlineStep:
    key: str
    label: str
    text: str
    url: str = ""
    seconds: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def _label(key: str, lang: Language) -> str:
    """The label of an outline step (`outline.<key>`) in `lang`."""
    return tr(f"outline.{key}", lang)


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(" ".join(text.split())) if s.strip()]


def _cued(texts: list[str], cues: tuple[str, ...], skip: set[str],
          avoid: tuple[str, ...] = ()) -> str:
    """The first sentence using one of the cue words (and none of `avoid`)."""
    for text in texts:
        for sentence in sentences(text):
            folded = fold_text(sentence)
            if sentence not in skip and any(c in folded for c in cues) and \
                    not any(a in folded for a in avoid):
                return sentence
    return ""


def _clock(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def time_plan(minutes: int, shares: tuple[tuple[str, float], ...], present: list[str],
              lang: Language) -> tuple[str, dict[str, int]]:
    """The part's minutes divided over the steps present, in 15-second slots."""
    total = minutes * 60
    used = [(k, w) for k, w in shares if k in present]
    weight = sum(w for _, w in used) or 1.0
    plan: dict[str, int] = {}
    start = 0
    pieces: list[str] = []
    for index, (key, share) in enumerate(used):
        length = total - start if index == len(used) - 1 else \
            max(15, round(total * share / weight / 15) * 15)
        plan[key] = length
        pieces.append(f"{_clock(start)}–{_clock(start + length)} {_label(key, lang)}")
        start += length
    return " · ".join(pieces), plan


def build_outline(kind: str, part: WorkbookPart, lessons: list[dict[str, Any]],
                  verses: list[dict[str, Any]], lang: Language, part_url: str, *,
                  requested: list[str] | None = None,
                  replies: list[tuple[str, str, str]] | None = None) -> list[OutlineStep]:
    """Steps for an assignment, each with content from the sources it names: the
    passage the person was asked to use (`requested`) before the part's own, and the
    householder's likely `replies` (what is said, how a publication answers it, where)."""
    lesson = lessons[0] if lessons else {}
    lesson_url = str(lesson.get("url") or part_url)
    steps: list[OutlineStep] = []
    if kind == "bible_reading":
        return _bible_reading(part, lesson, verses, lang, part_url, lesson_url)
    point_text = str(lesson.get("text") or "")
    opening = ""
    if part.setting:
        steps.append(OutlineStep("setting", _label("setting", lang),
                                 f"{part.setting}. {part.instructions}".strip(), part_url))
    elif part.instructions and kind != "talk":
        steps.append(OutlineStep("setting", _label("task", lang), part.instructions, part_url))
    if kind == "talk":
        if part.instructions:
            steps.append(OutlineStep("theme", _label("theme", lang), part.instructions,
                                     part_url))
    else:
        used = {sentence for step in steps for sentence in sentences(step.text)}
        used.add(str(lesson.get("heading") or ""))  # the point's title: its text says how
        opening = _cued([part.instructions, point_text], _OPENING_CUES, used, _CLOSING_CUES) \
            or _cued([part.instructions, point_text], _OPENING_CUES, used)
        if opening:
            where = part_url if opening in part.instructions else lesson_url
            steps.append(OutlineStep("opening", _label("opening", lang), opening, where))
    scripture = _scripture_step(part, lesson, verses, lang, part_url, lesson_url,
                                requested or [])
    if scripture is not None:
        steps.append(scripture)
        heading = str(lesson.get("heading") or lesson.get("title") or "")
        if heading and kind != "talk":  # the scripture used as the lesson teaches
            cited = scripture.text.split(" — ", 1)[0]
            steps.append(OutlineStep("apply", _label("apply", lang), tr(
                "outline.apply_text", lang, ref=cited, lesson=lesson.get("ref", ""),
                point=heading.rstrip(".")), lesson_url))
    if kind == "talk":
        how = [str(s) for s in lesson.get("steps", [])]
        if how:
            steps.append(OutlineStep("point", _label("lesson", lang),
                                     f"{lesson.get('ref', '')}: " + " ".join(how), lesson_url))
    elif point_text:
        heading = str(lesson.get("heading") or "")
        text = f"{heading} {point_text}" if heading and not point_text.startswith(heading) \
            else point_text
        steps.append(OutlineStep("point", _label("point", lang),
                                 f"{lesson.get('ref', '')}: {text}", lesson_url))
        closing = _cued([point_text, part.instructions], _CLOSING_CUES, {opening})
        if closing:
            steps.append(OutlineStep("close", _label("close", lang), closing, lesson_url))
    for says, answer, url in replies or []:  # each linked to the paragraph that answers it
        quoted = says[:1] in "“\"«"  # a quotation, else a situation ("householder is busy")
        steps.append(OutlineStep("replies", _label("replies", lang), tr(
            "outline.reply" if quoted else "outline.reply_case", lang,
            says=says.strip("“”\"«» "), answer=answer), url))
    if part.minutes:
        shares = _TALK_SHARES if kind == "talk" else _CONVERSATION_SHARES
        present = [s.key for s in steps]
        if kind == "talk":
            present.append("close")
        text, plan = time_plan(part.minutes, shares, present, lang)
        if not plan:
            return steps
        for step in steps:
            step.seconds = plan.get(step.key)
        steps.append(OutlineStep("time", _label("time", lang), text, part_url,
                                 part.minutes * 60))
    return steps


def _scripture_step(part: WorkbookPart, lesson: dict[str, Any], verses: list[dict[str, Any]],
                    lang: Language, part_url: str, lesson_url: str,
                    requested: list[str]) -> OutlineStep | None:
    """The passage the person was asked to use, else the part's own scripture, else the
    lesson point's, else the lesson's key scripture, with the verse text as read."""
    candidates = [*requested, *part.citations, *[str(c) for c in lesson.get("citations", [])],
                  str(lesson.get("theme_scripture") or "")]
    for cited in (c for c in candidates if c):
        shown = [v for v in verses if fold_text(str(v.get("cited"))) == fold_text(cited)
                 or _same_start(str(v.get("cited")), cited)]
        if shown:
            # verse numbers only between verses: one verse reads as it is read aloud
            text = (str(shown[0]["text"]) if len(shown) == 1 else
                    " ".join(f"{v['verse']} {v['text']}" for v in shown[:4]))
            url = str(shown[0].get("url") or (part_url if cited in part.citations
                                               else lesson_url))
            return OutlineStep("scripture", _label("scripture", lang),
                               f"{cited} — {clip(text, 400)}", url)
    return None


def _same_start(a: str, b: str) -> bool:
    """"Jn 4:7" and "John 4:7" name the same verses: compare chapter:verse and book initial."""
    ca, cb = re.search(r"\d+:[\d,\s-]+", a), re.search(r"\d+:[\d,\s-]+", b)
    if not ca or not cb:
        return False
    return ca.group().replace(" ", "") == cb.group().replace(" ", "") and \
        fold_text(a)[:2] == fold_text(b)[:2]


def _bible_reading(part: WorkbookPart, lesson: dict[str, Any], verses: list[dict[str, Any]],
                   lang: Language, part_url: str, lesson_url: str) -> list[OutlineStep]:
    steps: list[OutlineStep] = []
    passage = ", ".join(part.citations)
    noted = [f"{v['ref']} ({', '.join(str(n.get('headword')) for n in v['notes'])})"
             for v in verses if v.get("notes") and any(_same_start(str(v.get("cited")), c)
                                                        for c in part.citations)]
    if passage:
        text = passage + (": " + "; ".join(noted) if noted else "")
        steps.append(OutlineStep("passage", _label("passage", lang), text, part_url))
    how = [str(s) for s in lesson.get("steps", [])]
    if how or lesson.get("text"):
        title = f"{lesson.get('ref', '')} — {lesson.get('title', '')}".strip(" —")
        body = " ".join(how) or str(lesson.get("text"))
        steps.append(OutlineStep("lesson", _label("lesson", lang), f"{title}: {body}",
                                 lesson_url))
    read = [v for v in verses if any(_same_start(str(v.get("cited")), c)
                                     for c in part.citations)]
    if part.minutes and read:
        seconds = round(part.minutes * 60 / len(read))
        pace = tr("outline.verses_pace", lang, count=len(read), minutes=part.minutes,
                  seconds=seconds)
        steps.append(OutlineStep("time", _label("time", lang), pace, part_url,
                                 part.minutes * 60))
    return steps
