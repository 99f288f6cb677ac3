"""The five journeys against the mirror in tidy and in real-variant mode give the same
findings (counts and links): what the parsers and the link resolver read off the real
site's shapes is what they read off the tidy ones (bench/variants.py prints the table).

Only difference allowed: the real search API also lists a publication hit that names no
document (`/wol/finder?pub=lfb`); it is kept, marked unresolvable and without a link, or
(research.topic) said in what the step tells the person.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.mirror.content.apis import WHOLE_BOOK
from app.mirror.server import MirrorServer, running_mirror
from bench.variants import JOURNEYS, compare, run_journey
from tests.agents.agent_util import registry


@pytest.fixture(scope="module")
def mirror() -> Iterator[MirrorServer]:
    """One mirror for both modes (it reads the mode per request), so links compare."""
    with running_mirror() as server:
        yield server


@pytest.mark.asyncio
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("name", JOURNEYS)
async def test_journey_gives_the_same_findings_in_both_modes(
    name: str, lang: str, mirror: MirrorServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", "tidy")  # restored after the test
    tidy = await run_journey(mirror, registry(), "tidy", lang, name)
    real = await run_journey(mirror, registry(), "real", lang, name)
    assert tidy.status == real.status == "finished"
    assert tidy.findings
    diff = compare(tidy.findings, real.findings)
    assert diff.equal, diff
    if name == "research":  # the hit without a docid is said, not dropped
        assert any(WHOLE_BOOK[lang] in line for line in real.told), real.told
