"""Every paragraph of the study article comes with the sentences that answer its question
(`data["answer"]`), computed by the session's engine, against the mirror."""

from __future__ import annotations

import datetime as dt

import pytest

from app.core.models import Finding, Plan, Step, StepStatus
from app.core.settings import Settings
from app.core.text import split_sentences
from app.nli import OnnxEntailer
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.executor import Executor
from app.sources.hub import SourceHub
from app.study.tuning import load_tuning
from tests.agents.agent_util import registry

SUNDAY = dt.date(2026, 3, 15)


def plan(language: str) -> Plan:
    return Plan(goal="Prepare Sunday", language=language,  # type: ignore[arg-type]
                steps=[Step(id="week", agent="meeting.week", args={"date": SUNDAY.isoformat()}),
                       Step(id="wt", agent="meeting.watchtower_study",
                            args={"date": SUNDAY.isoformat()}, depends_on=["week"])])


async def paragraph_findings(language: str, hub: SourceHub, settings: Settings,
                             entailer: object) -> list[Finding]:
    ex = Executor(registry(), settings=settings, sources=hub, services={"entailer": entailer})
    result = await ex.run(plan(language))
    wt = result.result_for("wt")
    assert wt is not None and wt.status == StepStatus.DONE, wt and wt.error
    return [f for f in wt.findings if f.kind == "wt_paragraph"]


def check_answers(findings: list[Finding], engine: str) -> None:
    assert len(findings) >= 15
    by_number = {f.data.number: f for f in findings}
    for finding in findings:
        answer = finding.data.answer
        assert answer and all(isinstance(s, str) for s in answer), finding.data.number
        # each answer sentence is a sentence of the paragraph itself
        assert set(answer) <= set(split_sentences(finding.data.text)), answer
        assert finding.data.answer_engine == engine
    assert len(by_number) == len(findings)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["es", "en", "pt"])
async def test_every_paragraph_has_its_answer_by_word_overlap(
    language: str, hub: SourceHub, settings: Settings
) -> None:
    findings = await paragraph_findings(language, hub, settings, LexicalEntailer())
    check_answers(findings, "word-overlap")


@pytest.mark.asyncio
async def test_a_model_session_answers_with_the_engine_the_tuning_weighs(
    hub: SourceHub, settings: Settings
) -> None:
    findings = await paragraph_findings("es", hub, settings, OnnxEntailer())
    tuning = load_tuning()
    # the model's scores weigh in when the weighted sum gives them weight or the answer
    # head (over the model's pair vectors) ranks
    weighted = tuning.answers_model.model != 0.0 or tuning.answers_selector == "head"
    check_answers(findings, "model" if weighted else "word-overlap")
    # "a) ¿Qué palabras debemos evitar? b) ¿Qué palabras debemos elegir en su lugar?":
    # one sentence for each part
    eighth = next(f for f in findings if f.data.number == 8)
    assert len(eighth.data.answer) == 2


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "clear", "unsure", "elsewhere"), [
    ("es", "clara, en el párr.", "poco clara, lea todo el párr.", "sobre todo en el párr."),
    ("en", "clear, in ¶", "unclear, read all of ¶", "mainly in ¶"),
    ("pt", "clara, no parág.", "pouco clara, leia todo o parág.", "principalmente no parág."),
])
async def test_each_highlighted_answer_carries_its_confidence_in_words(
    language: str, clear: str, unsure: str, elsewhere: str, hub: SourceHub,
    settings: Settings
) -> None:
    """Issue 16 item 3: the answer's confidence is the paragraph's verdict, in words,
    naming the paragraph and the engine, never a bare number."""
    findings = await paragraph_findings(language, hub, settings, LexicalEntailer())
    reasons = []
    for finding in findings:
        verdict = finding.verdict
        assert verdict is not None, finding.data.number
        assert verdict.engine == "word-overlap"
        assert verdict.label in ("entails", "neutral")
        assert verdict.score == pytest.approx(finding.data.answer_confidence)
        number = finding.data.number
        if finding.data.answer_in not in (None, number):
            assert verdict.reason.startswith(elsewhere), verdict.reason
        elif verdict.label == "entails":
            assert verdict.reason.startswith(clear) and verdict.reason.endswith(f"{number}")
        else:
            assert unsure in verdict.reason and verdict.reason.endswith(f"{number}")
        # it follows "Answer: " in the sheet: no second colon ("Answer: unclear: read…")
        assert ":" not in verdict.reason, verdict.reason
        reasons.append(verdict.label)
    # the mirror's articles hold answers the calibrated ranking is not sure of (with
    # word overlap, for at least 90% precision, most are; issue 29 item 3)
    assert "neutral" in reasons


@pytest.mark.asyncio
async def test_a_grouped_question_names_the_paragraph_that_answers_it(
    hub: SourceHub, settings: Settings
) -> None:
    findings = await paragraph_findings("en", hub, settings, LexicalEntailer())
    grouped = [f for f in findings if len(f.data.group) > 1]
    assert grouped
    for finding in grouped:
        assert finding.data.answer_in in finding.data.group
    elsewhere = [f for f in grouped if f.data.answer_in != f.data.number]
    assert elsewhere and all(f.verdict and f.verdict.reason.startswith("mainly in ¶")
                             for f in elsewhere)
