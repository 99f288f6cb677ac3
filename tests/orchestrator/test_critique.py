"""Critique: verdicts per finding and per run, the lexical entailer, critique_done."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.events import Event, EventType
from app.core.models import Citation, Finding, Plan, RunResult, Step, StepResult, StepStatus
from app.core.settings import Settings
from app.orchestrator.critique import Critique, LexicalEntailer, default_entailer, premise_of

EVIDENCE = "God loved the world so much that he gave his only-begotten Son."


def result(findings: list[Finding], failed: bool = False) -> RunResult:
    plan = Plan(goal="g", steps=[Step(id="a", agent="research.topic", args={"topic": "t"})])
    status = StepStatus.FAILED if failed else StepStatus.DONE
    return RunResult(run_id="r1", plan=plan, findings=findings,
                     steps=[StepResult(step_id="a", agent="research.topic", status=status,
                                       findings=findings)])


SOURCE = Citation(url="https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3", title="John 3")


def supported(i: int = 0) -> Finding:
    return Finding(summary=f"f{i}", excerpt=EVIDENCE, claim="God loved the world",
                   citation=SOURCE)


def unsupported(i: int = 0) -> Finding:
    return Finding(summary=f"u{i}", excerpt=EVIDENCE, claim="Bananas grow on mountains",
                   citation=SOURCE)


@pytest.mark.asyncio
async def test_lexical_entailer_labels() -> None:
    ent = LexicalEntailer()
    yes, no, contra = await ent.entail_batch([
        (EVIDENCE, "God gave his Son"),
        (EVIDENCE, "Paul wrote to the Romans"),
        (EVIDENCE, "God did not love the world"),
    ])
    assert max(yes, key=yes.__getitem__) == "entailment"
    assert max(no, key=no.__getitem__) == "neutral"
    assert max(contra, key=contra.__getitem__) == "contradiction"
    for scores in (yes, no, contra):
        assert abs(sum(scores.values()) - 1.0) < 0.01


@pytest.mark.asyncio
async def test_strong_run_needs_no_replan() -> None:
    events: list[Event] = []
    res = result([supported(i) for i in range(4)])
    verdict = await Critique(LexicalEntailer(), emit=events.append).run(res)
    assert verdict.label == "strong" and verdict.checked == 4 and verdict.entailed == 4
    assert not verdict.replan_suggested
    assert all(f.verdict and f.verdict.label == "entails" for f in res.findings)
    assert res.verdict == verdict
    assert [e.type for e in events] == [EventType.CRITIQUE_DONE]
    assert events[0].label == "strong" and events[0].run_id == "r1"


@pytest.mark.asyncio
async def test_zero_findings_suggests_a_replan() -> None:
    verdict = await Critique().run(result([]))
    assert verdict.replan_suggested and verdict.label == "none"
    assert "found nothing" in verdict.reason


@pytest.mark.asyncio
async def test_the_replan_reason_is_in_the_run_language() -> None:
    res = result([supported(), unsupported(1), unsupported(2)])
    res.plan.language = "pt"
    verdict = await Critique().run(res)
    assert verdict.reason == ("2 de 3 afirmações não são apoiadas pelas evidências "
                              "(0 contraditas)")
    empty = result([])
    empty.plan.language = "es"
    assert (await Critique().run(empty)).reason == "la ejecución no encontró nada"


@pytest.mark.asyncio
async def test_weak_evidence_suggests_a_replan() -> None:
    res = result([supported(), unsupported(1), unsupported(2)])
    verdict = await Critique().run(res)
    assert verdict.label == "weak" and verdict.entailed == 1 and verdict.checked == 3
    assert verdict.replan_suggested and "2 of 3 claims" in verdict.reason


@pytest.mark.asyncio
async def test_half_supported_is_mixed_without_replan() -> None:
    verdict = await Critique().run(result([supported(), unsupported(1)]))
    assert verdict.label == "mixed" and not verdict.replan_suggested


@pytest.mark.asyncio
async def test_findings_without_claims_are_not_checked() -> None:
    res = result([Finding(summary="a note", excerpt="text")])
    verdict = await Critique().run(res)
    assert verdict.label == "none" and verdict.checked == 0 and not verdict.replan_suggested
    assert res.findings[0].verdict is None


@pytest.mark.asyncio
async def test_existing_verdicts_are_kept_and_counted() -> None:
    class Counting(LexicalEntailer):
        pairs = 0

        async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
            Counting.pairs += len(pairs)
            return await super().entail_batch(pairs)

    res = result([supported(0), supported(1)])
    critique = Critique(Counting())
    await critique.run(res)
    res.findings.append(supported(2))
    verdict = await critique.run(res)
    assert Counting.pairs == 3 and verdict.checked == 3


@pytest.mark.asyncio
async def test_a_broken_entailer_falls_back_to_the_lexical_one() -> None:
    class Broken:
        async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
            raise RuntimeError("model file missing")

    events: list[Event] = []
    res = result([supported()])
    verdict = await Critique(Broken(), emit=events.append).run(res)
    assert verdict.entailed == 1
    assert "model file missing" in events[0].engine


@pytest.mark.asyncio
async def test_failed_step_with_a_fallback_suggests_a_replan() -> None:
    from tests.orchestrator.planner_specs import registry

    plan = Plan(goal="g", steps=[Step(id="a", agent="study.life_topics",
                                      args={"topic": "anxiety"})])
    res = RunResult(run_id="r", plan=plan, findings=[supported()],
                    steps=[StepResult(step_id="a", agent="study.life_topics",
                                      status=StepStatus.FAILED)])
    verdict = await Critique(registry=registry()).run(res)
    assert verdict.replan_suggested and "fallbacks to try: a" in verdict.reason


def test_premise_prefers_excerpt_then_evidence_then_summary() -> None:
    assert premise_of(Finding(summary="s", excerpt="e")) == "e"
    assert premise_of(Finding(summary="s", data={"evidence": "d"})) == "d"
    assert premise_of(Finding(summary="s")) == "s"


def test_default_entailer_without_a_model_is_lexical(tmp_path: Path) -> None:
    settings = Settings(nli_model_dir=str(tmp_path / "nowhere"))
    entailer = default_entailer(settings)
    from app.nli import find_model_dir

    try:
        find_model_dir(settings)
    except Exception:
        assert isinstance(entailer, LexicalEntailer)
    else:
        assert not isinstance(entailer, LexicalEntailer)


@pytest.mark.asyncio
async def test_the_critique_follows_the_evidence_model() -> None:
    """The fact-check's rules judge every finding: an uncited text never supports, a
    reported "some say" never does, an off-subject sentence is neutral, a negated
    claim is read through its polarity."""
    some_say = "Some people say that the earth will be burned up by fire."
    findings = [
        Finding(summary="uncited", excerpt=EVIDENCE, claim="God loved the world"),
        Finding(summary="reported", excerpt=some_say, citation=SOURCE,
                claim="The earth will be burned up by fire"),
        Finding(summary="off", excerpt="Jesus raised Lazarus from the dead.",
                citation=SOURCE, claim="Jesus was baptized"),
        Finding(summary="negated", excerpt=EVIDENCE, citation=SOURCE,
                claim="God never loved the world"),
        supported(),
    ]
    verdict = await Critique(LexicalEntailer()).run(result(findings))
    labels = [f.verdict.label if f.verdict else None for f in findings]
    assert labels == ["neutral", "neutral", "neutral", "contradicts", "entails"]
    assert verdict.checked == 5 and verdict.entailed == 1
