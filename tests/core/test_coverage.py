"""The run summary says which parts of the goal are covered and which are not (issue 30,
item 3): in `preparo run` and its --json (so the MCP tools), the sheet and the window's
status (through app.service)."""

from __future__ import annotations

import json

import pytest

from app.core.coverage import coverage, coverage_text, run_json
from app.core.findings import Answer, ClaimCheck, NothingFound
from app.core.models import Citation, Finding, Plan, RunResult, Step, StepResult, StepStatus

URL = "https://wol.jw.org/en/wol/d/r1/lp-e/1102008070"


def _run(language: str = "en", *, research_found: bool = False) -> RunResult:
    plan = Plan(goal="g", language=language, steps=[  # type: ignore[arg-type]
        Step(id="study", agent="meeting.watchtower_study", args={"date": "2026-11-29"}),
        Step(id="topic", agent="research.topic", args={"topic": "xylophones"}),
        Step(id="check", agent="apologetics.fact_check", args={"claim": "the earth is flat"}),
        Step(id="replan1.check", agent="apologetics.fact_check",
             args={"claim": "the earth is flat", "deeper": True}),
        Step(id="sheet", agent="export.study_sheet", depends_on=["study"]),
    ])
    material = Finding(summary="¶1", excerpt="text", citation=Citation(url=URL, title="t"),
                       data=Answer(title="t"))
    empty = Finding(summary="Nothing was found for “xylophones”.",
                    data=NothingFound(searched="xylophones"))
    unclear = Finding(summary="not established",
                      data=ClaimCheck(claim="the earth is flat", searched="earth flat"))
    steps = [
        StepResult(step_id="study", agent="meeting.watchtower_study", status=StepStatus.DONE,
                   findings=[material]),
        StepResult(step_id="topic", agent="research.topic", status=StepStatus.DONE,
                   findings=[material if research_found else empty]),
        StepResult(step_id="check", agent="apologetics.fact_check", status=StepStatus.DONE,
                   findings=[unclear]),
        StepResult(step_id="replan1.check", agent="apologetics.fact_check",
                   status=StepStatus.DONE, findings=[unclear]),
        StepResult(step_id="sheet", agent="export.study_sheet", status=StepStatus.DONE),
    ]
    return RunResult(run_id="r", plan=plan, steps=steps, status="finished")


def test_each_part_of_the_goal_is_covered_or_says_why_not() -> None:
    parts = coverage(_run())
    assert [(p.step_id, p.covered) for p in parts] == [
        ("study", True), ("topic", False), ("check", False)]  # no sheet, no second look
    assert parts[1].searched == "xylophones" and parts[2].searched == "earth flat"
    assert coverage_text(_run()) == (
        "Covered: the Watchtower study. Not covered: research “xylophones” (nothing found; "
        "searched: xylophones); the fact check “the earth is flat” (not established by the "
        "sources; searched: earth flat).")
    assert coverage_text(_run("es")).startswith(
        "Cubierto: el estudio de La Atalaya. Sin cubrir: la investigación «xylophones» "
        "(no se encontró nada; se buscó: xylophones)")


def test_a_fallback_that_finished_covers_the_part_it_stands_for() -> None:
    run = _run(research_found=True)
    run.steps[0].status = StepStatus.FAILED
    run.steps[0].error = "the page could not be read"
    run.plan.steps.append(Step(id="study.fb", agent="research.topic", replaces="study"))
    material = run.steps[1].findings
    run.steps.append(StepResult(step_id="study.fb", agent="research.topic",
                                status=StepStatus.DONE, findings=material))
    parts = coverage(run)
    assert [(p.step_id, p.covered) for p in parts][:2] == [("study", True), ("topic", True)]
    run.steps[-1].status = StepStatus.FAILED
    assert coverage(run)[0].why == "the page could not be read"


def test_the_json_of_a_run_carries_its_coverage() -> None:
    shape = json.loads(json.dumps(run_json(_run())))
    assert shape["coverage"]["complete"] is False
    assert [p["covered"] for p in shape["coverage"]["parts"]] == [True, False, False]
    assert shape["coverage"]["text"].startswith("Covered: the Watchtower study.")
    assert shape["run_id"] == "r"  # the stable shape is kept


def test_the_service_and_the_sheet_say_what_is_not_covered() -> None:
    from app.export import sheet_for_run
    from app.service import uncovered

    assert uncovered(_run()).startswith("Covered: the Watchtower study. Not covered:")
    done = _run(research_found=True)
    done.plan.steps = done.plan.steps[:2]
    done.steps = done.steps[:2]
    assert uncovered(done) == ""
    sheet = sheet_for_run(_run())
    assert "Not covered: research “xylophones”" in sheet.coverage
    assert sheet_for_run(done).coverage == ""
    from app.export import render

    for fmt in ("md", "html"):
        assert "Not covered: research" in render(sheet, fmt).decode("utf-8")
    import io
    import zipfile

    with zipfile.ZipFile(io.BytesIO(render(sheet, "docx"))) as docx:
        assert "Not covered: research" in docx.read("word/document.xml").decode("utf-8")


@pytest.mark.parametrize("language", ["en", "es", "pt"])
def test_a_run_that_found_nothing_says_so(language: str) -> None:
    run = _run(language)
    run.plan.steps = run.plan.steps[1:2]
    run.steps = run.steps[1:2]
    text = coverage_text(run)
    assert text.startswith({"en": "Nothing of what was asked was found.",
                            "es": "No se encontró nada de lo que se pidió.",
                            "pt": "Nada do que foi pedido foi encontrado."}[language])
    assert "xylophones" in text


def test_preparo_run_never_says_the_work_is_there_when_a_part_found_nothing(
        capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import core

    run = _run()
    run.status = "finished_with_problems"
    run.problems = ["sheet: a page could not be read"]
    core._print_result(run, False, "en")
    out = capsys.readouterr().out
    assert "Finished with problems: the work asked for is there" not in out
    assert "Finished with problems (1): not all the work asked for is there." in out
    assert "Not covered: research “xylophones” (nothing found; searched: xylophones)" in out
