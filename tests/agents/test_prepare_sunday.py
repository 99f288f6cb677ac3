"""Prepare Sunday end to end against the mirror: meeting.week -> meeting.watchtower_study
(-> verse.explain follow-ups) -> export.study_sheet, in es/en/pt."""

from __future__ import annotations

import datetime as dt

import pytest

from app.core.events import Event, EventHub, EventType
from app.core.models import Finding, Plan, RunResult, Step, StepStatus
from app.core.settings import Settings
from app.export import sheet_for_run
from app.mirror.server import MirrorServer
from app.orchestrator.executor import Executor, ExecutorConfig
from app.orchestrator.guards import GuardConfig
from app.sources.hub import SourceHub
from app.sources.references import parse_references
from tests.agents.agent_util import registry

SUNDAY = dt.date(2026, 3, 15)


def sunday_plan(language: str, day: dt.date = SUNDAY) -> Plan:
    return Plan(
        goal="Prepare Sunday",
        language=language,  # type: ignore[arg-type]
        steps=[
            Step(id="week", agent="meeting.week", args={"date": day.isoformat()}),
            Step(id="wt", agent="meeting.watchtower_study", args={"date": day.isoformat()},
                 depends_on=["week"]),
            Step(id="sheet", agent="export.study_sheet", depends_on=["wt"]),
        ],
    )


def explained_verses(findings: list[Finding]) -> set[tuple[int, int, int]]:
    return {
        (f.data.book, f.data.chapter, f.data.verse)
        for f in findings
        if f.kind == "verse" and f.data.text
    }


def cited_verses(text: str, language: str) -> set[tuple[int, int, int]]:
    out = set()
    for ref in parse_references(text, language):
        for key in ref.verse_keys():
            b, c, v = (int(x) for x in key.split("-"))
            out.add((b, c, v))
    return out


async def check_sunday(result: RunResult, hub: SourceHub, language: str) -> None:
    assert result.status == "finished"
    for step in result.steps:
        assert step.status == StepStatus.DONE, (step.step_id, step.error)
    week = result.result_for("week")
    assert week is not None and week.handoff is not None
    docid = week.handoff.data["watchtower_docid"]
    article = await hub.wol.watchtower(language, docid)
    assert len(article.paragraphs) >= 15
    findings = [f for r in result.steps for f in r.findings]
    paragraphs = {f.data.number: f for f in findings if f.kind == "wt_paragraph"}
    assert sorted(paragraphs) == [p.number for p in article.paragraphs]
    verses = explained_verses(findings)
    for par in article.paragraphs:
        found = paragraphs[par.number]
        assert found.data.question == par.question and par.question
        assert found.data.text == par.text
        assert found.citation is not None and str(docid) in found.citation.url
        # the link opens the paragraph's own element (pN ids count every element)
        assert found.citation.url.endswith(f"#{par.anchor}") and par.anchor
        assert found.data.group == par.question_group and par.number in par.question_group
        assert found.data.question_label == par.question_label
        assert found.data.question_parts == par.question_parts
        assert found.data.subheading == par.subheading
        assert found.data.footnotes == par.footnotes
        assert len(found.data.read) == len(par.read_scriptures)
        for scripture in par.scriptures:
            wanted = cited_verses(scripture, language)
            assert wanted, scripture
            assert wanted <= verses, (par.number, scripture, wanted - verses)
    assert cited_verses(article.theme_scripture, language) <= verses
    assert len([f for f in findings if f.kind == "review_question"]) == len(
        article.review_questions)
    wt = result.result_for("wt")
    assert wt is not None and wt.handoff is not None
    for step_id in wt.handoff.data["verse_steps"]:
        child = result.result_for(step_id)
        assert child is not None and child.status == StepStatus.DONE
    step = result.result_for("sheet")
    assert step is not None and step.status == StepStatus.DONE
    sheet = sheet_for_run(result)
    assert sheet.unexplained() == []
    assert sheet.kind == "watchtower"
    numbers = [p.number for s in sheet.sections for p in s.paragraphs]
    assert numbers == [p.number for p in article.paragraphs]
    assert len(result.plan.steps) <= 30


@pytest.mark.asyncio
@pytest.mark.parametrize("language", ["es", "en", "pt"])
async def test_prepare_sunday_explains_every_paragraph_and_scripture(
    language: str, hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    ex = Executor(registry(), settings=settings, sources=hub)
    result = await ex.run(sunday_plan(language))
    await check_sunday(result, hub, language)
    wt = result.result_for("wt")
    assert wt is not None and wt.handoff is not None
    # The study article's docId came from the meeting.week handoff: one meetings request.
    assert mirror.count(r"/wol/meetings/") == 1
    assert wt.handoff.data["verse_steps"], "scriptures go to verse.explain steps"
    assert wt.handoff.data["inline"] == []
    # Each Bible chapter was fetched once, however many steps needed it.
    chapter_paths = [r.path for r in mirror.requests(r"/wol/b/")]
    assert len(chapter_paths) == len(set(chapter_paths))


@pytest.mark.asyncio
async def test_prepare_sunday_with_a_tight_budget_explains_the_rest_inline(
    hub: SourceHub, settings: Settings
) -> None:
    config = ExecutorConfig(retries=0, guards=GuardConfig(run_budget=5))
    events = EventHub()
    seen: list[Event] = []
    events.subscribe(seen.append)
    ex = Executor(registry(), settings=settings, sources=hub, config=config, events=events)
    result = await ex.run(sunday_plan("en"))
    await check_sunday(result, hub, "en")
    wt = result.result_for("wt")
    assert wt is not None and wt.handoff is not None
    assert len(wt.handoff.data["verse_steps"]) == 2  # budget 5 = 3 planned + 2 follow-ups
    assert wt.handoff.data["inline"], "what the guards refused was explained inline"
    assert any("budget" in line for line in wt.handoff.for_next)
    assert any(e.type == EventType.GUARD_TRIPPED for e in seen)


@pytest.mark.asyncio
async def test_prepare_sunday_survives_transient_server_errors(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/wol/b/", 500, times=2)
    mirror.faults.status(r"/wol/d/", 503, times=1)
    ex = Executor(registry(), settings=settings, sources=hub)
    result = await ex.run(sunday_plan("es"))
    await check_sunday(result, hub, "es")


@pytest.mark.asyncio
async def test_the_article_leads_and_fanned_out_verses_follow(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    from app.orchestrator.consolidate import consolidate

    result = await Executor(registry(), settings=settings, sources=hub).run(sunday_plan("en"))
    ordered = consolidate([f for r in result.steps for f in r.findings])
    kinds = [f.kind for f in ordered]
    assert kinds.index("wt_article") < kinds.index("verse")
    assert max(i for i, k in enumerate(kinds) if k == "wt_paragraph") < kinds.index("verse")
    # a verse someone asks for directly still leads its own run
    alone = await Executor(registry(), settings=settings, sources=hub).run(Plan(
        goal="John 3:16", language="en",
        steps=[Step(id="v", agent="verse.explain", args={"references": ["John 3:16"]})]))
    assert consolidate(alone.findings)[0].kind == "verse"
