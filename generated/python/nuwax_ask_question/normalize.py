# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/normalize.py: edit it there.
"""The normalizer: an agent's nuwax_ask_question arguments → the canonical rawInput (``#/$defs/McpAskRawInput``).

The Python port of the TypeScript kit's normalizeMcpAskUserToolInput and checkMcpAskRawInput
(runtime/contract/builder.ts; docs/sdks.md "Server side: normalize, build"): toolName, schemaVersion,
revision and ui.version stamped, ui.presentation and ui.title defaulted, deprecated widget aliases
rewritten, missing widgets inferred from the catalog; then the contract's JSON Schema (schema.py) and
the rendering rules a schema cannot express. Every problem is reported at once (problems.py), with the
TypeScript kit's paths, messages and fixes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field as dataclass_field
from typing import Any

from . import _js
from ._contract import CONSTANTS, SCHEMA_DEFS, WIDGET_CATALOG, WIDGETS
from .pattern import compile_pattern, is_pattern_refusal
from .problems import (
    QUOTE_MAX_CODE_POINTS,
    MAX_PROBLEMS,
    McpAskValidationError,
    clip,
    closest,
    merge_problems,
    problem,
    quote,
    sort_problems,
    to_problems,
)
from .schema import schema_errors
from .widgets import custom_option_value, custom_text_key, infer_widget, resolve_widget_alias, widget_catalog_entry

#: Defaults the normalizer stamps (#/$defs/McpAskUserToolInput/properties/revision/default, #/$defs/InteractionUiInput/properties/presentation/default).
DEFAULT_REVISION = SCHEMA_DEFS["McpAskUserToolInput"]["properties"]["revision"]["default"]
DEFAULT_PRESENTATION = SCHEMA_DEFS["InteractionUiInput"]["properties"]["presentation"]["default"]

_RAW_INPUT_KEY_ORDER = ("toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "description", "ui", "business", "timeoutMs", "priority")
_UI_KEY_ORDER = ("version", "presentation", "title", "description", "fields", "steps", "submitLabel", "cancelLabel", "skipLabel", "allowSkip", "fallback")
#: Every property only some widgets accept (the union of the catalog's constraints).
WIDGET_SPECIFIC_PROPERTIES = frozenset(key for entry in WIDGET_CATALOG for key in entry["constraints"])
_MISSING: Any = object()

#: Schemes a client opens from a fallback link (an allow-list); mobileUrl also takes the nuwax app's own.
_FALLBACK_URL_SCHEMES = {"webUrl": ("https", "http", "mailto"), "mobileUrl": ("https", "http", "mailto", "nuwax")}
#: Schemes of a file answer's URL; a URL without a scheme is relative to the host.
FILE_URL_SCHEMES = frozenset({"https", "http", "data"})
_BOUND_PAIRS = (
    ("minimum", "maximum", False),
    ("minimum", "exclusiveMaximum", True),
    ("exclusiveMinimum", "maximum", True),
    ("exclusiveMinimum", "exclusiveMaximum", True),
    ("minLength", "maxLength", False),
)
_TYPES_FOR_VALUE = {"string": ("string",), "number": ("number", "integer"), "array": ("array",), "files": ("string", "array")}
_LEADING_CONTROLS = re.compile("^[\u0000-\u0020]+")
_SCHEME = re.compile(r"^([a-z][a-z0-9+.\-]*):", re.IGNORECASE | re.ASCII)


@dataclass(frozen=True)
class NormalizeResult:
    """What try_normalize_tool_input returns: ``ok`` with the canonical ``value``, or every problem (``value`` as far as it got)."""

    ok: bool
    value: Any
    problems: list[dict[str, Any]] = dataclass_field(default_factory=list)


def widgets_accepting(prop: str) -> list[str]:
    """Widgets whose catalog entry lists ``prop`` among its constraints, in catalog order."""
    return [entry["widget"] for entry in WIDGET_CATALOG if prop in entry["constraints"]]


def infer_number_type(field: Mapping[str, Any]) -> str:
    """``integer`` when some of minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, initialValue is given and all given are whole numbers; else ``number``."""
    given = [field[k] for k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "initialValue") if k in field]
    return "integer" if given and all(_js.is_integer(v) for v in given) else "number"


def _ordered(source: Mapping[str, Any], order: Sequence[str], overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A copy of ``source`` with ``order``'s keys first (an override replaces the source's value), its other keys after."""
    out: dict[str, Any] = {}
    for key in order:
        if overrides is not None and key in overrides:
            out[key] = overrides[key]
        elif key in source:
            out[key] = source[key]
    for key in source:
        if key not in order:
            out[key] = source[key]
    return out


