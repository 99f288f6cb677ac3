"""apologetics.fact_check against the mirror: a plain answer per claim with the deciding
passages, scored on relevant passages only; an unclear answer replans a deeper check
whose findings carry the claim."""

from __future__ import annotations

import pytest

from app.agents.apologetics_fact_check import decide, relevant_sentences, verdict_of
from app.core.models import Finding, Plan, RunResult, RunVerdict, Step, StepResult, StepStatus
from app.core.settings import Settings
from app.orchestrator.critique import LexicalEntailer, default_entailer
from app.orchestrator.replan import make_replan
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, registry, run_agent

LEXICAL = {"entailer": LexicalEntailer()}


def test_decide_needs_a_clear_side() -> None:
    yes = verdict_of({"entailment": 0.9, "neutral": 0.05, "contradiction": 0.05})
    no = verdict_of({"entailment": 0.05, "neutral": 0.05, "contradiction": 0.9})
    unsure = verdict_of({"entailment": 0.3, "neutral": 0.6, "contradiction": 0.1})
    assert decide([yes, unsure]) == "supported"
    assert decide([no, unsure]) == "contradicted"
    assert decide([unsure]) == "not_addressed"
    assert decide([yes, no]) == "not_addressed"  # the sources pull both ways evenly
    weak = verdict_of({"entailment": 0.9, "neutral": 0.05, "contradiction": 0.05}, 0.3)
    assert weak.label == "neutral"  # a sentence barely about the claim cannot decide it


def test_only_sentences_about_the_claim_are_scored() -> None:
    text = ("Some say that the Bible teaches the earth will be burned up. But the Bible says "
            "that the earth will remain forever (Ecclesiastes 1:4; Psalm 104:5). Peace is good.")
    sentences = [s for s, _ in relevant_sentences("the earth will remain forever", text)]
    assert "Peace is good." not in sentences
    assert all("(" not in s for s in sentences)


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "claim", "verdict"), [
    ("en", "the Bible compares death to a deep sleep", "supported"),
    ("es", "la Biblia compara la muerte con un sueño profundo", "supported"),
    ("pt", "qqzz a abelha dourada canta", None),
])
async def test_a_plain_answer_with_the_deciding_passages(
        hub: SourceHub, settings: Settings, lang: str, claim: str, verdict: str | None) -> None:
    ctx = context(hub, settings, lang, services=LEXICAL)  # type: ignore[arg-type]
    if verdict is None:
        with pytest.raises(Exception, match="fonte"):
            await run_agent("apologetics.fact_check", {"claim": claim}, ctx)
        return
    result = await run_agent("apologetics.fact_check", {"claim": claim}, ctx)
    assert_cited(result)
    plain = result.findings[0]
    assert plain.kind == "answer" and plain.data.verdict == verdict
    assert plain.data.deciding and plain.citation is not None
    assert plain.citation.url in plain.data.deciding
    deciding = [f for f in result.findings if f.kind == "claim_evidence" and f.data.deciding]
    assert deciding and all(f.verdict and f.verdict.label == "entails" for f in deciding)


@pytest.mark.asyncio
@pytest.mark.parametrize(("claim", "verdict"), [
    ("the earth will be destroyed", "contradicted"),
    ("the earth will remain forever", "supported"),
])
async def test_the_model_decides_on_relevant_sentences(hub: SourceHub, settings: Settings,
                                                       claim: str, verdict: str) -> None:
    entailer = default_entailer(settings)
    if isinstance(entailer, LexicalEntailer):
        pytest.skip("the NLI model is not installed")
    result = await run_agent("apologetics.fact_check", {"claim": claim},
                             context(hub, settings, "en", services={"entailer": entailer}))
    assert result.findings[0].data.verdict == verdict
    assert result.findings[0].data.engine == "model"


def test_an_unclear_check_replans_a_deeper_check_with_the_claim() -> None:
    claim = "the earth will be destroyed"
    step = Step(id="check", agent="apologetics.fact_check", args={"claim": claim})
    plan = Plan(goal=f"is it true that {claim}", language="en", steps=[step])
    unclear = Finding(summary="…", excerpt="…", kind="claim_evidence", claim=claim,
                      verdict=verdict_of({"neutral": 1.0}))
    result = RunResult(run_id="r", plan=plan, status="finished", steps=[StepResult(
        step_id="check", agent=step.agent, status=StepStatus.DONE, findings=[unclear])])
    replan = make_replan(result, RunVerdict(replan_suggested=True, reason="weak"), registry())
    assert replan is not None
    added = [s for s in replan.plan.steps if s.id in replan.diff.added]
    assert [(s.agent, s.args) for s in added] == [
        ("apologetics.fact_check", {"claim": claim, "deeper": True})]
