"""The rules planner: a goal in es/en/pt to a plan, deterministic and offline.

Reading a goal: Bible references (app.sources.references, with a second try
for lower-case abbreviations and misspelt book names), quoted text, a date
expression (dates.py) and the intents of the lexicon (intents.py). The
intents then become steps with their arguments, dependencies and a rationale
in the plan's language.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from app.agents.registry import Registry
from app.core.care import care_of
from app.core.errors import PlanError
from app.core.i18n import tr
from app.core.inert import MAX_GOAL_CHARS
from app.core.models import LANGUAGES, Language, Plan, Step, new_step_id
from app.core.privacy import personal_fields
from app.core.settings import Congregation, Settings
from app.orchestrator.planner import intents as lex
from app.orchestrator.planner.args import SUBJECT_ARGS, fit_args
from app.orchestrator.planner.dates import (
    DateHit,
    day_in_week,
    find_date,
    upcoming,
    week_monday,
    weekday_index,
)
from app.orchestrator.planner.people import persons_in
from app.orchestrator.planner.text import Token, fold, osa_distance, shorten, tokenize

MAX_REFERENCES_PER_STEP = 30
SELECT = 0.8  # an intent with this score or more becomes a step

# Quoted text: double quotes or guillemets, or single quotes whose inner apostrophes
# sit between letters ('I'm not interested' is one quote, "this week's talk" none).
_QUOTE = re.compile(
    r"[\"“”«»„]([^\"“”«»„]{3,300})[\"“”«»„]"
    r"|(?<![\w'‘’])['‘]((?:[^'‘’\n]|(?<=\w)['’](?=\w)){3,300}?)['’](?![\w'‘’])"
)
_VERSE_LIKE = re.compile(
    r"(?<![\w])((?:[123]\s?)?[^\W\d_]{2,})\.?\s+(\d{1,3}(?::\s?\d{1,3}(?:\s*[-,]\s*\d{1,3})*)?)"
)
_NUMBER = re.compile(r"(?<![\d:/.-])(\d{1,3})(?![\d:/])")

_RESEARCH_FAMILY = ("apocrypha", "fact_check", "apologetics", "life", "research")
_MINISTRY_FAMILY = ("conversation", "revisit", "presentation")
_PURPOSE = {"for", "para", "pra", "pro"}
_ABOUT = {"about", "regarding", "concerning", "sobre", "acerca"}
_ARTICLES = {"a", "an", "the", "my", "una", "un", "uma", "um", "mi", "minha", "meu", "la",
             "el", "o", "mis", "minhas", "some", "alguna", "alguma"}
_PREPOSITIONS = {"con", "with", "com", "to", "a", "de", "do", "da", "for", "para", "pra",
                 "named", "llamado", "llamada", "chamado", "chamada"}
_SUNDAY_CONTENT = {"watchtower", "atalaya", "sentinela", "wt"}
_MIDWEEK_CONTENT = {"workbook", "guia", "apostila", "tesoros", "tesouros", "treasures",
                    "gems", "perlas", "joias", "vida", "life", "congregation",
                    "congregacion", "congregacao", "christian", "cristiana", "crista"}
_OBJECTION_TRIGGERS = (
    "says", "said", "say", "dice", "dicen", "dijo", "diz", "dizem", "disse", "told",
    "decir", "dizer")
_ACTIONS: dict[str, tuple[str, ...]] = {
    "add": ("add", "new", "log", "record", "register", "save", "anotar", "apuntar", "agregar",
            "anadir", "registrar", "nueva", "nuevo", "adicionar", "nova", "novo", "salvar",
            "guardar", "crear", "criar"),
    "list": ("list", "show", "lista", "listar", "mostrar", "ver", "todas", "all", "todos",
             "mis", "minhas", "my"),
    "update": ("update", "edit", "change", "actualizar", "editar", "cambiar", "modificar",
               "atualizar", "alterar", "mudar"),
}
_AUDIENCE = {
    "young", "youth", "youths", "teens", "teenagers", "jovenes", "joven", "jovens", "jovem",
    "adolescentes", "students", "estudiantes", "estudantes", "atheist", "atheists", "ateo",
    "ateos", "ateu", "ateus", "muslim", "muslims", "musulman", "musulmanes", "muculmano",
    "muculmanos", "catholic", "catholics", "catolico", "catolicos", "catolica", "evangelical",
    "evangelico", "evangelicos", "hindu", "hindus", "buddhist", "budista", "budistas",
    "elderly", "older", "ancianos", "mayores", "idosos", "parents", "padres", "pais",
    "children", "ninos", "criancas", "kids", "mothers", "madres", "maes", "workers",
    "trabajadores", "trabalhadores", "scientists", "people", "gente", "pessoas", "personas",
    "grieving", "mourning", "bereaved", "widows", "widow", "sick", "ill", "someone",
    "neighbour", "neighbor", "friend", "coworker", "colleague", "religious", "nonreligious",
    "families", "couples", "alguien", "enlutados", "enlutada", "enlutado", "viudas", "viuda",
    "enfermos", "enferma", "enfermo", "vecino", "vecina", "amigo", "amiga", "familias",
    "religiosos", "religiosas", "alguem", "enlutadas", "viuvas", "viuva", "doentes", "doente",
    "vizinho", "vizinha", "casais", "parejas",
    "jewish", "judio", "judios", "judeu", "judeus", "protestant", "protestante",
    "protestantes", "agnostic", "agnostico", "agnosticos", "business", "negocios",
}
_EXPLICIT_LANGUAGE: dict[str, Language] = {
    "english": "en", "ingles": "en", "spanish": "es", "espanol": "es", "castellano": "es",
    "espanhol": "es", "portuguese": "pt", "portugues": "pt",
}
_LANGUAGE_PREPOSITIONS = {"in", "en", "em", "into", "al", "para", "ao"}


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


class RulesPlanner:
    """Plans from the intent lexicon; no network, no model, a few milliseconds."""

    name = "rules"

    def __init__(self, registry: Registry, settings: Settings | None = None) -> None:
        self.registry = registry
        self.settings = settings
        self.startup_note = ""  # why a configured LLM planner is not in use, if it is not

    # -- public API -----------------------------------------------------------------
    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: dt.date | None = None) -> Plan:
        return self.plan_sync(goal, language, congregation, today=today)

    def plan_sync(self, goal: str, language: Language, congregation: str | None = None,
                  *, today: dt.date | None = None) -> Plan:
        goal = " ".join(goal.split())
        if not goal:
            raise PlanError([_t("empty_goal", language)])
        if len(goal) > MAX_GOAL_CHARS:
            raise PlanError([_t("long_goal", language, n=MAX_GOAL_CHARS)])
        refusal = unsupported_language(goal, language)
        if refusal is not None:
            raise refusal
        today = today or dt.date.today()
        cong = self._congregation(congregation)
        reading = self.read(goal, language, cong, today)
        return self._build(reading, cong, congregation, today)

    def plan_sunday(self, language: Language, congregation: str | None = None,
                    *, today: dt.date | None = None) -> Plan:
        """This week's weekend meeting: documents, Watchtower study, scriptures, sheet."""
        today = today or dt.date.today()
        cong = self._congregation(congregation)
        language = cong.language if cong and language not in LANGUAGES else language
        day = self._weekend_date(cong, today, None)
        b = _Builder(self.registry, language, None)
        self._sunday_steps(b, day, cong)
        b.export()
        return b.plan(_t("goal_sunday", language), congregation, 1.0)

    # -- reading ----------------------------------------------------------------------
    def read(self, goal: str, language: Language, cong: Congregation | None,
             today: dt.date) -> Reading:
        tokens = tokenize(goal)
        reading = Reading(goal=goal, language=language, tokens=tokens)
        candidates = lex.word_matches(tokens)
        self._read_quote(reading)
        self._read_references(reading)
        self._read_people(reading)
        skip = reading.reference_tokens | reading.quote_tokens | reading.person_tokens
        self._read_explicit_language(reading, skip)
        skip |= reading.language_tokens
        reading.scores = lex.match_intents(tokens, skip, candidates)
        detected, margin = lex.detect_language(reading.scores.language_votes)
        if detected and detected != language and margin >= 1.5:
            reading.notes.append(_t("language_detected", detected))
            reading.language = detected
            reading.language_overridden = True
        weekend = weekday_index(cong.weekend_day) if cong else 6
        reading.date = find_date(goal, tokens, candidates, today, reading.language, weekend,
                                 skip)
        return reading

    def _read_people(self, reading: Reading) -> None:
        """The people the goal names: their words cue no intent and are no subject."""
        reading.people = persons_in(reading.goal, reading.language)
        spans = [m.span() for name in reading.people
                 for m in re.finditer(re.escape(name), reading.goal)]
        reading.person_tokens = {t.index for t in reading.tokens
                                 if any(a <= t.start and t.end <= b for a, b in spans)}

    def _read_quote(self, reading: Reading) -> None:
        m = _QUOTE.search(reading.goal)
        if not m:
            return
        text = (m.group(1) or m.group(2) or "").strip()
        if len(text) < 3:
            return
        reading.quote = text
        reading.quote_tokens = {t.index for t in reading.tokens
                                if t.start >= m.start() and t.end <= m.end()}

    def _read_references(self, reading: Reading) -> None:
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
                reading.notes.append(_t("read_reference", reading.language,
                                        written=m.group(0).strip(),
                                        ref=found[0].display(reading.language)))
        reading.references = refs
        reading.reference_tokens = {
            t.index for t in reading.tokens
            if any(s[0] <= t.start and t.end <= s[1] for s in spans)
        }

    def _read_explicit_language(self, reading: Reading, skip: set[int]) -> None:
        toks = reading.tokens
        for i, tok in enumerate(toks):
            if i in skip or tok.norm not in _EXPLICIT_LANGUAGE:
                continue
            if i > 0 and toks[i - 1].norm in _LANGUAGE_PREPOSITIONS:
                reading.step_language = _EXPLICIT_LANGUAGE[tok.norm]
                reading.language_tokens = {i - 1, i}
                return

    # -- deciding -----------------------------------------------------------------------
    def _build(self, r: Reading, cong: Congregation | None, congregation: str | None,
               today: dt.date) -> Plan:
        lang = r.language
        s = r.scores
        totals = {k: v for k, v in s.scores.items()}
        self._purpose_discount(r, totals)
        for assign in [k for k in totals if k.startswith("assign_")]:
            totals["student_part"] = max(totals.get("student_part", 0.0), 0.0) + totals[assign]
        prep = totals.get("prepare", 0.0)
        meeting = totals.get("meeting", 0.0)
        # Weekdays: the congregation's meeting days say which meeting a day names.
        day_kind = self._day_kind(r.date, cong)
        if day_kind == "weekend" and not s.matches.get("sunday"):
            totals["sunday"] = totals.get("sunday", 0.0) + 0.7
        if day_kind == "midweek":
            totals["midweek"] = totals.get("midweek", 0.0) + 0.7
            if r.date is not None and r.date.weekday == 6 and s.matches.get("sunday"):
                totals["sunday"] = 0.0
        for key in ("sunday", "midweek"):
            if totals.get(key):
                totals[key] += meeting + prep
        for key in ("public_talk", "student_part", "revisit", "presentation"):
            if totals.get(key):
                totals[key] += prep
        if r.references:
            totals["verse"] = totals.get("verse", 0.0) + 1.0
        else:
            totals.pop("verse", None)

        chosen: list[str] = []
        specific = [k for k in ("public_talk", "student_part", "daily_text")
                    if totals.get(k, 0.0) >= SELECT]
        chosen.extend(specific)
        for key, content in (("sunday", _SUNDAY_CONTENT), ("midweek", _MIDWEEK_CONTENT)):
            if totals.get(key, 0.0) < SELECT:
                continue
            if specific and not self._has_word(r, key, content):
                continue
            chosen.append(key)
        if "sunday" in chosen and "midweek" in chosen:
            weaker = min(("sunday", "midweek"), key=lambda k: totals[k])
            if not self._has_word(r, weaker, _SUNDAY_CONTENT | _MIDWEEK_CONTENT):
                chosen.remove(weaker)
        if not chosen and meeting and not any(
                totals.get(k, 0.0) >= SELECT for k in (*_RESEARCH_FAMILY, *_MINISTRY_FAMILY)):
            chosen.append(self._next_meeting(cong, today))
            totals[chosen[-1]] = 0.35  # a guess from the calendar: confidence 0.6
        if "verse" in totals and not (
                "student_part" in chosen and "assign_bible_reading" in totals):
            chosen.append("verse")
        self._doctrine_not_saying(r, totals)
        care = care_of(self._care_text(r, totals))
        if care is not None:
            # A person in pain: Bible-based help with a care note, before anything else.
            chosen.insert(0, "care")
        for family in (_RESEARCH_FAMILY, _MINISTRY_FAMILY):
            if care is not None and family is _RESEARCH_FAMILY:
                continue
            best = sorted(
                (k for k in family if totals.get(k, 0.0) >= SELECT),
                key=lambda k: (-round(totals[k], 2), family.index(k)),
            )
            if best:
                chosen.append(best[0])
        if "presentation" in chosen and "student_part" in chosen:
            chosen.remove("presentation")
        if "life" in chosen and any(k in chosen for k in ("presentation", "conversation")):
            chosen.remove("life")  # the presentation researches its subject itself
        wants_export = totals.get("export", 0.0) >= 0.7
        confidence = self._confidence(chosen, totals, r)
        if not chosen:
            pool = (*_RESEARCH_FAMILY, *_MINISTRY_FAMILY, "public_talk", "student_part",
                    "daily_text", "sunday", "midweek")
            ranked: list[tuple[float, str]] = sorted(
                ((v, k) for k, v in totals.items() if k in pool), reverse=True)
            if ranked and ranked[0][0] >= 0.5:
                chosen.append(ranked[0][1])
                confidence = 0.55
            elif not wants_export:
                chosen.append("research")
                confidence = 0.35
                r.notes.append(_t("no_intent", lang))
            elif _has_subject(r):
                # "a study sheet about patience": research the subject, then the sheet.
                chosen.append("research")
                confidence = 0.6
        b = _Builder(self.registry, lang, r.step_language)
        for intent in chosen:
            self._add_intent(b, intent, r, cong, today)
        _keep_people_out(b, r.people)
        if wants_export or any(k in chosen for k in ("sunday", "midweek")):
            b.export()
        plan = b.plan(r.goal, congregation, confidence)
        plan.notes[:0] = [*([self.startup_note] if self.startup_note else []), *r.notes]
        return plan

    def _purpose_discount(self, r: Reading, totals: dict[str, float]) -> None:
        """"... for a return visit": the visit is the purpose, not a task of its own."""
        for intent in _MINISTRY_FAMILY:
            for m in r.scores.matches.get(intent, []):
                i = m.tokens[0] - 1
                while i >= 0 and r.tokens[i].norm in _ARTICLES:
                    i -= 1
                others = any(totals.get(k, 0.0) >= SELECT for k in _RESEARCH_FAMILY)
                if i >= 0 and r.tokens[i].norm in _PURPOSE and others:
                    totals[intent] = totals.get(intent, 0.0) - m.cue.weight * 0.6

    def _care_text(self, r: Reading, totals: dict[str, float]) -> str:
        """The goal without the audience of a presentation ("for someone grieving" is who
        the presentation is for, not the person asking)."""
        if totals.get("presentation", 0.0) < SELECT:
            return r.goal
        _, audience = _presentation(r)
        return r.goal.replace(audience, " ") if audience else r.goal

    def _doctrine_not_saying(self, r: Reading, totals: dict[str, float]) -> None:
        """"Is the Trinity in the Bible?" asks about a teaching, not about a saying: with
        no quote and a subject of one or two words, the apocrypha cue counts for the
        apologetics question instead."""
        if r.quote or totals.get("apocrypha", 0.0) < SELECT:
            return
        topic = _topic(r)
        content = [w for w in topic.split() if fold(w) not in _EDGE]
        doctrinal = bool(r.scores.matches.get("apologetics"))
        if len(content) <= 2 or (doctrinal and len(content) <= 3):
            totals["apologetics"] = max(totals.get("apologetics", 0.0), 0.0) + totals.pop(
                "apocrypha")

    def _has_word(self, r: Reading, intent: str, words: set[str]) -> bool:
        return any(w in words for m in r.scores.matches.get(intent, []) for w in m.cue.words)

    def _confidence(self, chosen: list[str], totals: dict[str, float], r: Reading) -> float:
        if not chosen:
            return 0.35
        values = [min(0.95, 0.5 + 0.3 * totals.get(k, 1.0)) for k in chosen]
        conf = min(values) - min(0.15, 0.05 * r.scores.typos)
        if r.language_overridden:
            conf -= 0.05
        return round(max(0.3, min(0.95, conf)), 2)

    def _day_kind(self, hit: DateHit | None, cong: Congregation | None) -> str | None:
        if hit is None or hit.weekday is None:
            return None
        if cong is not None:
            if hit.weekday == weekday_index(cong.weekend_day):
                return "weekend"
            if hit.weekday == weekday_index(cong.midweek_day):
                return "midweek"
            return None
        return "weekend" if hit.weekday >= 5 else "midweek"

    def _next_meeting(self, cong: Congregation | None, today: dt.date) -> str:
        mid = weekday_index(cong.midweek_day) if cong else 2
        end = weekday_index(cong.weekend_day) if cong else 6
        return "midweek" if upcoming(today, mid) < upcoming(today, end) else "sunday"

    # -- dates of meetings ----------------------------------------------------------------
    def _weekend_date(self, cong: Congregation | None, today: dt.date,
                      hit: DateHit | None) -> dt.date:
        wd = weekday_index(cong.weekend_day) if cong else 6
        if hit is not None and hit.weekday is not None and self._day_kind(hit, cong) == "weekend":
            return hit.date
        return day_in_week(hit.date if hit else today, wd)

    def _midweek_date(self, cong: Congregation | None, today: dt.date,
                      hit: DateHit | None) -> dt.date:
        wd = weekday_index(cong.midweek_day) if cong else 2
        if hit is not None and hit.weekday is not None and self._day_kind(hit, cong) == "midweek":
            return hit.date
        if hit is not None:
            return day_in_week(hit.date, wd)
        day = day_in_week(today, wd)
        return day if day >= today else day + dt.timedelta(days=7)

    # -- steps ----------------------------------------------------------------------------
    def _sunday_steps(self, b: _Builder, day: dt.date, cong: Congregation | None) -> str:
        lang = b.language
        week = b.add("meeting.week", {"date": day.isoformat()},
                     _t("why_week", lang, date=_fmt(day, lang)))
        study = b.add("meeting.watchtower_study", {"date": day.isoformat()},
                      _t("why_watchtower", lang), [week], content=True)
        self._scheduled_talk(b, day, cong)
        return study

    def _scheduled_talk(self, b: _Builder, day: dt.date, cong: Congregation | None) -> None:
        """The whole Sunday: the public talk the congregation scheduled for the week."""
        talk = cong.talk_for_week(week_monday(day).isoformat()) if cong else None
        if talk is None or not (talk.number or talk.title):
            return
        if any(s.agent == "meeting.public_talk_outline" for s in b.steps):
            return
        args: dict[str, Any] = {"date": day.isoformat()}
        if talk.number:
            args["number"] = talk.number
        if talk.title:
            args["title"] = talk.title[:200]
        what = f"#{talk.number} {talk.title}".strip() if talk.number else talk.title
        b.add("meeting.public_talk_outline", args, _t("why_talk", b.language, what=what),
              content=True)

    def _midweek_steps(self, b: _Builder, day: dt.date) -> str:
        lang = b.language
        week = b.add("meeting.week", {"date": day.isoformat()},
                     _t("why_week", lang, date=_fmt(day, lang)))
        return b.add("meeting.workbook", {"date": day.isoformat()}, _t("why_workbook", lang),
                     [week], content=True)

    def _add_intent(self, b: _Builder, intent: str, r: Reading, cong: Congregation | None,
                    today: dt.date) -> None:
        lang = r.language
        if intent == "sunday":
            self._sunday_steps(b, self._weekend_date(cong, today, r.date), cong)
        elif intent == "midweek":
            self._midweek_steps(b, self._midweek_date(cong, today, r.date))
        elif intent == "public_talk":
            self._public_talk(b, r, cong, today)
        elif intent == "student_part":
            self._student_part(b, r, cong, today)
        elif intent == "daily_text":
            day = r.date.date if r.date else today
            b.add("study.daily_text", {"date": day.isoformat()},
                  _t("why_daily", lang, date=_fmt(day, lang)), content=True)
        elif intent == "verse":
            refs = [ref.display(lang) for ref in r.references]
            unique = list(dict.fromkeys(refs))
            for i in range(0, len(unique), MAX_REFERENCES_PER_STEP):
                chunk = unique[i:i + MAX_REFERENCES_PER_STEP]
                b.add("verse.explain", {"references": chunk},
                      _t("why_verse", lang, refs=", ".join(chunk[:6])
                         + ("…" if len(chunk) > 6 else "")), content=True)
        elif intent == "research":
            topic = r.quote or _topic(r) or r.goal
            b.add("research.topic", {"topic": topic[:300]}, _t("why_research", lang, topic=topic),
                  content=True)
        elif intent == "care":
            topic = shorten(r.goal, 300)
            b.add("study.life_topics", {"topic": topic}, _t("why_care", lang), content=True)
        elif intent == "life":
            topic = r.quote or _topic(r) or r.goal
            b.add("study.life_topics", {"topic": topic[:300]},
                  _t("why_life", lang, topic=topic), content=True)
        elif intent == "apologetics":
            question = r.quote or _question(r)
            b.add("apologetics.research", {"question": question[:500]},
                  _t("why_apologetics", lang, topic=question), content=True)
        elif intent == "fact_check":
            claim = r.quote or _after_cue(r, "fact_check") or _question(r)
            b.add("apologetics.fact_check", {"claim": claim[:500]},
                  _t("why_fact_check", lang, topic=claim), content=True)
        elif intent == "apocrypha":
            saying = r.quote or _topic(r) or _question(r)
            b.add("apologetics.apocrypha", {"saying": saying[:500]},
                  _t("why_apocrypha", lang, topic=saying), content=True)
        elif intent == "conversation":
            objection = r.quote or _objection(r)
            b.add("ministry.conversation", {"objection": objection[:500]},
                  _t("why_conversation", lang, topic=objection), content=True)
        elif intent == "presentation":
            topic, audience = _presentation(r)
            args: dict[str, Any] = {"topic": topic[:300]}
            if audience:
                args["audience"] = audience[:200]
            b.add("ministry.presentation", args, _t("why_presentation", lang, topic=topic),
                  content=True)
        elif intent == "revisit":
            action, person, note, name_end = _revisit(r)
            details = _visit_details(r.goal, name_end)
            if details and action == "prepare" and not _asks_to_prepare(r):
                action = "add"  # "return visit with Tom, next time ...": note it down
            args = {"action": action, **details}
            if person:
                args["person"] = person
            if note and action in ("add", "update") and not details:
                args["note"] = note
            if not person and action != "list":
                # Nothing is searched for a visit no one can be named for: the person is
                # asked to write the name (the step then says the visit was not noted).
                r.notes.append(_t("revisit_no_person", lang))
            b.add("ministry.revisit", args, _t(f"why_revisit_{action}", lang), content=True)

    def _public_talk(self, b: _Builder, r: Reading, cong: Congregation | None,
                     today: dt.date) -> None:
        lang = r.language
        day = self._weekend_date(cong, today, r.date)
        number = _free_number(r, 1, 250)
        title = r.quote
        if number is None and title is None:
            title = _topic(r) or None
        args: dict[str, Any] = {"date": day.isoformat()}
        if number is None and title is None and cong is not None:
            talk = cong.talk_for_week(week_monday(day).isoformat())
            if talk is not None:
                number = talk.number
                title = talk.title or None
                r.notes.append(_t("talk_from_schedule", lang, name=cong.name))
        if number is not None:
            args["number"] = number
        if title:
            args["title"] = title[:200]
        what = f"#{number}" if number is not None else (title or _fmt(day, lang))
        b.add("meeting.public_talk_outline", args, _t("why_talk", lang, what=what), content=True)

    def _student_part(self, b: _Builder, r: Reading, cong: Congregation | None,
                      today: dt.date) -> None:
        lang = r.language
        assignment = None
        for key in r.scores.scores:
            if key.startswith("assign_"):
                assignment = key.removeprefix("assign_")
                break
        if assignment is None:
            assignment = _guess_assignment(r)
        if assignment is None:
            assignment = "starting_conversations"
            r.notes.append(_t("assignment_assumed", lang))
        day = self._midweek_date(cong, today, r.date)
        args: dict[str, Any] = {"assignment": assignment, "date": day.isoformat()}
        lesson = _lesson(r)
        if lesson:
            args["lesson"] = lesson
        b.add("meeting.student_part", args,
              _t("why_student", lang, what=_t(f"assignment_{assignment}", lang)), content=True)

    def _congregation(self, name: str | None) -> Congregation | None:
        if self.settings is None:
            return None
        return self.settings.congregation(name)


