from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.core.models import Plan, Step, dag_problems, topological_layers


def steps(*spec: tuple[str, list[str]]) -> list[Step]:
    return [Step(id=i, agent="test.noop", depends_on=d) for i, d in spec]


def test_valid_plan_passes() -> None:
    plan = Plan(goal="g", steps=steps(("a", []), ("b", ["a"]), ("c", ["a", "b"])))
    assert plan.ids() == ["a", "b", "c"]


def test_duplicate_ids_are_named() -> None:
    with pytest.raises(ValidationError, match="duplicate step id 'a'"):
        Plan(goal="g", steps=steps(("a", []), ("a", [])))


def test_unknown_dependency_is_named() -> None:
    with pytest.raises(ValidationError, match="step 'b' depends on unknown step 'zz'"):
        Plan(goal="g", steps=steps(("a", []), ("b", ["zz"])))


def test_self_dependency_is_named() -> None:
    with pytest.raises(ValidationError, match="step 'a' depends on itself"):
        Plan(goal="g", steps=steps(("a", ["a"])))


def test_cycle_names_the_steps() -> None:
    problems = dag_problems(steps(("a", ["c"]), ("b", ["a"]), ("c", ["b"]), ("d", [])))
    assert len(problems) == 1
    cycle = problems[0]
    assert cycle.startswith("dependency cycle: ")
    assert set(cycle.removeprefix("dependency cycle: ").split(" -> ")) == {"a", "b", "c"}


def test_soft_dependencies_are_checked_too() -> None:
    bad = [Step(id="a", agent="x", after=["nope"])]
    assert dag_problems(bad) == ["step 'a' depends on unknown step 'nope'"]


def test_bad_step_id_rejected() -> None:
    with pytest.raises(ValidationError, match="step id"):
        Step(id="has space", agent="x")


def test_layers_follow_longest_path() -> None:
    layers = topological_layers(steps(("a", []), ("b", ["a"]), ("c", ["a", "b"]), ("d", [])))
    assert layers == [["a", "d"], ["b"], ["c"]]


def test_run_json_carries_study_article_data_but_never_other_kinds() -> None:
    from app.core.models import Finding, Plan, RunResult

    paragraph = Finding(summary="¶1", kind="wt_paragraph",
                        data={"number": 1, "group": [1, 2], "read": ["John 3:16"]})
    visit = Finding(summary="Return visit", kind="revisit", data={"person": "Ana"})
    result = RunResult(run_id="r1", plan=Plan(goal="g", language="en", steps=[]),
                       status="finished", findings=[paragraph, visit])
    found = result.summary_json()["findings"]
    assert {"number": 1, "group": [1, 2], "read": ["John 3:16"]}.items() <= found[0]["data"].items()
    assert "data" not in found[1] and "Ana" not in str(found)


def test_run_json_carries_the_apocrypha_verdict_and_what_was_searched() -> None:
    from app.core.findings import Apocrypha
    from app.core.models import Finding, Plan, RunResult

    finding = Finding(summary="Not found", data=Apocrypha(
        verdict="not_in_bible", searched="the whole Bible, 31095 verses"))
    result = RunResult(run_id="r1", plan=Plan(goal="g", language="en", steps=[]),
                       status="finished", findings=[finding])
    [found] = result.summary_json()["findings"]
    assert found["kind"] == "apocrypha"
    assert found["data"]["verdict"] == "not_in_bible"
    assert found["data"]["searched"] == "the whole Bible, 31095 verses"


def test_plan_problems_in_the_plans_language_never_the_settings() -> None:
    from app.core.settings import Settings, save_settings

    with pytest.raises(ValidationError, match="ciclo de dependencias: "):
        Plan(goal="g", language="es", steps=steps(("a", ["b"]), ("b", ["a"])))
    problems = dag_problems(steps(("a", ["a"]), ("b", ["zz"])), "pt")
    assert problems == ["a etapa 'a' depende de si mesma",
                        "a etapa 'b' depende de uma etapa desconhecida 'zz'"]
    save_settings(Settings(language="en"))
    # a plan's bad step id is told in the plan's language, whatever the settings say
    with pytest.raises(ValidationError, match="el identificador de paso 'a b'"):
        Plan.model_validate({"goal": "g", "language": "es",
                             "steps": [{"id": "a b", "agent": "test.noop"}]})
    # a step alone speaks the language its validation is given, else English
    with pytest.raises(ValidationError, match="o identificador de etapa 'a b'"):
        Step.model_validate({"id": "a b", "agent": "test.noop"}, context={"language": "pt"})
    save_settings(Settings(language="pt"))
    with pytest.raises(ValidationError, match="step id 'a b'"):
        Step(id="a b", agent="test.noop")
