"""Turning model text into JSON, and checking it against the requested schema.

`parse_json_text` tells three failures apart: cut-off JSON (`LLMTruncated`),
text that is not JSON (`LLMInvalidJSON`), and JSON that does not match the
schema (`LLMSchemaError`, raised by `check_schema`).

`schema_problems` implements the part of JSON Schema that structured-output
APIs accept: type, enum, const, properties, required, additionalProperties,
items / prefixItems, min/maxItems, uniqueItems, min/maxLength, pattern,
minimum / maximum / exclusive bounds, anyOf / oneOf / allOf, and local $ref
(`#/$defs/...`, `#/definitions/...`). Unknown keywords are ignored.
"""

from __future__ import annotations

import json
import re
from typing import Any

from app.core.i18n import tr
from app.llm.errors import LLMInvalidJSON, LLMSchemaError, LLMTruncated

MAX_PROBLEMS = 20
_FENCE = re.compile(r"^```[A-Za-z0-9_-]*\s*\n?(.*?)\n?```\s*$", re.DOTALL)

_TYPE_CHECKS: dict[str, Any] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool))
    or (isinstance(v, float) and v.is_integer()),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
}


def looks_truncated(text: str) -> bool:
    """True when `text` is the beginning of a JSON value that was cut off."""
    depth = 0
    in_string = False
    escaped = False
    started = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
            started = True
        elif ch in "{[":
            depth += 1
            started = True
        elif ch in "}]":
            depth -= 1
    return started and (in_string or depth > 0)


def strip_fences(text: str) -> str:
    """Remove a Markdown code fence some models wrap around JSON."""
    stripped = text.strip()
    match = _FENCE.match(stripped)
    return match.group(1).strip() if match else stripped


def parse_json_text(text: str, *, context: str, language: str = "en") -> Any:
    """Parse model output; `context` names the provider/model for the message (in
    `language`, the run's, as the message is)."""
    body = strip_fences(text)
    if not body:
        raise LLMInvalidJSON(tr("llm.empty_reply", language, context=context), text)
    try:
        return json.loads(body)
    except RecursionError:
        raise LLMInvalidJSON(tr("llm.too_deep", language, context=context), text) from None
    except json.JSONDecodeError as exc:
        if looks_truncated(body):
            raise LLMTruncated(
                tr("llm.cut_off", language, context=context, characters=len(body)), text
            ) from None
        raise LLMInvalidJSON(
            tr("llm.not_json", language, context=context, problem=exc.msg, line=exc.lineno,
               column=exc.colno),
            text,
        ) from None


def check_schema(data: Any, schema: dict[str, Any], *, raw: str, context: str,
                 language: str = "en") -> None:
    problems = schema_problems(data, schema)
    if problems:
        shown = "; ".join(problems[:5])
        more = tr("llm.more_problems", language, count=len(problems) - 5) if len(
            problems) > 5 else ""
        raise LLMSchemaError(
            tr("llm.schema_mismatch", language, context=context, problems=shown, more=more),
            raw,
            data,
            problems,
        )


def schema_problems(data: Any, schema: dict[str, Any]) -> list[str]:
    """Every way `data` breaks `schema` (up to MAX_PROBLEMS), each with its JSON path."""
    problems: list[str] = []
    _check(data, schema, "$", schema, problems, 0)
    return problems[:MAX_PROBLEMS]


def _resolve(ref: str, root: dict[str, Any]) -> dict[str, Any]:
    if not ref.startswith("#/"):
        raise ValueError(f"only local $ref is supported, got {ref!r}")
    node: Any = root
    for part in ref[2:].split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        if not isinstance(node, dict) or part not in node:
            raise ValueError(f"$ref {ref!r} points nowhere")
        node = node[part]
    if not isinstance(node, dict):
        raise ValueError(f"$ref {ref!r} is not a schema")
    return node