def _keep_people_out(b: _Builder, people: list[str]) -> None:
    """No step searches for a person the goal names: their name leaves the subjects of
    the steps that have no personal arguments (a question, a claim...), and a step with
    nothing left to search is left out (app/core/privacy.py would refuse it anyway)."""
    if not people:
        return
    names = re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in people),
                       re.IGNORECASE)
    kept: list[Step] = []
    for step in b.steps:
        if step.agent in b.registry and personal_fields(b.registry.get(step.agent).args_model):
            kept.append(step)
            continue
        args = dict(step.args)
        empty = False
        for key, value in step.args.items():
            if isinstance(value, str) and names.search(value):
                clean = " ".join(names.sub(" ", value).split()).strip(" ,.;:")
                args[key] = clean
                empty = empty or (key in SUBJECT_ARGS and len(clean) < 3)
        if empty:
            b.content = [sid for sid in b.content if sid != step.id]
            continue
        step.args = args
        kept.append(step)
    ids = {s.id for s in kept}
    for step in kept:
        step.depends_on = [d for d in step.depends_on if d in ids]
    b.steps = kept


class _Builder:
    """Collects steps with unique ids; the export step depends on the content leaves."""

    def __init__(self, registry: Registry, language: Language,
                 step_language: Language | None) -> None:
        self.registry = registry
        self.language = language
        self.step_language = step_language
        self.steps: list[Step] = []
        self.content: list[str] = []
        self.notes: list[str] = []

    def add(self, agent: str, args: dict[str, Any], rationale: str,
            depends_on: list[str] | None = None, *, content: bool = False) -> str:
        sid = new_step_id(agent, (s.id for s in self.steps), bare_first=True)
        if self.step_language and self.step_language != self.language:
            args = {**args, "language": self.step_language}
        if agent in self.registry:
            args = _within_limits(self.registry.get(agent).args_schema(), args)
            args, dropped = fit_args(self.registry.get(agent), args)
            self.notes.extend(dropped)
            self.notes.extend(self.registry.check_args(agent, args, self.language))
        else:
            self.notes.append(_t("agent_missing", self.language, agent=agent))
        self.steps.append(Step(id=sid, agent=agent, args=args, depends_on=depends_on or [],
                               rationale=rationale))
        if content:
            self.content.append(sid)
        return sid

    def export(self, title: str | None = None) -> str:
        """The study sheet after the content steps. With no title the sheet is named by
        its content (the article's or the week's title) or the run's goal."""
        needed = {d for s in self.steps for d in s.depends_on}
        leaves = [sid for sid in self.content if sid not in needed]
        args = {"title": title} if title else {}
        return self.add("export.study_sheet", args, _t("why_export", self.language), leaves)

    def plan(self, goal: str, congregation: str | None, confidence: float) -> Plan:
        return Plan(goal=goal, language=self.language, congregation=congregation,
                    steps=self.steps, confidence=confidence, planner="rules",
                    notes=list(dict.fromkeys(self.notes)))


