"""A library paragraph in another language than the run's is said to be so: its finding
and citation read "(en inglés)" in a Spanish run, "(em inglês)" in a Portuguese one, and
the study sheet the reading view and the exports draw says it too; a run in the
paragraph's own language shows its title alone."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from app.agents._library import marked_title
from app.agents._search import search
from app.agents.base import AgentContext
from app.core.models import Language
from app.core.settings import Settings
from app.export.markup import render_markdown
from app.export.sheet import build_sheet
from app.library.search import LibrarySearch
from app.library.store import Library
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from tests.agents.agent_util import context, run_agent
from tests.library.test_agents import ANXIETY, CARES, library

__all__ = ["library"]  # the module's library: the mirror's patience article and ANXIETY, in en

TITLE = "When Cares Weigh on You"


@pytest.fixture
def settings(mirror: MirrorServer) -> Settings:
    return Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0,
                    offline=True)


@pytest_asyncio.fixture
async def hub(settings: Settings) -> AsyncIterator[SourceHub]:
    async with SourceHub(settings) as found:
        yield found


def _ctx(hub: SourceHub, settings: Settings, library: Library, lang: Language
         ) -> AgentContext:
    return context(hub, settings, lang, services={"library": LibrarySearch(library)})


def test_the_mark_names_the_language_in_the_runs_language() -> None:
    assert marked_title(TITLE, "en", "es") == f"{TITLE} (en inglés)"
    assert marked_title(TITLE, "en", "pt") == f"{TITLE} (em inglês)"
    assert marked_title("Sigamos creciendo", "es", "en") == "Sigamos creciendo (in Spanish)"
    assert marked_title(TITLE, "en", "en") == TITLE


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "query", "mark"), [
    ("es", "estoy preocupado", "(en inglés)"), ("pt", "preocupação", "(em inglês)")])
async def test_a_hit_in_another_language_says_so(
        hub: SourceHub, settings: Settings, library: Library, lang: Language, query: str,
        mark: str) -> None:
    hits = await search(_ctx(hub, settings, library, lang), lang, query, "publications")
    assert hits[0].snippet == ANXIETY and hits[0].title == f"{TITLE} {mark}"


@pytest.mark.asyncio
async def test_a_hit_in_the_runs_language_shows_its_title_alone(
        hub: SourceHub, settings: Settings, library: Library) -> None:
    hits = await search(_ctx(hub, settings, library, "en"), "en", "worry", "publications")
    assert hits[0].snippet == ANXIETY and hits[0].title == TITLE


@pytest.mark.asyncio
async def test_the_finding_and_the_exported_sheet_say_the_language(
        hub: SourceHub, settings: Settings, library: Library) -> None:
    ctx = _ctx(hub, settings, library, "es")
    result = await run_agent("ministry.conversation",
                             {"objection": "Estoy muy preocupado"}, ctx)
    cited = [f for f in result.findings
             if f.citation is not None and f.citation.url.endswith(f"/{CARES}#h=1")]
    assert cited, [f.summary for f in result.findings]
    assert all("(en inglés)" in (f.citation.title if f.citation else "") for f in cited)
    assert any("(en inglés)" in f.summary or "(en inglés)" in f.excerpt for f in cited)
    sheet = build_sheet(result.findings, language="es")
    assert f"{TITLE} (en inglés)" in render_markdown(sheet)
