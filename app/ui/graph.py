"""The live plan graph: a read-only QGraphicsScene of step nodes and dependency edges."""

from __future__ import annotations

import html
import math

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from app.core.models import Step, StepStatus
from app.ui.graph_layout import slots
from app.ui.labels import status_label
from app.ui.theme import is_dark, status_colours
from app.ui.titles import step_title

NODE_W = 200.0
NODE_H = 54.0
H_GAP = 70.0
V_GAP = 22.0
ARROW = 8.0
MIN_ZOOM = 0.15
MAX_ZOOM = 4.0
PULSE_STEPS = 10  # levels of a running node's breathing border (a repaint per level)


class StepNode(QGraphicsObject):
    """One step: a rounded box coloured by status; running steps pulse."""

    def __init__(self, step: Step) -> None:
        super().__init__()
        self.step = step
        self.status = step.status
        self.detail = ""  # the latest progress message or error
        self.title = step_title(step)
        self.advanced = False  # show the step id and agent id (the Advanced view)
        self.pulse = 0.0
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(1)
        self._refresh_tooltip()

    @property
    def step_id(self) -> str:
        return self.step.id

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, NODE_W + 6, NODE_H + 6)

    def set_status(self, status: StepStatus, detail: str = "") -> None:
        self.status = status
        if detail:
            self.detail = detail
        self._refresh_tooltip()
        self.update()

    def set_detail(self, detail: str) -> None:
        self.detail = detail
        self._refresh_tooltip()

    def set_title(self, title: str) -> None:
        self.title = title
        self._refresh_tooltip()
        self.update()

    def set_advanced(self, advanced: bool) -> None:
        self.advanced = advanced
        self._refresh_tooltip()
        self.update()

    def _refresh_tooltip(self) -> None:
        lines = [f"<b>{html.escape(self.title)}</b>", html.escape(status_label(self.status))]
        if self.advanced:
            lines.insert(1, html.escape(f"{self.step.id} · {self.step.agent}"))
        if self.step.rationale:
            lines.append(f"<i>{html.escape(self.step.rationale)}</i>")
        if self.detail:
            lines.append(html.escape(self.detail[:300]))
        self.setToolTip("<br>".join(lines))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        colours = status_colours(self.status)
        rect = QRectF(0, 0, NODE_W, NODE_H)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        border = QColor(colours.border)
        width = 1.6
        if self.status == StepStatus.RUNNING:
            # the pulse: the border breathes between thin/faint and thick/strong
            border.setAlphaF(0.35 + 0.65 * self.pulse)
            width = 1.5 + 2.5 * self.pulse
        if self.isSelected():
            border = QColor("#f0f6fc" if is_dark() else "#0b1f44")
            width = 3.0
        painter.setPen(QPen(border, width))
        painter.setBrush(QBrush(colours.fill))
        painter.drawRoundedRect(rect, 8, 8)

        painter.setPen(colours.text)
        title_font = QFont(painter.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        metrics = QFontMetricsF(title_font)
        text_rect = rect.adjusted(10, 6, -10, -6)
        title = metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title)
        sub_font = QFont(painter.font())
        sub_font.setBold(False)
        painter.setFont(sub_font)
        sub_metrics = QFontMetricsF(sub_font)
        subtitle = status_label(self.status)
        if self.advanced:
            subtitle = f"{self.step.id} · {subtitle}"
        subtitle = sub_metrics.elidedText(subtitle, Qt.TextElideMode.ElideRight,
                                          text_rect.width())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                         subtitle)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            scene = self.scene()
            if isinstance(scene, PlanScene):
                scene.select_step(self.step_id)
            event.accept()
            return
        super().mousePressEvent(event)


class EdgeItem(QGraphicsPathItem):
    """A dependency: solid for depends_on, dashed for `after` (wait, but run even on failure)."""

    def __init__(self, source: StepNode, target: StepNode, *, soft: bool) -> None:
        super().__init__()
        self.source = source
        self.target = target
        self.soft = soft
        self.setZValue(0)
        self.refresh()

    def refresh(self) -> None:
        colour = QColor("#8b949e" if is_dark() else "#57606a")
        pen = QPen(colour, 1.4)
        if self.soft:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        start = self.source.pos() + QPointF(NODE_W, NODE_H / 2)
        end = self.target.pos() + QPointF(0, NODE_H / 2)
        path = QPainterPath(start)
        bend = max(30.0, (end.x() - start.x()) / 2)
        path.cubicTo(start + QPointF(bend, 0), end - QPointF(bend, 0), end)
        # arrow head pointing into the target
        head = QPolygonF([
            end,
            end + QPointF(-ARROW * 1.4, -ARROW / 1.6),
            end + QPointF(-ARROW * 1.4, ARROW / 1.6),
            end,
        ])
        path.addPolygon(head)
        self.setPath(path)