# Common words of languages Preparo does not plan in (none is a word of es/en/pt).
def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_FOREIGN_MARKERS: dict[str, frozenset[str]] = {
    "fr": _word_set("le les du des une est pour avec dans je mon ma mes nous vous pourquoi "
                    "comment qu quoi reunion preparer prepare expliquer explique aujourd "
                    "dimanche semaine prochaine ceci cela etre avoir"),
    "de": _word_set("der die das und ist mit fur meine mein ich wie warum bitte vorbereiten "
                    "bereite erklare erklaren versammlung sonntag woche heute nicht ein eine "
                    "vor zum zur auf"),
    "it": _word_set("il gli della delle che per con mio mia perche come preparare prepara "
                    "spiega spiegami adunanza domenica settimana oggi sono questa questo "
                    "nella"),
}


def unsupported_language(goal: str, language: str) -> PlanError | None:
    """A clear refusal when the plan's language or the goal's is not es/en/pt."""
    if language not in LANGUAGES:
        return PlanError([_t("unsupported_language", "en", name=str(language))])
    foreign = _foreign_language(goal)
    if foreign is not None:
        return PlanError([_t("unsupported_language", language,
                             name=_t(f"language_{foreign}", language))])
    return None


def _foreign_language(goal: str) -> str | None:
    """The language a goal is written in when it is clearly none of es/en/pt."""
    norms = [t.norm for t in tokenize(goal)]
    if len(norms) < 2:
        return None
    ours = lex.STOPWORDS["en"] | lex.STOPWORDS["es"] | lex.STOPWORDS["pt"]
    known = sum(1 for n in norms if n in ours or n in lex.lexicon().index.exact)
    best, hits = None, 0
    for name, markers in _FOREIGN_MARKERS.items():
        count = sum(1 for n in norms if n in markers and n not in ours)
        if count > hits:
            best, hits = name, count
    if best is not None and hits >= 2 and hits > known:
        return best
    return None


