"""ministry.revisit (the private notebook) and export.study_sheet."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.core.errors import PreparoError, RetryableError
from app.core.models import Citation, Finding, Handoff, Plan, RunResult
from app.core.paths import data_dir
from app.core.settings import Settings
from app.export import sheet_for_run
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from tests.agents.agent_util import assert_cited, context, kinds, of_kind, registry, run_agent

# -- ministry.revisit --------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_notebook_add_list_update_prepare(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    ctx = context(hub, settings, "en")
    added = await run_agent("ministry.revisit", {
        "action": "add", "person": "Ana (blue door)", "address_note": "Elm St 12, 2nd floor",
        "topics": ["patience"], "next_question": "How can we grow in kindness?",
    }, ctx)
    assert mirror.count() == 0, "add, list and update never touch the network"
    visit_id = added.handoff.data["visit_id"]
    assert added.findings[0].kind == "revisit"
    assert added.findings[0].citation is not None
    assert added.findings[0].citation.url == f"preparo://notebook/visit/{visit_id}"
    assert (data_dir() / "notebook.sqlite3").exists()
    await run_agent("ministry.revisit", {"action": "add", "person": "Luis"}, ctx)
    listed = await run_agent("ministry.revisit", {"action": "list"}, ctx)
    assert {f.data.person for f in listed.findings} == {"Ana (blue door)", "Luis"}
    updated = await run_agent("ministry.revisit", {
        "action": "update", "visit_id": visit_id, "topics": ["kindness"], "note": "left a tract",
    }, ctx)
    visit = updated.handoff.data["visit"]
    assert visit["topics"] == ["patience", "kindness"]
    assert visit["notes"][-1]["note"] == "left a tract"
    assert visit["address_note"] == "Elm St 12, 2nd floor"
    assert mirror.count() == 0
    prepared = await run_agent("ministry.revisit", {"person": "ana (BLUE door)"}, ctx)
    assert_cited(prepared)
    assert kinds(prepared)[0] == "revisit"
    assert of_kind(prepared, "topic") or of_kind(prepared, "answer")
    for record in mirror.requests():
        assert "Ana" not in record.path and "Elm" not in record.path, record.path


@pytest.mark.asyncio
async def test_notebook_odd_requests(hub: SourceHub, settings: Settings) -> None:
    ctx = context(hub, settings, "es")
    with pytest.raises(PreparoError, match="nombre"):
        await run_agent("ministry.revisit", {"action": "add"}, ctx)
    with pytest.raises(PreparoError, match=r"99"):
        await run_agent("ministry.revisit", {"action": "update", "visit_id": 99}, ctx)
    with pytest.raises(PreparoError, match="visit_id"):
        await run_agent("ministry.revisit", {"action": "prepare"}, ctx)
    empty = await run_agent("ministry.revisit", {"action": "list"}, ctx)
    assert empty.findings == [] and "0 revisitas" in empty.handoff.did[0]
    added = await run_agent("ministry.revisit", {"action": "add", "person": "Marta"}, ctx)
    with pytest.raises(PreparoError, match="temas"):
        await run_agent("ministry.revisit",
                        {"action": "prepare", "visit_id": added.handoff.data["visit_id"]}, ctx)


@pytest.mark.asyncio
async def test_notebook_uses_the_context_data_dir_and_survives_search_faults(
    hub: SourceHub, settings: Settings, mirror: MirrorServer, tmp_path: Path
) -> None:
    ctx = context(hub, settings, "pt", data_dir=tmp_path)
    added = await run_agent("ministry.revisit", {"action": "add", "person": "João",
                                                 "next_question": "Por que ter paciência?"}, ctx)
    with sqlite3.connect(tmp_path / "notebook.sqlite3") as conn:
        assert conn.execute("SELECT person FROM visits").fetchall() == [("João",)]
    mirror.faults.status(r"/cdn/", 500)
    with pytest.raises(RetryableError):
        await run_agent("ministry.revisit",
                        {"action": "prepare", "visit_id": added.handoff.data["visit_id"]}, ctx)


# -- export.study_sheet ------------------------------------------------------------------------


def _findings() -> list[Finding]:
    url = "https://wol.jw.org/en/wol/d/r1/lp-e/1"
    verse_url = "https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16"
    return [
        Finding(summary="Study article 1: Title", kind="wt_article",
                citation=Citation(url=url), data={"number": 1, "title": "Title",
                                                  "theme_scripture": "John 3:16", "dates": "d"}),
        Finding(summary="¶1", kind="wt_paragraph", citation=Citation(url=url + "#p1"),
                data={"number": 1, "question": "Why?", "text": "Because.",
                      "scriptures": ["John 3:16"]}),
        Finding(summary="¶2", kind="wt_paragraph", citation=Citation(url=url + "#p2"),
                data={"number": 2, "question": "How?", "text": "Thus.",
                      "scriptures": ["John 3:17"]}),
        Finding(summary="John 3:16", kind="verse", citation=Citation(url=verse_url),
                data={"ref": "John 3:16", "book": 43, "chapter": 3, "verse": 16,
                      "text": "Verse text."}),
    ]


@pytest.mark.asyncio
async def test_export_records_what_it_chose_and_the_sheet_is_built_once(
        settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    """The step records the title, goal and language it chose; the sheet is built once,
    from the run's final findings, by sheet_for_run (before: the step built a sheet of
    its own and sheet_for_run built another)."""
    import app.export as export
    import app.export.sheet as sheet_module

    built: list[int] = []
    real = sheet_module.build_sheet

    def counting(findings: list[Finding], **kw: object) -> object:
        built.append(len(findings))
        return real(findings, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(sheet_module, "build_sheet", counting)
    monkeypatch.setattr(export, "build_sheet", counting)
    step_ctx = context(None, settings, "en", findings=_findings(),
                       upstream={"wt": Handoff(goals=["prepare"])})
    result = await run_agent("export.study_sheet", {"title": "My sheet"}, step_ctx)
    [finding] = result.findings
    assert finding.kind == "study_sheet"
    assert (finding.data.title, finding.data.goal, finding.data.language) == (
        "My sheet", "prepare", "en")
    assert "My sheet" in finding.summary
    assert built == [], "the step builds no sheet of its own"
    run = RunResult(run_id="r1", plan=Plan(goal="Sunday", language="en", steps=[]),
                    findings=[*_findings(), finding])
    sheet = sheet_for_run(run)
    assert built == [len(_findings())], "built once, of every finding but the step's"
    assert sheet.title == "My sheet" and sheet.kind == "watchtower"
    assert [s.number for s in sheet.sections if s.number] == ["1", "2"]
    assert sheet.unexplained() == ["John 3:17"]


def test_an_older_runs_sheet_step_keeps_its_title() -> None:
    """Runs saved before kept the whole sheet the step built: its title is what it chose."""
    older = Finding.model_validate({"summary": "Study sheet", "kind": "study_sheet", "data": {
        "sheet": {"title": "Old title", "sections": []}, "citations": 2, "unexplained": []}})
    assert finding_title(older) == "Old title"


def finding_title(finding: Finding) -> str | None:
    from app.core.findings import StudySheetData

    assert isinstance(finding.data, StudySheetData)
    return finding.data.title


@pytest.mark.asyncio
async def test_export_with_nothing_to_assemble(settings: Settings) -> None:
    with pytest.raises(PreparoError, match="nada"):
        await run_agent("export.study_sheet", {}, context(None, settings, "es"))
    sheet_only = [Finding(summary="old", kind="study_sheet")]
    with pytest.raises(PreparoError):
        await run_agent("export.study_sheet", {}, context(None, settings, "en",
                                                          findings=sheet_only))


@pytest.mark.asyncio
async def test_export_general_findings(settings: Settings) -> None:
    care = Finding(summary="Care", excerpt="Talk to someone", kind="care_note", authority=100,
                   citation=Citation(url="https://wol.jw.org/en/wol/d/r1/lp-e/2"))
    ctx = context(None, settings, "pt", findings=[care])
    result = await run_agent("export.study_sheet", {}, ctx)
    run = RunResult(run_id="r1", plan=Plan(goal="Goal", language="en", steps=[]),
                    findings=[care, *result.findings])
    sheet = sheet_for_run(run)
    assert sheet.kind == "general" and sheet.language == "pt", "the step's language"
    assert sheet.sections[0].bullets[0].text.startswith("Care")


@pytest.mark.asyncio
async def test_a_goal_keeps_the_next_topic_and_prepare_gives_the_next_conversation(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    """"return visit with Tom, next time talk about the resurrection": the topic is kept,
    and prepare draws a scripture, a passage and a question from the sources."""
    from app.orchestrator.planner import RulesPlanner

    plan = RulesPlanner(registry()).plan_sync(
        "return visit with Tom, next time talk about the resurrection", "en")
    args = plan.steps[0].args
    ctx = context(hub, settings, "en")
    noted = await run_agent("ministry.revisit", args, ctx)
    assert noted.handoff.data["visit"]["topics"] == ["the resurrection"]
    again = await run_agent("ministry.revisit", {
        "action": "add", "person": "tom", "literature": ["a tract on hope"]}, ctx)
    assert again.handoff.data["visit_id"] == noted.handoff.data["visit_id"]  # not doubled
    prepared = await run_agent("ministry.revisit", {"action": "prepare", "person": "Tom"}, ctx)
    conversation = of_kind(prepared, "presentation")[0]
    assert conversation.data.scripture
    assert "resurrection" in conversation.data.passage.casefold()
    assert conversation.data.question_to_leave.endswith("?")
    assert conversation.citation is not None and "/wol/d/" in conversation.citation.url
    for record in mirror.requests():
        assert "Tom" not in record.path and "tom" not in record.path.split("?")[-1]
