"""Widgets on their own: the schema form, the bridge, the graph, the findings panel."""

from __future__ import annotations

import datetime as dt
import enum
from typing import Any, Literal

import pytest
from pydantic import BaseModel, Field
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
)

from app.core.events import (
    Event,
    RunCancelled,
    StepFailed,
    StepFinished,
    StepQueued,
    StepSkipped,
    StepStarted,
)
from app.core.models import Citation, Finding, StepStatus, Verdict
from app.ui.bridge import RunBridge
from app.ui.findings import COL_SOURCE, FindingsPanel
from app.ui.graph import NODE_H, NODE_W, PlanGraphView, PlanScene
from app.ui.schema_form import SchemaForm, parse_schema
from app.ui.style import use_fusion
from app.ui.theme import is_dark, status_colours
from tests.ui.conftest import sample_plan


class Colour(enum.StrEnum):
    RED = "red"
    BLUE = "blue"


class Args(BaseModel):
    text: str
    note: str | None = None
    count: int = Field(default=3, ge=1, le=9)
    limit: int | None = None
    ratio: float = 0.5
    strict: bool = False
    mode: Literal["short", "long"] = "short"
    colour: Colour = Colour.RED
    refs: list[str] = Field(default_factory=list)
    day: dt.date | None = None


def test_schema_is_read_into_field_kinds() -> None:
    kinds = {f.name: (f.kind, f.nullable, f.required) for f in
             parse_schema(Args.model_json_schema())}
    assert kinds == {
        "text": ("string", False, True), "note": ("string", True, False),
        "count": ("integer", False, False), "limit": ("integer", True, False),
        "ratio": ("number", False, False), "strict": ("boolean", False, False),
        "mode": ("enum", False, False), "colour": ("enum", False, False),
        "refs": ("string_list", False, False), "day": ("date", True, False),
    }


def test_schema_form_edits_every_kind(qtbot: Any) -> None:
    form = SchemaForm(Args.model_json_schema(), {"text": "John 3:16", "count": 4})
    qtbot.addWidget(form)
    assert form.values() == {"text": "John 3:16", "count": 4}
    spin = form.editor_widget("count")
    assert isinstance(spin, QSpinBox) and spin.maximum() == 9
    spin.setValue(7)
    limit = form.editor_widget("limit")
    assert isinstance(limit, QLineEdit)
    limit.setText("12")
    strict = form.editor_widget("strict")
    assert isinstance(strict, QCheckBox)
    strict.setChecked(True)
    mode = form.editor_widget("mode")
    assert isinstance(mode, QComboBox)
    mode.setCurrentIndex(mode.findData("long"))
    colour = form.editor_widget("colour")
    assert isinstance(colour, QComboBox)
    colour.setCurrentIndex(colour.findData("blue"))
    refs = form.editor_widget("refs")
    assert isinstance(refs, QPlainTextEdit)
    refs.setPlainText("Rom 5:12\n\n Ps 83:18 ")
    form.set_value("day", "2026-11-23")
    values = form.values()
    assert values == {"text": "John 3:16", "count": 7, "limit": 12, "strict": True,
                      "mode": "long", "colour": "blue", "refs": ["Rom 5:12", "Ps 83:18"],
                      "day": "2026-11-23"}
    Args.model_validate(values)
    day = form.editor_widget("day").findChild(QDateEdit)
    assert day is not None and day.isEnabled()


def test_bridge_turns_events_into_signals(qtbot: Any) -> None:
    bridge = RunBridge()
    statuses: list[tuple[str, str]] = []
    queued: list[tuple[str, list[str]]] = []
    ended: list[str] = []
    bridge.stepStatus.connect(lambda sid, st, _p: statuses.append((sid, st)))
    bridge.stepQueued.connect(lambda step, before: queued.append((step.id, before)))
    bridge.runEnded.connect(lambda st, _p: ended.append(st))
    events: list[Event] = [
        StepStarted(run_id="r", step_id="a", agent="test.noop"),
        StepFinished(run_id="r", step_id="a"),
        StepFailed(run_id="r", step_id="b", error="boom"),
        StepFailed(run_id="r", step_id="c", error="cancelled by the person",
                   status=StepStatus.CANCELLED),
        StepSkipped(run_id="r", step_id="d", reason="skipped by the person"),
        StepQueued(run_id="r", step_id="k-1", agent="test.noop", parent="a",
                   depends_on=["a"], before=["d"], depth=1),
        RunCancelled(run_id="r"),
    ]
    for event in events:
        bridge.handle(event)
    assert statuses == [("a", "running"), ("a", "done"), ("b", "failed"), ("c", "cancelled"),
                        ("d", "skipped")]
    assert queued == [("k-1", ["d"])]
    assert ended == ["cancelled"]
    assert bridge.state.progress == "[4/5]" and bridge.state.steps["k-1"].parent == "a"