def _within_limits(schema: dict[str, Any], args: dict[str, Any]) -> dict[str, Any]:
    """Text arguments longer than the agent accepts, summarised to fit (a long goal is
    read, not refused)."""
    props: dict[str, Any] = schema.get("properties", {})
    out = dict(args)
    for key, value in args.items():
        if not isinstance(value, str):
            continue
        spec = props.get(key, {})
        limits = [spec.get("maxLength")] + [o.get("maxLength") for o in spec.get("anyOf", [])]
        limit = min((x for x in limits if isinstance(x, int)), default=None)
        if limit is not None and len(value) > limit:
            out[key] = shorten(value, limit, _STOP)
    return out


# -- extracting arguments ---------------------------------------------------------------

def _all_stopwords() -> frozenset[str]:
    return lex.STOPWORDS["en"] | lex.STOPWORDS["es"] | lex.STOPWORDS["pt"]


_STOP = _all_stopwords()
# Trimmed from the edges of a topic too: "bible advice for anxiety" is about anxiety.
_EDGE = _STOP | {"bible", "biblia", "biblical", "biblico", "biblicos", "biblica", "biblicas",
                 "scriptural", "biblically"}


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
        while run and run[0].norm in _EDGE:
            run = run[1:]
        while run and run[-1].norm in _EDGE:
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


