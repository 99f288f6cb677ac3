"""Dead code: every top-level function of app/ is named somewhere else (a call, an
import, a registry, a test): a function nothing names is removed, not kept."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEARCHED = ("app", "tests", "bench", "installer", "scripts")


def _sources() -> dict[Path, str]:
    return {p: p.read_text("utf-8") for d in SEARCHED if (ROOT / d).is_dir()
            for p in (ROOT / d).rglob("*.py")}


def test_every_top_level_function_in_app_has_a_use() -> None:
    sources = _sources()
    unused = []
    for path, text in sources.items():
        if not path.is_relative_to(ROOT / "app"):
            continue
        for node in ast.parse(text).body:
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) \
                    or node.name.startswith("__"):
                continue
            named = re.compile(rf"\b{re.escape(node.name)}\b")
            if sum(len(named.findall(t)) for t in sources.values()) <= 1:
                unused.append(f"{path.relative_to(ROOT)}: {node.name}")
    assert unused == [], "functions nothing names (remove them): " + ", ".join(unused)
