"""A form built from an agent's JSON schema (pydantic `model_json_schema`).

Supported: strings, integers, numbers, booleans, enums (inline or `$ref`),
lists of strings (one per line), dates, each optionally nullable. Anything
else is edited as JSON text, so every agent stays editable.
"""

from __future__ import annotations

import datetime as dt
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QDoubleValidator, QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from app.core.jsonfile import loads as bounded_json

INT_LIMIT = 2_000_000_000
UNSET = "—"


@dataclass
class FieldSpec:
    name: str
    title: str
    kind: str  # string, integer, number, boolean, enum, string_list, date, json
    required: bool = False
    nullable: bool = False
    default: Any = None
    has_default: bool = False
    minimum: float | None = None
    maximum: float | None = None
    choices: list[Any] = field(default_factory=list)
    description: str = ""


def _resolve(node: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        target = defs.get(ref.removeprefix("#/$defs/"), {})
        return {**target, **{k: v for k, v in node.items() if k != "$ref"}}
    return node


def _kind(node: dict[str, Any]) -> str:
    if "enum" in node:
        return "enum"
    if "const" in node:
        node["enum"] = [node["const"]]
        return "enum"
    kind = node.get("type")
    if kind == "string":
        return "date" if node.get("format") == "date" else "string"
    if kind in ("integer", "number", "boolean"):
        return str(kind)
    if kind == "array" and node.get("items", {}).get("type") == "string":
        return "string_list"
    return "json"


def parse_schema(schema: dict[str, Any]) -> list[FieldSpec]:
    """The editable fields of an object schema, in declaration order."""
    defs = schema.get("$defs", {})
    required = set(schema.get("required", []))
    fields: list[FieldSpec] = []
    for name, raw in schema.get("properties", {}).items():
        node = _resolve(dict(raw), defs)
        nullable = False
        variants = node.get("anyOf")
        if isinstance(variants, list):
            concrete = [_resolve(dict(v), defs) for v in variants if v.get("type") != "null"]
            nullable = len(concrete) < len(variants)
            if len(concrete) == 1:
                node = {**concrete[0], **{k: v for k, v in node.items() if k != "anyOf"}}
        kind = "json" if isinstance(node.get("anyOf"), list) else _kind(node)
        minimum = node.get("minimum", node.get("exclusiveMinimum"))
        maximum = node.get("maximum", node.get("exclusiveMaximum"))
        fields.append(FieldSpec(
            name=name,
            title=str(node.get("title") or name),
            kind=kind,
            required=name in required,
            nullable=nullable,
            default=node.get("default"),
            has_default="default" in node,
            minimum=float(minimum) if isinstance(minimum, int | float) else None,
            maximum=float(maximum) if isinstance(maximum, int | float) else None,
            choices=list(node.get("enum", [])),
            description=str(node.get("description", "")),
        ))
    return fields


class _Editor(ABC):
    """One field's widget with a value getter/setter; None means "not set"."""

    widget: QWidget

    def __init__(self, spec: FieldSpec) -> None:
        self.spec = spec

    @abstractmethod
    def get(self) -> Any:
        """The field's value, or None when it is not set."""

    @abstractmethod
    def set(self, value: Any) -> None:
        """Show `value` (None clears the field)."""


class _TextEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.edit = QLineEdit()

    def get(self) -> Any:
        text = self.edit.text()
        if not text and (self.spec.nullable or not self.spec.required):
            return None
        return text

    def set(self, value: Any) -> None:
        self.edit.setText("" if value is None else str(value))


class _NullableNumberEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.edit = QLineEdit()
        self.edit.setPlaceholderText(UNSET)
        self.edit.setValidator(QIntValidator() if spec.kind == "integer" else QDoubleValidator())

    def get(self) -> Any:
        text = self.edit.text().strip()
        if not text:
            return None
        return int(text) if self.spec.kind == "integer" else float(text.replace(",", "."))

    def set(self, value: Any) -> None:
        self.edit.setText("" if value is None else str(value))


class _IntEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.box = QSpinBox()
        low = int(spec.minimum) if spec.minimum is not None else -INT_LIMIT
        high = int(spec.maximum) if spec.maximum is not None else INT_LIMIT
        self.box.setRange(low, high)

    def get(self) -> Any:
        return self.box.value()

    def set(self, value: Any) -> None:
        if isinstance(value, int | float):
            self.box.setValue(int(value))


class _FloatEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.box = QDoubleSpinBox()
        self.box.setDecimals(3)
        self.box.setRange(spec.minimum if spec.minimum is not None else -1e9,
                          spec.maximum if spec.maximum is not None else 1e9)

    def get(self) -> Any:
        return self.box.value()

    def set(self, value: Any) -> None:
        if isinstance(value, int | float):
            self.box.setValue(float(value))


class _BoolEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.box = QCheckBox()

    def get(self) -> Any:
        return self.box.isChecked()

    def set(self, value: Any) -> None:
        self.box.setChecked(bool(value))


class _EnumEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.combo = QComboBox()
        if spec.nullable:
            self.combo.addItem(UNSET, None)
        for choice in spec.choices:
            self.combo.addItem(str(choice), choice)

    def get(self) -> Any:
        return self.combo.currentData()

    def set(self, value: Any) -> None:
        index = self.combo.findData(value)
        if index >= 0:
            self.combo.setCurrentIndex(index)


class _ListEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.edit = QPlainTextEdit()
        self.edit.setTabChangesFocus(True)
        self.edit.setFixedHeight(self.edit.fontMetrics().lineSpacing() * 4 + 12)

    def get(self) -> Any:
        items = [line.strip() for line in self.edit.toPlainText().splitlines() if line.strip()]
        if not items and self.spec.nullable:
            return None
        return items

    def set(self, value: Any) -> None:
        items = value if isinstance(value, list) else []
        self.edit.setPlainText("\n".join(str(i) for i in items))


class _DateEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = QWidget()
        row = QHBoxLayout(self.widget)
        row.setContentsMargins(0, 0, 0, 0)
        self.enabled = QCheckBox()
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        optional = self.optional = spec.nullable or not spec.required
        self.enabled.setVisible(optional)
        self.enabled.setChecked(not optional)
        self.date.setEnabled(not optional)
        self.enabled.toggled.connect(self.date.setEnabled)
        row.addWidget(self.enabled)
        row.addWidget(self.date, 1)

    def get(self) -> Any:
        if not self.enabled.isChecked():
            return None
        return self.date.date().toString("yyyy-MM-dd")

    def set(self, value: Any) -> None:
        if value is None:
            self.enabled.setChecked(not self.optional)
            return
        try:
            day = dt.date.fromisoformat(str(value))
        except ValueError:
            return
        self.enabled.setChecked(True)
        self.date.setDate(QDate(day.year, day.month, day.day))


class _JsonEditor(_Editor):
    def __init__(self, spec: FieldSpec) -> None:
        super().__init__(spec)
        self.widget = self.edit = QLineEdit()
        self.edit.setPlaceholderText("JSON")

    def get(self) -> Any:
        text = self.edit.text().strip()
        return bounded_json(text) if text else None

    def set(self, value: Any) -> None:
        self.edit.setText("" if value is None else json.dumps(value, ensure_ascii=False))


def _editor_for(spec: FieldSpec) -> _Editor:
    if spec.kind == "string":
        return _TextEditor(spec)
    if spec.kind in ("integer", "number") and spec.nullable:
        return _NullableNumberEditor(spec)
    editors: dict[str, type[_Editor]] = {
        "integer": _IntEditor,
        "number": _FloatEditor,
        "boolean": _BoolEditor,
        "enum": _EnumEditor,
        "string_list": _ListEditor,
        "date": _DateEditor,
    }
    return editors.get(spec.kind, _JsonEditor)(spec)


class SchemaForm(QWidget):
    """Edits one agent's args. `values()` returns only what matters: required
    fields, fields that differ from their default, and fields given at start."""

    def __init__(self, schema: dict[str, Any], args: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fields = parse_schema(schema)
        self._initial = dict(args or {})
        self._editors: dict[str, _Editor] = {}
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for spec in self.fields:
            editor = _editor_for(spec)
            if spec.name in self._initial:
                editor.set(self._initial[spec.name])
            elif spec.has_default:
                editor.set(spec.default)
            label = QLabel(spec.title + (" *" if spec.required else ""))
            label.setBuddy(editor.widget)
            if spec.description:
                editor.widget.setToolTip(spec.description)
            editor.widget.setObjectName(f"arg_{spec.name}")
            layout.addRow(label, editor.widget)
            self._editors[spec.name] = editor
        if not self.fields:
            layout.addRow(QLabel(self.tr("This step takes no arguments.")))
        layout.setLabelAlignment(Qt.AlignmentFlag.AlignRight)

    def editor_widget(self, name: str) -> QWidget:
        return self._editors[name].widget

    def set_value(self, name: str, value: Any) -> None:
        self._editors[name].set(value)

    def values(self) -> dict[str, Any]:
        """The args; raises ValueError naming the field whose text cannot be read."""
        out: dict[str, Any] = {}
        for spec in self.fields:
            try:
                value = self._editors[spec.name].get()
            except ValueError as exc:
                raise ValueError(f"{spec.title}: {exc}") from None
            if value is None and not spec.nullable:
                continue  # left empty: the agent's default applies
            if spec.name in self._initial or spec.required:
                out[spec.name] = value
            elif value is None or (not spec.has_default and value in ("", [])):
                continue
            elif not spec.has_default or value != spec.default:
                out[spec.name] = value
        return out