def _topic(r: Reading) -> str:
    """The longest stretch of the goal that is not a cue, a date or a reference."""
    runs = _runs(r, r.functional())
    if not runs:
        return ""
    subject = {t for intent in ("life", "apologetics") for t in r.scores.tokens_of(intent)}
    about = {t.index + 1 for t in r.tokens if t.norm in _ABOUT}
    best = max(runs, key=lambda run: (any(t.index in subject for t in run),
                                      any(t.index in about for t in run),
                                      sum(1 for t in run if t.norm not in _EDGE),
                                      -run[0].index))
    return _span_text(r, best)


def _has_subject(r: Reading) -> bool:
    """Whether the goal names something to research besides its cues."""
    return any(t.norm not in _EDGE and not t.norm.isdigit()
               for run in _runs(r, r.functional()) for t in run)


def _question(r: Reading) -> str:
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


def _after_cue(r: Reading, intent: str) -> str:
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


def _objection(r: Reading) -> str:
    toks = r.tokens
    for i, tok in enumerate(toks):
        if tok.norm in _OBJECTION_TRIGGERS and i + 1 < len(toks):
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
    return _topic(r) or _question(r)


def _presentation(r: Reading) -> tuple[str, str]:
    runs = _runs(r, r.functional())
    audience = ""
    toks = r.tokens
    for i in range(len(toks) - 1, 0, -1):
        if toks[i - 1].norm in _PURPOSE and any(t.norm in _AUDIENCE for t in toks[i:i + 4]):
            audience = r.goal[toks[i].start:toks[min(len(toks), i + 4) - 1].end].strip(" .?!")
            cut = toks[i - 1].start
            runs = [[t for t in run if t.end <= cut] for run in runs]
            runs = [run for run in runs if run]
            break
    if not runs:
        return r.goal, audience
    best = max(runs, key=lambda run: sum(1 for t in run if t.norm not in _STOP))
    while best and best[-1].norm in _STOP:
        best = best[:-1]
    return (_span_text(r, best) if best else r.goal), audience


