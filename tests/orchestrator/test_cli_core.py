from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from app.cli import core as cli_core
from app.cli import main
from app.core.models import Language, Plan, Step
from app.core.settings import Settings
from app.orchestrator.store import RunStore
from app.service import PreparoService
from tests.orchestrator.fake_agents import registry


class FakePlanner:
    name = "fake"

    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: dt.date | None = None, language_chosen: bool = False) -> Plan:
        steps = [Step(id="a", agent="test.noop", args={"label": goal}),
                 Step(id="b", agent="test.noop", depends_on=["a"])]
        if "fail" in goal:
            steps.append(Step(id="c", agent="test.fail"))
        if "spurious" in goal:  # an extra step whose fallback fails too
            steps.append(Step(id="x", agent="test.fail_to_fail"))
        return Plan(goal=goal, language=language, congregation=congregation, steps=steps,
                    planner=self.name, confidence=0.9)

    def plan_sunday(self, language: Language, congregation: str | None = None,
                    *, today: dt.date | None = None) -> Plan:
        return Plan(goal="sunday", language=language,
                    steps=[Step(id="week", agent="test.noop")], planner=self.name)


@pytest.fixture
def fake_service(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> PreparoService:
    service = PreparoService(Settings(), registry=registry(), planner=FakePlanner(),
                             store=RunStore(tmp_path / "runs"), sources=None)
    service._sources = None
    monkeypatch.setattr(cli_core, "_service", lambda: service)
    monkeypatch.setattr(PreparoService, "sources", property(lambda self: None))
    return service


def test_tools_json_lists_schemas(fake_service: PreparoService,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tools", "--json"]) == 0
    tools = json.loads(capsys.readouterr().out)
    sleep = next(t for t in tools if t["name"] == "test.sleep")
    assert sleep["args_schema"]["properties"]["seconds"]["type"] == "number"
    assert next(t for t in tools if t["name"] == "test.fail")["fallback"] == "test.noop"


def test_tools_text(fake_service: PreparoService, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tools"]) == 0
    out = capsys.readouterr().out
    assert "test.sleep" in out and "* seconds: number" in out


def test_plan_json_shape(fake_service: PreparoService, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", "Explain John 3:16", "--language", "es", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert {"goal", "language", "steps", "confidence", "planner"} <= plan.keys()
    assert plan["language"] == "es"
    assert plan["steps"][1] == {"id": "b", "agent": "test.noop", "args": {},
                                "depends_on": ["a"], "rationale": ""}


def test_plan_without_goal_is_a_clear_error(fake_service: PreparoService,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan"]) == 2
    assert "plan needs a GOAL" in capsys.readouterr().err


def test_run_json_and_progress_then_runs_and_resume(
        fake_service: PreparoService, capsys: pytest.CaptureFixture[str]) -> None:
    # c fails, its fallback does the work: finished with problems, exit 0
    assert main(["run", "make it fail", "--json"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert {"run_id", "plan", "steps", "findings", "verdict", "elapsed_ms"} <= result.keys()
    statuses = {s["id"]: s["status"] for s in result["steps"]}
    # the replan ran the failed step's fallback agent (test.fail falls back to test.noop)
    assert statuses == {"a": "done", "b": "done", "c": "failed", "c.fb": "done"}
    assert result["replans"] == 1
    assert result["steps"][2]["error"] == "c failed on purpose"
    finding = result["findings"][0]
    assert {"summary", "excerpt", "kind", "claim", "citation", "verdict"} <= finding.keys()
    assert finding["citation"]["url"].startswith("https://wol.jw.org/")
    assert "c FAILED" in captured.err and "replan:" in captured.err
    assert result["status"] == "finished_with_problems"
    assert result["problems"] == ["c: c failed on purpose"]
    counts = [tuple(int(n) for n in line[1:line.index("]")].split("/"))
              for line in captured.err.splitlines() if line.startswith("[")]
    assert counts == [(1, 3), (2, 3), (3, 3), (4, 4)]  # a replan adds to the total

    assert main(["runs", "--json"]) == 0
    runs = json.loads(capsys.readouterr().out)
    assert runs[0]["run_id"] == result["run_id"] and runs[0]["goal"] == "make it fail"

    assert main(["resume", result["run_id"], "--json", "--quiet"]) == 0
    resumed = json.loads(capsys.readouterr().out)
    assert resumed["run_id"] == result["run_id"]
    assert {s["id"]: s["status"] for s in resumed["steps"]}["c"] == "failed"


def test_a_failing_fallback_still_finishes_with_problems_and_exit_0(
        fake_service: PreparoService, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "a spurious step", "--json"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    statuses = {s["id"]: s["status"] for s in result["steps"]}
    # one level of fallback: x.fb (test.fail) fails and gets no fallback of its own
    assert statuses == {"a": "done", "b": "done", "x": "failed", "x.fb": "failed"}
    assert result["status"] == "finished_with_problems"
    assert [p.split(":")[0] for p in result["problems"]] == ["x", "x.fb"]
    assert main(["run", "a spurious step"]) == 0
    assert "Finished with problems" in capsys.readouterr().out


def test_resume_unknown_run(fake_service: PreparoService,
                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resume", "nope", "--quiet"]) == 2
    assert "No run 'nope'" in capsys.readouterr().err


def test_run_plan_file(fake_service: PreparoService, tmp_path: Path,
                       capsys: pytest.CaptureFixture[str]) -> None:
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps({"goal": "from file", "steps": [
        {"id": "x", "agent": "test.noop"}]}))
    assert main(["run", "--plan-file", str(plan_file), "--json", "--quiet"]) == 0
    assert json.loads(capsys.readouterr().out)["plan"]["goal"] == "from file"
    plan_file.write_text(json.dumps({"goal": "cyclic", "steps": [
        {"id": "x", "agent": "test.noop", "depends_on": ["x"]}]}))
    assert main(["run", "--plan-file", str(plan_file)]) == 2
    assert "depends on itself" in capsys.readouterr().err


def test_plan_sunday(fake_service: PreparoService, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan-sunday", "--language", "pt", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["language"] == "pt"


def test_export_refuses_to_overwrite(fake_service: PreparoService, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    existing = tmp_path / "sheet.md"
    existing.write_text("mine")
    assert main(["run", "g", "--export", str(existing), "--quiet"]) == 2
    assert "exists; pass --force" in capsys.readouterr().err
    assert existing.read_text() == "mine"


@pytest.mark.asyncio
async def test_reconfigure_rebuilds_the_planner_for_a_new_llm_choice() -> None:
    from app.core.settings import LLMSettings

    service = PreparoService(Settings(), registry=registry())
    assert service.planner.name == "rules"
    llm = LLMSettings(provider="ollama", model="tiny", base_url="http://127.0.0.1:9")
    await service.reconfigure(Settings(llm=llm))
    assert service.settings.llm.provider == "ollama"
    assert service.planner.name == "llm"
    injected = PreparoService(Settings(), registry=registry(), planner=FakePlanner())
    await injected.reconfigure(Settings(llm=llm))
    assert injected.planner.name == "fake"


def test_run_exports_the_sheet_through_the_service(fake_service: PreparoService, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "sheet.md"
    assert main(["run", "g", "--export", str(target), "--style", "bibliography",
                 "--quiet"]) == 0
    text = target.read_text("utf-8")
    assert text.startswith("# g\n") and "## Sources" in text and "Not affiliated" in text
    assert f"exported {target}" in capsys.readouterr().err


def test_an_unexpected_error_is_one_line_and_the_traceback_needs_debug(
        fake_service: PreparoService, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def broken() -> PreparoService:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(cli_core, "_service", broken)
    assert main(["tools"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ZeroDivisionError: a bug" in err
    assert "preparo.log" in err and "Traceback" not in err
    assert main(["--debug", "tools"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and err.rstrip().endswith("--debug shows them here)")


def test_a_preparo_error_is_its_own_line(
        fake_service: PreparoService, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from app.core.errors import PreparoError

    def refused() -> PreparoService:
        raise PreparoError("the settings file cannot be read")

    monkeypatch.setattr(cli_core, "_service", refused)
    assert main(["tools"]) == 1
    assert capsys.readouterr().err == "preparo: the settings file cannot be read\n"


def test_printed_findings_carry_public_links_and_verdicts_in_words(
        capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import core
    from app.core.models import Citation, Finding, Plan, RunResult, Verdict

    mirror = "http://127.0.0.1:8765"
    finding = Finding(summary="¶4", kind="wt_paragraph",
                      citation=Citation(url=f"{mirror}/es/wol/d/r4/lp-s/1#p11"),
                      verdict=Verdict(label="entails", score=0.93,
                                      reason="respaldado por el párr. 4"))
    result = RunResult(run_id="r", plan=Plan(goal="g", language="es"), status="finished",
                       findings=[finding])
    core._print_result(result, False, "es", mirror)
    out = capsys.readouterr().out
    assert "https://wol.jw.org/es/wol/d/r4/lp-s/1#p11" in out and mirror not in out
    assert "[respaldado por el párr. 4]" in out and "0.93" not in out


def test_plan_sunday_remembers_the_talk_given_and_hints_when_none(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.agents.registry import Registry

    service = PreparoService(Settings(language="en"), registry=Registry.default("en"))
    monkeypatch.setattr(cli_core, "_service", lambda: service)
    assert main(["plan-sunday", "--language", "en", "--date", "2026-11-29"]) == 0
    out, err = capsys.readouterr()
    assert "--talk" in err and "public_talk_outline" not in out
    assert main(["plan-sunday", "--language", "en", "--date", "2026-11-29",
                 "--talk", "12", "--speaker", "A. Brother"]) == 0
    out, err = capsys.readouterr()
    assert 'meeting.public_talk_outline {"date": "2026-11-29", "number": 12}' in out
    # remembered: the next plan of that week has it without being told
    assert main(["plan-sunday", "--language", "en", "--date", "2026-11-27"]) == 0
    out, err = capsys.readouterr()
    assert '"number": 12' in out and "--talk" not in err
