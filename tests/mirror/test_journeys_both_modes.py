"""The five journeys against the mirror in tidy and in real-variant mode give the same
findings (counts and links): what the parsers and the link resolver read off the real
site's shapes is what they read off the tidy ones.

Only difference allowed: the real search API also lists a publication hit that names no
document (`/wol/finder?pub=lfb`); it is kept, marked unresolvable and without a link.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from app.core.models import Finding, Plan, Step
from app.core.settings import Settings
from app.mirror.content.apis import WHOLE_BOOK
from app.mirror.server import MirrorServer, running_mirror
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.executor import Executor
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub
from tests.agents.agent_util import registry

SUNDAY = dt.date(2026, 3, 15)
MIDWEEK = dt.date(2026, 6, 10)


def journeys(lang: str) -> dict[str, list[Step]]:
    topic = {"en": "patience", "es": "bondad", "pt": "paciência"}[lang]
    verse = {"en": "John 3:16", "es": "Juan 3:16", "pt": "João 3:16"}[lang]
    return {
        "prepare_sunday": [
            Step(id="week", agent="meeting.week", args={"date": SUNDAY.isoformat()}),
            Step(id="wt", agent="meeting.watchtower_study", args={"date": SUNDAY.isoformat()},
                 depends_on=["week"]),
        ],
        "midweek": [
            Step(id="week", agent="meeting.week", args={"date": MIDWEEK.isoformat()}),
            Step(id="mwb", agent="meeting.workbook", args={"date": MIDWEEK.isoformat()},
                 depends_on=["week"]),
        ],
        "research": [Step(id="topic", agent="research.topic", args={"topic": topic})],
        "explain_verse": [Step(id="verse", agent="verse.explain",
                               args={"references": [verse]})],
        "public_talk": [Step(id="talk", agent="meeting.public_talk_outline",
                             args={"number": 23})],
    }


def _key(f: Finding) -> tuple[str, str]:
    return f.kind, f.citation.url if f.citation else ""


@pytest.fixture(scope="module")
def mirror() -> Iterator[MirrorServer]:
    """One mirror for both modes (it reads the mode per request), so links compare."""
    with running_mirror() as server:
        yield server


async def _run(mirror: MirrorServer, mode: str, lang: str, name: str,
               monkeypatch: pytest.MonkeyPatch) -> tuple[list[Finding], list[str]]:
    """The findings of every step, and what the steps left for the person to know."""
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", mode)
    settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0)
    policy = HttpPolicy(rate=1000, burst=1000, backoff_base=0.01, backoff_max=0.05)
    async with SourceHub(settings, policy=policy, use_cache=False) as hub:
        ex = Executor(registry(), settings=settings, sources=hub,
                      services={"entailer": LexicalEntailer()})
        plan = Plan(goal=name, language=lang, steps=journeys(lang)[name])  # type: ignore[arg-type]
        result = await ex.run(plan)
    assert result.status == "finished", [(s.step_id, s.error) for s in result.steps]
    findings = [f for step in result.steps for f in step.findings]
    told = [line for step in result.steps if step.handoff for line in step.handoff.for_next]
    return findings, told


def compare(tidy: list[Finding], real: list[Finding]) -> dict[str, Any]:
    """What differs between the modes, beyond the unresolvable hits the real search adds."""
    lost = [f for f in real if f.data.get("unresolved")]
    kept = [f for f in real if not f.data.get("unresolved")]
    return {
        "tidy": len(tidy), "real": len(real), "unresolvable": len(lost),
        "only_tidy": Counter(map(_key, tidy)) - Counter(map(_key, kept)),
        "only_real": Counter(map(_key, kept)) - Counter(map(_key, tidy)),
        "lost_reasons": {f.data["unresolved"] for f in lost},
        "lost_with_links": [f for f in lost if f.citation is not None],
    }


@pytest.mark.asyncio
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("name", ["prepare_sunday", "midweek", "research", "explain_verse",
                                  "public_talk"])
async def test_journey_gives_the_same_findings_in_both_modes(
    name: str, lang: str, mirror: MirrorServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    tidy, _ = await _run(mirror, "tidy", lang, name, monkeypatch)
    real, problems = await _run(mirror, "real", lang, name, monkeypatch)
    diff = compare(tidy, real)
    assert tidy
    assert not diff["only_tidy"] and not diff["only_real"], diff
    assert diff["lost_reasons"] <= {"no_docid"} and not diff["lost_with_links"]
    assert diff["real"] - diff["unresolvable"] == diff["tidy"]
    if name == "research":  # the hit without a docid is said, not dropped
        assert any(WHOLE_BOOK[lang] in line for line in problems), problems