class PlanScene(QGraphicsScene):
    """Nodes and edges of one plan, laid out in layers from left to right."""

    stepClicked = Signal(str)
    grown = Signal()  # nodes were added at run time

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.advanced = False
        self.steps: list[Step] = []
        self.nodes: dict[str, StepNode] = {}
        self.edges: list[EdgeItem] = []
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(1100)
        self._pulse.setLoopCount(-1)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.valueChanged.connect(self._on_pulse)
        # steps enqueued at run time are laid out once per loop turn: a step that
        # queues six verse steps at once re-laid the graph six times in one turn
        self._layout_pending = False
        self._layout_timer = QTimer(self)
        self._layout_timer.setSingleShot(True)
        self._layout_timer.setInterval(0)
        self._layout_timer.timeout.connect(self.flush_layout)

    # -- building ----------------------------------------------------------
    def set_plan(self, steps: list[Step]) -> None:
        """Replace everything with `steps` (statuses taken from the steps)."""
        self._layout_pending = False
        self._layout_timer.stop()
        self._pulse.stop()
        self.clear()
        self.nodes.clear()
        self.edges.clear()
        self.steps = [s.model_copy(deep=True) for s in steps]
        for step in self.steps:
            self._add_node(step)
        self._rebuild_edges()
        self.relayout()
        self._update_pulse()

    def add_step(self, step: Step, waiting: list[str]) -> None:
        """A step enqueued at run time; `waiting` now wait for it (soft edges)."""
        if step.id in self.nodes:
            return
        step = step.model_copy(deep=True)
        self.steps.append(step)
        for other in self.steps:
            if other.id in waiting and step.id not in other.after:
                other.after.append(step.id)
        self._add_node(step)
        self._layout_pending = True
        self._layout_timer.start()

    def flush_layout(self) -> None:
        """Draw the edges and lay out the steps added since the last layout (runs by
        itself on the next loop turn; call it to have the positions now)."""
        if not self._layout_pending:
            return
        self._layout_pending = False
        self._layout_timer.stop()
        self._rebuild_edges()
        self.relayout()
        self.grown.emit()

    def _add_node(self, step: Step) -> None:
        node = StepNode(step)
        node.set_advanced(self.advanced)
        self.nodes[step.id] = node
        self.addItem(node)

    def set_title(self, step_id: str, title: str) -> None:
        node = self.nodes.get(step_id)
        if node is not None and title:
            node.set_title(title)

    def set_advanced(self, advanced: bool) -> None:
        self.advanced = advanced
        for node in self.nodes.values():
            node.set_advanced(advanced)

    def reading_order(self) -> list[str]:
        """Step ids left to right, top to bottom: the order keyboard selection walks."""
        self.flush_layout()
        return [sid for sid, _node in sorted(
            self.nodes.items(), key=lambda item: (item[1].pos().x(), item[1].pos().y()))]

    def selected_step(self) -> str | None:
        for sid, node in self.nodes.items():
            if node.isSelected():
                return sid
        return None

    def select_next(self, step: int) -> None:
        """Select the next (`step` = 1) or previous (-1) node in reading order."""
        order = self.reading_order()
        if not order:
            return
        current = self.selected_step()
        index = order.index(current) + step if current in order else (0 if step > 0 else -1)
        self.select_step(order[index % len(order)])

    def _rebuild_edges(self) -> None:
        for edge in self.edges:
            self.removeItem(edge)
        self.edges = []
        for step in self.steps:
            for dep, soft in [*((d, False) for d in step.depends_on),
                              *((d, True) for d in step.after)]:
                if dep in self.nodes and step.id in self.nodes:
                    edge = EdgeItem(self.nodes[dep], self.nodes[step.id], soft=soft)
                    self.edges.append(edge)
                    self.addItem(edge)

    def relayout(self) -> None:
        placed = slots(self.steps)
        tallest = max((sum(1 for p in placed.values() if p.layer == layer)
                       for layer in {p.layer for p in placed.values()}), default=0)
        for sid, slot in placed.items():
            count = sum(1 for p in placed.values() if p.layer == slot.layer)
            offset = (tallest - count) * (NODE_H + V_GAP) / 2
            self.nodes[sid].setPos(slot.layer * (NODE_W + H_GAP),
                                   offset + slot.row * (NODE_H + V_GAP))
        for edge in self.edges:
            edge.refresh()
        self.setSceneRect(self.itemsBoundingRect().adjusted(-24, -24, 24, 24))

    # -- live updates --------------------------------------------------------
    def set_status(self, step_id: str, status: StepStatus, detail: str = "") -> None:
        node = self.nodes.get(step_id)
        if node is None:
            return
        node.set_status(status, detail)
        for step in self.steps:
            if step.id == step_id:
                step.status = status
        self._update_pulse()

    def set_detail(self, step_id: str, detail: str) -> None:
        node = self.nodes.get(step_id)
        if node is not None:
            node.set_detail(detail)

    def status_of(self, step_id: str) -> StepStatus | None:
        node = self.nodes.get(step_id)
        return node.status if node else None

    def select_step(self, step_id: str) -> None:
        """Select the node and say so (the window shows the step's details)."""
        if self.highlight_step(step_id):
            self.stepClicked.emit(step_id)

    def highlight_step(self, step_id: str) -> bool:
        """Select the node without asking for its details (a finding or a plan row
        was chosen elsewhere)."""
        node = self.nodes.get(step_id)
        if node is None:
            return False
        self.clearSelection()
        node.setSelected(True)
        for view in self.views():
            view.ensureVisible(node, 24, 24)
        return True

    def refresh_colours(self) -> None:
        """Repaint after the system switched between light and dark."""
        for edge in self.edges:
            edge.refresh()
        self.update()

    def _update_pulse(self) -> None:
        running = any(n.status == StepStatus.RUNNING for n in self.nodes.values())
        if running and self._pulse.state() != QVariantAnimation.State.Running:
            self._pulse.start()
        elif not running and self._pulse.state() == QVariantAnimation.State.Running:
            self._pulse.stop()

    def _on_pulse(self, value: object) -> None:
        """The animation ticks at 60 per second; a node is repainted (in Python, on the
        UI thread) only when its border changes by a visible step."""
        phase = float(value) if isinstance(value, int | float) else 0.0
        phase = round(phase * PULSE_STEPS) / PULSE_STEPS
        for node in self.nodes.values():
            if node.status == StepStatus.RUNNING and node.pulse != phase:
                node.pulse = phase
                node.update()

    @property
    def pulsing(self) -> bool:
        return self._pulse.state() == QVariantAnimation.State.Running