def _complete_field(field: Mapping[str, Any], widget: Any = _MISSING) -> dict[str, Any]:
    """The catalog's required settings and the number type stamped on a copy in canonical key order (``widget`` replaces the field's)."""
    if widget is _MISSING:
        widget = field.get("widget", _MISSING)
    entry = widget_catalog_entry(widget) if widget is not _MISSING else None
    out: dict[str, Any] = {}
    if "name" in field:
        out["name"] = field["name"]
    if "title" in field:
        out["title"] = field["title"]
    if widget is not _MISSING:
        out["widget"] = widget
    for key, value in field.items():
        if key not in ("name", "title", "widget"):
            out[key] = value
    if entry is not None and entry["valueType"] == "number" and "type" not in out:
        out["type"] = infer_number_type(out)
    if entry is not None and "allowCustom" in entry["requires"] and "allowCustom" not in out:
        out["allowCustom"] = True
    return out


def _normalize_field(field: Any, path: list[str | int], problems: list[dict[str, Any]]) -> Any:
    if not isinstance(field, dict):
        return field
    if "widget" not in field:
        widget = infer_widget(field)
        if widget is None:
            options = field.get("options")
            has = "with" if isinstance(options, list) and options else "without"
            problems.append(
                problem(
                    [*path, "widget"],
                    f"widget is missing and cannot be inferred (type {quote(field['type']) if 'type' in field else 'undefined'}, {has} options)",
                    f"set widget to one of {', '.join(WIDGETS)}",
                    field.get("name"),
                )
            )
            widget = _MISSING
    else:
        widget = resolve_widget_alias(field["widget"])
    return _complete_field(field, widget)


def try_normalize_tool_input(tool_input: Any) -> NormalizeResult:
    """Like normalize_tool_input, but returns a NormalizeResult instead of raising."""
    if not isinstance(tool_input, dict):
        return NormalizeResult(
            False,
            tool_input,
            [{"path": "", "message": f"must be an object, got {quote(tool_input)}", "fix": "pass the tool arguments as a JSON object: { requestId, sessionId, title, ui: { fields } }"}],
        )
    inference: list[dict[str, Any]] = []
    stamped: dict[str, Any] = {}
    if "toolName" not in tool_input:
        stamped["toolName"] = CONSTANTS["toolName"]
    if "schemaVersion" not in tool_input:
        stamped["schemaVersion"] = CONSTANTS["schemaVersion"]
    if "revision" not in tool_input:
        stamped["revision"] = DEFAULT_REVISION
    ui = tool_input.get("ui")
    if isinstance(ui, dict):
        ui_stamped: dict[str, Any] = {}
        if "version" not in ui:
            ui_stamped["version"] = CONSTANTS["uiVersion"]
        if "presentation" not in ui:
            ui_stamped["presentation"] = DEFAULT_PRESENTATION
        if "title" not in ui and isinstance(tool_input.get("title"), str):
            ui_stamped["title"] = tool_input["title"]
        fields = [] if "fields" not in ui and isinstance(ui.get("steps"), list) else ui.get("fields", _MISSING)
        if isinstance(fields, list):
            ui_stamped["fields"] = [_normalize_field(f, ["ui", "fields", i], inference) for i, f in enumerate(fields)]
        stamped["ui"] = _ordered(ui, _UI_KEY_ORDER, ui_stamped)
    value = _ordered(tool_input, _RAW_INPUT_KEY_ORDER, stamped)
    checked = check_raw_input(value)
    if not inference and not checked:
        return NormalizeResult(True, value)
    return NormalizeResult(False, value, sort_problems(merge_problems(inference, checked), value))


