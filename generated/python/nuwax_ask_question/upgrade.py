# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/upgrade.py: edit it there.
"""Older producers' asks, upgraded to the current canonical input (docs/sdks.md "Upgrading older inputs").

The Python port of the TypeScript kit's upgradeMcpAskUserToolInput (runtime/contract/upgrade.ts): a v2
form stamped with a version of x-nuwax.historicalVersions is restamped, an ask without sessionId gets the
caller's session (or x-nuwax.constants.unknownSessionId, flagged as a placeholder), and the JSON Schema
form (``ui.schema`` + ``ui.uiSchema``) of the early server and the NuwaClaw workbench becomes ``ui.fields``;
what cannot be carried over is named as a problem instead of being dropped. Then the normalizer runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field as dataclass_field
from typing import Any

from . import _js
from ._contract import CONSTANTS, HISTORICAL_VERSIONS, WIDGETS
from .normalize import try_normalize_tool_input

#: The sessionId stamped on an ask that has none when the caller knows no conversation (x-nuwax.constants.unknownSessionId).
UNKNOWN_SESSION_ID: str = CONSTANTS["unknownSessionId"]

_PROPERTY_KEYS = ("minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")
_READ_PROPERTY_KEYS = frozenset({"type", "title", "description", "enum", "enumNames", "items", "default", *_PROPERTY_KEYS})
_FIELD_OPTION_KEYS = ("placeholder", "allowCustom", "otherValue", "otherField", "accept", "multiple", "maxFileSize")
_READ_OPTION_KEYS = frozenset({"enumNames", *_FIELD_OPTION_KEYS})
_READ_FIELD_UI_KEYS = frozenset({"ui:widget", "ui:options", "ui:placeholder"})
_ROOT_OPTION_KEYS = ("allowSkip", "skipLabel", "submitLabel", "cancelLabel")


@dataclass(frozen=True)
class UpgradeResult:
    """What upgrade_tool_input returns.

    ok: whether ``value`` is the canonical input; problems: every problem when not; upgrades: each change made,
    as ``{path, rule, from?, to?, placeholder?}`` with rule ``schema-version``, ``ui-version``, ``session-id``
    or ``json-schema-form``.
    """

    ok: bool
    value: Any
    upgrades: list[dict[str, Any]] = dataclass_field(default_factory=list)
    problems: list[dict[str, Any]] = dataclass_field(default_factory=list)


def _show(value: Any) -> str:
    return _js.stringify(value)[:100]


def _object(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _primary_type(type_value: Any) -> str | None:
    if isinstance(type_value, str):
        return type_value
    if isinstance(type_value, list):
        return next((t for t in type_value if isinstance(t, str) and t != "null"), None)
    return None


def _root_schema(ui: dict[str, Any]) -> dict[str, Any] | None:
    schema = ui.get("schema")
    if not isinstance(schema, dict):
        return None
    nested = schema.get("schema")
    return schema if isinstance(schema.get("properties"), dict) or not isinstance(nested, dict) else nested


def _misplaced_metadata(properties: dict[str, Any]) -> set[str]:
    found: set[str] = set()
    required = properties.get("required")
    if isinstance(required, list) and all(isinstance(n, str) for n in required):
        found.add("required")
    ui_schema = properties.get("uiSchema")
    if isinstance(ui_schema, dict) and all(isinstance(e, dict) and all(k.startswith("ui:") for k in e) for e in ui_schema.values()):
        found.add("uiSchema")
    return found


def _convert_schema_form(ui: dict[str, Any], problems: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``ui.schema`` / ``ui.uiSchema`` as ``ui.fields``, in property order; a problem for each property or option that would be lost."""
    schema = _root_schema(ui) or {}
    declared = _object(schema.get("properties"))
    misplaced = _misplaced_metadata(declared)
    properties = {k: declared[k] for k in _js.keys_in_js_order(declared) if k not in misplaced}
    if isinstance(ui.get("uiSchema"), dict):
        ui_schema = ui["uiSchema"]
    elif isinstance(schema.get("uiSchema"), dict):
        ui_schema = schema["uiSchema"]
    else:
        ui_schema = declared["uiSchema"] if "uiSchema" in misplaced else {}
    if isinstance(schema.get("required"), list):
        required_list = schema["required"]
    else:
        required_list = declared["required"] if "required" in misplaced else []
    required = {n for n in required_list if isinstance(n, str)}

    def lost(name: str, what: str, fix: str) -> None:
        problems.append({"path": f"ui.schema.properties.{name}", "message": f"cannot be upgraded without losing {what}", "fix": fix})

    fields: list[dict[str, Any]] = []
    for name, value in properties.items():
        if not isinstance(value, dict):
            lost(name, f"its definition {_show(value)}", "describe it as a JSON Schema property, or send ui.fields")
            continue
        field_ui = _object(ui_schema.get(name))
        options = _object(field_ui.get("ui:options"))
        ui_widget = field_ui.get("ui:widget")
        type_name = _primary_type(value.get("type"))
        items = value["items"] if isinstance(value.get("items"), dict) else None
        if isinstance(value.get("enum"), list):
            enum_values: list[Any] | None = value["enum"]
        elif type_name == "array" and items is not None and isinstance(items.get("enum"), list):
            enum_values = items["enum"]
        else:
            enum_values = None
        out: dict[str, Any] = {"name": name, "title": value["title"] if isinstance(value.get("title"), str) else name}
        if isinstance(value.get("description"), str):
            out["description"] = value["description"]
        if name in required:
            out["required"] = True
        widget: str | None = None
        if enum_values is not None:
            if not all(isinstance(v, str) and v != "" for v in enum_values):
                lost(name, f"the enum {_show(enum_values)} (options are non-empty strings)", "give the choices as strings, or send ui.fields with options [{ value, label }]")
                continue
            labels = next(
                (n for n in (options.get("enumNames"), value.get("enumNames")) if isinstance(n, list) and len(n) == len(enum_values) and all(isinstance(x, str) and x != "" for x in n)),
                None,
            )
            out["options"] = [{"value": v, "label": labels[i] if labels else v} for i, v in enumerate(enum_values)]
            if type_name == "array":
                widget = "checkboxes"
            elif options.get("allowCustom") is True or isinstance(options.get("otherField"), str):
                widget = "radio-with-custom"
            else:
                widget = "radio"
        elif type_name in ("string", None):
            widget = "textarea" if ui_widget == "textarea" else "text"
        elif type_name in ("number", "integer"):
            widget = "number"
            out["type"] = type_name
        else:
            lost(name, f"its type {_show(value.get('type')) if 'type' in value else 'undefined'} (fields hold text, numbers, choices and files)", "send ui.fields with a widget for it")
            continue
        if isinstance(ui_widget, str) and ui_widget != widget and ui_widget != "textarea":
            if ui_widget in WIDGETS:
                widget = ui_widget
            else:
                lost(name, f"ui:widget {_show(ui_widget)} (not a widget of the catalog: {', '.join(WIDGETS)})", "use a catalog widget in ui:widget")
        out["widget"] = widget
        for key in _PROPERTY_KEYS:
            if key in value:
                out[key] = value[key]
        if "default" in value:
            out["initialValue"] = value["default"]
        if isinstance(field_ui.get("ui:placeholder"), str):
            out["placeholder"] = field_ui["ui:placeholder"]
        for key in _FIELD_OPTION_KEYS:
            if key in options:
                out[key] = options[key]
        implied_format = widget == "file" and value.get("format") == "data-url"
        unread = [
            *(k for k in _js.keys_in_js_order(value) if k not in _READ_PROPERTY_KEYS and not (k == "format" and implied_format)),
            *(k for k in _js.keys_in_js_order(field_ui) if k not in _READ_FIELD_UI_KEYS),
            *(f"ui:options.{k}" for k in _js.keys_in_js_order(options) if k not in _READ_OPTION_KEYS),
            *(["items"] if items is not None and enum_values is None else []),
        ]
        if unread:
            lost(name, f"{', '.join(unread)} (a field has no place for {'it' if len(unread) == 1 else 'them'})", "drop them, or send ui.fields with the field's own properties")
        fields.append(out)
    if not properties:
        problems.append({"path": "ui.schema", "message": "has no properties: there is no question to render", "fix": "give ui.schema.properties, or send ui.fields"})
    return fields


