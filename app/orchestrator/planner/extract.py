"""The arguments of the steps, extracted from what the planner read in a goal: the
topic, the question, the claim, the objection, a presentation's audience, the person
and notes of a return visit, a talk's number, a student part's lesson.
"""

from __future__ import annotations

import re
from typing import Any

from app.orchestrator.planner.people import persons_in
from app.orchestrator.planner.reading import Reading
from app.orchestrator.planner.text import Token
from app.orchestrator.planner.words import (
    ABOUT,
    ACTIONS,
    ADDRESS,
    AUDIENCE,
    CLAUSE_END,
    EDGE,
    LESSON_WORD,
    LITERATURE,
    NEXT_QUESTION,
    NEXT_TOPIC,
    OBJECTION_TRIGGERS,
    POINT_WORD,
    PREPOSITIONS,
    PURPOSE,
    STOP,
    STREET,
    TEACHING_PUBS,
)


def _runs(r: Reading, used: set[int]) -> list[list[Token]]:
    runs: list[list[Token]] = []
    current: list[Token] = []
    for tok in r.tokens:
        if tok.index in used or _punct_between(r, current, tok):
            if current:
                runs.append(current)
            current = [] if tok.index in used else [tok]
            continue
        current.append(tok)
    if current:
        runs.append(current)
    out = []
    for run in runs:
        while run and run[0].norm in EDGE:
            run = run[1:]
        while run and run[-1].norm in EDGE:
            run = run[:-1]
        if run:
            out.append(run)
    return out


def _punct_between(r: Reading, current: list[Token], tok: Token) -> bool:
    """A clause break (, ; . ? ! :) between the run so far and the next token."""
    if not current:
        return False
    gap = r.goal[current[-1].end:tok.start]
    return any(ch in gap for ch in ",;.?!:()")


def _span_text(r: Reading, run: list[Token]) -> str:
    return r.goal[run[0].start:run[-1].end].strip()


def topic_of(r: Reading) -> str:
    """The longest stretch of the goal that is not a cue, a date or a reference."""
    runs = _runs(r, r.functional())
    if not runs:
        return ""
    subject = {t for intent in ("life", "apologetics") for t in r.scores.tokens_of(intent)}
    about = {t.index + 1 for t in r.tokens if t.norm in ABOUT}
    best = max(runs, key=lambda run: (any(t.index in subject for t in run),
                                      any(t.index in about for t in run),
                                      sum(1 for t in run if t.norm not in EDGE),
                                      -run[0].index))
    return _span_text(r, best)


def has_subject(r: Reading) -> bool:
    """Whether the goal names something to research besides its cues."""
    return any(t.norm not in EDGE and not t.norm.isdigit()
               for run in _runs(r, r.functional()) for t in run)


def question_of(r: Reading) -> str:
    """The goal as a question without a leading request ("investiga por qué" -> "por qué")."""
    toks = r.tokens
    leading = {"research", "investigate", "investiga", "investigar", "pesquise", "pesquisar",
               "pesquisa", "explain", "explica", "explicar", "explique", "tell", "dime",
               "diga", "me", "please", "por", "favor", "can", "you", "help", "ayudame",
               "ajude", "check", "verificar", "verifica", "fact", "comprobar", "comprueba",
               "checar", "confere", "conferir", "quiero", "saber", "quero", "want", "to",
               "know", "i", "a"}
    i = 0
    while i < len(toks) - 1 and toks[i].norm in leading:
        i += 1
    return r.goal[toks[i].start:].strip(" .") if toks else r.goal


def after_cue(r: Reading, intent: str) -> str:
    """The clause after the last cue of `intent` ("is it true that X" -> "X")."""
    matches = r.scores.matches.get(intent, [])
    if not matches:
        return ""
    last = max(t for m in matches for t in m.tokens)
    rest = [t for t in r.tokens if t.index > last]
    while rest and rest[0].norm in {"that", "que", "if", "whether", "si", "se"}:
        rest = rest[1:]
    if not rest:
        return ""
    return r.goal[rest[0].start:].strip(" ?.!")


