"""The critique on real agent findings against the mirror, with the shipped NLI model."""

from __future__ import annotations

import pytest

from app.core.settings import Settings
from app.mirror.server import MirrorServer
from app.nli import OnnxEntailer
from app.orchestrator.store import RunStore
from app.service import PreparoService


@pytest.mark.asyncio
async def test_every_finding_with_a_claim_gets_a_verdict(mirror: MirrorServer,
                                                         settings: Settings,
                                                         tmp_path: object) -> None:
    service = PreparoService(settings, store=RunStore())
    try:
        plan = await service.plan("Fact-check: patience brings a calmer family life", "en")
        assert [s.agent for s in plan.steps] == ["apologetics.fact_check"]
        result = await service.run(plan)
        assert isinstance(service.services["entailer"], OnnxEntailer)
        again = await service.run(plan)  # the same entailer serves the next run
        assert again.status == "finished"
    finally:
        await service.aclose()
    summary = result.summary_json()
    with_claim = [f for f in summary["findings"] if f["claim"]]
    assert with_claim, "the fact-check found no evidence on the mirror"
    assert all(f["verdict"] for f in with_claim)
    assert {f["verdict"]["label"] for f in with_claim} <= {"entails", "neutral", "contradicts"}
    # A fact-check is judged by its one answer, not by each passage it read.
    answers = [f for f in with_claim if f["kind"] == "claim_check"]
    assert len(answers) == 1 and answers[0]["data"]["verdict"]
    assert summary["verdict"]["checked"] == len(with_claim) - sum(
        1 for f in with_claim if f["kind"] == "claim_evidence")
