"""The window speaks in human words: step titles from their content, named kinds and
agents, and the graph works from the keyboard and follows the plan as it grows."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.core.models import Citation, Finding, Step, StepResult, StepStatus
from app.ui.graph import PlanGraphView, PlanScene
from app.ui.main_window import MainWindow
from app.ui.titles import agent_label, kind_label, step_title


def test_step_titles_come_from_content(qapp: QApplication) -> None:
    study = Step(id="s2", agent="meeting.watchtower_study")
    assert step_title(study) == "Watchtower study"
    article = Finding(summary="Study article 47", kind="wt_article",
                      citation=Citation(url="https://wol.jw.org/en/wol/d/r1/lp-e/1",
                                        title="Let Kindness Guide Your Words"))
    done = StepResult(step_id="s2", agent=study.agent, status=StepStatus.DONE,
                      findings=[article])
    assert step_title(study, done) == "Watchtower study: Let Kindness Guide Your Words"
    verses = Step(id="verse.explain-3", agent="verse.explain",
                  args={"references": ["John 3:16", "Ps 37:10", "Rev 21:4"]},
                  rationale="Scriptures cited in the article: ¶4, ¶1, ¶2")
    assert step_title(verses) == "Scriptures: ¶1–4"
    loose = Step(id="v", agent="verse.explain", args={"references": ["John 3:16", "Ps 37:10",
                                                                     "Rev 21:4"]})
    assert step_title(loose) == "Scriptures: John 3:16, Ps 37:10…"
    assert step_title(Step(id="x", agent="export.study_sheet")) == "Study sheet"
    long_topic = Step(id="r", agent="research.topic", args={"topic": "patience " * 20})
    assert len(step_title(long_topic)) <= 60 and step_title(long_topic).endswith("…")
    # a revisit step is never titled with the person's name
    revisit = Step(id="m", agent="ministry.revisit", args={"action": "prepare",
                                                           "person": "Ana Souza"})
    assert "Ana" not in step_title(revisit)
    # a Bible study step is titled by its course and lesson, never the student or note
    study_step = Step(id="b", agent="ministry.bible_study",
                      args={"publication": "lff", "lesson": 3, "student": "Ana Souza",
                            "note": "tem filhos pequenos"})
    assert step_title(study_step) == "Bible study: lff 3"
    assert agent_label("meeting.watchtower_study") == "Watchtower study"
    assert kind_label("wt_paragraph") == "Paragraph and question"
    assert kind_label("some_new_kind") == "some new kind"


def test_every_kind_of_finding_has_a_name_in_every_language(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from app.core.findings import KINDS
    from app.ui.i18n import UiLanguage

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ui_language = UiLanguage(app)
    try:
        for language in ("en", "es", "pt"):
            assert ui_language.switch(language)
            unnamed = [k for k in KINDS if kind_label(k) == k.replace("_", " ")]
            assert not unnamed, (language, unnamed)
        assert ui_language.switch("es") and kind_label("nothing_found") == "No encontrado"
    finally:
        ui_language.switch("en")


def _chain(n: int) -> list[Step]:
    steps = [Step(id="s0", agent="meeting.week")]
    steps += [Step(id=f"s{i}", agent="verse.explain", depends_on=["s0"]) for i in range(1, n)]
    return steps


def test_arrow_keys_walk_the_nodes_and_the_graph_refits_as_it_grows(qtbot: Any) -> None:
    scene = PlanScene()
    view = PlanGraphView(scene)
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    scene.set_plan(_chain(3))
    view.fit()
    clicked: list[str] = []
    scene.stepClicked.connect(clicked.append)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.selected_step() == "s0" and clicked == ["s0"]
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert scene.selected_step() == "s1"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert scene.selected_step() == "s0"
    qtbot.keyClick(view, Qt.Key.Key_Left)  # wraps to the last step
    assert scene.selected_step() == scene.reading_order()[-1]

    before = view.zoom
    for i in range(3, 30):
        scene.add_step(Step(id=f"s{i}", agent="verse.explain", depends_on=["s0"]), [])
    qtbot.waitUntil(lambda: view.zoom < before)  # re-fitted to show the larger plan
    view.zoom_in()  # the person takes over: no more automatic fitting
    zoomed = view.zoom
    scene.add_step(Step(id="late", agent="verse.explain", depends_on=["s0"]), [])
    scene.flush_layout()
    assert view.zoom == zoomed


@pytest.mark.asyncio
async def test_plan_row_keeps_the_plan_tab_and_a_finding_highlights_its_node(
        window: MainWindow, qtbot: Any) -> None:
    steps = _chain(3)
    window._show_steps(steps)
    window.lower_tabs.setCurrentWidget(window.plan_panel)
    window.plan_panel.select("s1")
    assert window.scene.selected_step() == "s1"
    assert window.lower_tabs.currentWidget() is window.plan_panel
    assert window.plan_panel.edit_button.isVisible()
    # names, not ids, in the plan list
    first = window.plan_panel.tree.topLevelItem(0)
    assert first is not None and first.text(0) == "This week's meetings"

    finding = Finding(summary="John 3:16", kind="verse", step_id="s2")
    window.findings.set_findings([finding])
    window.findings.tree.setCurrentItem(window.findings.finding_items()[0])
    assert window.scene.selected_step() == "s2"
    group = window.findings.tree.topLevelItem(0)
    assert group is not None and group.text(0).startswith("Scriptures")