def _type_ok(value: Any, expected: str | list[str]) -> bool:
    names = [expected] if isinstance(expected, str) else expected
    return any(_TYPE_CHECKS.get(n, lambda v: True)(value) for n in names)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def _check(
    value: Any,
    schema: dict[str, Any] | bool,
    path: str,
    root: dict[str, Any],
    out: list[str],
    depth: int,
) -> None:
    if len(out) >= MAX_PROBLEMS:
        return
    if schema is True:
        return
    if schema is False:
        out.append(f"{path}: no value is allowed here")
        return
    if depth > 64:
        out.append(f"{path}: schema nests too deeply")
        return
    if "$ref" in schema:
        _check(value, _resolve(schema["$ref"], root), path, root, out, depth + 1)
    for sub in schema.get("allOf", []):
        _check(value, sub, path, root, out, depth + 1)
    for keyword in ("anyOf", "oneOf"):
        if keyword in schema:
            matches = sum(
                1 for sub in schema[keyword] if not _sub_problems(value, sub, path, root, depth)
            )
            if matches == 0:
                out.append(f"{path}: matches none of the allowed shapes")
            elif keyword == "oneOf" and matches > 1:
                out.append(f"{path}: matches more than one of the allowed shapes")
    if "type" in schema and not _type_ok(value, schema["type"]):
        out.append(f"{path}: expected {schema['type']}, got {_short(value)}")
        return
    if "enum" in schema and value not in schema["enum"]:
        allowed = ", ".join(_short(v) for v in schema["enum"][:8])
        out.append(f"{path}: {_short(value)} is not one of {allowed}")
    if "const" in schema and value != schema["const"]:
        out.append(f"{path}: must be {_short(schema['const'])}")
    if isinstance(value, dict):
        _check_object(value, schema, path, root, out, depth)
    elif isinstance(value, list):
        _check_array(value, schema, path, root, out, depth)
    elif isinstance(value, str):
        _check_string(value, schema, path, out)
    elif isinstance(value, int | float) and not isinstance(value, bool):
        _check_number(value, schema, path, out)


def _sub_problems(
    value: Any, schema: dict[str, Any], path: str, root: dict[str, Any], depth: int
) -> list[str]:
    found: list[str] = []
    _check(value, schema, path, root, found, depth + 1)
    return found


def _check_object(
    value: dict[str, Any],
    schema: dict[str, Any],
    path: str,
    root: dict[str, Any],
    out: list[str],
    depth: int,
) -> None:
    props: dict[str, Any] = schema.get("properties", {})
    for key in schema.get("required", []):
        if key not in value:
            out.append(f"{path}: missing required property {key!r}")
    extra = schema.get("additionalProperties", True)
    for key, item in value.items():
        where = f"{path}.{key}"
        if key in props:
            _check(item, props[key], where, root, out, depth + 1)
        elif extra is False:
            out.append(f"{path}: unexpected property {key!r}")
        elif isinstance(extra, dict):
            _check(item, extra, where, root, out, depth + 1)
    if "minProperties" in schema and len(value) < schema["minProperties"]:
        out.append(f"{path}: needs at least {schema['minProperties']} properties")
    if "maxProperties" in schema and len(value) > schema["maxProperties"]:
        out.append(f"{path}: allows at most {schema['maxProperties']} properties")


def _check_array(
    value: list[Any],
    schema: dict[str, Any],
    path: str,
    root: dict[str, Any],
    out: list[str],
    depth: int,
) -> None:
    if "minItems" in schema and len(value) < schema["minItems"]:
        out.append(f"{path}: needs at least {schema['minItems']} items, got {len(value)}")
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        out.append(f"{path}: allows at most {schema['maxItems']} items, got {len(value)}")
    prefix: list[Any] = schema.get("prefixItems", [])
    for i, item in enumerate(value):
        item_schema = prefix[i] if i < len(prefix) else schema.get("items", True)
        _check(item, item_schema, f"{path}[{i}]", root, out, depth + 1)
    if schema.get("uniqueItems"):
        seen: list[str] = []
        for item in value:
            key = json.dumps(item, sort_keys=True)
            if key in seen:
                out.append(f"{path}: items must be unique, {_short(item)} repeats")
                break
            seen.append(key)


def _check_string(value: str, schema: dict[str, Any], path: str, out: list[str]) -> None:
    if "minLength" in schema and len(value) < schema["minLength"]:
        out.append(f"{path}: needs at least {schema['minLength']} characters")
    if "maxLength" in schema and len(value) > schema["maxLength"]:
        out.append(f"{path}: allows at most {schema['maxLength']} characters, got {len(value)}")
    if "pattern" in schema and not re.search(schema["pattern"], value):
        out.append(f"{path}: {_short(value)} does not match pattern {schema['pattern']!r}")


def _check_number(value: float, schema: dict[str, Any], path: str, out: list[str]) -> None:
    if "minimum" in schema and value < schema["minimum"]:
        out.append(f"{path}: {value} is below the minimum {schema['minimum']}")
    if "maximum" in schema and value > schema["maximum"]:
        out.append(f"{path}: {value} is above the maximum {schema['maximum']}")
    if "exclusiveMinimum" in schema and value <= schema["exclusiveMinimum"]:
        out.append(f"{path}: {value} must be above {schema['exclusiveMinimum']}")
    if "exclusiveMaximum" in schema and value >= schema["exclusiveMaximum"]:
        out.append(f"{path}: {value} must be below {schema['exclusiveMaximum']}")
