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


def test_the_workbooks_part_and_the_persons_own_part_merge_into_one() -> None:
    """The midweek run finds part 4 twice: in the workbook (with its section's heading
    and references) and as the person's own assignment (with neither). Consolidating
    keeps the assignment's copy, completed by the workbook's: the sheet keeps the
    heading over the person's part and lists its reference once."""
    from app.core.findings import DocumentSummary, WorkbookPart, WorkbookWeek
    from app.core.models import Citation
    from app.export.sheet import build_sheet

    page = Citation(url="https://wol.jw.org/en/wol/d/r1/lp-e/202026201", title="June 8-14")
    lesson = DocumentSummary(ref="lmd lesson 3 point 4", title="Be kind")
    week = Finding(summary="June 8-14", citation=page, authority=90,
                   data=WorkbookWeek(title="June 8-14", dates="June 8-14"))
    workbook = Finding(
        summary="4. Starting a Conversation", citation=page, authority=50,
        data=WorkbookPart(number=4, title="Starting a Conversation", minutes=3,
                          section="ministry", section_title="APPLY YOURSELF TO THE MINISTRY",
                          references=[lesson], publications=["lmd"]))
    mine = Finding(
        summary="4. Starting a Conversation", citation=page, authority=90,
        data=WorkbookPart(number=4, title="Starting a Conversation", minutes=3,
                          section="ministry", assigned=True, setting="House to house"))
    [merged] = [f for f in consolidate([week, workbook, mine]) if f.kind == "workbook_part"]
    assert isinstance(merged.data, WorkbookPart)
    assert merged.data.assigned and merged.data.setting == "House to house"
    assert merged.data.section_title == "APPLY YOURSELF TO THE MINISTRY"
    assert merged.data.references == [lesson] and merged.data.publications == ["lmd"]
    assert merged.authority == 90
    sheet = build_sheet(consolidate([week, workbook, mine]), language="en")
    [part] = [s for s in sheet.sections if s.number == "4"]
    assert part.kicker == "APPLY YOURSELF TO THE MINISTRY"
    assert part.comment_space


def test_kinds_without_a_merge_keep_the_most_authoritative_copy_as_is() -> None:
    from app.core.models import Citation

    page = Citation(url="https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3", title="John 3")
    low = Finding(summary="a", citation=page, data=Verse(ref="John 3:16", text="T"),
                  authority=10)
    high = Finding(summary="b", citation=page, data=Verse(ref="John 3:16"), authority=20)
    [kept] = consolidate([low, high])
    assert kept is high
