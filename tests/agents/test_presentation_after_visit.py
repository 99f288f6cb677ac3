"""ministry.presentation after a return visit (issue 34): with no topic of its own it
presents the visit's subject (ministry.revisit's `query`, never who or where)."""

from __future__ import annotations

import pytest

from app.core.errors import PreparoError
from app.core.models import Handoff
from app.core.settings import Settings
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, run_agent


@pytest.mark.asyncio
async def test_presentation_takes_the_visits_subject(hub: SourceHub, settings: Settings) -> None:
    visit = Handoff(data={"query": "la familia", "visit_id": 1})
    result = await run_agent("ministry.presentation", {},
                             context(hub, settings, "es", upstream={"visit": visit}))
    head = result.findings[0]
    assert head.kind == "presentation"
    assert "la familia" in head.summary
    assert head.data.scripture


@pytest.mark.asyncio
async def test_presentation_without_any_subject_says_so(hub: SourceHub,
                                                        settings: Settings) -> None:
    with pytest.raises(PreparoError, match="revisita"):
        await run_agent("ministry.presentation", {}, context(hub, settings, "es"))
