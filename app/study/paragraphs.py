"""The answers of a whole study article, paragraph by paragraph, in one model batch.

A question printed over several paragraphs ("3-4.", "6, 7.") is answered once over
all of them; each paragraph then gets the answer sentences that lie in it, best
first, or, when the answer lies wholly in the other paragraphs of its group, its own
best-ranked sentence (so every paragraph with text has an answer to highlight).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from app.nli.engine import PairScorer, in_nli_thread, scorer_for
from app.study.answers import AnswerRanking, rank_answers


class StudyParagraph(Protocol):
    """What the Watchtower parser gives for a paragraph (WatchtowerParagraph)."""

    number: int
    question: str
    text: str
    question_group: list[int]


@dataclass
class ParagraphAnswer:
    """A paragraph's answer sentences (text, best first) and each one's score."""

    number: int
    answer: list[str] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    engine: str = ""
    note: str = ""
    confidence: float = 0.0  # how likely the question's highlighted answer is right
    clear: bool = False
    # the paragraph (printed number) holding the question's best answer sentence: this
    # one, or another paragraph of its group
    answer_in: int | None = None


def _groups(paragraphs: Sequence[StudyParagraph]) -> list[tuple[str, list[StudyParagraph]]]:
    """(question, the paragraphs it covers) once per question, in article order."""
    by_number = {p.number: p for p in paragraphs}
    done: set[int] = set()
    out: list[tuple[str, list[StudyParagraph]]] = []
    for par in paragraphs:
        if par.number in done:
            continue
        numbers = [n for n in (par.question_group or [par.number]) if n in by_number]
        if par.number not in numbers:
            numbers = [par.number]
        members = [by_number[n] for n in numbers if n not in done]
        done.update(p.number for p in members)
        out.append((par.question, members))
    return out


def _split(ranking: AnswerRanking, members: list[StudyParagraph]) -> list[ParagraphAnswer]:
    out = []
    best = ranking.answer[0] if ranking.answer else None
    answer_in = members[ranking.paragraph_of[best]].number if best is not None else None
    for k, member in enumerate(members):
        mine = [i for i in ranking.answer if ranking.paragraph_of[i] == k]
        if not mine:
            own = [i for i in range(len(ranking.sentences)) if ranking.paragraph_of[i] == k]
            mine = sorted(own, key=lambda i: -ranking.scores[i])[:1]
        out.append(ParagraphAnswer(
            member.number, [ranking.sentences[i] for i in mine],
            [round(ranking.scores[i], 4) for i in mine], ranking.engine, ranking.note,
            round(ranking.confidence, 4), ranking.clear, answer_in))
    return out


def answer_paragraphs(
    paragraphs: Sequence[StudyParagraph],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> dict[int, ParagraphAnswer]:
    """Each paragraph's answer, by paragraph number (blocking: run it in an executor)."""
    groups = _groups(paragraphs)
    rankings = rank_answers([(q, [p.text for p in members]) for q, members in groups],
                            language, entailer, use_model=use_model)
    out: dict[int, ParagraphAnswer] = {}
    for (_, members), ranking in zip(groups, rankings, strict=True):
        for answer in _split(ranking, members):
            out[answer.number] = answer
    return out


async def answer_paragraphs_async(
    paragraphs: Sequence[StudyParagraph], language: str, session_entailer: object = None
) -> dict[int, ParagraphAnswer]:
    """`answer_paragraphs` in the NLI worker thread, with the session's entailer
    (`services["entailer"]`: its model, or word overlap when the session has none)."""
    scorer, use_model = scorer_for(session_entailer)
    return await in_nli_thread(
        lambda: answer_paragraphs(list(paragraphs), language, scorer, use_model=use_model))