def normalize_tool_input(tool_input: Any) -> dict[str, Any]:
    """Normalizes an agent's nuwax_ask_question arguments into the canonical rawInput (``#/$defs/McpAskRawInput``).

    Stamps toolName, schemaVersion, revision (default 1) and ui.version; defaults ui.presentation to inline
    and ui.title to the question title; rewrites deprecated widget aliases and infers missing widgets from
    the catalog. Unknown properties are kept, so the check reports them. Returns a new dict (the input is not
    changed) that validates as McpAskRawInput and passes check_raw_input. Raises McpAskValidationError
    listing every problem.
    """
    result = try_normalize_tool_input(tool_input)
    if not result.ok:
        raise McpAskValidationError(result.problems, "nuwax_ask_question input")
    return result.value


def check_raw_input(raw: Any) -> list[dict[str, Any]]:
    """Every reason a canonical rawInput cannot be rendered: the contract's schema and the rendering rules; [] for a renderable form.

    The rules: no fields and no steps; a choice widget without options; duplicate field names, option values
    or labels; wizard steps naming unknown fields; a constraint that does not apply to the widget; an invalid
    or non-linear ``pattern``; an ``initialValue`` the field refuses; radio-with-custom with allowCustom
    false; contradictory bounds; a fallback URL of a scheme clients do not open. Never raises.
    """
    semantic = _check_rendering_rules(raw)
    errors = schema_errors("McpAskRawInput", raw)
    if not errors:
        return sort_problems(semantic, raw) if semantic else semantic
    return sort_problems(merge_problems(semantic, to_problems(errors, raw)), raw)


def list_some(items: Sequence[str], limit: int = 10) -> str:
    """At most ``limit`` items joined, then ``… (N more)``."""
    return ", ".join(items) if len(items) <= limit else f"{', '.join(items[:limit])}, … ({len(items) - limit} more)"


def describe_options(options: Sequence[Mapping[str, Any]]) -> str:
    """The options as ``"a" (Label), …`` for a fix (list_some); a value or label an option lacks shows as null."""
    return list_some([f"{quote(o.get('value'))} ({clip(_js.to_text(o.get('label')))})" for o in options])


def url_scheme(url: str) -> str | None:
    """The scheme of ``url`` as a browser's URL parser reads it (leading controls and spaces dropped, tabs and newlines removed), lower-cased."""
    cleaned = re.sub("[\t\n\r]", "", _LEADING_CONTROLS.sub("", url))
    m = _SCHEME.match(cleaned)
    return m.group(1).lower() if m else None


def _check_rendering_rules(raw: Any) -> list[dict[str, Any]]:
    problems: list[dict[str, Any]] = []
    if not isinstance(raw, dict) or not isinstance(raw.get("ui"), dict):
        return problems
    ui = raw["ui"]
    fields = ui["fields"] if isinstance(ui.get("fields"), list) else []
    steps = ui["steps"] if isinstance(ui.get("steps"), list) else []
    if ("fields" not in ui or (isinstance(ui["fields"], list) and not ui["fields"])) and not steps:
        problems.append(problem(["ui", "fields"], "the form has no fields and no steps", "add at least one field: { name, title, widget }"))
    first_index_of_name: dict[str, int] = {}
    for i, f in enumerate(fields):
        if not isinstance(f, dict) or not isinstance(f.get("name"), str) or not f["name"]:
            continue
        first = first_index_of_name.get(f["name"])
        if first is not None:
            problems.append(problem(["ui", "fields", i, "name"], f"duplicate field name {quote(f['name'])} (also ui.fields[{first}])", "give every field a unique name: it is the formData key", f["name"]))
        else:
            first_index_of_name[f["name"]] = i
    for i, f in enumerate(fields):
        if isinstance(f, dict):
            _check_field(f, ["ui", "fields", i], problems, first_index_of_name)
    _check_steps(steps, first_index_of_name, problems)
    fallback = ui.get("fallback")
    if isinstance(fallback, dict):
        for key in ("webUrl", "mobileUrl"):
            url = fallback.get(key)
            scheme = url_scheme(url) if isinstance(url, str) else None
            if scheme is not None and scheme not in _FALLBACK_URL_SCHEMES[key]:
                allowed = ", ".join(f"{s}:" for s in _FALLBACK_URL_SCHEMES[key])
                problems.append(
                    problem(["ui", "fallback", key], f"the {clip(scheme)}: scheme is not one a client opens ({allowed}): others can run code or read local data in the client", "use an https:// URL")
                )
    return problems


