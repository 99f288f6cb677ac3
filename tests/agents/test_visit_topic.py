"""A presentation for a return visit is chosen by the visit's topic: for a "prayer" visit,
the article whose passage is about prayer leads, not a grief article that mentions
prayer on its way (issue: a prayer visit opened with a grief article)."""

from __future__ import annotations

import pytest

from app.agents._ministry import by_topic
from app.agents._passages import Passage, Passages
from app.core.settings import Settings
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, of_kind, run_agent

GRIEF_TITLES = ("How Can I Cope With the Death of a Loved One?",
                "¿Cómo sobrellevar la muerte de un ser querido?",
                "Como lidar com a morte de alguém querido?")
PRAYER = {"en": "prayer", "es": "oración", "pt": "oração"}


def test_the_passage_about_the_topic_leads_over_one_that_mentions_it() -> None:
    loss = ["Losing someone hurts for a long time.",
            "Rest, eat and let friends help. Tell God in prayer how you feel.",
            "The hope of seeing them again comforts."]
    asking = ["Prayer is speaking to God as to a Father who listens.",
              "He hears a sincere request made in Jesus' name."]
    found = Passages(passages=[Passage(loss[1], "After a loss", "https://x/1", "article"),
                               Passage(asking[0], "Talking with God", "https://x/2",
                                       "article"),
                               Passage(loss[0], "After a loss", "https://x/1", "article")],
                     texts={"After a loss": loss, "Talking with God": asking})
    by_topic(found, "prayer", "en")
    assert [p.text for p in found.passages] == [asking[0], loss[1], loss[0]]
    # no topic words: the ranking's order stands
    before = list(found.passages)
    by_topic(found, "the", "en")
    assert found.passages == before


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.asyncio
async def test_a_prayer_visit_is_presented_with_an_article_on_prayer(
        hub: SourceHub, settings: Settings, mirror: MirrorServer, lang: str) -> None:
    ctx = context(hub, settings, lang)
    await run_agent("ministry.revisit", {"action": "add", "person": "Carl Young",
                                         "topics": ["prayer"]}, ctx)
    prepared = await run_agent("ministry.revisit", {"action": "prepare",
                                                    "person": "Carl Young"}, ctx)
    after_visit = context(hub, settings, lang, upstream={"visit": prepared.handoff})
    presented = await run_agent("ministry.presentation", {}, after_visit)
    for result in (prepared, presented):
        lead = of_kind(result, "presentation")[0]
        assert lead.data.publication not in GRIEF_TITLES
        assert PRAYER[lang] in lead.data.passage.casefold()
