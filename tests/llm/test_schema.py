"""The JSON parsing and schema checks behind LLMReply.data, and Retry-After parsing."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from app.core.settings import Settings, save_settings
from app.llm import LLMInvalidJSON, LLMSchemaError, LLMTruncated, RetryPolicy
from app.llm.httpbase import parse_retry_after, public_url, safe_schema_name
from app.llm.openai_compat import portable_pattern, portable_schema
from app.llm.schema import (
    check_schema,
    looks_truncated,
    parse_json_text,
    schema_problems,
    strip_fences,
)


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ('{"a": 1', True),
        ('{"a": "unterminated', True),
        ('[1, 2, {"b": [', True),
        ('{"a": "brace } in string"', True),
        ('{"a": 1}', False),
        ('{"a": "esc \\" quote"}', False),
        ("hello", False),
        ("", False),
    ],
)
def test_looks_truncated(text: str, cut: bool) -> None:
    assert looks_truncated(text) is cut


def test_parse_json_text_tells_failures_apart() -> None:
    assert parse_json_text(' {"a": [1]} ', context="m") == {"a": [1]}
    assert strip_fences("```\n[1]\n```") == "[1]"
    with pytest.raises(LLMTruncated):
        parse_json_text('{"a": [1, 2', context="m")
    with pytest.raises(LLMInvalidJSON, match="not valid JSON"):
        parse_json_text("I think the answer is 4.", context="m")
    with pytest.raises(LLMInvalidJSON, match="empty reply"):
        parse_json_text("   ", context="m")


DEFS_SCHEMA: dict[str, Any] = {
    "$defs": {
        "Step": {
            "type": "object",
            "required": ["id"],
            "properties": {
                "id": {"type": "string", "minLength": 1, "maxLength": 4},
                "weight": {"type": "number", "minimum": 0, "exclusiveMaximum": 1},
                "kind": {"anyOf": [{"const": "a"}, {"type": "integer"}]},
            },
            "additionalProperties": {"type": "boolean"},
        }
    },
    "type": "object",
    "properties": {
        "steps": {"type": "array", "items": {"$ref": "#/$defs/Step"}, "minItems": 1},
        "tags": {"type": "array", "uniqueItems": True, "maxItems": 2},
        "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "null"}]},
        "note": {"type": ["string", "null"]},
    },
}


def test_schema_problems_cover_the_usual_keywords() -> None:
    good = {
        "steps": [{"id": "s1", "weight": 0.5, "kind": 3, "flag": True}],
        "tags": ["x", "y"],
        "pair": ["a", None],
        "note": None,
    }
    assert schema_problems(good, DEFS_SCHEMA) == []
    bad = {
        "steps": [{"id": "toolong", "weight": 1, "kind": "b", "flag": "yes"}, {}],
        "tags": ["x", "x", "z"],
        "pair": [1, None],
        "note": 3,
    }
    problems = schema_problems(bad, DEFS_SCHEMA)
    assert "$.steps[0].id: allows at most 4 characters, got 7" in problems
    assert "$.steps[0].weight: 1 must be below 1" in problems
    assert "$.steps[0].kind: matches none of the allowed shapes" in problems
    assert "$.steps[0].flag: expected boolean, got \"yes\"" in problems
    assert "$.steps[1]: missing required property 'id'" in problems
    assert "$.tags: allows at most 2 items, got 3" in problems
    assert '$.tags: items must be unique, "x" repeats' in problems
    assert "$.pair[0]: expected string, got 1" in problems
    assert "$.note: expected ['string', 'null'], got 3" in problems
    assert schema_problems({"steps": []}, DEFS_SCHEMA) == [
        "$.steps: needs at least 1 items, got 0"
    ]


def test_integers_and_booleans_are_not_confused() -> None:
    assert schema_problems(True, {"type": "integer"}) == ["$: expected integer, got true"]
    assert schema_problems(2.0, {"type": "integer"}) == []
    assert schema_problems(False, {"type": "number"}) != []
    assert schema_problems("x", {"enum": ["a", "b"]}) == ['$: "x" is not one of "a", "b"']


def test_check_schema_raises_with_data_and_problems() -> None:
    with pytest.raises(LLMSchemaError) as info:
        check_schema(
            {"a": 1}, {"type": "object", "additionalProperties": False}, raw="r", context="m"
        )
    assert info.value.problems == ["$: unexpected property 'a'"]
    assert info.value.data == {"a": 1}
    assert info.value.raw == "r"


def test_problem_list_is_bounded() -> None:
    problems = schema_problems(list(range(100)), {"type": "array", "items": {"type": "string"}})
    assert len(problems) == 20


def test_retry_after_parsing() -> None:
    now = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("7", now) == 7.0
    assert parse_retry_after("0.5", now) == 0.5
    assert parse_retry_after("-3", now) == 0.0
    assert parse_retry_after("Sun, 01 Mar 2026 12:00:30 GMT", now) == 30.0
    assert parse_retry_after("Sun, 01 Mar 2026 11:00:00 GMT", now) == 0.0
    assert parse_retry_after("soon", now) is None
    assert parse_retry_after(None, now) is None
    assert parse_retry_after("", now) is None


def test_retry_delays_grow_jitter_and_cap() -> None:
    policy = RetryPolicy(base_delay_s=1.0, max_delay_s=5.0)
    for _ in range(50):
        assert 0.5 <= policy.delay(1, None) <= 1.0
        assert 1.0 <= policy.delay(2, None) <= 2.0
        assert 2.5 <= policy.delay(6, None) <= 5.0
        assert 3.0 <= policy.delay(1, 3.0) <= 3.3  # never less than the server asked
    assert RetryPolicy().delay(1, 0.0) == 0.0


def test_small_helpers() -> None:
    assert safe_schema_name("study plan/v2") == "study_plan_v2"
    assert safe_schema_name("") == "reply"
    assert len(safe_schema_name("x" * 100)) == 64
    assert public_url("https://user:pw@host.example/v1?key=abc") == "https://host.example/v1"


@pytest.mark.parametrize(
    ("pattern", "portable"),
    [
        (r"^\d{4}-\d{2}$", "^[0-9]{4}-[0-9]{2}$"),
        (r"\w+\s\W\D\S", "[A-Za-z0-9_]+[ \t\n\r][^A-Za-z0-9_][^0-9][^ \t\n\r]"),
        (r"[\d.]+", "[0-9.]+"),
        (r"[^\s,]", "[^ \t\n\r,]"),
        (r"[\D]", r"[\D]"),  # a negated shorthand inside a class is left alone
        (r"\.\\d\[\d]", r"\.\\d\[[0-9]]"),
        ("^[A-Za-z0-9_.:-]{1,64}$", "^[A-Za-z0-9_.:-]{1,64}$"),
        ("trailing\\", "trailing\\"),
    ],
)
def test_portable_pattern(pattern: str, portable: str) -> None:
    assert portable_pattern(pattern) == portable


def test_portable_patterns_match_the_same_ascii_strings() -> None:
    import re

    for pattern in (r"^\d{4}-\d{2}-\d{2}$", r"^\w+(\s\w+)*$"):
        loose, strict = re.compile(pattern), re.compile(portable_pattern(pattern))
        for text in ("2026-11-22", "26-1-1", "a b", "a_b c9", "a  b", "x-y"):
            assert bool(loose.match(text)) == bool(strict.match(text)), (pattern, text)


def test_portable_schema_rewrites_only_pattern_strings() -> None:
    schema = {"properties": {"pattern": {"type": "string", "pattern": r"\d"}}, "enum": [r"\d"]}
    assert portable_schema(schema) == {
        "properties": {"pattern": {"type": "string", "pattern": "[0-9]"}},
        "enum": [r"\d"],
    }


@pytest.mark.parametrize(("language", "words"), [("es", "no es JSON válido"),
                                                 ("pt", "não é JSON válido")])
def test_reply_errors_in_the_runs_language(language: str, words: str) -> None:
    save_settings(Settings(language="en"))  # the run's language wins over the settings'
    with pytest.raises(LLMInvalidJSON, match=words):
        parse_json_text("I think the answer is 4.", context="m", language=language)
    with pytest.raises(LLMSchemaError) as info:
        check_schema(list(range(8)), {"type": "array", "items": {"type": "string"}},
                     raw="r", context="m", language=language)
    assert ("(y 3 más)" if language == "es" else "(e mais 3)") in str(info.value)
