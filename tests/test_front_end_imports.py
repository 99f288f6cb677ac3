"""The front ends reach everything through the service: app/ui, app/cli and app/mcp
import only `app.service*`, `app.core*` and their own package (and `app` itself, for
its version string). Read from the source with ast, so lazy imports inside functions
count too.

One crossing between front ends is allowed, by name: `preparo mcp` (app/cli/mcp.py)
starts the MCP server (app/mcp/server.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[1] / "app"
FRONT_ENDS = ("ui", "cli", "mcp")
ALWAYS_ALLOWED = ("app.service", "app.core")
# (importing file, imported module): a front end that starts another one
CROSSINGS = {("app/cli/mcp.py", "app.mcp.server")}


def _imported(tree: ast.AST) -> list[tuple[int, str]]:
    """Every absolute module a file imports, with its line."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def _allowed(module: str, own: str) -> bool:
    if module == "app" or not module.startswith("app."):
        return True
    return any(module == p or module.startswith(p + ".") for p in (*ALWAYS_ALLOWED, own))


def reaching_past_the_service(front_end: str, root: Path = APP) -> list[str]:
    """`path:line module` for each import of a front end that is not allowed."""
    own = f"app.{front_end}"
    bad: list[str] = []
    for path in sorted((root / front_end).rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), filename=str(path))
        where = path.relative_to(root.parent).as_posix()
        bad.extend(f"{where}:{line} {module}" for line, module in _imported(tree)
                   if not _allowed(module, own) and (where, module) not in CROSSINGS)
    return bad


@pytest.mark.parametrize("front_end", FRONT_ENDS)
def test_front_ends_import_only_the_service_and_core(front_end: str) -> None:
    assert reaching_past_the_service(front_end) == []


QT = ("PySide6", "shiboken6", "qasync")


@pytest.mark.parametrize("folder", ["cli", "mcp", "service"])
def test_only_the_desktop_front_end_imports_qt(folder: str) -> None:
    """Qt stays in app/ui (and app/__main__); the PDF export loads it lazily, below."""
    found = [f"{path.relative_to(APP.parent)}:{line} {module}"
             for path in sorted((APP / folder).rglob("*.py"))
             for line, module in _imported(ast.parse(path.read_text("utf-8")))
             if module.split(".")[0] in QT]
    assert found == []


def test_the_entry_point_imports_only_front_ends() -> None:
    tree = ast.parse((APP / "__main__.py").read_text("utf-8"))
    modules = {m for _, m in _imported(tree) if m.startswith("app.")}
    assert modules and all(m.split(".")[1] in FRONT_ENDS for m in modules), modules


def test_the_check_sees_a_lazy_import_past_the_service(tmp_path: Path) -> None:
    root = tmp_path / "app"
    (root / "cli").mkdir(parents=True)
    (root / "cli" / "bad.py").write_text(
        "from app.core.models import Plan\nfrom app.cli import core\nimport app\n"
        "from app.service.study import find_references\n"
        "def f():\n    from app.orchestrator.store import RunStore\n"
        "    import app.sources.http\n    from app.mcp.server import main\n", "utf-8")
    assert reaching_past_the_service("cli", root) == [
        "app/cli/bad.py:6 app.orchestrator.store", "app/cli/bad.py:7 app.sources.http",
        "app/cli/bad.py:8 app.mcp.server"]