def _revisit(r: Reading) -> tuple[str, str | None, str | None, int]:
    """The action, the person (their full name as written), the note after the name,
    and where the name ends in the goal (-1 when no one is named)."""
    norms = [t.norm for t in r.tokens]
    action = "prepare"
    for name in ("add", "update", "list"):
        if any(w in norms for w in _ACTIONS[name]):
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
    marker = _NEXT_TOPIC.search(r.goal) or _NEXT_QUESTION.search(r.goal)
    stop_at = marker.start() if marker else len(r.goal)
    for i, tok in enumerate(toks):
        if i <= cue_end or tok.norm not in _PREPOSITIONS:
            continue
        run: list[Token] = []
        for nxt in toks[i + 1:i + 4]:
            gap = r.goal[(run[-1] if run else tok).end:nxt.start]
            if (gap.strip() or nxt.end > stop_at or nxt.index in used or nxt.norm in _STOP
                    or nxt.norm in _PREPOSITIONS):
                break
            run.append(nxt)
        if run:
            name = " ".join(t.text.capitalize() if t.text.islower() else t.text for t in run)
            return name, run[-1].end
        break
    return None, -1


_NEXT_TOPIC = re.compile(
    r"\b(?:talk about|talk next about|discuss|discussed|speak about|talked about|spoke about"
    r"|hablar(?:le)? (?:de|sobre)|hablamos (?:de(?:l)?|sobre)|conversamos (?:de(?:l)?|sobre)"
    r"|falamos (?:de|do|da|dos|das|sobre)"
    r"|conversar (?:de|sobre)|tratar|falar(?:-lhe)? (?:de|sobre)|conversar sobre"
    r"|next time|next visit|la pr[oó]xima vez|pr[oó]xima visita|da pr[oó]xima vez"
    r"|na pr[oó]xima vez|na pr[oó]xima visita)\b[\s,:]*", re.IGNORECASE)