def objection_of(r: Reading) -> str:
    toks = r.tokens
    for i, tok in enumerate(toks):
        if tok.norm in OBJECTION_TRIGGERS and i + 1 < len(toks):
            j = i + 1
            while j < len(toks) and toks[j].norm in {"que", "that", "me", "to"}:
                j += 1
            if j >= len(toks):
                break
            end = len(r.goal)
            for k in range(j + 1, len(toks)):
                if any(ch in r.goal[toks[k - 1].end:toks[k].start] for ch in ",;?!"):
                    end = toks[k - 1].end
                    break
            text = r.goal[toks[j].start:end].strip(" ?.!,")
            if len(text) >= 3:
                return text
    return topic_of(r) or question_of(r)


def presentation_of(r: Reading) -> tuple[str, str]:
    runs = _runs(r, r.functional())
    audience = ""
    cut = len(r.goal)
    toks = r.tokens
    for i in range(len(toks) - 1, 0, -1):
        if toks[i - 1].norm in PURPOSE and any(t.norm in AUDIENCE for t in toks[i:i + 4]):
            # the audience runs to the end of the goal ("alguien que está de duelo"), up to
            # eight words
            audience = r.goal[toks[i].start:toks[min(len(toks), i + 8) - 1].end].strip(" .?!")
            cut = toks[i - 1].start
            runs = [[t for t in run if t.end <= cut] for run in runs]
            runs = [run for run in runs if run]
            break
    if not runs:  # the subject is all common words ("la Biblia"): what comes before the audience
        return (r.goal[:cut].strip(" ,.") if audience else r.goal), audience
    best = max(runs, key=lambda run: sum(1 for t in run if t.norm not in STOP))
    while best and best[-1].norm in STOP:
        best = best[:-1]
    return (_span_text(r, best) if best else r.goal), audience


def revisit_of(r: Reading) -> tuple[str, str | None, str | None, int]:
    """The action, the person (their full name as written), the note after the name,
    and where the name ends in the goal (-1 when no one is named)."""
    norms = [t.norm for t in r.tokens]
    action = "prepare"
    for name in ("add", "update", "list"):
        if any(w in norms for w in ACTIONS[name]):
            action = name
            break
    if action == "list" and any(w in norms for w in ("prepare", "prepara", "preparar")):
        action = "prepare"
    person: str | None = None
    end = -1
    named = persons_in(r.goal, r.language)
    if named:
        person = named[0]
        end = r.goal.find(person) + len(person)
    else:
        person, end = _lower_case_person(r)
    if action == "list" and person is None and "list" not in norms:
        action = "list"
    note = None
    if person:
        rest = r.goal[end:].strip(" ,.:;-")
        note = rest or None
    return action, person, note, end


def _lower_case_person(r: Reading) -> tuple[str | None, int]:
    """A name written in lower case right after "with", "con", "com"... that follows
    the return-visit cue ("revisita con carl young, ..." -> "Carl Young"): its words up
    to a comma, a known word or the topic for next time."""
    used = set(r.reference_tokens) | r.quote_tokens | (r.date.tokens if r.date else set())
    toks = r.tokens
    cue_end = max(r.scores.tokens_of("revisit"), default=-1)
    marker = NEXT_TOPIC.search(r.goal) or NEXT_QUESTION.search(r.goal)
    stop_at = marker.start() if marker else len(r.goal)
    for i, tok in enumerate(toks):
        if i <= cue_end or tok.norm not in PREPOSITIONS:
            continue
        run: list[Token] = []
        for nxt in toks[i + 1:i + 4]:
            gap = r.goal[(run[-1] if run else tok).end:nxt.start]
            if (gap.strip() or nxt.end > stop_at or nxt.index in used or nxt.norm in STOP
                    or nxt.norm in PREPOSITIONS):
                break
            run.append(nxt)
        if run:
            name = " ".join(t.text.capitalize() if t.text.islower() else t.text for t in run)
            return name, run[-1].end
        break
    return None, -1


