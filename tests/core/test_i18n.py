"""The one translation mechanism: three catalogs with the same keys and placeholders,
and every key the code names is in them."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from app.core.i18n import CATALOG_LANGUAGES, catalog, has_key, placeholders, tr

APP = Path(__file__).resolve().parents[2] / "app"


def test_every_key_is_in_all_three_catalogs_with_the_same_placeholders() -> None:
    en = catalog("en")
    assert len(en) > 100
    for language in CATALOG_LANGUAGES:
        other = catalog(language)
        assert other.keys() == en.keys(), (language, sorted(other.keys() ^ en.keys()))
        for key, template in en.items():
            assert other[key].strip(), (language, key)
            assert placeholders(other[key]) == placeholders(template), (language, key)


def _named_keys() -> list[tuple[str, str, bool]]:
    """(file, key or key prefix, is_prefix) of every tr(...) call in app/ outside the UI."""
    found: list[tuple[str, str, bool]] = []
    for path in APP.rglob("*.py"):
        if "ui" in path.relative_to(APP).parts:
            continue
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "tr" and node.args):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.append((str(path), first.value, False))
            elif isinstance(first, ast.JoinedStr) and first.values and isinstance(
                    first.values[0], ast.Constant):
                found.append((str(path), str(first.values[0].value), True))
    return found


def test_every_key_the_code_names_exists() -> None:
    named = _named_keys()
    assert len(named) > 100
    en = catalog("en")
    for path, key, is_prefix in named:
        if is_prefix:
            assert any(k.startswith(key) for k in en), (path, key)
        else:
            assert has_key(key), (path, key)


def test_no_module_keeps_its_own_table_of_translations() -> None:
    table = re.compile(r"^(MESSAGES|_TEXT|_LABELS|_KIND_HEADINGS)\b.*=", re.M)
    own = [str(p) for p in APP.rglob("*.py")
           if "ui" not in p.relative_to(APP).parts and table.search(p.read_text("utf-8"))]
    assert own == []


@pytest.mark.parametrize("language", CATALOG_LANGUAGES)
def test_a_message_in_each_language(language: str) -> None:
    text = tr("run_with_problems", language, count=2)
    assert "2" in text and "{" not in text
    assert tr("no.such.key", language) == "no.such.key"
    assert tr("run_with_problems", "fr", count=1) == tr("run_with_problems", "en", count=1)


def _preparo_error_names() -> set[str]:
    """Every class name in app/ (outside the UI) that derives from PreparoError."""
    bases: dict[str, set[str]] = {}
    for path in APP.rglob("*.py"):
        if "ui" in path.relative_to(APP).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(
                    b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute)
                    else "" for b in node.bases)
    found = {"PreparoError"}
    while True:
        more = {name for name, parents in bases.items() if parents & found} - found
        if not more:
            return found
        found |= more


def _literal_sentence(node: ast.expr) -> bool:
    """A string literal (or f-string) whose fixed text holds two or more words."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    else:
        return False
    return re.search(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}", text) is not None


def test_person_facing_errors_are_not_literal_english_sentences() -> None:
    errors = _preparo_error_names()
    assert {"PreparoError", "RunNotFound", "ExportError", "GuardRefused"} <= errors
    offenders: dict[str, list[int]] = {}
    for path in APP.rglob("*.py"):
        relative = path.relative_to(APP)
        if "ui" in relative.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            # every error made, raised at once or built first (returned, kept to raise later)
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            if name in errors and any(_literal_sentence(arg) for arg in node.args):
                offenders.setdefault(relative.as_posix(), []).append(node.lineno)
    assert offenders == {}


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "run r1: 1 step", "run r1: 2 steps"),
    ("es", "ejecución r1: 1 paso", "ejecución r1: 2 pasos"),
    ("pt", "execução r1: 1 etapa", "execução r1: 2 etapas"),
])
def test_a_count_of_one_takes_the_singular(language: str, one: str, two: str) -> None:
    """Issue 32: "1 pasos" in the CLI's progress line (and the MCP's)."""
    from app.core.i18n import tr_count

    assert tr_count("cli.progress_started", language, 1, run_id="r1", steps=1) == one
    assert tr_count("cli.progress_started", language, 2, run_id="r1", steps=2) == two
    assert tr_count("mcp.started", language, 1, run_id="r1", steps=1).endswith(
        one.rsplit(":", 1)[1])