def _check_steps(steps: list[Any], first_index_of_name: dict[str, int], problems: list[dict[str, Any]]) -> None:
    if not steps:
        return
    known = list(first_index_of_name)
    known_list: str | None = None
    step_of_field: dict[str, int] = {}
    step_ids: dict[str, int] = {}
    for s, step in enumerate(steps):
        if not isinstance(step, dict):
            continue
        step_id = step.get("id")
        if isinstance(step_id, str):
            first = step_ids.get(step_id)
            if first is not None:
                problems.append(problem(["ui", "steps", s, "id"], f"duplicate step id {quote(step_id)} (also ui.steps[{first}])", "give every step a unique id", step_id))
            else:
                step_ids[step_id] = s
        if not isinstance(step.get("fields"), list):
            continue
        for k, ref in enumerate(step["fields"]):
            if not isinstance(ref, str):
                continue
            at = ["ui", "steps", s, "fields", k]
            if ref not in first_index_of_name:
                guess = closest(ref, known) if len(known) <= 500 and len(problems) < MAX_PROBLEMS else None
                if guess:
                    fix = f"use {quote(guess)}"
                elif known:
                    if known_list is None:
                        known_list = list_some([clip(n) for n in known])
                    fix = f"use one of the ui.fields names: {known_list}"
                else:
                    fix = f"add a field named {quote(ref)} to ui.fields"
                problems.append(problem(at, f"step names unknown field {quote(ref)}", fix, step_id))
                continue
            first = step_of_field.get(ref)
            if first is not None:
                where = "this step" if first == s else f"ui.steps[{first}]"
                problems.append(problem(at, f"field {quote(ref)} is already shown in {where}", "list every field in exactly one step", step_id))
            else:
                step_of_field[ref] = s
    missing = [name for name in known if name not in step_of_field]
    if missing:
        one = len(missing) == 1
        problems.append(
            problem(
                ["ui", "steps"],
                f"field{'' if one else 's'} {list_some([quote(n) for n in missing])} {'is' if one else 'are'} in no step and would never be shown",
                "add every field of ui.fields to one step",
            )
        )


def well_formed_options(options: Any) -> list[dict[str, Any]]:
    """The options that are objects (the rendering rules read these)."""
    return [o for o in options if isinstance(o, dict)] if isinstance(options, list) else []