def _root_options(ui: dict[str, Any], problems: list[dict[str, Any]]) -> dict[str, Any]:
    options = _object(_object(ui.get("uiSchema")).get("ui:options"))
    moved = {key: options[key] for key in _ROOT_OPTION_KEYS if key in options and key not in ui}
    unread = [k for k in _js.keys_in_js_order(options) if k not in _ROOT_OPTION_KEYS]
    if unread:
        problems.append(
            {
                "path": "ui.uiSchema.ui:options",
                "message": f"cannot be upgraded without losing {', '.join(unread)}",
                "fix": "drop them, or send ui.fields and the form's own properties (allowSkip, skipLabel, submitLabel, cancelLabel)",
            }
        )
    return moved


def upgrade_tool_input(tool_input: Any, session_id: str | None = None) -> UpgradeResult:
    """Upgrades an ask of an older producer to the canonical input (``#/$defs/McpAskRawInput``) normalize_tool_input gives.

    - ``schemaVersion`` / ``ui.version`` one of x-nuwax.historicalVersions → the current one (rules
      ``schema-version``, ``ui-version``); any other version is a problem naming the known ones;
    - no ``sessionId``: ``session_id`` (the conversation the ask arrived in), else UNKNOWN_SESSION_ID with
      ``placeholder: True`` (rule ``session-id``);
    - ``ui.schema`` / ``ui.uiSchema`` without ``ui.fields``: converted to fields (rule ``json-schema-form``),
      a problem for each property or option that would be lost.
    A current input comes back as the normalizer gives it, with no upgrades. Never raises; never changes
    ``tool_input``.
    """
    if not isinstance(tool_input, dict):
        result = try_normalize_tool_input(tool_input)
        return UpgradeResult(result.ok, result.value if result.ok else tool_input, [], result.problems)
    upgrades: list[dict[str, Any]] = []
    problems: list[dict[str, Any]] = []
    upgraded: dict[str, Any] = dict(tool_input)
    schema_versions, ui_versions = HISTORICAL_VERSIONS["schemaVersions"], HISTORICAL_VERSIONS["uiVersions"]
    if "schemaVersion" in tool_input and tool_input["schemaVersion"] != CONSTANTS["schemaVersion"]:
        version = tool_input["schemaVersion"]
        if isinstance(version, str) and version in schema_versions:
            upgraded["schemaVersion"] = CONSTANTS["schemaVersion"]
            upgrades.append({"path": "schemaVersion", "rule": "schema-version", "from": version, "to": CONSTANTS["schemaVersion"]})
        else:
            problems.append(
                {
                    "path": "schemaVersion",
                    "message": f"unknown version {_show(version)}",
                    "fix": f"use {CONSTANTS['schemaVersion']} (older versions upgraded: {', '.join(schema_versions) or 'none'}), or leave it out",
                }
            )
    if "sessionId" not in tool_input:
        if isinstance(session_id, str) and session_id:
            upgraded["sessionId"] = session_id
            upgrades.append({"path": "sessionId", "rule": "session-id", "to": session_id})
        else:
            upgraded["sessionId"] = UNKNOWN_SESSION_ID
            upgrades.append({"path": "sessionId", "rule": "session-id", "to": UNKNOWN_SESSION_ID, "placeholder": True})
    ui = tool_input.get("ui")
    if isinstance(ui, dict):
        next_ui = dict(ui)
        if "version" in ui and ui["version"] != CONSTANTS["uiVersion"]:
            version = ui["version"]
            if isinstance(version, str) and version in ui_versions:
                next_ui["version"] = CONSTANTS["uiVersion"]
                upgrades.append({"path": "ui.version", "rule": "ui-version", "from": version, "to": CONSTANTS["uiVersion"]})
            else:
                problems.append(
                    {
                        "path": "ui.version",
                        "message": f"unknown version {_show(version)}",
                        "fix": f"use {CONSTANTS['uiVersion']} (older versions upgraded: {', '.join(ui_versions) or 'none'}), or leave it out",
                    }
                )
        has_fields = isinstance(ui.get("fields"), list) and len(ui["fields"]) > 0
        if not has_fields and ("schema" in ui or "uiSchema" in ui):
            next_ui["fields"] = _convert_schema_form(ui, problems)
            next_ui.update(_root_options(ui, problems))
            next_ui.pop("schema", None)
            next_ui.pop("uiSchema", None)
            upgrades.append({"path": "ui.fields", "rule": "json-schema-form", "from": "ui.schema", "to": f"{len(next_ui['fields'])} field(s)"})
        upgraded["ui"] = next_ui
    normalized = try_normalize_tool_input(upgraded)
    if normalized.ok and not problems:
        return UpgradeResult(True, normalized.value, upgrades)
    taken = {p["path"] for p in problems}
    rest = [] if normalized.ok else [p for p in normalized.problems if p["path"] not in taken]
    return UpgradeResult(False, normalized.value, upgrades, [*problems, *rest])