_NEXT_QUESTION = re.compile(
    r"\b(?:ask(?: (?:him|her|them))?|preguntar(?:le)?|pregunta|perguntar(?:-lhe)?|pergunta"
    r"|question)\b[\s:]*[\"“«'¿]?([^\"”»?]{6,200}\?)", re.IGNORECASE)
_LITERATURE = re.compile(
    r"\b(?:left (?:him|her|them)?|gave (?:him|her|them)?|dej[eé](?:le)?|le dej[eé]"
    r"|deixei(?: com (?:ele|ela))?)\s+(?:the |el |la |los |las |o |a |os |as )?"
    r"([^.;,]{3,120})", re.IGNORECASE)
_ADDRESS = re.compile(
    r"\b(?:lives (?:at|on|in)|vive en|mora (?:na|no|em))\s+([^.;,]{3,200})", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.;!]|,\s*(?:left|gave|ask|dej|le dej|pregunt|deixei|pergunt|"
                         r"and ask|y pregunt|e pergunt)", re.IGNORECASE)


_STREET = re.compile(
    r"\b(?:street|st|avenue|ave|road|rd|lane|drive|boulevard|blvd|court|apartment|apt|house"
    r"|calle|avenida|avda|av|camino|plaza|paseo|carrera|barrio|edificio|piso|casa"
    r"|apartamento|depto|rua|travessa|praca|praça|estrada|alameda|bairro|apto|n[oº°])\b"
    r"|\d", re.IGNORECASE)


