"""Typed findings: each kind's data is its model, and an older run.json still loads."""

from __future__ import annotations

from app.core.findings import KINDS, Apocrypha, Other, Verse, WtParagraph
from app.core.models import Finding, RunResult
from app.orchestrator.consolidate import consolidate


def test_the_kind_comes_from_the_model() -> None:
    finding = Finding(summary="John 3:16", data=Verse(ref="John 3:16", text="For God..."))
    assert finding.kind == "verse"
    saved = finding.model_dump(mode="json")
    assert saved["kind"] == "verse" and "kind" not in saved["data"]
    assert saved["data"]["ref"] == "John 3:16"
    assert Finding.model_validate_json(finding.model_dump_json()) == finding


def test_an_older_run_json_upgrades_into_the_models() -> None:
    old = {"run_id": "r1", "plan": {"goal": "g", "language": "en", "steps": []},
           "findings": [
               {"summary": "¶1", "kind": "wt_paragraph",
                "data": {"number": 1, "question": "Why?", "gone_key": 3}},
               {"summary": "Not in the Bible", "kind": "apocrypha",
                "data": {"found": False, "where": "", "in": "publication"}},
               {"summary": "A plugin's", "kind": "plugin_kind", "data": {"n": 2, "x": "y"}},
               {"summary": "No data at all"}]}
    run = RunResult.model_validate(old)
    paragraph, apocrypha, plugin, bare = run.findings
    assert isinstance(paragraph.data, WtParagraph) and paragraph.data.number == 1
    assert paragraph.data.question == "Why?" and paragraph.data.group == []
    assert "gone_key" not in paragraph.model_dump()["data"]
    assert isinstance(apocrypha.data, Apocrypha) and apocrypha.data.found_in == "publication"
    assert apocrypha.model_dump(mode="json")["data"]["in"] == "publication"
    assert isinstance(plugin.data, Other) and plugin.kind == "plugin_kind"
    assert plugin.model_dump(mode="json")["data"] == {"n": 2, "x": "y"}
    assert bare.kind == "note" and bare.model_dump()["data"] == {}
    again = RunResult.model_validate_json(run.model_dump_json())
    assert again == run


def test_every_kind_is_declared_once_and_round_trips() -> None:
    for kind, model in KINDS.items():
        finding = Finding(summary=kind, data=model())
        assert finding.kind == kind
        assert type(Finding.model_validate(finding.model_dump()).data) is model


def test_items_are_merged_by_the_fields_their_kind_names() -> None:
    from app.core.models import Citation

    page = Citation(url="https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3", title="John 3")
    one = Finding(summary="a", citation=page, data=Verse(ref="John 3:16"), authority=10)
    same = Finding(summary="b", citation=page, data=Verse(ref="John 3:16"), authority=20)
    other = Finding(summary="c", citation=page, data=Verse(ref="John 3:17"))
    merged = consolidate([one, same, other])
    assert [f.summary for f in merged] == ["c", "b"]