def _check_field(field: dict[str, Any], at: list[str | int], problems: list[dict[str, Any]], name_index: dict[str, int]) -> None:
    name = field.get("name")
    entry = widget_catalog_entry(field.get("widget"))
    if entry is None:
        return  # an unknown or missing widget is a schema problem
    widget = entry["widget"]
    constraints = entry["constraints"]
    for key in _js.keys_in_js_order(field):
        if key not in WIDGET_SPECIFIC_PROPERTIES or key in constraints:
            continue
        problems.append(problem([*at, key], f'{quote(key)} does not apply to widget "{widget}"', f"remove it, or use a widget it applies to: {', '.join(widgets_accepting(key))}", name))
    fitting = _TYPES_FOR_VALUE.get(entry["valueType"], ())
    if isinstance(field.get("type"), str) and field["type"] not in fitting:
        problems.append(
            problem(
                [*at, "type"],
                f'type {quote(field["type"])} does not fit widget "{widget}" (its value is {" or ".join(fitting)})',
                f"remove type (it follows from the widget) or set it to {' or '.join(f'{chr(34)}{t}{chr(34)}' for t in fitting)}",
                name,
            )
        )
    options = well_formed_options(field.get("options"))
    raw_options = field.get("options")
    if "options" in entry["requires"] and not options and not (isinstance(raw_options, list) and raw_options):
        problems.append(problem([*at, "options"], f'widget "{widget}" needs options', "add options: [{ value, label }] with a human-readable label for every value", name))
    if "allowCustom" in entry["requires"] and field.get("allowCustom") is False:
        problems.append(problem([*at, "allowCustom"], f'widget "{widget}" always allows a custom answer', "remove allowCustom or set it to true; use widget radio for choices without custom input", name))
    seen_values: dict[str, int] = {}
    seen_labels: dict[str, int] = {}
    for k, option in enumerate(options):
        value, label = option.get("value"), option.get("label")
        if isinstance(value, str):
            if value in seen_values:
                problems.append(problem([*at, "options", k, "value"], f"duplicate option value {quote(value)} (also options[{seen_values[value]}])", "give every option a unique value", name))
            else:
                seen_values[value] = k
        if isinstance(label, str):
            if label in seen_labels:
                problems.append(
                    problem(
                        [*at, "options", k, "label"],
                        f"duplicate option label {quote(label)} (also options[{seen_labels[label]}])",
                        "give every option its own label: the answer message shows labels, so the agent could not tell them apart",
                        name,
                    )
                )
            else:
                seen_labels[label] = k
    if "allowCustom" in entry["requires"] and isinstance(name, str):
        other = custom_option_value(field)
        if isinstance(other, str) and other in seen_values:
            problems.append(problem([*at, "otherValue"], f"the custom-answer value {quote(other)} is also an option value", "set otherValue to a value no option uses", name))
        key = custom_text_key(field)
        clash = name_index.get(key) if isinstance(key, str) else None
        if key == name or clash is not None:
            problems.append(
                problem(
                    [*at, "name" if "otherField" not in field else "otherField"],
                    f"the custom-answer key {quote(key)} is also the formData key of {'this field' if key == name else f'ui.fields[{clash}]'}",
                    f'set otherField to an unused key (the default is "<name>{CONSTANTS["otherFieldSuffix"]}")' if "otherField" not in field else "set otherField to a key no field uses",
                    name,
                )
            )
    pattern_ok = True
    if isinstance(field.get("pattern"), str):
        compiled = compile_pattern(field["pattern"])
        if is_pattern_refusal(compiled):
            pattern_ok = False
            reason = compiled.reason.replace(field["pattern"], clip(field["pattern"]), 1)  # type: ignore[union-attr]
            what = "pattern is not a valid regular expression" if compiled.kind == "syntax" else "pattern cannot be matched in linear time"  # type: ignore[union-attr]
            problems.append(problem([*at, "pattern"], f"{what}: {clip(reason, 4 * QUOTE_MAX_CODE_POINTS)}", compiled.fix, name))  # type: ignore[union-attr]
    for low, high, strict in _BOUND_PAIRS:
        a = field.get(low)
        if not _js.is_number(a):
            continue
        b = field.get(high)
        if _js.is_number(b) and (a >= b if strict else a > b):
            problems.append(
                problem(
                    [*at, low],
                    f"{low} ({_js.number_text(a)}) is {'not less than' if strict else 'greater than'} {high} ({_js.number_text(b)}): no {'text' if low.endswith('Length') else 'number'} can satisfy both",
                    f"make {low} {'<' if strict else '≤'} {high}",
                    name,
                )
            )
    if "initialValue" in field:
        _check_initial_value(field, entry, options, [*at, "initialValue"], problems, pattern_ok)


def number_rule_breaks(field: Mapping[str, Any], n: float) -> list[str]:
    """The rules of a number field (type integer, minimum, maximum, exclusive bounds, multipleOf with 1e-9 relative slack) ``n`` breaks, as phrases."""
    bounds: list[str] = []
    if field.get("type") == "integer" and not _js.is_integer(n):
        bounds.append("a whole number (type integer)")
    for key, breaks, op in (
        ("minimum", lambda x: n < x, "≥"),
        ("maximum", lambda x: n > x, "≤"),
        ("exclusiveMinimum", lambda x: n <= x, ">"),
        ("exclusiveMaximum", lambda x: n >= x, "<"),
    ):
        if _js.is_number(field.get(key)) and breaks(field[key]):
            bounds.append(f"{op} {_js.number_text(field[key])}")
    step = field.get("multipleOf")
    if _js.is_number(step) and step > 0:
        try:
            q = float(n) / float(step)
        except (OverflowError, ZeroDivisionError):
            q = math.inf
        # Infinity and NaN break no multipleOf in JavaScript (Math.abs(NaN) > 1e-9 is false).
        if math.isfinite(q) and abs(q - math.floor(q + 0.5)) > 1e-9:
            bounds.append(f"a multiple of {_js.number_text(step)}")
    return bounds


