"""The rules planner: a goal in es/en/pt to a plan, deterministic and offline.

What a goal says is read in reading.py (references, quotes, people, dates and
the intents matched by intents.py over the cues of cues.py). Here the planner
decides which intents become steps; the steps get their arguments from
extract.py, the meeting steps come from meetings.py, and builder.py collects
them with their dependencies and a rationale in the plan's language.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from app.agents.registry import Registry
from app.core.care import care_of
from app.core.errors import PlanError
from app.core.inert import MAX_GOAL_CHARS
from app.core.models import LANGUAGES, Language, Plan
from app.core.settings import Congregation, Settings
from app.orchestrator.planner.builder import StepBuilder, day_text, keep_people_out, say
from app.orchestrator.planner.claim_forms import claim_of
from app.orchestrator.planner.extract import (
    after_cue,
    asks_to_prepare,
    has_subject,
    objection_of,
    presentation_of,
    question_of,
    revisit_of,
    topic_of,
    visit_details,
)
from app.orchestrator.planner.meetings import (
    meeting_kind,
    midweek_date,
    midweek_steps,
    next_meeting,
    public_talk_steps,
    student_part_steps,
    sunday_steps,
    week_steps,
    weekend_date,
)
from app.orchestrator.planner.pairs import asks_about_teaching, names_teaching, without_purpose
from app.orchestrator.planner.reading import Reading, read_goal, unsupported_language
from app.orchestrator.planner.study import (
    bible_study_args,
    is_bible_study,
    is_whats_new,
    news_days,
)
from app.orchestrator.planner.text import fold, shorten
from app.orchestrator.planner.words import (
    ARTICLES,
    EDGE,
    MIDWEEK_CONTENT,
    MINISTRY_FAMILY,
    NEXT_TOPIC,
    PURPOSE,
    RESEARCH_FAMILY,
    SUNDAY_CONTENT,
)

MAX_REFERENCES_PER_STEP = 30
SELECT = 0.8  # an intent with this score or more becomes a step


class RulesPlanner:
    """Plans from the intent lexicon; no network, no model, a few milliseconds."""

    name = "rules"

    def __init__(self, registry: Registry, settings: Settings | None = None) -> None:
        self.registry = registry
        self.settings = settings
        self.startup_note = ""  # why a configured LLM planner is not in use, if it is not

    # -- public API -----------------------------------------------------------------
    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: dt.date | None = None, language_chosen: bool = False) -> Plan:
        return self.plan_sync(goal, language, congregation, today=today,
                              language_chosen=language_chosen)

    def plan_sync(self, goal: str, language: Language, congregation: str | None = None,
                  *, today: dt.date | None = None, language_chosen: bool = False) -> Plan:
        goal = " ".join(goal.split())
        if not goal:
            raise PlanError([say("empty_goal", language)])
        if len(goal) > MAX_GOAL_CHARS:
            raise PlanError([say("long_goal", language, n=MAX_GOAL_CHARS)])
        refusal = unsupported_language(goal, language)
        if refusal is not None:
            raise refusal
        today = today or dt.date.today()
        cong = self._congregation(congregation)
        reading = read_goal(goal, language, cong, today, language_chosen=language_chosen)
        return self._build(reading, cong, congregation, today)

    def plan_sunday(self, language: Language, congregation: str | None = None,
                    *, today: dt.date | None = None) -> Plan:
        """This week's weekend meeting: documents, Watchtower study, scriptures, sheet."""
        today = today or dt.date.today()
        cong = self._congregation(congregation)
        language = cong.language if cong and language not in LANGUAGES else language
        day = weekend_date(cong, today, None)
        b = StepBuilder(self.registry, language, None)
        sunday_steps(b, day, cong)
        b.export()
        return b.plan(say("goal_sunday", language), congregation, 1.0)

    # -- deciding -----------------------------------------------------------------------
    def _build(self, r: Reading, cong: Congregation | None, congregation: str | None,
               today: dt.date) -> Plan:
        lang = r.language
        alone = self._study_or_news(r, congregation)
        if alone is not None:
            return alone
        s = r.scores
        totals = {k: v for k, v in s.scores.items()}
        self._purpose_discount(r, totals)
        self._visit_topic_is_no_talk(r, totals)
        if claim_of(r.goal) is not None:  # "is it true that…": the fact-checker, always
            totals["fact_check"] = max(totals.get("fact_check", 0.0), 0.0) + 2.0
        for assign in [k for k in totals if k.startswith("assign_")]:
            totals["student_part"] = max(totals.get("student_part", 0.0), 0.0) + totals[assign]
        prep = totals.get("prepare", 0.0)
        meeting = totals.get("meeting", 0.0)
        # Weekdays: the congregation's meeting days say which meeting a day names.
        day_kind = meeting_kind(r.date, cong)
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
        for key, content in (("sunday", SUNDAY_CONTENT), ("midweek", MIDWEEK_CONTENT)):
            if totals.get(key, 0.0) < SELECT:
                continue
            if specific and not self._has_word(r, key, content):
                continue
            chosen.append(key)
        if "sunday" in chosen and "midweek" in chosen:
            weaker = min(("sunday", "midweek"), key=lambda k: totals[k])
            if not self._has_word(r, weaker, SUNDAY_CONTENT | MIDWEEK_CONTENT):
                chosen.remove(weaker)
        if totals.get("week", 0.0) >= SELECT:
            # The whole week holds both meetings and the daily texts.
            chosen = ["week", *(k for k in chosen if k not in ("sunday", "midweek",
                                                                "daily_text"))]
        if not chosen and meeting and not any(
                totals.get(k, 0.0) >= SELECT for k in (*RESEARCH_FAMILY, *MINISTRY_FAMILY)):
            chosen.append(next_meeting(cong, today))
            totals[chosen[-1]] = 0.35  # a guess from the calendar: confidence 0.6
        if "verse" in totals and "student_part" not in chosen:  # a part's passage is its own
            chosen.append("verse")
        self._doctrine_not_saying(r, totals)
        care = care_of(self._care_text(r, totals))
        if care is not None:
            # A person in pain: Bible-based help with a care note, before anything else.
            chosen.insert(0, "care")
        for family in (RESEARCH_FAMILY, MINISTRY_FAMILY):
            if care is not None and family is RESEARCH_FAMILY:
                continue
            best = sorted(
                (k for k in family if totals.get(k, 0.0) >= SELECT),
                key=lambda k: (-round(totals[k], 2), family.index(k)),
            )
            if best:
                chosen.append(best[0])
        chosen.extend(self._paired(r, chosen, totals, care is not None))
        if "presentation" in chosen and "student_part" in chosen:
            chosen.remove("presentation")
        if "life" in chosen and any(k in chosen for k in ("presentation", "conversation")):
            chosen.remove("life")  # the presentation researches its subject itself
        wants_export = totals.get("export", 0.0) >= 0.7
        confidence = self._confidence(chosen, totals, r)
        if not chosen:
            pool = (*RESEARCH_FAMILY, *MINISTRY_FAMILY, "public_talk", "student_part",
                    "daily_text", "sunday", "midweek")
            ranked: list[tuple[float, str]] = sorted(
                ((v, k) for k, v in totals.items() if k in pool), reverse=True)
            if ranked and ranked[0][0] >= 0.5:
                chosen.append(ranked[0][1])
                confidence = 0.55
            elif not wants_export:
                chosen.append("research")
                confidence = 0.35
                r.notes.append(say("no_intent", lang))
            elif has_subject(r):
                # "a study sheet about patience": research the subject, then the sheet.
                chosen.append("research")
                confidence = 0.6
        b = StepBuilder(self.registry, lang, r.step_language)
        for intent in chosen:
            self._add_intent(b, intent, r, cong, today)
        keep_people_out(b, r.people)
        if wants_export or any(k in chosen for k in ("sunday", "midweek", "week")):
            b.export()
        plan = b.plan(r.goal, congregation, confidence)
        plan.notes[:0] = [*([self.startup_note] if self.startup_note else []), *r.notes]
        return plan

    def _study_or_news(self, r: Reading, congregation: str | None) -> Plan | None:
        """A lesson of the Bible study one conducts, or what is new on the site: planned
        alone (the student's note is never searched for; a sheet only when asked)."""
        lang = r.language
        b = StepBuilder(self.registry, lang, r.step_language)
        if is_bible_study(r.goal) and "ministry.bible_study" in self.registry:
            args = bible_study_args(r.goal, r.people)
            b.add("ministry.bible_study", args,
                  say("why_bible_study", lang, publication=args["publication"]), content=True)
        elif is_whats_new(r.goal) and "study.whats_new" in self.registry:
            days = news_days(r.goal)
            b.add("study.whats_new", {"days": days}, say("why_whats_new", lang, days=days),
                  content=True)
        else:
            return None
        if r.scores.scores.get("export", 0.0) >= 0.7:
            b.export()
        plan = b.plan(r.goal, congregation, 0.9)
        plan.notes[:0] = [*([self.startup_note] if self.startup_note else []), *r.notes]
        return plan

    def _purpose_discount(self, r: Reading, totals: dict[str, float]) -> None:
        """"... for a return visit": the visit is the purpose, not a task of its own."""
        for intent in MINISTRY_FAMILY:
            for m in r.scores.matches.get(intent, []):
                i = m.tokens[0] - 1
                while i >= 0 and r.tokens[i].norm in ARTICLES:
                    i -= 1
                others = any(totals.get(k, 0.0) >= SELECT for k in RESEARCH_FAMILY)
                if i >= 0 and r.tokens[i].norm in PURPOSE and others:
                    totals[intent] = totals.get(intent, 0.0) - m.cue.weight * 0.6

    def _paired(self, r: Reading, chosen: list[str], totals: dict[str, float],
                care: bool) -> list[str]:
        """The intents a teaching brings in pairs (pairs.py): an objection about a
        teaching heard in the ministry also gets the apologetics answer; a question about
        a teaching, or research asked for apologetics, gets both the apologetics answer and
        the topic's research. A care need, a claim, a saying or a meeting keeps its own."""
        if care or any(k in chosen for k in ("fact_check", "apocrypha", "life", "sunday",
                                             "midweek", "public_talk", "student_part")):
            return []
        if "conversation" in chosen:
            objection = r.quote or objection_of(r)
            return ["apologetics"] if names_teaching(objection, r.language) else []
        if any(k in chosen for k in MINISTRY_FAMILY) or r.scores.matches.get("apocrypha"):
            return []
        both = asks_about_teaching(r.goal, r.language) or all(
            totals.get(k, 0.0) >= SELECT for k in ("research", "apologetics"))
        if not both:
            return []
        return [k for k in ("apologetics", "research") if k not in chosen]
    def _visit_topic_is_no_talk(self, r: Reading, totals: dict[str, float]) -> None:
        """"Return visit with Ana, we will talk about prayer": "talk" is the visit's topic
        to come, not a public talk."""
        talk = r.scores.matches.get("public_talk", [])
        if not talk or not r.scores.matches.get("revisit"):
            return
        spans = [(m.start(), m.end()) for m in NEXT_TOPIC.finditer(r.goal)]
        if spans and all(any(start <= r.tokens[t].start < end for start, end in spans)
                         for m in talk for t in m.tokens):
            totals.pop("public_talk", None)

    def _care_text(self, r: Reading, totals: dict[str, float]) -> str:
        """The goal without the audience of a presentation ("for someone grieving" is who
        the presentation is for, not the person asking)."""
        if totals.get("presentation", 0.0) < SELECT:
            return r.goal
        _, audience = presentation_of(r)
        return r.goal.replace(audience, " ") if audience else r.goal

    def _doctrine_not_saying(self, r: Reading, totals: dict[str, float]) -> None:
        """"Is the Trinity in the Bible?" asks about a teaching, not about a saying: with
        no quote and a subject of one or two words, the apocrypha cue counts for the
        apologetics question instead."""
        if r.quote or totals.get("apocrypha", 0.0) < SELECT:
            return
        topic = topic_of(r)
        content = [w for w in topic.split() if fold(w) not in EDGE]
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


    def _add_intent(self, b: StepBuilder, intent: str, r: Reading, cong: Congregation | None,
                    today: dt.date) -> None:
        lang = r.language
        if intent == "sunday":
            sunday_steps(b, weekend_date(cong, today, r.date), cong)
        elif intent == "midweek":
            midweek_steps(b, midweek_date(cong, today, r.date))
        elif intent == "week":
            week_steps(b, r.date.date if r.date else today, cong)
        elif intent == "public_talk":
            public_talk_steps(b, r, cong, today)
        elif intent == "student_part":
            student_part_steps(b, r, cong, today)
        elif intent == "daily_text":
            day = r.date.date if r.date else today
            b.add("study.daily_text", {"date": day.isoformat()},
                  say("why_daily", lang, date=day_text(day, lang)), content=True)
        elif intent == "verse":
            refs = [ref.display(lang) for ref in r.references]
            unique = list(dict.fromkeys(refs))
            for i in range(0, len(unique), MAX_REFERENCES_PER_STEP):
                chunk = unique[i:i + MAX_REFERENCES_PER_STEP]
                b.add("verse.explain", {"references": chunk},
                      say("why_verse", lang, refs=", ".join(chunk[:6])
                         + ("…" if len(chunk) > 6 else "")), content=True)
        elif intent == "research":
            topic = r.quote or topic_of(r) or r.goal
            b.add("research.topic", {"topic": topic[:300]}, say("why_research", lang, topic=topic),
                  content=True)
        elif intent == "care":
            topic = shorten(r.goal, 300)
            b.add("study.life_topics", {"topic": topic}, say("why_care", lang), content=True)
        elif intent == "life":
            topic = r.quote or topic_of(r) or r.goal
            b.add("study.life_topics", {"topic": topic[:300]},
                  say("why_life", lang, topic=topic), content=True)
        elif intent == "apologetics":
            question = r.quote or without_purpose(question_of(r))
            b.add("apologetics.research", {"question": question[:500]},
                  say("why_apologetics", lang, topic=question), content=True)
        elif intent == "fact_check":
            claim = claim_of(r.goal) or r.quote or after_cue(r, "fact_check") or question_of(r)
            b.add("apologetics.fact_check", {"claim": claim[:500]},
                  say("why_fact_check", lang, topic=claim), content=True)
        elif intent == "apocrypha":
            saying = r.quote or topic_of(r) or question_of(r)
            b.add("apologetics.apocrypha", {"saying": saying[:500]},
                  say("why_apocrypha", lang, topic=saying), content=True)
        elif intent == "conversation":
            objection = r.quote or objection_of(r)
            b.add("ministry.conversation", {"objection": objection[:500]},
                  say("why_conversation", lang, topic=objection), content=True)
        elif intent == "presentation":
            topic, audience = presentation_of(r)
            args: dict[str, Any] = {"topic": topic[:300]}
            if audience:
                args["audience"] = audience[:200]
            b.add("ministry.presentation", args, say("why_presentation", lang, topic=topic),
                  content=True)
        elif intent == "revisit":
            action, person, note, name_end = revisit_of(r)
            details = visit_details(r.goal, name_end)
            if details and action == "prepare" and not asks_to_prepare(r):
                action = "add"  # "return visit with Tom, next time ...": note it down
            args = {"action": action, **details}
            if person:
                args["person"] = person
            if note and action in ("add", "update") and not details:
                args["note"] = note
            if not person and action != "list":
                # Nothing is searched for a visit no one can be named for: the person is
                # asked to write the name (the step then says the visit was not noted).
                r.notes.append(say("revisit_no_person", lang))
            visit = b.add("ministry.revisit", args, say(f"why_revisit_{action}", lang),
                          content=True)
            if action == "prepare" and person:
                # The visit's own subject (from the notebook, at run time) is presented.
                b.add("ministry.presentation", {}, say("why_revisit_presentation", lang),
                      depends_on=[visit], content=True)

    def _congregation(self, name: str | None) -> Congregation | None:
        if self.settings is None:
            return None
        return self.settings.congregation(name)
