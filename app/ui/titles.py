"""Human words for what the window shows: agent names, finding kinds and step titles
made from their content ("The Watchtower: Let Kindness Guide…", "Scriptures of
¶1–4", "Study sheet"). Internal ids stay behind the Advanced view."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from app.core.findings import WtArticle
from app.core.inert import inert
from app.core.models import Step, StepResult


def _agent_names() -> dict[str, str]:
    return {
        "meeting.week": QCoreApplication.translate("Titles", "This week's meetings"),
        "meeting.watchtower_study": QCoreApplication.translate("Titles", "Watchtower study"),
        "meeting.workbook": QCoreApplication.translate("Titles", "Midweek meeting"),
        "meeting.student_part": QCoreApplication.translate("Titles", "Student assignment"),
        "meeting.public_talk_outline": QCoreApplication.translate("Titles", "Public talk"),
        "verse.explain": QCoreApplication.translate("Titles", "Scriptures"),
        "export.study_sheet": QCoreApplication.translate("Titles", "Study sheet"),
        "research.topic": QCoreApplication.translate("Titles", "Research"),
        "apologetics.research": QCoreApplication.translate("Titles", "Answering a question"),
        "apologetics.fact_check": QCoreApplication.translate("Titles", "Fact check"),
        "apologetics.apocrypha": QCoreApplication.translate("Titles", "Is it in the Bible?"),
        "ministry.presentation": QCoreApplication.translate("Titles", "Presentation"),
        "ministry.conversation": QCoreApplication.translate("Titles", "Conversation"),
        "ministry.revisit": QCoreApplication.translate("Titles", "Return visit"),
        "study.daily_text": QCoreApplication.translate("Titles", "Daily text"),
        "study.life_topics": QCoreApplication.translate("Titles", "Help for life"),
        "ministry.bible_study": QCoreApplication.translate("Titles", "Bible study"),
        "study.whats_new": QCoreApplication.translate("Titles", "What's new"),
    }


def _kind_names() -> dict[str, str]:
    return {
        "wt_article": QCoreApplication.translate("Titles", "Study article"),
        "wt_paragraph": QCoreApplication.translate("Titles", "Paragraph and question"),
        "review_question": QCoreApplication.translate("Titles", "Review question"),
        "verse": QCoreApplication.translate("Titles", "Scripture"),
        "study_note": QCoreApplication.translate("Titles", "Study note"),
        "cross_reference": QCoreApplication.translate("Titles", "Cross-reference"),
        "footnote": QCoreApplication.translate("Titles", "Footnote"),
        "verse_context": QCoreApplication.translate("Titles", "Verse in context"),
        "linked_verse": QCoreApplication.translate("Titles", "Cross-reference with text"),
        "comment_point": QCoreApplication.translate("Titles", "Point for a comment"),
        "meeting_week": QCoreApplication.translate("Titles", "Meetings of the week"),
        "workbook_week": QCoreApplication.translate("Titles", "Workbook week"),
        "workbook_part": QCoreApplication.translate("Titles", "Meeting part"),
        "workbook_reference": QCoreApplication.translate("Titles", "Workbook reference"),
        "outline_step": QCoreApplication.translate("Titles", "Preparation step"),
        "talk": QCoreApplication.translate("Titles", "Talk"),
        "outline_point": QCoreApplication.translate("Titles", "Outline point"),
        "study_sheet": QCoreApplication.translate("Titles", "Study sheet"),
        "search_hit": QCoreApplication.translate("Titles", "Publication"),
        "publications": QCoreApplication.translate("Titles", "Publications"),
        "topic": QCoreApplication.translate("Titles", "Topic"),
        "daily_text": QCoreApplication.translate("Titles", "Daily text"),
        "presentation": QCoreApplication.translate("Titles", "Presentation"),
        "answer": QCoreApplication.translate("Titles", "Answer"),
        "apocrypha": QCoreApplication.translate("Titles", "Bible check"),
        "claim_check": QCoreApplication.translate("Titles", "Claim check"),
        "claim_evidence": QCoreApplication.translate("Titles", "Evidence"),
        "revisit": QCoreApplication.translate("Titles", "Return visit"),
        "care_note": QCoreApplication.translate("Titles", "Care note"),
        "life_topic": QCoreApplication.translate("Titles", "Help for life"),
        "notice": QCoreApplication.translate("Titles", "Notice"),
        "nothing_found": QCoreApplication.translate("Titles", "Not found"),
        "study_lesson": QCoreApplication.translate("Titles", "Bible study lesson"),
        "lesson_section": QCoreApplication.translate("Titles", "Lesson section"),
        "student_note": QCoreApplication.translate("Titles", "For this student"),
        "new_item": QCoreApplication.translate("Titles", "New on jw.org"),
        "note": QCoreApplication.translate("Titles", "Note"),
    }


def agent_label(agent: str) -> str:
    """The agent's name as a person reads it (the id itself for a plugin agent)."""
    return _agent_names().get(agent, agent)


