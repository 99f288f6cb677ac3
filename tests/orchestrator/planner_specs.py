"""Agent specs with the real agents' names and arguments, for planner tests.

They do no work: the planners only need names, descriptions, fallbacks,
biases and argument models.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.agents.registry import Registry

Lang = Literal["es", "en", "pt"]


class _Base(BaseModel):
    model_config = ConfigDict(extra="forbid")
    language: Lang | None = None


class VerseArgs(_Base):
    references: list[str] = Field(min_length=1, max_length=30)
    bible: Literal["nwtsty", "nwt"] = "nwtsty"
    cross_references: bool = True


class TopicArgs(_Base):
    topic: str = Field(min_length=1, max_length=300)


class QuestionArgs(_Base):
    question: str = Field(min_length=1, max_length=500)


class ClaimArgs(_Base):
    claim: str = Field(min_length=1, max_length=500)


class SayingArgs(_Base):
    saying: str = Field(min_length=1, max_length=500)


class DateArgs(_Base):
    date: dt.date | None = None


class WatchtowerArgs(_Base):
    date: dt.date | None = None
    docid: int | None = None


class TalkArgs(_Base):
    title: str | None = None
    number: int | None = Field(default=None, ge=1, le=250)
    date: dt.date | None = None


class StudentArgs(_Base):
    assignment: Literal["bible_reading", "starting_conversations", "following_up",
                        "making_disciples", "explaining_beliefs", "talk"]
    lesson: str | None = None
    topic: str | None = None
    scripture: str | None = None
    date: dt.date | None = None


class ObjectionArgs(_Base):
    objection: str = Field(min_length=1, max_length=500)


class PresentationArgs(_Base):
    topic: str = Field(default="", max_length=300)  # empty: the return visit's subject
    audience: str = ""


class RevisitArgs(_Base):
    action: Literal["add", "list", "update", "prepare"] = "prepare"
    person: str | None = None
    note: str | None = None


class BibleStudyArgs(_Base):
    publication: str = "lff"
    lesson: int | None = Field(default=None, ge=1, le=200)
    action: Literal["prepare", "done"] = "prepare"
    student: str | None = Field(default=None, json_schema_extra={"personal": True})
    note: str | None = Field(default=None, json_schema_extra={"personal": True})


class WhatsNewArgs(_Base):
    days: int = Field(default=14, ge=1, le=31)
    date: dt.date | None = None


class SheetArgs(_Base):
    title: str | None = None


async def _nothing(args: BaseModel, ctx: AgentContext) -> AgentResult:
    return AgentResult()


def _spec(name: str, description: str, model: type[BaseModel], *, fallback: str | None = None,
          bias: float = 0.0, can_enqueue: bool = False) -> AgentSpec:
    return AgentSpec(name, description, model, _nothing, fallback=fallback,
                     confidence_bias=bias, can_enqueue=can_enqueue)


SPECS = [
    _spec("verse.explain", "Explain Bible verses with study notes.", VerseArgs,
          fallback="research.topic", bias=0.1),
    _spec("research.topic", "Research a topic in the publications.", TopicArgs),
    _spec("apologetics.research", "Answer a question about beliefs.", QuestionArgs,
          fallback="research.topic"),
    _spec("apologetics.fact_check", "Check a claim against the sources.", ClaimArgs,
          fallback="apologetics.research", bias=-0.1),
    _spec("apologetics.apocrypha", "Is a saying really in the Bible?", SayingArgs,
          fallback="apologetics.research", bias=-0.1),
    _spec("meeting.week", "Find the week's meeting documents.", DateArgs),
    _spec("meeting.workbook", "Go through the week's workbook.", DateArgs,
          can_enqueue=True),
    _spec("meeting.watchtower_study", "Study the week's Watchtower article.", WatchtowerArgs,
          can_enqueue=True),
    _spec("meeting.public_talk_outline", "Prepare a public talk outline.", TalkArgs,
          fallback="research.topic"),
    _spec("meeting.student_part", "Prepare a student assignment.", StudentArgs,
          fallback="research.topic"),
    _spec("ministry.conversation", "Answer an objection kindly.", ObjectionArgs,
          fallback="apologetics.research"),
    _spec("ministry.presentation", "Prepare a presentation.", PresentationArgs,
          fallback="research.topic"),
    _spec("ministry.revisit", "Keep and prepare return visits.", RevisitArgs,
          fallback="ministry.conversation"),
    _spec("study.life_topics", "Bible help on life topics.", TopicArgs,
          fallback="research.topic"),
    _spec("study.daily_text", "The daily text.", DateArgs),
    _spec("ministry.bible_study", "Prepare a Bible study lesson.", BibleStudyArgs),
    _spec("study.whats_new", "What is new on jw.org.", WhatsNewArgs),
    _spec("export.study_sheet", "Build the study sheet.", SheetArgs),
]

NAMES = sorted(s.name for s in SPECS)


def registry() -> Registry:
    return Registry(SPECS)
