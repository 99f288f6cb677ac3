"""The planner package has no import circle: its modules never import the package
itself (its __init__ imports them), and they import each other in one direction."""

from __future__ import annotations

import ast
from pathlib import Path

import app.orchestrator.planner as planner

PACKAGE = "app.orchestrator.planner"
FOLDER = Path(planner.__file__).parent


def _imports(path: Path) -> set[str]:
    """The modules a file imports, counting `from package import x` as the package."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


def _graph() -> dict[str, set[str]]:
    modules = {f"{PACKAGE}.{p.stem}": p for p in FOLDER.glob("*.py") if p.stem != "__init__"}
    return {name: {m for m in _imports(path) if m == PACKAGE or m in modules}
            for name, path in modules.items()}


def test_no_planner_module_imports_the_package_itself() -> None:
    offenders = sorted(name for name, deps in _graph().items() if PACKAGE in deps)
    assert offenders == []


def test_the_planner_modules_import_each_other_without_a_circle() -> None:
    graph = _graph()
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, " -> ".join((*path, name))
        if name in done:
            return
        for dep in graph.get(name, ()):
            visit(dep, (*path, name))
        done.add(name)

    for name in graph:
        visit(name, ())