def kind_label(kind: str) -> str:
    return _kind_names().get(kind, kind.replace("_", " "))


_PARAGRAPHS = re.compile(r"¶\s*(\d+)")
TITLE_CHARS = 60


def _clip(text: str, limit: int = TITLE_CHARS) -> str:
    text = inert(text, one_line=True)  # no bidi override or control in a title
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _paragraph_span(text: str) -> str:
    """"¶1–4" from a rationale such as "Scriptures of the article: ¶1, ¶2, ¶4"."""
    numbers = sorted({int(n) for n in _PARAGRAPHS.findall(text)})
    if not numbers:
        return ""
    if len(numbers) == 1:
        return f"¶{numbers[0]}"
    return f"¶{numbers[0]}–{numbers[-1]}"


def _article_title(result: StepResult | None) -> str:
    if result is None:
        return ""
    for finding in result.findings:
        if isinstance(finding.data, WtArticle):
            return finding.citation.title if finding.citation and finding.citation.title \
                else finding.summary
    return ""


def _text_arg(step: Step, *names: str) -> str:
    for name in names:
        value = step.args.get(name)
        if isinstance(value, str) and value.strip():
            return value
    return ""


def _references(step: Step) -> str:
    refs = step.args.get("references")
    if isinstance(refs, list) and refs:
        shown = ", ".join(str(r) for r in refs[:2])
        return shown + ("…" if len(refs) > 2 else "")
    return ""


def step_title(step: Step, result: StepResult | None = None) -> str:
    """A short title from what the step is about; never a person's name (notebook
    steps are titled by their action only)."""
    name = agent_label(step.agent)
    detail = _step_detail(step, result)
    return _clip(f"{name}: {detail}" if detail else name)


def _step_detail(step: Step, result: StepResult | None) -> str:
    rules: dict[str, Callable[[], str]] = {
        "meeting.watchtower_study": lambda: _article_title(result),
        "verse.explain": lambda: _paragraph_span(step.rationale) or _references(step),
        "research.topic": lambda: _text_arg(step, "topic"),
        "study.life_topics": lambda: _text_arg(step, "topic"),
        "ministry.presentation": lambda: _text_arg(step, "topic"),
        "ministry.conversation": lambda: _text_arg(step, "objection"),
        "apologetics.research": lambda: _text_arg(step, "question"),
        "apologetics.fact_check": lambda: _text_arg(step, "claim"),
        "apologetics.apocrypha": lambda: _text_arg(step, "saying"),
        # the course and the lesson, never the student or the note
        "ministry.bible_study": lambda: " ".join(
            str(step.args[k]) for k in ("publication", "lesson") if step.args.get(k)),
        "meeting.public_talk_outline": lambda: _text_arg(step, "title") or (
            f"№ {step.args['number']}" if step.args.get("number") else ""),
    }
    rule = rules.get(step.agent)
    return rule() if rule else ""
