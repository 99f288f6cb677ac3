"""What the rules planner reads in a goal: Bible references (app.sources.references,
with a second try for lower-case abbreviations and misspelt book names), quoted text,
the people it names, an explicit language, a date expression (dates.py) and the
intents of the lexicon (intents.py); and the refusal of goals in other languages.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import app.orchestrator.planner.intents as lex
from app.core.errors import PlanError
from app.core.models import LANGUAGES, Language
from app.core.settings import Congregation
from app.orchestrator.planner.builder import say
from app.orchestrator.planner.dates import DateHit, find_date, weekday_index
from app.orchestrator.planner.people import persons_in
from app.orchestrator.planner.text import Token, fold, osa_distance, tokenize
from app.orchestrator.planner.words import (
    EXPLICIT_LANGUAGE,
    FOREIGN_MARKERS,
    LANGUAGE_PREPOSITIONS,
    STOP,
    STOPWORDS,
)

# Quoted text: double quotes or guillemets, or single quotes whose inner apostrophes
# sit between letters ('I'm not interested' is one quote, "this week's talk" none).
_QUOTE = re.compile(
    r"[\"“”«»„]([^\"“”«»„]{3,300})[\"“”«»„]"
    r"|(?<![\w'‘’])['‘]((?:[^'‘’\n]|(?<=\w)['’](?=\w)){3,300}?)['’](?![\w'‘’])"
)
_VERSE_LIKE = re.compile(
    r"(?<![\w])((?:[123]\s?)?[^\W\d_]{2,})\.?\s+(\d{1,3}(?::\s?\d{1,3}(?:\s*[-,]\s*\d{1,3})*)?)"
)


@dataclass
class Reading:
    """What the rules planner read in a goal."""

    goal: str
    language: Language
    tokens: list[Token]
    references: list[Any] = field(default_factory=list)  # app.sources.references.BibleRef
    reference_tokens: set[int] = field(default_factory=set)
    quote: str | None = None
    quote_tokens: set[int] = field(default_factory=set)
    date: DateHit | None = None
    scores: lex.IntentScores = field(default_factory=lex.IntentScores)
    step_language: Language | None = None
    language_tokens: set[int] = field(default_factory=set)
    language_overridden: bool = False
    notes: list[str] = field(default_factory=list)
    people: list[str] = field(default_factory=list)  # the people the goal names
    person_tokens: set[int] = field(default_factory=set)

    def functional(self) -> set[int]:
        """Tokens that belong to cues, dates, references, quotes or people's names (not to
        a subject: a person is never searched for)."""
        used = (set(self.reference_tokens) | self.quote_tokens | self.language_tokens
                | self.person_tokens)
        if self.date:
            used |= self.date.tokens
        for matches in self.scores.matches.values():
            for m in matches:
                if not lex.is_subject(m.cue):
                    used.update(m.tokens)
        return used


def read_goal(goal: str, language: Language, cong: Congregation | None,
              today: dt.date, *, language_chosen: bool = False) -> Reading:
    """Everything the planner reads in a goal, before it decides on the steps. The
    language the goal seems written in replaces `language` unless the person chose
    `language` explicitly (`language_chosen`: `preparo run --language es`); a goal that
    names its language ("in Spanish") always says it."""
    tokens = tokenize(goal)
    reading = Reading(goal=goal, language=language, tokens=tokens)
    candidates = lex.word_matches(tokens)
    _read_quote(reading)
    _read_references(reading)
    _read_people(reading)
    skip = reading.reference_tokens | reading.quote_tokens | reading.person_tokens
    _read_explicit_language(reading, skip)
    skip |= reading.language_tokens
    reading.scores = lex.match_intents(tokens, skip, candidates)
    detected, margin = lex.detect_language(reading.scores.language_votes)
    if detected and detected != language and margin >= 1.5 and not language_chosen:
        reading.notes.append(say("language_detected", detected))
        reading.language = detected
        reading.language_overridden = True
    weekend = weekday_index(cong.weekend_day) if cong else 6
    reading.date = find_date(goal, tokens, candidates, today, reading.language, weekend,
                             skip)
    return reading


def _read_people(reading: Reading) -> None:
    """The people the goal names: their words cue no intent and are no subject."""
    reading.people = persons_in(reading.goal, reading.language)
    spans = [m.span() for name in reading.people
             for m in re.finditer(re.escape(name), reading.goal)]
    reading.person_tokens = {t.index for t in reading.tokens
                             if any(a <= t.start and t.end <= b for a, b in spans)}


def _read_quote(reading: Reading) -> None:
    m = _QUOTE.search(reading.goal)
    if not m:
        return
    text = (m.group(1) or m.group(2) or "").strip()
    if len(text) < 3:
        return
    reading.quote = text
    reading.quote_tokens = {t.index for t in reading.tokens
                            if t.start >= m.start() and t.end <= m.end()}


def _read_references(reading: Reading) -> None:
    try:
        from app.sources.references import parse_references
    except ImportError:
        reading.notes.append("the Bible reference parser is not available")
        return
    goal = reading.goal
    text = goal
    if reading.quote_tokens:
        # A quoted saying is not a reference to explain.
        first = min(reading.quote_tokens)
        last = max(reading.quote_tokens)
        start, end = reading.tokens[first].start, reading.tokens[last].end
        text = goal[:start] + " " * (end - start) + goal[end:]
    text = _verse_pairs(text)
    refs = list(parse_references(text, reading.language))
    spans = [r.span for r in refs if r.span]
    for m in _VERSE_LIKE.finditer(text):
        if any(s[0] < m.end() and m.start() < s[1] for s in spans):
            continue
        if ":" not in m.group(2):
            continue
        found = []
        for fixed in _fix_book(m.group(1), reading.language):
            found = parse_references(f"{fixed} {m.group(2)}", reading.language)
            if found:
                break
        if found:
            refs.extend(found)
            spans.append((m.start(), m.end()))
            reading.notes.append(say("read_reference", reading.language,
                                    written=m.group(0).strip(),
                                    ref=found[0].display(reading.language)))
    reading.references = refs
    reading.reference_tokens = {
        t.index for t in reading.tokens
        if any(s[0] <= t.start and t.end <= s[1] for s in spans)
    }


def _read_explicit_language(reading: Reading, skip: set[int]) -> None:
    toks = reading.tokens
    for i, tok in enumerate(toks):
        if i in skip or tok.norm not in EXPLICIT_LANGUAGE:
            continue
        if i > 0 and toks[i - 1].norm in LANGUAGE_PREPOSITIONS:
            reading.step_language = EXPLICIT_LANGUAGE[tok.norm]
            reading.language_tokens = {i - 1, i}
            return


def unsupported_language(goal: str, language: str) -> PlanError | None:
    """A clear refusal when the plan's language or the goal's is not es/en/pt."""
    if language not in LANGUAGES:
        return PlanError([say("unsupported_language", "en", name=str(language))])
    foreign = _foreign_language(goal)
    if foreign is not None:
        return PlanError([say("unsupported_language", language,
                             name=say(f"language_{foreign}", language))])
    return None


def _foreign_language(goal: str) -> str | None:
    """The language a goal is written in when it is clearly none of es/en/pt."""
    norms = [t.norm for t in tokenize(goal)]
    if len(norms) < 2:
        return None
    ours = STOPWORDS["en"] | STOPWORDS["es"] | STOPWORDS["pt"]
    known = sum(1 for n in norms if n in ours or n in lex.lexicon().index.exact)
    best, hits = None, 0
    for name, markers in FOREIGN_MARKERS.items():
        count = sum(1 for n in norms if n in markers and n not in ours)
        if count > hits:
            best, hits = name, count
    if best is not None and hits >= 2 and hits > known:
        return best
    return None


@lru_cache(maxsize=1)
def _book_names() -> dict[str, str]:
    """Folded book names and abbreviations (without a leading number) to a written form."""
    from app.sources.references import book_name

    out: dict[str, str] = {}
    for lang in LANGUAGES:
        for book in range(1, 67):
            for abbreviated in (False, True):
                name = book_name(book, lang, abbreviated).rstrip(".")
                base = re.sub(r"^[123]\s*", "", name)
                out.setdefault(fold(base), base)
    return out


def _fix_book(written: str, language: str) -> list[str]:
    """Book names the reference parser may read for a lower-case or misspelt one."""
    number = ""
    m = re.match(r"^([123])\s?(.*)$", written)
    if m:
        number, written = m.group(1) + " ", m.group(2)
    key = fold(written)
    if len(key) < 2 or key in STOP or key in lex.lexicon().index.exact:
        return []
    out = [number + written[:1].upper() + written[1:]]
    names = _book_names()
    if key in names:
        out.append(number + names[key])
    else:
        close = _close_book(key)
        if close:
            out.append(number + names[close])
    return out


@lru_cache(maxsize=4096)
def _close_book(key: str) -> str | None:
    """The folded book name one typo away from `key` ("jhon" -> "john"), when the
    closest names all stand for one book; names of four letters or more only."""
    if len(key) < 4:
        return None
    names = _book_names()
    found = [(osa_distance(key, name, 1), name) for name in names
             if len(name) >= 4 and abs(len(name) - len(key)) <= 1]
    close = sorted((d, n) for d, n in found if d <= 1)
    if not close:
        return None
    best = [n for d, n in close if d == close[0][0]]
    return best[0] if len({names[n] for n in best}) == 1 else None


_CHAPTER_VERSE = re.compile(
    r"(?<![\w])((?:[123]\s?)?([^\W\d_]{2,}))\.?\s+(\d{1,3})(\s+)(\d{1,3})(?![\d:])")


def _verse_pairs(text: str) -> str:
    """ "mateo 24 14" -> "mateo 24:14": a book name followed by two bare numbers is a
    chapter and a verse. The text keeps its length (token offsets stay valid)."""

    def fix(m: re.Match[str]) -> str:
        key = fold(m.group(2))
        if key in STOP or key in lex.lexicon().index.exact:
            return m.group(0)
        if key not in _book_names() and _close_book(key) is None:
            return m.group(0)
        gap = m.group(4)
        start = m.start(4) - m.start(0)
        whole = m.group(0)
        return whole[:start] + ":" + " " * (len(gap) - 1) + whole[start + len(gap):]

    return _CHAPTER_VERSE.sub(fix, text)
