"""The left of the window: the plan as a graph (or, before any plan, the empty state
with Prepare Sunday, Prepare midweek and example goals) over the plan list and the
step details. Its texts are set by the window (MainWindow.retranslate)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QSplitter, QStackedWidget, QTabWidget, QWidget

from app.core.models import Step, StepResult, StepStatus
from app.ui.details import StepDetails
from app.ui.empty_state import EmptyState
from app.ui.graph import PlanGraphView, PlanScene
from app.ui.plan_panel import PlanPanel


class PlanPane(QSplitter):
    """The graph (or the empty state) above; the plan list and step details below."""

    def __init__(self, sunday_action: QAction, midweek_action: QAction,
                 parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.scene = PlanScene(self)
        self.graph = PlanGraphView(self.scene)
        self.graph.setObjectName("planGraph")
        self.plan_panel = PlanPanel()
        self.details = StepDetails()
        self.lower_tabs = QTabWidget()
        self.lower_tabs.setObjectName("lowerTabs")
        self.lower_tabs.addTab(self.plan_panel, "")
        self.lower_tabs.addTab(self.details, "")
        self.empty_state = EmptyState(sunday_action, midweek_action)
        self.graph_stack = QStackedWidget()
        self.graph_stack.addWidget(self.empty_state)
        self.graph_stack.addWidget(self.graph)
        left = self
        left.addWidget(self.graph_stack)
        left.addWidget(self.lower_tabs)
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 2)
        left.setSizes([440, 300])
        # a plan row highlights its node but keeps the plan list (and its buttons) in view
        self.plan_panel.stepSelected.connect(self.scene.highlight_step)

    def show_graph(self) -> None:
        self.graph_stack.setCurrentWidget(self.graph)

    def set_steps(self, steps: list[Step]) -> None:
        if steps:
            self.show_graph()
        self.scene.set_plan(steps)
        self.plan_panel.set_steps(steps)

    def add_step(self, step: Step, waiting: list[str]) -> None:
        self.scene.add_step(step, waiting)
        self.plan_panel.add_step(step)

    def set_status(self, step_id: str, state: StepStatus, detail: str = "") -> None:
        self.scene.set_status(step_id, state, detail)
        self.plan_panel.set_status(step_id, state)

    def title_of(self, step_id: str) -> str:
        node = self.scene.nodes.get(step_id)
        return node.title if node is not None else step_id

    def set_title(self, step_id: str, title: str) -> None:
        self.scene.set_title(step_id, title)
        self.plan_panel.set_title(step_id, title)

    def set_advanced(self, advanced: bool) -> None:
        """The Advanced view: step ids, agent ids and raw arguments, for the curious."""
        self.scene.set_advanced(advanced)
        self.plan_panel.set_advanced(advanced)
        self.details.set_advanced(advanced)

    def show_details(self, step: Step, result: StepResult | None) -> None:
        """A step's args, timings, handoff and errors, with its row selected."""
        self.details.show_step(step, result)
        self.plan_panel.select(step.id, emit=False)
        self.lower_tabs.setCurrentWidget(self.details)
