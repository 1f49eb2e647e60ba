"""The formData checker: the user's answers checked against the form before they are sent.

The Python port of the TypeScript kit's checkMcpAskFormData (runtime/contract/builder.ts; docs/sdks.md):
each field is checked as the renderer shows it (resolve_form_fields), by its catalog entry's value type,
with the same rules the form shows. Every problem carries its ``code`` (``#/$defs/FormDataProblemCode``),
which a renderer shows in the user's words (x-nuwax.uiStrings); message and fix are English.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import _js
from ._contract import CONSTANTS
from .normalize import FILE_URL_SCHEMES, describe_options, list_some, number_rule_breaks, option_with_label, text_rule_breaks, url_scheme
from .problems import MAX_PROBLEMS, clip, limit_problems, problem, quote
from .widgets import custom_option_value, custom_text_key, effective_widget, widget_catalog_entry

#: The widget a client shows for a field whose widget it does not know (x-nuwax.constants.fallbackWidget).
FALLBACK_WIDGET: str = CONSTANTS["fallbackWidget"]
#: JavaScript's undefined: a field the formData does not answer (None is JSON null).
_UNDEFINED: Any = object()


def _well_formed_options(options: Any) -> list[dict[str, Any]]:
    """The options a renderer can show: objects with a string value, each with a string label (the value when missing)."""
    if not isinstance(options, list):
        return []
    out = []
    for option in options:
        if not isinstance(option, dict) or not isinstance(option.get("value"), str):
            continue
        out.append(option if isinstance(option.get("label"), str) else {**option, "label": option["value"]})
    return out


def resolve_form_fields(fields: Any) -> list[dict[str, Any]]:
    """The fields to render, in order: each a copy with its effective widget (FALLBACK_WIDGET for an unknown one, ``fallbackFrom``
    naming it), ``required`` set (default False), a choice widget's well-formed ``options`` and radio-with-custom's ``allowCustom``.
    Entries that are not objects with a string ``name`` are skipped.
    """
    out = []
    for field in fields if isinstance(fields, list) else []:
        if not isinstance(field, dict) or not isinstance(field.get("name"), str):
            continue
        widget = effective_widget(field)
        resolved = {**field, "widget": widget if widget is not None else FALLBACK_WIDGET, "required": field["required"] if field.get("required") is not None else False}
        entry = widget_catalog_entry(resolved["widget"])
        if entry is not None and "options" in entry["requires"]:
            resolved["options"] = _well_formed_options(field.get("options"))
        if entry is not None and "allowCustom" in entry["requires"] and not isinstance(resolved.get("allowCustom"), bool):
            resolved["allowCustom"] = True
        if widget is None:
            resolved["fallbackFrom"] = _js.to_text(field["widget"]) if "widget" in field else "undefined"
        out.append(resolved)
    return out


def _unanswered(value: Any) -> bool:
    """undefined, null, "" and [] count as not answered (the DockPanel's required rule)."""
    return value is _UNDEFINED or value is None or (isinstance(value, str) and value == "") or (isinstance(value, list) and not value)


def check_form_data(question: Any, form_data: Any) -> list[dict[str, Any]]:
    """Checks the answers a client is about to send (``McpAskRespondPayload.formData``) against the form they answer.

    ``question`` is a canonical rawInput (or anything with ``ui.fields``). Returns every problem at once
    (path ``formData.<field>``, message, fix, subject = the field name, code), [] when acceptable: a required
    field left empty (required); a value of the wrong type for the widget (not_text, not_a_number,
    not_a_list, not_a_file); an option value that is not an option (not_an_option), a pick repeated
    (duplicate_option), more picks than options (too_many_picks); radio-with-custom's custom text missing
    (custom_text_missing); number bounds (out_of_range, not_an_integer); text length and pattern (too_short,
    too_long, pattern_mismatch); files (too_many_files, file_too_large, not_a_file for an upload that is not
    done or a URL of another scheme); a key that is no field's (unknown_field); formData not an object
    (not_an_object). Work is bounded: past MAX_PROBLEMS problems are only counted. Never raises.
    """
    if not isinstance(form_data, dict):
        return [problem(["formData"], f"must be an object keyed by field name, got {quote(form_data)}", "send formData as { <field name>: <answer> }", None, "not_an_object")]
    ui = question.get("ui") if isinstance(question, dict) else None
    fields = resolve_form_fields(ui.get("fields") if isinstance(ui, dict) else None)
    problems: list[dict[str, Any]] = []
    budget = [0]
    for field in fields:
        name = field["name"]
        entry = widget_catalog_entry(field["widget"])
        if entry is None:
            continue
        at: list[str | int] = ["formData", name]
        value = form_data[name] if name in form_data else _UNDEFINED
        label = field["title"] if isinstance(field.get("title"), str) and field["title"] else name
        if _unanswered(value):
            if field.get("required") is True:
                problems.append(problem(at, f"{quote(label)} is required but has no answer", f"answer {quote(label)} before sending", name, "required"))
            continue
        _check_answer(field, entry, value, form_data, at, problems, budget)
    keys: dict[str, None] = {}
    for field in fields:
        keys[field["name"]] = None
        entry = widget_catalog_entry(field["widget"])
        if entry is not None and "allowCustom" in entry["requires"]:
            key = custom_text_key(field)
            keys[key if isinstance(key, str) else _js.to_text(key)] = None
    fix: str | None = None
    for key in _js.keys_in_js_order(form_data):
        if key in keys:
            continue
        if fix is None:
            fix = f"remove it: formData keys are field names{f' ({list_some([quote(k) for k in keys])})' if keys else ''}"
        if len(problems) >= MAX_PROBLEMS:
            budget[0] += 1
        else:
            problems.append(problem(["formData", key], f"{quote(key)} is not a field of the form", fix, None, "unknown_field"))
    if budget[0] > 0:
        n = budget[0]
        problems.append({"path": "", "message": f"{n} more problem{' is' if n == 1 else 's are'} not listed", "fix": ""})
    return limit_problems(problems)


def _check_answer(field: dict[str, Any], entry: Mapping[str, Any], value: Any, form_data: dict[str, Any], at: list[str | int], problems: list[dict[str, Any]], budget: list[int]) -> None:
    name = field["name"]
    widget = entry["widget"]

    def report(make: Any) -> None:
        if len(problems) >= MAX_PROBLEMS:
            budget[0] += 1
        else:
            problems.append(make())

    options = [o for o in field["options"] if isinstance(o, dict)] if isinstance(field.get("options"), list) else []
    values = [o.get("value") for o in options]

    def wrong_type(expected: str, fix: str, code: str) -> None:
        problems.append(problem(at, f'must be {expected} for widget "{widget}", got {quote(value)}', fix, name, code))

    def not_an_option(v: Any, path: list[str | int]) -> None:
        by_label = option_with_label(options, v)
        fix = f"send the option's value {quote(by_label.get('value'))}, not its label" if by_label else f"send one of {describe_options(options)}"
        problems.append(problem(path, f"{quote(v)} is not one of the options", fix, name, "not_an_option"))

    value_type = entry["valueType"]
    if value_type == "number":
        if not _js.is_number(value) or value != value or value in (float("inf"), float("-inf")):
            return wrong_type("a number", "send a JSON number", "not_a_number")
        bounds = number_rule_breaks(field, value)
        code = "not_an_integer" if field.get("type") == "integer" and not _js.is_integer(value) else "out_of_range"
        if bounds:
            problems.append(problem(at, f"{_js.number_text(value)} breaks the field's rules: it must be {' and '.join(bounds)}", "send a number within the field's bounds", name, code))
        return
    if value_type == "array":
        if not isinstance(value, list):
            first = quote(values[0]) if values else quote("")
            return wrong_type("an array of option values", f"send e.g. [{first}]", "not_a_list")
        if len(value) > len(options):
            problems.append(problem(at, f"{len(value)} picks were given but the field has {len(options)} option{'' if len(options) == 1 else 's'}", "send each picked option value once", name, "too_many_picks"))
            return
        known = {v for v in values if isinstance(v, str)}
        picked: dict[str, int] = {}
        for k, v in enumerate(value):
            if not isinstance(v, str) or v not in known:
                not_an_option(v, [*at, k])
            elif v in picked:
                problems.append(problem([*at, k], f"{quote(v)} is picked twice (also [{picked[v]}])", "send each picked option value once", name, "duplicate_option"))
            else:
                picked[v] = k
        return
    if value_type == "files":
        _check_files(field, value, at, problems, report)
        return
    if not isinstance(value, str):
        return wrong_type("text", "send a string", "not_text")
    if "options" in entry["requires"]:
        if "allowCustom" in entry["requires"] and value == custom_option_value(field):
            key = custom_text_key(field)
            custom = form_data.get(key) if isinstance(key, str) and key in form_data else None
            if custom is not None and not isinstance(custom, str):
                problems.append(problem(["formData", key], f"the custom answer of {quote(name)} must be text, got {quote(custom)}", f"send the user's text under {quote(key)} as a string", name, "not_text"))
            elif not isinstance(custom, str) or _js.trim(custom) == "":
                problems.append(
                    problem(["formData", key], f"the custom answer of {quote(name)} is empty", f"send the user's text under {quote(key)}, or one of {describe_options(options)}", name, "custom_text_missing")
                )
            return
        if not any(isinstance(v, str) and v == value for v in values):
            not_an_option(value, at)
        return
    rules = text_rule_breaks(field, value)
    length = len(value)
    if _js.is_number(field.get("minLength")) and length < field["minLength"]:
        code = "too_short"
    elif _js.is_number(field.get("maxLength")) and length > field["maxLength"]:
        code = "too_long"
    else:
        code = "pattern_mismatch"
    if rules:
        problems.append(problem(at, f"{quote(value)} breaks the field's rules: it must be {' and '.join(rules)}", "change the answer to fit the field", name, code))


def _check_files(field: dict[str, Any], value: Any, at: list[str | int], problems: list[dict[str, Any]], report: Any) -> None:
    name = field["name"]
    # A removed file is not part of the answer (FileValue.status); nothing left is no answer.
    if isinstance(value, list):
        kept: list[tuple[int, Any]] | None = [(i, f) for i, f in enumerate(value) if not (isinstance(f, dict) and f.get("status") == "removed")]
    elif isinstance(value, dict) and value.get("status") == "removed":
        kept = []
    else:
        kept = None
    if kept is not None and not kept:
        if field.get("required") is True:
            label = field["title"] if isinstance(field.get("title"), str) and field["title"] else name
            problems.append(problem(at, f"{quote(label)} is required but its files were all removed", f"add a file to {quote(label)} before sending", name, "required"))
        return
    files = kept if kept is not None else [(0, value)]
    if isinstance(value, list) and len(files) > 1 and field.get("multiple") is not True:
        problems.append(problem(at, f"{len(files)} files were given but the field takes one", "send one file, or set multiple: true on the field", name, "too_many_files"))
    for index, file in files:
        path = [*at, index] if isinstance(value, list) else at
        if (file == "") if isinstance(file, str) else not isinstance(file, dict):
            report(lambda file=file, path=path: problem(path, f"must be a file (a URL or {{ name, url, size, type }}), got {quote(file)}", "send the uploaded file's URL or its file object", name, "not_a_file"))
            continue
        link = file.get("url") if isinstance(file, dict) else file
        scheme = url_scheme(link) if isinstance(link, str) else None
        if scheme is not None and scheme not in FILE_URL_SCHEMES:
            report(lambda scheme=scheme, path=path: problem(path, f"the file's URL has the {clip(scheme)}: scheme, which a client must not open", "send the uploaded file's https:// URL", name, "not_a_file"))
            continue
        if isinstance(file, dict) and file.get("status") in ("uploading", "error"):
            uploading = file["status"] == "uploading"
            state = "is still uploading" if uploading else "failed to upload"
            shown = file["name"] if file.get("name") is not None else file["fileName"] if file.get("fileName") is not None else ""
            problems.append(
                problem(
                    path,
                    f"file {quote(shown)} {state}: it has no address the agent can open yet",
                    "wait for the upload to finish, then send" if uploading else "upload the file again, or remove it",
                    name,
                    "not_a_file",
                )
            )
            continue
        size = (file["size"] if _js.is_number(file.get("size")) else file.get("fileSize")) if isinstance(file, dict) else None
        limit = field.get("maxFileSize")
        if _js.is_number(limit) and _js.is_number(size) and size > limit:
            report(
                lambda size=size, path=path: problem(
                    path, f"file is {_js.number_text(size)} bytes, more than maxFileSize {_js.number_text(limit)}", f"send a file of at most {_js.number_text(limit)} bytes", name, "file_too_large"
                )
            )