def text_rule_breaks(field: Mapping[str, Any], text: str, pattern_ok: bool = True) -> list[str]:
    """The rules of a text field (minLength, maxLength in code points; pattern, linear-time) ``text`` breaks, as phrases."""
    length = len(text)
    rules: list[str] = []
    if _js.is_number(field.get("minLength")) and length < field["minLength"]:
        rules.append(f"at least {_js.number_text(field['minLength'])} characters")
    if _js.is_number(field.get("maxLength")) and length > field["maxLength"]:
        rules.append(f"at most {_js.number_text(field['maxLength'])} characters")
    if pattern_ok and isinstance(field.get("pattern"), str):
        compiled = compile_pattern(field["pattern"])
        if not is_pattern_refusal(compiled) and not compiled.test(text):  # type: ignore[union-attr]
            rules.append(f"matching {clip(field['pattern'])}")
    return rules


def option_with_label(options: Sequence[Mapping[str, Any]], value: Any) -> Mapping[str, Any] | None:
    """The first option whose label is ``value`` (``===``), if any."""
    return next((o for o in options if "label" in o and _js.same_value(o["label"], value)), None)


def _check_initial_value(field: dict[str, Any], entry: dict[str, Any], options: list[dict[str, Any]], at: list[str | int], problems: list[dict[str, Any]], pattern_ok: bool) -> None:
    name = field.get("name")
    initial = field["initialValue"]
    widget = entry["widget"]
    if "options" in entry["requires"]:
        if not options:
            return
        values = [o.get("value") for o in options]
        allowed = [*values, custom_option_value(field)] if "allowCustom" in entry["requires"] else values

        def check(value: Any, path: list[str | int]) -> None:
            if isinstance(value, str) and any(isinstance(a, str) and a == value for a in allowed):
                return
            by_label = option_with_label(options, value)
            fix = f"use the option's value {quote(by_label.get('value'))}, not its label" if by_label else f"use one of {describe_options(options)}"
            problems.append(problem(path, f"initialValue {quote(value)} is not one of the options", fix, name))

        if entry["valueType"] == "array":
            if isinstance(initial, list):
                for k, v in enumerate(initial):
                    check(v, [*at, k])
            else:
                problems.append(problem(at, f'initialValue of widget "{widget}" must be an array of option values', f"use e.g. [{quote(values[0])}]", name))
        else:
            check(initial, at)
        return
    if entry["valueType"] == "number":
        if not _js.is_number(initial) or not math.isfinite(initial):
            problems.append(problem(at, f"initialValue {quote(initial)} is not a number", "use a number or remove initialValue", name))
            return
        bounds = number_rule_breaks(field, initial)
        if bounds:
            problems.append(problem(at, f"initialValue {_js.number_text(initial)} breaks the field's own rules: it must be {' and '.join(bounds)}", "change initialValue or the bounds", name))
        return
    if entry["valueType"] == "string":
        if not isinstance(initial, str):
            problems.append(problem(at, f"initialValue {quote(initial)} is not text", "use a string or remove initialValue", name))
            return
        rules = text_rule_breaks(field, initial, pattern_ok)
        if rules:
            problems.append(problem(at, f"initialValue {quote(initial)} breaks the field's own rules: it must be {' and '.join(rules)}", "change initialValue or the constraints", name))


__all__ = [
    "DEFAULT_PRESENTATION",
    "DEFAULT_REVISION",
    "FILE_URL_SCHEMES",
    "NormalizeResult",
    "WIDGET_SPECIFIC_PROPERTIES",
    "check_raw_input",
    "describe_options",
    "infer_number_type",
    "list_some",
    "normalize_tool_input",
    "number_rule_breaks",
    "text_rule_breaks",
    "try_normalize_tool_input",
    "url_scheme",
    "widgets_accepting",
]