def test_graph_adds_nodes_live_and_reports_clicks(qtbot: Any) -> None:
    scene = PlanScene()
    view = PlanGraphView(scene)
    qtbot.addWidget(view)
    view.resize(900, 500)
    view.show()
    scene.set_plan(sample_plan("g").steps)
    assert len(scene.edges) == 4
    from app.core.models import Step

    scene.add_step(Step(id="kid", agent="test.noop", depends_on=["c"]), ["d"])
    assert "kid" in scene.nodes
    # edges and layout come on the next loop turn, once for all steps added in this one
    qtbot.waitUntil(lambda: any(e.soft and e.source.step_id == "kid"
                                and e.target.step_id == "d" for e in scene.edges))
    assert scene.nodes["kid"].x() > scene.nodes["c"].x()
    assert scene.nodes["d"].x() > scene.nodes["kid"].x()
    scene.set_status("b", StepStatus.RUNNING)
    assert scene.pulsing
    scene.set_status("b", StepStatus.DONE)
    assert not scene.pulsing
    view.fit()
    clicked: list[str] = []
    scene.stepClicked.connect(clicked.append)
    centre = scene.nodes["c"].pos() + QPointF(NODE_W / 2, NODE_H / 2)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(centre))
    assert clicked == ["c"]
    zoom = view.zoom
    view.zoom_in()
    assert view.zoom > zoom


def _findings() -> list[Finding]:
    return [
        Finding(summary="John 3:16", excerpt="For God loved the world so much…", kind="verse",
                step_id="a", citation=Citation(url="https://wol.jw.org/en/wol/b/r1/lp-e/1",
                                               title="John 3"),
                verdict=Verdict(label="entails", score=0.93)),
        Finding(summary="<b>not bold</b>", excerpt="<script>alert(1)</script>", kind="note",
                step_id="b", citation=Citation(url="http://evil.example/x", title="evil")),
    ]


def test_findings_group_filter_copy_and_links(qtbot: Any,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toString()) or True))
    panel = FindingsPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 600)
    panel.show()
    panel.set_findings(_findings())
    assert panel.tree.topLevelItemCount() == 2
    panel.group_by.setCurrentIndex(panel.group_by.findData("kind"))
    # kinds are named in words, not by their internal keys
    assert sorted(panel.tree.topLevelItem(i).text(0).split()[0]
                  for i in range(2)) == ["Note", "Scripture"]
    items = panel.finding_items()
    good = next(i for i in items if "John" in i.text(0))
    bad = next(i for i in items if "not bold" in i.text(0))
    refused: list[str] = []
    panel.linkRefused.connect(refused.append)
    rect = panel.tree.visualItemRect(good)
    x = panel.tree.header().sectionPosition(COL_SOURCE) + 10
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center().__class__(x, rect.center().y()))
    assert opened == ["https://wol.jw.org/en/wol/b/r1/lp-e/1"]
    panel.open_item(bad)
    assert refused == ["http://evil.example/x"] and len(opened) == 1
    panel.tree.setCurrentItem(bad)
    assert "<script>" in panel.preview.toPlainText()
    assert panel.preview.document().toHtml().count("<script>") == 0
    panel.copy_current()
    assert QGuiApplication.clipboard().text().startswith("<b>not bold</b>")
    panel.set_step_filter("a")
    assert [panel.finding_of(i).summary for i in panel.finding_items()] == ["John 3:16"]
    assert panel.show_all.isVisible()
    qtbot.mouseClick(panel.show_all, Qt.MouseButton.LeftButton)
    assert len(panel.finding_items()) == 2