def _address_after(goal: str, name_end: int) -> str | None:
    """The address written right after the name, between commas ("Revisita a Maria,
    Oak Street, hablamos del Reino" -> "Oak Street"), when it reads as one."""
    if name_end < 0 or not goal[name_end:].lstrip(" ").startswith(","):
        return None
    segment = goal[name_end:].lstrip(" ")[1:].split(",", 1)[0]
    segment = re.split(r"[.;]", segment, maxsplit=1)[0].strip()
    if (not segment or len(segment) > 200 or _NEXT_TOPIC.search(segment)
            or _NEXT_QUESTION.search(segment) or _LITERATURE.search(segment)
            or not _STREET.search(segment)):
        return None
    return segment


def _visit_details(goal: str, name_end: int = -1) -> dict[str, Any]:
    """What a return-visit goal says to note down: the topic for next time, the question
    left, the literature left, where the person lives."""
    out: dict[str, Any] = {}
    markers = list(_NEXT_TOPIC.finditer(goal))
    if markers:
        # "next time talk about X": the text after the last marker of the first clause.
        first = markers[0]
        end_m = _CLAUSE_END.search(goal, first.end())
        end = end_m.start() if end_m else len(goal)
        last = [m for m in markers if m.start() < end][-1]
        topic = goal[last.end():end].strip(" ,.:;-?¿!¡\"'")
        if topic and len(topic) <= 120 and not topic.endswith("?"):
            out["topics"] = [topic]
    question = _NEXT_QUESTION.search(goal)
    if question:
        out["next_question"] = question.group(1).strip()
    literature = _LITERATURE.search(goal)
    if literature:
        out["literature"] = [literature.group(1).strip()]
    address = _ADDRESS.search(goal)
    if address:
        out["address_note"] = address.group(1).strip()
    else:
        written = _address_after(goal, name_end)
        if written:
            out["address_note"] = written
    return out


def _asks_to_prepare(r: Reading) -> bool:
    return any(t.norm.startswith("prepar") or t.norm in ("get", "ready", "alistar")
               for t in r.tokens)


def _free_number(r: Reading, low: int, high: int) -> int | None:
    used = r.reference_tokens | (r.date.tokens if r.date else set())
    for tok in r.tokens:
        if tok.index in used or not tok.norm.isdigit():
            continue
        value = int(tok.norm)
        if low <= value <= high:
            return value
    return None


_LESSON_WORD = {"en": "lesson", "es": "lección", "pt": "lição"}
_POINT_WORD = {"en": "point", "es": "punto", "pt": "ponto"}
_TEACHING_PUBS = ("lmd", "th", "lff", "lfb")


def _lesson(r: Reading) -> str | None:
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
    symbol = next((t.norm for t in toks if t.norm in _TEACHING_PUBS), None)
    if symbol is None:
        return number
    text = f"{symbol} {_LESSON_WORD[r.language]} {number}"
    return f"{text} {_POINT_WORD[r.language]} {point}" if point else text


def _guess_assignment(r: Reading) -> str | None:
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
    if len(key) < 2 or key in _STOP or key in lex.lexicon().index.exact:
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
        if key in _STOP or key in lex.lexicon().index.exact:
            return m.group(0)
        if key not in _book_names() and _close_book(key) is None:
            return m.group(0)
        gap = m.group(4)
        start = m.start(4) - m.start(0)
        whole = m.group(0)
        return whole[:start] + ":" + " " * (len(gap) - 1) + whole[start + len(gap):]

    return _CHAPTER_VERSE.sub(fix, text)


def _fmt(day: dt.date, language: str) -> str:
    return day.strftime("%d/%m/%Y") if language != "en" else day.isoformat()


def _t(key: str, language: str, **kw: Any) -> str:
    """A planner text from the catalogs (resources/i18n), by its key without the prefix."""
    return tr(f"planner.{key}", language, **kw)


