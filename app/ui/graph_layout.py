"""Layered left-to-right layout of a plan: longest-path layers, barycenter order.

Pure Python (no Qt) so it is tested on its own; the graph view only places
items at the slots computed here.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.models import Step, topological_layers

SWEEPS = 4


@dataclass(frozen=True)
class Slot:
    layer: int
    row: int


def layered_order(steps: list[Step]) -> list[list[str]]:
    """Layers of step ids, each ordered to keep edges short and crossings few.

    Down sweeps order a layer by the mean row of its predecessors, up sweeps by
    the mean row of its successors (the barycenter heuristic); ties keep the
    plan's own order, so a layout is stable while nodes are added live.
    """
    layers = topological_layers(steps)
    preds = {s.id: [d for d in (*s.depends_on, *s.after) if d != s.id] for s in steps}
    succs: dict[str, list[str]] = {s.id: [] for s in steps}
    for sid, deps in preds.items():
        for dep in deps:
            if dep in succs:
                succs[dep].append(sid)
    plan_index = {s.id: i for i, s in enumerate(steps)}

    def rows() -> dict[str, int]:
        return {sid: r for layer in layers for r, sid in enumerate(layer)}

    for sweep in range(SWEEPS):
        downward = sweep % 2 == 0
        order = range(1, len(layers)) if downward else range(len(layers) - 2, -1, -1)
        for i in order:
            position = rows()
            neighbours = preds if downward else succs

            def key(sid: str, position: dict[str, int] = position,
                    neighbours: dict[str, list[str]] = neighbours) -> tuple[float, int]:
                around = [position[n] for n in neighbours[sid] if n in position]
                centre = sum(around) / len(around) if around else float(position[sid])
                return (centre, plan_index[sid])

            layers[i] = sorted(layers[i], key=key)
    return layers


def slots(steps: list[Step]) -> dict[str, Slot]:
    """Where each step goes: its layer (column) and row inside the layer."""
    return {
        sid: Slot(layer_index, row)
        for layer_index, layer in enumerate(layered_order(steps))
        for row, sid in enumerate(layer)
    }


def crossings(steps: list[Step], order: list[list[str]]) -> int:
    """Edge crossings between adjacent layers (for tests and for judging the order)."""
    layer_of = {sid: i for i, layer in enumerate(order) for sid in layer}
    row_of = {sid: r for layer in order for r, sid in enumerate(layer)}
    edges = [
        (dep, s.id)
        for s in steps
        for dep in (*s.depends_on, *s.after)
        if dep in layer_of and layer_of[s.id] == layer_of[dep] + 1
    ]
    count = 0
    for i, (a1, b1) in enumerate(edges):
        for a2, b2 in edges[i + 1:]:
            if layer_of[a1] != layer_of[a2]:
                continue
            if (row_of[a1] - row_of[a2]) * (row_of[b1] - row_of[b2]) < 0:
                count += 1
    return count