def test_findings_links_go_through_the_resolver(qtbot: Any,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A finder link (the real site's search hits) opens as the canonical wol page; a
    link that cannot be opened says so in the source column (before: a finder link
    opened as it was, and an unreadable one showed its bare title)."""
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toString()) or True))
    panel = FindingsPanel()
    qtbot.addWidget(panel)
    panel.set_link_bases({"http://127.0.0.1:8123": "https://wol.jw.org"})
    panel.set_findings([
        Finding(summary="Hit", kind="note", step_id="a", citation=Citation(
            url="http://127.0.0.1:8123/wol/finder?wtlocale=S&docid=2026241&srctype=wol",
            title="A hit")),
        Finding(summary="Odd", kind="note", step_id="a", citation=Citation(
            url="/wol/finder?pub=w&issue=202401", title="An issue")),
    ])
    hit, odd = sorted(panel.finding_items(), key=lambda i: i.text(0))
    assert panel.citation_url(panel.finding_of(hit)) == \
        "https://wol.jw.org/es/wol/d/r4/lp-s/2026241"
    assert hit.text(COL_SOURCE) == "A hit ↗"
    assert odd.text(COL_SOURCE) == "An issue — link cannot be opened"
    refused: list[str] = []
    panel.linkRefused.connect(refused.append)
    assert panel.open_item(hit) and opened == ["https://wol.jw.org/es/wol/d/r4/lp-s/2026241"]
    assert not panel.open_item(odd) and refused == ["/wol/finder?pub=w&issue=202401"]


def test_status_colours_follow_the_scheme(qapp: QApplication) -> None:
    before = qapp.palette()
    try:
        use_fusion(qapp, "light")
        light = status_colours(StepStatus.DONE).fill.lightnessF()
        use_fusion(qapp, "dark")
        assert is_dark()
        dark = status_colours(StepStatus.DONE).fill.lightnessF()
    finally:
        qapp.setPalette(before)
    assert light > 0.6 > 0.4 > dark


def test_steps_added_in_one_turn_are_laid_out_once(qtbot: Any) -> None:
    from app.core.models import Step

    scene = PlanScene()
    scene.set_plan(sample_plan("g").steps)
    grown: list[int] = []
    scene.grown.connect(lambda: grown.append(len(scene.nodes)))
    for i in range(6):
        scene.add_step(Step(id=f"v{i}", agent="test.noop", depends_on=["a"]), [])
    assert grown == []
    qtbot.waitUntil(lambda: grown == [len(scene.nodes)])
    assert len({scene.nodes[f"v{i}"].y() for i in range(6)}) == 6  # each has its place
    scene.add_step(Step(id="late", agent="test.noop", depends_on=["a"]), [])
    assert "late" in scene.reading_order()  # which lays out what is pending first
    assert scene.nodes["late"].x() > 0
    assert grown[-1] == len(scene.nodes)


def test_the_verdict_column_speaks_in_words(qtbot: Any) -> None:
    """Issue 16 item 3: "supported by ¶4", not a bare 0.93; the number and the engine
    are in the tooltip."""
    from app.ui.findings import COL_VERDICT

    panel = FindingsPanel()
    qtbot.addWidget(panel)
    panel.set_findings([
        Finding(summary="Paragraph 4", kind="wt_paragraph", step_id="a",
                verdict=Verdict(label="entails", score=0.93, engine="word-overlap",
                                reason="clear, in ¶4")),
        Finding(summary="A claim", kind="note", step_id="b",
                verdict=Verdict(label="neutral", score=0.41)),
    ])
    items = {i.text(0).split("\n")[0]: i for i in panel.finding_items()}
    answer = items["Paragraph 4"].text(COL_VERDICT)
    assert answer == "✔ clear, in ¶4" and "0.93" not in answer
    tip = items["Paragraph 4"].toolTip(COL_VERDICT)
    assert "0.93" in tip and "matching words" in tip
    assert items["A claim"].text(COL_VERDICT) == "? unclear"


def test_the_final_findings_keep_the_rows_the_run_added(qtbot: Any) -> None:
    """The run's end shows its final list: when the steps already added those findings
    live, the rows stay (no rebuild of the whole tree); a changed verdict rebuilds."""
    panel = FindingsPanel()
    qtbot.addWidget(panel)
    found = _findings()
    panel.add_findings(found)
    rows = panel.finding_items()
    panel.set_findings([f.model_copy() for f in found])
    assert panel.finding_items() == rows
    changed = [f.model_copy() for f in found]
    changed[1] = changed[1].model_copy(update={"verdict": Verdict(label="neutral", score=0.4)})
    panel.set_findings(changed)
    assert panel.finding_items() != rows
    assert len(panel.finding_items()) == 2


def test_the_verdict_column_leaves_the_findings_room(qtbot: Any) -> None:
    """On a small window the verdicts in words take at most a third of the tree."""
    from app.ui.findings import COL_FINDING, COL_VERDICT

    panel = FindingsPanel()
    qtbot.addWidget(panel)
    panel.resize(420, 400)
    panel.show()
    panel.set_findings(_findings())
    qtbot.waitExposed(panel)
    header = panel.tree.header()
    assert header.sectionSize(COL_VERDICT) <= panel.tree.viewport().width() // 3 + 1
    assert header.sectionSize(COL_FINDING) > header.sectionSize(COL_VERDICT)
    small = header.sectionSize(COL_VERDICT)
    panel.resize(1400, 600)  # room again: the whole "✔ clara, en el párr. 12"
    qtbot.waitUntil(lambda: header.sectionSize(COL_VERDICT) > small)
