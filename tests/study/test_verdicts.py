"""Verdicts in words: the critique's reasons and engine, and comment reasons."""

from __future__ import annotations

import pytest

from app.core.events import Event
from app.core.models import Citation, Finding, Plan, RunResult, Step
from app.orchestrator.critique import Critique, LexicalEntailer
from app.study.verdicts import comment_reason, engine_name, verdict_reason

EVIDENCE = "God loved the world so much that he gave his only-begotten Son."
# the evidence model weighs only a source the person can open
SOURCE = Citation(url="https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3", title="John 3")


def run_of(findings: list[Finding], language: str) -> RunResult:
    plan = Plan(goal="g", language=language,
                steps=[Step(id="a", agent="research.topic", args={"topic": "t"})])
    return RunResult(run_id="r1", plan=plan, findings=findings)


@pytest.mark.asyncio
async def test_critique_gives_reasons_in_the_run_language_and_names_the_engine() -> None:
    paragraph = Finding(summary="¶4", excerpt=EVIDENCE, claim="God loved the world",
                        kind="wt_paragraph", data={"number": 4}, citation=SOURCE)
    other = Finding(summary="x", excerpt=EVIDENCE, claim="God never loved the world",
                    citation=SOURCE)
    unrelated = Finding(summary="y", excerpt=EVIDENCE, claim="Bananas grow on mountains",
                        citation=SOURCE)
    events: list[Event] = []
    res = run_of([paragraph, other, unrelated], "es")
    verdict = await Critique(LexicalEntailer(), emit=events.append).run(res)
    assert paragraph.verdict is not None and other.verdict is not None
    assert unrelated.verdict is not None
    assert paragraph.verdict.reason == "respaldado por el párr. 4"
    assert other.verdict.reason == "contradice su fuente"
    assert unrelated.verdict.reason == "no se encuentra en su fuente"
    assert {paragraph.verdict.engine, other.verdict.engine} == {"word-overlap"}
    assert verdict.engine == "word-overlap"
    assert events[0].engine == "word-overlap"


@pytest.mark.asyncio
async def test_a_failed_model_is_named_with_its_reason() -> None:
    class Broken:
        async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
            raise RuntimeError("model file missing")

    events: list[Event] = []
    finding = Finding(summary="f", excerpt=EVIDENCE, claim="God loved the world",
                      citation=SOURCE)
    critique = Critique(Broken(), emit=events.append)
    assert critique.engine == "model"
    verdict = await critique.run(run_of([finding], "en"))
    assert verdict.engine == "word-overlap"
    assert finding.verdict is not None and finding.verdict.engine == "word-overlap"
    assert finding.verdict.reason == "supported by its source"
    assert events[0].engine.startswith("word-overlap (")
    assert "model file missing" in events[0].engine


def test_comment_reasons() -> None:
    assert comment_reason("supported", "en", paragraph=1, numbers=[3, 4]) == "supported by ¶4"
    assert comment_reason("contradicted", "es", paragraph=0, numbers=[3]) == \
        "contradice el párr. 3"
    assert comment_reason("unsupported", "en", paragraph=None) == "not found in the paragraph"
    assert comment_reason("unsupported", "pt", paragraph=None) == \
        "não se encontra no parágrafo"
    assert comment_reason("supported", "pt", paragraph=0, numbers=[7]) == "apoiado pelo parág. 7"
    assert comment_reason("contradicted", "pt", paragraph=None, scripture=True) == \
        "contradiz o texto bíblico"
    assert verdict_reason("neutral", "en", "¶2") == "not found in ¶2"
    assert engine_name("word-overlap", "es") == "coincidencia de palabras (sin modelo)"
