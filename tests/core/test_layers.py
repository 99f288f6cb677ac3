"""The layers point down, and core, the NLI engine, the study helpers and the language
layer hold no import circle. Every import counts, the lazy ones inside functions and
those under TYPE_CHECKING too (as import-linter counts them).

Layers, low to high (as the import-linter contract in pyproject.toml has them): core <
sources | nli | llm | export < study | library < mirror | agents < orchestrator < service < ui |
mcp < cli < __main__. A module may import its own layer's package and lower layers only,
never a sibling of its layer. Study sits below the agents (the Watchtower study agent
highlights answers with it); the library beside study (it reads EPUBs with app.sources
and the agents search it); cli above mcp (`preparo mcp` starts the server).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[2] / "app"

RANK = {
    "core": 0,
    "sources": 1, "nli": 1, "llm": 1, "export": 1,
    "study": 2, "library": 2,
    "mirror": 3, "agents": 3,
    "orchestrator": 4,
    "service": 5,
    "ui": 6, "mcp": 6,
    "cli": 7,
    "__main__": 8,
}
# front ends only: where there is no run, the settings' language is read at the edge
USER_LANGUAGE_CALLERS = {"ui", "cli", "mcp", "__main__"}


def _modules() -> dict[str, Path]:
    out = {}
    for path in APP.rglob("*.py"):
        parts = ("app", *path.relative_to(APP).with_suffix("").parts)
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


MODULES = _modules()


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import of an app module in the file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{a.name}") for a in node.names
                      if f"{node.module}.{a.name}" in MODULES]
    return [(line, name) for line, name in found if name == "app" or name.startswith("app.")]


def _layer(module: str) -> str:
    return module.split(".")[1] if module.count(".") else module


def upward_imports() -> list[str]:
    problems = []
    for module, path in sorted(MODULES.items()):
        if module == "app":
            continue
        mine = _layer(module)
        for line, target in _imports(path):
            theirs = _layer(target)
            if theirs in (mine, "app"):
                continue
            if theirs not in RANK or mine not in RANK:
                problems.append(f"{path.name}:{line}: {target} (layer unknown)")
            elif RANK[theirs] >= RANK[mine]:
                problems.append(f"{module}:{line} imports {target} ({mine} -> {theirs})")
    return problems


def test_no_module_imports_a_higher_layer() -> None:
    assert upward_imports() == []


def test_the_walk_sees_lazy_imports() -> None:
    """The check would have caught the imports this change removed: a lazy import inside
    a function (study -> orchestrator) counts like one at the top."""
    tree = ast.parse("def f():\n    from app.orchestrator.critique import LexicalEntailer\n")
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom))
    assert node.module == "app.orchestrator.critique"
    assert RANK[_layer(node.module)] > RANK["study"]


PACKAGES = sorted(m for m, path in MODULES.items() if path.name == "__init__.py")


def _graph(prefixes: tuple[str, ...]) -> dict[str, set[str]]:
    chosen = {m for m in MODULES if m.startswith(prefixes)}
    return {m: {t for _, t in _imports(MODULES[m]) if t in chosen and t != m} for m in chosen}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of a graph (its strongly connected parts of two or more)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_circle(package: str) -> None:
    """No package of app holds an import circle (app itself: none across packages).
    A package's modules may import its __init__'s names only when the __init__ does
    not import them: `import app.x.y as y`, not `from app.x import y`."""
    assert circles(_graph((package,))) == []


def test_every_package_is_checked() -> None:
    assert {"app", "app.export", "app.mirror.content", "app.service", "app.core.text",
            "app.sources.parsers", "app.orchestrator.planner"} <= set(PACKAGES)


def test_the_circle_check_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_core_i18n_reads_no_settings() -> None:
    """The old circle: i18n -> settings -> models -> i18n."""
    assert not {t for _, t in _imports(MODULES["app.core.i18n"])} - {"app.core.paths"}
    assert "app.core.language" in {t for _, t in _imports(MODULES["app.core.models"])}
    assert "app.core.models" not in {t for _, t in _imports(MODULES["app.core.settings"])}


def test_the_settings_language_is_read_only_by_the_front_ends() -> None:
    callers = set()
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(
                    node.func, "attr", "")) == "user_language":
                callers.add(_layer(module))
    assert callers <= USER_LANGUAGE_CALLERS, callers