class PlanGraphView(QGraphicsView):
    """Zoom (Ctrl+wheel, +/-), pan (drag, Ctrl+arrows), fit (0) and walk the steps
    (arrows) over a PlanScene."""

    def __init__(self, scene: PlanScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The plan is re-fitted as it grows until the person zooms by hand.
        self.auto_fit = True
        scene.grown.connect(self._on_grown)

    def _on_grown(self) -> None:
        if self.auto_fit:
            self.fit()

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        self.auto_fit = False
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        if not math.isclose(target, self.zoom):
            self.scale(target / self.zoom, target / self.zoom)

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def fit(self) -> None:
        """Show the whole plan, never magnified beyond 100 %."""
        self.auto_fit = True
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom > 1.0:
            self.resetTransform()
            self.centerOn(rect.center())

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(1.0015 ** event.angleDelta().y())
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up) \
                and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            # arrows walk the steps; Ctrl+arrows still pan
            forward = key in (Qt.Key.Key_Right, Qt.Key.Key_Down)
            scene = self.scene()
            if isinstance(scene, PlanScene):
                scene.select_next(1 if forward else -1)
                chosen = scene.selected_step()
                if chosen:
                    self.ensureVisible(scene.nodes[chosen], 24, 24)
        else:
            super().keyPressEvent(event)