def _address_after(goal: str, name_end: int) -> str | None:
    """The address written right after the name, between commas ("Revisita a Maria,
    Oak Street, hablamos del Reino" -> "Oak Street"), when it reads as one."""
    if name_end < 0 or not goal[name_end:].lstrip(" ").startswith(","):
        return None
    segment = goal[name_end:].lstrip(" ")[1:].split(",", 1)[0]
    segment = re.split(r"[.;]", segment, maxsplit=1)[0].strip()
    if (not segment or len(segment) > 200 or NEXT_TOPIC.search(segment)
            or NEXT_QUESTION.search(segment) or LITERATURE.search(segment)
            or not STREET.search(segment)):
        return None
    return segment


def visit_details(goal: str, name_end: int = -1) -> dict[str, Any]:
    """What a return-visit goal says to note down: the topic for next time, the question
    left, the literature left, where the person lives."""
    out: dict[str, Any] = {}
    markers = list(NEXT_TOPIC.finditer(goal))
    if markers:
        # "next time talk about X": the text after the last marker of the first clause.
        first = markers[0]
        end_m = CLAUSE_END.search(goal, first.end())
        end = end_m.start() if end_m else len(goal)
        last = [m for m in markers if m.start() < end][-1]
        topic = goal[last.end():end].strip(" ,.:;-?¿!¡\"'")
        if topic and len(topic) <= 120 and not topic.endswith("?"):
            out["topics"] = [topic]
    question = NEXT_QUESTION.search(goal)
    if question:
        out["next_question"] = question.group(1).strip()
    literature = LITERATURE.search(goal)
    if literature:
        out["literature"] = [literature.group(1).strip()]
    address = ADDRESS.search(goal)
    if address:
        out["address_note"] = address.group(1).strip()
    else:
        written = _address_after(goal, name_end)
        if written:
            out["address_note"] = written
    return out


def asks_to_prepare(r: Reading) -> bool:
    return any(t.norm.startswith("prepar") or t.norm in ("get", "ready", "alistar")
               for t in r.tokens)


def free_number(r: Reading, low: int, high: int) -> int | None:
    used = r.reference_tokens | (r.date.tokens if r.date else set())
    for tok in r.tokens:
        if tok.index in used or not tok.norm.isdigit():
            continue
        value = int(tok.norm)
        if low <= value <= high:
            return value
    return None


def lesson_of(r: Reading) -> str | None:
    """The lesson named: "2", or with its brochure "lmd lección 2 punto 5"."""
    toks = r.tokens
    number = point = None
    for i, tok in enumerate(toks):
        if tok.norm in ("lesson", "leccion", "licao", "lec", "lic") and number is None:
            number = next((n.norm for n in toks[i + 1:i + 4] if n.norm.isdigit()), None)
        elif tok.norm in ("point", "punto", "ponto") and point is None:
            point = next((n.norm for n in toks[i + 1:i + 3] if n.norm.isdigit()), None)
    if number is None:
        return point
    symbol = next((t.norm for t in toks if t.norm in TEACHING_PUBS), None)
    if symbol is None:
        return number
    text = f"{symbol} {LESSON_WORD[r.language]} {number}"
    return f"{text} {POINT_WORD[r.language]} {point}" if point else text


def guess_assignment(r: Reading) -> str | None:
    norms = {t.norm for t in r.tokens}
    guesses = (
        ("bible_reading", {"reading", "lectura", "leitura"}),
        ("starting_conversations", {"conversation", "conversations", "conversacion",
                                    "conversaciones", "conversa", "conversas"}),
        ("following_up", {"revisit", "revisita", "revisitas", "follow"}),
        ("making_disciples", {"disciples", "discipulos"}),
        ("explaining_beliefs", {"beliefs", "creencias", "crencas"}),
        ("talk", {"talk", "discurso"}),
    )
    for assignment, words in guesses:
        if norms & words:
            return assignment
    return None
